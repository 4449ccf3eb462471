//! The bit-parallel path for standard 9×9 grids: the same graph as nine digit planes, whole
//! houses at a time.
//!
//! The candidate graph of a 9×9 grid is a set of (cell, number) edges; here it is stored as one
//! 128-bit plane per number, a bit per cell that can still hold it. Each band of three rows takes
//! a 32-bit slot (`bit = band·32 + row·9 + column`), so a shift by 9 steps to the next row, by
//! 32 to the next band. Every house map is a view computed from a plane by masking and shifting,
//! so none can drift. A plane is held as four 32-bit lanes ([`Lanes`], one SSE register on
//! x86-64): shifts within a band are lane shifts, from band to band lane moves; the tables and
//! the branching choice read it as a `u128`.
//!
//! [`Bands::propagate`] reaches the fixpoint of the default search configuration — naked and
//! hidden singles, and intersections between a box and a row or column — computing each rule for
//! all 27 houses of a number in a few dozen word operations instead of a job per house. That
//! fixpoint does not depend on the order in which the rules are applied (each rule only removes
//! candidates, and its premise still holds in any smaller state that has no empty house), and
//! contradictions are found exactly when the engine finds them, so a search over this path visits
//! the same nodes and finds the same solutions in the same order as a search over the engine:
//! [`Bands::choose`] is the engine's branching rule restated on planes. The tests check both.

use crate::graph::Graph;
use crate::io::{Candidates, Puzzle};
use crate::layout::{BoxShape, Cell, Number, NumberSet};
use crate::propagate::Removals;

use super::lanes::Lanes;

/// The nine numbers, as bits.
const ALL_NUMBERS: u32 = 0x1FF;
/// The 81 cells' bits.
const ALL: u128 = 0x7FF_FFFF | 0x7FF_FFFF << 32 | 0x7FF_FFFF << 64;
/// The first bit of each band.
const BAND_START: u128 = 1 | 1 << 32 | 1 << 64;
/// The first bit of each row.
const ROW_START: u128 = BAND_START * (1 | 1 << 9 | 1 << 18);
/// The first bit of each box's row segment (a "minirow": three cells of a row in one box).
const SEG_START: u128 = ROW_START * (1 | 1 << 3 | 1 << 6);
/// The first row of each band: a bit per column and band.
const BAND_ROW: u128 = BAND_START * 0x1FF;
/// The first bit of each box.
const BOX_START: u128 = BAND_START * (1 | 1 << 3 | 1 << 6);
/// The last bit of each row.
const ROW_END: u128 = ROW_START << 8;
/// The first eight bits of each row.
const ROW_LOW8: u128 = ROW_START * 0xFF;
/// The nine columns of one row.
const ROW: u128 = 0x1FF;

/// `x` as lanes (constants fold into one load).
#[inline(always)]
fn l(x: u128) -> Lanes {
    Lanes::new(x)
}

/// Sets the three bits of each segment that starts at a bit of `x`.
#[inline(always)]
fn fill_seg(x: Lanes) -> Lanes {
    x.or(x.shl::<1>()).or(x.shl::<2>())
}

/// Sets the nine bits of each row that starts at a bit of `x`.
#[inline(always)]
fn fill_row(x: Lanes) -> Lanes {
    x.shl::<9>().sub(x)
}

/// Copies the first row of each band to the band's three rows.
#[inline(always)]
fn fill_band_col(x: Lanes) -> Lanes {
    x.or(x.shl::<9>()).or(x.shl::<18>())
}

/// Copies a row (the low nine bits) to all nine rows, and to the unused fourth lane: callers
/// mask the result with a plane, which has no bit there.
#[inline(always)]
fn fill_col(x: Lanes) -> Lanes {
    fill_band_col(x.spread())
}

/// Sets the nine cells of each box that starts at a bit of `x`.
#[inline(always)]
fn fill_box(x: Lanes) -> Lanes {
    fill_band_col(fill_seg(x))
}

/// Bits where at least two of `a`, `b`, `c` are set.
#[inline(always)]
fn two_of(a: Lanes, b: Lanes, c: Lanes) -> Lanes {
    a.and(b.or(c)).or(b.and(c))
}

/// The bit of a cell.
const fn bit_of(cell: usize) -> u32 {
    let (r, c) = (cell / 9, cell % 9);
    ((r / 3) * 32 + (r % 3) * 9 + c) as u32
}

/// [`bit_of`]'s table.
const BIT_OF: [u8; 81] = {
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
fn cell_of(bit: u32) -> usize {
    CELL_OF[bit as usize] as usize
}

/// [`cell_of`]'s table.
const CELL_OF: [u8; 96] = {
    let mut t = [0u8; 96];
    let mut cell = 0;
    while cell < 81 {
        t[bit_of(cell) as usize] = cell as u8;
        cell += 1;
    }
    t
};

/// The houses in the engine's order (rows, columns, boxes), as masks.
const HOUSES: [u128; 27] = {
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
const HOUSES_OF: [[u128; 3]; 96] = {
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
const PEERS: [u128; 96] = {
    let mut p = [0u128; 96];
    let mut bit = 0;
    while bit < 96 {
        let [row, col, square] = HOUSES_OF[bit];
        p[bit] = (row | col | square) & !(1u128 << bit);
        bit += 1;
    }
    p
};

/// Propagation or a branch emptied a cell or a house: no solution below this node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Dead;

/// A 9×9 candidate state as nine digit planes. Its methods count what they remove in the
/// caller's [`Removals`], which a search keeps across backtracking while it copies states.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bands {
    /// `planes[d]`: the cells that can still hold number `d`.
    planes: [Lanes; 9],
    /// Cells down to one candidate whose number has been removed from their peers.
    done: Lanes,
    /// The numbers (as bits) whose plane lost a cell since it was last examined for hidden
    /// singles.
    dirty_hidden: u32,
    /// The numbers whose plane lost a cell since it was last examined for intersections.
    dirty_lines: u32,
}

impl Bands {
    /// The planes of a standard 9×9 graph.
    pub(crate) fn from_graph(graph: &Graph) -> Bands {
        Bands::with_planes(planes_of(graph.all_candidates()))
    }

    /// The planes of 9×9 pencilmarks.
    pub(crate) fn from_candidates(candidates: &Candidates) -> Bands {
        Bands::with_planes(planes_of(candidates.cells()))
    }

    /// The planes of a 9×9 puzzle: givens down to their number, other cells open.
    pub(crate) fn from_puzzle(puzzle: &Puzzle) -> Bands {
        let mut given = [0u128; 9];
        for (cell, value) in puzzle.cells().iter().enumerate() {
            if let Some(number) = value {
                given[number.index()] |= 1 << bit_of(cell);
            }
        }
        let all_given = given.iter().fold(0, |all, g| all | g);
        Bands::with_planes(given.map(|g| ALL & !all_given | g))
    }

    fn with_planes(planes: [u128; 9]) -> Bands {
        Bands {
            planes: planes.map(Lanes::new),
            done: l(0),
            dirty_hidden: ALL_NUMBERS,
            dirty_lines: ALL_NUMBERS,
        }
    }

    /// The planes as words.
    fn words(&self) -> [u128; 9] {
        self.planes.map(Lanes::get)
    }

    /// The (cell, number) candidates left.
    pub(crate) fn candidates(&self) -> u64 {
        self.planes.iter().map(|p| u64::from(p.count_ones())).sum()
    }

    /// Sets `cell` to `number` as a guess. Fails when some house loses its last place for a
    /// removed number.
    pub(crate) fn place(
        &mut self,
        cell: Cell,
        number: Number,
        removed: &mut Removals,
    ) -> Result<(), Dead> {
        let bit = u32::from(BIT_OF[cell.index()]);
        let others = ALL_NUMBERS & !(1 << number.index());
        if self.cut(bit, others, removed) {
            Err(Dead)
        } else {
            Ok(())
        }
    }

    /// Removes `number` from `cell` as the second branch of a guess. Fails when the cell or one
    /// of its houses has no place left for it.
    pub(crate) fn eliminate(
        &mut self,
        cell: Cell,
        number: Number,
        removed: &mut Removals,
    ) -> Result<(), Dead> {
        let bit = u32::from(BIT_OF[cell.index()]);
        let emptied = self.cut(bit, 1 << number.index(), removed);
        let (ones, _) = self.counts();
        if emptied || ones.and(l(1 << bit)).is_zero() {
            Err(Dead)
        } else {
            Ok(())
        }
    }

    /// Removes the `numbers` (as bits) from the cell at `bit`, where there, for a guess; whether
    /// one of the cell's houses is left with no place for one of them.
    fn cut(&mut self, bit: u32, numbers: u32, removed: &mut Removals) -> bool {
        let mask = l(1 << bit);
        let [row, col, square] = HOUSES_OF[bit as usize].map(l);
        let (mut lost, mut dead) = (0, false);
        let mut todo = numbers;
        while todo != 0 {
            let d = todo.trailing_zeros() as usize;
            todo &= todo - 1;
            let plane = self.planes[d];
            let had = !plane.and(mask).is_zero();
            let left = plane.and_not(mask);
            self.planes[d] = left;
            lost |= u32::from(had) << d;
            let empty =
                left.and(row).is_zero() | left.and(col).is_zero() | left.and(square).is_zero();
            dead |= had & empty;
        }
        removed.guess += u64::from(lost.count_ones());
        self.dirty_hidden |= lost;
        self.dirty_lines |= lost;
        dead
    }

    /// The cells with at least one and with at least two candidates.
    #[inline]
    fn counts(&self) -> (Lanes, Lanes) {
        let (mut ones, mut twos) = (l(0), l(0));
        for &p in &self.planes {
            twos = twos.or(ones.and(p));
            ones = ones.or(p);
        }
        (ones, twos)
    }

    /// Four bit slices of the planes' numbers: slice `i` has the cells that can hold a number
    /// whose index has bit `i` set, so a cell with one candidate reads its number off them.
    #[inline]
    fn slices(&self) -> [u128; 4] {
        let p = &self.planes;
        let odd3 = p[3].or(p[7]);
        [
            p[1].or(p[5]).or(odd3),
            p[2].or(p[6]).or(odd3),
            p[4].or(p[5]).or(p[6]).or(p[7]),
            p[8],
        ]
        .map(Lanes::get)
    }

    /// Propagates to the fixpoint of singles and intersections.
    pub(crate) fn propagate(&mut self, removed: &mut Removals) -> Result<(), Dead> {
        loop {
            // Naked singles, until there are none.
            loop {
                let (ones, twos) = self.counts();
                if !ones.same(l(ALL)) {
                    return Err(Dead);
                }
                let singles = ones.and_not(twos).and_not(self.done);
                if singles.is_zero() {
                    break;
                }
                // Each single clears its number from its peers, cell by cell (a loop over the
                // planes would branch on each). Two singles of one number in one house clear each
                // other, leaving two empty cells for the next count to find.
                let slices = self.slices().map(|x| [x as u64, (x >> 64) as u64]);
                let (mut s, mut cuts, mut lost) = (singles.get(), 0, 0);
                while s != 0 {
                    let bit = s.trailing_zeros();
                    s &= s - 1;
                    let (word, shift) = ((bit / 64) as usize, bit % 64);
                    let d = slices
                        .iter()
                        .enumerate()
                        .fold(0, |d, (i, x)| d | ((x[word] >> shift) as usize & 1) << i);
                    let peers = l(PEERS[bit as usize]);
                    let plane = &mut self.planes[d];
                    let cut = plane.and(peers).count_ones();
                    *plane = plane.and_not(peers);
                    cuts += cut;
                    lost |= u32::from(cut != 0) << d;
                }
                removed.naked_subset += u64::from(cuts);
                self.dirty_hidden |= lost;
                self.dirty_lines |= lost;
                self.done = self.done.or(singles);
            }
            if self.done.same(l(ALL)) {
                return Ok(());
            }
            // Hidden singles of every number whose plane changed, then each found cell cleared
            // of its other numbers in one pass; back to naked singles if any were found. A cell
            // that is the only place of two numbers (each in some house) cannot keep both: no
            // solution.
            let mut hidden = [l(0); 9];
            let (mut any, mut twice) = (l(0), l(0));
            let mut todo = std::mem::take(&mut self.dirty_hidden);
            while todo != 0 {
                let d = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let found = hidden_singles(self.planes[d], self.done)?;
                hidden[d] = found;
                twice = twice.or(any.and(found));
                any = any.or(found);
            }
            if !any.is_zero() {
                if !twice.is_zero() {
                    return Err(Dead);
                }
                let mut lost = 0;
                for (d, (plane, found)) in self.planes.iter_mut().zip(hidden).enumerate() {
                    let cleared = any.and_not(found);
                    let cut = plane.and(cleared).count_ones();
                    *plane = plane.and_not(cleared);
                    removed.hidden_subset += u64::from(cut);
                    lost |= u32::from(cut != 0) << d;
                }
                self.dirty_hidden |= lost;
                self.dirty_lines |= lost;
                continue;
            }
            // Intersections, once singles are exhausted.
            let mut narrowed = false;
            let mut todo = std::mem::take(&mut self.dirty_lines);
            while todo != 0 {
                let d = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let plane = self.planes[d];
                let kept = intersections(plane)?;
                if !kept.same(plane) {
                    removed.intersection += u64::from(plane.and_not(kept).count_ones());
                    self.planes[d] = kept;
                    self.dirty_hidden |= 1 << d;
                    self.dirty_lines |= 1 << d;
                    narrowed = true;
                }
            }
            if !narrowed {
                return Ok(());
            }
        }
    }

    /// Whether every cell is down to one candidate (after a successful propagation: solved).
    pub(crate) fn is_solved(&self) -> bool {
        self.done.same(l(ALL))
    }

    /// The solved grid (only valid when [`is_solved`](Bands::is_solved)).
    pub(crate) fn solution(&self) -> Puzzle {
        let mut puzzle = Puzzle::empty(BoxShape::CLASSIC);
        let cells = puzzle.cells_mut();
        for (d, plane) in self.words().into_iter().enumerate() {
            let mut bits = plane;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                cells[cell_of(bit)] = Some(Number::new(d));
            }
        }
        puzzle
    }

    /// The engine's branching choice (see `branch::choose`) at a fixpoint: among the cells with
    /// the fewest candidates, the one with the most open peers, then the lowest index, and its
    /// lowest number; a number with fewer places in a house (rows, columns, boxes in order) at
    /// its first place instead.
    pub(crate) fn choose(&self) -> Option<(Cell, Number)> {
        let planes = self.words();
        let (mut ones, mut open, mut threes, mut fours) = (0, 0, 0, 0);
        for &p in &planes {
            fours |= threes & p;
            threes |= open & p;
            open |= ones & p;
            ones |= p;
        }
        if open == 0 {
            return None;
        }
        // The fewest candidates: two or three when some open cell has exactly that many, else
        // counted.
        let (pairs, triples) = (open & !threes, threes & !fours);
        let (fewest, fewest_cells) = if pairs != 0 {
            (2, pairs)
        } else if triples != 0 {
            (3, triples)
        } else {
            let mut best = (usize::MAX, 0u128);
            let mut bits = open;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let k = planes.iter().filter(|p| *p & 1 << bit != 0).count();
                if k < best.0 {
                    best = (k, 0);
                }
                if k == best.0 {
                    best.1 |= 1 << bit;
                }
            }
            best
        };
        // The most open peers, then the lowest bit: the largest key, taken without a branch.
        let mut most = 0;
        let mut bits = fewest_cells;
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            let degree = (PEERS[bit as usize] & open).count_ones();
            most = most.max(degree << 7 | (127 - bit));
        }
        let bit = 127 - (most & 127);
        let cell = Cell::new(cell_of(bit));
        let first = (0..9).find(|&d| planes[d] & 1 << bit != 0)?;
        if fewest == 2 {
            return Some((cell, Number::new(first)));
        }
        let mut best = (fewest, cell, Number::new(first));
        for house in HOUSES {
            for (d, &plane) in planes.iter().enumerate() {
                let places = plane & house;
                let k = places.count_ones() as usize;
                if k >= 2 && k < best.0 {
                    best = (
                        k,
                        Cell::new(cell_of(places.trailing_zeros())),
                        Number::new(d),
                    );
                    if k == 2 {
                        return Some((best.1, best.2));
                    }
                }
            }
        }
        Some((best.1, best.2))
    }
}

/// The planes of 81 cells' candidates.
fn planes_of(cells: &[NumberSet]) -> [u128; 9] {
    let mut planes = [0u128; 9];
    for (cell, set) in cells.iter().enumerate() {
        for number in set.iter() {
            planes[number.index()] |= 1 << bit_of(cell);
        }
    }
    planes
}

/// A number's minicolumns (three cells of a column in one band) as bits at [`BAND_ROW`]:
/// present, and with two cells or more.
#[inline(always)]
fn minicols(p: Lanes) -> (Lanes, Lanes) {
    let (p9, p18) = (p.shr::<9>(), p.shr::<18>());
    (
        p.or(p9).or(p18).and(l(BAND_ROW)),
        two_of(p, p9, p18).and(l(BAND_ROW)),
    )
}

/// The rows of `x` with a bit set, as bits at [`ROW_END`]: the low eight bits of each row plus
/// eight carry into its ninth (at most 510, so never into the next row).
#[inline(always)]
fn any_in_row(x: Lanes) -> Lanes {
    x.and(l(ROW_LOW8)).add(l(ROW_LOW8)).or(x).and(l(ROW_END))
}

/// Sets the nine bits of each row that ends at a bit of `x`.
#[inline(always)]
fn fill_row_from_end(x: Lanes) -> Lanes {
    x.shl::<1>().sub(x.shr::<8>())
}

/// The cells (not yet `done`) that are the only place of a number in a row, column or box,
/// given the number's plane.
///
/// # Errors
///
/// A house with no place for the number.
#[inline]
fn hidden_singles(p: Lanes, done: Lanes) -> Result<Lanes, Dead> {
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
fn intersections(p: Lanes) -> Result<Lanes, Dead> {
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
