//! The vertices of a grid inside the base that lead to their negation, found from the grid's
//! new partners without the graph's components, when no vertex alive in the grid leads to its
//! negation in the base's own graph.
//!
//! Read as implications, the graph's links are those of two-literal clauses: a candidate true
//! makes false each candidate it sees, a candidate false makes true its partners; and each
//! implication `x ⇒ y` has its contrapositive `¬y ⇒ ¬x`. A grid inside the base sees what the
//! base sees among the candidates it keeps, and its partners are the base's among them but for
//! its *new* ones: the other number of a cell with two numbers that had more in the base, the
//! other place of a number with two places in a complete house that had more. A chain from `p`
//! to its negation that takes only the base's links is one of the base's, so (`p` not leading
//! to its negation there) it takes a new partner's link, `¬a ⇒ b` for a new pair `a`, `b`:
//! `p` leads to `¬a`, and `b` to `¬p`, that is (the contrapositive) `p` to `¬b`, and `a` to
//! `¬p`. So `p` leads to its negation exactly when some new pair's two ends both make `p`
//! false (if both do, `p` leads to `¬a`, then `b`, and to `¬b`): the search follows each end
//! of a new pair once, a closure over its few true candidates, instead of building the
//! components of the whole graph.

use crate::layout::{Cell, Layout, NumberSet};

use super::super::super::cand;
use super::super::NONE;
use super::{Refute, has};

impl Refute {
    /// After [`Refute::prepare`] of `grid` (each number's places in each house `places`) inside
    /// the base (whose places are `base_places`): finds the vertices of `grid` that lead to
    /// their negation ([`Refute::contradicts`] then says so), without the graph's components,
    /// when no vertex alive in `grid` leads to its negation in the base's own graph (`bad`:
    /// [`Refute::base_contradictions`]); whether it did.
    pub fn contradictions_from_new_partners(
        &mut self,
        layout: &Layout,
        grid: &[NumberSet],
        places: &[u64],
        base_places: &[u64],
        bad: &[u64],
    ) -> bool {
        // (`bad` is of the base's vertices: not to be read over another base.)
        if self.rebased || bad.iter().zip(&self.alive).any(|(b, a)| b & a != 0) {
            return false;
        }
        let n = layout.side();
        let Refute {
            base,
            rank,
            seen,
            words,
            alive,
            linked,
            stride,
            partners,
            partners_len,
            failed,
            pairs,
            ends,
            end_of,
            falses,
            trues,
            stack,
            ..
        } = self;
        let words = *words;
        pairs.clear();
        for (c, (&here, &before)) in grid.iter().zip(base.iter()).enumerate() {
            if here.len() == 2 && before.len() > 2 {
                let mut numbers = here.into_iter();
                let (d, e) = (numbers.next(), numbers.next());
                let (d, e) = (d.expect("two numbers"), e.expect("two numbers"));
                let cell = Cell::new(c);
                pairs.push((rank[cand(n, cell, d)], rank[cand(n, cell, e)]));
            }
        }
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            let cells = layout.cells_of(h);
            let k = h.index() * n;
            for (d, (&now, &before)) in places[k..k + n]
                .iter()
                .zip(&base_places[k..k + n])
                .enumerate()
            {
                if now.count_ones() == 2 && before.count_ones() > 2 {
                    let (i, j) = (now.trailing_zeros(), 63 - now.leading_zeros());
                    let a = rank[cells[i as usize].index() * n + d];
                    let b = rank[cells[j as usize].index() * n + d];
                    pairs.push((a, b));
                }
            }
        }
        failed.clear();
        failed.resize(words, 0);
        ends.clear();
        falses.clear();
        trues.resize(words, 0);
        let (seen, alive, linked) = (&seen[..], &alive[..], &linked[..]);
        let (stride, partners, partners_len) = (*stride, &partners[..], &partners_len[..]);
        // What an end makes false: the candidates its closure sees (once per end).
        let mut falses_of = |v: u32, falses: &mut Vec<u64>| -> usize {
            let slot = end_of[v as usize];
            if slot != NONE {
                return slot as usize;
            }
            let slot = ends.len();
            end_of[v as usize] = slot as u32;
            ends.push(v);
            let at = falses.len();
            falses.resize(at + words, 0);
            let f = &mut falses[at..];
            trues.fill(0);
            trues[(v / 64) as usize] |= 1 << (v % 64);
            stack.clear();
            stack.push(v);
            while let Some(u) = stack.pop() {
                let row = &seen[u as usize * words..][..words];
                for (x, ((f, &s), (&a, &l))) in f
                    .iter_mut()
                    .zip(row)
                    .zip(alive.iter().zip(linked))
                    .enumerate()
                {
                    let new = s & a & !*f;
                    *f |= new;
                    let mut bits = new & l;
                    while bits != 0 {
                        let r = x * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        // `r` false makes its partners true.
                        for &q in &partners[r * stride..][..partners_len[r] as usize] {
                            if !has(trues, q as usize) {
                                trues[(q / 64) as usize] |= 1 << (q % 64);
                                stack.push(q);
                            }
                        }
                    }
                }
            }
            slot
        };
        for &(a, b) in pairs.iter() {
            let x = falses_of(a, falses) * words;
            let y = falses_of(b, falses) * words;
            for (w, out) in failed.iter_mut().enumerate() {
                *out |= falses[x + w] & falses[y + w];
            }
        }
        for &v in ends.iter() {
            end_of[v as usize] = NONE;
        }
        self.by_pairs = true;
        true
    }

    /// After [`Refute::contradictions_from_new_partners`] found them: whether no vertex leads
    /// to its negation.
    pub fn none_contradicts(&self) -> bool {
        self.failed.iter().all(|&w| w == 0)
    }
}
