//! The vertices of a grid inside the base that lead to their negation, found from the grid's
//! new partners without the whole graph's components, when no vertex alive in the grid leads to its
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
//! false (if both do, `p` leads to `¬a`, then `b`, and to `¬b`). So the search needs what the
//! new pairs' ends make false: Tarjan's components of the few vertices they reach, each one's
//! successors found when it is met, instead of those of the whole graph.

use super::super::NONE;
use super::{Refute, UNSEEN, Vertex, push_successors};

impl Refute {
    /// After [`Refute::prepare`] of a grid inside the base (which found its new pairs): finds
    /// the vertices of the grid that lead to their negation ([`Refute::contradicts`] then says
    /// so), without the whole graph's components, when no vertex alive in the grid leads to its
    /// negation in the base's own graph (`bad`: [`Refute::base_contradictions`]); whether it
    /// did.
    pub fn contradictions_from_new_partners(&mut self, bad: &[u64]) -> bool {
        // (`bad` is of the base's vertices: not to be read over another base.)
        if self.rebased || bad.iter().zip(&self.alive).any(|(b, a)| b & a != 0) {
            return false;
        }
        let Refute { words, failed, .. } = self;
        let words = *words;
        failed.clear();
        failed.resize(words, 0);
        self.falses_of_ends();
        let Refute {
            pairs,
            met: vertex,
            falses,
            failed,
            ..
        } = self;
        for &(a, b) in pairs.iter() {
            let x = vertex[a as usize].component as usize * words;
            let y = vertex[b as usize].component as usize * words;
            for (w, out) in failed.iter_mut().enumerate() {
                *out |= falses[x + w] & falses[y + w];
            }
        }
        for &v in self.ends.iter() {
            self.met[v as usize] = UNSEEN;
        }
        self.by_pairs = true;
        true
    }

    /// What the new pairs' ends make false: Tarjan's strongly connected components of the
    /// vertices they reach (each vertex's successors found when it is first met), and for each
    /// component, in the order found (successors' components first), the candidates its members
    /// see and what its successors' components make false (`falses`, `words` words a
    /// component). Each vertex met is kept in `ends`, to be put back unseen.
    fn falses_of_ends(&mut self) {
        let words = self.words;
        let Refute {
            seen,
            alive,
            linked,
            stride,
            partners,
            partners_len,
            pairs,
            ends,
            falses,
            edges,
            met: vertex,
            stack,
            calls,
            merged,
            members_all,
            ..
        } = self;
        let (seen, alive, linked) = (&seen[..], &alive[..], &linked[..]);
        let (stride, partners, partners_len) = (*stride, &partners[..], &partners_len[..]);
        ends.clear();
        falses.clear();
        edges.clear();
        merged.clear();
        stack.clear();
        members_all.clear();
        // Meets `w`: its number in the search's order, its successors (the partners of the
        // linked candidates it sees).
        let meet = |w: usize, counter: u32, edges: &mut Vec<u32>, ends: &mut Vec<u32>| {
            let from = edges.len() as u32;
            let row = &seen[w * words..][..words];
            push_successors(row, linked, stride, partners, partners_len, edges);
            ends.push(w as u32);
            Vertex {
                from,
                to: edges.len() as u32,
                order: counter,
                low: counter,
                component: NONE,
            }
        };
        let mut counter = 0u32;
        let mut components = 0u32;
        for i in 0..2 * pairs.len() {
            let root = if i % 2 == 0 {
                pairs[i / 2].0
            } else {
                pairs[i / 2].1
            } as usize;
            if vertex[root].order != NONE {
                continue;
            }
            calls.clear();
            vertex[root] = meet(root, counter, edges, ends);
            counter += 1;
            stack.push(root as u32);
            let (mut v, mut next, mut to) = (root, vertex[root].from, vertex[root].to);
            loop {
                if next < to {
                    let w = edges[next as usize] as usize;
                    next += 1;
                    let x = vertex[w];
                    if x.order == NONE {
                        vertex[w] = meet(w, counter, edges, ends);
                        counter += 1;
                        stack.push(w as u32);
                        calls.push((v as u32, next));
                        (v, next, to) = (w, vertex[w].from, vertex[w].to);
                    } else if x.component == NONE {
                        // Visited and in no component yet: on the stack.
                        let l = &mut vertex[v].low;
                        *l = (*l).min(x.order);
                    }
                    continue;
                }
                let parent = calls.pop();
                let low = vertex[v].low;
                if let Some((u, _)) = parent {
                    let l = &mut vertex[u as usize].low;
                    *l = (*l).min(low);
                }
                if low == vertex[v].order {
                    // A component: what its members see, then what its successors' components
                    // make false (found before it).
                    let k = components;
                    components += 1;
                    merged.push(NONE);
                    let at = falses.len();
                    falses.resize(at + words, 0);
                    let (before, row) = falses.split_at_mut(at);
                    let from = members_all.len();
                    while let Some(w) = stack.pop() {
                        vertex[w as usize].component = k;
                        let seen = &seen[w as usize * words..][..words];
                        for ((x, &s), &a) in row.iter_mut().zip(seen).zip(alive) {
                            *x |= s & a;
                        }
                        members_all.push(w);
                        if w as usize == v {
                            break;
                        }
                    }
                    for &m in &members_all[from..] {
                        let Vertex { from, to, .. } = vertex[m as usize];
                        for &w in &edges[from as usize..to as usize] {
                            let c = vertex[w as usize].component;
                            if c != k && merged[c as usize] != k {
                                merged[c as usize] = k;
                                let other = &before[c as usize * words..][..words];
                                for (x, &bits) in row.iter_mut().zip(other) {
                                    *x |= bits;
                                }
                            }
                        }
                    }
                }
                match parent {
                    Some((u, n)) => (v, next, to) = (u as usize, n, vertex[u as usize].to),
                    None => break,
                }
            }
        }
    }

    /// After [`Refute::contradictions_from_new_partners`] found them: whether no vertex leads
    /// to its negation.
    pub fn none_contradicts(&self) -> bool {
        self.failed.iter().all(|&w| w == 0)
    }
}
