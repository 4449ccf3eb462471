//! Locked pairs and triples: a naked subset in a box and a line at once.

use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{StepRef, Technique};

use super::Problem;

/// The pattern: a line and a box (both complete), k cells (2 for a pair, 3 for a triple) in
/// both, each open with candidates among the step's k numbers, which they hold between them.
/// The rating.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<Rating, Problem> {
    let k = match step.technique {
        Technique::LockedPair => 2,
        Technique::LockedTriple => 3,
        _ => return Err(Problem::Malformed("not a locked subset")),
    };
    let &[line, b] = step.houses else {
        return Err(Problem::Malformed(
            "a locked subset names a line, then a box",
        ));
    };
    let is_line = matches!(layout.kind(line), HouseKind::Row | HouseKind::Column);
    if !is_line || layout.kind(b) != HouseKind::Box {
        return Err(Problem::Malformed(
            "a locked subset names a line, then a box",
        ));
    }
    if step.cells.len() != k || step.numbers.len() != k {
        return Err(Problem::Malformed(
            "as many cells as numbers: two, or three",
        ));
    }
    let within = |c: &Cell| layout.position(*c, line).is_some() && layout.position(*c, b).is_some();
    if !layout.is_complete(line) || !layout.is_complete(b) || !step.cells.iter().all(within) {
        return Err(Problem::PatternFails("the cells lie in both houses"));
    }
    let held = (step.cells.iter()).fold(NumberSet::EMPTY, |s, c| s | cands[c.index()]);
    let open = step.cells.iter().all(|c| cands[c.index()].len() >= 2);
    if !open || held != step.numbers {
        return Err(Problem::PatternFails("the cells hold exactly the numbers"));
    }
    Ok(rating(step.technique, k, HouseKind::Row))
}

/// Whether removing `number` from `cell` follows from the (checked) locked subset: one of its
/// numbers, from another cell of either house.
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    step.numbers.contains(number)
        && step.cells.binary_search(&cell).is_err()
        && step
            .houses
            .iter()
            .any(|&h| layout.position(cell, h).is_some())
}
