//! Checking uniqueness steps: a Unique Rectangle's corners are four open cells in two rows, two
//! columns and two boxes holding both its numbers, with the corners' other numbers as its type
//! says; BUG+1's cell is the only open cell that is not bivalue, and every number has two
//! places in each house where it is open, but the cell's number, three in each of its houses.

use crate::layout::{Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::scale::rating;
use crate::trace::step::{StepRef, Technique};

use super::Problem;

fn box_of(layout: &Layout, c: Cell) -> Option<crate::layout::House> {
    layout
        .houses_of(c)
        .map(|(h, _)| h)
        .find(|&h| layout.kind(h) == HouseKind::Box)
}

/// The corners holding more than the rectangle's two numbers.
fn extras(cands: &[NumberSet], step: &StepRef<'_>) -> Vec<Cell> {
    step.cells
        .iter()
        .copied()
        .filter(|c| cands[c.index()] != step.numbers)
        .collect()
}

/// Checks a uniqueness step's pattern and rating against the candidates `cands`.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    let fails = |what| Err(Problem::PatternFails(what));
    let n = layout.side();
    if !layout.is_standard() {
        return fails("uniqueness needs the standard houses: an extra house may break the swap");
    }
    let open = |c: Cell| cands[c.index()].len() >= 2;
    if step.technique == Technique::BugPlusOne {
        let (&[cell], Some(d)) = (step.cells, step.numbers.single_item()) else {
            return Err(Problem::Malformed("BUG+1 is one cell and one number"));
        };
        if !step.houses.is_empty()
            || cands[cell.index()].len() != 3
            || !cands[cell.index()].contains(d)
        {
            return fails("BUG+1's cell holds three numbers, its number among them");
        }
        if (0..layout.cells()).any(|c| c != cell.index() && cands[c].len() > 2) {
            return fails("every other open cell is bivalue");
        }
        for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
            let mine = layout.position(cell, h).is_some();
            for e in NumberSet::full(n) {
                let count = layout
                    .cells_of(h)
                    .iter()
                    .filter(|&&c| open(c) && cands[c.index()].contains(e))
                    .count();
                let wanted = if mine && e == d { 3 } else { 2 };
                if count != 0 && count != wanted {
                    return fails("every number has two places where it is open, BUG+1's three");
                }
                if mine && e == d && count != 3 {
                    return fails("BUG+1's number has three places in each house of its cell");
                }
            }
        }
    } else {
        let corners = step.cells;
        if corners.len() != 4 || step.numbers.len() != 2 {
            return Err(Problem::Malformed(
                "a unique rectangle is four cells and two numbers",
            ));
        }
        let (rows, cols): (Vec<usize>, Vec<usize>) =
            corners.iter().map(|c| (c.row(n), c.col(n))).unzip();
        let distinct = |mut v: Vec<usize>| {
            v.sort_unstable();
            v.dedup();
            v.len()
        };
        let mut boxes: Vec<_> = corners.iter().map(|&c| box_of(layout, c)).collect();
        boxes.sort();
        boxes.dedup();
        let rectangle = distinct(rows.clone()) == 2
            && distinct(cols.clone()) == 2
            && boxes.len() == 2
            && !boxes.contains(&None)
            && (0..4).all(|i| {
                (0..4)
                    .filter(|&j| rows[j] == rows[i] && cols[j] == cols[i])
                    .count()
                    == 1
            });
        if !rectangle {
            return fails("the corners lie in two rows, two columns and two boxes");
        }
        if corners
            .iter()
            .any(|&c| !open(c) || !step.numbers.is_subset(cands[c.index()]))
        {
            return fails("every corner is open and holds both numbers");
        }
        let extra = extras(cands, step);
        let ok = match step.technique {
            Technique::UniqueRectangle1 => extra.len() == 1 && step.houses.is_empty(),
            Technique::UniqueRectangle2 => {
                let more: Vec<NumberSet> = extra
                    .iter()
                    .map(|c| cands[c.index()] - step.numbers)
                    .collect();
                extra.len() >= 2
                    && step.houses.is_empty()
                    && more.iter().all(|&m| m.len() == 1 && m == more[0])
            }
            Technique::UniqueRectangle4 => match (&extra[..], step.houses) {
                (&[r, s], [h]) => {
                    let in_house = layout.is_complete(*h)
                        && layout.position(r, *h).is_some()
                        && layout.position(s, *h).is_some();
                    let confined = step.numbers.iter().any(|d| {
                        let places: Vec<Cell> = (layout.cells_of(*h).iter().copied())
                            .filter(|c| cands[c.index()].contains(d))
                            .collect();
                        places == [r.min(s), r.max(s)]
                    });
                    in_house && confined
                }
                _ => false,
            },
            _ => false,
        };
        if !ok {
            return fails("the corners' other numbers do not make this type");
        }
    }
    let expected = rating(step.technique, 1, HouseKind::Row);
    super::rated(step, expected)
}

/// Whether removing `number` from `cell` follows from the (checked) uniqueness step.
pub(super) fn justified(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
    cell: Cell,
    number: Number,
) -> bool {
    let extra = extras(cands, step);
    match step.technique {
        Technique::BugPlusOne => step.cells == [cell] && !step.numbers.contains(number),
        Technique::UniqueRectangle1 => extra == [cell] && step.numbers.contains(number),
        Technique::UniqueRectangle2 => {
            let x = (cands[extra[0].index()] - step.numbers).first();
            Some(number) == x
                && !step.cells.contains(&cell)
                && extra.iter().all(|&e| layout.peers(e).contains(cell))
        }
        Technique::UniqueRectangle4 => {
            // The confined number stays; the other goes from the roof.
            let [h] = step.houses else { return false };
            let confined = |d: Number| {
                let places: Vec<Cell> = (layout.cells_of(*h).iter().copied())
                    .filter(|c| cands[c.index()].contains(d))
                    .collect();
                places.len() == 2 && extra.iter().all(|e| places.contains(e))
            };
            extra.contains(&cell)
                && step.numbers.contains(number)
                && step.numbers.iter().any(|d| d != number && confined(d))
        }
        _ => false,
    }
}
