//! Bivalue universal graves: BUG+1 (one cell of three candidates) and BUG types 2 to 4 (several
//! cells holding more than two), as Sudoku Explainer finds them (BivalueUniversalGrave.java).

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, rating, unique_rating};
use crate::trace::step::{Steps, Technique};

use super::{State, open, pseudo_naked, push};

/// The most numbers of a BUG type 3 subset (Sudoku Explainer's bound).
const MAX_SUBSET: usize = 6;

/// BUG+1: every open cell bivalue but one with three candidates, every number twice in each
/// house where it is open, but one number of that cell three times in each of its houses.
pub(super) fn plus_one(state: &State<'_>, out: &mut Steps, limit: Rating) {
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

/// Whether every cell with one candidate is settled: no peer holds its number (the grave is
/// read over the open cells only).
fn settled(state: &State<'_>) -> bool {
    let (layout, graph) = (state.layout, state.graph);
    (0..layout.cells()).map(Cell::new).all(|c| {
        graph.candidates(c).single_item().is_none_or(|d| {
            let peers = layout.peers(c);
            peers.iter().all(|p| !graph.has(p, d))
        })
    })
}

/// The BUG candidates, sorted: in each house, a number with neither zero nor two places among
/// the open cells has one place in a cell of three candidates or more, whose candidate it is (a
/// house with several such cells leaves the choice to another house). `None` when a house has
/// none, or when the grid without them is no grave: an open cell not bivalue, or a number with
/// neither zero nor two places in a house.
fn candidates(state: &State<'_>) -> Option<Vec<(Cell, Number)>> {
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let mut found: Vec<(Cell, Number)> = Vec::new();
    for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
        for d in NumberSet::full(n) {
            let mut count = 0;
            let mut fat = None;
            let mut fats = 0;
            for &c in layout.cells_of(h) {
                if open(state, c) && graph.has(c, d) {
                    count += 1;
                    if graph.candidates(c).len() >= 3 {
                        fats += 1;
                        fat = Some(c);
                    }
                }
            }
            if count == 0 || count == 2 {
                continue;
            }
            match (fats, fat) {
                (0, _) => return None,
                (1, Some(c)) => found.push((c, d)),
                _ => {}
            }
        }
    }
    found.sort_unstable();
    found.dedup();
    let without = |c: Cell| {
        let bug = found.iter().filter(|&&(b, _)| b == c).map(|&(_, d)| d);
        bug.fold(graph.candidates(c), |s, d| s - NumberSet::single(d))
    };
    let grave = (0..layout.cells())
        .map(Cell::new)
        .filter(|&c| open(state, c))
        .all(|c| without(c).len() == 2)
        && layout
            .house_ids()
            .filter(|&h| layout.is_complete(h))
            .all(|h| {
                NumberSet::full(n).iter().all(|d| {
                    let places = (layout.cells_of(h).iter())
                        .filter(|&&c| open(state, c) && without(c).contains(d))
                        .count();
                    places == 0 || places == 2
                })
            });
    grave.then_some(found)
}

/// BUG types 2 to 4 rated below `limit`.
pub(super) fn find(state: &State<'_>, out: &mut Steps, limit: Rating) {
    use Technique::*;
    let (layout, graph) = (state.layout, state.graph);
    if unique_rating(BugType2, 0, 1) >= limit
        || ![BugType2, BugType3, BugType4]
            .iter()
            .any(|&t| state.allows(t))
        || !settled(state)
    {
        return;
    }
    let Some(bug) = candidates(state) else { return };
    let mut cells: Vec<Cell> = bug.iter().map(|&(c, _)| c).collect();
    cells.dedup();
    if cells.len() < 2 {
        return;
    }
    let all = bug
        .iter()
        .fold(NumberSet::EMPTY, |s, &(_, d)| s | NumberSet::single(d));
    let extra = |c: Cell| {
        (bug.iter().filter(|&&(b, _)| b == c))
            .fold(NumberSet::EMPTY, |s, &(_, d)| s | NumberSet::single(d))
    };
    let nodes = || {
        bug.iter()
            .map(|&(c, d)| Node::cell(c, d, Link::Start, true))
    };
    // Houses holding every BUG cell.
    let shared: Vec<House> = layout
        .houses_of(cells[0])
        .map(|(h, _)| h)
        .filter(|&h| layout.is_complete(h))
        .filter(|&h| cells.iter().all(|&c| layout.position(c, h).is_some()))
        .collect();
    if let Some(x) = all.single_item() {
        let value = unique_rating(BugType2, 0, 1);
        let gone = (0..layout.cells())
            .map(Cell::new)
            .filter(|&c| graph.has(c, x) && !cells.contains(&c))
            .filter(|&c| cells.iter().all(|&b| layout.peers(b).contains(c)))
            .map(|c| (c, x))
            .collect();
        if push(state, out, limit, BugType2, value, &[], &cells, all, gone) {
            out.set_chain(nodes());
        }
    }
    if let [c1, c2] = cells[..] {
        let common = (graph.candidates(c1) & graph.candidates(c2)) - all;
        if let Some(v) = common.single_item() {
            let value = unique_rating(BugType4, 0, 1);
            for &h in &shared {
                let keep = NumberSet::single(v);
                let gone = [c1, c2]
                    .iter()
                    .flat_map(|&c| {
                        let drop = graph.candidates(c) - extra(c) - keep;
                        drop.iter().map(move |d| (c, d))
                    })
                    .collect();
                if push(state, out, limit, BugType4, value, &[h], &cells, keep, gone) {
                    out.set_chain(nodes());
                }
            }
        }
    }
    if all.len() >= 2 && state.allows(BugType3) {
        for &h in &shared {
            // Naked subsets of k numbers: the BUG numbers as one cell, k − 1 other cells of
            // the house holding k numbers between them, the BUG numbers among them (Sudoku
            // Explainer's). The other cells are every open cell of the house holding only
            // numbers of the subset, so that the checker finds them again.
            let pool: Vec<Cell> = (layout.cells_of(h).iter().copied())
                .filter(|&c| open(state, c) && !cells.contains(&c))
                .collect();
            for k in 2..=MAX_SUBSET {
                let value = rating(BugType3, k, HouseKind::Row);
                if value >= limit {
                    break;
                }
                pseudo_naked(graph, &pool, NumberSet::EMPTY, all, k, |set, gone| {
                    if push(state, out, limit, BugType3, value, &[h], &cells, set, gone) {
                        out.set_chain(nodes());
                    }
                });
            }
        }
    }
}
