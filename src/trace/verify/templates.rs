//! Checking Template Set and Template Delete without the finder's templates.
//!
//! The finder lists every template of each number fitting the state and reads what they all
//! use and what none uses. The checker lists none: it asks, by a depth-first search over the
//! rows that stops at the first placement it finds, whether *some* placement of the number (a
//! cell in every row, column and box, on the number's candidates, using every cell whose one
//! candidate is the number) avoids a cell, or uses it. A cell no placement avoids is one the
//! number must take. HoDoKu's refinement is rebuilt the same way: the cells another number
//! must take are closed to a number, the cells each must take are asked again, until none is
//! added. Then a Template Set's cells must be cells its number must take, and a Template
//! Delete's candidates cells no placement of the number through the open cells uses.

use crate::layout::{BoxShape, Cell, HouseKind, Layout, Number, NumberSet};
use crate::trace::scale::rating;
use crate::trace::step::{StepRef, Technique};

use super::{Problem, rated};

/// The side of the grids templates are of.
const N: usize = 9;

/// Per row, the columns (bits) a number may take there.
type Rows = [u16; N];

/// Checks a Template Set or Template Delete step: its shape, its rating, and that each cell it
/// sets (Template Set) must hold its number, or that no placement of its number uses a cell it
/// removes the number from (Template Delete), after the refinement.
pub(super) fn check(
    layout: &Layout,
    cands: &[NumberSet],
    step: &StepRef<'_>,
) -> Result<(), Problem> {
    if !(layout.is_standard() && layout.shape() == BoxShape::CLASSIC) {
        return Err(Problem::Malformed("templates are of 9×9 classic grids"));
    }
    let Some(d) = step.numbers.single_item() else {
        return Err(Problem::Malformed("a template step is of one number"));
    };
    if !step.houses.is_empty() {
        return Err(Problem::Malformed("a template step names no house"));
    }
    rated(step, rating(step.technique, 1, HouseKind::Row))?;
    let setting = step.technique == Technique::TemplateSet;
    let listed: Vec<Cell> = if setting {
        if step.placements.is_empty() || step.placements.iter().any(|&(_, e)| e != d) {
            return Err(Problem::Malformed("a Template Set places its number"));
        }
        step.placements.iter().map(|&(c, _)| c).collect()
    } else {
        if !step.placements.is_empty() || step.eliminations.iter().any(|&(_, e)| e != d) {
            return Err(Problem::Malformed(
                "a Template Delete removes its number only",
            ));
        }
        step.eliminations.iter().map(|&(c, _)| c).collect()
    };
    if step.cells != listed.as_slice() {
        return Err(Problem::Malformed(
            "a template step's cells are those it sets or removes from, ascending",
        ));
    }
    let open = open_rows(cands)?;
    let k = d.index();
    for &cell in &listed {
        let (r, c) = (cell.index() / N, cell.index() % N);
        if setting {
            let mut avoiding = open.rows[k];
            avoiding[r] &= !(1 << c);
            if open.rows[k][r] >> c & 1 == 0 || exists(&avoiding, 0, 0, 0) {
                return Err(Problem::PatternFails(
                    "a placement of the number avoids a cell the step sets",
                ));
            }
        } else {
            let mut through = open.rows[k];
            through[r] &= 1 << c;
            if exists(&through, 0, 0, 0) {
                return Err(Problem::Unjustified { cell, number: d });
            }
        }
    }
    Ok(())
}

/// Whether removing `number` from `cell` follows from the step `check` accepted: a Template
/// Delete's own candidates; a Template Set's cells' other numbers, and its number from their
/// peers.
pub(super) fn justified(layout: &Layout, step: &StepRef<'_>, cell: Cell, number: Number) -> bool {
    if step.technique == Technique::TemplateDelete {
        return step.numbers.contains(number) && step.cells.contains(&cell);
    }
    step.placements.iter().any(|&(placed, d)| {
        (placed == cell && number != d) || (number == d && layout.peers(placed).contains(cell))
    })
}

/// Each number's open places after the refinement: per number and row, the columns it may take.
struct Open {
    rows: [Rows; N],
}

/// The places left to each number once the cells other numbers must take are closed to it,
/// repeated until no number must take a new cell.
///
/// # Errors
///
/// [`Problem::PatternFails`] when a number has no placement left (the state has no solution).
fn open_rows(cands: &[NumberSet]) -> Result<Open, Problem> {
    // Per number and row: the columns holding it; the row's one column when a cell of the row
    // holds it alone (two such cells: none).
    let mut base = [[0u16; N]; N];
    for (k, rows) in base.iter_mut().enumerate() {
        let d = Number::new(k);
        for (r, row) in rows.iter_mut().enumerate() {
            let (mut held, mut alone) = (0u16, 0u16);
            for c in 0..N {
                let here = cands[r * N + c];
                if here.contains(d) {
                    held |= 1 << c;
                    if here.is_single() {
                        alone |= 1 << c;
                    }
                }
            }
            *row = match alone.count_ones() {
                0 => held,
                1 => alone,
                _ => 0,
            };
        }
    }
    // Per number and row: the columns it must take.
    let mut must = [[0u16; N]; N];
    loop {
        let mut added = false;
        for k in 0..N {
            let rows = closed(&base, &must, k);
            if !exists(&rows, 0, 0, 0) {
                return Err(Problem::PatternFails(
                    "a number has no placement left: the state has no solution",
                ));
            }
            for r in 0..N {
                let mut left = rows[r] & !must[k][r];
                while left != 0 {
                    let c = left.trailing_zeros();
                    left &= left - 1;
                    let mut avoiding = rows;
                    avoiding[r] &= !(1 << c);
                    if !exists(&avoiding, 0, 0, 0) {
                        must[k][r] |= 1 << c;
                        added = true;
                    }
                }
            }
        }
        if !added {
            let rows = std::array::from_fn(|k| closed(&base, &must, k));
            return Ok(Open { rows });
        }
    }
}

/// Number `k`'s places: `base`, less the cells another number must take.
fn closed(base: &[Rows; N], must: &[Rows; N], k: usize) -> Rows {
    std::array::from_fn(|r| {
        let taken = (0..N).filter(|&j| j != k).fold(0, |m, j| m | must[j][r]);
        base[k][r] & !taken
    })
}

/// Whether some placement takes one column of `rows[r]` in each row from `r` on, no column of
/// `columns` nor box of `boxes` twice.
fn exists(rows: &Rows, r: usize, columns: u16, boxes: u16) -> bool {
    if r == N {
        return true;
    }
    let mut free = rows[r] & !columns;
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let b = (r / 3) * 3 + c / 3;
        if boxes >> b & 1 == 0 && exists(rows, r + 1, columns | 1 << c, boxes | 1 << b) {
            return true;
        }
    }
    false
}
