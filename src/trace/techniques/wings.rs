//! Bent-set wings: k cells that all see each other holding k + 1 numbers between them, and a
//! bivalue cell xz outside them (XYZ-Wing for k = 2, WXYZ-Wing for 3, up to TUVWXYZ-Wing for 6).
//!
//! Cells that all see each other hold different numbers, so k of them with k + 1 candidates
//! between them (an almost locked set) lose at most one number. Say every cell of the set
//! holding `x` sees the bivalue cell (`x` is *restricted*). If the bivalue cell is `x`, the set
//! has no `x` left: its k cells hold the other k numbers, `z` among them. If it is `z`, there is
//! `z`. Either way `z` is in the bivalue cell or in the set's cells holding it, so it goes from
//! every cell that sees all of those. When `z` is restricted too (doubly linked), the set loses
//! `x` or `z`, so its other numbers are all placed in it, each removed from the cells that see
//! all its places in the set; and `x` and `z` each lie in the set or the bivalue cell, removed
//! from the cells that see all their places in both.

use crate::layout::{Cell, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::node::{Link, Node};
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State, sees};

/// XYZ-Wing to TUVWXYZ-Wing.
pub(crate) struct Wings;

/// The most cells of the set.
const MAX_SET: usize = 6;

impl GridTechnique for Wings {
    fn families(&self) -> Rules {
        Rules::WINGS
    }

    fn floor(&self) -> Rating {
        rating(Technique::XYZWing, 2, crate::HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let open: Vec<Cell> = (0..layout.cells())
            .map(Cell::new)
            .filter(|&c| graph.candidates(c).len() >= 2)
            .collect();
        let bivalue: Vec<Cell> = open
            .iter()
            .copied()
            .filter(|&c| graph.candidates(c).len() == 2)
            .collect();
        let mut set: Vec<Cell> = Vec::with_capacity(MAX_SET);
        let mut reported: Vec<(Vec<Cell>, Cell, Number)> = Vec::new();
        grow(
            state,
            &open,
            0,
            &mut set,
            NumberSet::EMPTY,
            &mut |set, union| {
                for &xz in &bivalue {
                    if set.contains(&xz) {
                        continue;
                    }
                    let pair = graph.candidates(xz);
                    if !pair.is_subset(union) || !set.iter().any(|&c| sees(layout, c, xz)) {
                        continue;
                    }
                    for x in pair {
                        if restricted(state, set, xz, x) {
                            let key = (set.to_vec(), xz, x);
                            if !reported.contains(&key) {
                                report(state, set, union, xz, x, limit, out);
                                reported.push(key);
                            }
                        }
                    }
                }
            },
        );
    }
}

/// Extends `set` with open cells after `from` that see all of it, calling `found` for every
/// set of two cells or more holding one number more than it has cells.
fn grow(
    state: &State<'_>,
    open: &[Cell],
    from: usize,
    set: &mut Vec<Cell>,
    union: NumberSet,
    found: &mut impl FnMut(&[Cell], NumberSet),
) {
    if set.len() >= 2 && union.len() == set.len() + 1 {
        found(set, union);
    }
    if set.len() == MAX_SET {
        return;
    }
    for i in from..open.len() {
        let c = open[i];
        if !set.iter().all(|&s| sees(state.layout, s, c)) {
            continue;
        }
        let wider = union | state.graph.candidates(c);
        if wider.len() > MAX_SET + 1 {
            continue;
        }
        set.push(c);
        grow(state, open, i + 1, set, wider, found);
        set.pop();
    }
}

/// Whether every cell of `set` holding `x` sees `xz`.
fn restricted(state: &State<'_>, set: &[Cell], xz: Cell, x: Number) -> bool {
    set.iter()
        .filter(|&&c| state.graph.candidates(c).contains(x))
        .all(|&c| sees(state.layout, c, xz))
}

/// The technique of a set of `k` cells.
fn named(k: usize) -> Technique {
    match k {
        0..=2 => Technique::XYZWing,
        3 => Technique::WXYZWing,
        4 => Technique::VWXYZWing,
        5 => Technique::UVWXYZWing,
        _ => Technique::TUVWXYZWing,
    }
}

/// Writes the wing of `set` and the bivalue cell `xz` restricted on `x`, if it removes
/// something and rates below `limit`.
fn report(
    state: &State<'_>,
    set: &[Cell],
    union: NumberSet,
    xz: Cell,
    x: Number,
    limit: Rating,
    out: &mut Steps,
) {
    let (layout, graph) = (state.layout, state.graph);
    let k = set.len();
    // An XYZ-Wing has a pivot of three numbers; two bivalue cells and another are an XY-Wing,
    // which chains find.
    let biggest = set
        .iter()
        .map(|&c| graph.candidates(c).len())
        .max()
        .unwrap_or(0);
    if k == 2 && biggest < 3 {
        return;
    }
    let technique = named(k);
    let value = rating(technique, biggest, crate::HouseKind::Row);
    if value >= limit || !state.allows(technique) {
        return;
    }
    let eliminations = removals(layout, |c| graph.candidates(c), set, union, xz, x);
    if eliminations.is_empty() {
        return;
    }
    let mut cells = set.to_vec();
    cells.push(xz);
    cells.sort_unstable();
    out.push(technique, value, [], cells, union, eliminations, []);
    out.set_chain([Node::cell(xz, x, Link::Start, false)]);
}

/// What a bent set `set` (numbers `union`) and the bivalue cell `xz` restricted on `x` remove,
/// sorted by number then cell: `z` from the cells seeing all its places in the set and `xz`;
/// doubly linked, also every number from the cells seeing all its places in the set (and in
/// `xz`).
fn removals(
    layout: &Layout,
    cands: impl Fn(Cell) -> NumberSet,
    set: &[Cell],
    union: NumberSet,
    xz: Cell,
    x: Number,
) -> Vec<(Cell, Number)> {
    let pair = cands(xz);
    let Some(z) = (pair - NumberSet::single(x)).first() else {
        return Vec::new();
    };
    let holding = |d: Number| -> Vec<Cell> {
        let mut list: Vec<Cell> = set
            .iter()
            .copied()
            .filter(|&c| cands(c).contains(d))
            .collect();
        if pair.contains(d) {
            list.push(xz);
        }
        list
    };
    let double = set
        .iter()
        .filter(|&&c| cands(c).contains(z))
        .all(|&c| sees(layout, c, xz));
    let numbers = if double { union } else { NumberSet::single(z) };
    let mut out = Vec::new();
    for d in numbers {
        let places = holding(d);
        if places.is_empty() {
            continue;
        }
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            if cell == xz || set.contains(&cell) || !cands(cell).contains(d) {
                continue;
            }
            if places.iter().all(|&p| sees(layout, p, cell)) {
                out.push((cell, d));
            }
        }
    }
    out.sort_unstable_by_key(|&(c, d)| (d, c));
    out
}
