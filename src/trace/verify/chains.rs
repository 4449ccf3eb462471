//! Checking chains link by link: every strong link is a bivalue cell or a number with exactly
//! two places in a complete house, every weak link one cell or one number in cells that share
//! a house, the nodes alternate from a false start to a true end, the name fits the shape, and
//! each elimination is weakly linked to both ends.
//!
//! Shares nothing with the finder (`trace/techniques/chains.rs`): the candidates are the
//! checker's own, one [`NumberSet`] per cell.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::chain_rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;

fn malformed(what: &'static str) -> Problem {
    Problem::Malformed(what)
}

fn fails(what: &'static str) -> Problem {
    Problem::PatternFails(what)
}

/// The number's places among `house`'s cells.
fn places(layout: &Layout, cands: &[NumberSet], house: House, number: Number) -> Vec<Cell> {
    layout
        .cells_of(house)
        .iter()
        .copied()
        .filter(|c| cands[c.index()].contains(number))
        .collect()
}

/// The house a strong link between `a` and `b` on `number` lies in: a complete house holding
/// the number in exactly those two cells, a line before a box.
fn strong_house(
    layout: &Layout,
    cands: &[NumberSet],
    a: Cell,
    b: Cell,
    number: Number,
) -> Option<House> {
    let mut found: Option<House> = None;
    for (h, _) in layout.houses_of(a) {
        if !layout.is_complete(h) || layout.position(b, h).is_none() {
            continue;
        }
        let here = places(layout, cands, h, number);
        if here.len() == 2 && here.contains(&a) && here.contains(&b) {
            let line = layout.kind(h) != HouseKind::Box;
            match found {
                Some(f) if layout.kind(f) != HouseKind::Box || !line => {}
                _ => found = Some(h),
            }
        }
    }
    found
}

fn shares_house(layout: &Layout, a: Cell, b: Cell) -> bool {
    layout
        .houses_of(a)
        .any(|(h, _)| layout.position(b, h).is_some())
}

/// Whether the single-cell candidates `a` and `b` cannot both be true.
fn weak(layout: &Layout, a: (Cell, Number), b: (Cell, Number)) -> bool {
    if a.0 == b.0 {
        a.1 != b.1
    } else {
        a.1 == b.1 && shares_house(layout, a.0, b.0)
    }
}

fn at(node: &Node) -> (Cell, Number) {
    (node.cells()[0], node.number)
}

/// Checks a chain step's shape, links, name and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    let k = nodes.len();
    if k < 4 || !k.is_multiple_of(2) {
        return Err(malformed(
            "a chain has an even number of nodes, four or more",
        ));
    }
    for (i, node) in nodes.iter().enumerate() {
        let (link, on) = match i {
            0 => (Link::Start, false),
            _ if i % 2 == 1 => (Link::Strong, true),
            _ => (Link::Weak, false),
        };
        if node.link != link || node.on != on || node.cells().len() != 1 {
            return Err(malformed(
                "a chain alternates strong and weak links from a false start, one cell a node",
            ));
        }
        let (cell, number) = at(node);
        if cell.index() >= layout.cells() || !cands[cell.index()].contains(number) {
            return Err(fails("a node is not a candidate"));
        }
    }
    // Links, and the houses of the strong links between cells, in order.
    let mut houses: Vec<House> = Vec::new();
    for pair in nodes.windows(2) {
        let (a, b) = (at(&pair[0]), at(&pair[1]));
        match pair[1].link {
            Link::Strong if a.0 == b.0 => {
                if a.1 == b.1
                    || cands[a.0.index()] != NumberSet::single(a.1) | NumberSet::single(b.1)
                {
                    return Err(fails("a strong link in a cell needs a bivalue cell"));
                }
            }
            Link::Strong => {
                let house = (a.1 == b.1)
                    .then(|| strong_house(layout, cands, a.0, b.0, a.1))
                    .flatten()
                    .ok_or(fails(
                        "a strong link needs a number with two places in a house",
                    ))?;
                houses.push(house);
            }
            _ => {
                if !weak(layout, a, b) {
                    return Err(fails(
                        "a weak link joins one cell or one number in one house",
                    ));
                }
            }
        }
    }
    if step.houses != houses.as_slice() {
        return Err(malformed("a chain's houses are those of its strong links"));
    }
    let mut cells: Vec<Cell> = nodes.iter().map(|n| n.cells()[0]).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers {
        return Err(malformed("a chain's cells and numbers are its nodes'"));
    }
    let named = name(cands, nodes, &houses, layout);
    if named != step.technique {
        return Err(malformed("the chain's shape names another technique"));
    }
    let kinds: Vec<HouseKind> = houses.iter().map(|&h| layout.kind(h)).collect();
    let expected = chain_rating(named, k, &kinds);
    if step.rating != expected {
        return Err(Problem::Rating {
            expected,
            found: step.rating,
        });
    }
    Ok(())
}

/// The name of a checked chain, by its shape.
fn name(cands: &[NumberSet], nodes: &[Node], houses: &[House], layout: &Layout) -> Technique {
    let k = nodes.len();
    let first = nodes[0].number;
    if nodes.iter().all(|n| n.number == first) {
        if k != 4 {
            return Technique::XChain;
        }
        let kinds = (layout.kind(houses[0]), layout.kind(houses[1]));
        return match kinds {
            (HouseKind::Row, HouseKind::Row) | (HouseKind::Column, HouseKind::Column) => {
                Technique::Skyscraper
            }
            (HouseKind::Row, HouseKind::Column) | (HouseKind::Column, HouseKind::Row) => {
                Technique::TwoStringKite
            }
            _ => Technique::TurbotFish,
        };
    }
    let cell = |i: usize| nodes[i].cells()[0];
    // Every strong link inside a cell (the cells are bivalue, as the links were checked).
    let xy = (0..k / 2).all(|i| cell(2 * i) == cell(2 * i + 1));
    if xy {
        if k == 6 && nodes[0].number == nodes[k - 1].number {
            return Technique::XYWing;
        }
        let pair = cands[cell(0).index()];
        if k >= 8 && (0..k).all(|i| cands[cell(i).index()] == pair) {
            return Technique::RemotePair;
        }
        return Technique::XYChain;
    }
    let middle = nodes[1].number;
    if k == 6
        && cell(0) == cell(1)
        && cell(4) == cell(5)
        && cell(2) != cell(3)
        && cands[cell(0).index()] == cands[cell(5).index()]
        && nodes[1..5].iter().all(|n| n.number == middle)
        && nodes[0].number == nodes[5].number
    {
        return Technique::WWing;
    }
    Technique::Aic
}

/// Whether removing `number` from `cell` follows from the chain: the candidate is weakly
/// linked to both of its ends (one of which is true).
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    let (Some(first), Some(last)) = (step.chain.first(), step.chain.last()) else {
        return false;
    };
    let z = (cell, number);
    weak(layout, z, at(first)) && weak(layout, z, at(last))
}
