//! Following a branch at the static levels (cell and region forcing chains, and the nested
//! searches' forcing chains and cycles), where only a conclusion's branches are followed, to
//! be written out: [`Search::follow`]'s loop for links of the search's grid alone, which it
//! reads as it is (a static branch never changes its grid or places, nor resumes a branch of
//! the level before, nor runs rules when it stalls).
//!
//! The potentials, their parents and their order are [`Search::follow`]'s: true potentials
//! first, each making false its cell's other numbers, then its number's other places house
//! by house; then false ones, each making true the other number of a bivalue cell, then the
//! other place of its number in each complete house where it has two.

use crate::layout::NumberSet;

use super::super::uncand;
use super::{Branch, Level, Search};

impl Search<'_> {
    /// Derives everything `start` leads to in `branch` over the search's links, stopping at a
    /// contradiction, as [`Search::follow`] does at the static levels (the branch's grid and
    /// places are not written: nothing reads them at these levels).
    pub(super) fn walk(&self, branch: &mut Branch, start: u32) {
        debug_assert!(matches!(self.level, Level::Static | Level::Chains));
        branch.clear();
        branch.add(start, &[]);
        let mut ons = std::mem::take(&mut branch.ons);
        let mut offs = std::mem::take(&mut branch.offs);
        ons.clear();
        offs.clear();
        if start % 2 == 1 {
            ons.push(start);
        } else {
            offs.push(start);
        }
        self.walk_on(branch, &mut ons, &mut offs);
        branch.ons = ons;
        branch.offs = offs;
        self.work.set(self.work.get() + branch.list.len() as u64);
        branch.whole = !self.gave_up.get();
    }

    /// The loop of [`Search::walk`].
    fn walk_on(&self, branch: &mut Branch, ons: &mut Vec<u32>, offs: &mut Vec<u32>) {
        let (layout, n) = (self.layout, self.n);
        let (source, places) = (&self.source[..], &self.places[..]);
        let (mut on_head, mut off_head) = (0, 0);
        loop {
            if on_head < ons.len() {
                let p = ons[on_head];
                on_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                // A false potential drawn: a contradiction if its candidate is true.
                // (Both bits read at once: `Branch::pair`.)
                let mut draw = |branch: &mut Branch, q: u32| {
                    let pair = branch.pair(q);
                    if pair & 2 != 0 {
                        branch.add(q, &[p]);
                        branch.contradiction = Some(q | 1);
                        return false;
                    }
                    if pair == 0 {
                        branch.push_one(q, p);
                        offs.push(q);
                    }
                    true
                };
                for e in source[cell.index()] - NumberSet::single(d) {
                    if !draw(branch, self.potential(cell, e, false)) {
                        return;
                    }
                }
                for (h, _) in layout.houses_of(cell) {
                    let cells = layout.cells_of(h);
                    let mut bits = places[h.index() * n + d.index()];
                    while bits != 0 {
                        let other = cells[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                        if other != cell && !draw(branch, self.potential(other, d, false)) {
                            return;
                        }
                    }
                }
            } else if off_head < offs.len() {
                let p = offs[off_head];
                off_head += 1;
                let (cell, d) = uncand(n, (p / 2) as usize);
                // A true potential drawn: a contradiction if its candidate is false.
                let mut draw = |branch: &mut Branch, q: u32| {
                    let pair = branch.pair(q);
                    if pair & 1 != 0 {
                        branch.add(q, &[p]);
                        branch.contradiction = Some(q);
                        return false;
                    }
                    if pair == 0 {
                        branch.push_one(q, p);
                        ons.push(q);
                    }
                    true
                };
                let here = source[cell.index()];
                if here.len() == 2 && here.contains(d) {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    if !draw(branch, self.potential(cell, e, true)) {
                        return;
                    }
                }
                for (h, at) in layout.houses_of(cell) {
                    let bits = places[h.index() * n + d.index()];
                    if !layout.is_complete(h)
                        || bits.count_ones() != 2
                        || bits >> at.index() & 1 == 0
                    {
                        continue;
                    }
                    let other =
                        layout.cells_of(h)[(bits & !(1 << at.index())).trailing_zeros() as usize];
                    if !draw(branch, self.potential(other, d, true)) {
                        return;
                    }
                }
            } else {
                return;
            }
        }
    }
}
