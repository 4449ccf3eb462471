//! Static branches all at once, the reference [`super::refute`] is tested against (tests only):
//! the links of a grid as an implication graph of both kinds of potentials (a true candidate
//! makes its cell's other numbers and its number in its peers false; a false one makes true the
//! other number of a bivalue cell and the other place of a number with two places in a
//! complete house), its strongly connected components, and what each potential reaches as a
//! bitset. Its size is the work the static levels count.
//!
//! What a static branch derives is what its assumption reaches in this graph, and it meets a
//! contradiction exactly when its assumption reaches its own negation (the links read backwards
//! are links too: from a potential and its negation both derived, the negation of the
//! assumption follows).

use crate::layout::{Cell, Layout, Number, NumberSet};

use super::super::{cand, uncand};
use super::NONE;

/// The graph and the closures, buffers reused.
#[derive(Clone, Debug, Default)]
pub(super) struct Reach {
    /// For each potential: its vertex, or `NONE`.
    vertex: Vec<u32>,
    /// For each vertex: its potential (in the potentials' order).
    potential: Vec<u32>,
    /// Each vertex's successors that have successors, a span of `edges`.
    first: Vec<u32>,
    edges: Vec<u32>,
    /// Each true vertex's successors without successor (false potentials: most of a true
    /// potential's), `words` words of vertex bits: the closures take them as words, the
    /// components' search never walks them. And how many there are in all (edges too).
    leaves: Vec<u64>,
    leaf_count: u64,
    /// Each vertex's component; each component's closure, `words` words of vertex bits.
    component: Vec<u32>,
    closure: Vec<u64>,
    words: usize,
    /// Tarjan's buffers.
    order: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<u32>,
    on_stack: Vec<bool>,
    /// For each vertex: whether it is a false potential without successor.
    sink: Vec<bool>,
    calls: Vec<(u32, u32)>,
    members: Vec<u32>,
    /// For each component: the last component whose closure took it in.
    merged: Vec<u32>,
    /// For each vertex: the last vertex given an edge to it, while the edges are made.
    stamp: Vec<u32>,
}

impl Reach {
    /// Builds the graph of `grid`'s links and every closure, given each number's places in
    /// each house of `grid` (`house · side + number`: bit `i` for the house's `i`-th cell, as
    /// the branches keep them).
    pub fn build(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        let n = layout.side();
        let total = layout.cells() * n;
        self.vertex.clear();
        self.vertex.resize(2 * total, NONE);
        self.potential.clear();
        for (c, &here) in grid.iter().enumerate() {
            for d in here {
                let p = 2 * cand(n, Cell::new(c), d) as u32;
                for q in [p, p + 1] {
                    self.vertex[q as usize] = self.potential.len() as u32;
                    self.potential.push(q);
                }
            }
        }
        debug_assert_eq!(places.len(), layout.houses() * n);
        let vertices = self.potential.len();
        // The false potentials without successor (neither a bivalue cell's nor one of two
        // places in a complete house), as the edges below would leave them.
        self.sink.clear();
        self.sink.resize(vertices, false);
        for v in (0..vertices).step_by(2) {
            let p = self.potential[v];
            let (cell, d) = uncand(n, (p / 2) as usize);
            self.sink[v] = grid[cell.index()].len() != 2
                && layout.houses_of(cell).all(|(h, _)| {
                    !layout.is_complete(h) || places[h.index() * n + d.index()].count_ones() != 2
                });
        }
        self.first.clear();
        self.edges.clear();
        self.words = vertices.div_ceil(64).max(1);
        let words = self.words;
        self.leaves.clear();
        self.leaves.resize(vertices / 2 * words, 0);
        // For each vertex: the last vertex given an edge to it (a peer is in several houses).
        self.stamp.clear();
        self.stamp.resize(vertices, NONE);
        for v in 0..vertices as u32 {
            self.first.push(self.edges.len() as u32);
            let p = self.potential[v as usize];
            let (cell, d) = uncand(n, (p / 2) as usize);
            let here = grid[cell.index()];
            if p % 2 == 1 {
                // A leaf's bit, set again for a peer in several houses; other successors once.
                let leaves = &mut self.leaves[(v / 2) as usize * words..][..words];
                for e in here - NumberSet::single(d) {
                    let w = self.vertex[off(n, cell, e) as usize];
                    if self.sink[w as usize] {
                        leaves[(w / 64) as usize] |= 1 << (w % 64);
                    } else {
                        self.edges.push(w);
                    }
                }
                for (h, at) in layout.houses_of(cell) {
                    let cells = layout.cells_of(h);
                    let mut bits = places[h.index() * n + d.index()] & !(1 << at.index());
                    while bits != 0 {
                        let other = cells[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                        let w = self.vertex[off(n, other, d) as usize];
                        if self.sink[w as usize] {
                            leaves[(w / 64) as usize] |= 1 << (w % 64);
                        } else if self.stamp[w as usize] != v {
                            self.stamp[w as usize] = v;
                            self.edges.push(w);
                        }
                    }
                }
            } else if !self.sink[v as usize] {
                if here.len() == 2 {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    self.edges.push(self.vertex[off(n, cell, e) as usize + 1]);
                }
                for (h, at) in layout.houses_of(cell) {
                    let bits = places[h.index() * n + d.index()];
                    if layout.is_complete(h) && bits.count_ones() == 2 {
                        let other = layout.cells_of(h)
                            [(bits & !(1 << at.index())).trailing_zeros() as usize];
                        self.edges.push(self.vertex[off(n, other, d) as usize + 1]);
                    }
                }
            }
        }
        self.first.push(self.edges.len() as u32);
        self.leaf_count = self.leaves.iter().map(|w| u64::from(w.count_ones())).sum();
        self.components();
    }

    /// Tarjan's strongly connected components (iterative), then each component's closure in
    /// the order found (successors' components first). A false potential without successor
    /// (most of them) is no component: no closure is asked of it, and a closure that reaches
    /// it takes its bit from the true potentials' leaves.
    fn components(&mut self) {
        let vertices = self.potential.len();
        self.order.clear();
        self.order.resize(vertices, NONE);
        self.low.clear();
        self.low.resize(vertices, 0);
        self.on_stack.clear();
        self.on_stack.resize(vertices, false);
        self.component.clear();
        self.component.resize(vertices, NONE);
        self.closure.clear();
        self.merged.clear();
        self.stack.clear();
        let mut counter = 0u32;
        let mut components = 0u32;
        for root in 0..vertices as u32 {
            if self.order[root as usize] != NONE || self.sink[root as usize] {
                continue;
            }
            self.calls.clear();
            self.calls.push((root, self.first[root as usize]));
            self.order[root as usize] = counter;
            self.low[root as usize] = counter;
            counter += 1;
            self.stack.push(root);
            self.on_stack[root as usize] = true;
            while let Some(&mut (v, ref mut next)) = self.calls.last_mut() {
                if *next < self.first[v as usize + 1] {
                    let w = self.edges[*next as usize];
                    *next += 1;
                    if self.order[w as usize] == NONE {
                        self.order[w as usize] = counter;
                        self.low[w as usize] = counter;
                        counter += 1;
                        self.stack.push(w);
                        self.on_stack[w as usize] = true;
                        self.calls.push((w, self.first[w as usize]));
                    } else if self.on_stack[w as usize] {
                        let o = self.order[w as usize];
                        let l = &mut self.low[v as usize];
                        *l = (*l).min(o);
                    }
                    continue;
                }
                self.calls.pop();
                if let Some(&(u, _)) = self.calls.last() {
                    let l = self.low[v as usize];
                    let lu = &mut self.low[u as usize];
                    *lu = (*lu).min(l);
                }
                if self.low[v as usize] != self.order[v as usize] {
                    continue;
                }
                // A component: its members, then what their successors reach.
                let k = components;
                components += 1;
                self.merged.push(NONE);
                let base = self.closure.len();
                self.closure.resize(base + self.words, 0);
                self.members.clear();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w as usize] = false;
                    self.component[w as usize] = k;
                    self.closure[base + (w / 64) as usize] |= 1 << (w % 64);
                    self.members.push(w);
                    if w == v {
                        break;
                    }
                }
                // Successors outside the component are done (found before it).
                for &m in &self.members {
                    if m % 2 == 1 {
                        let leaves = &self.leaves[(m / 2) as usize * self.words..][..self.words];
                        for (x, &bits) in self.closure[base..].iter_mut().zip(leaves) {
                            *x |= bits;
                        }
                    }
                    let (a, b) = (self.first[m as usize], self.first[m as usize + 1]);
                    for &w in &self.edges[a as usize..b as usize] {
                        let c = self.component[w as usize];
                        if c != k && self.merged[c as usize] != k {
                            self.merged[c as usize] = k;
                            let from = c as usize * self.words;
                            for x in 0..self.words {
                                let bits = self.closure[from + x];
                                self.closure[base + x] |= bits;
                            }
                        }
                    }
                }
            }
        }
    }

    /// The graph's size, vertices and edges (the work of a build).
    pub fn size(&self) -> u64 {
        self.potential.len() as u64 + self.edges.len() as u64 + self.leaf_count
    }

    /// The closure of potential `p` (present in the grid), as vertex bits (a vertex's order is
    /// its potential's: [`Reach::potential`]).
    pub fn closure(&self, p: u32) -> &[u64] {
        let k = self.component[self.vertex[p as usize] as usize] as usize;
        &self.closure[k * self.words..(k + 1) * self.words]
    }

    /// The potential of vertex `v`.
    pub fn potential(&self, v: u32) -> u32 {
        self.potential[v as usize]
    }

    /// Whether assuming `p` leads to a contradiction.
    pub fn contradicts(&self, p: u32) -> bool {
        let v = self.vertex[(p ^ 1) as usize];
        self.closure(p)[(v / 64) as usize] & (1 << (v % 64)) != 0
    }
}

/// The potential of `d` false in `cell`.
fn off(n: usize, cell: Cell, d: Number) -> u32 {
    2 * cand(n, cell, d) as u32
}
