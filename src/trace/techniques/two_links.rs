//! Every chain of one number with two strong links, for `hint --all`: each Skyscraper,
//! 2-String Kite, Turbot Fish and Empty Rectangle listed, and HoDoKu's Dual 2-String Kites and
//! Dual Empty Rectangles.
//!
//! The chain search (`chains/`) finds one shortest chain per candidate it removes, and keeps
//! one chain per pair of ends and length, the cheapest: an Empty Rectangle or a Kite making the
//! eliminations of a Skyscraper or a Turbot Fish is not reported. HoDoKu's "find all steps"
//! lists every instance of each technique, so this technique, asked only when listing, takes
//! every pair of one number's strong links (a complete house whose places for the number are
//! two nodes: cells, or groups of a box ∩ line) joined by a weak link, names the chain `a = b -
//! c = e` as the chain search names it, and lists it unless a step of that name removing the
//! same is listed already. A chain whose box link holds the number in exactly two cells, in
//! different rows and columns, joined to a conjugate pair of a line crossing it, is also listed
//! as an Empty Rectangle (HoDoKu's ER of two candidates).
//!
//! Explanations ask it too, between cells only, where the best step so far rates no more than
//! a Kite: the chain search's first shortest chain for a candidate may be a Kite or a Turbot
//! Fish where a Skyscraper removes the same, which this finds.
//!
//! Two Kites through the same two cells of a box (of one number or, as HoDoKu pairs them by the
//! cells alone, of two), or two Empty Rectangles of one number in the same box, removing
//! different candidates, are then listed as one step removing both
//! (HoDoKu's Dual 2-String Kite, Dual Empty Rectangle): the step's chain is the two chains one
//! after the other, rated as the higher of them.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::Node;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::chains::{Chain, Groups, eliminations, node_parts, rated};
use super::{GridTechnique, Scratch, State, sees};

/// Chains of two strong links, each instance, and their duals (`hint --all`; the cheaper
/// Skyscrapers in explanations).
pub(crate) struct TwoLinks;

/// A Kite or Empty Rectangle listed, kept for the duals: its chain and what it removes.
struct Listed {
    chain: Chain,
    eliminations: Vec<(Cell, Number)>,
}

impl GridTechnique for TwoLinks {
    fn families(&self) -> Rules {
        Rules::CHAINS
    }

    fn floor(&self) -> Rating {
        rating(Technique::Skyscraper, 4, HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let listing = state.every.is_some();
        // Explaining, the chain search has found a chain of two strong links for every
        // candidate one removes, and one of cells alone as short where it went through a
        // group, but it takes the first it meets: a 2-String Kite or Turbot Fish (4.1) where a
        // Skyscraper (4.0) of cells removes the same. So this looks for those, between cells,
        // only when what was found rates no more than a Kite.
        let kite = rating(Technique::TwoStringKite, 4, HouseKind::Box);
        if self.floor() >= limit || (!listing && limit > kite) {
            return;
        }
        let layout = state.layout;
        let n = layout.side();
        let groups = if listing {
            Groups::new(state)
        } else {
            Groups::none(layout.cells() * n)
        };
        let mut links: Vec<(u32, u32)> = Vec::new();
        let mut rest: Vec<Cell> = Vec::new();
        // Every number's Kites (HoDoKu pairs Kites of two numbers too), this number's from
        // `first`.
        let mut kites: Vec<Listed> = Vec::new();
        let mut ers: Vec<Listed> = Vec::new();
        for d in NumberSet::full(n) {
            strong_links(state, &groups, d, &mut rest, &mut links);
            let first = kites.len();
            ers.clear();
            for i in 0..links.len() {
                for j in i + 1..links.len() {
                    let (x, y) = (links[i], links[j]);
                    for (a, b) in [x, (x.1, x.0)] {
                        for (c, e) in [y, (y.1, y.0)] {
                            if !joined(&groups, layout, [a, b, c, e])
                                || !removes(state, &groups, d, a, e)
                            {
                                continue;
                            }
                            let path = [2 * a, 2 * b + 1, 2 * c, 2 * e + 1];
                            let chain = rated(state, &groups, &path);
                            let er = listing
                                && chain.technique != Technique::EmptyRectangle
                                && two_cell_rectangle(layout, &chain);
                            let renamed = er.then(|| {
                                rated(state, &groups, &path)
                                    .renamed(layout, Technique::EmptyRectangle)
                            });
                            for chain in [Some(chain), renamed].into_iter().flatten() {
                                let kind = chain.technique;
                                if let Some(listed) = list(state, chain, limit, out) {
                                    match kind {
                                        // HoDoKu's Kites are of cells.
                                        Technique::TwoStringKite
                                            if !listed.chain.nodes.iter().any(Node::is_group) =>
                                        {
                                            kites.push(listed)
                                        }
                                        Technique::EmptyRectangle => ers.push(listed),
                                        _ => {}
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if !listing {
                continue;
            }
            let own = &kites[first..];
            duals(state, Technique::DualTwoStringKite, own, limit, out);
            duals(state, Technique::DualEmptyRectangle, &ers, limit, out);
        }
        if listing {
            // Kites of two numbers through the same two cells, paired as HoDoKu pairs them
            // (by the cells alone), after each number's own.
            duals(state, Technique::DualTwoStringKite, &kites, limit, out);
        }
    }
}

/// Writes to `links` every strong link of number `d`: pairs of nodes (candidate indices, or
/// groups after them, as in [`Groups`]), the lower first, that are the number's only places in
/// a complete house.
fn strong_links(
    state: &State<'_>,
    groups: &Groups,
    d: Number,
    rest: &mut Vec<Cell>,
    links: &mut Vec<(u32, u32)>,
) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    links.clear();
    for h in layout.house_ids() {
        let places = graph.places(h, d);
        if !layout.is_complete(h) || places.len() < 2 {
            continue;
        }
        let cells = layout
            .cells_at(h, places)
            .map(|c| super::cand(n, c, d) as u32);
        let in_house = groups.in_house.get(h.index() * n + d.index());
        let here = in_house
            .into_iter()
            .flatten()
            .map(|&g| groups.total as u32 + g);
        for x in cells.chain(here) {
            let mut one = [Cell::new(0)];
            let (_, taken) = node_parts(groups, n, x as usize, &mut one);
            rest.clear();
            rest.extend(layout.cells_at(h, places).filter(|c| !taken.contains(c)));
            rest.sort_unstable();
            if let Some(y) = groups.node_at(layout, n, rest, d)
                && x < y
            {
                links.push((x, y));
            }
        }
    }
    links.sort_unstable();
    links.dedup();
}

/// Whether the nodes `a = b - c = e` are a chain: four nodes with no cell in common, `b` and
/// `c` weakly linked (every cell of one sees every cell of the other).
fn joined(groups: &Groups, layout: &Layout, nodes: [u32; 4]) -> bool {
    let n = layout.side();
    let mut ones = [[Cell::new(0)]; 4];
    let [o0, o1, o2, o3] = &mut ones;
    let cells = [
        node_parts(groups, n, nodes[0] as usize, o0).1,
        node_parts(groups, n, nodes[1] as usize, o1).1,
        node_parts(groups, n, nodes[2] as usize, o2).1,
        node_parts(groups, n, nodes[3] as usize, o3).1,
    ];
    let disjoint = |x: &[Cell], y: &[Cell]| x.iter().all(|c| !y.contains(c));
    let apart = (0..4).all(|i| (i + 1..4).all(|j| disjoint(cells[i], cells[j])));
    apart
        && cells[1]
            .iter()
            .all(|&x| cells[2].iter().all(|&y| sees(layout, x, y)))
}

/// Whether some candidate of `d` sees every cell of the nodes `a` and `e` (a chain between them
/// removes it), asked before the chain is built.
fn removes(state: &State<'_>, groups: &Groups, d: Number, a: u32, e: u32) -> bool {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let (mut one, mut other) = ([Cell::new(0)], [Cell::new(0)]);
    let from = node_parts(groups, n, a as usize, &mut one).1;
    let to = node_parts(groups, n, e as usize, &mut other).1;
    let sees_all = |z: Cell| from.iter().chain(to).all(|&c| sees(layout, z, c));
    layout
        .houses_of(from[0])
        .any(|(h, _)| layout.cells_at(h, graph.places(h, d)).any(sees_all))
}

/// Whether `chain` (four cells) is HoDoKu's Empty Rectangle of two candidates: one strong link
/// a box's only two places for the number, in different rows and columns, the other a line's
/// conjugate pair, whose cell next to the box shares with it a line crossing the pair's.
fn two_cell_rectangle(layout: &Layout, chain: &Chain) -> bool {
    let nodes = &chain.nodes;
    if chain.houses.len() != 2 || nodes.iter().any(Node::is_group) {
        return false;
    }
    let kinds = [layout.kind(chain.houses[0]), layout.kind(chain.houses[1])];
    let line = |k: HouseKind| matches!(k, HouseKind::Row | HouseKind::Column);
    // The box link's nodes (near the line's, far) and the line's (far, near) with its kind.
    let (near, far, inner, pair) = match kinds {
        [HouseKind::Box, k] if line(k) => (1, 0, 2, k),
        [k, HouseKind::Box] if line(k) => (2, 3, 1, k),
        _ => return false,
    };
    let cell = |i: usize| nodes[i].cells()[0];
    let line_of = |c: Cell, kind: HouseKind| {
        layout
            .houses_of(c)
            .map(|(h, _)| h)
            .find(|&h| layout.kind(h) == kind)
    };
    let apart = |kind: HouseKind| line_of(cell(near), kind) != line_of(cell(far), kind);
    let crossing = if pair == HouseKind::Row {
        HouseKind::Column
    } else {
        HouseKind::Row
    };
    apart(HouseKind::Row)
        && apart(HouseKind::Column)
        && line_of(cell(inner), crossing).is_some()
        && line_of(cell(inner), crossing) == line_of(cell(near), crossing)
}

/// Lists `chain` if it rates below `limit`, is allowed, removes something, and no step of its
/// name removing the same is listed yet; returns it with what it removes unless it fails the
/// first three.
fn list(state: &State<'_>, chain: Chain, limit: Rating, out: &mut Steps) -> Option<Listed> {
    if chain.value >= limit || !state.allows(chain.technique) {
        return None;
    }
    let eliminations = eliminations(state, &chain.nodes, false);
    if eliminations.is_empty() {
        return None;
    }
    if listed(out, chain.technique, &eliminations) {
        // Listed already, but a dual may still pair it.
        return Some(Listed {
            chain,
            eliminations,
        });
    }
    let cells = chain.nodes.iter().flat_map(|node| node.cells().to_vec());
    let numbers: NumberSet = chain.nodes.iter().map(|node| node.number).collect();
    out.push(
        chain.technique,
        chain.value,
        chain.houses.iter().copied(),
        dedup(cells),
        numbers,
        eliminations.iter().copied(),
        [],
    );
    out.set_chain(chain.nodes.iter().copied());
    Some(Listed {
        chain,
        eliminations,
    })
}

/// Whether a step of `technique` removing exactly `eliminations` is in `out`.
fn listed(out: &Steps, technique: Technique, eliminations: &[(Cell, Number)]) -> bool {
    out.iter()
        .any(|s| s.technique == technique && s.eliminations == eliminations)
}

/// The cells, ascending, each once.
fn dedup(cells: impl IntoIterator<Item = Cell>) -> Vec<Cell> {
    let mut cells: Vec<Cell> = cells.into_iter().collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// Lists as `technique` (a dual) every two of `found` that share their box and remove
/// different candidates, unless a dual of the same name removing the same is listed: for Kites
/// (of cells), the same two cells of the box (each chain's middle nodes), of one number or two;
/// for Empty Rectangles, the same box (the house of the box link), of one number.
fn duals(
    state: &State<'_>,
    technique: Technique,
    found: &[Listed],
    limit: Rating,
    out: &mut Steps,
) {
    if !state.allows(technique) {
        return;
    }
    let layout = state.layout;
    let middle = |l: &Listed| {
        let mut cells = [l.chain.nodes[1].cells()[0], l.chain.nodes[2].cells()[0]];
        cells.sort_unstable();
        cells
    };
    let in_box = |l: &Listed| {
        (l.chain.houses.iter())
            .copied()
            .find(|&h| layout.kind(h) == HouseKind::Box)
    };
    for (i, one) in found.iter().enumerate() {
        for other in &found[i + 1..] {
            let shared = match technique {
                Technique::DualTwoStringKite => middle(one) == middle(other),
                _ => in_box(one).is_some() && in_box(one) == in_box(other),
            };
            if !shared || one.eliminations == other.eliminations {
                continue;
            }
            let value = one.chain.value.max(other.chain.value);
            let mut eliminations: Vec<(Cell, Number)> = (one.eliminations.iter())
                .chain(&other.eliminations)
                .copied()
                .collect();
            eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
            eliminations.dedup();
            if value >= limit || listed(out, technique, &eliminations) {
                continue;
            }
            let nodes = || one.chain.nodes.iter().chain(&other.chain.nodes);
            let houses: Vec<House> = (one.chain.houses.iter())
                .chain(&other.chain.houses)
                .copied()
                .collect();
            let numbers: NumberSet = nodes().map(|node| node.number).collect();
            out.push(
                technique,
                value,
                houses,
                dedup(nodes().flat_map(|node| node.cells().to_vec())),
                numbers,
                eliminations,
                [],
            );
            out.set_chain(nodes().copied());
        }
    }
}
