//! Locked pairs and triples (HoDoKu's names): a naked pair or triple whose cells all lie in the
//! overlap of a box and a line. Its numbers then leave the other cells of both houses at once,
//! where the naked subsets of the engine's passes give each house's removals as a step of its
//! own.
//!
//! Sound as the naked subset is in each house: k cells holding k numbers between them take
//! those numbers, so no other cell of a house holding all k cells can. Rated as the naked
//! subset of its size (Sudoku Explainer has no such step). Pairs and triples are two entries of
//! the registry, each with the floor of its size, so each is asked after the engine's pass of
//! naked subsets of that size (equal floors: passes first): that pass always finds the same
//! subset (it is one in each house), so an explanation takes it and names it as before, and
//! `hint --all` lists both. Only up to `--max-size`.

use crate::layout::{Cell, House, HouseKind, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Locked subsets of this size: 2 (pairs) or 3 (triples).
pub(crate) struct Locked(pub usize);

impl Locked {
    /// The technique of this size.
    fn technique(&self) -> Technique {
        if self.0 == 2 {
            Technique::LockedPair
        } else {
            Technique::LockedTriple
        }
    }
}

impl GridTechnique for Locked {
    fn families(&self) -> Rules {
        Rules::NAKED
    }

    fn floor(&self) -> Rating {
        rating(self.technique(), self.0, HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, _: &mut Scratch, out: &mut Steps, limit: Rating) {
        let (layout, graph) = (state.layout, state.graph);
        let (k, technique) = (self.0, self.technique());
        let value = rating(technique, k, HouseKind::Row);
        if value >= limit || !state.allows(technique) || k > state.max_size {
            return;
        }
        let complete = |h: House| layout.is_complete(h);
        // Each box's overlaps with the lines through it: their open cells (three at most on
        // 9×9), in one buffer for the whole call.
        let mut overlap: Vec<Cell> = Vec::with_capacity(layout.side());
        let mut lines: Vec<House> = Vec::with_capacity(2 * layout.side());
        for b in layout.house_ids() {
            if layout.kind(b) != HouseKind::Box || !complete(b) {
                continue;
            }
            lines.clear();
            for &c in layout.cells_of(b) {
                for (h, _) in layout.houses_of(c) {
                    let line = matches!(layout.kind(h), HouseKind::Row | HouseKind::Column);
                    if line && complete(h) && !lines.contains(&h) {
                        lines.push(h);
                    }
                }
            }
            lines.sort_unstable();
            for &line in &lines {
                overlap.clear();
                overlap.extend(
                    (layout.cells_of(b).iter().copied())
                        .filter(|&c| layout.position(c, line).is_some())
                        .filter(|&c| graph.candidates(c).len() >= 2),
                );
                if overlap.len() < k {
                    continue;
                }
                subsets(&overlap, k, &mut |cells| {
                    let numbers =
                        (cells.iter()).fold(NumberSet::EMPTY, |s, &c| s | graph.candidates(c));
                    if numbers.len() != k {
                        return;
                    }
                    let mut gone: Vec<(Cell, Number)> = Vec::new();
                    for h in [line, b] {
                        for &c in layout.cells_of(h) {
                            let other = !cells.contains(&c) && !gone.iter().any(|e| e.0 == c);
                            if other {
                                gone.extend((graph.candidates(c) & numbers).iter().map(|d| (c, d)));
                            }
                        }
                    }
                    // Both houses lose something: otherwise it is the naked subset of one.
                    let in_house =
                        |h: House| gone.iter().any(|&(c, _)| layout.position(c, h).is_some());
                    if in_house(line) && in_house(b) {
                        gone.sort_unstable_by_key(|&(c, d)| (d, c));
                        out.push(
                            technique,
                            value,
                            [line, b],
                            cells.iter().copied(),
                            numbers,
                            gone,
                            [],
                        );
                    }
                });
            }
        }
    }
}

/// Calls `f` with every choice of `k` (2 or 3) cells of `cells`, in order.
fn subsets(cells: &[Cell], k: usize, f: &mut impl FnMut(&[Cell])) {
    let n = cells.len();
    for i in 0..n {
        for j in i + 1..n {
            if k == 2 {
                f(&[cells[i], cells[j]]);
                continue;
            }
            for l in j + 1..n {
                f(&[cells[i], cells[j], cells[l]]);
            }
        }
    }
}
