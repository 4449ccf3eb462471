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
        let bivalue: Vec<(Cell, NumberSet)> = open
            .iter()
            .map(|&c| (c, graph.candidates(c)))
            .filter(|&(_, pair)| pair.len() == 2)
            .collect();
        let mut set: Vec<Cell> = Vec::with_capacity(MAX_SET);
        let cliques = Cliques::new(layout, &open);
        let mut found = |set: &[Cell], union: NumberSet| {
            for &(xz, pair) in &bivalue {
                if !pair.is_subset(union)
                    || set.contains(&xz)
                    || !set.iter().any(|&c| sees(layout, c, xz))
                {
                    continue;
                }
                // Each set is grown once, so each (set, xz, x) is reported once.
                for x in pair {
                    if restricted(state, set, xz, x) {
                        report(state, set, union, xz, x, limit, out);
                    }
                }
            }
        };
        // The first level's set: every open cell.
        let mut stack = vec![0u64; (MAX_SET + 1) * cliques.words];
        for j in 0..open.len() {
            stack[j / 64] |= 1 << (j % 64);
        }
        cliques.grow(state, &mut stack, &mut set, NumberSet::EMPTY, &mut found);
    }
}

/// The open cells and, for each, the later open cells it sees: sets of cells that all see each
/// other are grown along these.
struct Cliques<'a> {
    open: &'a [Cell],
    /// Words of a set of open cells (bit `j` for `open[j]`).
    words: usize,
    /// `later[i * words..]`: the open cells after `open[i]` that see it.
    later: Vec<u64>,
}

impl<'a> Cliques<'a> {
    fn new(layout: &Layout, open: &'a [Cell]) -> Cliques<'a> {
        let words = open.len().div_ceil(64).max(1);
        let mut later = vec![0u64; open.len() * words];
        for (i, &a) in open.iter().enumerate() {
            for (j, &b) in open.iter().enumerate().skip(i + 1) {
                if sees(layout, a, b) {
                    later[i * words + j / 64] |= 1 << (j % 64);
                }
            }
        }
        Cliques { open, words, later }
    }

    /// Extends `set` with each open cell of `stack`'s first set (cells seeing all of `set`),
    /// in ascending order, calling `found` for every set of two cells or more holding one
    /// number more than it has cells; the rest of `stack` holds the deeper levels' sets.
    fn grow(
        &self,
        state: &State<'_>,
        stack: &mut [u64],
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
        let words = self.words;
        let (here, deeper) = stack.split_at_mut(words);
        for (w, &word) in here.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let c = self.open[i];
                let wider = union | state.graph.candidates(c);
                if wider.len() > MAX_SET + 1 {
                    continue;
                }
                // The cells after `c` that see it and all of `set`.
                let adjacent = &self.later[i * words..(i + 1) * words];
                let mut room = 0;
                for (next, (&a, &b)) in deeper.iter_mut().zip(here.iter().zip(adjacent)) {
                    *next = a & b;
                    room += next.count_ones() as usize;
                }
                // Each cell added lowers the set's slack (its numbers less its cells) by one at
                // most, so a set with a slack of two or more needs that many cells less one
                // more, from `deeper` and within `MAX_SET`, to reach a slack of one (the sets
                // `found` takes): without them nothing below it is found.
                let cells = set.len() + 1;
                if wider.len() > cells + 1 && wider.len() - 1 > cells + room.min(MAX_SET - cells) {
                    continue;
                }
                set.push(c);
                self.grow(state, deeper, set, wider, found);
                set.pop();
            }
        }
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
