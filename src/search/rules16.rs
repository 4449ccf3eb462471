//! The SWAR rules of the 16×16 planes, a number's plane at a time: hidden singles and the
//! intersections of boxes with rows and columns (`planes16.rs` runs them; the diagonals' own
//! are in `diagonals16.rs`), and the masks of a band they share with the pairs (`pairs16.rs`).

use super::bands::Dead;
use super::planes16::Plane;

/// The first bit of each row of a band.
pub(super) const ROW_START: u64 = 0x0001_0001_0001_0001;
/// The first bit of each minirow (four cells of a row in one box) of a band.
const NIB_START: u64 = 0x1111_1111_1111_1111;
/// Bits two apart, four apart, eight apart: the SWAR folds of a row.
const EVEN: u64 = 0x5555_5555_5555_5555;
/// One row's sixteen cells.
pub(super) const ROW: u64 = 0xFFFF;

/// Folds bits `shift` apart, for presence (`one`) and for two or more (`two`), bit by bit.
#[inline(always)]
const fn fold(one: u64, two: u64, shift: u32) -> (u64, u64) {
    (
        one | one >> shift,
        two | two >> shift | (one & one >> shift),
    )
}

/// The cells (not yet `done`) that are the only place of a number in a row, column or box,
/// given the number's plane.
///
/// # Errors
///
/// A house with no place for the number.
#[inline(always)]
pub(super) fn hidden_singles(p: &Plane, done: &Plane) -> Result<Plane, Dead> {
    const NIBS: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    const LANES: u64 = 0x00FF_00FF_00FF_00FF;
    let mut alone = [0u64; 4];
    // Rows with a place (at bit 15 of each row) and boxes with a place (at bit 7 of each byte
    // of `boxes` below) in every band.
    let (mut rows_in, mut boxes_in) = (0x8000 * ROW_START, 0x8080_8080u64);
    for w in 0..4 {
        // SWAR counts: of each minirow (nibbles), then of each row (16-bit lanes, at most 16).
        let x = p[w];
        let v = x - (x >> 1 & EVEN);
        let minirows = (v & NIBS) + (v >> 2 & NIBS);
        let halves = (minirows + (minirows >> 4)) & BYTES;
        let rows = (halves + (halves >> 8)) & LANES;
        let (row, row2) = (rows + 0x7FFF * ROW_START, rows + 0x7FFE * ROW_START);
        rows_in &= row;
        // Boxes: their rows' minirows added in bytes (a box can count 16): stacks 0 and 2 in
        // the low 16 bits, 1 and 3 in the next 16.
        let add = |b: u64| {
            let b = b + (b >> 32);
            (b + (b >> 16)) & 0xFFFF
        };
        let boxes = add(minirows & BYTES) | add(minirows >> 4 & BYTES) << 16;
        let (bx, bx2) = (
            (boxes + 0x7F7F_7F7F) & 0x8080_8080,
            (boxes + 0x7E7E_7E7E) & 0x8080_8080,
        );
        boxes_in &= bx;
        // The boxes with one place, at their first bit in the band's first row.
        let one = (bx & !bx2) >> 7;
        let one = (one & 0x0101) | (one >> 12 & 0x1010);
        alone[w] = (((row & !row2) >> 15 & ROW_START) * ROW) | ((one * 0xF) * ROW_START);
    }
    let present = rows_in == 0x8000 * ROW_START && boxes_in == 0x8080_8080;
    // Columns: fold the four bands, then the four rows of the result.
    let one = p[0] | p[1] | p[2] | p[3];
    let two = (p[0] & p[1]) | (p[2] & p[3]) | ((p[0] | p[1]) & (p[2] | p[3]));
    let (one, two) = fold(one, two, 16);
    let (col, col2) = fold(one, two, 32);
    let (col, col2) = (col & ROW, col2 & ROW);
    if col != ROW || !present {
        return Err(Dead);
    }
    let cols = (col & !col2) * ROW_START;
    Ok(std::array::from_fn(|w| p[w] & (alone[w] | cols) & !done[w]))
}

/// A number's plane without what the intersections of boxes with rows and columns remove.
///
/// The rules look at a number's minirows and minicolumns only, so both are first gathered into
/// a word each, a nibble per house of the grid: in `rows`, nibble `R` holds the boxes where row
/// `R` has places (bit `b` for the box at stack `b`); in `cols`, nibble `4w + s` the columns
/// (bit `c % 4`) where the box at band `w`, stack `s` has places. A band is then a 16-bit lane
/// of each, and every rule is a few SWAR operations over all sixteen houses at once.
///
/// # Errors
///
/// Two rows confined to one box, two boxes to one row, two columns to one box or two boxes to
/// one column: each would clear the other's places and empty a house.
#[inline(always)]
pub(super) fn intersections(p: &Plane) -> Result<Plane, Dead> {
    // The low nibble of each 16-bit lane, and its bit 0.
    const LOW: u64 = 0x000F_000F_000F_000F;
    const LANE: u64 = ROW_START;
    let (mut rows, mut cols) = (0u64, 0u64);
    for (w, &x) in p.iter().enumerate() {
        let nib = (x | x >> 1 | x >> 2 | x >> 3) & NIB_START;
        // Each row's four minirow bits (at 0, 4, 8, 12 of its 16-bit lane) to bits 0..4 of
        // the lane, then the four lanes' nibbles together (row `r` of the band at bits
        // `36 + 4r`): the terms of each multiplication land on distinct bits, so nothing
        // carries.
        let four = (nib.wrapping_mul(0x249) >> 9) & LOW;
        rows |= (four.wrapping_mul(0x0000_0010_0100_1001) >> 36 & ROW) << (16 * w);
        let y = x | x >> 32;
        cols |= ((y | y >> 16) & ROW) << (16 * w);
    }
    // Rows (nibbles of `rows`) and boxes (nibbles of `cols`) with exactly one bit, and with two
    // or more, as bit 0 of each nibble.
    let counts = |x: u64| {
        let v = x - (x >> 1 & EVEN);
        (v & 0x3333_3333_3333_3333) + (v >> 2 & 0x3333_3333_3333_3333)
    };
    let one = |v: u64| {
        let t = v ^ NIB_START;
        (!((t + 0x7777_7777_7777_7777) | t) & 0x8888_8888_8888_8888) >> 3
    };
    let two = |v: u64| ((v + 0x6666_6666_6666_6666) & 0x8888_8888_8888_8888) >> 3;
    let any = |x: u64| (x | x >> 1 | x >> 2 | x >> 3) & NIB_START;
    // Within each lane, the four nibbles folded into the low one: the boxes of a band with a
    // bit in one row or more, and in two or more.
    let down = |x: u64| {
        let (one, two) = fold(x, 0, 4);
        let (one, two) = fold(one, two, 8);
        (one & LOW, two & LOW)
    };
    // Across the lanes, folded into the low one: the columns with a bit in one band or more,
    // and in two or more.
    let across = |x: u64| {
        let (one, two) = fold(x, 0, 16);
        let (one, two) = fold(one, two, 32);
        (one & ROW, two & ROW)
    };
    // A row confined to one box claims the box: the box's other rows lose the number.
    let claim = rows & (one(counts(rows)) * 0xF);
    let (claimed, claimed2) = down(claim);
    let mut minirows = (claimed * 0x1111) & !claim;
    // A box confined to one row points along it: the row's other boxes lose the number.
    let (seen, seen2) = down(rows);
    let point = rows & ((seen & !seen2) * 0x1111);
    minirows |= (any(point) * 0xF) & !point;
    let pointing2 = two(counts(point));
    // A box confined to one column points along the column: the other bands lose the number
    // there.
    let point = cols & (one(counts(cols)) * 0xF);
    let (pointed, pointed2) = across(point);
    let mut columns = (pointed * LANE) & !point;
    // A column confined to one band claims the box it crosses there.
    let (col, col2) = across(cols);
    let claim = cols & ((col & !col2) * LANE);
    columns |= (any(claim) * 0xF) & !claim;
    if claimed2 | pointing2 | pointed2 | two(counts(claim)) != 0 {
        return Err(Dead);
    }
    Ok(std::array::from_fn(|w| {
        // Lane `w` of the minirows back to cells: nibble `r` to row `r`, bit `b` to the
        // first cell of box `b`.
        let m = minirows >> (16 * w) & ROW;
        let e = (m & 0xF) | (m & 0xF0) << 12 | (m & 0xF00) << 24 | (m & 0xF000) << 36;
        let e = (e | e << 6) & 0x0303_0303_0303_0303;
        let e = (e | e << 3) & NIB_START;
        p[w] & !((e * 0xF) | ((columns >> (16 * w) & ROW) * ROW_START))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bits eight apart, and the first bit of each box of a band's first row.
    const BYTE_START: u64 = 0x0101_0101_0101_0101;
    const BOX_START: u64 = 0x1111;

    /// Whether `cell` is in `plane`.
    fn has(plane: &Plane, cell: usize) -> bool {
        plane[cell / 64] >> (cell % 64) & 1 != 0
    }

    /// The hidden singles of `plane` counted house by house, cell by cell.
    fn hidden_singles_by_hand(plane: &Plane) -> Result<Plane, Dead> {
        let mut alone = [0u64; 4];
        for house in super::super::planes16::HOUSES.iter() {
            let places: Vec<usize> = (0..256)
                .filter(|&c| has(house, c) && has(plane, c))
                .collect();
            match places[..] {
                [] => return Err(Dead),
                [c] => alone[c / 64] |= 1 << (c % 64),
                _ => {}
            }
        }
        Ok(alone)
    }

    /// A number's plane without what the intersections of boxes with rows and columns remove.
    ///
    /// # Errors
    ///
    /// Two rows confined to one box, two boxes to one row, two columns to one box or two boxes to
    /// one column: each would clear the other's places and empty a house.
    fn intersections_by_folds(p: &Plane) -> Result<Plane, Dead> {
        let mut clear = [0u64; 4];
        let mut pointed = 0;
        let mut twice = 0;
        // Minicolumns (four cells of a column in one band) of each band, as bits of its first row.
        let mini: Plane = std::array::from_fn(|w| {
            let x = p[w] | p[w] >> 32;
            (x | x >> 16) & ROW
        });
        for w in 0..4 {
            let (seg, _) = minirows(p[w]);
            // A row confined to one box claims the box: the box's other rows lose the number.
            let (one, two) = fold(seg, 0, 4);
            let (_, row2) = fold(one & BYTE_START, two & BYTE_START, 8);
            let claim = seg & ((ROW_START & !row2) * ROW);
            let (one, two) = fold(claim, 0, 16);
            let (boxes, boxes2) = fold(one, two, 32);
            let (boxes, boxes2) = (boxes & BOX_START, boxes2 & BOX_START);
            clear[w] |= ((boxes * 0xF) * ROW_START) & !(claim * 0xF);
            // A box confined to one row points along it: the row's other boxes lose the number.
            let (one, two) = fold(seg, 0, 16);
            let (_, bx2) = fold(one, two, 32);
            let point = seg & ((BOX_START & !bx2) * ROW_START);
            let (one, two) = fold(point, 0, 4);
            let (rows, rows2) = fold(one & BYTE_START, two & BYTE_START, 8);
            let (rows, rows2) = (rows & ROW_START, rows2 & ROW_START);
            clear[w] |= (rows * ROW) & !(point * 0xF);
            // A box confined to one column (of this band) points along the column: the other
            // bands lose the number there.
            let m = mini[w];
            let (one, two) = (m & EVEN | m >> 1 & EVEN, m & m >> 1 & EVEN);
            let (_, nib2) = fold(one, two, 2);
            let point = m & ((BOX_START & !nib2) * 0xF);
            twice |= boxes2 | rows2 | (pointed & point);
            pointed |= point;
            for (v, c) in clear.iter_mut().enumerate() {
                if v != w {
                    *c |= point * ROW_START;
                }
            }
        }
        // A column confined to one band claims the box it crosses there.
        let col2 =
            (mini[0] & mini[1]) | (mini[2] & mini[3]) | ((mini[0] | mini[1]) & (mini[2] | mini[3]));
        let lone = ROW & !col2;
        for w in 0..4 {
            let claim = mini[w] & lone;
            let (one, two) = (claim & EVEN | claim >> 1 & EVEN, claim & claim >> 1 & EVEN);
            let (boxes, boxes2) = fold(one, two, 2);
            let (boxes, boxes2) = (boxes & BOX_START, boxes2 & BOX_START);
            twice |= boxes2;
            clear[w] |= ((boxes * 0xF) & !claim) * ROW_START;
        }
        if twice != 0 {
            return Err(Dead);
        }
        Ok(std::array::from_fn(|w| p[w] & !clear[w]))
    }

    /// The minirows of a band as bits at [`NIB_START`]: present, and with two cells or more.
    fn minirows(x: u64) -> (u64, u64) {
        let (one, two) = (x & EVEN | x >> 1 & EVEN, x & x >> 1 & EVEN);
        let (one, two) = fold(one, two, 2);
        (one & NIB_START, two & NIB_START)
    }

    #[test]
    fn intersections_agree_with_folding_band_by_band() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut fired = 0;
        let mut dead = 0;
        for i in 0..20000 {
            // Sparse planes, where the rules fire, and dense ones.
            let plane: Plane = std::array::from_fn(|_| {
                let (a, b, c, d) = (next(), next(), next(), next());
                match i % 5 {
                    0 => a & b & c & d,
                    1 => a & b & c,
                    2 => a & b & (c | d),
                    3 => a | b,
                    _ => a & b & c & d & [u64::MAX, 0x000F_000F_000F_000F, 0xF0F0, 0][i / 5 % 4],
                }
            });
            let expected = intersections_by_folds(&plane);
            match expected {
                Ok(kept) if kept != plane => fired += 1,
                Err(_) => dead += 1,
                _ => {}
            }
            assert_eq!(intersections(&plane), expected, "{plane:x?}");
        }
        assert!(fired > 1000 && dead > 1000, "{fired} {dead}");
    }

    #[test]
    fn hidden_singles_agree_with_counting_by_hand() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for i in 0..3000 {
            // Dense planes, sparse ones, and planes with every cell of some boxes and rows.
            let plane: Plane = std::array::from_fn(|_| {
                let (a, b, c) = (next(), next(), next());
                match i % 4 {
                    0 => a | b,
                    1 => a & b & c | 1 << (a % 64),
                    2 => !(a & b & c),
                    _ => (a | b | c) | [0, u64::MAX, 0xFFFF, 0x000F_000F_000F_000F][i / 4 % 4],
                }
            });
            let done: Plane = std::array::from_fn(|_| next() & next());
            let expected =
                hidden_singles_by_hand(&plane).map(|a| std::array::from_fn(|w| a[w] & !done[w]));
            assert_eq!(hidden_singles(&plane, &done), expected, "{plane:x?}");
        }
    }

    #[test]
    fn a_lone_place_in_each_kind_of_house_is_a_hidden_single() {
        // Number 0 everywhere except: row 5 keeps one place (5, 7); column 9 keeps one place
        // (12, 9); the box at band 2, stack 0 keeps one place (10, 2).
        let mut plane = [u64::MAX; 4];
        let clear = |plane: &mut Plane, cell: usize| plane[cell / 64] &= !(1 << (cell % 64));
        for c in 0..16 {
            if c != 7 {
                clear(&mut plane, 5 * 16 + c);
            }
        }
        for r in 0..16 {
            if r != 12 {
                clear(&mut plane, r * 16 + 9);
            }
        }
        for r in 8..12 {
            for c in 0..4 {
                if (r, c) != (10, 2) {
                    clear(&mut plane, r * 16 + c);
                }
            }
        }
        let hidden = hidden_singles(&plane, &[0; 4]).expect("no empty house");
        let cells: Vec<usize> = (0..256).filter(|&c| has(&hidden, c)).collect();
        assert_eq!(cells, [5 * 16 + 7, 10 * 16 + 2, 12 * 16 + 9]);
        // Each house emptied in turn: the row, the box, the column.
        for cell in [5 * 16 + 7, 10 * 16 + 2, 12 * 16 + 9] {
            let mut emptied = plane;
            clear(&mut emptied, cell);
            assert_eq!(hidden_singles(&emptied, &[0; 4]), Err(Dead), "cell {cell}");
        }
    }
}
