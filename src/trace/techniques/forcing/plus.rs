//! Dynamic (+): the simple rules a stalled dynamic branch runs on its own grid (pointing and
//! claiming, naked and hidden pairs, X-Wings), as Sudoku Explainer's getAdvancedPotentials does.

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};

use super::{Branch, Search};

/// Dynamic (+): pointing and claiming, naked and hidden pairs, X-Wings on the branch's grid;
/// each candidate they remove becomes false, its parents the branch's removals in the houses
/// of the pattern.
pub(super) fn plus_rules(search: &Search<'_>, branch: &mut Branch, offs: &mut Vec<u32>) {
    let layout = search.layout;
    let mut removed: Vec<(Cell, Number, Vec<House>)> = Vec::new();
    let grid = &branch.grid;
    let places = |h: House, d: Number| -> Vec<Cell> {
        layout
            .cells_of(h)
            .iter()
            .copied()
            .filter(|c| grid[c.index()].contains(d))
            .collect()
    };
    let n = search.n;
    'rules: {
        // Pointing and claiming.
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            for d in (0..n).map(Number::new) {
                let here = places(h, d);
                if here.len() < 2 {
                    continue;
                }
                for (other, _) in layout.houses_of(here[0]) {
                    if other == h || !here.iter().all(|&c| layout.position(c, other).is_some()) {
                        continue;
                    }
                    for c in places(other, d) {
                        if !here.contains(&c) {
                            removed.push((c, d, vec![h, other]));
                        }
                    }
                }
                if !removed.is_empty() {
                    break 'rules;
                }
            }
        }
        // Naked and hidden pairs.
        for h in layout.house_ids() {
            if !layout.is_complete(h) {
                continue;
            }
            let cells = layout.cells_of(h);
            for (i, &a) in cells.iter().enumerate() {
                let pair = grid[a.index()];
                if pair.len() != 2 {
                    continue;
                }
                for &b in &cells[i + 1..] {
                    if grid[b.index()] != pair {
                        continue;
                    }
                    for &c in cells {
                        if c != a && c != b {
                            for d in grid[c.index()] & pair {
                                removed.push((c, d, vec![h]));
                            }
                        }
                    }
                }
            }
            if !removed.is_empty() {
                break 'rules;
            }
            for x in (0..n).map(Number::new) {
                let px = places(h, x);
                if px.len() != 2 {
                    continue;
                }
                for y in (x.index() + 1..n).map(Number::new) {
                    if places(h, y) != px {
                        continue;
                    }
                    let keep = NumberSet::single(x) | NumberSet::single(y);
                    for &c in &px {
                        for d in grid[c.index()] - keep {
                            removed.push((c, d, vec![h]));
                        }
                    }
                }
            }
            if !removed.is_empty() {
                break 'rules;
            }
        }
        // X-Wings: two rows (or columns) holding a number in the same two columns (rows).
        for d in (0..n).map(Number::new) {
            for (base, cover) in [(HouseKind::Row, 0usize), (HouseKind::Column, 1)] {
                let lines: Vec<House> = (0..n).map(|i| House::new(cover * n + i)).collect();
                let _ = base;
                let at = |h: House| -> Vec<usize> {
                    places(h, d)
                        .iter()
                        .map(|c| if cover == 0 { c.col(n) } else { c.row(n) })
                        .collect()
                };
                for (i, &l1) in lines.iter().enumerate() {
                    let p1 = at(l1);
                    if p1.len() != 2 {
                        continue;
                    }
                    for &l2 in &lines[i + 1..] {
                        if at(l2) != p1 {
                            continue;
                        }
                        for &k in &p1 {
                            let cross = House::new((1 - cover) * n + k);
                            for c in places(cross, d) {
                                if layout.position(c, l1).is_none()
                                    && layout.position(c, l2).is_none()
                                {
                                    removed.push((c, d, vec![l1, l2, cross]));
                                }
                            }
                        }
                    }
                }
                if !removed.is_empty() {
                    break 'rules;
                }
            }
        }
    }
    for (c, d, houses) in removed {
        let q = search.potential(c, d, false);
        if branch.has(q) {
            continue;
        }
        // Parents: what the branch removed from the pattern's houses.
        let mut parents: Vec<u32> = Vec::new();
        for &h in &houses {
            for &cell in layout.cells_of(h) {
                for e in search.source[cell.index()] - branch.grid[cell.index()] {
                    let p = search.potential(cell, e, false);
                    if branch.has(p) && !parents.contains(&p) {
                        parents.push(p);
                    }
                }
            }
        }
        branch.add(q, &parents);
        branch.grid[c.index()].remove(d);
        offs.push(q);
    }
}
