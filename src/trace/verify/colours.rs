//! Checking Simple Colors steps: the cluster is re-derived node by node from the step's chain and
//! houses (each node after the first conjugate, in its house, to an earlier node of the other
//! colour), a trap's eliminations see both colours from outside the cluster, a wrap's are the
//! candidates of a colour two of whose nodes see each other, and the rating is recomputed.
//! Multi-Colors steps likewise: two clusters, each re-derived so, and each elimination from the
//! colours of the two that see each other.
//!
//! Shares nothing with the finder (`trace/techniques/colours.rs`): the candidates are the
//! checker's own, one [`NumberSet`] per cell, and a conjugate link's house is read as the chains'
//! checker reads a strong link's ([`super::chains::strong_house`]).

use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::chain_rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;
use super::chains::{fails, malformed, places, strong_house};

/// Whether two distinct cells share a house.
fn see(layout: &Layout, a: Cell, b: Cell) -> bool {
    a != b && layout.peers(a).contains(b)
}

/// Checks a Simple Colors step's cluster, its trap or wrap, and its rating against `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    let k = nodes.len();
    if k < 4 {
        return Err(malformed("a cluster has four candidates or more"));
    }
    let d = nodes[0].number;
    if step.houses.len() != k - 1 || step.numbers != NumberSet::single(d) {
        return Err(malformed(
            "a cluster's houses are its links', its number its nodes'",
        ));
    }
    cluster(layout, cands, nodes, step.houses, d)?;
    let mut cells: Vec<Cell> = nodes.iter().map(|n| n.cells()[0]).collect();
    cells.sort_unstable();
    if step.cells != cells.as_slice() {
        return Err(malformed("a cluster's cells are its nodes'"));
    }
    if step.technique == Technique::SimpleColorsWrap && wrapped(layout, nodes).is_none() {
        return Err(fails("two candidates of one colour see each other"));
    }
    let kinds: Vec<HouseKind> = step.houses.iter().map(|&h| layout.kind(h)).collect();
    super::rated(step, chain_rating(step.technique, k, &kinds, false))
}

/// Checks a cluster of number `d` listed as `nodes` (its links' houses `houses`): cells of the
/// number, the first true, each after it conjugate in its house to an earlier node of the other
/// colour.
fn cluster(
    layout: &Layout,
    cands: &[NumberSet],
    nodes: &[Node],
    houses: &[crate::layout::House],
    d: Number,
) -> Result<(), Problem> {
    for (i, node) in nodes.iter().enumerate() {
        let link = if i == 0 { Link::Start } else { Link::Strong };
        if node.number != d || node.cells().len() != 1 || node.link != link || (i == 0 && !node.on)
        {
            return Err(malformed(
                "a cluster is cells of one number, the first true, then strong links",
            ));
        }
        let cell = node.cells()[0];
        if !cands[cell.index()].contains(d) {
            return Err(fails("a node is not a candidate"));
        }
        if nodes[..i].iter().any(|n| n.cells() == node.cells()) {
            return Err(malformed("a cluster lists each cell once"));
        }
        if i == 0 {
            continue;
        }
        // Conjugate, in its house, to an earlier node of the other colour.
        let house = houses[i - 1];
        let other = places(layout, cands, house, d)
            .into_iter()
            .find(|&c| c != cell);
        let earlier = other.and_then(|o| nodes[..i].iter().find(|n| n.cells() == [o]));
        let linked = earlier.is_some_and(|e| {
            e.on != node.on && strong_house(layout, cands, e, node) == Some(house)
        });
        if !linked {
            return Err(fails(
                "each node is conjugate to an earlier one of the other colour",
            ));
        }
    }
    Ok(())
}

/// Checks a Multi-Colors step: two clusters of one number, one after the other in the step's
/// chain (each from its own start), sharing no cell; rated as the X-chain of all their nodes.
pub(super) fn check_multi(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    let (a, b) = split(nodes).ok_or(malformed("a Multi-Colors step lists two clusters"))?;
    let d = nodes[0].number;
    if a.len() < 2
        || b.len() < 2
        || step.houses.len() + 2 != nodes.len()
        || step.numbers != NumberSet::single(d)
    {
        return Err(malformed(
            "two clusters of two candidates or more, their houses their links', one number",
        ));
    }
    let (ha, hb) = step.houses.split_at(a.len() - 1);
    cluster(layout, cands, a, ha, d)?;
    cluster(layout, cands, b, hb, d)?;
    if a.iter().any(|x| b.iter().any(|y| x.cells() == y.cells())) {
        return Err(malformed("two clusters share no cell"));
    }
    let mut cells: Vec<Cell> = nodes.iter().map(|n| n.cells()[0]).collect();
    cells.sort_unstable();
    if step.cells != cells.as_slice() {
        return Err(malformed("a cluster's cells are its nodes'"));
    }
    let kinds: Vec<HouseKind> = step.houses.iter().map(|&h| layout.kind(h)).collect();
    super::rated(
        step,
        chain_rating(step.technique, nodes.len(), &kinds, false),
    )
}

/// The two clusters of a Multi-Colors chain: the second from the second start.
fn split(nodes: &[Node]) -> Option<(&[Node], &[Node])> {
    let second = nodes.iter().skip(1).position(|n| n.link == Link::Start)? + 1;
    Some(nodes.split_at(second))
}

/// Whether removing `number` from `cell` follows from a (checked) Multi-Colors step. Type 1: a
/// colour of each cluster see each other, so one of the two other colours is true, and the
/// candidate, not of those two colours, sees both. Type 2: the candidate's colour sees both
/// colours of the other cluster.
pub(super) fn justified_multi(
    layout: &Layout,
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let Some((a, b)) = split(step.chain) else {
        return false;
    };
    if number != step.chain[0].number {
        return false;
    }
    fn colour(s: &[Node], on: bool) -> impl Iterator<Item = Cell> + '_ {
        s.iter().filter(move |n| n.on == on).map(|n| n.cells()[0])
    }
    let meet = |x: &[Node], xon: bool, y: &[Node], yon: bool| {
        colour(x, xon).any(|p| colour(y, yon).any(|q| see(layout, p, q)))
    };
    match step.technique {
        Technique::MultiColors2 => [(a, b), (b, a)].iter().any(|&(x, y)| {
            let node = x.iter().find(|n| n.cells() == [cell]);
            node.is_some_and(|n| meet(x, n.on, y, true) && meet(x, n.on, y, false))
        }),
        _ => [true, false].iter().any(|&aon| {
            [true, false].iter().any(|&bon| {
                let (x, y) = (!aon, !bon);
                meet(a, aon, b, bon)
                    && colour(a, x).all(|p| p != cell)
                    && colour(b, y).all(|q| q != cell)
                    && colour(a, x).any(|p| see(layout, cell, p))
                    && colour(b, y).any(|q| see(layout, cell, q))
            })
        }),
    }
}

/// The colours of which two nodes see each other: `[true's, false's]`, or `None` for neither.
fn wrapped(layout: &Layout, nodes: &[Node]) -> Option<[bool; 2]> {
    let wraps = |on: bool| {
        let side = || nodes.iter().filter(move |n| n.on == on);
        side().any(|a| side().any(|b| see(layout, a.cells()[0], b.cells()[0])))
    };
    let both = [wraps(true), wraps(false)];
    (both != [false, false]).then_some(both)
}

/// Whether removing `number` from `cell` follows from the coloured cluster: for a trap, a
/// candidate of its number outside it seeing a node of each colour; for a wrap, a node of a
/// colour two of whose nodes see each other.
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    let nodes = step.chain;
    let Some(first) = nodes.first() else {
        return false;
    };
    if number != first.number {
        return false;
    }
    let node = nodes.iter().find(|n| n.cells() == [cell]);
    match step.technique {
        Technique::SimpleColorsWrap => match (node, wrapped(layout, nodes)) {
            (Some(n), Some(both)) => both[usize::from(!n.on)],
            _ => false,
        },
        _ => {
            let sees =
                |on: bool| (nodes.iter()).any(|n| n.on == on && see(layout, cell, n.cells()[0]));
            node.is_none() && sees(true) && sees(false)
        }
    }
}
