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
//! Only the candidates that see one with a partner have successors (most do not): the others
//! are components of their own, their closure themselves, kept as no row. A partner sees its
//! own partner, so every successor has successors: Tarjan's search is of these alone.
//!
//! What each candidate sees is kept for a base grid (a nested search's is the outer search's
//! grid, which every branch's grid is inside): a grid inside it sees that less what it lacks.
//! Seeing is symmetric, so the seen pairs of a grid inside are the base's less those of the
//! candidates it lacks, counted from these few; so are its partners, with the new pairs of
//! the cells and houses that lost candidates (`partners.rs`). The static forcing chains and
//! cycles of a grid inside the base, where no candidate it keeps leads to its negation in the
//! base's graph, take only the components of what the grid's new partners reach: a
//! contradiction there takes one of them ([`Refute::contradictions_from_new_partners`], in
//! `pairs.rs`).
//!
//! The work counted (against the nested levels' budget) is that of the graph of both kinds of
//! potentials, as the tests' reference (`reach`) builds it: two vertices per candidate, an edge
//! or a leaf per candidate a true one sees (each once), an edge per partner of a false one (once
//! per house that makes it one).

use crate::layout::{Cell, Layout, NumberSet};

use super::super::cand;
use super::NONE;

mod components;
mod pairs;
mod partners;

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
    /// Each vertex's candidates seen in `base`, `words` words of vertex bits; how many, and
    /// their sum.
    seen: Vec<u64>,
    words: usize,
    degree: Vec<u32>,
    degrees: u64,
    /// Every vertex of `base`, `words` words of vertex bits.
    all: Vec<u64>,
    /// The vertices whose candidates are in the grid built over; those that are not.
    alive: Vec<u64>,
    dead: Vec<u32>,
    /// The vertices with a partner in that grid, `words` words of vertex bits; their partners
    /// (once per house that makes one), `stride` slots a vertex, and how many.
    linked: Vec<u64>,
    stride: usize,
    partners: Vec<u32>,
    partners_len: Vec<u8>,
    /// The same of the base, each number's places in each house of the base, and how many
    /// partners the base has (counted as [`Refute::size`] counts them).
    base_linked: Vec<u64>,
    base_partners: Vec<u32>,
    base_partners_len: Vec<u8>,
    base_places: Vec<u64>,
    base_partner_count: u64,
    /// The numbers in houses whose places [`Refute::prepare`] looked at (a bit per house and
    /// number).
    looked: Vec<u64>,
    /// The vertices with successors (alive, seeing a linked one), `words` words of vertex bits,
    /// and how many; each one's successors (the partners of the candidates it sees), a span of
    /// `edges` (in [`Vertex`]).
    leads: Vec<u64>,
    leads_count: usize,
    edges: Vec<u32>,
    /// Each vertex's span of `edges`, Tarjan's numbers and component, together (one place to
    /// read for each vertex met).
    vertex: Vec<Vertex>,
    /// Each component's closure, `words` words of vertex bits; its members, a span of
    /// `members_all`. (A vertex without successors is a component of its own, its closure
    /// itself, and no vertex's successor.)
    closure: Vec<u64>,
    members_first: Vec<u32>,
    members_all: Vec<u32>,
    /// Each component's candidates made false ([`Refute::spread`]), `words` words of vertex
    /// bits.
    spread: Vec<u64>,
    /// Whether the next build's components make their spread too (in the same pass); whether
    /// the last build's did.
    with_spread: bool,
    spread_done: bool,
    /// Tarjan's buffers.
    stack: Vec<u32>,
    calls: Vec<(u32, u32)>,
    /// For each component: the last component whose closure took it in.
    merged: Vec<u32>,
    /// The work of the build (the graph of both kinds of potentials' vertices and edges).
    size: u64,
    /// Whether [`Refute::contradictions_from_new_partners`] found the vertices that lead to
    /// their negation (`failed`, `words` words of vertex bits), the graph's components not
    /// built.
    by_pairs: bool,
    failed: Vec<u64>,
    /// Its buffers: the new pairs; the vertices its search met; what each component it found
    /// makes false, `words` words a component.
    pairs: Vec<(u32, u32)>,
    ends: Vec<u32>,
    falses: Vec<u64>,
    /// What its Tarjan search keeps of each vertex (each put back unseen after the search).
    met: Vec<Vertex>,
    /// Whether the graph's components are built (not only [`Refute::prepare`]d).
    built: bool,
    /// Whether the last [`Refute::prepare`] took its grid as the base (it was not inside).
    rebased: bool,
}

/// What Tarjan's search keeps of a vertex with successors.
#[derive(Clone, Copy, Debug)]
struct Vertex {
    /// Its successors, a span of [`Refute::edges`].
    from: u32,
    to: u32,
    /// Its number in the search's order (`NONE` before it is visited), the least it reaches.
    order: u32,
    low: u32,
    /// Its component (`NONE` until its component is found).
    component: u32,
}

/// A vertex not met by Tarjan's search.
const UNSEEN: Vertex = Vertex {
    from: 0,
    to: 0,
    order: NONE,
    low: NONE,
    component: NONE,
};

/// Whether bit `v` of `words` is set.
#[inline]
fn has(words: &[u64], v: usize) -> bool {
    words[v / 64] >> (v % 64) & 1 != 0
}

/// Pushes to `edges` the successors of the vertex whose row of candidates seen is `row`: the
/// partners (`stride` slots each, `partners_len` used) of the linked candidates it sees.
#[inline(always)]
fn push_successors(
    row: &[u64],
    linked: &[u64],
    stride: usize,
    partners: &[u32],
    partners_len: &[u8],
    edges: &mut Vec<u32>,
) {
    for (x, (&s, &l)) in row.iter().zip(linked).enumerate() {
        let mut bits = s & l;
        while bits != 0 {
            let q = x * 64 + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let (at, len) = (q * stride, partners_len[q] as usize);
            if stride == 4 {
                // (Three houses a cell, as on the standard layouts: the four slots copied
                // whole, then the unused taken off, where copying `len` was a call to
                // `memcpy`.)
                let slots: &[u32; 4] = partners[at..at + 4].try_into().expect("four slots");
                edges.extend_from_slice(slots);
                edges.truncate(edges.len() - (4 - len));
            } else {
                edges.extend_from_slice(&partners[at..at + len]);
            }
        }
    }
}

/// The set bits of `words`, in order.
#[inline]
fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(x, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(x * 64 + b)
        })
    })
}

impl Refute {
    /// Takes `grid` (each number's places in each house `places`, as
    /// [`super::Branch::places`]) as the grid the next builds are inside, unless it is already.
    pub fn rebase(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        // (Every cell's difference folded, no early exit: a loop without branches.)
        let differ =
            (self.base.iter().zip(grid)).fold(0, |any, (b, g)| any | (b.bits() ^ g.bits()));
        if self.base.len() == grid.len() && differ == 0 {
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
        self.degree.clear();
        self.degree.extend(
            self.seen
                .chunks_exact(words)
                .map(|row| row.iter().map(|w| w.count_ones()).sum::<u32>()),
        );
        self.degrees = self.degree.iter().map(|&d| u64::from(d)).sum();
        self.all.clear();
        self.all.resize(words, 0);
        for v in 0..count {
            self.all[v / 64] |= 1 << (v % 64);
        }
        self.stride = 1
            + (0..layout.cells())
                .map(|c| layout.houses_of(Cell::new(c)).len())
                .max()
                .unwrap_or(0);
        self.partners.clear();
        self.partners.resize(count * self.stride, 0);
        self.partners_len.clear();
        self.partners_len.resize(count, 0);
        self.base_places.clear();
        self.base_places.extend_from_slice(places);
        self.base_partner_count = self.partners_of(layout, grid, places);
        self.base_partners.clone_from(&self.partners);
        self.base_partners_len.clone_from(&self.partners_len);
        self.base_linked.clone_from(&self.linked);
        self.vertex.clear();
        self.vertex.resize(count, UNSEEN);
        self.met.clear();
        self.met.resize(count, UNSEEN);
    }

    /// Whether the next builds' components make their [`Refute::spread`] in the same pass (for
    /// the cell and region forcing chains).
    pub fn want_spread(&mut self, yes: bool) {
        self.with_spread = yes;
    }

    /// Builds the graph of `grid`'s true candidates and its closures, given each number's
    /// places in each house of `grid` (as [`super::Branch::places`]); over the base if `grid`
    /// is inside it, else over `grid` itself as the base.
    pub fn build(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        self.prepare(layout, grid, places);
        self.successors();
        self.components();
        self.built = true;
    }

    /// Builds the rest of the graph [`Refute::prepare`] began, if
    /// [`Refute::contradictions_from_new_partners`] took its place.
    pub fn complete(&mut self) {
        self.by_pairs = false;
        if !self.built {
            self.successors();
            self.components();
            self.built = true;
        }
    }

    /// Builds the graph of the base itself; a bit per vertex of the base for those that lead
    /// to their negation there.
    pub fn base_contradictions(&mut self, layout: &Layout, places: &[u64]) -> Vec<u64> {
        let base = self.base.clone();
        self.build(layout, &base, places);
        let mut bad = vec![0u64; self.words];
        for v in 0..self.candidate.len() {
            if self.contradicts(2 * self.candidate[v] + 1) {
                bad[v / 64] |= 1 << (v % 64);
            }
        }
        bad
    }

    /// The first part of [`Refute::build`]: the vertices of `grid` (over the base if `grid` is
    /// inside it), its partners, and the work of the build ([`Refute::size`]).
    pub fn prepare(&mut self, layout: &Layout, grid: &[NumberSet], places: &[u64]) {
        self.by_pairs = false;
        self.spread_done = false;
        self.built = false;
        // (As in `rebase`: every cell's excess folded.)
        let excess =
            (grid.iter().zip(&self.base)).fold(0, |any, (g, b)| any | (g.bits() & !b.bits()));
        self.rebased = self.base.len() != grid.len() || excess != 0;
        if self.rebased {
            self.rebase(layout, grid, places);
        }
        let words = self.words;
        let vertices = self.candidate.len();
        // The base's vertices less those the grid lacks.
        self.alive.clear();
        self.alive.extend_from_slice(&self.all);
        self.dead.clear();
        let mut r = 0;
        for (&here, &base) in grid.iter().zip(&self.base) {
            if here != base {
                for (i, d) in base.into_iter().enumerate() {
                    if !here.contains(d) {
                        let v = r + i;
                        self.alive[v / 64] &= !(1 << (v % 64));
                        self.dead.push(v as u32);
                    }
                }
            }
            r += base.len();
        }
        // The pairs seen among the alive: the base's, less those of each dead vertex (with
        // the alive, then with all; seeing is symmetric, so each pair is taken off once).
        let mut seen = self.degrees;
        for &u in &self.dead {
            let row = &self.seen[u as usize * words..][..words];
            let alive: u32 = row
                .iter()
                .zip(&self.alive)
                .map(|(s, a)| (s & a).count_ones())
                .sum();
            seen -= u64::from(alive + self.degree[u as usize]);
        }
        let partners = self.partners_from_base(layout, grid, places);
        let count = (vertices - self.dead.len()) as u64;
        self.size = 2 * count + partners + seen;
    }

    /// The vertices with successors: those that see a linked one; their successors.
    #[inline(never)]
    fn successors(&mut self) {
        let words = self.words;
        let Refute {
            seen,
            alive,
            linked,
            stride,
            partners,
            partners_len,
            leads,
            leads_count,
            edges,
            vertex,
            ..
        } = self;
        let (seen, alive, linked) = (&seen[..], &alive[..], &linked[..]);
        let (stride, partners, partners_len) = (*stride, &partners[..], &partners_len[..]);
        leads.clear();
        leads.resize(words, 0);
        for q in ones(linked) {
            let row = &seen[q * words..][..words];
            for ((l, s), a) in leads.iter_mut().zip(row).zip(alive) {
                *l |= s & a;
            }
        }
        edges.clear();
        *leads_count = 0;
        for (y, &word) in leads.iter().enumerate() {
            let mut vs = word;
            while vs != 0 {
                let v = y * 64 + vs.trailing_zeros() as usize;
                vs &= vs - 1;
                // Not yet visited by Tarjan's search.
                let from = edges.len() as u32;
                *leads_count += 1;
                let row = &seen[v * words..][..words];
                push_successors(row, linked, stride, partners, partners_len, edges);
                vertex[v] = Vertex {
                    from,
                    to: edges.len() as u32,
                    order: NONE,
                    low: NONE,
                    component: NONE,
                };
            }
        }
    }

    /// What assuming true potential `p` (of a candidate of the grid) derives, after
    /// [`Refute::spread`]: `words` words of the candidates made true (its closure), then
    /// `words` of those made false, written to `out`; [`Refute::potential`] reads a bit.
    /// Whether `p` is a vertex without successors, which derives itself true and what it sees
    /// false, no more.
    pub fn derived(&self, p: u32, out: &mut Vec<u64>) -> bool {
        let words = self.words;
        let r = self.rank[(p / 2) as usize] as usize;
        out.clear();
        if has(&self.leads, r) {
            let k = self.vertex[r].component as usize;
            out.extend_from_slice(&self.closure[k * words..(k + 1) * words]);
            out.extend_from_slice(&self.spread[k * words..(k + 1) * words]);
            false
        } else {
            // A component of its own: itself made true, what it sees false.
            out.resize(words, 0);
            out[r / 64] |= 1 << (r % 64);
            let row = &self.seen[r * words..][..words];
            out.extend(row.iter().zip(&self.alive).map(|(s, a)| s & a));
            true
        }
    }

    /// Whether true potential `p`, whose [`Refute::derived`] words are `derived`, leads to a
    /// contradiction ([`Refute::contradicts`]): whether it makes itself false (a candidate of
    /// its closure sees it).
    pub fn derives_negation(&self, p: u32, derived: &[u64]) -> bool {
        let r = self.rank[(p / 2) as usize] as usize;
        has(&derived[self.words..], r)
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
    /// sees (never, for a vertex without successors: its closure is itself).
    pub fn contradicts(&self, p: u32) -> bool {
        debug_assert_eq!(p % 2, 1);
        let r = self.rank[(p / 2) as usize] as usize;
        if self.by_pairs {
            return has(&self.failed, r);
        }
        if !has(&self.leads, r) {
            return false;
        }
        let k = self.vertex[r].component as usize;
        let words = self.words;
        let closure = &self.closure[k * words..(k + 1) * words];
        let seen = &self.seen[r * words..(r + 1) * words];
        closure.iter().zip(seen).any(|(a, b)| a & b != 0)
    }
}
