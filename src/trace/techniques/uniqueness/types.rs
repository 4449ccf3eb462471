//! Types 1 to 5 of a deadly pattern (a Unique Rectangle of four cells or a Unique Loop of six or
//! more), read from its extra cells: those holding more than its two numbers.

use crate::layout::{Cell, House, Number, NumberSet};
use crate::trace::scale::{Rating, unique_rating};
use crate::trace::step::{Steps, Technique};

use super::{State, choose, open, pseudo_naked, push};

/// The most numbers of a type 3 subset (Sudoku Explainer's bound).
const MAX_SUBSET: usize = 7;

/// The techniques of one type, for rectangles and for loops.
fn named(rectangle: bool, for_rectangle: Technique, for_loop: Technique) -> Technique {
    if rectangle { for_rectangle } else { for_loop }
}

/// Every step of types 1 to 5 of the deadly pattern on `cells` (ascending, every house holding
/// two of them or none) and numbers `pair`, rated below `limit`.
pub(super) fn report(
    state: &State<'_>,
    cells: &[Cell],
    pair: NumberSet,
    out: &mut Steps,
    limit: Rating,
) {
    use Technique::*;
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let rect = cells.len() == 4;
    let base = unique_rating(named(rect, UniqueRectangle1, UniqueLoop1), cells.len(), 1);
    if base >= limit {
        return;
    }
    let extra: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&c| graph.candidates(c) != pair)
        .collect();
    match extra[..] {
        [] => {}
        [one] => {
            let t = named(rect, UniqueRectangle1, UniqueLoop1);
            let gone = (pair & graph.candidates(one))
                .iter()
                .map(|d| (one, d))
                .collect();
            push(state, out, limit, t, base, &[], cells, pair, gone);
        }
        _ => {
            // Types 2 and 5: one more number, the same in every extra cell.
            let more = graph.candidates(extra[0]) - pair;
            if let Some(x) = more.single_item()
                && extra.iter().all(|&e| graph.candidates(e) - pair == more)
            {
                let in_line = |a: Cell, b: Cell| a.row(n) == b.row(n) || a.col(n) == b.col(n);
                let t = match extra[..] {
                    _ if !rect => UniqueLoop2,
                    [a, b] if in_line(a, b) => UniqueRectangle2,
                    _ => UniqueRectangle5,
                };
                let gone = (0..layout.cells())
                    .map(Cell::new)
                    .filter(|&c| graph.has(c, x) && cells.binary_search(&c).is_err())
                    .filter(|&c| extra.iter().all(|&e| layout.peers(e).contains(c)))
                    .map(|c| (c, x))
                    .collect();
                push(state, out, limit, t, base, &[], cells, pair, gone);
            }
            let [c1, c2] = extra[..] else { return };
            let x = (graph.candidates(c1) | graph.candidates(c2)) - pair;
            // Type 3's naked subsets in each house, by house: (house, numbers, size, removals).
            let mut subsets = Vec::new();
            for (h, _) in layout.houses_of(c1) {
                if !layout.is_complete(h) || layout.position(c2, h).is_none() {
                    continue;
                }
                type4(state, cells, pair, h, [c1, c2], out, limit);
                if x.len() >= 2 {
                    naked(state, cells, h, x, limit, &mut subsets);
                    hidden(state, cells, pair, h, x, out, limit);
                }
            }
            joined(state, cells, &subsets, out, limit);
        }
    }
}

/// Type 4: `a` (or `b`) has no other place in `h` than the two extra cells: the other number
/// leaves both.
fn type4(
    state: &State<'_>,
    cells: &[Cell],
    pair: NumberSet,
    h: House,
    extra: [Cell; 2],
    out: &mut Steps,
    limit: Rating,
) {
    let (layout, graph) = (state.layout, state.graph);
    let t = named(
        cells.len() == 4,
        Technique::UniqueRectangle4,
        Technique::UniqueLoop4,
    );
    let value = unique_rating(t, cells.len(), 1);
    for keep in pair {
        let Some(drop) = (pair - NumberSet::single(keep)).first() else {
            continue;
        };
        let mut places = layout.cells_of(h).iter().filter(|&&c| graph.has(c, keep));
        let confined = places.all(|c| extra.contains(c));
        if confined {
            let gone = (extra.iter().copied())
                .filter(|&c| graph.has(c, drop))
                .map(|c| (c, drop))
                .collect();
            push(state, out, limit, t, value, &[h], cells, pair, gone);
        }
    }
}

/// The open cells of `h` outside the pattern.
fn others(state: &State<'_>, cells: &[Cell], h: House) -> Vec<Cell> {
    (state.layout.cells_of(h).iter().copied())
        .filter(|&c| open(state, c) && cells.binary_search(&c).is_err())
        .collect()
}

/// A type 3's naked subset in one house: the house, the subset's numbers, its size, what it
/// removes.
type Subset = (House, NumberSet, usize, Vec<(Cell, Number)>);

/// Type 3, naked: the extra cells as one cell holding their extra numbers `x`, and k − 1 other
/// cells of `h`, hold k numbers between them: those leave the house's other cells. The other
/// cells are every open cell of `h` outside the pattern holding only numbers of the subset (so
/// the checker finds them again), and hold no more than the subset's numbers. Each is reported,
/// and kept in `found` for [`joined`].
fn naked(
    state: &State<'_>,
    cells: &[Cell],
    h: House,
    x: NumberSet,
    limit: Rating,
    found: &mut Vec<Subset>,
) {
    let graph = state.graph;
    let t = named(
        cells.len() == 4,
        Technique::UniqueRectangle3,
        Technique::UniqueLoop3,
    );
    if !state.allows(t) || unique_rating(t, cells.len(), 2) >= limit {
        return;
    }
    let pool = others(state, cells, h);
    // Sudoku Explainer: subsets of k from the extra numbers' count, while 2k fits in the
    // house's open cells (the pattern's two included): a larger naked subset is its
    // complement's hidden one. Listing every step (`hint --all`), HoDoKu's bound: any k that
    // leaves a cell of the house outside the subset (the pseudo-cell and k − 1 of `pool`).
    let empty = pool.len() + 2;
    let listing = state.every.is_some();
    for k in x.len().max(2)..=MAX_SUBSET {
        if (2 * k > empty && !listing) || k > pool.len() {
            break;
        }
        pseudo_naked(graph, &pool, x, NumberSet::EMPTY, k, |set, gone| {
            found.push((h, set, k, gone));
        });
    }
}

/// Type 3, naked, in the two houses the extra cells share (a line and a box): each house's
/// subset is a step, and where both houses have a subset of the same numbers, one step more
/// removes what both do (as HoDoKu gives it).
fn joined(state: &State<'_>, cells: &[Cell], found: &[Subset], out: &mut Steps, limit: Rating) {
    let t = named(
        cells.len() == 4,
        Technique::UniqueRectangle3,
        Technique::UniqueLoop3,
    );
    for (h, set, k, gone) in found {
        let value = unique_rating(t, cells.len(), *k);
        push(
            state,
            out,
            limit,
            t,
            value,
            &[*h],
            cells,
            *set,
            gone.clone(),
        );
    }
    for (i, (h1, set, k, gone)) in found.iter().enumerate() {
        for (h2, other, _, more) in &found[i + 1..] {
            if other != set || h2 == h1 || gone.is_empty() || more.is_empty() {
                continue;
            }
            let mut both = gone.clone();
            both.extend(more.iter().filter(|e| !gone.contains(e)));
            let value = unique_rating(t, cells.len(), *k);
            let houses = [(*h1).min(*h2), (*h1).max(*h2)];
            push(state, out, limit, t, value, &houses, cells, *set, both);
        }
    }
}

/// Type 3, hidden: `a`, `b` and k − 2 numbers outside the extra numbers `x` have their places
/// in `h` in the two extra cells and k − 1 others: at most one extra cell holds `a` or `b`
/// (both would complete the pattern), so the others hold only the subset's numbers.
fn hidden(
    state: &State<'_>,
    cells: &[Cell],
    pair: NumberSet,
    h: House,
    x: NumberSet,
    out: &mut Steps,
    limit: Rating,
) {
    let graph = state.graph;
    let t = named(
        cells.len() == 4,
        Technique::UniqueRectangle3Hidden,
        Technique::UniqueLoop3Hidden,
    );
    if !state.allows(t) || unique_rating(t, cells.len(), 1) >= limit {
        return;
    }
    let pool = others(state, cells, h);
    let outside: Vec<Cell> = (state.layout.cells_of(h).iter().copied())
        .filter(|c| cells.binary_search(c).is_err())
        .collect();
    let empty = pool.len() + 2;
    // Numbers open in the house besides the pattern's and the extra ones.
    let held = pool
        .iter()
        .fold(NumberSet::EMPTY, |acc, &c| acc | graph.candidates(c));
    let rest: Vec<Number> = (held - pair - x).iter().collect();
    for k in x.len().max(2)..=MAX_SUBSET {
        if 2 * k >= empty {
            break;
        }
        choose(rest.len(), k - 2, |pick| {
            let set = pick
                .iter()
                .fold(pair, |acc, &i| acc | NumberSet::single(rest[i]));
            // Places among all the house's cells outside the pattern: a cell of one candidate
            // not yet placed takes a number too.
            let holds = |c: &&Cell| !(graph.candidates(**c) & set).is_empty();
            if outside.iter().filter(holds).count() != k - 1 {
                return true;
            }
            let gone = (outside.iter().filter(holds).copied())
                .flat_map(|c| (graph.candidates(c) - set).iter().map(move |d| (c, d)))
                .collect();
            let value = unique_rating(t, cells.len(), k - 1);
            push(state, out, limit, t, value, &[h], cells, set, gone);
            true
        });
    }
}
