//! The bit-parallel path for standard 9×9 grids: the same graph as nine digit planes, whole
//! houses at a time.
//!
//! The candidate graph of a 9×9 grid is a set of (cell, number) edges; here it is stored as one
//! 128-bit plane per number, a bit per cell that can still hold it. Each band of three rows takes
//! a 32-bit slot (`bit = band·32 + row·9 + column`), so a shift by 9 steps to the next row, by
//! 32 to the next band. Every house map is a view computed from a plane by masking and shifting,
//! so none can drift. A plane is held as four 32-bit lanes ([`Lanes`], one SSE register on
//! x86-64): shifts within a band are lane shifts, from band to band lane moves; the tables and
//! the branching choice read it as a `u128`. The geometry of a plane and the rules computed on
//! one are in `band_rules.rs`.
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

use super::band_rules::{
    ALL, BIT_OF, HOUSES, HOUSES_OF, PEERS, bit_of, cell_of, hidden_singles, intersections, l,
};
use super::lanes::Lanes;

/// The nine numbers, as bits.
const ALL_NUMBERS: u32 = 0x1FF;
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

    /// Sets `cell` to `number` as a guess, and removes `number` from the cell's peers as the
    /// first round of naked singles would (counted as theirs). Fails when some house loses its
    /// last place for a number removed from the cell.
    pub(crate) fn place(
        &mut self,
        cell: Cell,
        number: Number,
        removed: &mut Removals,
    ) -> Result<(), Dead> {
        let bit = u32::from(BIT_OF[cell.index()]);
        let d = number.index();
        if self.cut(bit, ALL_NUMBERS & !(1 << d), removed) {
            return Err(Dead);
        }
        let peers = l(PEERS[bit as usize]);
        let plane = self.planes[d];
        let cut = plane.and(peers).count_ones();
        self.planes[d] = plane.and_not(peers);
        removed.naked_subset += u64::from(cut);
        let lost = u32::from(cut != 0) << d;
        self.dirty_hidden |= lost;
        self.dirty_lines |= lost;
        self.done = self.done.or(l(1 << bit));
        Ok(())
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
    /// one of the cell's houses is left with no place for one of them. Inlined into `place` and
    /// `eliminate`, as the compiler chose by itself until other code changed its partition
    /// (a call cost top1465 0.2% more instructions).
    #[inline(always)]
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

    /// [`Bands::propagate`] as the search calls it (nothing kept between calls).
    #[inline(always)]
    pub(crate) fn propagate_in_search(
        &mut self,
        removed: &mut Removals,
        _: &mut (),
    ) -> Result<(), Dead> {
        self.propagate(removed)
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
                let mut clear = |bit: u32| {
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
                };
                // Three singles a turn, the first again in place of a missing one (clearing its
                // peers twice removes nothing more): 88% of the rounds have three singles or
                // fewer (forum hardest), and they leave the loop at the same turn, where a
                // loop over the singles mispredicted its exit about every other round.
                loop {
                    let first = s.trailing_zeros();
                    s &= s - 1;
                    let mut next = || {
                        let bit = if s == 0 { first } else { s.trailing_zeros() };
                        s &= s.wrapping_sub(1);
                        bit
                    };
                    let (second, third) = (next(), next());
                    clear(first);
                    clear(second);
                    clear(third);
                    if s == 0 {
                        break;
                    }
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
    /// the fewest candidates, the one whose open peers weigh most (1 each, 3 with two candidates
    /// one of which is the cell's), then the lowest index, and its
    /// lowest number; a number with fewer places in a house (rows, columns, boxes in order) at
    /// its first place instead.
    #[inline]
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
        // The open peers that weigh most, then the lowest bit: the largest key. Two-candidate
        // peers weigh more only when the fewest are two (else there are none).
        let mut most = 0;
        let mut bits = fewest_cells;
        if fewest == 2 {
            // Each number's two-candidate cells, and the planes as 64-bit halves, from which a
            // cell's two numbers are read bit by bit.
            let paired = planes.map(|p| p & pairs);
            let halves = planes.map(|p| [p as u64, (p >> 64) as u64]);
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let peers = PEERS[bit as usize] & open;
                let (word, shift) = ((bit / 64) as usize, bit % 64);
                let numbers = halves
                    .iter()
                    .enumerate()
                    .fold(0u32, |m, (d, h)| m | ((h[word] >> shift) as u32 & 1) << d);
                let (a, b) = (
                    numbers.trailing_zeros(),
                    (numbers & (numbers - 1)).trailing_zeros(),
                );
                let mine = paired[a as usize] | paired[b as usize];
                let degree = peers.count_ones() + 2 * (peers & mine).count_ones();
                most = most.max(degree << 7 | (127 - bit));
            }
        } else {
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let degree = (PEERS[bit as usize] & open).count_ones();
                most = most.max(degree << 7 | (127 - bit));
            }
        }
        let bit = 127 - (most & 127);
        let cell = Cell::new(cell_of(bit));
        let first = (0..9).find(|&d| planes[d] & 1 << bit != 0)?;
        if fewest == 2 {
            return Some((cell, Number::new(first)));
        }
        let mut best = (fewest, cell, Number::new(first));
        for house in &HOUSES {
            for (d, &plane) in planes.iter().enumerate() {
                let places = plane & *house;
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

/// The planes of 81 cells' candidates. The cells with every number (a puzzle's open cells) go
/// to all planes at once, at the end.
fn planes_of(cells: &[NumberSet]) -> [u128; 9] {
    let (full, mut open) = (NumberSet::full(9), 0u128);
    let mut planes = [0u128; 9];
    for (&set, &at) in cells.iter().zip(&BIT_OF) {
        let bit = 1 << at;
        if set == full {
            open |= bit;
            continue;
        }
        for number in set.iter() {
            planes[number.index()] |= bit;
        }
    }
    planes.map(|plane| plane | open)
}
