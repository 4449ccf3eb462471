//! What a dynamic branch derives, without its parents: the set of potentials, found with bit
//! masks and a stack of true candidates, so that the nested searches' dynamic level follows
//! (with [`super::Search::follow`]) only the branches that meet a contradiction or that a
//! conclusion stands on.
//!
//! The rules are the dynamic level's: a true candidate makes false its cell's other numbers
//! and its number in every house it is in; a cell that had two numbers or more and is left
//! with one makes that one true, and so does a number that had two places or more in a
//! complete house and is left with one. Whatever order they are applied in, the rules reach
//! the same set (each only adds potentials, none reads what is absent), so the set is the one
//! the branch's own propagation derives; and that propagation meets a contradiction exactly
//! when the set would hold a candidate both true and false, which is when
//! [`Closure::derive`] says so.
//!
//! A true branch derived without a contradiction is kept for the next grid prepared (the next
//! run of the same nested search, most often on the same stalled branch's grid after the
//! removals of the last): a derivation reads only the numbers of its potentials' cells and, for
//! each potential, which of its peers have its number; where none of those changed, the
//! derivation on the next grid is the same, and [`Closure::kept`] says its count.

use crate::layout::{Cell, House, Layout, Number, NumberSet};

use super::super::cand;

/// The most cells of a grid whose branches are derived here (cells are bits of a `u128`); the
/// nested levels, the only ones that use it, run on grids of side 9 or less.
const MAX_CELLS: usize = 128;

/// The most numbers of such a grid: `on` and `off` are arrays of that size, indexed by a
/// number masked to below it (which it is: the mask only spares the bound check).
const MAX_NUMBERS: usize = 16;
const NUMBER_MASK: usize = MAX_NUMBERS - 1;

/// The grid's masks and the buffers of a derivation, reused from one to the next; of one
/// layout (its search's), whose peers and houses it takes at the first [`Closure::prepare`].
#[derive(Clone, Debug, Default)]
pub(super) struct Closure {
    n: usize,
    /// Each cell's peers ([`Layout::peers`]: the other cells of every house it is in), a bit
    /// per cell.
    peers: Vec<u128>,
    /// Each cell's complete houses, with its position in each: a span of `homes`.
    homes_first: Vec<u32>,
    homes: Vec<(u32, u32)>,
    /// Of the grid derived over: each number's cells, each cell's numbers, each number's
    /// places in each house (`house · side + number`, a bit per position).
    cells_of_number: Vec<u128>,
    numbers0: Vec<u16>,
    places0: Vec<u16>,
    /// A derivation's: what is left of `numbers0` and `places0`, each number's cells made true
    /// and made false, the true candidates whose consequences are still to draw (each its cell
    /// times [`MAX_NUMBERS`] plus its number: no division to read).
    numbers: Vec<u16>,
    places: Vec<u16>,
    on: [u128; MAX_NUMBERS],
    off: [u128; MAX_NUMBERS],
    stack: Vec<u32>,
    /// The candidates whose true branch was derived since [`Closure::prepare`], a flag each and
    /// a list of those set.
    done: Vec<bool>,
    done_list: Vec<u32>,
    /// The grid derived over before this one, each number's cells; and, against this one, the
    /// cells that gained or lost a number, and for each number the peers of the cells that
    /// gained or lost it.
    cells_before: Vec<u128>,
    changed: u128,
    changed_peers: [u128; MAX_NUMBERS],
    /// How many grids were prepared: a true branch kept from the one before is of the
    /// generation before this one.
    generation: u32,
    /// Each candidate's true branch last derived without a contradiction: its generation, its
    /// count, and the cells of its potentials (its set in `Search::sets`, untouched since).
    kept: Vec<Kept>,
    /// Of each such branch, for each number, the cells of its potentials of that number
    /// (`candidate · side + number`).
    reach: Vec<u128>,
}

/// A true branch derived on a grid, kept for the next grid: the same there if no cell its
/// derivation read changed.
#[derive(Clone, Copy, Debug, Default)]
struct Kept {
    generation: u32,
    count: u64,
    touched: u128,
}

/// A contradiction met.
struct Broken;

impl Closure {
    /// Whether `layout`'s branches can be derived here.
    pub fn fits(layout: &Layout) -> bool {
        layout.cells() <= MAX_CELLS && layout.side() <= MAX_NUMBERS
    }

    /// Takes `grid` (each number's places in each house `places`, as
    /// [`super::Branch::places`]) as the grid the next derivations start from; `layout` is
    /// the same at every call.
    pub fn prepare(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        debug_assert!(Closure::fits(layout));
        let n = layout.side();
        if self.peers.is_empty() {
            self.n = n;
            for c in 0..layout.cells() {
                let cell = Cell::new(c);
                let peers = layout.peers(cell).iter();
                self.peers
                    .push(peers.fold(0, |bits, p| bits | 1 << p.index()));
                self.homes_first.push(self.homes.len() as u32);
                for (h, at) in layout.houses_of(cell) {
                    if layout.is_complete(h) {
                        self.homes.push((h.index() as u32, at.index() as u32));
                    }
                }
            }
            self.homes_first.push(self.homes.len() as u32);
        }
        std::mem::swap(&mut self.cells_before, &mut self.cells_of_number);
        self.cells_of_number.clear();
        self.cells_of_number.resize(n, 0);
        self.numbers0.clear();
        for (c, &here) in grid.iter().enumerate() {
            for d in here {
                self.cells_of_number[d.index()] |= 1 << c;
            }
            self.numbers0.push(here.bits() as u16);
        }
        self.places0.clear();
        self.places0.extend(places.iter().map(|&p| p as u16));
        self.changed_peers[..n].fill(0);
        if self.cells_before.len() == n {
            self.changed = 0;
            for e in 0..n {
                let changed = self.cells_of_number[e] ^ self.cells_before[e];
                self.changed |= changed;
                let mut bits = changed;
                while bits != 0 {
                    self.changed_peers[e] |= self.peers[bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                }
            }
        } else {
            // The first grid: none kept (generation 0).
            self.changed = u128::MAX;
        }
        self.generation += 1;
        self.kept.resize(layout.cells() * n, Kept::default());
        self.reach.resize(layout.cells() * n * n, 0);
        for &i in &self.done_list {
            self.done[i as usize] = false;
        }
        self.done_list.clear();
        self.done.resize(layout.cells() * n, false);
    }

    /// Whether candidate `i`'s true branch was derived since [`Closure::prepare`].
    pub fn done(&self, i: usize) -> bool {
        self.done.get(i).copied().unwrap_or(false)
    }

    /// The count of candidate `i`'s true branch derived on the grid before without a
    /// contradiction, if no cell it read changed since: its set is the same (left where it was
    /// written), and the branch is marked done ([`Closure::done`]).
    pub fn kept(&mut self, i: usize) -> Option<u64> {
        let n = self.n;
        let kept = self.kept.get_mut(i)?;
        // (Generation 0: none kept.)
        if kept.generation == 0 || kept.generation + 1 != self.generation {
            return None;
        }
        // A cell of its potentials changed (their numbers read), or a peer of one of them
        // gained or lost that potential's number (its places, its peers read).
        if self.changed & kept.touched != 0 {
            return None;
        }
        let reach = &self.reach[i * n..(i + 1) * n];
        for (&changed, &reach) in self.changed_peers[..n].iter().zip(reach) {
            if changed & reach != 0 {
                return None;
            }
        }
        kept.generation = self.generation;
        self.done[i] = true;
        self.done_list.push(i as u32);
        Some(kept.count)
    }

    /// Writes to `set` (zeroed, a bit per potential `2 · candidate + on`) what assuming
    /// candidate `d` of `cell` true (`on`) or false derives, and returns how many potentials
    /// that is; `None` if the branch meets a contradiction (`set` then holds part of it). A
    /// true branch is marked done ([`Closure::done`]).
    pub fn derive(
        &mut self,
        layout: &Layout,
        cell: Cell,
        d: usize,
        on: bool,
        set: &mut [u64],
    ) -> Option<u64> {
        let n = self.n;
        if !on && self.alone(cell.index(), d) {
            // It makes no single: it derives itself alone.
            let mut count = 0;
            mark(set, 2 * cand_index(n, cell.index(), d), &mut count);
            return Some(count);
        }
        self.numbers.clear();
        self.numbers.extend_from_slice(&self.numbers0);
        self.places.clear();
        self.places.extend_from_slice(&self.places0);
        // Only the grid's `n` numbers are ever set (a call to `memset` for all sixteen cost more).
        for (on, off) in self.on[..n].iter_mut().zip(&mut self.off[..n]) {
            (*on, *off) = (0, 0);
        }
        self.stack.clear();
        let mut count = 0u64;
        if on {
            self.make_true(cell.index(), d, set, &mut count).ok()?;
        } else {
            self.make_false(layout, cell.index(), d, set, &mut count)
                .ok()?;
        }
        while let Some(i) = self.stack.pop() {
            let (c, d) = (i as usize >> 4, i as usize & NUMBER_MASK);
            let mut others = self.numbers[c] & !(1 << d);
            while others != 0 {
                let e = others.trailing_zeros() as usize;
                others &= others - 1;
                self.make_false(layout, c, e, set, &mut count).ok()?;
            }
            let mut peers = self.peers[c] & self.cells_of_number[d] & !self.off[d & NUMBER_MASK];
            while peers != 0 {
                let x = peers.trailing_zeros() as usize;
                peers &= peers - 1;
                self.make_false(layout, x, d, set, &mut count).ok()?;
            }
        }
        if on {
            let i = cand(n, cell, Number::new(d));
            self.done[i] = true;
            self.done_list.push(i as u32);
            self.keep(i, count);
        }
        Some(count)
    }

    /// Keeps the true branch of candidate `i`, just derived (`count` potentials), for the
    /// next grid: the cells of its potentials.
    fn keep(&mut self, i: usize, count: u64) {
        let n = self.n;
        let reach = &mut self.reach[i * n..(i + 1) * n];
        let mut touched = 0;
        for ((reach, &on), &off) in reach.iter_mut().zip(&self.on[..n]).zip(&self.off[..n]) {
            *reach = on | off;
            touched |= on | off;
        }
        self.kept[i] = Kept {
            generation: self.generation,
            count,
            touched,
        };
    }

    /// Whether `d` false in cell `c` makes no single: `c` keeps two numbers or more, and `d`
    /// two places or more in each complete house of `c`.
    fn alone(&self, c: usize, d: usize) -> bool {
        let (a, b) = (
            self.homes_first[c] as usize,
            self.homes_first[c + 1] as usize,
        );
        self.numbers0[c].count_ones() >= 3
            && (self.homes[a..b].iter())
                .all(|&(h, _)| self.places0[h as usize * self.n + d].count_ones() >= 3)
    }

    #[inline(always)]
    fn make_true(
        &mut self,
        c: usize,
        d: usize,
        set: &mut [u64],
        count: &mut u64,
    ) -> Result<(), Broken> {
        let bit = 1u128 << c;
        let dm = d & NUMBER_MASK;
        if self.on[dm] & bit != 0 {
            return Ok(());
        }
        if self.off[dm] & bit != 0 {
            return Err(Broken);
        }
        self.on[dm] |= bit;
        mark(set, 2 * cand_index(self.n, c, d) + 1, count);
        self.stack.push((c << 4 | d) as u32);
        Ok(())
    }

    #[inline(always)]
    fn make_false(
        &mut self,
        layout: &Layout,
        x: usize,
        e: usize,
        set: &mut [u64],
        count: &mut u64,
    ) -> Result<(), Broken> {
        let bit = 1u128 << x;
        let em = e & NUMBER_MASK;
        if self.on[em] & bit != 0 {
            return Err(Broken);
        }
        // Never false already: its callers draw only candidates not made false (a cell's
        // numbers left, the peers not made false when drawn, which nothing but these calls
        // makes false meanwhile).
        debug_assert_eq!(self.off[em] & bit, 0);
        self.off[em] |= bit;
        mark(set, 2 * cand_index(self.n, x, e), count);
        let left = self.numbers[x] & !(1 << e);
        self.numbers[x] = left;
        // One number left of two or more (never none: the last but one going made the last
        // true, and making it false then is the contradiction); likewise one place below.
        if left != 0 && left & (left - 1) == 0 && self.numbers0[x] != left {
            self.make_true(x, left.trailing_zeros() as usize, set, count)?;
        }
        let (a, b) = (
            self.homes_first[x] as usize,
            self.homes_first[x + 1] as usize,
        );
        for j in a..b {
            let (h, at) = self.homes[j];
            let k = h as usize * self.n + e;
            let left = self.places[k] & !(1 << at);
            self.places[k] = left;
            if left != 0 && left & (left - 1) == 0 && self.places0[k] != left {
                let y = layout.cells_of(House::new(h as usize))[left.trailing_zeros() as usize];
                self.make_true(y.index(), e, set, count)?;
            }
        }
        Ok(())
    }
}

/// The candidate index of number `d` in cell `c`.
fn cand_index(n: usize, c: usize, d: usize) -> usize {
    cand(n, Cell::new(c), Number::new(d))
}

/// Sets potential `p`'s bit in `set`, counting it.
fn mark(set: &mut [u64], p: usize, count: &mut u64) {
    set[p / 64] |= 1 << (p % 64);
    *count += 1;
}

#[cfg(test)]
mod tests {
    use super::super::tests::places_of;
    use super::super::{Level, Pool, Search};
    use super::*;
    use crate::trace::Explainer;
    use crate::{Engine, Puzzle};

    /// On states of hard explanations, every candidate's true branch and its negation's derive
    /// with the masks what the dynamic level's propagation derives, and meet a contradiction
    /// exactly when it does; on the classic layout, and on the same grids read on layouts with more houses
    /// (the diagonals, windoku's four boxes: the rules are mechanical, a grid need not be a
    /// state of the layout).
    #[test]
    fn the_masks_derive_what_the_dynamic_branches_derive() {
        use crate::layout::{BoxShape, Preset, Variant};
        let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
        let pool = Pool::default();
        let (mut derived, mut broken) = (0, 0);
        let layouts: Vec<Layout> = [vec![], vec![Preset::X], vec![Preset::Windoku]]
            .into_iter()
            .map(|presets| {
                Variant::new(presets)
                    .layout(BoxShape::CLASSIC)
                    .expect("9×9")
            })
            .collect();
        let mut closures = vec![Closure::default(); layouts.len()];
        for line in text.lines().take(2) {
            let trace = Explainer::new(&line.parse::<Puzzle>().expect("valid")).explain();
            for (i, layout) in (0..trace.len())
                .step_by(7)
                .flat_map(|i| layouts.iter().enumerate().map(move |layout| (i, layout)))
            {
                let (k, layout) = layout;
                let closure = &mut closures[k];
                let engine = Engine::from_candidates(&trace.state_at(i).expect("a state"));
                let n = layout.side();
                let grid: Vec<NumberSet> = (0..layout.cells())
                    .map(|c| engine.graph().candidates(Cell::new(c)))
                    .collect();
                let places = places_of(layout, &grid);
                let mut search = Search::over(layout, Level::Dynamic, grid.clone(), &pool);
                search.places = places.clone();
                closure.prepare(layout, &grid, &places);
                let words = (2 * layout.cells() * n).div_ceil(64);
                let mut branch = super::super::fresh(&pool, layout.cells() * n);
                for (c, &here) in grid.iter().enumerate() {
                    for (d, on) in here.into_iter().flat_map(|d| [(d, true), (d, false)]) {
                        let p = 2 * cand(n, Cell::new(c), d) as u32 + u32::from(on);
                        search.follow(&mut branch, p);
                        let mut set = vec![0u64; words];
                        let count = closure.derive(layout, Cell::new(c), d.index(), on, &mut set);
                        let what = format!("{c} {d:?} {on}");
                        assert_eq!(count.is_none(), branch.contradiction.is_some(), "{what}");
                        if let Some(count) = count {
                            let mut expected = vec![0u64; words];
                            for &p in &branch.list {
                                expected[(p / 64) as usize] |= 1 << (p % 64);
                            }
                            assert_eq!(set, expected, "{what}");
                            assert_eq!(count, branch.list.len() as u64);
                            derived += 1;
                        } else {
                            broken += 1;
                        }
                    }
                }
            }
        }
        assert!(
            derived > 1000 && broken > 50,
            "{derived} derived, {broken} broken"
        );
    }

    /// A true branch kept from one state of an explanation to the next (fewer candidates) is
    /// the one derived there afresh: the same set, the same count.
    #[test]
    fn a_kept_branch_is_the_one_derived_again() {
        let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
        use crate::layout::{BoxShape, Variant};
        let layout = Variant::new(vec![]).layout(BoxShape::CLASSIC).expect("9×9");
        let n = layout.side();
        let words = (2 * layout.cells() * n).div_ceil(64);
        let (mut kept, mut changed) = (0, 0);
        for line in text.lines().take(3) {
            let trace = Explainer::new(&line.parse::<Puzzle>().expect("valid")).explain();
            let mut closure = Closure::default();
            let mut sets = vec![Vec::new(); layout.cells() * n];
            for i in 0..trace.len() {
                let engine = Engine::from_candidates(&trace.state_at(i).expect("a state"));
                let grid: Vec<NumberSet> = (0..layout.cells())
                    .map(|c| engine.graph().candidates(Cell::new(c)))
                    .collect();
                let places = places_of(&layout, &grid);
                closure.prepare(&layout, &grid, &places);
                let mut fresh = Closure::default();
                fresh.prepare(&layout, &grid, &places);
                for (c, &here) in grid.iter().enumerate() {
                    for d in here {
                        let i = cand(n, Cell::new(c), d);
                        let mut set = vec![0u64; words];
                        let count = fresh.derive(&layout, Cell::new(c), d.index(), true, &mut set);
                        if let Some(before) = closure.kept(i) {
                            assert_eq!(Some(before), count);
                            assert_eq!(sets[i], set);
                            kept += 1;
                        } else {
                            let mut again = vec![0u64; words];
                            let derived =
                                closure.derive(&layout, Cell::new(c), d.index(), true, &mut again);
                            assert_eq!(derived, count);
                            sets[i] = again;
                            changed += 1;
                        }
                    }
                }
            }
        }
        assert!(
            kept > 100 && changed > 100,
            "{kept} kept, {changed} derived"
        );
    }
}
