//! Unique Loops: six open cells or more holding two numbers, each house holding two of them or
//! none, found as Sudoku Explainer finds them (UniqueLoops.checkForLoops): from each bivalue
//! cell, a walk through cells holding both numbers, closed back on its first cell, at most two
//! cells holding more unless all those hold the same one more number; each house met by two
//! cells of the walk, one at an even and one at an odd step. Their types are `types.rs`'s.

use crate::layout::{Cell, NumberSet};
use crate::trace::scale::{Rating, unique_rating};
use crate::trace::step::{Steps, Technique};

use super::{State, types};

/// The most cells visited by the walks of one search (a bound on time for any input).
const BUDGET: usize = 200_000;

/// Every Unique Loop rated below `limit`.
pub(super) fn find(state: &State<'_>, out: &mut Steps, limit: Rating) {
    use Technique::*;
    let (layout, graph) = (state.layout, state.graph);
    let wanted = [
        UniqueLoop1,
        UniqueLoop2,
        UniqueLoop3,
        UniqueLoop3Hidden,
        UniqueLoop4,
    ];
    if unique_rating(UniqueLoop1, 6, 1) >= limit || !wanted.iter().any(|&t| state.allows(t)) {
        return;
    }
    let mut walk = Walk {
        state,
        pair: NumberSet::EMPTY,
        path: Vec::new(),
        count: vec![0; layout.houses()],
        parity: vec![0; layout.houses()],
        in_path: vec![false; layout.cells()],
        singles: 0,
        extras: 0,
        more: NumberSet::EMPTY,
        found: Vec::new(),
        budget: BUDGET,
    };
    for start in (0..layout.cells()).map(Cell::new) {
        let pair = graph.candidates(start);
        if pair.len() != 2 {
            continue;
        }
        walk.pair = pair;
        walk.visit(start);
    }
    for (pair, cells) in std::mem::take(&mut walk.found) {
        types::report(state, &cells, pair, out, limit);
    }
}

/// A depth-first walk from one bivalue cell.
struct Walk<'s, 'a> {
    state: &'s State<'a>,
    pair: NumberSet,
    path: Vec<Cell>,
    /// How many cells of the path each house holds (at most two).
    count: Vec<u8>,
    /// Which parities of step (bit 0 even, bit 1 odd) each house holds.
    parity: Vec<u8>,
    in_path: Vec<bool>,
    /// Houses holding one cell of the path.
    singles: usize,
    /// Cells of the path holding more than the pair, and those more numbers.
    extras: usize,
    more: NumberSet,
    /// Loops found, each once: the pair and the cells ascending.
    found: Vec<(NumberSet, Vec<Cell>)>,
    budget: usize,
}

impl Walk<'_, '_> {
    /// Whether `c` can be the next cell: a house holds at most two cells of the path, one at
    /// each parity.
    fn fits(&self, c: Cell) -> bool {
        let bit = 1u8 << (self.path.len() % 2);
        let layout = self.state.layout;
        layout
            .houses_of(c)
            .all(|(h, _)| self.count[h.index()] < 2 && self.parity[h.index()] & bit == 0)
    }

    /// Counts `c` in its houses (`add`) or takes it out, at step `path.len()`: before pushing
    /// it, after popping it.
    fn enter(&mut self, c: Cell, add: bool) {
        let bit = 1u8 << (self.path.len() % 2);
        let layout = self.state.layout;
        for (h, _) in layout.houses_of(c) {
            let i = h.index();
            if add {
                self.count[i] += 1;
                self.parity[i] |= bit;
            } else {
                self.count[i] -= 1;
                self.parity[i] &= !bit;
            }
            match (add, self.count[i]) {
                (true, 1) | (false, 0) => {
                    self.singles = if add {
                        self.singles + 1
                    } else {
                        self.singles - 1
                    }
                }
                (true, 2) | (false, 1) => {
                    self.singles = if add {
                        self.singles - 1
                    } else {
                        self.singles + 1
                    }
                }
                _ => {}
            }
        }
    }

    /// Adds `c` to the path and walks on from it.
    fn visit(&mut self, c: Cell) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        let (layout, graph) = (self.state.layout, self.state.graph);
        let extra = graph.candidates(c) - self.pair;
        let (extras, more) = (self.extras, self.more);
        if !extra.is_empty() {
            self.extras += 1;
            self.more |= extra;
        }
        self.enter(c, true);
        self.path.push(c);
        self.in_path[c.index()] = true;
        let start = self.path[0];
        let houses = layout.houses_slice(c);
        for (j, &(h, _)) in houses.iter().enumerate() {
            for &next in layout.cells_of(h) {
                // Each neighbour once, by the first house it shares with `c`.
                if next == c
                    || houses[..j]
                        .iter()
                        .any(|&(g, _)| layout.position(next, g).is_some())
                {
                    continue;
                }
                if next == start {
                    if self.path.len() >= 6 && self.singles == 0 {
                        self.close();
                    }
                    continue;
                }
                let cands = graph.candidates(next);
                if self.in_path[next.index()]
                    || !self.pair.is_subset(cands)
                    || self.path.len() >= 2 * layout.side()
                    || !self.fits(next)
                {
                    continue;
                }
                let extra = cands - self.pair;
                let allowed = extra.is_empty() || (self.more | extra).len() == 1 || self.extras < 2;
                if allowed {
                    self.visit(next);
                }
            }
        }
        self.in_path[c.index()] = false;
        self.path.pop();
        self.enter(c, false);
        self.extras = extras;
        self.more = more;
    }

    /// Records the path as a loop, unless found already.
    fn close(&mut self) {
        let mut cells = self.path.clone();
        cells.sort_unstable();
        let key = (self.pair, cells);
        if !self.found.contains(&key) {
            self.found.push(key);
        }
    }
}
