//! Multi-Colors (HoDoKu's name), for `hint --all` only: two of one number's clusters of
//! conjugate pairs, each coloured in two colours as Simple Colors colours one (`colours.rs`).
//!
//! In each cluster one colour is all true and the other all false. For clusters A (colours a,
//! a') and B (b, b'):
//!
//! - **Multi-Colors 1**: when a candidate of colour a sees one of colour b, a and b are not both
//!   true, so a' or b' is: a candidate of the number seeing one of each, outside a' and b'
//!   themselves, goes. One step per two clusters, with every such pair of colours.
//! - **Multi-Colors 2**: when the candidates of colour a see one of colour b and one of colour
//!   b', a is false (one of b, b' is true): each of its candidates goes.
//!
//! Clusters of two candidates or more (a lone conjugate pair is a cluster). Each elimination is
//! an X-chain's along the two clusters and the weak link between them: from a candidate of a'
//! along A to the candidate of a, to the one of b it sees, along B to the candidate of b' (for
//! Multi-Colors 2, the two such chains from a to b and to b'). So a step rates as the X-chain
//! of every node of both clusters, through the kinds of houses of both clusters' links
//! ([`chain_rating`]): no shorter X-chain making it rates higher. The step's chain is A's
//! cluster then B's, each listed as Simple Colors lists one (breadth first, each node after
//! the first conjugate to an earlier one of the other colour, the first `on`), its houses A's
//! links' then B's.

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, chain_rating};
use crate::trace::step::{Steps, Technique};

use super::colours::conjugates;
use super::{GridTechnique, Scratch, State, sees};

/// Multi-Colors 1 and 2 (`hint --all` only).
pub(crate) struct MultiColours;

/// The fewest candidates of both clusters together (two conjugate pairs).
const MIN_NODES: usize = 4;

/// Not coloured yet.
const NONE: u32 = u32::MAX;

/// A coloured candidate: its cell, its colour, the house of its link to the cluster (none for
/// the first).
type Coloured = (Cell, bool, Option<House>);

impl GridTechnique for MultiColours {
    fn families(&self) -> Rules {
        Rules::CHAINS
    }

    fn floor(&self) -> Rating {
        chain_rating(Technique::MultiColors1, MIN_NODES, &[], false)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let wanted = [Technique::MultiColors1, Technique::MultiColors2];
        if state.every.is_none()
            || self.floor() >= limit
            || !wanted.iter().any(|&t| state.allows(t))
        {
            return;
        }
        let (layout, graph) = (state.layout, state.graph);
        let mut mark: Vec<u32> = vec![NONE; layout.cells()];
        let mut nodes: Vec<Coloured> = Vec::new();
        let mut starts: Vec<usize> = Vec::new();
        let mut houses: Vec<House> = Vec::new();
        let mut eliminations: Vec<(Cell, Number)> = Vec::new();
        for d in NumberSet::full(layout.side()) {
            mark.fill(NONE);
            nodes.clear();
            starts.clear();
            for c in 0..layout.cells() {
                let start = Cell::new(c);
                if mark[c] != NONE || !graph.has(start, d) {
                    continue;
                }
                // Breadth first from `start`: each cell's links, lines before boxes.
                let from = nodes.len();
                nodes.push((start, true, None));
                mark[c] = starts.len() as u32;
                let mut head = from;
                while head < nodes.len() {
                    let (cell, on, _) = nodes[head];
                    head += 1;
                    let id = starts.len() as u32;
                    conjugates(state, cell, d, &mut houses, |other, h| {
                        if mark[other.index()] == NONE {
                            mark[other.index()] = id;
                            nodes.push((other, !on, Some(h)));
                        }
                    });
                }
                if nodes.len() - from < 2 {
                    // A lone candidate: no cluster.
                    nodes.truncate(from);
                    continue;
                }
                starts.push(from);
            }
            starts.push(nodes.len());
            let clusters = starts.len() - 1;
            let cluster = |i: usize| &nodes[starts[i]..starts[i + 1]];
            for i in 0..clusters {
                for j in 0..clusters {
                    if i == j {
                        continue;
                    }
                    let (a, b) = (cluster(i), cluster(j));
                    let sees_colour = |x: &[Coloured], xon: bool, y: &[Coloured], yon: bool| {
                        x.iter().any(|&(p, o, _)| {
                            o == xon && y.iter().any(|&(q, w, _)| w == yon && sees(layout, p, q))
                        })
                    };
                    let both = |x: &[Coloured], y: &[Coloured]| {
                        let mut kinds: Vec<HouseKind> = Vec::new();
                        let links = x.iter().chain(y).filter_map(|&(_, _, h)| h);
                        kinds.extend(links.map(|h| layout.kind(h)));
                        chain_rating(Technique::MultiColors1, x.len() + y.len(), &kinds, false)
                    };
                    let value = both(a, b);
                    if value >= limit {
                        continue;
                    }
                    // Multi-Colors 2: a colour of A seeing both colours of B goes.
                    eliminations.clear();
                    for on in [true, false] {
                        if sees_colour(a, on, b, true) && sees_colour(a, on, b, false) {
                            let side = a.iter().filter(|&&(_, o, _)| o == on);
                            eliminations.extend(side.map(|&(cell, _, _)| (cell, d)));
                        }
                    }
                    report(
                        state,
                        out,
                        Technique::MultiColors2,
                        value,
                        a,
                        b,
                        &mut eliminations,
                    );
                    // Multi-Colors 1, each two clusters once.
                    if j < i {
                        continue;
                    }
                    eliminations.clear();
                    for (aon, bon) in [(true, true), (true, false), (false, true), (false, false)] {
                        if !sees_colour(a, aon, b, bon) {
                            continue;
                        }
                        // A's other colour or B's other colour is true: a candidate seeing
                        // both goes, found among the places of the number in the houses of
                        // A's cells of that colour.
                        let (x, y) = (!aon, !bon);
                        let in_colour = |s: &[Coloured], on: bool, cell: Cell| {
                            s.iter().any(|&(p, o, _)| p == cell && o == on)
                        };
                        let seen = |s: &[Coloured], on: bool, cell: Cell| {
                            s.iter().any(|&(p, o, _)| o == on && sees(layout, cell, p))
                        };
                        for &(p, _, _) in a.iter().filter(|&&(_, o, _)| o == x) {
                            for (h, _) in layout.houses_of(p) {
                                for cell in layout.cells_at(h, graph.places(h, d)) {
                                    if cell != p
                                        && !in_colour(a, x, cell)
                                        && !in_colour(b, y, cell)
                                        && seen(b, y, cell)
                                    {
                                        eliminations.push((cell, d));
                                    }
                                }
                            }
                        }
                    }
                    report(
                        state,
                        out,
                        Technique::MultiColors1,
                        value,
                        a,
                        b,
                        &mut eliminations,
                    );
                }
            }
        }
    }
}

/// Writes the step of `technique` over clusters `a` then `b` removing `eliminations`, if it is
/// allowed, removes something, and no step of it removing the same is listed yet.
fn report(
    state: &State<'_>,
    out: &mut Steps,
    technique: Technique,
    value: Rating,
    a: &[Coloured],
    b: &[Coloured],
    eliminations: &mut Vec<(Cell, Number)>,
) {
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    eliminations.dedup();
    let same = |s: crate::trace::step::StepRef<'_>| {
        s.technique == technique && s.eliminations == eliminations.as_slice()
    };
    if eliminations.is_empty() || !state.allows(technique) || out.iter().any(same) {
        return;
    }
    let d = eliminations[0].1;
    let both = || a.iter().chain(b);
    out.push(
        technique,
        value,
        both().filter_map(|&(_, _, h)| h),
        both().map(|&(cell, _, _)| cell),
        NumberSet::single(d),
        eliminations.iter().copied(),
        [],
    );
    out.set_chain(both().map(|&(cell, on, h)| {
        let link = if h.is_some() {
            Link::Strong
        } else {
            Link::Start
        };
        Node::cell(cell, d, link, on)
    }));
}
