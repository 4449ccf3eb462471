//! Uniqueness: patterns that would leave the puzzle two solutions, so cannot be its end (Unique
//! Rectangles of types 1, 2 and 4, and BUG+1). They assume the puzzle has one solution.
//!
//! **Unique Rectangle.** Four open cells at the corners of a rectangle, in two rows, two columns
//! and two boxes, all holding two numbers `a` and `b`. If all four were down to `{a, b}`, the
//! `a`s and `b`s could be swapped in any solution: two solutions. So the rectangle must not end
//! that way:
//!
//! - **type 1**: three corners are exactly `{a, b}`: the fourth is neither `a` nor `b`;
//! - **type 2**: every other corner holds `{a, b}` and one more number `x`, the same for all:
//!   one of them is `x`, removed from every cell that sees all of them;
//! - **type 4**: two corners in a line or box (the roof) hold more, the other two are exactly
//!   `{a, b}`, and `a` has no other place in that house than the roof: one roof cell is `a`, so
//!   the other cannot be `b`: `b` leaves both.
//!
//! **BUG+1.** Every open cell holds two candidates but one, which holds three, and every number
//! has two places in each house where it is open, but for one number of that cell, which has
//! three in each of its houses. Without that number, the grid would be a bivalue universal
//! grave, which has no solution or several; so the cell is that number.

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, sees};

/// Unique Rectangles and BUG+1.
pub(crate) struct Uniqueness;

impl GridTechnique for Uniqueness {
    fn families(&self) -> Rules {
        Rules::UNIQUENESS
    }

    fn floor(&self) -> Rating {
        rating(Technique::UniqueRectangle1, 4, HouseKind::Row)
    }

    fn assumes_unique(&self) -> bool {
        true
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        rectangles(state, out, limit);
        bug(state, out, limit);
    }
}

/// Every Unique Rectangle of types 1, 2 and 4.
fn rectangles(state: &State<'_>, out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let cands = |c: Cell| graph.candidates(c);
    let box_of = |c: Cell| {
        layout
            .houses_of(c)
            .find(|&(h, _)| layout.kind(h) == HouseKind::Box)
            .map(|(h, _)| h)
    };
    let value = rating(Technique::UniqueRectangle1, 4, HouseKind::Row);
    if value >= limit {
        return;
    }
    for r1 in 0..n {
        for r2 in r1 + 1..n {
            for c1 in 0..n {
                for c2 in c1 + 1..n {
                    let corners = [
                        Cell::new(r1 * n + c1),
                        Cell::new(r1 * n + c2),
                        Cell::new(r2 * n + c1),
                        Cell::new(r2 * n + c2),
                    ];
                    if corners.iter().any(|&c| cands(c).len() < 2) {
                        continue;
                    }
                    let mut boxes: Vec<Option<House>> =
                        corners.iter().map(|&c| box_of(c)).collect();
                    boxes.sort();
                    boxes.dedup();
                    if boxes.len() != 2 || boxes.contains(&None) {
                        continue;
                    }
                    let common = corners
                        .iter()
                        .fold(NumberSet::full(n), |s, &c| s & cands(c));
                    for a in common {
                        for b in common {
                            if b > a {
                                rectangle(state, corners, a, b, out, value);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The Unique Rectangle on `corners` and numbers `a`, `b`, if it removes something.
fn rectangle(
    state: &State<'_>,
    corners: [Cell; 4],
    a: Number,
    b: Number,
    out: &mut Steps,
    value: Rating,
) {
    let (layout, graph) = (state.layout, state.graph);
    let pair = NumberSet::single(a) | NumberSet::single(b);
    let extra: Vec<Cell> = corners
        .iter()
        .copied()
        .filter(|&c| graph.candidates(c) != pair)
        .collect();
    let mut cells = corners.to_vec();
    cells.sort_unstable();
    let mut push = |technique: Technique, houses: &[House], eliminations: Vec<(Cell, Number)>| {
        if !eliminations.is_empty() && state.allows(technique) {
            let mut eliminations = eliminations;
            eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
            out.push(
                technique,
                value,
                houses.iter().copied(),
                cells.iter().copied(),
                pair,
                eliminations,
                [],
            );
        }
    };
    match extra[..] {
        [one] => {
            let gone = pair.iter().map(|d| (one, d)).collect();
            push(Technique::UniqueRectangle1, &[], gone);
        }
        [] => {}
        _ => {
            // Type 2: one more number, the same in every other corner.
            let more: Vec<NumberSet> = extra.iter().map(|&c| graph.candidates(c) - pair).collect();
            if more.iter().all(|&m| m.len() == 1 && m == more[0]) {
                let x = more[0].first().expect("one number");
                let gone = (0..layout.cells())
                    .map(Cell::new)
                    .filter(|&c| graph.has(c, x) && !corners.contains(&c))
                    .filter(|&c| extra.iter().all(|&e| sees(layout, e, c)))
                    .map(|c| (c, x))
                    .collect();
                push(Technique::UniqueRectangle2, &[], gone);
            }
            // Type 4: a roof of two corners sharing a house where `a` (or `b`) is confined.
            if let [r, s] = extra[..] {
                for (h, _) in layout.houses_of(r) {
                    if !layout.is_complete(h) || layout.position(s, h).is_none() {
                        continue;
                    }
                    for (keep, drop) in [(a, b), (b, a)] {
                        let places: Vec<Cell> = layout
                            .cells_of(h)
                            .iter()
                            .copied()
                            .filter(|&c| graph.has(c, keep))
                            .collect();
                        if places.len() == 2 && places.contains(&r) && places.contains(&s) {
                            push(
                                Technique::UniqueRectangle4,
                                &[h],
                                vec![(r, drop), (s, drop)],
                            );
                        }
                    }
                }
            }
        }
    }
}

/// BUG+1: every open cell bivalue but one with three candidates, every number twice in each
/// house where it is open, but one number of that cell three times in each of its houses.
fn bug(state: &State<'_>, out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    let technique = Technique::BugPlusOne;
    let value = rating(technique, 1, HouseKind::Row);
    if value >= limit || !state.allows(technique) {
        return;
    }
    let mut odd: Option<Cell> = None;
    for c in (0..layout.cells()).map(Cell::new) {
        match graph.candidates(c).len() {
            0..=2 => {}
            3 if odd.is_none() => odd = Some(c),
            _ => return,
        }
    }
    let Some(cell) = odd else { return };
    let open = |c: Cell| graph.candidates(c).len() >= 2;
    let mut number: Option<Number> = None;
    for h in layout.house_ids() {
        if !layout.is_complete(h) {
            continue;
        }
        let mine = layout.position(cell, h).is_some();
        for d in NumberSet::full(layout.side()) {
            let count = layout
                .cells_of(h)
                .iter()
                .filter(|&&c| open(c) && graph.has(c, d))
                .count();
            match count {
                0 | 2 => {}
                3 if mine && graph.has(cell, d) && number.is_none_or(|e| e == d) => {
                    number = Some(d)
                }
                _ => return,
            }
        }
    }
    let Some(d) = number else { return };
    // Three places in every house of the cell, so that without `d` there it would have two.
    let three = layout.houses_of(cell).all(|(h, _)| {
        !layout.is_complete(h)
            || layout
                .cells_of(h)
                .iter()
                .filter(|&&c| open(c) && graph.has(c, d))
                .count()
                == 3
    });
    if !three {
        return;
    }
    // Sorted by number, as the set iterates.
    let gone: Vec<(Cell, Number)> = (graph.candidates(cell) - NumberSet::single(d))
        .iter()
        .map(|e| (cell, e))
        .collect();
    out.push(technique, value, [], [cell], NumberSet::single(d), gone, []);
}
