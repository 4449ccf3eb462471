//! Uniqueness: patterns that would leave the puzzle two solutions, so cannot be its end. They
//! assume the puzzle has one solution.
//!
//! **Deadly patterns.** Open cells all holding two numbers `a` and `b`, each house holding two
//! of them or none: if all were down to `{a, b}`, the `a`s and `b`s could be swapped in any
//! solution (each house holds one `a` and one `b` of the pattern, before and after), giving two
//! solutions. So the pattern must not end that way. A *Unique Rectangle* is such a pattern of
//! four cells (two rows, two columns, two boxes); a *Unique Loop* one of six cells or more
//! (`loops.rs`). Of the cells holding more than `{a, b}` (the extra cells), `types.rs`:
//!
//! - **type 1**: one extra cell: it is neither `a` nor `b`;
//! - **type 2** (a rectangle's two extra cells in a line; any loop) and **type 5** (a
//!   rectangle's two diagonal or three extra cells): every extra cell holds one more number `x`,
//!   the same: one of them is `x`, removed from every cell that sees all of them;
//! - **type 3**: two extra cells in one house; one of them holds one of their extra numbers,
//!   so together they act as one cell holding those numbers: with other cells of the house they
//!   make a naked subset (its numbers leave the house's other cells), or a hidden subset with
//!   both `a` and `b` (at most one of the two holds `a` or `b`, so the other cells of the subset
//!   hold its numbers only);
//! - **type 4**: two extra cells in one house where `a` (or `b`) has no other place: one of
//!   them is `a`, so the other cannot be `b`: `b` leaves both.
//!
//! Rectangles only (`rectangles.rs`), as HoDoKu defines them:
//!
//! - **type 6**: the two corners holding only `{a, b}` are diagonal, and `a` has no other place
//!   in the rectangle's two rows (or columns) than its corners: an extra corner holding `a`
//!   would force the diagonal one `a` too and the others `b`: `a` leaves the extra corners;
//! - **Hidden Rectangle**: a corner holds only `{a, b}`, and `b` has no other place in the
//!   opposite corner's row and column than the corners: were that corner `a`, the two beside it
//!   would be `b`, the first corner `a`: `a` leaves the opposite corner.
//!
//! **A missing candidate** (with `uniqueness_extra`, as HoDoKu allows): a rectangle's corner
//! may hold only one of `a` and `b`, the other removed earlier. The argument holds as it is:
//! were every corner down to `{a, b}`, the pattern would be deadly (or impossible, a corner
//! lacking the number it would need), so some extra corner holds another number; each type
//! removes only what is there. Sudoku Explainer requires both numbers in every corner, and the
//! default keeps to it (with them, 7 of the 2,400 SE-rated puzzles moved away from SE's rating).
//!
//! **Avoidable Rectangles** (`avoidable.rs`, HoDoKu's types 1 and 2, `uniqueness_extra`):
//! rectangles whose corners are solved cells that are not givens, or open, and could end as a
//! deadly pair; they need to know the givens.
//!
//! **BUG** (`bug.rs`). Without a few candidates (the BUG candidates), every open cell would
//! hold two and every number two places in each house where it is open: a bivalue universal
//! grave, which has no solution or several, so one BUG candidate is true. **BUG+1**: one cell:
//! it is its number. **Type 2**: the same number in every BUG cell: it leaves the cells seeing
//! all of them. **Type 3**: the BUG cells share a house; their BUG numbers act as one cell, in
//! a naked subset with other cells of the house. **Type 4**: two BUG cells share a house and a
//! number `v` held nowhere else there: one of them is `v`, so each is `v` or a BUG number.

mod avoidable;
mod bug;
mod loops;
mod rectangles;
mod types;

use crate::layout::{Cell, House, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State};

pub(crate) use avoidable::Avoidable;

/// Unique Rectangles and Loops, Hidden Rectangles and BUG.
pub(crate) struct Uniqueness;

impl GridTechnique for Uniqueness {
    fn families(&self) -> Rules {
        Rules::UNIQUENESS
    }

    fn floor(&self) -> Rating {
        rating(Technique::UniqueRectangle1, 1, HouseKind::Row)
    }

    fn assumes_unique(&self) -> bool {
        true
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        rectangles::find(state, out, limit);
        loops::find(state, out, limit);
        bug::plus_one(state, out, limit);
        bug::find(state, out, limit);
    }
}

/// Whether a cell is open (two candidates or more).
fn open(state: &State<'_>, c: Cell) -> bool {
    state.graph.candidates(c).len() >= 2
}

/// The house of kind `kind` holding `c`.
fn house_of(layout: &Layout, c: Cell, kind: HouseKind) -> Option<House> {
    layout
        .houses_of(c)
        .map(|(h, _)| h)
        .find(|&h| layout.kind(h) == kind)
}

/// Calls `each` with every rectangle whose corners lie in two rows, two columns and two boxes
/// (two corners each): r1c1, r1c2, r2c1, r2c2, ascending, each corner's opposite `3 − i`.
/// Rectangles with a corner `skip` refuses are left out before their boxes are read.
fn rectangles(layout: &Layout, skip: impl Fn(Cell) -> bool, mut each: impl FnMut([Cell; 4])) {
    let n = layout.side();
    let box_of = |c: Cell| house_of(layout, c, HouseKind::Box);
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
                    if corners.iter().any(|&c| skip(c)) {
                        continue;
                    }
                    let boxes = corners.map(box_of);
                    let two_boxes = boxes
                        .iter()
                        .all(|b| b.is_some() && boxes.iter().filter(|&o| o == b).count() == 2);
                    if two_boxes {
                        each(corners);
                    }
                }
            }
        }
    }
}

/// Records a step if it removes something, is allowed and rates below `limit`; returns whether
/// it did. Eliminations are sorted here (by number, then cell).
#[allow(
    clippy::too_many_arguments,
    reason = "one argument per field of a step, and the limit"
)]
fn push(
    state: &State<'_>,
    out: &mut Steps,
    limit: Rating,
    technique: Technique,
    value: Rating,
    houses: &[House],
    cells: &[Cell],
    numbers: NumberSet,
    mut eliminations: Vec<(Cell, Number)>,
) -> bool {
    if eliminations.is_empty() || value >= limit || !state.allows(technique) {
        return false;
    }
    eliminations.sort_unstable_by_key(|&(c, d)| (d, c));
    out.push(
        technique,
        value,
        houses.iter().copied(),
        cells.iter().copied(),
        numbers,
        eliminations,
        [],
    );
    true
}

/// Naked subsets of `k` numbers made by a pseudo-cell holding `base` (a pattern's extra numbers)
/// and `k − 1` cells of `pool` (the house's other open cells): for each choice of cells whose
/// numbers with `base` are `k`, containing `required`, and with no other cell of `pool` inside
/// them, calls `found` with the subset's numbers and what it removes from the rest of `pool`.
fn pseudo_naked(
    graph: &crate::graph::Graph,
    pool: &[Cell],
    base: NumberSet,
    required: NumberSet,
    k: usize,
    mut found: impl FnMut(NumberSet, Vec<(Cell, Number)>),
) {
    choose(pool.len(), k - 1, |pick| {
        let set = (pick.iter()).fold(base, |s, &i| s | graph.candidates(pool[i]));
        if set.len() != k || !required.is_subset(set) {
            return true;
        }
        let inside = |c: Cell| graph.candidates(c).is_subset(set);
        if pool.iter().filter(|&&c| inside(c)).count() != k - 1 {
            return true;
        }
        let gone = (pool.iter().copied())
            .filter(|&c| !inside(c))
            .flat_map(|c| (graph.candidates(c) & set).iter().map(move |d| (c, d)))
            .collect();
        found(set, gone);
        true
    });
}

/// Calls `f` with every choice of `k` indices below `len` (ascending, in lexicographic order)
/// while `f` returns true; `k` at most 8.
fn choose(len: usize, k: usize, mut f: impl FnMut(&[usize]) -> bool) {
    if k > len || k > 8 {
        return;
    }
    let mut idx = [0usize; 8];
    for (i, slot) in idx.iter_mut().enumerate().take(k) {
        *slot = i;
    }
    loop {
        if !f(&idx[..k]) {
            return;
        }
        // The rightmost index that can still move right.
        let Some(i) = (0..k).rev().find(|&i| idx[i] < len - k + i) else {
            return;
        };
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}
