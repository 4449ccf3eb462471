//! Simple Colors (HoDoKu's name): one number's conjugate pairs, coloured.
//!
//! A *conjugate pair* is a complete house where the number has exactly two places: one of them
//! holds it, the other does not. The pairs join the number's candidates into *clusters*
//! (connected components over conjugate links); colouring a cluster in two colours alternating
//! along its links, one colour is all true and the other all false, since each link joins a
//! true candidate and a false one. Two kinds of step follow, each reported once per cluster
//! with all its eliminations:
//!
//! - **Trap**: a candidate of the number outside the cluster that sees a candidate of each
//!   colour sees a true one, so it goes.
//! - **Wrap**: two candidates of one colour that see each other cannot both be true, so that
//!   colour is the false one: every candidate of it goes.
//!
//! Clusters of four candidates or more only: a cluster of two or three candidates traps and
//! wraps only what intersections remove (the candidates seeing both places of one conjugate
//! pair, in standard geometry). The step's chain lists the cluster breadth first from its first
//! cell, each node after the first conjugate to an earlier one of the other colour (`on` the
//! colour: true for the first node's), its houses the links' houses in the same order. Rated as
//! the X-chain the cluster could be at most ([`chain_rating`]): every trap elimination, and the
//! candidates of the odd loop a wrap's two candidates close, are an X-chain's along the cluster,
//! of no more nodes and through no other kinds of houses, so that chain rates no higher.

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, chain_rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, sees};

/// Simple Colors Trap and Wrap.
pub(crate) struct Colours;

/// The fewest candidates of a cluster reported.
const MIN_NODES: usize = 4;

/// Not coloured yet.
const NONE: u32 = u32::MAX;

impl GridTechnique for Colours {
    fn families(&self) -> Rules {
        Rules::CHAINS
    }

    fn floor(&self) -> Rating {
        chain_rating(Technique::SimpleColorsTrap, MIN_NODES, &[], false)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let wanted = [Technique::SimpleColorsTrap, Technique::SimpleColorsWrap];
        if self.floor() >= limit || !wanted.iter().any(|&t| state.allows(t)) {
            return;
        }
        // Each cell's cluster (its index, from 1, times two) plus its colour, per number.
        let mut mark: Vec<u32> = vec![NONE; layout.cells()];
        let mut cluster: Vec<(Cell, bool, Option<House>)> = Vec::new();
        let mut houses: Vec<House> = Vec::new();
        let mut eliminations: Vec<(Cell, Number)> = Vec::new();
        let mut kinds: Vec<HouseKind> = Vec::new();
        // The colours a candidate outside the cluster sees (bit 1 true's, bit 0 false's), and
        // the cells where some are set.
        let mut seen: Vec<u8> = vec![0; layout.cells()];
        let mut touched: Vec<Cell> = Vec::new();
        for d in NumberSet::full(layout.side()) {
            mark.fill(NONE);
            let mut id = 0u32;
            for c in 0..layout.cells() {
                let start = Cell::new(c);
                if mark[c] != NONE || !graph.has(start, d) {
                    continue;
                }
                id += 1;
                // Breadth first from `start`: each cell's links, lines before boxes.
                cluster.clear();
                cluster.push((start, true, None));
                mark[c] = 2 * id + 1;
                let mut head = 0;
                while head < cluster.len() {
                    let (cell, on, _) = cluster[head];
                    head += 1;
                    conjugates(state, cell, d, &mut houses, |other, h| {
                        if mark[other.index()] == NONE {
                            mark[other.index()] = 2 * id + u32::from(!on);
                            cluster.push((other, !on, Some(h)));
                        }
                    });
                }
                if cluster.len() < MIN_NODES {
                    continue;
                }
                kinds.clear();
                kinds.extend((cluster.iter()).filter_map(|&(_, _, h)| h.map(|h| layout.kind(h))));
                let technique = Technique::SimpleColorsTrap;
                let value = chain_rating(technique, cluster.len(), &kinds, false);
                if value >= limit {
                    continue;
                }
                let in_cluster = |cell: Cell| mark[cell.index()] / 2 == id;
                // Trap: candidates outside the cluster seeing both colours, among the places
                // of the number in the nodes' houses.
                eliminations.clear();
                if state.allows(technique) {
                    for &(node, on, _) in &cluster {
                        for (h, _) in layout.houses_of(node) {
                            for other in layout.cells_at(h, graph.places(h, d)) {
                                if !in_cluster(other) {
                                    if seen[other.index()] == 0 {
                                        touched.push(other);
                                    }
                                    seen[other.index()] |= 1 << u8::from(on);
                                }
                            }
                        }
                    }
                    for &cell in &touched {
                        if seen[cell.index()] == 3 {
                            eliminations.push((cell, d));
                        }
                        seen[cell.index()] = 0;
                    }
                    touched.clear();
                    eliminations.sort_unstable();
                }
                report(out, technique, value, &cluster, d, &eliminations);
                // Wrap: two candidates of one colour seeing each other; that colour goes.
                let technique = Technique::SimpleColorsWrap;
                eliminations.clear();
                if state.allows(technique) {
                    let wraps = |on: bool| {
                        let side = || cluster.iter().filter(move |&&(_, o, _)| o == on);
                        side().any(|&(a, _, _)| side().any(|&(b, _, _)| sees(layout, a, b)))
                    };
                    if let Some(on) = [true, false].into_iter().find(|&on| wraps(on)) {
                        eliminations.extend(
                            (cluster.iter())
                                .filter(|&&(_, o, _)| o == on)
                                .map(|&(cell, _, _)| (cell, d)),
                        );
                        eliminations.sort_unstable();
                    }
                }
                report(out, technique, value, &cluster, d, &eliminations);
            }
        }
    }
}

/// Writes the step of `technique` over `cluster` (number `d`) removing `eliminations` (sorted
/// by cell), if it removes something.
fn report(
    out: &mut Steps,
    technique: Technique,
    value: Rating,
    cluster: &[(Cell, bool, Option<House>)],
    d: Number,
    eliminations: &[(Cell, Number)],
) {
    if eliminations.is_empty() {
        return;
    }
    let houses = cluster.iter().filter_map(|&(_, _, h)| h);
    let cells = cluster.iter().map(|&(cell, _, _)| cell);
    let single = NumberSet::single(d);
    out.push(
        technique,
        value,
        houses,
        cells,
        single,
        eliminations.iter().copied(),
        [],
    );
    out.set_chain(cluster.iter().map(|&(cell, on, h)| {
        let link = if h.is_some() {
            Link::Strong
        } else {
            Link::Start
        };
        Node::cell(cell, d, link, on)
    }));
}

/// Calls `found` with each conjugate of `d` at `cell` (the number's other place in a complete
/// house holding it twice) and that house, lines before boxes; `houses` is a buffer.
pub(super) fn conjugates(
    state: &State<'_>,
    cell: Cell,
    d: Number,
    houses: &mut Vec<House>,
    mut found: impl FnMut(Cell, House),
) {
    let (layout, graph) = (state.layout, state.graph);
    houses.clear();
    houses.extend(layout.houses_of(cell).map(|(h, _)| h));
    houses.sort_unstable_by_key(|&h| (layout.kind(h) == HouseKind::Box, h));
    for &h in houses.iter() {
        let places = graph.places(h, d);
        if places.len() != 2 || !layout.is_complete(h) {
            continue;
        }
        if let Some(other) = layout.cells_at(h, places).find(|&o| o != cell) {
            found(other, h);
        }
    }
}
