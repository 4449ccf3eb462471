//! The static graph's strongly connected components (Tarjan's search) and what each one's
//! candidates made true derive: its closure, and for the cell and region forcing chains what it
//! makes false.

use super::super::NONE;
use super::{Refute, Vertex};

impl Refute {
    /// Tarjan's strongly connected components (iterative) of the vertices with successors,
    /// then each one's closure in the order found (successors' components first), and, when
    /// asked ([`Refute::want_spread`]), what it makes false in the same pass.
    #[inline(never)]
    pub(super) fn components(&mut self) {
        let words = self.words;
        // The buffers apart, so that growing one does not make the others be read again.
        let Refute {
            leads,
            leads_count,
            edges,
            vertex,
            closure,
            members_first,
            members_all,
            stack,
            calls,
            merged,
            seen,
            alive,
            spread,
            with_spread,
            spread_done,
            ..
        } = self;
        let with_spread = *with_spread;
        *spread_done = with_spread;
        let (seen, alive) = (&seen[..], &alive[..]);
        // Each component's row is zeroed, and its entry of `merged` made, when the component
        // is found.
        if closure.len() < *leads_count * words {
            closure.resize(*leads_count * words, 0);
        }
        if with_spread && spread.len() < *leads_count * words {
            spread.resize(*leads_count * words, 0);
        }
        members_first.clear();
        members_all.clear();
        merged.clear();
        stack.clear();
        let (edges, vertex) = (&edges[..], &mut vertex[..]);
        let mut counter = 0u32;
        let mut components = 0u32;
        for (x, &word) in leads.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let root = x * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let r = &mut vertex[root];
                if r.order != NONE {
                    continue;
                }
                // The vertex being searched and the span of its edges left are kept here; each
                // vertex it goes down to pushes them to `calls`, to go on with when it is done.
                calls.clear();
                r.order = counter;
                r.low = counter;
                counter += 1;
                stack.push(root as u32);
                let (mut v, mut next, mut to) = (root, r.from, r.to);
                loop {
                    if next < to {
                        let w = edges[next as usize] as usize;
                        next += 1;
                        let x = vertex[w];
                        if x.order == NONE {
                            let x = &mut vertex[w];
                            x.order = counter;
                            x.low = counter;
                            counter += 1;
                            stack.push(w as u32);
                            calls.push((v as u32, next));
                            (v, next, to) = (w, x.from, x.to);
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
                        // A component: its members, then what their successors reach (components
                        // found before it).
                        let k = components;
                        components += 1;
                        let (before, row) = closure.split_at_mut(k as usize * words);
                        let row = &mut row[..words];
                        row.fill(0);
                        merged.push(NONE);
                        let from = members_all.len();
                        members_first.push(from as u32);
                        while let Some(w) = stack.pop() {
                            vertex[w as usize].component = k;
                            row[(w / 64) as usize] |= 1 << (w % 64);
                            members_all.push(w);
                            if w as usize == v {
                                break;
                            }
                        }
                        if with_spread {
                            // The same pass makes what it makes false ([`Refute::spread`]):
                            // what its members see, and its successors' components' falses.
                            let (falses, out) = spread.split_at_mut(k as usize * words);
                            let out = &mut out[..words];
                            out.fill(0);
                            for &m in &members_all[from..] {
                                let sees = &seen[m as usize * words..][..words];
                                for ((x, &s), &a) in out.iter_mut().zip(sees).zip(alive) {
                                    *x |= s & a;
                                }
                                let Vertex { from, to, .. } = vertex[m as usize];
                                for &w in &edges[from as usize..to as usize] {
                                    let c = vertex[w as usize].component;
                                    if c != k && merged[c as usize] != k {
                                        merged[c as usize] = k;
                                        let other = &before[c as usize * words..][..words];
                                        for (x, &bits) in row.iter_mut().zip(other) {
                                            *x |= bits;
                                        }
                                        let other = &falses[c as usize * words..][..words];
                                        for (x, &bits) in out.iter_mut().zip(other) {
                                            *x |= bits;
                                        }
                                    }
                                }
                            }
                        } else {
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
                    }
                    match parent {
                        Some((u, n)) => (v, next, to) = (u as usize, n, vertex[u as usize].to),
                        None => break,
                    }
                }
            }
        }
    }

    /// What each component makes false, for the cell and region forcing chains: the
    /// candidates its members see, and what its successors' components make false (found
    /// before it); made by [`Refute::components`] in its own pass when the build was asked to
    /// ([`Refute::want_spread`]), else here: a nested cell and region search handed the static
    /// forcing chains' graph already built whole, without it ([`Refute::complete`] then builds
    /// nothing), makes it here (`hint --all` meets this).
    pub fn spread(&mut self) {
        if self.spread_done {
            // Made with the components.
            return;
        }
        let words = self.words;
        let components = self.members_first.len();
        self.members_first.push(self.members_all.len() as u32);
        self.spread.clear();
        self.spread.resize(components * words, 0);
        self.merged.clear();
        self.merged.resize(components, NONE);
        for k in 0..components {
            let (before, out) = self.spread.split_at_mut(k * words);
            let out = &mut out[..words];
            let (a, b) = (self.members_first[k], self.members_first[k + 1]);
            for &m in &self.members_all[a as usize..b as usize] {
                let row = &self.seen[m as usize * words..][..words];
                for ((x, &seen), &alive) in out.iter_mut().zip(row).zip(&self.alive) {
                    *x |= seen & alive;
                }
                let Vertex { from, to, .. } = self.vertex[m as usize];
                for &w in &self.edges[from as usize..to as usize] {
                    let c = self.vertex[w as usize].component as usize;
                    if c != k && self.merged[c] != k as u32 {
                        self.merged[c] = k as u32;
                        let other = &before[c * words..][..words];
                        for (x, &bits) in out.iter_mut().zip(other) {
                            *x |= bits;
                        }
                    }
                }
            }
        }
        self.members_first.pop();
    }
}
