//! Almost locked sets: ALS-XZ (singly and doubly linked), ALS-XY-Wing and Death Blossom.
//!
//! An almost locked set (ALS) is k open cells of one house holding k + 1 numbers between them
//! (a bivalue cell is one of a single cell): its cells hold different numbers, so it loses at
//! most one of them, and once it loses one the others are all placed in it. A number `x` is a
//! *restricted common* of two ALSs sharing no cell when every place of `x` in one sees every
//! place of `x` in the other: `x` is then in at most one of them.
//!
//! - **ALS-XZ**: ALSs A and B with a restricted common `x`. One of them lacks `x`, so holds
//!   every other number it has: a number `z` of both is in A or in B, and goes from every cell
//!   seeing all its places in both. With two restricted commons (doubly linked) each of them
//!   is in exactly one of A and B, and every other number of A (of B) is placed in A (in B):
//!   each goes from the cells seeing all its places there.
//! - **ALS-XY-Wing**: A and B each with a restricted common with a third ALS C, `x` with A and
//!   `y ≠ x` with B. C lacks at most one number, so holds `x` (A lacks it) or `y` (B lacks it):
//!   a number `z ≠ x, y` of A and B is in one of them.
//! - **Death Blossom**: a stem cell each of whose candidates `d` is restricted with a petal ALS
//!   (every `d` of the petal sees the stem), petals sharing no cell: whichever value the stem
//!   takes, its petal lacks it, so holds a number `z` common to every petal (not a candidate of
//!   the stem). `z` goes from the cells seeing all its places in all the petals.
//!
//! The ALSs of a state are gathered once per call (every subset of a house's open cells, at
//! most [`MAX_SET`] cells, not the whole of the house's open cells); the patterns work on them
//! with number sets and the layout's peer sets, allocating nothing once the scratch buffers have
//! grown.

use crate::layout::{Cell, House, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, als_rating};
use crate::trace::step::{MAX_SET, PatternSet, Steps, Technique};

use super::{GridTechnique, Scratch, State, sees};

/// ALS-XZ, ALS-XY-Wing and Death Blossom.
pub(crate) struct Als;

/// The most candidates of a Death Blossom's stem.
const MAX_STEM: usize = 3;

/// An almost locked set of the state.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Set {
    cells: [Cell; MAX_SET],
    len: u8,
    numbers: NumberSet,
}

impl Set {
    fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    fn shares_cell(&self, other: &Set) -> bool {
        self.cells().iter().any(|c| other.cells().contains(c))
    }

    fn pattern(&self) -> PatternSet {
        PatternSet::new(self.cells().iter().copied(), self.numbers)
    }
}

impl GridTechnique for Als {
    fn families(&self) -> Rules {
        Rules::ALS
    }

    fn floor(&self) -> Rating {
        als_rating(4)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        if als_rating(4) >= limit {
            return;
        }
        let mut sets = std::mem::take(&mut scratch.sets);
        gather(state, &mut sets);
        let mut elims = std::mem::take(&mut scratch.elims);
        if state.allows(Technique::AlsXz) {
            xz(state, &sets, &mut elims, out, limit);
        }
        if state.allows(Technique::AlsXyWing) && als_rating(6) < limit {
            xy_wing(state, &sets, scratch, &mut elims, out, limit);
        }
        if state.allows(Technique::DeathBlossom) && als_rating(6) < limit {
            blossom(state, &sets, scratch, &mut elims, out, limit);
        }
        scratch.sets = sets;
        scratch.elims = elims;
    }
}

/// Writes every ALS of the state to `sets` (each once, by its cells), ascending by cells.
pub(crate) fn gather(state: &State<'_>, sets: &mut Vec<Set>) {
    sets.clear();
    let (layout, graph) = (state.layout, state.graph);
    for h in 0..layout.houses() {
        let cells = layout.cells_of(House::new(h));
        let open = cells
            .iter()
            .filter(|&&c| graph.candidates(c).len() >= 2)
            .count();
        let mut set = Set {
            cells: [Cell::new(0); MAX_SET],
            len: 0,
            numbers: NumberSet::EMPTY,
        };
        grow(state, cells, 0, open, &mut set, sets);
    }
    sets.sort_unstable_by(|a, b| (a.len, a.cells()).cmp(&(b.len, b.cells())));
    sets.dedup_by(|a, b| a.cells() == b.cells());
}

/// Extends `set` with the open cells of `cells` from `from` on, writing each ALS of fewer than
/// `open` cells (all of a house's open cells are no pattern) to `out`.
fn grow(
    state: &State<'_>,
    cells: &[Cell],
    from: usize,
    open: usize,
    set: &mut Set,
    out: &mut Vec<Set>,
) {
    let len = usize::from(set.len);
    if len >= 1 && len < open && set.numbers.len() == len + 1 {
        let mut found = *set;
        found.cells[..len].sort_unstable();
        out.push(found);
    }
    if len == MAX_SET {
        return;
    }
    for i in from..cells.len() {
        let c = cells[i];
        let cands = state.graph.candidates(c);
        if cands.len() < 2 {
            continue;
        }
        let wider = set.numbers | cands;
        if wider.len() > MAX_SET + 1 {
            continue;
        }
        let before = set.numbers;
        set.cells[len] = c;
        set.len += 1;
        set.numbers = wider;
        grow(state, cells, i + 1, open, set, out);
        set.len -= 1;
        set.numbers = before;
    }
}

/// Whether every place of `x` in `a` sees every place of `x` in `b` (both hold `x`).
fn restricted(state: &State<'_>, a: &Set, b: &Set, x: Number) -> bool {
    let graph = state.graph;
    if !a.numbers.contains(x) || !b.numbers.contains(x) {
        return false;
    }
    let holds = |c: &&Cell| graph.candidates(**c).contains(x);
    a.cells().iter().filter(holds).all(|&p| {
        b.cells()
            .iter()
            .filter(holds)
            .all(|&q| sees(state.layout, p, q))
    })
}

/// The restricted commons of `a` and `b` (sharing no cell).
fn commons(state: &State<'_>, a: &Set, b: &Set) -> NumberSet {
    let mut rcs = NumberSet::EMPTY;
    for x in a.numbers & b.numbers {
        if restricted(state, a, b, x) {
            rcs.insert(x);
        }
    }
    rcs
}

/// Appends to `out` the cells outside `sets` holding `z` that see every place of `z` in
/// `sets` (which hold it somewhere).
pub(crate) fn seeing_all(
    layout: &Layout,
    state: &State<'_>,
    sets: &[&Set],
    z: Number,
    out: &mut Vec<(Cell, Number)>,
) {
    let graph = state.graph;
    let holds = |c: Cell| graph.candidates(c).contains(z);
    let Some(first) = sets
        .iter()
        .flat_map(|s| s.cells().iter().copied())
        .find(|&c| holds(c))
    else {
        return;
    };
    for cell in layout.peers(first).iter() {
        if !holds(cell) || sets.iter().any(|s| s.cells().contains(&cell)) {
            continue;
        }
        let all = sets.iter().all(|s| {
            s.cells()
                .iter()
                .all(|&p| !holds(p) || sees(layout, p, cell))
        });
        if all {
            out.push((cell, z));
        }
    }
}

/// What the number sets of several ALSs hold in all: cells, for the rating.
fn cells_of(sets: &[&Set]) -> usize {
    sets.iter().map(|s| s.cells().len()).sum()
}

/// ALS-XZ: every pair of ALSs sharing no cell with one or two restricted commons.
fn xz(
    state: &State<'_>,
    sets: &[Set],
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
    limit: Rating,
) {
    let layout = state.layout;
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.numbers & b.numbers;
            if common.len() < 2 {
                continue;
            }
            let value = als_rating(a.cells().len() + b.cells().len() + 2);
            if value >= limit || a.shares_cell(b) {
                continue;
            }
            let rcs = commons(state, a, b);
            elims.clear();
            match rcs.len() {
                1 => {
                    for z in common - rcs {
                        seeing_all(layout, state, &[a, b], z, elims);
                    }
                }
                2 => {
                    for x in rcs {
                        seeing_all(layout, state, &[a, b], x, elims);
                    }
                    for s in [a, b] {
                        for d in s.numbers - rcs {
                            seeing_all(layout, state, &[s], d, elims);
                        }
                    }
                }
                _ => continue,
            }
            if elims.is_empty() {
                continue;
            }
            elims.sort_unstable_by_key(|&(c, d)| (d, c));
            elims.dedup();
            let cells = a.cells().iter().chain(b.cells()).copied();
            out.push(
                Technique::AlsXz,
                value,
                [],
                cells,
                rcs,
                elims.iter().copied(),
                [],
            );
            out.set_sets([a.pattern(), b.pattern()]);
        }
    }
}

/// ALS-XY-Wing: for each pivot C, pairs of ALSs restricted with it on different numbers.
fn xy_wing(
    state: &State<'_>,
    sets: &[Set],
    scratch: &mut Scratch,
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
    limit: Rating,
) {
    let layout = state.layout;
    let linked = &mut scratch.linked;
    for c in sets {
        linked.clear();
        for (j, s) in sets.iter().enumerate() {
            if s.numbers.len() >= 2 && !s.shares_cell(c) {
                let rcs = commons(state, s, c);
                if !rcs.is_empty() {
                    linked.push((j as u32, rcs));
                }
            }
        }
        for (i, &(ia, rca)) in linked.iter().enumerate() {
            let a = &sets[ia as usize];
            for &(ib, rcb) in &linked[i + 1..] {
                let b = &sets[ib as usize];
                let value = als_rating(cells_of(&[a, b, c]) + 3);
                if value >= limit || (a.numbers & b.numbers).is_empty() || a.shares_cell(b) {
                    continue;
                }
                for x in rca {
                    for y in rcb - NumberSet::single(x) {
                        let zs =
                            (a.numbers & b.numbers) - NumberSet::single(x) - NumberSet::single(y);
                        elims.clear();
                        for z in zs {
                            seeing_all(layout, state, &[a, b], z, elims);
                        }
                        // The pivot's cells are outside A and B but hold what they confine.
                        elims.retain(|(cell, _)| !c.cells().contains(cell));
                        if elims.is_empty() {
                            continue;
                        }
                        elims.sort_unstable_by_key(|&(cell, d)| (d, cell));
                        let numbers = NumberSet::single(x) | NumberSet::single(y);
                        let cells = a.cells().iter().chain(b.cells()).chain(c.cells()).copied();
                        out.push(
                            Technique::AlsXyWing,
                            value,
                            [],
                            cells,
                            numbers,
                            elims.iter().copied(),
                            [],
                        );
                        out.set_sets([a.pattern(), b.pattern(), c.pattern()]);
                    }
                }
            }
        }
    }
}

/// Death Blossom: every stem of two or three candidates, each restricted with a petal.
fn blossom(
    state: &State<'_>,
    sets: &[Set],
    scratch: &mut Scratch,
    elims: &mut Vec<(Cell, Number)>,
    out: &mut Steps,
    limit: Rating,
) {
    let (layout, graph) = (state.layout, state.graph);
    let petals = &mut scratch.petals;
    for s in 0..layout.cells() {
        let stem = Cell::new(s);
        let cands = graph.candidates(stem);
        if !(2..=MAX_STEM).contains(&cands.len()) {
            continue;
        }
        // Each candidate's petals: ALSs without the stem whose places of it all see the stem.
        petals.clear();
        let mut union = NumberSet::full(layout.side());
        for d in cands {
            let from = petals.len();
            for (j, p) in sets.iter().enumerate() {
                let linked = p.numbers.contains(d)
                    && !p.cells().contains(&stem)
                    && p.cells()
                        .iter()
                        .all(|&c| !graph.candidates(c).contains(d) || sees(layout, c, stem));
                if linked {
                    petals.push((d, j as u32));
                }
            }
            let mut here = NumberSet::EMPTY;
            for &(_, j) in &petals[from..] {
                here = here | sets[j as usize].numbers;
            }
            union = union & here;
        }
        for z in union - cands {
            let mut chosen: [u32; MAX_STEM] = [0; MAX_STEM];
            let mut search = Blossom {
                state,
                sets,
                petals,
                stem,
                cands,
                z,
                limit,
                chosen: &mut chosen,
                elims,
                out,
            };
            search.pick(0, 0);
        }
    }
}

/// A Death Blossom's search for one stem and one number `z`.
struct Blossom<'a, 'b> {
    state: &'a State<'b>,
    sets: &'a [Set],
    petals: &'a [(Number, u32)],
    stem: Cell,
    cands: NumberSet,
    z: Number,
    limit: Rating,
    chosen: &'a mut [u32; MAX_STEM],
    elims: &'a mut Vec<(Cell, Number)>,
    out: &'a mut Steps,
}

impl Blossom<'_, '_> {
    /// Picks the petal of the stem's `depth`-th candidate, the petals before having `cells`
    /// cells in all.
    fn pick(&mut self, depth: usize, cells: usize) {
        let k = self.cands.len();
        if depth == k {
            self.report(cells);
            return;
        }
        let Some(d) = self.cands.iter().nth(depth) else {
            return;
        };
        for i in 0..self.petals.len() {
            let (pd, j) = self.petals[i];
            let p = &self.sets[j as usize];
            if pd != d || !p.numbers.contains(self.z) {
                continue;
            }
            let total = cells + p.cells().len();
            // The rating grows with the cells; the remaining petals have a cell each at least.
            if als_rating(1 + total + (k - depth - 1) + k + 1) >= self.limit {
                continue;
            }
            let chosen = &self.chosen[..depth];
            if chosen.iter().any(|&o| self.sets[o as usize].shares_cell(p)) {
                continue;
            }
            if !self.can_see(depth, p) {
                continue;
            }
            self.chosen[depth] = j;
            self.pick(depth + 1, total);
        }
    }

    /// Whether some cell holding `z` sees every place of `z` in the petals chosen and `p`.
    fn can_see(&self, depth: usize, p: &Set) -> bool {
        let (layout, graph) = (self.state.layout, self.state.graph);
        let z = self.z;
        let holds = |c: Cell| graph.candidates(c).contains(z);
        let Some(first) = p.cells().iter().copied().find(|&c| holds(c)) else {
            return false;
        };
        let chosen = &self.chosen[..depth];
        layout.peers(first).iter().any(|cell| {
            holds(cell)
                && !p.cells().contains(&cell)
                && p.cells()
                    .iter()
                    .all(|&q| !holds(q) || sees(layout, q, cell))
                && chosen.iter().all(|&o| {
                    let s = &self.sets[o as usize];
                    s.cells()
                        .iter()
                        .all(|&q| q != cell && (!holds(q) || sees(layout, q, cell)))
                })
        })
    }

    fn report(&mut self, cells: usize) {
        let k = self.cands.len();
        let value = als_rating(1 + cells + k + 1);
        if value >= self.limit {
            return;
        }
        let chosen: Vec<&Set> = self.chosen[..k]
            .iter()
            .map(|&j| &self.sets[j as usize])
            .collect();
        self.elims.clear();
        seeing_all(self.state.layout, self.state, &chosen, self.z, self.elims);
        self.elims.retain(|&(c, _)| c != self.stem);
        if self.elims.is_empty() {
            return;
        }
        self.elims.sort_unstable();
        let all =
            std::iter::once(self.stem).chain(chosen.iter().flat_map(|s| s.cells().iter().copied()));
        self.out.push(
            Technique::DeathBlossom,
            value,
            [],
            all,
            NumberSet::single(self.z),
            self.elims.iter().copied(),
            [],
        );
        let stem = PatternSet::new([self.stem], self.cands);
        self.out
            .set_sets(std::iter::once(stem).chain(chosen.iter().map(|s| s.pattern())));
    }
}
