//! Checking nested forcing chains' eliminations: inside a branch stalled after the (+) rules,
//! a false potential the branch lists holds if forcing chains on the branch's grid prove it,
//! re-derived here with this checker's own propagation ([`super::forcing`]'s), not the
//! finder's.
//!
//! On the branch's grid G, candidate `d` of `cell` goes when, by the nesting level's rules:
//! - (2, static forcing chains and cycles) assuming it true leads over G's links to a
//!   contradiction;
//! - (3, and static cell and region forcing chains) every candidate of some cell, or every
//!   place of some number in a complete house, leads over G's links to its removal (or to a
//!   contradiction);
//! - (4, and dynamic forcing chains) the same with branches followed through singles on G:
//!   a contradiction from it true (or from another candidate of its cell false), a candidate
//!   whose truth and falsehood both remove it, a cell or a house all of whose candidates or
//!   places do.
//!
//! A candidate is removed by a branch that finds it false, or that finds another number of
//! its cell true (the conclusions of nested chains remove a true candidate's cell-mates).

use crate::layout::{Cell, Layout, Number, NumberSet};

use super::forcing::{Closure, Potential, Strength, follow, follow_static};

/// Removes from `grid` each false potential of `listed` still there that a nested deduction
/// of level `inner` proves on it; whether any went.
pub(super) fn round(
    layout: &Layout,
    grid: &mut [NumberSet],
    inner: u8,
    listed: &[Potential],
) -> bool {
    let targets: Vec<(Cell, Number)> = listed
        .iter()
        .filter(|&&(cell, d, on)| !on && grid[cell.index()].contains(d))
        .map(|&(cell, d, _)| (cell, d))
        .collect();
    if targets.is_empty() {
        return false;
    }
    let start = grid.to_vec();
    let mut tables = Tables::default();
    let mut any = false;
    for (cell, d) in targets {
        if proves(layout, &start, inner, cell, d, &mut tables) {
            grid[cell.index()].remove(d);
            any = true;
        }
    }
    any
}

/// The branches of every candidate of the grid, followed once when first needed.
#[derive(Default)]
struct Tables {
    static_on: Option<Vec<Option<Closure>>>,
    dynamic_on: Option<Vec<Option<Closure>>>,
    dynamic_off: Option<Vec<Option<Closure>>>,
}

/// Whether `closure` (a branch over `start`) removes `d` from `cell`.
fn removes(start: &[NumberSet], closure: &Closure, cell: Cell, d: Number) -> bool {
    closure.contradiction
        || (start[cell.index()].contains(d) && !closure.grid[cell.index()].contains(d))
        || closure.on[cell.index()].is_some_and(|e| e != d)
}

/// Every candidate's branch (true, or false) over `start`, at `strength`.
fn table(
    layout: &Layout,
    start: &[NumberSet],
    strength: Strength,
    on: bool,
) -> Vec<Option<Closure>> {
    let n = layout.side();
    (0..start.len() * n)
        .map(|i| {
            let (cell, d) = (Cell::new(i / n), Number::new(i % n));
            start[cell.index()].contains(d).then(|| {
                if strength == Strength::Static {
                    follow_static(layout, start, (cell, d, on))
                } else {
                    follow(layout, start, strength, (cell, d, on), &[])
                }
            })
        })
        .collect()
}

/// Whether some cell's candidates, or some number's places in a complete house, all have
/// branches in `table` removing `d` from `cell`.
fn multiple(
    layout: &Layout,
    start: &[NumberSet],
    table: &[Option<Closure>],
    cell: Cell,
    d: Number,
) -> bool {
    let n = layout.side();
    let kills = |c: Cell, e: Number| {
        table[c.index() * n + e.index()]
            .as_ref()
            .is_some_and(|b| removes(start, b, cell, d))
    };
    for (c, here) in start.iter().enumerate() {
        let c = Cell::new(c);
        if here.len() >= 2 && here.iter().all(|e| kills(c, e)) {
            return true;
        }
    }
    for h in layout.house_ids().filter(|&h| layout.is_complete(h)) {
        for e in (0..n).map(Number::new) {
            let places: Vec<Cell> = (layout.cells_of(h).iter().copied())
                .filter(|c| start[c.index()].contains(e))
                .collect();
            if places.len() >= 2 && places.iter().all(|&c| kills(c, e)) {
                return true;
            }
        }
    }
    false
}

fn proves(
    layout: &Layout,
    start: &[NumberSet],
    inner: u8,
    cell: Cell,
    d: Number,
    tables: &mut Tables,
) -> bool {
    if follow_static(layout, start, (cell, d, true)).contradiction {
        return true;
    }
    if inner >= 3 {
        let t = tables
            .static_on
            .get_or_insert_with(|| table(layout, start, Strength::Static, true));
        if multiple(layout, start, t, cell, d) {
            return true;
        }
    }
    if inner >= 4 {
        if follow(layout, start, Strength::Dynamic, (cell, d, true), &[]).contradiction {
            return true;
        }
        let n = layout.side();
        let on = tables
            .dynamic_on
            .get_or_insert_with(|| table(layout, start, Strength::Dynamic, true));
        if multiple(layout, start, on, cell, d) {
            return true;
        }
        let off = tables
            .dynamic_off
            .get_or_insert_with(|| table(layout, start, Strength::Dynamic, false));
        for i in 0..on.len() {
            if let (Some(a), Some(b)) = (&on[i], &off[i]) {
                let (c, e) = (Cell::new(i / n), Number::new(i % n));
                // Another number of the cell false leads to a contradiction: it is true.
                let placed = c == cell && e != d && b.contradiction;
                if placed || (removes(start, a, cell, d) && removes(start, b, cell, d)) {
                    return true;
                }
            }
        }
    }
    false
}
