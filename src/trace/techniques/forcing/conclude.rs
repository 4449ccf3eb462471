//! What the branches conclude, and the steps that say it: a contradiction, what a candidate and
//! its negation both lead to (double), what every candidate of a cell or every place of a
//! number in a house leads to (cell, region), each written out with the potentials it needed.

use crate::layout::{Cell, MAX_SIDE, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::forcing_rating;
use crate::trace::step::Steps;

use super::super::{cand, uncand};
use super::{Branch, Finding, Kind, Level, START, Search, every, potential, technique};

/// The most words of the sets whose intersection [`Search::common`] takes on a copy (every
/// set of a 9×9 grid: 1,458 potentials at the dynamic levels, twice 729 candidates at the
/// static ones).
const WORDS: usize = 24;

/// The most starts of a cell or region conclusion kept on a small array.
const SMALL: usize = 16;

impl Search<'_> {
    /// Whether candidate `i`'s true branch derives potential `p`.
    pub(super) fn derives(&self, i: usize, p: u32) -> bool {
        self.sets[i][(p / 64) as usize] & (1 << (p % 64)) != 0
    }

    /// A contradiction from `d` in `cell` false, and (dynamic, three candidates or more) what
    /// it and `d` true both lead to.
    pub(super) fn binary(&mut self, cell: Cell, d: Number, out: &mut Steps) {
        // Static: a contradiction from a candidate false is one from each other candidate of
        // its cell true (the links read backwards), found by their true branches.
        if matches!(self.level, Level::Static | Level::Chains) {
            return;
        }
        let on = self.potential(cell, d, true);
        let i = (on / 2) as usize;
        self.ensure(on, out);
        // Nested: a bivalue cell's number false is its other number true, whose branch says
        // the same (one potential shorter).
        let nested = self.state.is_none() || !self.level.nested().is_empty();
        if nested && self.level.y() && self.source[cell.index()].len() == 2 {
            return;
        }
        let double =
            self.level.multiple() && self.level.dynamic() && self.source[cell.index()].len() >= 3;
        if self.masks && self.negation_concludes_nothing(cell, d, double && !self.broken[i]) {
            return;
        }
        let total = self.layout.cells() * self.n;
        let mut b = (self.b.take()).unwrap_or_else(|| super::fresh(self.pool, total));
        self.follow(&mut b, on ^ 1);
        if let Some(q) = b.contradiction
            && let Some(parts) = self.parts(Kind::Contradiction, &[(&*b, on ^ 1)], &[q, q ^ 1], on)
        {
            self.report(Kind::Contradiction, &parts, on, out);
        }
        if double && b.contradiction.is_none() && !self.broken[i] {
            let common: Vec<u32> = (b.list.iter().copied())
                .filter(|&p| p / 2 != on / 2 && self.derives(i, p) && self.worth(p))
                .collect();
            if !common.is_empty() {
                let a = self.followed(on);
                for p in common {
                    if self.gave_up.get() {
                        break;
                    }
                    if self.known(Kind::Double, p) {
                        continue;
                    }
                    let both = [(&*a, on), (&*b, on ^ 1)];
                    if let Some(parts) = self.parts(Kind::Double, &both, &[p], p) {
                        self.report(Kind::Double, &parts, p, out);
                    }
                }
                self.cache[(on / 2) as usize] = Some(a);
            }
        }
        let b = self.keep_negation(b, on ^ 1);
        self.b = Some(b);
    }

    /// Whether the branch of `d` in `cell` false, derived with the masks ([`super::closure`]),
    /// meets no contradiction and (when `double`) shares no potential worth concluding with the
    /// true branch's set: then following it would report nothing, and its work is counted
    /// here. Otherwise it is to be followed, to write what it concludes.
    fn negation_concludes_nothing(&mut self, cell: Cell, d: Number, double: bool) -> bool {
        let i = cand(self.n, cell, d);
        let mut set = std::mem::take(&mut self.negation);
        set.clear();
        let derived = match self.conjugate(cell, d) {
            // `d` false in `cell` makes its other place true, which makes it false: the same
            // closure as that place's true branch, derived with the masks (no contradiction),
            // its count its bits.
            Some(x)
                if self.closure.done(x)
                    && !self.broken[x]
                    && self.sets[x].len() == self.sets[i].len() =>
            {
                set.extend_from_slice(&self.sets[x]);
                Some(set.iter().map(|w| u64::from(w.count_ones())).sum())
            }
            _ => {
                set.resize(self.sets[i].len(), 0);
                (self.closure).derive(self.layout, cell, d.index(), false, &mut set)
            }
        };
        let nothing = derived.is_some_and(|count| {
            let on = 2 * i as u32 + 1;
            let shared = double
                && (set.iter().zip(&self.sets[i]).enumerate()).any(|(w, (&x, &y))| {
                    let mut bits = x & y;
                    while bits != 0 {
                        let p = (64 * w) as u32 + bits.trailing_zeros();
                        bits &= bits - 1;
                        if p / 2 != on / 2 && self.worth(p) {
                            return true;
                        }
                    }
                    false
                });
            if !shared {
                self.work.set(self.work.get() + count);
            }
            !shared
        });
        self.negation = set;
        nothing
    }

    /// The candidate of `d`'s other place in the first complete house of `cell` where `d` has
    /// two places, if any.
    fn conjugate(&self, cell: Cell, d: Number) -> Option<usize> {
        let (layout, n) = (self.layout, self.n);
        for (h, at) in layout.houses_of(cell) {
            let places = self.places[h.index() * n + d.index()];
            if places.count_ones() == 2 && layout.is_complete(h) {
                let other = places & !(1 << at.index());
                let x = layout.cells_of(h)[other.trailing_zeros() as usize];
                return Some(cand(n, x, d));
            }
        }
        None
    }

    /// What every place of `d` in a complete house of `cell` leads to, when `cell` is its first
    /// place there.
    pub(super) fn regions(&mut self, cell: Cell, d: Number, out: &mut Steps) {
        let layout = self.layout;
        let n = self.n;
        let least = if self.level.dynamic() { 2 } else { 3 };
        for (h, at) in layout.houses_of(cell) {
            let places = self.places[h.index() * n + d.index()];
            // `cell` its first place there, enough places, a complete house (cheapest first).
            if places.trailing_zeros() as usize != at.index()
                || (places.count_ones() as usize) < least
                || !layout.is_complete(h)
            {
                continue;
            }
            let cells = layout.cells_of(h);
            let fill = |starts: &mut [u32]| {
                let mut bits = places;
                for start in starts {
                    *start = potential(n, cells[bits.trailing_zeros() as usize], d, true);
                    bits &= bits - 1;
                }
            };
            self.common_of(Kind::Region, places.count_ones() as usize, fill, out);
        }
    }

    /// What every candidate of `cell` leads to.
    pub(super) fn cell(&mut self, cell: Cell, out: &mut Steps) {
        let (here, n) = (self.source[cell.index()], self.n);
        let fill = |starts: &mut [u32]| {
            for (start, d) in starts.iter_mut().zip(here) {
                *start = potential(n, cell, d, true);
            }
        };
        self.common_of(Kind::Cell, here.len(), fill, out);
    }

    /// [`Search::common`] of the `count` starts `fill` writes: up to 16 on a small array, not
    /// zeroing `MAX_SIDE`.
    fn common_of(&mut self, kind: Kind, count: usize, fill: impl Fn(&mut [u32]), out: &mut Steps) {
        if count <= SMALL {
            let mut starts = [0u32; SMALL];
            fill(&mut starts[..count]);
            self.common(kind, &starts[..count], out);
        } else {
            let mut starts = [0u32; MAX_SIDE];
            fill(&mut starts[..count]);
            self.common(kind, &starts[..count], out);
        }
    }

    /// Reports the potentials the true branches of every one of `starts` (one of them holds)
    /// derive.
    pub(super) fn common(&mut self, kind: Kind, starts: &[u32], out: &mut Steps) {
        if self.level.dynamic() {
            // (The static levels' sets are all made before.)
            for &s in starts {
                self.ensure(s, out);
            }
        }
        let mut found: Vec<u32> = Vec::new();
        // Most cells and regions have nothing in common: the rest of the work apart.
        if self.intersection(starts, &mut found) {
            self.conclude_common(kind, starts, found, out);
        }
    }

    /// Pushes to `found` the potentials worth concluding that the sets of `starts` all hold
    /// (none when their lengths differ, or one of their branches met a contradiction: a
    /// contradiction step says so more simply), in order: whether there are any.
    #[inline]
    fn intersection(&self, starts: &[u32], found: &mut Vec<u32>) -> bool {
        let index = |s: u32| (s / 2) as usize;
        // The usual lengths (a 9×9 grid's dynamic sets, its static ones by how many candidates
        // are left) on arrays of a known size: no bounds checks, the loops unrolled.
        let any = match self.sets[index(starts[0])].len() {
            _ if starts.len() < 2 => self.intersect_any(starts, found),
            23 => self.intersect::<23>(starts, found),
            4 => self.intersect::<4>(starts, found),
            6 => self.intersect::<6>(starts, found),
            8 => self.intersect::<8>(starts, found),
            10 => self.intersect::<10>(starts, found),
            12 => self.intersect::<12>(starts, found),
            _ => self.intersect_any(starts, found),
        };
        // (Only now: a broken branch's set is as good as any to intersect.)
        if !any || starts.iter().any(|&s| self.broken[index(s)]) {
            return false;
        }
        if self.level == Level::Static {
            // The static sets hold the true potentials, then the false ones: in order.
            found.sort_unstable();
        }
        true
    }

    /// [`Search::intersection`] on sets of any length.
    fn intersect_any(&self, starts: &[u32], found: &mut Vec<u32>) -> bool {
        let index = |s: u32| (s / 2) as usize;
        let words = self.sets[index(starts[0])].len();
        if starts.iter().any(|&s| self.sets[index(s)].len() != words) {
            return false;
        }
        let first = &self.sets[index(starts[0])];
        if words <= WORDS {
            // Set by set on a copy of the first (a pass's ANDs run over whole words, no word
            // tested between sets), stopped once the intersection is empty: nothing allocated
            // unless something is found.
            let mut common = [0u64; WORDS];
            let common = &mut common[..words];
            common.copy_from_slice(first);
            for &s in &starts[1..] {
                let mut any = 0;
                for (x, &y) in common.iter_mut().zip(&self.sets[index(s)]) {
                    *x &= y;
                    any |= *x;
                }
                if any == 0 {
                    return false;
                }
            }
            for (w, &bits) in common.iter().enumerate() {
                self.gather(w, bits, starts, found);
            }
        } else {
            // Word by word, a word's intersection stopped once empty (most cells and regions
            // of a nested search's grid have nothing in common): nothing copied.
            for (w, &word) in first.iter().enumerate() {
                let mut bits = word;
                for &s in &starts[1..] {
                    if bits == 0 {
                        break;
                    }
                    bits &= self.sets[index(s)][w];
                }
                self.gather(w, bits, starts, found);
            }
        }
        !found.is_empty()
    }

    /// [`Search::intersection`] of sets `W` words long (two starts or more).
    #[inline]
    fn intersect<const W: usize>(&self, starts: &[u32], found: &mut Vec<u32>) -> bool {
        let set = |s: u32| -> Option<&[u64; W]> {
            (self.sets[(s / 2) as usize].as_slice()).try_into().ok()
        };
        let (Some(first), Some(second)) = (set(starts[0]), set(starts[1])) else {
            return false;
        };
        let mut common: [u64; W] = std::array::from_fn(|w| first[w] & second[w]);
        if common.iter().fold(0, |any, &x| any | x) == 0 {
            return false;
        }
        for &s in &starts[2..] {
            let Some(next) = set(s) else {
                return false;
            };
            let mut any = 0;
            for (x, &y) in common.iter_mut().zip(next) {
                *x &= y;
                any |= *x;
            }
            if any == 0 {
                return false;
            }
        }
        for (w, &bits) in common.iter().enumerate() {
            self.gather(w, bits, starts, found);
        }
        !found.is_empty()
    }

    /// Reports the potentials `found` that the true branches of every one of `starts` derive,
    /// their branches followed to write them out.
    #[inline(never)]
    fn conclude_common(&mut self, kind: Kind, starts: &[u32], found: Vec<u32>, out: &mut Steps) {
        let branches: Vec<Box<Branch>> = starts.iter().map(|&s| self.followed(s)).collect();
        if self.gave_up.get() {
            for (&s, branch) in starts.iter().zip(branches) {
                self.cache[(s / 2) as usize] = Some(branch);
            }
            return;
        }
        let each: Vec<(&Branch, u32)> = (branches.iter().zip(starts))
            .map(|(b, &s)| (&**b, s))
            .collect();
        for p in found {
            if self.known(kind, p) {
                continue;
            }
            if let Some(parts) = self.parts(kind, &each, &[p], p) {
                self.report(kind, &parts, p, out);
            }
        }
        drop(each);
        for (&s, branch) in starts.iter().zip(branches) {
            self.cache[(s / 2) as usize] = Some(branch);
        }
    }

    /// Pushes to `found` the potentials of word `w` of a cell's or region's common set (bits
    /// `bits`) that are not its starts and are worth concluding.
    #[inline]
    fn gather(&self, w: usize, mut bits: u64, starts: &[u32], found: &mut Vec<u32>) {
        while bits != 0 {
            let mut p = (w * 64) as u32 + bits.trailing_zeros();
            bits &= bits - 1;
            if self.level == Level::Static {
                p = self.refute.potential(p);
            }
            if !starts.contains(&p) && self.worth(p) {
                found.push(p);
            }
        }
    }

    /// Whether concluding `p` removes something.
    pub(super) fn worth(&self, p: u32) -> bool {
        let (cell, d) = uncand(self.n, (p / 2) as usize);
        let here = self.source[cell.index()];
        if p % 2 == 1 {
            here.len() > 1 && here.contains(d)
        } else {
            here.contains(d)
        }
    }

    /// The parts of a step of `kind` concluding `p` from `branches` (each a branch and its
    /// assumption): each with the potentials it needed, the ancestors of `targets` in it. None
    /// when [`Search::report`] would write nothing: the nested searches gave up, the step is
    /// not wanted or removes nothing, or (a search that writes steps) its nodes counted so far
    /// already rate it at the search's limit, which is known branch by branch, before the
    /// ancestors of the others are gathered (most conclusions of a search are not written).
    pub(super) fn parts<'b>(
        &self,
        kind: Kind,
        branches: &[(&'b Branch, u32)],
        targets: &[u32],
        p: u32,
    ) -> Option<Vec<(&'b Branch, u32, Vec<u32>)>> {
        if self.gave_up.get() || !self.worth(p) {
            return None;
        }
        let technique = technique(kind, self.level);
        if self.state.is_some_and(|state| !state.wants(technique)) {
            return None;
        }
        let mut chains: Vec<u32> = Vec::new();
        let mut count = 0;
        let mut parts = Vec::with_capacity(branches.len());
        for &(branch, start) in branches {
            let list = branch.ancestors(targets);
            if self.state.is_some() {
                count += nodes(branch, start, &list, &mut chains);
                if forcing_rating(technique, count) >= self.limit {
                    return None;
                }
            }
            parts.push((branch, start, list));
        }
        Some(parts)
    }

    /// Writes a step concluding `p` from `parts` (each a branch, its assumption and the
    /// potentials it needed).
    pub(super) fn report(
        &mut self,
        kind: Kind,
        parts: &[(&Branch, u32, Vec<u32>)],
        p: u32,
        out: &mut Steps,
    ) {
        let technique = technique(kind, self.level);
        if self.gave_up.get() {
            return;
        }
        let Some(state) = self.state else {
            if self.worth(p) {
                // Allocated once, to its size (it is kept, with the memo).
                let size = parts.iter().map(|(_, _, list)| 1 + list.len()).sum();
                let mut nodes = Vec::with_capacity(size);
                for (_, start, list) in parts {
                    nodes.push(start | START);
                    nodes.extend(list.iter().filter(|&q| q != start));
                }
                self.findings.push(Finding { p, nodes });
            }
            return;
        };
        if !state.wants(technique) || !self.worth(p) {
            return;
        }
        let mut chains: Vec<u32> = Vec::new();
        // The rating first, from the number of nodes: most conclusions of a search rate no
        // better than one found before them, and their chains (nested ones thousands of
        // nodes long) are not written.
        let mut count = 0;
        for (branch, start, list) in parts {
            count += nodes(branch, *start, list, &mut chains);
        }
        if forcing_rating(technique, count) >= self.limit {
            return;
        }
        let mut nodes: Vec<Node> = Vec::with_capacity(count);
        let mut cells: Vec<Cell> = Vec::new();
        let mut numbers = NumberSet::EMPTY;
        for (branch, start, list) in parts {
            let node = |q: u32, link: Link| {
                let (c, e) = uncand(self.n, (q / 2) as usize);
                Node::cell(c, e, link, q % 2 == 1)
            };
            nodes.push(node(*start, Link::Start));
            for &q in list.iter().filter(|&&q| q != *start) {
                nodes.push(node(q, if q % 2 == 1 { Link::Strong } else { Link::Weak }));
            }
            // The nested chains this branch needed, after it.
            branch.nested_of(list, &mut chains);
            for &i in &chains {
                let (a, b) = branch.nested[i as usize];
                for &q in &branch.nested_arena[a as usize..b as usize] {
                    let link = if q & START != 0 {
                        Link::Nested
                    } else if q % 2 == 1 {
                        Link::Strong
                    } else {
                        Link::Weak
                    };
                    nodes.push(node(q & !START, link));
                }
            }
            let (c, e) = uncand(self.n, (start / 2) as usize);
            cells.push(c);
            numbers.insert(e);
        }
        debug_assert_eq!(nodes.len(), count);
        let rating = forcing_rating(technique, count);
        let (cell, removed) = self.removes(p);
        let eliminations = removed.iter().map(|e| (cell, e));
        cells.sort_unstable();
        cells.dedup();
        if let Some(list) = &mut self.list {
            let step = every::Listed {
                technique,
                rating,
                cells,
                numbers,
                chain: nodes,
            };
            list.offer(kind, cell, removed, step);
            return;
        }
        out.push(technique, rating, [], cells, numbers, eliminations, []);
        out.set_chain(nodes);
        // The explainer takes the first step of the lowest rating: one rated as much or more
        // than this one will not be taken.
        self.limit = rating;
    }

    /// The cell where concluding `p` removes candidates, and those it removes: its cell's other
    /// numbers for a true potential, the candidate itself for a false one.
    pub(super) fn removes(&self, p: u32) -> (Cell, NumberSet) {
        let (cell, d) = uncand(self.n, (p / 2) as usize);
        if p % 2 == 1 {
            (cell, self.source[cell.index()] - NumberSet::single(d))
        } else {
            (cell, NumberSet::single(d))
        }
    }
}

/// The nodes a branch assumed at `start` gives a step whose potentials it needed are `list`:
/// its start, the others of `list`, and the nodes of the nested chains they needed (listed in
/// `chains`).
fn nodes(branch: &Branch, start: u32, list: &[u32], chains: &mut Vec<u32>) -> usize {
    branch.nested_of(list, chains);
    let nested = (chains.iter())
        .map(|&i| {
            let (a, b) = branch.nested[i as usize];
            (b - a) as usize
        })
        .sum::<usize>();
    1 + list.iter().filter(|&&q| q != start).count() + nested
}
