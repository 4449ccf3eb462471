//! Unique Rectangles: four open cells in two rows, two columns and two boxes holding two
//! numbers; types 1 to 5 (`types.rs`), type 6 and Hidden Rectangle here.

use crate::layout::{Cell, House, HouseKind, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, unique_rating};
use crate::trace::step::{Steps, Technique};

use super::{State, house_of, push, rectangles, types};

/// Every Unique Rectangle rated below `limit`.
pub(super) fn find(state: &State<'_>, out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    if unique_rating(Technique::UniqueRectangle1, 4, 1) >= limit {
        return;
    }
    let cands = |c: Cell| graph.candidates(c);
    let missing = state.rules.contains(Rules::UNIQUENESS_EXTRA);
    rectangles(
        layout,
        |c| cands(c).len() < 2,
        |corners| {
            // The pairs: a deadly pattern needs a corner holding only its two numbers, and every
            // corner holding both (Sudoku Explainer), or with `uniqueness_extra` one of them at
            // least (HoDoKu's rectangles with a missing candidate: see the module's doc).
            let mut pairs = [NumberSet::EMPTY; 4];
            let mut count = 0;
            for &c in &corners {
                let pair = cands(c);
                let fits = corners.iter().all(|&o| {
                    let held = cands(o) & pair;
                    held == pair || (missing && !held.is_empty())
                });
                if pair.len() == 2 && fits && !pairs[..count].contains(&pair) {
                    pairs[count] = pair;
                    count += 1;
                }
            }
            // By their lower number, then their higher.
            let bits = |p: &NumberSet| p.bits();
            pairs[..count].sort_unstable_by_key(|p| {
                (
                    bits(p).trailing_zeros(),
                    std::cmp::Reverse(bits(p).leading_zeros()),
                )
            });
            for &pair in &pairs[..count] {
                types::report(state, &corners, pair, out, limit);
                type6(state, corners, pair, out, limit);
                hidden(state, corners, pair, out, limit);
            }
        },
    );
}

/// Whether `d`'s places in `h` are exactly the corners in `h` (two of them).
fn confined(state: &State<'_>, h: House, d: crate::layout::Number, corners: &[Cell; 4]) -> bool {
    let layout = state.layout;
    let mut places = layout
        .cells_of(h)
        .iter()
        .filter(|&&c| state.graph.has(c, d));
    places.all(|c| corners.contains(c))
}

/// Type 6: the two corners holding only the pair are diagonal, and one of its numbers has no
/// other place in the rectangle's rows (or columns) than the corners: it leaves the others.
fn type6(state: &State<'_>, corners: [Cell; 4], pair: NumberSet, out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    let t = Technique::UniqueRectangle6;
    let value = unique_rating(t, 4, 1);
    // Diagonal extra corners: r1c1 and r2c2, or r1c2 and r2c1.
    let extra: Vec<usize> = (0..4)
        .filter(|&i| graph.candidates(corners[i]) != pair)
        .collect();
    if extra != [0, 3] && extra != [1, 2] {
        return;
    }
    for d in pair {
        for kind in [HouseKind::Row, HouseKind::Column] {
            // The first corner's line and the opposite corner's.
            let lines = [corners[0], corners[3]].map(|c| house_of(layout, c, kind));
            let [Some(l1), Some(l2)] = lines else {
                continue;
            };
            if confined(state, l1, d, &corners) && confined(state, l2, d, &corners) {
                let gone = (extra.iter().map(|&i| corners[i]))
                    .filter(|&c| graph.has(c, d))
                    .map(|c| (c, d))
                    .collect();
                push(state, out, limit, t, value, &[l1, l2], &corners, pair, gone);
                break;
            }
        }
    }
}

/// Hidden Rectangle: a corner holds only the pair, and one of its numbers has no other place in
/// the opposite corner's row and column than the corners: the other leaves the opposite corner.
fn hidden(state: &State<'_>, corners: [Cell; 4], pair: NumberSet, out: &mut Steps, limit: Rating) {
    let (layout, graph) = (state.layout, state.graph);
    let t = Technique::HiddenRectangle;
    let value = unique_rating(t, 4, 1);
    for i in 0..4 {
        if graph.candidates(corners[i]) != pair {
            continue;
        }
        let far = corners[3 - i];
        let row = house_of(layout, far, HouseKind::Row);
        let col = house_of(layout, far, HouseKind::Column);
        let (Some(row), Some(col)) = (row, col) else {
            continue;
        };
        for keep in pair {
            let Some(drop) = (pair - NumberSet::single(keep)).first() else {
                continue;
            };
            if graph.has(far, drop)
                && confined(state, row, keep, &corners)
                && confined(state, col, keep, &corners)
            {
                let gone = vec![(far, drop)];
                push(
                    state,
                    out,
                    limit,
                    t,
                    value,
                    &[row, col],
                    &corners,
                    pair,
                    gone,
                );
            }
        }
    }
}
