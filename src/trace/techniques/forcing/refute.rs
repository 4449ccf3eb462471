//! The static levels' graph all at once: which candidates of a grid lead over its links to
//! their own negation (static forcing chains and cycles), and what each candidate true derives
//! (cell and region forcing chains), so that the static levels (and the nested searches, which
//! run them on every stalled branch) follow a branch only to write out a conclusion.
//!
//! A static branch alternates: a true candidate makes false the candidates it sees (its cell's
//! other numbers, its number in its peers), a false one makes true its partners (the other
//! number of a bivalue cell, the other place of a number with two places in a complete house).
//! So the graph is of the true candidates alone (`p` to every partner of every candidate it
//! sees), each of its strongly connected components gets its closure over the candidates, and:
//! a true candidate `p` reaches its own negation exactly when its closure holds a candidate
//! that sees it; it makes true its closure, and false every candidate its closure sees
//! ([`Refute::spread`], each component's, only for the cell and region forcing chains).
//!
//! What each candidate sees is kept for a base grid (a nested search's is the outer search's
//! grid, which every branch's grid is inside): a grid inside it sees that less what it lacks.
//!
//! The work counted (against the nested levels' budget) is that of the graph of both kinds of
//! potentials, as the tests' reference (`reach`) builds it: two vertices per candidate, an edge
//! or a leaf per candidate a true one sees (each once), an edge per partner of a false one (once
//! per house that makes it one).

use crate::layout::{Cell, Layout, NumberSet};

use super::super::cand;
use super::NONE;

/// The graph of the true candidates and their closures, buffers reused.
#[derive(Clone, Debug, Default)]
pub(super) struct Refute {
    /// The grid the ranks and the candidates seen are of (a nested search's grid is its outer
    /// search's less what the branch removed): each grid built over is inside it.
    base: Vec<NumberSet>,
    /// For each candidate of `base`: its rank (its vertex), or `NONE`; for each rank, its
    /// candidate.
    rank: Vec<u32>,
    candidate: Vec<u32>,
    /// Each vertex's candidates seen in `base`, `words` words of vertex bits.
    seen: Vec<u64>,
    words: usize,
    /// The vertices whose candidates are in the grid built over.
    alive: Vec<u64>,
    /// Each vertex's partners in that grid (once per house that makes one), a span of
    /// `partners`.
    partners_first: Vec<u32>,
    partners: Vec<u32>,
    /// The vertices with a partner, `words` words of vertex bits.
    linked: Vec<u64>,
    /// Each vertex's successors (the partners of the candidates it sees), a span of `edges`.
    first: Vec<u32>,
    edges: Vec<u32>,
    /// Each vertex's component; each component's closure, `words` words of vertex bits; its
    /// members, a span of `members_all`.
    component: Vec<u32>,
    closure: Vec<u64>,
    members_first: Vec<u32>,
    members_all: Vec<u32>,
    /// Each component's candidates made false ([`Refute::spread`]), `words` words of vertex
    /// bits.
    spread: Vec<u64>,
    /// Tarjan's buffers.
    order: Vec<u32>,
    low: Vec<u32>,
    stack: Vec<u32>,
    calls: Vec<(u32, u32)>,
    /// For each component: the last component whose closure took it in.
    merged: Vec<u32>,
    /// The work of the build (the graph of both kinds of potentials' vertices and edges).
    size: u64,
}

impl Refute {
    /// Takes `grid` (each number's places in each house `places`, as
    /// [`super::Branch::places`]) as the grid the next builds are inside, unless it is already.
    pub fn rebase(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        if self.base.as_slice() == grid {
            return;
        }
        self.base.clear();
        self.base.extend_from_slice(grid);
        let n = layout.side();
        self.rank.clear();
        self.rank.resize(layout.cells() * n, NONE);
        self.candidate.clear();
        for (c, &here) in grid.iter().enumerate() {
            for d in here {
                let i = cand(n, Cell::new(c), d);
                self.rank[i] = self.candidate.len() as u32;
                self.candidate.push(i as u32);
            }
        }
        let count = self.candidate.len();
        let words = count.div_ceil(64).max(1);
        self.words = words;
        self.seen.clear();
        self.seen.resize(count * words, 0);
        let mut r = 0usize;
        for (c, &here) in grid.iter().enumerate() {
            let cell = Cell::new(c);
            for d in here {
                let row = &mut self.seen[r * words..][..words];
                for e in here - NumberSet::single(d) {
                    let q = self.rank[cand(n, cell, e)];
                    row[(q / 64) as usize] |= 1 << (q % 64);
                }
                for (h, at) in layout.houses_of(cell) {
                    let cells = layout.cells_of(h);
                    let mut bits = places[h.index() * n + d.index()] & !(1 << at.index());
                    while bits != 0 {
                        let other = cells[bits.trailing_zeros() as usize];
                        bits &= bits - 1;
                        let q = self.rank[cand(n, other, d)];
                        row[(q / 64) as usize] |= 1 << (q % 64);
                    }
                }
                r += 1;
            }
        }
    }

    /// Builds the graph of `grid`'s true candidates and its closures, given each number's
    /// places in each house of `grid` (as [`super::Branch::places`]); over the base if `grid`
    /// is inside it, else over `grid` itself as the base.
    pub fn build(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        if self.base.len() != grid.len()
            || !grid.iter().zip(&self.base).all(|(g, b)| g.is_subset(*b))
        {
            self.rebase(layout, grid, places);
        }
        let n = layout.side();
        let words = self.words;
        let vertices = self.seen.len() / words;
        self.alive.clear();
        self.alive.resize(words, 0);
        self.linked.clear();
        self.linked.resize(words, 0);
        self.partners_first.clear();
        self.partners.clear();
        let mut count = 0u64;
        let mut r = 0usize;
        for (c, (&here, &base)) in grid.iter().zip(&self.base).enumerate() {
            let cell = Cell::new(c);
            for d in base {
                let from = self.partners.len();
                self.partners_first.push(from as u32);
                r += 1;
                if !here.contains(d) {
                    continue;
                }
                let v = r - 1;
                count += 1;
                self.alive[v / 64] |= 1 << (v % 64);
                if here.len() == 2 {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    self.partners.push(self.rank[cand(n, cell, e)]);
                }
                for (h, at) in layout.houses_of(cell) {
                    let all = places[h.index() * n + d.index()];
                    if layout.is_complete(h) && all.count_ones() == 2 {
                        let other = layout.cells_of(h)
                            [(all & !(1 << at.index())).trailing_zeros() as usize];
                        self.partners.push(self.rank[cand(n, other, d)]);
                    }
                }
                if self.partners.len() > from {
                    self.linked[v / 64] |= 1 << (v % 64);
                }
            }
        }
        self.partners_first.push(self.partners.len() as u32);
        self.first.clear();
        self.edges.clear();
        let mut seen = 0u64;
        for v in 0..vertices {
            self.first.push(self.edges.len() as u32);
            if self.alive[v / 64] & 1 << (v % 64) == 0 {
                continue;
            }
            let row = &self.seen[v * words..][..words];
            for (x, (&bits, (&alive, &linked))) in row
                .iter()
                .zip(self.alive.iter().zip(&self.linked))
                .enumerate()
            {
                seen += u64::from((bits & alive).count_ones());
                let mut bits = bits & linked;
                while bits != 0 {
                    let q = x * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let (a, b) = (self.partners_first[q], self.partners_first[q + 1]);
                    for &w in &self.partners[a as usize..b as usize] {
                        self.edges.push(w);
                    }
                }
            }
        }
        self.first.push(self.edges.len() as u32);
        self.size = 2 * count + self.partners.len() as u64 + seen;
        self.components(vertices);
    }

    /// Tarjan's strongly connected components (iterative), then each component's closure in
    /// the order found (successors' components first).
    fn components(&mut self, vertices: usize) {
        let words = self.words;
        self.order.clear();
        self.order.resize(vertices, NONE);
        // Written when a vertex is first visited, before it is read.
        if self.low.len() < vertices {
            self.low.resize(vertices, 0);
        }
        self.component.clear();
        self.component.resize(vertices, NONE);
        self.closure.clear();
        self.members_first.clear();
        self.members_all.clear();
        self.merged.clear();
        self.stack.clear();
        let mut counter = 0u32;
        let mut components = 0u32;
        for root in 0..vertices as u32 {
            let alive = self.alive[(root / 64) as usize] & 1 << (root % 64) != 0;
            if self.order[root as usize] != NONE || !alive {
                continue;
            }
            self.calls.clear();
            self.calls.push((root, self.first[root as usize]));
            self.order[root as usize] = counter;
            self.low[root as usize] = counter;
            counter += 1;
            self.stack.push(root);
            while let Some(&mut (v, ref mut next)) = self.calls.last_mut() {
                if *next < self.first[v as usize + 1] {
                    let w = self.edges[*next as usize];
                    *next += 1;
                    if self.order[w as usize] == NONE {
                        self.order[w as usize] = counter;
                        self.low[w as usize] = counter;
                        counter += 1;
                        self.stack.push(w);
                        self.calls.push((w, self.first[w as usize]));
                    } else if self.component[w as usize] == NONE {
                        // Visited and in no component yet: on the stack.
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
                // A component: its members, then what their successors reach (components
                // found before it).
                let k = components;
                components += 1;
                self.merged.push(NONE);
                let base = self.closure.len();
                self.closure.resize(base + words, 0);
                let from = self.members_all.len();
                self.members_first.push(from as u32);
                while let Some(w) = self.stack.pop() {
                    self.component[w as usize] = k;
                    self.closure[base + (w / 64) as usize] |= 1 << (w % 64);
                    self.members_all.push(w);
                    if w == v {
                        break;
                    }
                }
                for i in from..self.members_all.len() {
                    let m = self.members_all[i];
                    let (a, b) = (self.first[m as usize], self.first[m as usize + 1]);
                    for &w in &self.edges[a as usize..b as usize] {
                        let c = self.component[w as usize];
                        if c != k && self.merged[c as usize] != k {
                            self.merged[c as usize] = k;
                            let from = c as usize * words;
                            for x in 0..words {
                                let bits = self.closure[from + x];
                                self.closure[base + x] |= bits;
                            }
                        }
                    }
                }
            }
        }
    }

    /// What each component makes false, for the cell and region forcing chains: the
    /// candidates its members see, and what its successors' components make false (found
    /// before it).
    pub fn spread(&mut self) {
        let words = self.words;
        let components = self.members_first.len();
        self.members_first.push(self.members_all.len() as u32);
        self.spread.clear();
        self.spread.resize(components * words, 0);
        self.merged.clear();
        self.merged.resize(components, NONE);
        for k in 0..components {
            let base = k * words;
            let (a, b) = (self.members_first[k], self.members_first[k + 1]);
            for &m in &self.members_all[a as usize..b as usize] {
                let row = &self.seen[m as usize * words..][..words];
                let out = &mut self.spread[base..base + words];
                for ((x, &seen), &alive) in out.iter_mut().zip(row).zip(&self.alive) {
                    *x |= seen & alive;
                }
                let (a, b) = (self.first[m as usize], self.first[m as usize + 1]);
                for &w in &self.edges[a as usize..b as usize] {
                    let c = self.component[w as usize] as usize;
                    if c != k && self.merged[c] != k as u32 {
                        self.merged[c] = k as u32;
                        for x in 0..words {
                            let bits = self.spread[c * words + x];
                            self.spread[base + x] |= bits;
                        }
                    }
                }
            }
        }
        self.members_first.pop();
    }

    /// What assuming true potential `p` (of a candidate of the grid) derives, after
    /// [`Refute::spread`]: `words` words of the candidates made true (its closure), then
    /// `words` of those made false, written to `out`; [`Refute::potential`] reads a bit.
    pub fn derived(&self, p: u32, out: &mut Vec<u64>) {
        let words = self.words;
        let k = self.component[self.rank[(p / 2) as usize] as usize] as usize;
        out.clear();
        out.extend_from_slice(&self.closure[k * words..(k + 1) * words]);
        out.extend_from_slice(&self.spread[k * words..(k + 1) * words]);
    }

    /// The potential of bit `b` of [`Refute::derived`]'s words.
    pub fn potential(&self, b: u32) -> u32 {
        let width = (self.words * 64) as u32;
        let (r, on) = if b < width { (b, 1) } else { (b - width, 0) };
        2 * self.candidate[r as usize] + on
    }

    /// The work of the build: the vertices and edges of the graph of both kinds of potentials
    /// (what the tests' reference, `reach`, builds).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Whether assuming true potential `p` (of a candidate of the grid) leads to a
    /// contradiction: whether its closure (of candidates of the grid) holds a candidate it
    /// sees.
    pub fn contradicts(&self, p: u32) -> bool {
        debug_assert_eq!(p % 2, 1);
        let r = self.rank[(p / 2) as usize] as usize;
        let k = self.component[r] as usize;
        let words = self.words;
        let closure = &self.closure[k * words..(k + 1) * words];
        let seen = &self.seen[r * words..(r + 1) * words];
        closure.iter().zip(seen).any(|(a, b)| a & b != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::reach::Reach;
    use super::*;
    use crate::trace::Explainer;
    use crate::{Engine, Puzzle};

    /// Each number's places in each house of `grid`, as the searches keep them.
    fn places_of(layout: &Layout, grid: &[NumberSet]) -> Vec<u64> {
        let n = layout.side();
        let mut places = vec![0u64; layout.houses() * n];
        for h in layout.house_ids() {
            for (i, c) in layout.cells_of(h).iter().enumerate() {
                for d in grid[c.index()] {
                    places[h.index() * n + d.index()] |= 1 << i;
                }
            }
        }
        places
    }

    /// The potentials of the set bits of `words`, read by `potential`, in order.
    fn potentials(words: &[u64], potential: impl Fn(u32) -> u32) -> Vec<u32> {
        let mut out: Vec<u32> = (0..words.len() * 64)
            .filter(|&b| words[b / 64] >> (b % 64) & 1 != 0)
            .map(|b| potential(b as u32))
            .collect();
        out.sort_unstable();
        out
    }

    /// Refute says what the full closures say (contradictions, what each candidate true
    /// derives), and counts the same work, on `grid`.
    fn same(refute: &mut Refute, layout: &Layout, grid: &[NumberSet]) {
        let places = places_of(layout, grid);
        let mut reach = Reach::default();
        reach.build(layout, grid, &places);
        refute.build(layout, grid, &places);
        refute.spread();
        assert_eq!(refute.size(), reach.size());
        let n = layout.side();
        let mut derived = Vec::new();
        for (c, &here) in grid.iter().enumerate() {
            for d in here {
                let on = 2 * cand(n, Cell::new(c), d) as u32 + 1;
                assert_eq!(refute.contradicts(on), reach.contradicts(on), "{c} {d:?}");
                refute.derived(on, &mut derived);
                assert_eq!(
                    potentials(&derived, |b| refute.potential(b)),
                    potentials(reach.closure(on), |v| reach.potential(v)),
                    "{c} {d:?}"
                );
            }
        }
    }

    #[test]
    fn refute_agrees_with_the_closures_on_grids_and_on_grids_inside_a_base() {
        let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
        let mut refute = Refute::default();
        let mut broken = 0;
        for line in text.lines().take(2) {
            let trace = Explainer::new(&line.parse::<Puzzle>().expect("valid")).explain();
            for i in (0..trace.len()).step_by(5) {
                let engine = Engine::from_candidates(&trace.state_at(i).expect("a state"));
                let layout = engine.layout();
                let grid: Vec<NumberSet> = (0..layout.cells())
                    .map(|c| engine.graph().candidates(Cell::new(c)))
                    .collect();
                same(&mut refute, layout, &grid);
                // Grids inside it (every k-th candidate of cells of two or more removed),
                // over it as the base.
                refute.rebase(layout, &grid, &places_of(layout, &grid));
                for k in [3, 5, 7] {
                    let mut inside = grid.clone();
                    let mut at = 0;
                    for here in inside.iter_mut() {
                        for d in *here {
                            at += 1;
                            if at % k == 0 && here.len() >= 2 {
                                here.remove(d);
                            }
                        }
                    }
                    same(&mut refute, layout, &inside);
                    let places = places_of(layout, &inside);
                    refute.build(layout, &inside, &places);
                    broken += (0..inside.len())
                        .flat_map(|c| inside[c].into_iter().map(move |d| (c, d)))
                        .filter(|&(c, d)| {
                            refute.contradicts(2 * cand(layout.side(), Cell::new(c), d) as u32 + 1)
                        })
                        .count();
                }
            }
        }
        assert!(
            broken > 0,
            "some candidates of the grids inside lead to contradictions"
        );
    }
}
