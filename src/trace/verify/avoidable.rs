//! Checking Avoidable Rectangles, against the candidates and the givens: four corners in two
//! rows, two columns and two boxes, none a given, the solved ones fixing the deadly numbers;
//! type 1 one open corner, type 2 two in a line with one extra number, the same.

use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::scale::unique_rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;
use super::uniqueness::house_of;

/// An Avoidable Rectangle read from the state and the givens: each corner's deadly number (a
/// corner and its opposite alike, the two others alike, solved corners holding theirs), the
/// open corners, and a type 2's extra number.
struct Avoidable {
    deadly: [Number; 4],
    open: Vec<usize>,
    extra: Option<Number>,
}

/// An Avoidable Rectangle's pattern: four corners (ascending) in two rows, two columns and two
/// boxes, none a given; the solved ones fix the deadly numbers, which are the step's two; type
/// 1 has one open corner, type 2 two in a line holding their deadly number and one more, the
/// same.
fn avoidable(
    layout: &Layout,
    cands: &[NumberSet],
    givens: &[bool],
    step: &StepRef<'_>,
) -> Result<Avoidable, Problem> {
    let fails = |what| Err(Problem::PatternFails(what));
    if !layout.is_standard() {
        return fails("uniqueness needs the standard houses: an extra house may break the swap");
    }
    let &[c0, c1, c2, c3] = step.cells else {
        return Err(Problem::Malformed("an Avoidable Rectangle is four cells"));
    };
    let corners = [c0, c1, c2, c3];
    if !corners.windows(2).all(|w| w[0] < w[1]) || !step.houses.is_empty() {
        return Err(Problem::Malformed(
            "an Avoidable Rectangle is four cells, ascending, and no house",
        ));
    }
    let same = |a: Cell, b: Cell, kind| house_of(layout, a, kind) == house_of(layout, b, kind);
    let (row, col, bx) = (HouseKind::Row, HouseKind::Column, HouseKind::Box);
    let shaped = same(c0, c1, row)
        && same(c2, c3, row)
        && same(c0, c2, col)
        && same(c1, c3, col)
        && !same(c0, c2, row)
        && !same(c0, c1, col);
    let boxes = corners.map(|c| house_of(layout, c, bx));
    let two_boxes = boxes
        .iter()
        .all(|b| b.is_some() && boxes.iter().filter(|&o| o == b).count() == 2);
    if !shaped || !two_boxes {
        return fails("a rectangle's corners lie in two rows, two columns and two boxes");
    }
    if givens.len() != layout.cells() || corners.iter().any(|c| givens[c.index()]) {
        return fails("no corner of an Avoidable Rectangle is a given");
    }
    let held = corners.map(|c| cands[c.index()]);
    let mut deadly: [Option<Number>; 4] = [None; 4];
    for (i, set) in held.iter().enumerate() {
        if let Some(d) = set.single_item() {
            for j in [i, 3 - i] {
                if deadly[j].is_some_and(|e| e != d) {
                    return fails("the solved corners are two numbers, alike on a diagonal");
                }
                deadly[j] = Some(d);
            }
        }
    }
    let (Some(a), Some(b)) = (deadly[0], deadly[1]) else {
        return fails("the solved corners fix both numbers");
    };
    if a == b || step.numbers != NumberSet::single(a) | NumberSet::single(b) {
        return fails("the step's numbers are the solved corners' two");
    }
    let deadly = [a, b, b, a];
    let open: Vec<usize> = (0..4).filter(|&i| !held[i].is_single()).collect();
    let mut extra = None;
    let ok = match (step.technique, &open[..]) {
        (Technique::AvoidableRectangle1, &[k]) => held[k].contains(deadly[k]),
        (Technique::AvoidableRectangle2, &[k, l]) if k + l != 3 => {
            let xk = held[k] - NumberSet::single(deadly[k]);
            let xl = held[l] - NumberSet::single(deadly[l]);
            extra = xk.single_item();
            held[k].len() == 2 && held[l].len() == 2 && xk == xl && extra.is_some()
        }
        _ => false,
    };
    if !ok {
        return fails(
            "type 1: one open corner holding its deadly number; type 2: two in a line holding \
             theirs and one more, the same",
        );
    }
    Ok(Avoidable {
        deadly,
        open,
        extra,
    })
}

/// Checks an Avoidable Rectangle step's pattern (against the candidates and the givens) and
/// rating.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    givens: &[bool],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    avoidable(layout, cands, givens, step)?;
    super::rated(step, unique_rating(step.technique, 4, 1))
}

/// Whether removing `number` from `cell` follows from the (checked) Avoidable Rectangle: type
/// 1 its open corner's deadly number; type 2 the extra number from a cell outside the corners
/// seeing both open ones.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    givens: &[bool],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let Ok(parts) = avoidable(layout, cands, givens, step) else {
        return false;
    };
    let corner = |i: usize| step.cells[i];
    match (step.technique, &parts.open[..]) {
        (Technique::AvoidableRectangle1, &[k]) => cell == corner(k) && number == parts.deadly[k],
        (Technique::AvoidableRectangle2, &[k, l]) => {
            Some(number) == parts.extra
                && step.cells.binary_search(&cell).is_err()
                && layout.peers(corner(k)).contains(cell)
                && layout.peers(corner(l)).contains(cell)
        }
        _ => false,
    }
}
