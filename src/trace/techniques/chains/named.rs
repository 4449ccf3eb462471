//! A chain found: its nodes, its name by its shape, its rating, and what it removes.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, chain_rating};
use crate::trace::step::{Steps, Technique};

use super::super::{State, sees};
use super::{GROUPED_NODES, Groups, node_parts};

/// The nodes of `path` (nodes `2i + on`: the first a start, then strong links to the true
/// ones and weak links to the false ones).
pub(in crate::trace::techniques) fn nodes_of(groups: &Groups, n: usize, path: &[u32]) -> Vec<Node> {
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
pub(in crate::trace::techniques) fn rated(
    state: &State<'_>,
    groups: &Groups,
    path: &[u32],
) -> Chain {
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
pub(in crate::trace::techniques) struct Chain {
    pub(in crate::trace::techniques) technique: Technique,
    pub(in crate::trace::techniques) nodes: Vec<Node>,
    pub(in crate::trace::techniques) houses: Vec<House>,
    pub(in crate::trace::techniques) value: Rating,
}

impl Chain {
    /// The same chain under another name that fits its shape, rated as that name rates it.
    pub(in crate::trace::techniques) fn renamed(
        mut self,
        layout: &Layout,
        technique: Technique,
    ) -> Chain {
        let kinds: Vec<_> = self.houses.iter().map(|&h| layout.kind(h)).collect();
        let grouped = self.nodes.iter().any(Node::is_group);
        self.value = chain_rating(technique, self.nodes.len(), &kinds, grouped);
        self.technique = technique;
        self
    }
}

/// What the chain `nodes` removes: every candidate weakly linked to both its ends (with
/// `whole`, a Remote Pair's, also every candidate [`opposite_seen`]), sorted by number then
/// cell.
pub(in crate::trace::techniques) fn eliminations(
    state: &State<'_>,
    nodes: &[Node],
    whole: bool,
) -> Vec<(Cell, Number)> {
    let (layout, graph) = (state.layout, state.graph);
    let (a, b) = (nodes[0], nodes[nodes.len() - 1]);
    let mut eliminations = Vec::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        for d in graph.candidates(cell) {
            let z = Node::cell(cell, d, Link::Weak, false);
            let by_ends = weak(layout, &z, &a) && weak(layout, &z, &b);
            if by_ends || (whole && opposite_seen(layout, nodes, cell, d)) {
                eliminations.push((cell, d));
            }
        }
    }
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    eliminations
}

/// Writes `chain` as a step, if it removes something and rates below `limit`.
pub(in crate::trace::techniques) fn write(
    state: &State<'_>,
    chain: Chain,
    limit: Rating,
    out: &mut Steps,
) {
    let Chain {
        technique,
        nodes,
        houses,
        value,
    } = chain;
    if value >= limit || !state.allows(technique) {
        return;
    }
    // Listing every step, a Remote Pair removes what the whole chain removes (HoDoKu's).
    let whole = technique == Technique::RemotePair && state.every.is_some();
    let eliminations = eliminations(state, &nodes, whole);
    if eliminations.is_empty() {
        return;
    }
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
pub(in crate::trace::techniques) fn strong_house(
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
/// them at least a group, each group in one row or one column of the box, and not two groups of
/// parallel lines, so that the number's places in the box lie in one row and one column of it
/// (a cell lies in both). A group in neither (the box's places in a window or on a diagonal, on
/// variants) makes none.
fn empty_rectangle(layout: &Layout, a: &Node, b: &Node) -> bool {
    // A group's line: `Some(None)` for a group in no row or column of the box.
    let line = |node: &Node| {
        let cells = node.cells();
        (cells.len() > 1).then(|| {
            [HouseKind::Row, HouseKind::Column]
                .into_iter()
                .find(|&kind| {
                    layout.houses_of(cells[0]).any(|(h, _)| {
                        layout.kind(h) == kind
                            && cells.iter().all(|&c| layout.position(c, h).is_some())
                    })
                })
        })
    };
    match (line(a), line(b)) {
        (Some(None), _) | (_, Some(None)) | (None, None) => false,
        (Some(x), Some(y)) => x != y,
        _ => true,
    }
}
