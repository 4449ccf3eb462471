//! Following a branch: true potentials first, then false ones, then, when they stall, the
//! (+) rules and the nested searches of the branch's level.

use crate::layout::{House, NumberSet};

use super::super::uncand;
use super::{Branch, Search, nested, plus};

impl Search<'_> {
    /// Derives everything `start` leads to in `branch`, stopping at a contradiction (going on
    /// from the branch the level before followed, if carried: [`super::carry`]).
    pub(super) fn follow(&self, branch: &mut Branch, start: u32) {
        // The static levels' branches are walked ([`Search::walk`]).
        debug_assert!(self.level.dynamic());
        let resumed = self.resume(branch, start);
        if resumed && branch.contradiction.is_some() {
            self.work.set(self.work.get() + branch.list.len() as u64);
            branch.whole = !self.gave_up.get();
            return;
        }
        if !resumed {
            branch.clear();
            branch.grid.clear();
            branch.grid.extend_from_slice(&self.source);
            branch.places.clear();
            branch.places.extend_from_slice(&self.places);
            branch.add(start, &[]);
        }
        let (mut on_head, mut off_head) = (0usize, 0usize);
        let mut ons = std::mem::take(&mut branch.ons);
        let mut offs = std::mem::take(&mut branch.offs);
        let mut found = std::mem::take(&mut branch.found);
        let mut parents = std::mem::take(&mut branch.parents_buf);
        ons.clear();
        offs.clear();
        if resumed {
            // Stalled where the level before left it.
        } else if start % 2 == 1 {
            ons.push(start);
        } else {
            offs.push(start);
        }
        self.propagate(
            branch,
            &mut ons,
            &mut offs,
            &mut found,
            &mut parents,
            &mut on_head,
            &mut off_head,
        );
        branch.ons = ons;
        branch.offs = offs;
        branch.found = found;
        branch.parents_buf = parents;
        self.work.set(self.work.get() + branch.list.len() as u64);
        branch.whole = !self.gave_up.get();
    }

    /// The loop of [`Search::follow`]: true potentials first, then false ones, then (+) rules.
    #[allow(clippy::too_many_arguments, reason = "the loop's reused buffers")]
    fn propagate(
        &self,
        branch: &mut Branch,
        ons: &mut Vec<u32>,
        offs: &mut Vec<u32>,
        found: &mut Vec<(u32, Option<House>)>,
        parents: &mut Vec<u32>,
        on_head: &mut usize,
        off_head: &mut usize,
    ) {
        let (layout, n) = (self.layout, self.n);
        loop {
            if *on_head < ons.len() {
                let p = ons[*on_head];
                *on_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                // Each false potential drawn as found (adding reads and changes neither the
                // grid nor the places): the cell's other numbers, then its number's other
                // places in each house.
                let draw = |branch: &mut Branch, offs: &mut Vec<u32>, q: u32| {
                    // Both potentials of the candidate read at once.
                    let pair = branch.pair(q);
                    if pair & 2 != 0 {
                        if pair & 1 == 0 {
                            branch.push_one(q, p);
                        }
                        branch.contradiction = Some(q | 1);
                        return false;
                    }
                    if pair == 0 {
                        branch.push_one(q, p);
                        offs.push(q);
                    }
                    true
                };
                if self.level.y() {
                    for e in branch.grid[cell.index()] - NumberSet::single(d) {
                        if !draw(branch, offs, self.potential(cell, e, false)) {
                            return;
                        }
                    }
                }
                for (h, _) in layout.houses_of(cell) {
                    let cells = layout.cells_of(h);
                    let mut bits = branch.places[h.index() * n + d.index()];
                    while bits != 0 {
                        let other = cells[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                        if other != cell && !draw(branch, offs, self.potential(other, d, false)) {
                            return;
                        }
                    }
                }
            } else if *off_head < offs.len() {
                let p = offs[*off_head];
                *off_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                found.clear();
                let here = branch.grid[cell.index()];
                if self.level.y() && here.len() == 2 && here.contains(d) {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    found.push((self.potential(cell, e, true), None));
                }
                // The places of `d`, read before `d` leaves `cell` (as [`Branch::remove`],
                // in the same pass).
                for (h, at) in layout.houses_of(cell) {
                    let k = h.index() * n + d.index();
                    let bits = branch.places[k];
                    branch.places[k] = bits & !(1 << at.index());
                    if bits.count_ones() != 2
                        || bits >> at.index() & 1 == 0
                        || !layout.is_complete(h)
                    {
                        continue;
                    }
                    let other =
                        layout.cells_of(h)[(bits & !(1 << at.index())).trailing_zeros() as usize];
                    found.push((self.potential(other, d, true), Some(h)));
                }
                branch.grid[cell.index()].remove(d);
                for &(q, house) in found.iter() {
                    parents.clear();
                    parents.push(p);
                    self.hidden_parents(branch, q, house, parents);
                    let pair = branch.pair(q);
                    if pair & 1 != 0 {
                        if pair & 2 == 0 {
                            branch.push(q, parents);
                        }
                        branch.contradiction = Some(q);
                        return;
                    }
                    if pair == 0 {
                        branch.push(q, parents);
                        ons.push(q);
                    }
                }
            } else if self.level.advanced() {
                let before = offs.len();
                // Not again where they found nothing on the same grid (a carried branch's
                // stall): they read nothing but the grid.
                if !std::mem::take(&mut branch.plus_stalled) {
                    plus::plus_rules(self, branch, offs);
                }
                if offs.len() == before && !self.level.nested().is_empty() {
                    nested::nested_rules(self, branch, offs);
                }
                if offs.len() == before {
                    branch.plus_stalled = true;
                    return;
                }
                for &q in &offs[before..] {
                    if branch.has(q | 1) {
                        branch.contradiction = Some(q | 1);
                        return;
                    }
                }
            } else {
                return;
            }
        }
    }

    /// Pushes to `out` the candidates of `q`'s cell (no house) or of `q`'s number in `house`
    /// that the branch removed: what made `q` a single. `out` holds at most one potential, the
    /// removal that did (not pushed again).
    fn hidden_parents(&self, branch: &Branch, q: u32, house: Option<House>, out: &mut Vec<u32>) {
        let (cell, d) = uncand(self.n, (q / 2) as usize);
        // The candidates pushed below are distinct: only the one in `out` can come again.
        debug_assert!(out.len() <= 1);
        let first = out.first().copied();
        match house {
            None => {
                for e in self.source[cell.index()] - branch.grid[cell.index()] {
                    let p = self.potential(cell, e, false);
                    if branch.has(p) && first != Some(p) {
                        out.push(p);
                    }
                }
            }
            Some(h) => {
                let cells = self.layout.cells_of(h);
                let k = h.index() * self.n + d.index();
                let mut gone = self.places[k] & !branch.places[k];
                while gone != 0 {
                    let other = cells[gone.trailing_zeros() as usize];
                    gone &= gone - 1;
                    let p = self.potential(other, d, false);
                    if branch.has(p) && first != Some(p) {
                        out.push(p);
                    }
                }
            }
        }
    }
}
