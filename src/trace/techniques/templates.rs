//! HoDoKu's templates (family `templates`, off by default): Template Set and Template Delete.
//!
//! A *template* of a number is one placement of it over the whole grid: a cell in every row,
//! every column and every box (46,656 of them on a 9×9 grid). In any solution each number fills
//! exactly one template, so only templates that fit the state matter: every cell used holds the
//! number as a candidate, and every cell whose one candidate is the number (a given, a placed
//! value, or a naked single) is used. A cell every fitting template of a number uses is that
//! number (Template Set); a candidate of the number no fitting template uses goes (Template
//! Delete).
//!
//! HoDoKu refines the fitting templates before reading them, and its regression library's
//! cases need the refinement: a template of one number that uses a cell another number's
//! fitting templates all use (a cell that number must take) fits no solution, so it goes; the
//! cells each number must take then grow, and the refinement repeats until nothing changes.
//! Only templates are removed and each removal is sound, so what is left (the greatest
//! fixpoint) does not depend on the order, and still holds each number's template of every
//! solution.
//!
//! The templates fitting a number are enumerated depth first over the rows, a column and a box
//! mask telling which are taken, each template a 81-bit mask in a buffer reused from one call
//! to the next (nothing is allocated per template). 9×9 classic grids only: on any other
//! layout (another size, extra houses, jigsaw regions) the technique offers nothing. A state
//! where some number has no fitting template has no solution; it offers nothing there either.
//!
//! Steps: each number's Template Set (its cells not placed yet that every template left uses,
//! placed; the step removes their other candidates and the number from their peers, as a
//! single's does), then each number's Template Delete. Both rate 15.0 (`scale::TEMPLATE`).

use crate::layout::{BoxShape, Cell, HouseKind, Layout, Number, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, rating};
use crate::trace::step::{Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Template Set and Template Delete.
pub(crate) struct Templates;

/// The grid's side: templates are of 9×9 grids.
const N: usize = 9;

/// The cells of a 9×9 grid as bits, cell `r * 9 + c` at bit `r * 9 + c`.
pub(crate) type Mask = u128;

/// Every cell of the grid.
const ALL_CELLS: Mask = (1 << (N * N)) - 1;

/// Whether templates apply to `layout`: the classic 9×9 grid, rows, columns and 3×3 boxes.
pub(crate) fn applies(layout: &Layout) -> bool {
    layout.is_standard() && layout.shape() == BoxShape::CLASSIC
}

impl GridTechnique for Templates {
    fn families(&self) -> Rules {
        Rules::TEMPLATES
    }

    fn floor(&self) -> Rating {
        rating(Technique::TemplateSet, 1, HouseKind::Row)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        let value = self.floor();
        let (layout, graph) = (state.layout, state.graph);
        let wanted =
            state.allows(Technique::TemplateSet) || state.allows(Technique::TemplateDelete);
        if value >= limit || !wanted || !applies(layout) {
            return;
        }
        let lists = &mut scratch.templates;
        let Some((forced, used)) = refined(state, lists) else {
            return;
        };
        let cell = |i: usize| Cell::new(i);
        // Whether a cell is placed: as the finder knows it, or failing that, a cell of one
        // candidate.
        let placed = |i: usize| match state.placed {
            Some(placed) => placed.get(i).copied().unwrap_or(true),
            None => graph.candidates(cell(i)).is_single(),
        };
        if state.allows(Technique::TemplateSet) {
            for (k, &must) in forced.iter().enumerate() {
                let d = Number::new(k);
                let open = |&i: &usize| must >> i & 1 == 1 && !placed(i);
                let set: Vec<Cell> = (0..N * N).filter(open).map(cell).collect();
                if set.is_empty() {
                    continue;
                }
                let mut eliminations: Vec<(Cell, Number)> = Vec::new();
                for &c in &set {
                    let others = graph.candidates(c) - NumberSet::single(d);
                    eliminations.extend(others.iter().map(|e| (c, e)));
                    let peers = layout.peers(c);
                    eliminations.extend(peers.iter().filter(|&p| graph.has(p, d)).map(|p| (p, d)));
                }
                eliminations.sort_unstable_by_key(|&(c, e)| (e, c));
                eliminations.dedup();
                let placements: Vec<(Cell, Number)> = set.iter().map(|&c| (c, d)).collect();
                let numbers = NumberSet::single(d);
                let technique = Technique::TemplateSet;
                out.push(technique, value, [], set, numbers, eliminations, placements);
            }
        }
        if state.allows(Technique::TemplateDelete) {
            for (k, &fits) in used.iter().enumerate() {
                let d = Number::new(k);
                let gone = |&i: &usize| fits >> i & 1 == 0 && graph.has(cell(i), d);
                let cells: Vec<Cell> = (0..N * N).filter(gone).map(cell).collect();
                if cells.is_empty() {
                    continue;
                }
                let eliminations: Vec<(Cell, Number)> = cells.iter().map(|&c| (c, d)).collect();
                let numbers = NumberSet::single(d);
                let technique = Technique::TemplateDelete;
                out.push(technique, value, [], cells, numbers, eliminations, []);
            }
        }
    }
}

/// Each number's templates fitting `state`, refined as HoDoKu does (`lists`, one buffer per
/// number, reused): per number, the cells every template left uses and the cells some
/// template left uses. `None` when a number has no template left (no solution).
fn refined(state: &State<'_>, lists: &mut [Vec<Mask>; N]) -> Option<([Mask; N], [Mask; N])> {
    let graph = state.graph;
    let mut forced = [ALL_CELLS; N];
    let mut used = [0; N];
    for (k, list) in lists.iter_mut().enumerate() {
        let d = Number::new(k);
        // Per row, the columns holding d, and the one column where d is the cell's only
        // candidate (a template must use it), if any.
        let mut allowed = [0u16; N];
        let mut required = [0u16; N];
        for i in 0..N * N {
            let here = graph.candidates(Cell::new(i));
            if here.contains(d) {
                allowed[i / N] |= 1 << (i % N);
                if here.is_single() {
                    required[i / N] |= 1 << (i % N);
                }
            }
        }
        list.clear();
        let rows: [u16; N] = std::array::from_fn(|r| {
            // A row whose single-candidate cells of d are two or more fits no template.
            match required[r].count_ones() {
                0 => allowed[r],
                1 => required[r],
                _ => 0,
            }
        });
        enumerate(&rows, 0, 0, 0, 0, list);
        (forced[k], used[k]) = meet_and_join(list)?;
    }
    // A template using a cell another number must take goes, until none does.
    loop {
        let mut removed = false;
        for k in 0..N {
            let taken = (0..N).filter(|&j| j != k).fold(0, |m, j| m | forced[j]);
            let before = lists[k].len();
            lists[k].retain(|&t| t & taken == 0);
            if lists[k].len() != before {
                removed = true;
                (forced[k], used[k]) = meet_and_join(&lists[k])?;
            }
        }
        if !removed {
            return Some((forced, used));
        }
    }
}

/// The cells every template of `list` uses and those some template uses; `None` for no
/// template.
fn meet_and_join(list: &[Mask]) -> Option<(Mask, Mask)> {
    if list.is_empty() {
        return None;
    }
    Some(
        list.iter()
            .fold((ALL_CELLS, 0), |(a, o), &t| (a & t, o | t)),
    )
}

/// Appends to `out` every template from row `r` on: one cell per row among `rows[r]`'s
/// columns, no column of `columns` and no box of `boxes` taken twice, `cells` the cells
/// chosen in the rows above.
fn enumerate(
    rows: &[u16; N],
    r: usize,
    columns: u16,
    boxes: u16,
    cells: Mask,
    out: &mut Vec<Mask>,
) {
    if r == N {
        out.push(cells);
        return;
    }
    let mut free = rows[r] & !columns;
    while free != 0 {
        let c = free.trailing_zeros() as usize;
        free &= free - 1;
        let b = (r / 3) * 3 + c / 3;
        if boxes >> b & 1 == 1 {
            continue;
        }
        let cell = (r * N + c) as u32;
        enumerate(
            rows,
            r + 1,
            columns | 1 << c,
            boxes | 1 << b,
            cells | 1 << cell,
            out,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_grid_has_46656_templates() {
        let mut out = Vec::new();
        enumerate(&[0x1ff; N], 0, 0, 0, 0, &mut out);
        assert_eq!(out.len(), 46_656);
        assert!(out.iter().all(|t| t.count_ones() == 9));
        assert_eq!(meet_and_join(&out), Some((0, ALL_CELLS)));
    }
}
