//! One 9×9 digit plane (`bands.rs`): its geometry — the bit of each cell, the masks and shifts
//! that make its house maps — and the two rules computed on it for all 27 houses of a number at
//! once, hidden singles and intersections.

use super::bands::Dead;
use super::lanes::Lanes;

/// The 81 cells' bits.
pub(super) const ALL: u128 = 0x7FF_FFFF | 0x7FF_FFFF << 32 | 0x7FF_FFFF << 64;
/// The first bit of each band.
pub(super) const BAND_START: u128 = 1 | 1 << 32 | 1 << 64;
/// The first bit of each row.
pub(super) const ROW_START: u128 = BAND_START * (1 | 1 << 9 | 1 << 18);
/// The first bit of each box's row segment (a "minirow": three cells of a row in one box).
pub(super) const SEG_START: u128 = ROW_START * (1 | 1 << 3 | 1 << 6);
/// The first row of each band: a bit per column and band.
pub(super) const BAND_ROW: u128 = BAND_START * 0x1FF;
/// The first bit of each box.
pub(super) const BOX_START: u128 = BAND_START * (1 | 1 << 3 | 1 << 6);
/// The last bit of each row.
pub(super) const ROW_END: u128 = ROW_START << 8;
/// The first eight bits of each row.
pub(super) const ROW_LOW8: u128 = ROW_START * 0xFF;
/// The nine columns of one row.
pub(super) const ROW: u128 = 0x1FF;

/// `x` as lanes (constants fold into one load).
#[inline(always)]
pub(super) fn l(x: u128) -> Lanes {
    Lanes::new(x)
}

/// Sets the three bits of each segment that starts at a bit of `x`.
#[inline(always)]
pub(super) fn fill_seg(x: Lanes) -> Lanes {
    x.or(x.shl::<1>()).or(x.shl::<2>())
}

/// Sets the nine bits of each row that starts at a bit of `x`.
#[inline(always)]
pub(super) fn fill_row(x: Lanes) -> Lanes {
    x.shl::<9>().sub(x)
}

/// Copies the first row of each band to the band's three rows.
#[inline(always)]
pub(super) fn fill_band_col(x: Lanes) -> Lanes {
    x.or(x.shl::<9>()).or(x.shl::<18>())
}

/// Copies a row (the low nine bits) to all nine rows, and to the unused fourth lane: callers
/// mask the result with a plane, which has no bit there.
#[inline(always)]
pub(super) fn fill_col(x: Lanes) -> Lanes {
    fill_band_col(x.spread())
}

/// Sets the nine cells of each box that starts at a bit of `x`.
#[inline(always)]
pub(super) fn fill_box(x: Lanes) -> Lanes {
    fill_band_col(fill_seg(x))
}

/// Bits where at least two of `a`, `b`, `c` are set.
#[inline(always)]
pub(super) fn two_of(a: Lanes, b: Lanes, c: Lanes) -> Lanes {
    a.and(b.or(c)).or(b.and(c))
}

/// The bit of a cell.
pub(super) const fn bit_of(cell: usize) -> u32 {
    let (r, c) = (cell / 9, cell % 9);
    ((r / 3) * 32 + (r % 3) * 9 + c) as u32
}

/// [`bit_of`]'s table.
pub(super) const BIT_OF: [u8; 81] = {
    let mut t = [0u8; 81];
    let mut cell = 0;
    while cell < 81 {
        t[cell] = bit_of(cell) as u8;
        cell += 1;
    }
    t
};

/// The cell of a bit (only valid for bits in [`ALL`]).
#[inline]
pub(super) fn cell_of(bit: u32) -> usize {
    CELL_OF[bit as usize] as usize
}

/// [`cell_of`]'s table.
pub(super) const CELL_OF: [u8; 96] = {
    let mut t = [0u8; 96];
    let mut cell = 0;
    while cell < 81 {
        t[bit_of(cell) as usize] = cell as u8;
        cell += 1;
    }
    t
};

/// The houses in the engine's order (rows, columns, boxes), as masks.
pub(super) const HOUSES: [u128; 27] = {
    let mut h = [0u128; 27];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        let bit = 1u128 << bit_of(cell);
        h[r] |= bit;
        h[9 + c] |= bit;
        h[18 + (r / 3) * 3 + c / 3] |= bit;
        cell += 1;
    }
    h
};

/// The row, column and box of each bit, as masks, indexed by bit.
pub(super) const HOUSES_OF: [[u128; 3]; 96] = {
    let mut h = [[0u128; 3]; 96];
    let mut cell = 0;
    while cell < 81 {
        let (r, c) = (cell / 9, cell % 9);
        h[bit_of(cell) as usize] = [HOUSES[r], HOUSES[9 + c], HOUSES[18 + (r / 3) * 3 + c / 3]];
        cell += 1;
    }
    h
};

/// Each bit's peers (the cells sharing a house with it, not itself), indexed by bit.
pub(super) const PEERS: [u128; 96] = {
    let mut p = [0u128; 96];
    let mut bit = 0;
    while bit < 96 {
        let [row, col, square] = HOUSES_OF[bit];
        p[bit] = (row | col | square) & !(1u128 << bit);
        bit += 1;
    }
    p
};

/// A number's minicolumns (three cells of a column in one band) as bits at [`BAND_ROW`]:
/// present, and with two cells or more.
#[inline(always)]
pub(super) fn minicols(p: Lanes) -> (Lanes, Lanes) {
    let (p9, p18) = (p.shr::<9>(), p.shr::<18>());
    (
        p.or(p9).or(p18).and(l(BAND_ROW)),
        two_of(p, p9, p18).and(l(BAND_ROW)),
    )
}

/// The rows of `x` with a bit set, as bits at [`ROW_END`]: the low eight bits of each row plus
/// eight carry into its ninth (at most 510, so never into the next row).
#[inline(always)]
pub(super) fn any_in_row(x: Lanes) -> Lanes {
    x.and(l(ROW_LOW8)).add(l(ROW_LOW8)).or(x).and(l(ROW_END))
}

/// Sets the nine bits of each row that ends at a bit of `x`.
#[inline(always)]
pub(super) fn fill_row_from_end(x: Lanes) -> Lanes {
    x.shl::<1>().sub(x.shr::<8>())
}

/// The cells (not yet `done`) that are the only place of a number in a row, column or box,
/// given the number's plane.
///
/// # Errors
///
/// A house with no place for the number.
#[inline]
pub(super) fn hidden_singles(p: Lanes, done: Lanes) -> Result<Lanes, Dead> {
    // Rows, by arithmetic on each row's nine bits: present, and with two cells or more (what
    // is left without the lowest cell, which subtracting one from each row clears when no row
    // is empty; when one is, the result is not used).
    let row = any_in_row(p);
    let row2 = any_in_row(p.and(p.sub(l(ROW_START))));
    // Columns, from the minicolumns of the three bands.
    let (mini, mini2) = minicols(p);
    let (m32, m64) = (mini.down1(), mini.down2());
    let col = mini.or(m32).or(m64).and(l(ROW));
    let col2 = two_of(mini, m32, m64)
        .or(mini2)
        .or(mini2.down1())
        .or(mini2.down2())
        .and(l(ROW));
    // Boxes, from the minicolumns of each box.
    let (n1, n2) = (mini.shr::<1>(), mini.shr::<2>());
    let boxes = mini.or(n1).or(n2).and(l(BOX_START));
    let box2 = two_of(mini, n1, n2)
        .or(mini2)
        .or(mini2.shr::<1>())
        .or(mini2.shr::<2>())
        .and(l(BOX_START));
    let missing = row
        .xor(l(ROW_END))
        .or(col.xor(l(ROW)))
        .or(boxes.xor(l(BOX_START)));
    if !missing.is_zero() {
        return Err(Dead);
    }
    let alone = fill_row_from_end(row.and_not(row2))
        .or(fill_col(col.and_not(col2)))
        .or(fill_box(boxes.and_not(box2)));
    Ok(p.and(alone).and_not(done))
}

/// A number's plane without what the intersections of boxes with rows and columns remove.
///
/// # Errors
///
/// Two boxes confined to one line (which would leave none of the line's places to one of them).
#[inline]
pub(super) fn intersections(p: Lanes) -> Result<Lanes, Dead> {
    let seg = p.or(p.shr::<1>()).or(p.shr::<2>()).and(l(SEG_START));
    let mini = p.or(p.shr::<9>()).or(p.shr::<18>()).and(l(BAND_ROW));
    // Rows over two boxes or more, boxes over two rows or more, and the same with columns.
    let row_boxes = two_of(seg, seg.shr::<3>(), seg.shr::<6>()).and(l(ROW_START));
    let box_rows = two_of(seg, seg.shr::<9>(), seg.shr::<18>()).and(l(BOX_START));
    let col_bands = two_of(mini, mini.down1(), mini.down2()).and(l(ROW));
    let box_cols = two_of(mini, mini.shr::<1>(), mini.shr::<2>()).and(l(BOX_START));

    // A row confined to one box claims the box: the box's other rows lose the number.
    let claim = seg.and(fill_row(l(ROW_START).and_not(row_boxes)));
    let boxes = claim
        .or(claim.shr::<9>())
        .or(claim.shr::<18>())
        .and(l(BOX_START));
    let mut clear = fill_box(boxes).and_not(fill_seg(claim));
    // A box confined to one row points along it: the row's other boxes lose the number. Two
    // boxes of a band confined to one row leave the band's other two rows to its third box,
    // and two rows confined to one box leave the other two boxes to the third row: each
    // contradiction implies the other, so testing one finds both.
    let point = seg.and(fill_band_col(l(BOX_START).and_not(box_rows)));
    let (q3, q6) = (point.shr::<3>(), point.shr::<6>());
    if !two_of(point, q3, q6).and(l(ROW_START)).is_zero() {
        return Err(Dead);
    }
    let rows = point.or(q3).or(q6).and(l(ROW_START));
    clear = clear.or(fill_row(rows).and_not(fill_seg(point)));
    // A column confined to one band claims the box it crosses there (the spread mask reaches
    // the fourth lane, where `mini` has no bit).
    let claim = mini.and(l(ROW).and_not(col_bands).spread());
    let boxes = claim
        .or(claim.shr::<1>())
        .or(claim.shr::<2>())
        .and(l(BOX_START));
    clear = clear.or(fill_box(boxes).and_not(fill_band_col(claim)));
    // A box confined to one column points along it (two boxes at one column: as for rows).
    let point = mini.and(fill_seg(l(BOX_START).and_not(box_cols)));
    let (q32, q64) = (point.down1(), point.down2());
    if !two_of(point, q32, q64).and(l(ROW)).is_zero() {
        return Err(Dead);
    }
    let cols = point.or(q32).or(q64).and(l(ROW));
    clear = clear.or(fill_col(cols).and_not(fill_band_col(point)));
    Ok(p.and_not(clear))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_cells_agree() {
        for cell in 0..81 {
            assert_eq!(cell_of(bit_of(cell)), cell);
            assert!(ALL & 1 << bit_of(cell) != 0);
        }
        assert_eq!(ALL.count_ones(), 81);
        for h in HOUSES {
            assert_eq!(h.count_ones(), 9);
        }
        for cell in 0..81 {
            assert_eq!(PEERS[bit_of(cell) as usize].count_ones(), 20);
        }
    }

    /// `hidden_singles` against a house-by-house count, on planes from sparse to full: the
    /// cells alone in some house (and not done), or an error when a house is empty.
    #[test]
    fn hidden_singles_are_the_cells_alone_in_a_house() {
        let mut x: u128 = 0x2545_F491_4F6C_DD1D_9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let (mut alone_seen, mut dead_seen) = (0, 0);
        for round in 0..4000 {
            // Keep about one cell in 2, 4 or 8.
            let mut p = ALL;
            for _ in 0..1 + round % 3 {
                p &= next();
            }
            let done = next() & next() & next();
            let expected = if HOUSES.iter().any(|h| p & h == 0) {
                dead_seen += 1;
                Err(Dead)
            } else {
                let alone = HOUSES
                    .iter()
                    .filter(|&&h| (p & h).count_ones() == 1)
                    .fold(0, |a, h| a | (p & h));
                alone_seen += u32::from(alone != 0);
                Ok(alone & !done)
            };
            assert_eq!(
                hidden_singles(l(p), l(done)).map(Lanes::get),
                expected,
                "{p:#x}"
            );
        }
        assert!(
            alone_seen > 100 && dead_seen > 100,
            "{alone_seen} {dead_seen}"
        );
    }
}
