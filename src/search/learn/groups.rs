//! The grid's structure for the search with learning: its groups (each cell, and each number
//! in each complete house, which must keep one candidate) and the trail of assignments with the
//! count of each group's candidates not removed.

use std::sync::Arc;

use crate::layout::{Cell, Layout, Number};
use crate::propagate::Engine;

use super::{Lit, Why, var};

/// The grid's groups: each cell, and each number in each complete house, must hold one true
/// candidate. Group `c < cells` is cell `c`'s candidates; group `cells + i·n + d` is number `d`
/// in the `i`-th complete house.
///
/// The variables are the candidates open at the start, numbered densely in the order of the
/// candidates (cell × side + number): the candidates the engine removed before the search
/// (nine in ten on the gecode 25×25 puzzles) have no variable, so that everything kept per
/// variable or literal (values, reasons, watches, activities) is about an eighth as large and the
/// search's memory stays in cache. The order of variables is that of their candidates, so
/// ties broken by the lower variable go as they would by the lower candidate.
#[derive(Debug)]
pub(super) struct Groups {
    pub(super) layout: Arc<Layout>,
    pub(super) n: usize,
    pub(super) cells: usize,
    count: usize,
    /// Per variable, its candidate.
    candidate: Vec<u32>,
    /// Per candidate, its variable, or `u32::MAX` when it was removed at the start.
    variable: Vec<u32>,
    /// The most groups a variable belongs to.
    per: usize,
    /// Per variable, `per` entries: its groups (its cell's, then its number's in each complete
    /// house of its cell, in the layout's order), then group `count` (no group: its count only
    /// absorbs the updates) up to `per`; at a fixed stride, so that a variable's groups are one
    /// load away, and without a test.
    of: Vec<u32>,
    /// Per variable, where its entries in `links` start (and the next variable's, where they
    /// end).
    link_start: Vec<u32>,
    /// Per variable, the variables weakly linked to it, each once: its cell's other numbers,
    /// then its number in the other cells of each house of its cell, in order.
    links: Vec<u32>,
    /// Per group, where its entries in `members` start.
    member_start: Vec<u32>,
    /// Per group, its members (variables), in order.
    members: Vec<u32>,
}

impl Groups {
    /// The groups, variables and links of `engine`'s candidates.
    pub(super) fn new(engine: &Engine) -> Groups {
        let layout = Arc::clone(engine.layout());
        let (n, cells) = (layout.side(), layout.cells());
        let graph = engine.graph();
        let open = |c: usize| graph.has(Cell::new(c / n), Number::new(c % n));
        let mut complete = vec![u32::MAX; layout.houses()];
        let mut complete_houses = Vec::new();
        for h in layout.house_ids() {
            if layout.is_complete(h) {
                complete[h.index()] = complete_houses.len() as u32;
                complete_houses.push(h);
            }
        }
        let count = cells + complete_houses.len() * n;
        let mut variable = vec![u32::MAX; cells * n];
        let mut candidate = Vec::new();
        for c in (0..cells * n).filter(|&c| open(c)) {
            variable[c] = candidate.len() as u32;
            candidate.push(c as u32);
        }
        let per = 1
            + (0..cells)
                .map(|cell| {
                    let houses = layout.houses_slice(Cell::new(cell));
                    houses
                        .iter()
                        .filter(|&&(h, _)| layout.is_complete(h))
                        .count()
                })
                .max()
                .unwrap_or(0);
        let mut of = Vec::with_capacity(candidate.len() * per);
        let (mut link_start, mut links) = (Vec::with_capacity(candidate.len() + 1), Vec::new());
        let mut stamp = vec![u32::MAX; cells * n];
        for (v, &c) in candidate.iter().enumerate() {
            let (cell, d) = (c as usize / n, c as usize % n);
            of.push(cell as u32);
            for &(h, _) in layout.houses_slice(Cell::new(cell)) {
                let i = complete[h.index()];
                if i != u32::MAX {
                    of.push((cells + i as usize * n + d) as u32);
                }
            }
            of.resize((v + 1) * per, count as u32);
            link_start.push(links.len() as u32);
            let mut add = |w: usize| {
                if w != c as usize && variable[w] != u32::MAX && stamp[w] != v as u32 {
                    stamp[w] = v as u32;
                    links.push(variable[w]);
                }
            };
            for e in 0..n {
                add(cell * n + e);
            }
            for &(h, _) in layout.houses_slice(Cell::new(cell)) {
                for &other in layout.cells_of(h) {
                    add(other.index() * n + d);
                }
            }
        }
        link_start.push(links.len() as u32);
        let (mut member_start, mut members) = (Vec::with_capacity(count + 1), Vec::new());
        for k in 0..count {
            member_start.push(members.len() as u32);
            let mut add = |c: usize| {
                if variable[c] != u32::MAX {
                    members.push(variable[c]);
                }
            };
            if k < cells {
                (0..n).for_each(|e| add(k * n + e));
            } else {
                let (i, d) = ((k - cells) / n, (k - cells) % n);
                for &other in layout.cells_of(complete_houses[i]) {
                    add(other.index() * n + d);
                }
            }
        }
        member_start.push(members.len() as u32);
        Groups {
            layout,
            n,
            cells,
            count,
            candidate,
            variable,
            per,
            of,
            link_start,
            links,
            member_start,
            members,
        }
    }

    pub(super) fn count(&self) -> usize {
        self.count
    }

    /// The number of variables (candidates open at the start).
    pub(super) fn vars(&self) -> usize {
        self.candidate.len()
    }

    /// Variable `v`'s candidate (cell × side + number).
    #[inline]
    pub(super) fn candidate(&self, v: u32) -> u32 {
        self.candidate[v as usize]
    }

    /// Variable `v`'s cell and number.
    pub(super) fn cell_and_number(&self, v: u32) -> (usize, usize) {
        let c = self.candidate[v as usize] as usize;
        (c / self.n, c % self.n)
    }

    /// The variable of candidate `number` in `cell`, unless it was removed at the start.
    pub(super) fn variable(&self, cell: usize, number: usize) -> Option<u32> {
        let v = self.variable[cell * self.n + number];
        (v != u32::MAX).then_some(v)
    }

    /// Calls `f` with each group that `v` belongs to.
    #[inline]
    pub(super) fn of(&self, v: u32, mut f: impl FnMut(u32)) {
        let from = v as usize * self.per;
        for &k in &self.of[from..from + self.per] {
            f(k);
        }
    }

    /// The variables weakly linked to `v`.
    #[inline]
    pub(super) fn linked(&self, v: u32) -> &[u32] {
        let (from, to) = (self.link_start[v as usize], self.link_start[v as usize + 1]);
        &self.links[from as usize..to as usize]
    }

    /// The members of group `k` (the candidates of it open at the start).
    #[inline]
    pub(super) fn open_members(&self, k: u32) -> &[u32] {
        let (from, to) = (
            self.member_start[k as usize],
            self.member_start[k as usize + 1],
        );
        &self.members[from as usize..to as usize]
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
    /// Per group, its members not false and their exclusive or, side by side: a removal
    /// updates both, in one cache line.
    pub(super) count: Vec<Count>,
}

/// A group's members not false.
#[derive(Clone, Copy, Default, Debug)]
pub(super) struct Count {
    /// How many.
    pub(super) open: u32,
    /// Their exclusive or: the last one, when one is left.
    pub(super) last: u32,
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

    #[inline(always)]
    pub(super) fn assign(&mut self, groups: &Groups, l: Lit, why: Why) {
        let v = var(l);
        self.value[l as usize] = 1;
        self.value[(l ^ 1) as usize] = -1;
        self.level[v as usize] = self.level();
        self.why[v as usize] = why;
        self.lits.push(l);
        if l & 1 == 1 {
            groups.of(v, |k| {
                let c = &mut self.count[k as usize];
                c.open -= 1;
                c.last ^= v;
            });
        }
    }
}
