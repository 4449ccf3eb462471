//! ALS nodes of the grouped chains and loops (`grouped.rs`): an almost locked set entered by a
//! weak link on one of its numbers and left by a weak link on another, as HoDoKu lets one be.
//!
//! An almost locked set `S` (k open cells of one house holding k + 1 numbers) lacks at most one
//! of its numbers, so for two of them `x` and `y`, "`x` is in `S`" or "`y` is in `S`" holds: a
//! strong link between the node of `x` at its places in `S` and the node of `y` at its places
//! in `S`. A chain reaches the first false by a weak link (a true node of `x` whose cells all see
//! every place of `x` in `S`), and leaves the second, true, by a weak link (to a candidate or
//! group of `y` whose cells all see every place of `y` in `S`, outside it). HoDoKu also goes
//! from one ALS straight into another; those links were most of the search's work on states
//! with many sets, and none of its library's cases needs one. Each ALS node is thus two nodes of
//! the chain joined by a strong link of different numbers, not in one cell; the step
//! lists the sets of its ALS links in order (`sets`), and the checker re-derives each link from
//! them. A set whose two numbers have the same one place is a cell's strong link, left out.
//!
//! The sets are those of the ALS techniques (`als.rs`: every subset of a house's open cells of at
//! most eight cells with one number more than cells), of two cells or more (one cell is a
//! bivalue cell, already a link), at most [`MAX_SETS`] of them, the smallest first; grids of at
//! most 128 cells only. The links into and out of them are listed once per search (`into`,
//! `out`), so following a node allocates nothing.

use crate::layout::{Cell, House, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, als_rating, chain_rating};
use crate::trace::step::{MAX_SET, PatternSet, Steps, Technique};

use super::als::{self, Masks, Set};
use super::chains::{Groups, cheaper, strong_house, weak};
use super::{State, cand, uncand};

/// The most ALSs taken as nodes, the smallest first: with up to nine numbers each, at most
/// 4,608 nodes more for the search. HoDoKu's library's states have 315 at most (of two cells or
/// more), top1465's first 100 propagated 301; a state of mostly bivalue and trivalue cells may
/// have thousands.
pub(super) const MAX_SETS: usize = 512;

/// The ALS nodes of a state, and their links.
pub(super) struct AlsNodes {
    /// The index of the first ALS node: candidates and groups come before.
    pub(super) base: u32,
    masks: Masks,
    sets: Vec<Set>,
    /// Each set's first node (counted from `base`).
    first: Vec<u32>,
    /// Each node's set and number.
    of: Vec<(u32, Number)>,
    /// The ALS nodes a candidate or group, true, makes false: node `i`'s are
    /// `into[into_at[i]..into_at[i + 1]]` (indices from `base`).
    into_at: Vec<u32>,
    into: Vec<u32>,
    /// The nodes an ALS node, true, makes false: ALS node `k`'s are `out[out_at[k]..out_at[k + 1]]`
    /// (candidates and groups, absolute indices).
    out_at: Vec<u32>,
    out: Vec<u32>,
}

impl AlsNodes {
    /// The ALS nodes of `state` after `groups`' candidates and groups (none on a grid of more than
    /// 128 cells).
    pub(super) fn new(state: &State<'_>, groups: &Groups) -> AlsNodes {
        let base = groups.total + groups.list.len();
        let mut nodes = AlsNodes::none(groups);
        if !nodes.masks.fill(state) {
            return nodes;
        }
        let n = state.layout.side();
        als::gather(state, &nodes.masks, MAX_SET, &mut nodes.sets);
        nodes.sets.retain(|s| s.cells().len() >= 2);
        nodes.sets.truncate(MAX_SETS);
        for (i, s) in nodes.sets.iter().enumerate() {
            nodes.first.push(nodes.of.len() as u32);
            for d in s.numbers {
                nodes.of.push((i as u32, d));
            }
        }
        let group_masks: Vec<u128> = (groups.list.iter())
            .map(|g| g.cells.iter().fold(0, |m, c| m | 1u128 << c.index()))
            .collect();
        // What sees every place of `d` in a set: its candidates and groups.
        let seeing = |seen: u128, d: Number, visit: &mut dyn FnMut(u32)| {
            let mut m = nodes.masks.holding(seen, d);
            while m != 0 {
                visit(cand(n, Cell::new(m.trailing_zeros() as usize), d) as u32);
                m &= m - 1;
            }
            for (g, group) in groups.list.iter().enumerate() {
                if group.number == d && group_masks[g] & !seen == 0 {
                    visit((groups.total + g) as u32);
                }
            }
        };
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        for (k, &(s, d)) in nodes.of.iter().enumerate() {
            let seen = nodes.sets[s as usize].seen[d.index()];
            seeing(seen, d, &mut |i| pairs.push((i, k as u32)));
        }
        pairs.sort_unstable();
        let mut out = Vec::new();
        let mut out_at = Vec::with_capacity(nodes.of.len() + 1);
        for &(s, d) in &nodes.of {
            out_at.push(out.len() as u32);
            seeing(nodes.sets[s as usize].seen[d.index()], d, &mut |i| {
                out.push(i)
            });
        }
        out_at.push(out.len() as u32);
        let mut into_at = Vec::with_capacity(base + 1);
        let mut at = 0;
        for i in 0..base as u32 {
            into_at.push(at as u32);
            while at < pairs.len() && pairs[at].0 == i {
                at += 1;
            }
        }
        into_at.push(at as u32);
        nodes.into = pairs.iter().map(|&(_, k)| k).collect();
        nodes.into_at = into_at;
        nodes.out = out;
        nodes.out_at = out_at;
        nodes
    }

    /// No ALS node: the search through groups alone.
    pub(super) fn none(groups: &Groups) -> AlsNodes {
        AlsNodes {
            base: (groups.total + groups.list.len()) as u32,
            masks: Masks::default(),
            sets: Vec::new(),
            first: Vec::new(),
            of: Vec::new(),
            into_at: Vec::new(),
            into: Vec::new(),
            out_at: Vec::new(),
            out: Vec::new(),
        }
    }

    /// The number of ALS nodes.
    pub(super) fn len(&self) -> usize {
        self.of.len()
    }

    /// Calls `visit` with every node (`2i + on`) the node `x` (`2i + on`), a candidate or group,
    /// implies through ALS nodes: when true, the ALS nodes of its number whose places it sees.
    #[inline]
    pub(super) fn follow_into(&self, x: u32, mut visit: impl FnMut(u32)) {
        let i = (x / 2) as usize;
        if x % 2 != 1 || i + 1 >= self.into_at.len() {
            return;
        }
        let (from, to) = (self.into_at[i] as usize, self.into_at[i + 1] as usize);
        for &k in &self.into[from..to] {
            visit(2 * (self.base + k));
        }
    }

    /// Calls `visit` with every node (`2i + on`) the ALS node `x` (`2i + on`, `i` from `base` on)
    /// implies: false, the set's other numbers true (but one at the same single place); true,
    /// every node of its number seeing all its places, false.
    pub(super) fn follow(&self, x: u32, mut visit: impl FnMut(u32)) {
        let k = (x / 2 - self.base) as usize;
        if x % 2 == 1 {
            let (from, to) = (self.out_at[k] as usize, self.out_at[k + 1] as usize);
            for &y in &self.out[from..to] {
                visit(2 * y);
            }
            return;
        }
        let (s, d) = self.of[k];
        let set = &self.sets[s as usize];
        let here = self.masks.holding(set.mask, d);
        let first = self.first[s as usize];
        for (j, e) in set.numbers.iter().enumerate() {
            let other = first + j as u32;
            let single_same = here.count_ones() == 1 && self.masks.holding(set.mask, e) == here;
            if other as usize != k && !single_same {
                visit(2 * (self.base + other) + 1);
            }
        }
    }

    /// The number and places of ALS node `k` (from `base`), and its set.
    fn parts(&self, k: usize) -> (Number, u128, &Set) {
        let (s, d) = self.of[k];
        let set = &self.sets[s as usize];
        (d, self.masks.holding(set.mask, d), set)
    }

    /// Whether `path` (nodes `2i + on`) passes through an ALS node.
    pub(super) fn in_path(&self, path: &[u32]) -> bool {
        path.iter().any(|&x| x / 2 >= self.base)
    }

    /// The nodes of `path` (nodes `2i + on`: the first a start, then strong links to the true
    /// ones and weak links to the false ones), and the set of each ALS link, in order.
    pub(super) fn nodes_of(
        &self,
        groups: &Groups,
        n: usize,
        path: &[u32],
    ) -> (Vec<Node>, Vec<PatternSet>) {
        let mut nodes = Vec::with_capacity(path.len());
        let mut sets = Vec::new();
        for (i, &x) in path.iter().enumerate() {
            let link = match i {
                0 => Link::Start,
                _ if x % 2 == 1 => Link::Strong,
                _ => Link::Weak,
            };
            let on = x % 2 == 1;
            let id = (x / 2) as usize;
            let node = if id < groups.total {
                let (cell, d) = uncand(n, id);
                Node::cell(cell, d, link, on)
            } else if id < self.base as usize {
                let g = &groups.list[id - groups.total];
                Node::new(g.number, g.cells.iter().copied(), link, on)
            } else {
                let (d, places, set) = self.parts(id - self.base as usize);
                // A strong link from the same set's node: an ALS link.
                let from_set = i > 0 && on && path[i - 1] / 2 >= self.base && {
                    let before = (path[i - 1] / 2 - self.base) as usize;
                    self.of[before].0 == self.of[id - self.base as usize].0
                };
                if from_set {
                    sets.push(set.pattern());
                }
                Node::new(d, als::mask_cells(places), link, on)
            };
            nodes.push(node);
        }
        (nodes, sets)
    }

    /// Eliminations of a loop's ALS links: exactly one end of each link is true, so its set
    /// lacks one of the two numbers and holds every other: each goes from the cells outside
    /// seeing all its places in the set.
    fn locked(&self, path: &[u32], out: &mut Vec<(Cell, Number)>) {
        for pair in path.windows(2) {
            let (a, b) = (pair[0] / 2, pair[1] / 2);
            if a < self.base || b < self.base || pair[1] % 2 == 0 {
                continue;
            }
            let (ka, kb) = ((a - self.base) as usize, (b - self.base) as usize);
            if self.of[ka].0 != self.of[kb].0 {
                continue;
            }
            let (x, y) = (self.of[ka].1, self.of[kb].1);
            let set = &self.sets[self.of[ka].0 as usize];
            for z in set.numbers - NumberSet::single(x) - NumberSet::single(y) {
                als::push_cells(self.masks.holding(set.seen[z.index()], z), z, out);
            }
        }
    }
}

/// The cells of `nodes` and `sets`, ascending, each once.
fn cells_of(nodes: &[Node], sets: &[PatternSet]) -> Vec<Cell> {
    let mut cells: Vec<Cell> = (nodes.iter().flat_map(|m| m.cells().iter().copied()))
        .chain(sets.iter().flat_map(|s| s.cells().iter().copied()))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The length a chain or loop through ALS nodes is rated by, as the ALS techniques are (8.5 plus
/// its length bonus: following a set's deduction takes a dynamic forcing chain, as for them):
/// its nodes, and each set's cells.
pub(crate) fn rated_length(nodes: usize, sets: &[PatternSet]) -> usize {
    nodes + sets.iter().map(|s| s.cells().len()).sum::<usize>()
}

/// Writes the Grouped AIC `path` (nodes `2i + on`, from a false start to a true end) through
/// ALS nodes, or from a candidate to itself, if it removes something, rates below `limit` and no chain with its ends and
/// length was reported at its rating or less.
pub(super) fn write_chain(
    state: &State<'_>,
    groups: &Groups,
    als: &AlsNodes,
    path: &[u32],
    limit: Rating,
    reported: &mut Vec<((u32, u32, usize), Rating)>,
    out: &mut Pending,
) {
    let (layout, graph) = (state.layout, state.graph);
    let technique = Technique::GroupedAic;
    if !state.allows(technique) {
        return;
    }
    let (nodes, sets) = als.nodes_of(groups, layout.side(), path);
    // The houses of the strong links between cells of one number (an ALS link has two).
    let houses: Vec<House> = (nodes.windows(2))
        .filter(|w| w[1].link == Link::Strong && w[0].number == w[1].number)
        .filter(|w| w[0].cells() != w[1].cells())
        .filter_map(|w| strong_house(layout, graph, &w[0], &w[1]))
        .collect();
    // Through groups alone (a "set value" chain): a Grouped AIC's rating.
    let kinds: Vec<_> = houses.iter().map(|&h| layout.kind(h)).collect();
    let value = match sets.as_slice() {
        [] => chain_rating(technique, nodes.len(), &kinds, true),
        sets => als_rating(rated_length(nodes.len(), sets)),
    };
    if value >= limit || !cheaper(reported, path, value) {
        return;
    }
    let (a, b) = (nodes[0], nodes[nodes.len() - 1]);
    let mut eliminations = Vec::new();
    if let ([cell], true) = (a.cells(), a.same_candidates(&b)) {
        // Both ends one candidate: it is true, its cell's other candidates go (HoDoKu's "set
        // value" discontinuous nice loop; its peers lose it once it is placed).
        let others = graph.candidates(*cell) - NumberSet::single(a.number);
        eliminations.extend(others.iter().map(|d| (*cell, d)));
    } else {
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            for d in graph.candidates(cell) {
                let z = Node::cell(cell, d, Link::Weak, false);
                if weak(layout, &z, &a) && weak(layout, &z, &b) {
                    eliminations.push((cell, d));
                }
            }
        }
    }
    if eliminations.is_empty() {
        return;
    }
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    out.offer(Found {
        technique,
        value,
        houses,
        nodes,
        sets,
        eliminations,
    });
}

/// Writes the Grouped Continuous Nice Loop `path` (nodes `2i + on`: the start true, then false
/// and true in turn, ending false) through ALS nodes, if it removes something and rates below
/// `limit`: every candidate outside weakly linked to both ends of a weak link, and what each
/// ALS link's set locks.
pub(super) fn write_loop(
    state: &State<'_>,
    groups: &Groups,
    als: &AlsNodes,
    path: &[u32],
    limit: Rating,
    out: &mut Pending,
) {
    let (layout, graph) = (state.layout, state.graph);
    let technique = Technique::GroupedContinuousNiceLoop;
    if !state.allows(technique) {
        return;
    }
    let (nodes, sets) = als.nodes_of(groups, layout.side(), path);
    let value = als_rating(rated_length(nodes.len(), &sets));
    if value >= limit {
        return;
    }
    let mut eliminations = Vec::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        for d in graph.candidates(cell) {
            let z = Node::cell(cell, d, Link::Weak, false);
            if nodes.iter().any(|m| m.same_candidates(&z)) {
                continue;
            }
            let removed = (nodes.chunks(2))
                .any(|pair| weak(layout, &z, &pair[0]) && weak(layout, &z, &pair[1]));
            if removed {
                eliminations.push((cell, d));
            }
        }
    }
    als.locked(path, &mut eliminations);
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    eliminations.dedup();
    if eliminations.is_empty() {
        return;
    }
    out.offer(Found {
        technique,
        value,
        houses: Vec::new(),
        nodes,
        sets,
        eliminations,
    });
}

/// A chain or loop through ALS nodes found, not yet written.
struct Found {
    technique: Technique,
    value: Rating,
    houses: Vec<House>,
    nodes: Vec<Node>,
    sets: Vec<PatternSet>,
    eliminations: Vec<(Cell, Number)>,
}

/// The chains and loops through ALS nodes found by a search, one for each technique and set of
/// eliminations, the lowest rated (the first found of those), as HoDoKu lists one nice loop or
/// AIC for each: an ALS can be entered and left on many numbers, and most of the chains that
/// gives remove what another does.
#[derive(Default)]
pub(super) struct Pending {
    found: Vec<Found>,
    /// Each technique and set of eliminations, with the index of its chain in `found`.
    index: std::collections::HashMap<(Technique, Vec<(Cell, Number)>), usize>,
}

impl Pending {
    fn offer(&mut self, found: Found) {
        let key = (found.technique, found.eliminations.clone());
        match self.index.get(&key) {
            Some(&i) if self.found[i].value <= found.value => {}
            Some(&i) => self.found[i] = found,
            None => {
                self.index.insert(key, self.found.len());
                self.found.push(found);
            }
        }
    }

    /// Writes the chains and loops kept, in the order found, but those removing what a step of
    /// their technique without ALS nodes, rated as low or lower, already does.
    pub(super) fn write(&mut self, out: &mut Steps) {
        for found in self.found.drain(..) {
            let same = |s: crate::trace::step::StepRef<'_>| {
                s.technique == found.technique
                    && s.eliminations == found.eliminations.as_slice()
                    && s.rating <= found.value
            };
            if out.iter().any(same) {
                continue;
            }
            let cells = cells_of(&found.nodes, &found.sets);
            let numbers: NumberSet = found.nodes.iter().map(|m| m.number).collect();
            let Found {
                technique,
                value,
                houses,
                nodes,
                sets,
                eliminations,
            } = found;
            out.push(technique, value, houses, cells, numbers, eliminations, []);
            out.set_chain(nodes);
            out.set_sets(sets);
        }
        self.index.clear();
    }
}
