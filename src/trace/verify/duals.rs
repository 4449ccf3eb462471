//! Checking dual steps (Dual 2-String Kite, Dual Empty Rectangle): two chains of four nodes,
//! each checked as a chain (`chains.rs`), sharing their box, each elimination justified by one
//! of them.

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::step::{StepRef, Technique};

use super::Problem;
use super::chains::{fails, links, malformed, named_rating, weak};

/// Checks a dual step (Dual 2-String Kite, Dual Empty Rectangle): two chains of four nodes, one
/// after the other, each checked as a Kite (of cells) or an Empty Rectangle, sharing the box's
/// two cells (Kites, of one number or two) or the box (Empty Rectangles, of one number); rated
/// as the higher of the two.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let nodes = step.chain;
    if nodes.len() != 8 || nodes[4].link != Link::Start {
        return Err(malformed("a dual step is two chains of four nodes"));
    }
    let single = match step.technique {
        Technique::DualTwoStringKite => Technique::TwoStringKite,
        _ => Technique::EmptyRectangle,
    };
    let (one, other) = nodes.split_at(4);
    let (h1, h2) = (
        links(layout, cands, one, &[])?,
        links(layout, cands, other, &[])?,
    );
    let v1 = named_rating(layout, cands, one, &[], &h1, single)?;
    let v2 = named_rating(layout, cands, other, &[], &h2, single)?;
    let houses: Vec<House> = h1.iter().chain(&h2).copied().collect();
    if step.houses != houses.as_slice() {
        return Err(malformed("a chain's houses are those of its strong links"));
    }
    let mut cells: Vec<Cell> = nodes.iter().flat_map(|n| n.cells().to_vec()).collect();
    cells.sort_unstable();
    cells.dedup();
    let numbers: NumberSet = nodes.iter().map(|n| n.number).collect();
    if step.cells != cells.as_slice() || step.numbers != numbers {
        return Err(malformed("a chain's cells and numbers are its nodes'"));
    }
    // Each chain is of one number (checked as a Kite or an Empty Rectangle); two Kites may be of
    // two (HoDoKu pairs them by their cells), two Empty Rectangles not.
    if numbers.len() != 1 && (single != Technique::TwoStringKite || numbers.len() != 2) {
        return Err(malformed("a dual Empty Rectangle is of one number"));
    }
    let shared = match single {
        Technique::TwoStringKite if nodes.iter().all(|n| n.cells().len() == 1) => {
            let middle = |c: &[Node]| {
                let mut m = [c[1].cells()[0], c[2].cells()[0]];
                m.sort_unstable();
                m
            };
            middle(one) == middle(other)
        }
        Technique::TwoStringKite => false,
        _ => {
            let in_box = |h: &[House]| {
                h.iter()
                    .copied()
                    .find(|&h| layout.kind(h) == HouseKind::Box)
            };
            in_box(&h1).is_some() && in_box(&h1) == in_box(&h2)
        }
    };
    if !shared {
        return Err(fails("a dual step's two chains share their box"));
    }
    super::rated(step, v1.max(v2))
}

/// Whether removing `number` from `cell` follows from one of a dual step's two chains.
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    let z = Node::cell(cell, number, Link::Weak, false);
    step.chain.len() == 8
        && step
            .chain
            .chunks(4)
            .any(|c| weak(layout, &z, &c[0]) && weak(layout, &z, &c[3]))
}
