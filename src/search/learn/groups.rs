//! The grid's structure for the search with learning: its groups (each cell, and each number
//! in each complete house, which must keep one candidate) and the trail of assignments with the
//! count of each group's candidates not removed.

use std::sync::Arc;

use crate::layout::{Cell, House, Layout};

use super::{Lit, Why, var};

/// The grid's groups: each cell, and each number in each complete house, must hold one true
/// candidate. Group `c < cells` is cell `c`'s candidates; group `cells + i·n + d` is number `d`
/// in the `i`-th complete house.
#[derive(Debug)]
pub(super) struct Groups {
    pub(super) layout: Arc<Layout>,
    pub(super) n: usize,
    pub(super) cells: usize,
    pub(super) complete_houses: Vec<House>,
    /// Per cell, where its entries in `bases` start (and the next cell's, where they end).
    pub(super) base_start: Vec<u32>,
    /// Per cell, for each complete house of it, the group of the house's first number: the
    /// group of number `d` there is that plus `d`.
    pub(super) bases: Vec<u32>,
    /// Per variable, where its entries in `links` start (and the next variable's, where they
    /// end).
    pub(super) link_start: Vec<u32>,
    /// Per variable open at the start, the open variables weakly linked to it, each once: its
    /// cell's other numbers, then its number in the other cells of each house of its cell, in
    /// order. Candidates removed at the start are never visited again.
    pub(super) links: Vec<u32>,
    /// Per group, where its entries in `open_members` start.
    pub(super) member_start: Vec<u32>,
    /// Per group, its members open at the start, in order.
    pub(super) open_members: Vec<u32>,
}

impl Groups {
    pub(super) fn count(&self) -> usize {
        self.cells + self.complete_houses.len() * self.n
    }

    /// Calls `f` with each group that `v` belongs to.
    #[inline]
    pub(super) fn of(&self, v: u32, mut f: impl FnMut(u32)) {
        let (cell, d) = (v as usize / self.n, v as usize % self.n);
        f(cell as u32);
        let (from, to) = (self.base_start[cell], self.base_start[cell + 1]);
        for &base in &self.bases[from as usize..to as usize] {
            f(base + d as u32);
        }
    }

    /// Indexes the weak links and the members of groups among the variables `open` at the
    /// start.
    pub(super) fn index_open(&mut self, open: impl Fn(u32) -> bool) {
        let (n, vars) = (self.n, self.cells * self.n);
        let mut stamp = vec![u32::MAX; vars];
        let (mut link_start, mut links) = (Vec::with_capacity(vars + 1), Vec::new());
        for v in 0..vars as u32 {
            link_start.push(links.len() as u32);
            if !open(v) {
                continue;
            }
            let (cell, d) = (v as usize / n, v as usize % n);
            let mut add = |w: u32| {
                if w != v && open(w) && stamp[w as usize] != v {
                    stamp[w as usize] = v;
                    links.push(w);
                }
            };
            for e in 0..n {
                add((cell * n + e) as u32);
            }
            for &(h, _) in self.layout.houses_slice(Cell::new(cell)) {
                for &c in self.layout.cells_of(h) {
                    add((c.index() * n + d) as u32);
                }
            }
        }
        link_start.push(links.len() as u32);
        let (mut member_start, mut members) = (Vec::with_capacity(self.count() + 1), Vec::new());
        for k in 0..self.count() as u32 {
            member_start.push(members.len() as u32);
            self.members(k, |m| {
                if open(m) {
                    members.push(m);
                }
                true
            });
        }
        member_start.push(members.len() as u32);
        (self.link_start, self.links) = (link_start, links);
        (self.member_start, self.open_members) = (member_start, members);
    }

    /// The variables open at the start weakly linked to `v`.
    #[inline]
    pub(super) fn linked(&self, v: u32) -> &[u32] {
        let (from, to) = (self.link_start[v as usize], self.link_start[v as usize + 1]);
        &self.links[from as usize..to as usize]
    }

    /// The members of group `k` open at the start.
    #[inline]
    pub(super) fn open_members(&self, k: u32) -> &[u32] {
        let (from, to) = (
            self.member_start[k as usize],
            self.member_start[k as usize + 1],
        );
        &self.open_members[from as usize..to as usize]
    }

    /// Calls `f` with each member of group `k`; stops when `f` returns false.
    #[inline]
    pub(super) fn members(&self, k: u32, mut f: impl FnMut(u32) -> bool) {
        let k = k as usize;
        if k < self.cells {
            for e in 0..self.n {
                if !f((k * self.n + e) as u32) {
                    return;
                }
            }
        } else {
            let (i, d) = ((k - self.cells) / self.n, (k - self.cells) % self.n);
            for &c in self.layout.cells_of(self.complete_houses[i]) {
                if !f((c.index() * self.n + d) as u32) {
                    return;
                }
            }
        }
    }
}

/// Values, levels and reasons of the variables, and the trail of assignments.
#[derive(Debug)]
pub(super) struct Trail {
    /// Per literal (`2v` and `2v + 1`): 1 true, -1 false, 0 unassigned; a variable's value is
    /// its positive literal's.
    pub(super) value: Vec<i8>,
    pub(super) level: Vec<u32>,
    pub(super) why: Vec<Why>,
    pub(super) lits: Vec<Lit>,
    /// Where each guess level starts in `lits`.
    pub(super) limits: Vec<u32>,
    /// The next literal to propagate.
    pub(super) head: usize,
    /// Per group, its members not false.
    pub(super) open: Vec<u32>,
    /// Per group, the exclusive or of its members not false: the last one, when one is left.
    pub(super) last: Vec<u32>,
}

impl Trail {
    #[inline]
    pub(super) fn lit_value(&self, l: Lit) -> i8 {
        self.value[l as usize]
    }

    #[inline]
    pub(super) fn level(&self) -> u32 {
        self.limits.len() as u32
    }

    #[inline]
    pub(super) fn assign(&mut self, groups: &Groups, l: Lit, why: Why) {
        let v = var(l);
        self.value[l as usize] = 1;
        self.value[(l ^ 1) as usize] = -1;
        self.level[v as usize] = self.level();
        self.why[v as usize] = why;
        self.lits.push(l);
        if l & 1 == 1 {
            groups.of(v, |k| {
                self.open[k as usize] -= 1;
                self.last[k as usize] ^= v;
            });
        }
    }
}
