//! Checking brute force: each candidate the step removes is put in its cell and a search of the
//! checker's own (singles, then the cell with the fewest candidates, depth first) must find no
//! solution within [`NODES`] nodes. Grids of side [`MAX_SIDE`] or less: on larger ones a
//! brute-force step carries a certificate, replayed by unit propagation (`proof.rs`).

use crate::layout::{Cell, Layout, Number, NumberSet};

/// The largest side whose brute-force removals the checker's search re-proves.
pub const MAX_SIDE: usize = 16;

/// The most nodes the checker's search spends on one removal.
pub const NODES: u64 = 5_000_000;

/// Whether `number` in `cell` leaves `cands` without a solution, proved within the bound.
pub(super) fn no_solution(
    layout: &Layout,
    cands: &[NumberSet],
    cell: Cell,
    number: Number,
) -> bool {
    let mut grid = cands.to_vec();
    if !grid[cell.index()].contains(number) {
        return false;
    }
    grid[cell.index()] = NumberSet::single(number);
    let mut nodes = 0;
    matches!(solve(layout, grid, &mut nodes), Some(false))
}

/// Whether `grid` has a solution: `Some(true)`, `Some(false)`, or `None` past the bound.
fn solve(layout: &Layout, mut grid: Vec<NumberSet>, nodes: &mut u64) -> Option<bool> {
    *nodes += 1;
    if *nodes > NODES {
        return None;
    }
    if !settle(layout, &mut grid) {
        return Some(false);
    }
    let open = (0..grid.len())
        .filter(|&c| grid[c].len() > 1)
        .min_by_key(|&c| grid[c].len());
    let Some(c) = open else {
        return Some(true);
    };
    for d in grid[c] {
        let mut next = grid.clone();
        next[c] = NumberSet::single(d);
        if solve(layout, next, nodes)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Naked and hidden singles to a fixpoint; false on a contradiction (an empty cell, a number
/// with no place in a complete house, a number twice in a house).
fn settle(layout: &Layout, grid: &mut [NumberSet]) -> bool {
    loop {
        let mut changed = false;
        for h in layout.house_ids() {
            let cells = layout.cells_of(h);
            let mut fixed = NumberSet::EMPTY;
            for &c in cells {
                if let Some(d) = grid[c.index()].single_item() {
                    if fixed.contains(d) {
                        return false;
                    }
                    fixed.insert(d);
                }
            }
            for &c in cells {
                let set = grid[c.index()];
                if set.len() > 1 && !(set & fixed).is_empty() {
                    grid[c.index()] = set - fixed;
                    changed = true;
                }
                if grid[c.index()].is_empty() {
                    return false;
                }
            }
            if layout.is_complete(h) {
                for d in NumberSet::full(layout.side()) {
                    let mut places = cells.iter().filter(|c| grid[c.index()].contains(d));
                    match (places.next(), places.next()) {
                        (None, _) => return false,
                        (Some(&c), None) if grid[c.index()].len() > 1 => {
                            grid[c.index()] = NumberSet::single(d);
                            changed = true;
                        }
                        _ => {}
                    }
                }
            }
        }
        if !changed {
            return true;
        }
    }
}
