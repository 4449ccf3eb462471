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
//! Every candidate is tried; each chain is reported once (by its ends and length). The chain is
//! then named by its shape: one number and two strong links is a Skyscraper (both in parallel
//! lines), a 2-String Kite (a row and a column, joined in a box) or a Turbot fish (the rest);
//! one number otherwise an X-Chain; only bivalue cells an XY-Chain, an XY-Wing when it has
//! three cells and its ends share their number, a Remote Pair when every cell holds the same
//! two numbers; two bivalue cells with the same numbers joined by a strong link a W-Wing; any
//! other an AIC.

use crate::layout::{Cell, House, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, chain_rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, cand, sees, uncand};

/// Chains: X-chains, XY-chains, AIC and their named short forms.
pub(crate) struct Chains;

/// Not visited.
const NONE: u32 = u32::MAX;

/// The most nodes of a chain looked for.
pub(crate) const MAX_NODES: usize = 64;

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
        let Scratch {
            a: parent,
            queue,
            b: touched,
            ..
        } = scratch;
        parent.clear();
        parent.resize(2 * total, NONE);
        let mut reported: Vec<(u32, u32, usize)> = Vec::new();
        let mut path: Vec<u32> = Vec::with_capacity(MAX_NODES + 2);
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            let here = graph.candidates(cell);
            if here.len() < 2 {
                continue;
            }
            for d in here {
                let t = cand(n, cell, d) as u32;
                if !search(state, t, max_nodes, parent, queue, touched) {
                    continue;
                }
                // The path from `t` true to `t` false, backwards.
                path.clear();
                let mut x = 2 * t;
                while x != 2 * t + 1 {
                    path.push(x);
                    x = parent[x as usize];
                }
                path.reverse();
                // `path` now runs from n1 (false) to `t` false; drop `t`.
                path.pop();
                // Two nodes are an intersection, four in two cells a naked pair: simpler steps
                // say it.
                let cells_of = |i: usize| path[i] / 2 / n as u32;
                let pair =
                    path.len() == 4 && cells_of(0) == cells_of(1) && cells_of(2) == cells_of(3);
                if path.len() < 4 || pair {
                    continue;
                }
                let (first, last) = (path[0] / 2, path[path.len() - 1] / 2);
                let key = (first.min(last), first.max(last), path.len());
                if reported.contains(&key) {
                    continue;
                }
                reported.push(key);
                report(state, &path, limit, out);
            }
        }
        for &x in touched.iter() {
            parent[x as usize] = NONE;
        }
        touched.clear();
    }
}

/// The lowest rating of a chain of `nodes` nodes of any name.
fn cheapest(nodes: usize) -> Rating {
    use Technique::*;
    [Skyscraper, XYWing, WWing, XChain, XYChain, RemotePair, Aic]
        .into_iter()
        .filter(|t| fits(*t, nodes))
        .map(|t| chain_rating(t, nodes, &[]))
        .min()
        .unwrap_or(Rating::from_tenths(u16::MAX))
}

/// Whether a technique can name a chain of `nodes` nodes.
fn fits(technique: Technique, nodes: usize) -> bool {
    use Technique::*;
    match technique {
        Skyscraper | TwoStringKite | TurbotFish => nodes == 4,
        XYWing | WWing => nodes == 6,
        RemotePair => nodes >= 8,
        _ => nodes >= 4,
    }
}

/// Breadth-first search from `t` true to `t` false over chains of at most `max_nodes` nodes in
/// between; `parent` holds the way back (node `2i` is candidate `i` false, `2i + 1` true).
/// Leaves the nodes it visited in `touched` and their parents set: the caller clears them.
fn search(
    state: &State<'_>,
    t: u32,
    max_nodes: usize,
    parent: &mut [u32],
    queue: &mut Vec<u32>,
    touched: &mut Vec<u32>,
) -> bool {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
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
        let (cell, d) = uncand(n, (x / 2) as usize);
        let mut visit = |y: u32| {
            if parent[y as usize] == NONE {
                parent[y as usize] = x;
                touched.push(y);
                queue.push(y);
            }
        };
        if x % 2 == 1 {
            // True: its cell's other numbers and its number in its peers are false.
            for e in graph.candidates(cell) - NumberSet::single(d) {
                visit(2 * cand(n, cell, e) as u32);
            }
            for (h, pos) in layout.houses_of(cell) {
                let others = graph.places(h, d) - crate::layout::PosSet::single(pos);
                for other in layout.cells_at(h, others) {
                    visit(2 * cand(n, other, d) as u32);
                }
            }
            if parent[goal as usize] != NONE {
                return true;
            }
        } else {
            // False: its strong partners are true.
            let here = graph.candidates(cell);
            if here.len() == 2 {
                let e = (here - NumberSet::single(d)).first().expect("two numbers");
                visit(2 * cand(n, cell, e) as u32 + 1);
            }
            for (h, pos) in layout.houses_of(cell) {
                if !layout.is_complete(h) {
                    continue;
                }
                let places = graph.places(h, d);
                if places.len() == 2 {
                    let other = (places - crate::layout::PosSet::single(pos))
                        .first()
                        .expect("two places");
                    visit(2 * cand(n, layout.cell_at(h, other), d) as u32 + 1);
                }
            }
        }
    }
    false
}

/// Names, rates and writes the chain `path` (nodes `2i + on`, from n1 false to nk true).
fn report(state: &State<'_>, path: &[u32], limit: Rating, out: &mut Steps) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let nodes: Vec<Node> = path
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let (cell, d) = uncand(n, (x / 2) as usize);
            let link = match i {
                0 => Link::Start,
                _ if x % 2 == 1 => Link::Strong,
                _ => Link::Weak,
            };
            Node::cell(cell, d, link, x % 2 == 1)
        })
        .collect();
    let technique = name(layout, graph, &nodes);
    let houses = strong_houses(layout, graph, &nodes);
    let kinds: Vec<_> = houses.iter().map(|&h| layout.kind(h)).collect();
    let value = chain_rating(technique, nodes.len(), &kinds);
    if value >= limit || !state.allows(technique) {
        return;
    }
    let (a, b) = (nodes[0], nodes[nodes.len() - 1]);
    let mut eliminations = Vec::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        for d in graph.candidates(cell) {
            let z = Node::cell(cell, d, Link::Weak, false);
            if weak(layout, &z, &a) && weak(layout, &z, &b) {
                eliminations.push((cell, d));
            }
        }
    }
    if eliminations.is_empty() {
        return;
    }
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    let mut cells: Vec<Cell> = nodes.iter().map(|node| node.cells()[0]).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|node| node.number).collect();
    out.push(technique, value, houses, cells, numbers, eliminations, []);
    out.set_chain(nodes);
}

/// Whether candidates `a` and `b` (one cell each) cannot both be true: the same cell, or the
/// same number in cells that share a house.
pub(crate) fn weak(layout: &Layout, a: &Node, b: &Node) -> bool {
    let (x, y) = (a.cells()[0], b.cells()[0]);
    if x == y {
        a.number != b.number
    } else {
        a.number == b.number && sees(layout, x, y)
    }
}

/// The houses of the chain's strong links between cells, in order (a line first when the two
/// cells share a line holding the number twice, else their box).
fn strong_houses(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node]) -> Vec<House> {
    nodes
        .windows(2)
        .filter(|w| w[1].link == Link::Strong && w[0].cells()[0] != w[1].cells()[0])
        .filter_map(|w| strong_house(layout, graph, w[0].cells()[0], w[1].cells()[0], w[0].number))
        .collect()
}

/// A complete house holding `number` only in cells `a` and `b`, lines before boxes.
fn strong_house(
    layout: &Layout,
    graph: &crate::graph::Graph,
    a: Cell,
    b: Cell,
    number: Number,
) -> Option<House> {
    let mut shared: Vec<House> = layout
        .houses_of(a)
        .map(|(h, _)| h)
        .filter(|&h| layout.is_complete(h) && layout.position(b, h).is_some())
        .filter(|&h| graph.places(h, number).len() == 2)
        .collect();
    shared.sort_by_key(|&h| (layout.kind(h) == crate::HouseKind::Box, h));
    shared.first().copied()
}

/// The name of a chain, by its shape.
fn name(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node]) -> Technique {
    let k = nodes.len();
    let number = nodes[0].number;
    if nodes.iter().all(|node| node.number == number) {
        if k == 4 {
            return two_strong_links(layout, graph, nodes);
        }
        return Technique::XChain;
    }
    // Strong links inside bivalue cells, weak links between cells: an XY-chain.
    let bivalue = |node: &Node| graph.candidates(node.cells()[0]).len() == 2;
    let xy = nodes
        .chunks(2)
        .all(|pair| pair.len() == 2 && pair[0].cells() == pair[1].cells() && bivalue(&pair[0]));
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
/// a column, a Turbot fish when one lies in a box.
fn two_strong_links(layout: &Layout, graph: &crate::graph::Graph, nodes: &[Node]) -> Technique {
    use crate::HouseKind::*;
    let cell = |i: usize| nodes[i].cells()[0];
    let d = nodes[0].number;
    let first = strong_house(layout, graph, cell(0), cell(1), d).map(|h| layout.kind(h));
    let second = strong_house(layout, graph, cell(2), cell(3), d).map(|h| layout.kind(h));
    match (first, second) {
        (Some(Row), Some(Row)) | (Some(Column), Some(Column)) => Technique::Skyscraper,
        (Some(Row), Some(Column)) | (Some(Column), Some(Row)) => Technique::TwoStringKite,
        _ => Technique::TurbotFish,
    }
}
