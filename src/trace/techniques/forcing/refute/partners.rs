//! The partners of the grid built over: the other number of a bivalue cell, the other place of
//! a number with two places in a complete house (once per house that makes one).
//!
//! The base's are found once, cell by cell and house by house. A grid inside the base has the
//! base's partners among the candidates it keeps (a cell or a house place left with the same
//! two has the same pair) and its *new* ones, of cells and houses that lost candidates: so its
//! partners are the base's, less those of the candidates it lacks, and the new pairs found in
//! those few cells and houses alone.

use crate::layout::{Cell, Layout, NumberSet};

use super::super::super::cand;
use super::{Refute, has};

impl Refute {
    /// The partners: the two numbers of a bivalue cell, the two places of a number in a
    /// complete house; how many (counted twice).
    #[inline(never)]
    pub(super) fn partners_of(
        &mut self,
        layout: &Layout,
        grid: &[NumberSet],
        places: &[u64],
    ) -> u64 {
        let n = layout.side();
        let words = self.words;
        self.linked.clear();
        self.linked.resize(words, 0);
        let mut partners = 0u64;
        for (c, &here) in grid.iter().enumerate() {
            if here.len() == 2 {
                let mut numbers = here.into_iter();
                let (d, e) = (numbers.next(), numbers.next());
                let (d, e) = (d.expect("two numbers"), e.expect("two numbers"));
                let a = self.rank[cand(n, Cell::new(c), d)];
                let b = self.rank[cand(n, Cell::new(c), e)];
                self.link(a, b);
                self.link(b, a);
                partners += 2;
            }
        }
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            let cells = layout.cells_of(h);
            for (d, &all) in places[h.index() * n..][..n].iter().enumerate() {
                if all.count_ones() == 2 {
                    let (i, j) = (all.trailing_zeros(), 63 - all.leading_zeros());
                    let a = self.rank[cells[i as usize].index() * n + d];
                    let b = self.rank[cells[j as usize].index() * n + d];
                    self.link(a, b);
                    self.link(b, a);
                    partners += 2;
                }
            }
        }
        partners
    }

    /// Adds `w` to `v`'s partners.
    #[inline]
    fn link(&mut self, v: u32, w: u32) {
        let v = v as usize;
        let len = &mut self.partners_len[v];
        if !has(&self.linked, v) {
            self.linked[v / 64] |= 1 << (v % 64);
            *len = 0;
        }
        self.partners[v * self.stride + *len as usize] = w;
        *len += 1;
    }

    /// The partners of `grid` (each number's places in each house `places`), inside the base
    /// after [`Refute::prepare`] found its dead vertices: the base's less those of the dead
    /// vertices, and the new pairs (also kept in `pairs`); how many (counted twice).
    #[inline(never)]
    pub(super) fn partners_from_base(
        &mut self,
        layout: &Layout,
        grid: &[NumberSet],
        places: &[u64],
    ) -> u64 {
        let n = layout.side();
        let stride = self.stride;
        self.partners.copy_from_slice(&self.base_partners);
        self.partners_len.copy_from_slice(&self.base_partners_len);
        self.linked.clear();
        (self.linked).extend(self.base_linked.iter().zip(&self.alive).map(|(b, a)| b & a));
        let mut count = self.base_partner_count;
        self.pairs.clear();
        if self.dead.is_empty() {
            return count;
        }
        // The base's pairs of the dead vertices, taken off (each counted twice, a pair of two
        // dead vertices once from each).
        for i in 0..self.dead.len() {
            let u = self.dead[i] as usize;
            if !has(&self.base_linked, u) {
                continue;
            }
            for k in 0..self.base_partners_len[u] as usize {
                let w = self.base_partners[u * stride + k] as usize;
                if !has(&self.alive, w) {
                    count -= 1;
                    continue;
                }
                count -= 2;
                let len = &mut self.partners_len[w];
                let slots = &mut self.partners[w * stride..][..*len as usize];
                let at = slots
                    .iter()
                    .position(|&x| x as usize == u)
                    .expect("a partner's partner");
                slots[at] = slots[*len as usize - 1];
                *len -= 1;
                if *len == 0 {
                    self.linked[w / 64] &= !(1 << (w % 64));
                }
            }
        }
        // The new pairs, in the cells and houses of the dead vertices.
        self.looked.clear();
        self.looked.resize((layout.houses() * n).div_ceil(64), 0);
        let mut last = usize::MAX;
        for i in 0..self.dead.len() {
            let i = self.candidate[self.dead[i] as usize] as usize;
            let (c, d) = (i / n, i % n);
            let cell = Cell::new(c);
            if c != last {
                last = c;
                let here = grid[c];
                if here.len() == 2 && self.base[c].len() > 2 {
                    let mut numbers = here.into_iter();
                    let (d, e) = (numbers.next(), numbers.next());
                    let (d, e) = (d.expect("two numbers"), e.expect("two numbers"));
                    let a = self.rank[cand(n, cell, d)];
                    let b = self.rank[cand(n, cell, e)];
                    self.link(a, b);
                    self.link(b, a);
                    self.pairs.push((a, b));
                    count += 2;
                }
            }
            for (h, _) in layout.houses_of(cell) {
                let k = h.index() * n + d;
                if has(&self.looked, k) || !layout.is_complete(h) {
                    continue;
                }
                self.looked[k / 64] |= 1 << (k % 64);
                let now = places[k];
                if now.count_ones() == 2 && self.base_places[k].count_ones() > 2 {
                    let cells = layout.cells_of(h);
                    let (x, y) = (now.trailing_zeros(), 63 - now.leading_zeros());
                    let a = self.rank[cells[x as usize].index() * n + d];
                    let b = self.rank[cells[y as usize].index() * n + d];
                    self.link(a, b);
                    self.link(b, a);
                    self.pairs.push((a, b));
                    count += 2;
                }
            }
        }
        count
    }
}
