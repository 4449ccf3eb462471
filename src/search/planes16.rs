//! The bit-parallel path for standard 16×16 grids: the candidate graph as sixteen digit planes
//! of four words, a band of four rows in each. `Planes16<true>` adds the two main diagonals of
//! X-Sudoku as houses (`diagonals16.rs`), and naked and hidden pairs at each node (`pairs16.rs`);
//! without them the diagonal and pair code compiles away. The rules of one number's plane are in
//! `rules16.rs`.
//!
//! A plane holds a bit per cell that can still hold its number, and the bit of a cell is its
//! index: row `r` is the 16 bits at `(r % 4)·16` of word `r / 4`, so each word is one band of
//! four rows and four boxes, a box is one nibble of each of its band's rows, and a column is one
//! bit of every row. Every house map is a view computed from a plane with masks, shifts and
//! multiplications that copy a bit along a row, a nibble or a column, so none can drift.
//!
//! [`Planes16::propagate`] reaches the fixpoint of the default search configuration — naked and
//! hidden singles, and intersections between a box and a row or column; on X-Sudoku grids the
//! pairs too, the configuration the search runs there (`solver.rs`) — as the 9×9 planes do
//! (`bands.rs`, whose module documentation says why the fixpoint and the contradictions are the
//! engine's), and [`Planes16::choose`] restates the engine's branching rule, so a search over
//! these planes visits the same nodes as one over the engine; the tests check it.

use crate::graph::Graph;
use crate::io::{Candidates, Puzzle};
use crate::layout::{BoxShape, Cell, Number, NumberSet};
use crate::propagate::Removals;

use super::bands::Dead;
use super::branch::{PEER_WEIGHT, two_sided};
use super::diagonals16::{self, HOUSES_X, PEERS_X};
use super::pairs16;
use super::rules16::{hidden_singles, intersections};

/// A plane: four bands of four rows of sixteen cells.
pub(super) type Plane = [u64; 4];

/// Every cell of a band.
const FULL: u64 = u64::MAX;

/// The numbers of `cell` in `planes`, as bits.
#[inline(always)]
pub(super) fn numbers(planes: &[Plane; 16], cell: usize) -> u32 {
    let (w, bit) = (cell / 64, cell % 64);
    (0..16).fold(0, |n, d| n | ((planes[d][w] >> bit) as u32 & 1) << d)
}

/// Each cell's peers (the cells sharing a house with it, not itself), with the main diagonals
/// as houses too when `x`.
pub(super) const fn peers(x: bool) -> [Plane; 256] {
    let mut peers = [[0u64; 4]; 256];
    let mut cell = 0;
    while cell < 256 {
        let (r, c) = (cell / 16, cell % 16);
        let mut other = 0;
        while other < 256 {
            let (r2, c2) = (other / 16, other % 16);
            let diagonal = x && ((r == c && r2 == c2) || (r + c == 15 && r2 + c2 == 15));
            if other != cell
                && (r == r2 || c == c2 || (r / 4 == r2 / 4 && c / 4 == c2 / 4) || diagonal)
            {
                peers[cell][other / 64] |= 1 << (other % 64);
            }
            other += 1;
        }
        cell += 1;
    }
    peers
}

/// Each cell's peers on a standard grid.
const PEERS: [Plane; 256] = peers(false);

/// The houses in the engine's order (rows, columns, boxes), as planes.
pub(super) const HOUSES: [Plane; 48] = {
    let mut houses = [[0u64; 4]; 48];
    let mut cell = 0;
    while cell < 256 {
        let (r, c) = (cell / 16, cell % 16);
        let bit = 1u64 << (cell % 64);
        houses[r][cell / 64] |= bit;
        houses[16 + c][cell / 64] |= bit;
        houses[32 + (r / 4) * 4 + c / 4][cell / 64] |= bit;
        cell += 1;
    }
    houses
};

/// Whether `cell` is in `plane`.
#[inline(always)]
fn has(plane: &Plane, cell: usize) -> bool {
    plane[cell / 64] >> (cell % 64) & 1 != 0
}

/// The number of cells in `plane`.
#[inline(always)]
fn count(plane: &Plane) -> u32 {
    plane.iter().map(|w| w.count_ones()).sum()
}

/// A 16×16 candidate state as sixteen digit planes (see the module documentation), of a standard
/// grid or, when `X`, of an X-Sudoku grid (the two main diagonals are houses too,
/// `diagonals16.rs`). Its methods count what they remove in the caller's [`Removals`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Planes16<const X: bool = false> {
    planes: [Plane; 16],
    /// Cells down to one candidate whose number has been removed from their peers.
    done: Plane,
    /// Bit `d`: number `d`'s plane lost a candidate since it was last examined for hidden
    /// singles (all set at first). Planes only lose candidates, so this is the plane differing
    /// from the one last examined, kept in two bytes instead of a copy of the plane.
    fresh_hidden: u16,
    /// Bit `d`: the same since the plane was last examined for intersections.
    fresh: u16,
    /// The cells with two candidates whose naked pairs have been applied (X-Sudoku only).
    seen_pairs: Plane,
}

impl<const X: bool> Planes16<X> {
    /// Each cell's peers.
    const PEERS: &'static [Plane; 256] = if X { &PEERS_X } else { &PEERS };
    /// The houses in the engine's order.
    const HOUSES: &'static [Plane] = if X { &HOUSES_X } else { &HOUSES };

    /// The planes of a standard 16×16 graph (of an X-Sudoku one when `X`).
    pub(crate) fn from_graph(graph: &Graph) -> Planes16<X> {
        Planes16::of_cells(graph.all_candidates())
    }

    /// The planes of 16×16 pencilmarks.
    pub(crate) fn from_candidates(candidates: &Candidates) -> Planes16<X> {
        Planes16::of_cells(candidates.cells())
    }

    /// The planes of a 16×16 puzzle: givens down to their number, other cells open.
    pub(crate) fn from_puzzle(puzzle: &Puzzle) -> Planes16<X> {
        let mut planes = [[FULL; 4]; 16];
        for (cell, value) in puzzle.cells().iter().enumerate() {
            if let Some(number) = value {
                for (d, plane) in planes.iter_mut().enumerate() {
                    if d != number.index() {
                        plane[cell / 64] &= !(1 << (cell % 64));
                    }
                }
            }
        }
        Planes16::with_planes(planes)
    }

    /// The planes of 256 cells' candidates. The cells with every number (a puzzle's open
    /// cells) go to all planes at once, at the end.
    fn of_cells(cells: &[NumberSet]) -> Planes16<X> {
        let (full, mut open) = (NumberSet::full(16), [0u64; 4]);
        let mut planes = [[0u64; 4]; 16];
        for (cell, &set) in cells.iter().enumerate() {
            let (word, bit) = (cell / 64, 1 << (cell % 64));
            if set == full {
                open[word] |= bit;
                continue;
            }
            for number in set.iter() {
                planes[number.index()][word] |= bit;
            }
        }
        for plane in &mut planes {
            for (word, open) in plane.iter_mut().zip(open) {
                *word |= open;
            }
        }
        Planes16::with_planes(planes)
    }

    fn with_planes(planes: [Plane; 16]) -> Planes16<X> {
        Planes16 {
            planes,
            done: [0; 4],
            fresh_hidden: u16::MAX,
            fresh: u16::MAX,
            seen_pairs: [0; 4],
        }
    }

    /// The (cell, number) candidates left.
    pub(crate) fn candidates(&self) -> u64 {
        self.planes.iter().map(|p| u64::from(count(p))).sum()
    }

    /// Sets `cell` to `number` as a guess. Fails when some house loses its last place for a
    /// removed number.
    #[inline]
    pub(crate) fn place(
        &mut self,
        cell: Cell,
        number: Number,
        removed: &mut Removals,
    ) -> Result<(), Dead> {
        let c = cell.index();
        // The cell's other numbers from a word of them, not a hard-to-predict branch per plane.
        let mut others = numbers(&self.planes, c) & !(1 << number.index());
        let mut dead = false;
        while others != 0 {
            let d = others.trailing_zeros() as usize;
            others &= others - 1;
            dead |= self.remove(c, d, removed);
        }
        if dead { Err(Dead) } else { Ok(()) }
    }

    /// Removes `number` from `cell` as the second branch of a guess. Fails when the cell or one
    /// of its houses has no place left for it.
    #[inline]
    pub(crate) fn eliminate(
        &mut self,
        cell: Cell,
        number: Number,
        removed: &mut Removals,
    ) -> Result<(), Dead> {
        let c = cell.index();
        let emptied = self.remove(c, number.index(), removed);
        if emptied || self.planes.iter().fold(0, |any, p| any | p[c / 64]) >> (c % 64) & 1 == 0 {
            Err(Dead)
        } else {
            Ok(())
        }
    }

    /// Removes number `d` from `cell`, if there, for a guess; whether one of the cell's houses
    /// is left with no place for `d`.
    fn remove(&mut self, cell: usize, d: usize, removed: &mut Removals) -> bool {
        let plane = &mut self.planes[d];
        if !has(plane, cell) {
            return false;
        }
        plane[cell / 64] &= !(1 << (cell % 64));
        self.fresh_hidden |= 1 << d;
        self.fresh |= 1 << d;
        removed.guess += 1;
        let (r, c) = (cell / 16, cell % 16);
        let box_ = 32 + (r / 4) * 4 + c / 4;
        [r, 16 + c, box_]
            .iter()
            .any(|&h| plane.iter().zip(&HOUSES[h]).all(|(p, m)| p & m == 0))
            || X && diagonals16::emptied(plane, cell)
    }

    /// The cells with at least one and with at least two candidates.
    #[inline]
    fn counts(&self) -> (Plane, Plane) {
        let (mut ones, mut twos) = ([0u64; 4], [0u64; 4]);
        for p in &self.planes {
            for w in 0..4 {
                twos[w] |= ones[w] & p[w];
                ones[w] |= p[w];
            }
        }
        (ones, twos)
    }

    /// Propagates to the fixpoint of singles and intersections.
    /// `memo` is the pairs' ([`pairs16::Memo`]); `None` on standard planes, which run no pairs.
    pub(crate) fn propagate(
        &mut self,
        removed: &mut Removals,
        mut memo: Option<&mut pairs16::Memo>,
    ) -> Result<(), Dead> {
        // Scratch: each number's singles' peers, and its hidden singles; all zeros between
        // uses (each entry used is zeroed again), so as not to be filled in every round.
        let mut peers = [[0u64; 4]; 16];
        let mut hidden = [[0u64; 4]; 16];
        // The hidden singles just applied, the first round's singles without a count: their
        // cells are down to one candidate, and no other cell changed since the last count found
        // no empty cell and no single left to apply.
        let mut found: Option<Plane> = None;
        loop {
            // Naked singles, until there are none; the numbers that lost a candidate.
            let mut lost = 0u16;
            loop {
                let singles = match found.take() {
                    Some(singles) => singles,
                    None => {
                        let (ones, twos) = self.counts();
                        if ones != [FULL; 4] {
                            return Err(Dead);
                        }
                        std::array::from_fn(|w| !twos[w] & !self.done[w])
                    }
                };
                if singles == [0; 4] {
                    break;
                }
                // Two singles of one number in one house clear each other, leaving two empty
                // cells for the next count to find.
                // Each single's peers, gathered by its number.
                let mut numbers = 0u32;
                for (w, &word) in singles.iter().enumerate() {
                    if word == 0 {
                        continue;
                    }
                    // Bit slices of the band (slice `k`: the planes of the numbers with bit `k`)
                    // spell each single's number: no search of the planes, hard to predict.
                    let mut slices = [0u64; 4];
                    for (d, plane) in self.planes.iter().enumerate() {
                        for (k, slice) in slices.iter_mut().enumerate() {
                            *slice |= plane[w] & 0u64.wrapping_sub(d as u64 >> k & 1);
                        }
                    }
                    let mut s = word;
                    while s != 0 {
                        let bit = s.trailing_zeros();
                        s &= s - 1;
                        let d = (0..4).fold(0, |d, k| d | (slices[k] >> bit & 1) << k) as usize;
                        numbers |= 1 << d;
                        let peer = &Self::PEERS[w * 64 + bit as usize];
                        for (p, q) in peers[d].iter_mut().zip(peer) {
                            *p |= q;
                        }
                    }
                }
                while numbers != 0 {
                    let d = numbers.trailing_zeros() as usize;
                    numbers &= numbers - 1;
                    let plane = &mut self.planes[d];
                    let mut gone = 0;
                    for w in 0..4 {
                        gone += (plane[w] & peers[d][w]).count_ones();
                        plane[w] &= !peers[d][w];
                    }
                    peers[d] = [0; 4];
                    removed.naked_subset += u64::from(gone);
                    lost |= u16::from(gone != 0) << d;
                }
                for (done, single) in self.done.iter_mut().zip(singles) {
                    *done |= single;
                }
            }
            self.fresh |= lost;
            if self.done == [FULL; 4] {
                return Ok(());
            }
            // Hidden singles of every number whose plane changed, then the cells found lose
            // their other numbers at once; back to naked singles as soon as some are found.
            let examine = std::mem::take(&mut self.fresh_hidden) | lost;
            let (mut all, mut twice) = ([0u64; 4], 0);
            let mut left = examine;
            while left != 0 {
                let d = left.trailing_zeros() as usize;
                left &= left - 1;
                let (plane, mine) = (&self.planes[d], &mut hidden[d]);
                *mine = hidden_singles(plane, &self.done)?;
                if X {
                    let diagonal = diagonals16::hidden_singles(plane, &self.done)?;
                    (0..4).for_each(|w| mine[w] |= diagonal[w]);
                }
                for w in 0..4 {
                    twice |= all[w] & mine[w];
                    all[w] |= mine[w];
                }
            }
            if all != [0; 4] {
                // A cell that is the only place of two numbers in its houses.
                if twice != 0 {
                    return Err(Dead);
                }
                let (mut cleared, mut lost) = (0, 0u16);
                for (d, (plane, mine)) in self.planes.iter_mut().zip(&hidden).enumerate() {
                    let mut gone = 0;
                    for w in 0..4 {
                        let out = plane[w] & all[w] & !mine[w];
                        gone += out.count_ones();
                        plane[w] &= !out;
                    }
                    cleared += gone;
                    lost |= u16::from(gone != 0) << d;
                }
                let mut left = examine;
                while left != 0 {
                    hidden[left.trailing_zeros() as usize] = [0; 4];
                    left &= left - 1;
                }
                removed.hidden_subset += u64::from(cleared);
                self.fresh_hidden = lost;
                self.fresh |= lost;
                found = Some(all);
                continue;
            }
            // Intersections, once singles are exhausted.
            let fresh = std::mem::take(&mut self.fresh);
            let mut changed = 0u16;
            let mut left = fresh;
            while left != 0 {
                let d = left.trailing_zeros() as usize;
                left &= left - 1;
                let plane = self.planes[d];
                let mut kept = intersections(&plane)?;
                if X {
                    kept = diagonals16::intersections(&kept);
                }
                // Stored and counted even when nothing went: no hard-to-predict branch.
                let gone: u32 = (0..4).map(|w| (plane[w] & !kept[w]).count_ones()).sum();
                removed.intersection += u64::from(gone);
                self.planes[d] = kept;
                changed |= u16::from(gone != 0) << d;
            }
            self.fresh_hidden = changed;
            self.fresh = changed;
            // X-Sudoku: naked and hidden pairs, once singles and intersections are exhausted.
            if !(changed != 0 || (X && self.pairs(removed, memo.as_deref_mut()))) {
                return Ok(());
            }
        }
    }

    /// Applies the naked and hidden pairs once (`pairs16.rs`); whether they removed something.
    fn pairs(&mut self, removed: &mut Removals, memo: Option<&mut pairs16::Memo>) -> bool {
        let Some(memo) = memo else {
            return false;
        };
        let (naked, hidden, pairs, lost) =
            pairs16::pairs::<X>(&mut self.planes, Self::PEERS, &self.seen_pairs, memo);
        self.seen_pairs = pairs;
        self.fresh_hidden = lost;
        self.fresh = lost;
        removed.naked_subset += u64::from(naked);
        removed.hidden_subset += u64::from(hidden);
        naked + hidden != 0
    }

    /// Whether every cell is down to one candidate (after a successful propagation: solved).
    pub(crate) fn is_solved(&self) -> bool {
        self.done == [FULL; 4]
    }

    /// The solved grid (only valid when [`is_solved`](Planes16::is_solved)).
    pub(crate) fn solution(&self) -> Puzzle {
        let mut puzzle = Puzzle::empty(BoxShape::SIXTEEN);
        for (d, plane) in self.planes.iter().enumerate() {
            for (w, &word) in plane.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    puzzle.set(Cell::new(cell), Some(Number::new(d)));
                }
            }
        }
        puzzle
    }

    /// The engine's branching choice (see `branch::choose`) at a fixpoint: among the cells with
    /// the fewest candidates (on X-Sudoku those of them on a diagonal, if any, and if none and
    /// the fewest are two, a number with two places on a diagonal instead), the one whose open
    /// peers weigh most (`branch::peer_weight`; with two candidates, `branch::two_sided`), then
    /// the lowest index, and its lowest number;
    /// a number with fewer places in a house (rows, columns, boxes in order) at its first place
    /// instead.
    #[inline]
    pub(crate) fn choose(&self) -> Option<(Cell, Number)> {
        let (mut ones, mut open, mut threes) = ([0u64; 4], [0u64; 4], [0u64; 4]);
        let (mut fours, mut fives) = ([0u64; 4], [0u64; 4]);
        // A band at a time, so that only its five counts are alive.
        for w in 0..4 {
            for p in &self.planes {
                fives[w] |= fours[w] & p[w];
                fours[w] |= threes[w] & p[w];
                threes[w] |= open[w] & p[w];
                open[w] |= ones[w] & p[w];
                ones[w] |= p[w];
            }
        }
        if open == [0; 4] {
            return None;
        }
        // The fewest candidates: two when some open cell has exactly two, else counted.
        let pairs: Plane = std::array::from_fn(|w| open[w] & !threes[w]);
        let (fewest, mut fewest_cells) = if pairs != [0; 4] {
            (2, pairs)
        } else {
            let mut best = (usize::MAX, [0u64; 4]);
            for (w, &word) in open.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let k = self.planes.iter().filter(|p| has(p, cell)).count();
                    if k < best.0 {
                        best = (k, [0; 4]);
                    }
                    if k == best.0 {
                        best.1[w] |= 1 << (cell % 64);
                    }
                }
            }
            best
        };
        // X-Sudoku: the cells on a diagonal first (`branch::on_diagonals_first`), else a number
        // with two places on a diagonal (`branch::bilocal_on_a_diagonal`).
        if X {
            let on: Plane = std::array::from_fn(|w| fewest_cells[w] & diagonals16::ON[w]);
            if on != [0; 4] {
                fewest_cells = on;
            } else if fewest == 2
                && let Some(choice) = diagonals16::bilocal(&self.planes, &open)
            {
                return Some(choice);
            }
        }
        // The open cells by how many candidates they have: 2, 3, 4, 5 or more.
        let classes: [Plane; 4] = [
            std::array::from_fn(|w| open[w] & !threes[w]),
            std::array::from_fn(|w| threes[w] & !fours[w]),
            std::array::from_fn(|w| fours[w] & !fives[w]),
            fives,
        ];
        // The peers in `set`, weighed as `branch::peer_weight` does with no candidate shared.
        let weigh = |set: &Plane| -> u64 {
            (classes.iter().zip(&PEER_WEIGHT[2..]))
                .map(|(class, weight)| {
                    let n: u32 = (0..4).map(|w| (set[w] & class[w]).count_ones()).sum();
                    u64::from(n) * weight
                })
                .sum()
        };
        let mut most: Option<(u64, usize)> = None;
        for (w, &word) in fewest_cells.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let peers: Plane = std::array::from_fn(|v| Self::PEERS[cell][v] & open[v]);
                let base = weigh(&peers);
                // The cell's numbers from a word, not a hard-to-predict branch per plane.
                let mut mine = numbers(&self.planes, cell);
                let side = |d: u32| {
                    let plane = &self.planes[d as usize];
                    weigh(&std::array::from_fn(|v| peers[v] & plane[v]))
                };
                let degree = if fewest == 2 {
                    let (a, b) = (mine.trailing_zeros(), (mine & (mine - 1)).trailing_zeros());
                    two_sided(base, [side(a), side(b)])
                } else {
                    let mut sides = 0;
                    while mine != 0 {
                        sides += side(mine.trailing_zeros());
                        mine &= mine - 1;
                    }
                    base + 4 * sides
                };
                if most.is_none_or(|(d, _)| degree > d) {
                    most = Some((degree, cell));
                }
            }
        }
        let (_, cell) = most?;
        let first = numbers(&self.planes, cell).trailing_zeros() as usize;
        if fewest == 2 {
            return Some((Cell::new(cell), Number::new(first)));
        }
        let mut best = (fewest, Cell::new(cell), Number::new(first));
        for house in Self::HOUSES {
            for (d, plane) in self.planes.iter().enumerate() {
                let places: Plane = std::array::from_fn(|w| plane[w] & house[w]);
                let k = count(&places) as usize;
                if k >= 2 && k < best.0 {
                    let w = places.iter().position(|&x| x != 0)?;
                    let first = w * 64 + places[w].trailing_zeros() as usize;
                    best = (k, Cell::new(first), Number::new(d));
                    if k == 2 {
                        return Some((best.1, best.2));
                    }
                }
            }
        }
        Some((best.1, best.2))
    }
}

// `propagate` of each kind of planes as a non-generic function (the X one in `diagonals16.rs`),
// compiled once as the standard planes' was before they became generic, not in each caller's
// code unit: 1.0% fewer instructions on `data/generated_16x16.txt` (callgrind), back to the
// count from before.
impl Planes16 {
    /// [`Planes16::propagate`] of the standard planes (which keep nothing between calls).
    pub(crate) fn propagate_standard(
        &mut self,
        removed: &mut Removals,
        _: &mut (),
    ) -> Result<(), Dead> {
        self.propagate(removed, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_match_the_geometry() {
        for (h, house) in HOUSES.iter().enumerate() {
            assert_eq!(count(house), 16, "house {h}");
        }
        for (cell, peers) in PEERS.iter().enumerate() {
            assert_eq!(count(peers), 3 * 15 - 6, "cell {cell}");
        }
    }
}
