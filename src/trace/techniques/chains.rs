//! Chains over the candidate graph: alternating inference chains found by breadth-first search,
//! named as people name their short forms.
//!
//! A candidate `t` is assumed true and followed through the graph's links: a true candidate
//! makes every candidate weakly linked to it false (its cell's other numbers, its number in its
//! peers); a false candidate makes its strong partner true (the other number of a bivalue cell,
//! the other place of a number with two places in a complete house). When the search reaches
//! `t` false, the nodes in between, from the first false one to the last true one, are an
//! alternating inference chain `n1 = n2 - n3 = … = nk`: if `n1` is false then `nk` is true, so
//! one of them is, and every candidate weakly linked to both ends goes (`t` among them).
//! Breadth first, the chain is a shortest one for `t`.
//!
//! Every candidate is tried; each chain is reported once by its ends and length (which say what
//! it removes), unless a later search finds one as long rated lower, reported too. The chain is
//! then named by its shape: one number and two strong links is a Skyscraper (both in parallel
//! lines), a 2-String Kite (a row and a column, joined in a box), an Empty Rectangle (a
//! conjugate pair of cells and a box holding the number in one row and one column of it, through
//! a group) or a Turbot fish (the rest);
//! one number otherwise an X-Chain; only bivalue cells an XY-Chain, an XY-Wing when it has
//! three cells and its ends share their number, a Remote Pair when every cell holds the same
//! two numbers; two bivalue cells with the same numbers joined by a strong link a W-Wing; any
//! other an AIC.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, MAX_GROUP, Node};
use crate::trace::scale::{Rating, chain_rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, cand, sees, uncand};

/// Chains: X-chains, XY-chains, AIC and their named short forms.
pub(crate) struct Chains;

/// Not visited.
pub(super) const NONE: u32 = u32::MAX;

/// The most nodes of a chain looked for.
pub(crate) const MAX_NODES: usize = 64;

/// The most nodes of a chain through groups (four strong links): longer ones, and chains of
/// several numbers through groups, are not on Sudoku Explainer's scale, which rates what they
/// remove as forcing chains (they are Grouped AICs, family `grouped`: `grouped.rs`).
pub(super) const GROUPED_NODES: usize = 8;

impl GridTechnique for Chains {
    fn families(&self) -> Rules {
        Rules::CHAINS.with(Rules::WINGS)
    }

    fn floor(&self) -> Rating {
        rating(Technique::Skyscraper, 4, crate::HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        // The longest chain worth finding: the cheapest technique of that length must rate
        // below the limit.
        let max_nodes = (4..=MAX_NODES)
            .step_by(2)
            .take_while(|&k| cheapest(k) < limit)
            .last()
            .unwrap_or(0);
        if max_nodes == 0 {
            return;
        }
        let total = layout.cells() * n;
        let groups = Groups::new(state);
        let Scratch {
            parent,
            queue,
            touched,
            ..
        } = scratch;
        parent.clear();
        parent.resize(2 * (total + groups.list.len()), NONE);
        let mut reported: Vec<((u32, u32, usize), Rating)> = Vec::new();
        let mut path: Vec<u32> = Vec::with_capacity(MAX_NODES + 2);
        let mut plain: Vec<u32> = Vec::with_capacity(MAX_NODES + 2);
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let here = graph.candidates(cell);
            if here.len() < 2 {
                continue;
            }
            for d in here {
                let t = cand(n, cell, d) as u32;
                // Chains of one number through groups (Sudoku Explainer's strong-link patterns,
                // up to four strong links), then through bivalue cells only (so that an XY-Wing
                // is not hidden by another chain as short), then of any candidates.
                for mode in [Mode::Grouped, Mode::Bivalue, Mode::Any] {
                    let most = match mode {
                        Mode::Grouped => max_nodes.min(GROUPED_NODES),
                        _ => max_nodes,
                    };
                    if !search(state, &groups, mode, t, most, parent, queue, touched) {
                        continue;
                    }
                    path_of(parent, t, &mut path);
                    let through_group =
                        |path: &[u32]| path.iter().any(|&x| (x / 2) as usize >= groups.total);
                    if mode == Mode::Grouped
                        && through_group(&path)
                        && search(
                            state,
                            &groups,
                            Mode::Single,
                            t,
                            path.len(),
                            parent,
                            queue,
                            touched,
                        )
                    {
                        // A chain as short of cells alone, rated 0.3 less (a Skyscraper or
                        // Kite is not hidden behind it), first.
                        path_of(parent, t, &mut plain);
                        let chain = rated(state, &groups, &plain);
                        if cheaper(&mut reported, &plain, chain.value) {
                            write(state, chain, limit, out);
                        }
                    }
                    let chain = rated(state, &groups, &path);
                    if cheaper(&mut reported, &path, chain.value) {
                        write(state, chain, limit, out);
                    }
                }
            }
        }
        for &x in touched.iter() {
            parent[x as usize] = NONE;
        }
        touched.clear();
    }
}

/// Writes to `path` the chain the search from `t` found (`parent` its way back): the nodes
/// from n1 (false) to the last one before `t` false.
fn path_of(parent: &[u32], t: u32, path: &mut Vec<u32>) {
    path.clear();
    let mut x = 2 * t;
    while x != 2 * t + 1 {
        path.push(x);
        x = parent[x as usize];
    }
    path.reverse();
    // `t` false, last: not a node of the chain.
    path.pop();
}

/// Whether no chain with the ends and length of `path` (so removing the same) was reported yet
/// at `value` or less; notes it. A chain found again is reported once, and a cheaper one with
/// the same ends, from another search (an XY-Wing after an X-Chain as long), too.
pub(super) fn cheaper(
    reported: &mut Vec<((u32, u32, usize), Rating)>,
    path: &[u32],
    value: Rating,
) -> bool {
    let (first, last) = (path[0] / 2, path[path.len() - 1] / 2);
    let key = (first.min(last), first.max(last), path.len());
    match reported.iter_mut().find(|(k, _)| *k == key) {
        Some((_, best)) if *best <= value => false,
        Some((_, best)) => {
            *best = value;
            true
        }
        None => {
            reported.push((key, value));
            true
        }
    }
}

/// The lowest rating of a chain of `nodes` nodes of any name.
fn cheapest(nodes: usize) -> Rating {
    use Technique::*;
    [Skyscraper, XYWing, WWing, XChain, XYChain, RemotePair, Aic]
        .into_iter()
        .filter(|t| fits(*t, nodes))
        .map(|t| chain_rating(t, nodes, &[], false))
        .min()
        .unwrap_or(Rating::from_tenths(u16::MAX))
}

/// Whether a technique can name a chain of `nodes` nodes.
fn fits(technique: Technique, nodes: usize) -> bool {
    use Technique::*;
    match technique {
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle => nodes == 4,
        XYWing | WWing => nodes == 6,
        RemotePair => nodes >= 8,
        _ => nodes >= 4,
    }
}

/// Which links a search follows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// One number's, between cells.
    Single,
    /// One number's, through group nodes too.
    Grouped,
    /// Strong links inside bivalue cells only (XY-chains).
    Bivalue,
    /// Every link between candidates.
    Any,
}

/// A number's places in a box ∩ line, two or more: a node of its own, true when the number is
/// in one of its cells.
pub(super) struct Group {
    pub(super) number: Number,
    pub(super) houses: [House; 2],
    pub(super) cells: Vec<Cell>,
}

/// Every group of the state, and where they lie.
pub(super) struct Groups {
    pub(super) list: Vec<Group>,
    /// The groups by (box, line, number).
    pub(super) index: std::collections::HashMap<(House, House, Number), u32>,
    /// The groups in each (house, number), `house · n + number`.
    pub(super) in_house: Vec<Vec<u32>>,
    /// Candidates, cells × numbers: group `g` is node `total + g`.
    pub(super) total: usize,
}

impl Groups {
    /// No group, for a grid of `total` candidates.
    fn none(total: usize) -> Groups {
        Groups {
            list: Vec::new(),
            index: std::collections::HashMap::new(),
            in_house: Vec::new(),
            total,
        }
    }

    pub(super) fn new(state: &State<'_>) -> Groups {
        let (layout, graph) = (state.layout, state.graph);
        let n = layout.side();
        let mut groups = Groups {
            list: Vec::new(),
            index: std::collections::HashMap::new(),
            in_house: vec![Vec::new(); layout.houses() * n],
            total: layout.cells() * n,
        };
        for b in layout
            .house_ids()
            .filter(|&h| layout.kind(h) == HouseKind::Box)
        {
            for line in layout.house_ids() {
                if layout.kind(line) == HouseKind::Box || !layout.is_complete(line) {
                    continue;
                }
                if layout.intersection(b, line).is_none() {
                    continue;
                }
                for d in NumberSet::full(n) {
                    let cells: Vec<Cell> = layout
                        .cells_of(b)
                        .iter()
                        .copied()
                        .filter(|&c| layout.position(c, line).is_some() && graph.has(c, d))
                        .collect();
                    if cells.len() < 2 || cells.len() > MAX_GROUP {
                        continue;
                    }
                    let g = groups.list.len() as u32;
                    groups.index.insert((b, line, d), g);
                    groups.in_house[b.index() * n + d.index()].push(g);
                    groups.in_house[line.index() * n + d.index()].push(g);
                    groups.list.push(Group {
                        number: d,
                        houses: [b, line],
                        cells,
                    });
                }
            }
        }
        groups
    }

    /// The node (candidate or group) of `number` at exactly `cells` (ascending), if any.
    fn node_at(&self, layout: &Layout, n: usize, cells: &[Cell], number: Number) -> Option<u32> {
        match cells {
            [] => None,
            [one] => Some(cand(n, *one, number) as u32),
            [first, rest @ ..] => {
                let b = layout
                    .houses_of(*first)
                    .map(|(h, _)| h)
                    .find(|&h| layout.kind(h) == HouseKind::Box)?;
                let line = layout.houses_of(*first).map(|(h, _)| h).find(|&h| {
                    layout.kind(h) != HouseKind::Box
                        && rest.iter().all(|&c| layout.position(c, h).is_some())
                })?;
                let g = *self.index.get(&(b, line, number))?;
                (self.list[g as usize].cells == cells).then_some(self.total as u32 + g)
            }
        }
    }
}

/// The number and cells of node `i` (a candidate below `groups.total`, else a group).
fn node_parts<'g>(
    groups: &'g Groups,
    n: usize,
    i: usize,
    one: &'g mut [Cell; 1],
) -> (Number, &'g [Cell]) {
    if i < groups.total {
        let (cell, d) = uncand(n, i);
        one[0] = cell;
        (d, &one[..])
    } else {
        let g = &groups.list[i - groups.total];
        (g.number, &g.cells)
    }
}

/// Breadth-first search from `t` true to `t` false over chains of at most `max_nodes` nodes in
/// between, following the links of `mode`; `parent` holds the way back (node `2i` is candidate or group `i` false, `2i + 1`
/// true). Leaves the nodes it visited in `touched` and their parents set: the caller clears
/// them.
#[allow(clippy::too_many_arguments, reason = "the search's reused buffers")]
fn search(
    state: &State<'_>,
    all_groups: &Groups,
    mode: Mode,
    t: u32,
    max_nodes: usize,
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    touched: &mut Vec<u32>,
) -> bool {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    // Without groups, the empty list: every node is a candidate.
    let none = Groups::none(layout.cells() * n);
    let (groups, one_number) = match mode {
        Mode::Grouped => (all_groups, true),
        Mode::Single => (&none, true),
        _ => (&none, false),
    };
    let houses_link = mode != Mode::Bivalue;
    for &x in touched.iter() {
        parent[x as usize] = NONE;
    }
    touched.clear();
    queue.clear();
    let (start, goal) = (2 * t + 1, 2 * t);
    parent[start as usize] = start;
    touched.push(start);
    queue.push(start);
    let mut head = 0;
    let mut level_end = queue.len();
    let mut depth = 0;
    let mut rest: Vec<Cell> = Vec::with_capacity(64);
    let mut houses: Vec<House> = Vec::with_capacity(8);
    while head < queue.len() {
        if head == level_end {
            depth += 1;
            level_end = queue.len();
            // `depth` nodes lie between `t` and the nodes queued now.
            if depth > max_nodes {
                return false;
            }
        }
        let x = queue[head];
        head += 1;
        let mut one = [Cell::new(0)];
        let (d, cells) = node_parts(groups, n, (x / 2) as usize, &mut one);
        // `x` may close the chain (its nodes the `depth` ones up to `x`) when there are four
        // or more and they are not a naked pair (two cells): those, simpler steps say. The goal
        // is never queued, so no path runs through it.
        let cell_of = |y: u32| {
            ((y / 2) as usize)
                .lt(&groups.total)
                .then(|| (y / 2) as usize / n)
        };
        let closes = depth >= 4 && {
            let (n4, n3) = (x, parent[x as usize]);
            let (n2, n1) = (parent[n3 as usize], parent[parent[n3 as usize] as usize]);
            let pair = depth == 4
                && cell_of(n1).is_some()
                && cell_of(n1) == cell_of(n2)
                && cell_of(n3).is_some()
                && cell_of(n3) == cell_of(n4);
            !pair
        };
        let mut visit = |y: u32| {
            if y == goal && !closes {
                return;
            }
            if parent[y as usize] == NONE {
                parent[y as usize] = x;
                touched.push(y);
                if y != goal {
                    queue.push(y);
                }
            }
        };
        // The houses the node lies in: a cell's, or a group's box and line.
        houses.clear();
        match cells {
            [cell] => houses.extend(layout.houses_of(*cell).map(|(h, _)| h)),
            _ => houses.extend(groups.list[(x / 2) as usize - groups.total].houses),
        }
        if x % 2 == 1 {
            // True: its cell's other numbers, its number elsewhere in its houses, and the
            // groups there it does not share a cell with, are false.
            if let [cell] = cells
                && !one_number
            {
                for e in graph.candidates(*cell) - NumberSet::single(d) {
                    visit(2 * cand(n, *cell, e) as u32);
                }
            }
            for &h in &houses {
                for other in layout.cells_at(h, graph.places(h, d)) {
                    if !cells.contains(&other) {
                        visit(2 * cand(n, other, d) as u32);
                    }
                }
                let here = groups.in_house.get(h.index() * n + d.index());
                for &g in here.into_iter().flatten() {
                    let group = &groups.list[g as usize];
                    if !group.cells.iter().any(|c| cells.contains(c)) {
                        visit(2 * (groups.total as u32 + g));
                    }
                }
            }
            if parent[goal as usize] != NONE {
                return true;
            }
        } else {
            // False: its strong partners are true: the other number of a bivalue cell, the
            // rest of the number's places in a complete house when they are one cell or group.
            if let [cell] = cells
                && !one_number
            {
                let here = graph.candidates(*cell);
                if here.len() == 2 {
                    let e = (here - NumberSet::single(d)).first().expect("two numbers");
                    visit(2 * cand(n, *cell, e) as u32 + 1);
                }
            }
            for &h in &houses {
                if !layout.is_complete(h) || !houses_link {
                    continue;
                }
                rest.clear();
                let places = graph.places(h, d);
                if places.len() > cells.len() + MAX_GROUP {
                    continue;
                }
                for c in layout.cells_at(h, places) {
                    if !cells.contains(&c) {
                        rest.push(c);
                    }
                }
                rest.sort_unstable();
                if let Some(y) = groups.node_at(layout, n, &rest, d) {
                    visit(2 * y + 1);
                }
            }
        }
    }
    false
}

/// The nodes of `path` (nodes `2i + on`: the first a start, then strong links to the true
/// ones and weak links to the false ones).
pub(super) fn nodes_of(groups: &Groups, n: usize, path: &[u32]) -> Vec<Node> {
    path.iter()
        .enumerate()
        .map(|(i, &x)| {
            let mut one = [Cell::new(0)];
            let (d, cells) = node_parts(groups, n, (x / 2) as usize, &mut one);
            let link = match i {
                0 => Link::Start,
                _ if x % 2 == 1 => Link::Strong,
                _ => Link::Weak,
            };
            Node::new(d, cells.iter().copied(), link, x % 2 == 1)
        })
        .collect()
}

/// The chain `path` (nodes `2i + on`, from n1 false to nk true), named and rated.
pub(super) fn rated(state: &State<'_>, groups: &Groups, path: &[u32]) -> Chain {
    let (layout, graph) = (state.layout, state.graph);
    let nodes = nodes_of(groups, layout.side(), path);
    let grouped = nodes.iter().any(Node::is_group);
    let technique = name(layout, graph, &nodes, grouped);
    let houses = strong_houses(layout, graph, &nodes);
    let kinds: Vec<_> = houses.iter().map(|&h| layout.kind(h)).collect();
    let value = chain_rating(technique, nodes.len(), &kinds, grouped);
    Chain {
        technique,
        nodes,
        houses,
        value,
    }
}

/// A chain found, named and rated.
pub(super) struct Chain {
    pub(super) technique: Technique,
    nodes: Vec<Node>,
    houses: Vec<House>,
    pub(super) value: Rating,
}

/// Writes `chain` as a step, if it removes something and rates below `limit`.
pub(super) fn write(state: &State<'_>, chain: Chain, limit: Rating, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let Chain {
        technique,
        nodes,
        houses,
        value,
    } = chain;
    if value >= limit || !state.allows(technique) {
        return;
    }
    let (a, b) = (nodes[0], nodes[nodes.len() - 1]);
    // Listing every step, a Remote Pair removes what the whole chain removes (HoDoKu's).
    let whole = technique == Technique::RemotePair && state.every.is_some();
    let mut eliminations = Vec::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        for d in graph.candidates(cell) {
            let z = Node::cell(cell, d, Link::Weak, false);
            let by_ends = weak(layout, &z, &a) && weak(layout, &z, &b);
            if by_ends || (whole && opposite_seen(layout, &nodes, cell, d)) {
                eliminations.push((cell, d));
            }
        }
    }
    if eliminations.is_empty() {
        return;
    }
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    // The same Remote Pair from its other number removes the same: listed once.
    let same = |s: crate::trace::step::StepRef<'_>| {
        s.technique == technique && s.eliminations == eliminations.as_slice()
    };
    if whole && out.iter().any(same) {
        return;
    }
    let mut cells: Vec<Cell> = nodes
        .iter()
        .flat_map(|node| node.cells().to_vec())
        .collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|node| node.number).collect();
    out.push(technique, value, houses, cells, numbers, eliminations, []);
    out.set_chain(nodes);
}

/// Whether `cell`, outside the Remote Pair `nodes` (a cell's two nodes after another's), sees
/// two of its cells three, five, … cells apart, `d` one of the pair: their values alternate
/// along the chain, so those two cells hold both numbers of the pair, one each (one cell apart
/// is a naked pair, left to it, as HoDoKu does).
pub(crate) fn opposite_seen(layout: &Layout, nodes: &[Node], cell: Cell, d: Number) -> bool {
    let cells = || nodes.iter().step_by(2).map(|n| n.cells()[0]);
    if d != nodes[0].number && d != nodes[1].number || cells().any(|c| c == cell) {
        return false;
    }
    cells().enumerate().any(|(i, a)| {
        sees(layout, cell, a)
            && cells()
                .skip(i + 3)
                .step_by(2)
                .any(|b| sees(layout, cell, b))
    })
}

/// Whether the candidate `a` (one cell) and the node `b` cannot both be true: the same cell,
/// or the same number in cells that all share a house with `a`'s.
pub(crate) fn weak(layout: &Layout, a: &Node, b: &Node) -> bool {
    let x = a.cells()[0];
    match b.cells() {
        [y] if *y == x => a.number != b.number,
        ys => a.number == b.number && ys.iter().all(|&y| sees(layout, x, y)),
    }
}

/// The houses of the chain's strong links between cells, in order (a line first when the two
/// cells share a line holding the number twice, else their box).
fn strong_houses(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node]) -> Vec<House> {
    nodes
        .windows(2)
        .filter(|w| w[1].link == Link::Strong && w[0].cells() != w[1].cells())
        .filter_map(|w| strong_house(layout, graph, &w[0], &w[1]))
        .collect()
}

/// A complete house whose places for the nodes' number are exactly the cells of `a` and `b`,
/// lines before boxes.
pub(super) fn strong_house(
    layout: &Layout,
    graph: &crate::graph::Graph,
    a: &Node,
    b: &Node,
) -> Option<House> {
    let number = a.number;
    let both: Vec<Cell> = a.cells().iter().chain(b.cells()).copied().collect();
    let mut shared: Vec<House> = layout
        .houses_of(both[0])
        .map(|(h, _)| h)
        .filter(|&h| layout.is_complete(h))
        .filter(|&h| both.iter().all(|&c| layout.position(c, h).is_some()))
        .filter(|&h| {
            let places = layout.cells_at(h, graph.places(h, number));
            places.filter(|c| !both.contains(c)).count() == 0
        })
        .collect();
    shared.sort_by_key(|&h| (layout.kind(h) == HouseKind::Box, h));
    shared.first().copied()
}

/// The name of a chain, by its shape (`grouped` when a node is a group).
fn name(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node], grouped: bool) -> Technique {
    let k = nodes.len();
    let number = nodes[0].number;
    let one_number = nodes.iter().all(|node| node.number == number);
    if grouped && (!one_number || k > GROUPED_NODES) {
        return Technique::GroupedAic;
    }
    if one_number {
        if k == 4 {
            return two_strong_links(layout, graph, nodes);
        }
        return Technique::XChain;
    }
    // Strong links inside bivalue cells, weak links between cells: an XY-chain.
    let bivalue = |node: &Node| graph.candidates(node.cells()[0]).len() == 2;
    let xy = nodes.chunks(2).all(|pair| {
        pair.len() == 2
            && pair[0].cells().len() == 1
            && pair[0].cells() == pair[1].cells()
            && bivalue(&pair[0])
    });
    if xy {
        let cells = k / 2;
        if cells == 3 && nodes[0].number == nodes[k - 1].number {
            return Technique::XYWing;
        }
        let pair = graph.candidates(nodes[0].cells()[0]);
        if cells >= 4
            && nodes
                .iter()
                .all(|node| graph.candidates(node.cells()[0]) == pair)
        {
            return Technique::RemotePair;
        }
        return Technique::XYChain;
    }
    if k == 6
        && nodes[0].cells() == nodes[1].cells()
        && nodes[4].cells() == nodes[5].cells()
        && bivalue(&nodes[0])
        && graph.candidates(nodes[0].cells()[0]) == graph.candidates(nodes[5].cells()[0])
        && nodes[1].number == nodes[2].number
        && nodes[2].number == nodes[3].number
        && nodes[3].number == nodes[4].number
        && nodes[0].number == nodes[5].number
    {
        return Technique::WWing;
    }
    Technique::Aic
}

/// A single-number chain of two strong links `a = b - c = d`, named by the houses of its
/// strong links: a Skyscraper when both lie in lines of one kind, a 2-String Kite in a row and
/// a column, an Empty Rectangle when one is a conjugate pair in a line and the other an empty
/// rectangle's box ([`empty_rectangle`]), a Turbot fish otherwise (one lies in a box).
fn two_strong_links(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node]) -> Technique {
    use crate::HouseKind::*;
    let first = strong_house(layout, graph, &nodes[0], &nodes[1]).map(|h| layout.kind(h));
    let second = strong_house(layout, graph, &nodes[2], &nodes[3]).map(|h| layout.kind(h));
    let pair = |a: &Node, b: &Node| !a.is_group() && !b.is_group();
    match (first, second) {
        (Some(Row), Some(Row)) | (Some(Column), Some(Column)) => Technique::Skyscraper,
        (Some(Row), Some(Column)) | (Some(Column), Some(Row)) => Technique::TwoStringKite,
        (Some(Box), Some(Row | Column))
            if empty_rectangle(layout, &nodes[0], &nodes[1]) && pair(&nodes[2], &nodes[3]) =>
        {
            Technique::EmptyRectangle
        }
        (Some(Row | Column), Some(Box))
            if empty_rectangle(layout, &nodes[2], &nodes[3]) && pair(&nodes[0], &nodes[1]) =>
        {
            Technique::EmptyRectangle
        }
        _ => Technique::TurbotFish,
    }
}

/// Whether the nodes `a` and `b` of a strong link in a box make it an empty rectangle's: one of
/// them at least a group, and not two groups of parallel lines, so that the number's places in
/// the box lie in one row and one column of it (a cell lies in both).
fn empty_rectangle(layout: &Layout, a: &Node, b: &Node) -> bool {
    let line = |node: &Node| {
        let cells = node.cells();
        (cells.len() > 1).then(|| {
            let in_row = layout.houses_of(cells[0]).any(|(h, _)| {
                layout.kind(h) == HouseKind::Row
                    && cells.iter().all(|&c| layout.position(c, h).is_some())
            });
            if in_row {
                HouseKind::Row
            } else {
                HouseKind::Column
            }
        })
    };
    match (line(a), line(b)) {
        (None, None) => false,
        (Some(x), Some(y)) => x != y,
        _ => true,
    }
}
