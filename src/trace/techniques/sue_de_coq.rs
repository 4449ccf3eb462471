//! Sue de Coq: two or three open cells C of a box ∩ line holding numbers V, at least two more
//! than they are, with a set E of cells of the rest of the line and a set D of the rest of the
//! box, E and D sharing no number, and as many numbers in all (V ∪ VE ∪ VD) as cells in
//! C ∪ D ∪ E.
//!
//! Each number of those is in C ∪ D ∪ E at most once: a number of VD lies in C ∪ D, all in the
//! box (it is not in E); one of VE in C ∪ E, all in the line; any other in C alone. The cells
//! being as many as the numbers, every number is placed there exactly once. So a number whose
//! places in the pattern all lie in the box goes from the rest of the box, one whose places all
//! lie in the line from the rest of the line (a number of C only, from both). This is HoDoKu's
//! Sue de Coq; D and E may hold numbers outside V (its extended form, each such number removed
//! from the rest of its house), but must each hold some number of V and add fewer numbers
//! outside V than they have cells.

use crate::layout::{Cell, House, HouseKind, NumberSet};
use crate::rules::Rules;
use crate::trace::scale::{Rating, als_rating};
use crate::trace::step::{PatternSet, Steps, Technique};

use super::{GridTechnique, Scratch, State};

/// Sue de Coq.
pub(crate) struct SueDeCoq;

/// The most cells of the rest of a line or a box taken into a set.
const MAX_REST: usize = 4;

/// The most cells of a house's rest looked at (larger grids: only the first ones).
const MAX_POSITIONS: usize = 32;

impl GridTechnique for SueDeCoq {
    fn families(&self) -> Rules {
        Rules::ALS
    }

    fn floor(&self) -> Rating {
        als_rating(7)
    }

    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
        if !state.allows(Technique::SueDeCoq) || als_rating(7) >= limit {
            return;
        }
        let layout = state.layout;
        let mut rests = std::mem::take(&mut scratch.rests);
        let mut by_slack = std::mem::take(&mut scratch.by_slack);
        let mut elims = std::mem::take(&mut scratch.elims);
        for b in 0..layout.houses() {
            let boxed = House::new(b);
            if layout.kind(boxed) != HouseKind::Box {
                continue;
            }
            for l in 0..layout.houses() {
                let line = House::new(l);
                if !matches!(layout.kind(line), HouseKind::Row | HouseKind::Column) {
                    continue;
                }
                let pair = Pair { boxed, line };
                pair.search(state, (&mut rests, &mut by_slack), &mut elims, out, limit);
            }
        }
        scratch.rests = rests;
        scratch.by_slack = by_slack;
        scratch.elims = elims;
    }
}

/// A box and a line crossing it.
#[derive(Clone, Copy)]
struct Pair {
    boxed: House,
    line: House,
}

impl Pair {
    fn search(
        self,
        state: &State<'_>,
        (rests, by_slack): (&mut Vec<(u64, NumberSet)>, &mut Vec<u32>),
        elims: &mut Vec<(Cell, crate::layout::Number)>,
        out: &mut Steps,
        limit: Rating,
    ) {
        let (layout, graph) = (state.layout, state.graph);
        let open = |c: &&Cell| graph.candidates(**c).len() >= 2;
        let in_line = |c: Cell| layout.position(c, self.line).is_some();
        let in_box = |c: Cell| layout.position(c, self.boxed).is_some();
        let mut inter = [Cell::new(0); 8];
        let mut n = 0;
        for &c in layout.cells_of(self.boxed).iter().filter(open) {
            if in_line(c) && n < inter.len() {
                inter[n] = c;
                n += 1;
            }
        }
        if n < 2 {
            return;
        }
        let mut line_buf = [Cell::new(0); MAX_POSITIONS];
        let mut box_buf = [Cell::new(0); MAX_POSITIONS];
        let line_cells = layout.cells_of(self.line).iter().filter(open).copied();
        let line_rest = fill(&mut line_buf, line_cells.filter(|&c| !in_box(c)));
        let box_cells = layout.cells_of(self.boxed).iter().filter(open).copied();
        let box_rest = fill(&mut box_buf, box_cells.filter(|&c| !in_line(c)));
        // Every subset C of two or three intersection cells.
        for mask in 1u32..(1 << n) {
            let size = mask.count_ones() as usize;
            if !(2..=3).contains(&size) {
                continue;
            }
            let cells_c = (0..n).filter(|i| mask >> i & 1 == 1).map(|i| inter[i]);
            let v = cells_c
                .clone()
                .fold(NumberSet::EMPTY, |a, c| a | graph.candidates(c));
            // E and D each have `slack` (cells less numbers outside V) of 1 to MAX_REST, and
            // their slacks add up to |V| - |C| (below): V has room for them or no pattern.
            if v.len() < size + 2 || v.len() > size + 2 * MAX_REST {
                continue;
            }
            rests.clear();
            subsets(state, line_rest, v, rests);
            let lines = rests.len();
            subsets(state, box_rest, v, rests);
            let (line_sets, box_sets) = rests.split_at(lines);
            // The box's sets by slack, each slack's in the order found.
            by_slack.clear();
            by_slack.extend(0..box_sets.len() as u32);
            by_slack.sort_by_key(|&i| slack(box_sets[i as usize], v));
            for &(em, ve) in line_sets {
                // E ∪ D adds numbers outside V disjointly (VE and VD share none), so the
                // pattern's numbers are as many as its cells exactly when the slacks of E and
                // D add up to |V| - |C|.
                let wanted = (v.len() - size).wrapping_sub(slack((em, ve), v));
                let from = by_slack.partition_point(|&i| slack(box_sets[i as usize], v) < wanted);
                let upto = by_slack.partition_point(|&i| slack(box_sets[i as usize], v) <= wanted);
                for &i in &by_slack[from..upto] {
                    let (dm, vd) = box_sets[i as usize];
                    let cells = size + em.count_ones() as usize + dm.count_ones() as usize;
                    if !(ve & vd).is_empty() {
                        continue;
                    }
                    debug_assert_eq!((v | ve | vd).len(), cells);
                    let value = als_rating(cells + 3);
                    if value >= limit {
                        continue;
                    }
                    let e = pick(line_rest, em);
                    let d = pick(box_rest, dm);
                    let all: Vec<Cell> =
                        cells_c.clone().chain(e.clone()).chain(d.clone()).collect();
                    elims.clear();
                    for num in v | ve | vd {
                        let holds = |c: &Cell| graph.candidates(*c).contains(num);
                        let boxed = all.iter().filter(|c| holds(c)).all(|&c| in_box(c));
                        let lined = all.iter().filter(|c| holds(c)).all(|&c| in_line(c));
                        for (house, yes) in [(self.boxed, boxed), (self.line, lined)] {
                            if !yes {
                                continue;
                            }
                            for &c in layout.cells_of(house) {
                                if holds(&c) && !all.contains(&c) && !elims.contains(&(c, num)) {
                                    elims.push((c, num));
                                }
                            }
                        }
                    }
                    if elims.is_empty() {
                        continue;
                    }
                    elims.sort_unstable_by_key(|&(c, d)| (d, c));
                    let numbers = v | ve | vd;
                    let sets = [
                        PatternSet::new(cells_c.clone(), v),
                        PatternSet::new(e, ve),
                        PatternSet::new(d, vd),
                    ];
                    out.push(
                        Technique::SueDeCoq,
                        value,
                        [self.boxed, self.line],
                        all,
                        numbers,
                        elims.iter().copied(),
                        [],
                    );
                    out.set_sets(sets);
                }
            }
        }
    }
}

/// A set of a house's rest, `(mask, numbers)`: its cells less the numbers it adds outside `v`
/// (at least 1, by [`subsets`]).
fn slack((mask, numbers): (u64, NumberSet), v: NumberSet) -> usize {
    mask.count_ones() as usize - (numbers - v).len()
}

/// Fills `buf` with the first cells of `cells`, returning those it holds.
fn fill(buf: &mut [Cell; MAX_POSITIONS], cells: impl Iterator<Item = Cell>) -> &[Cell] {
    let mut n = 0;
    for (slot, c) in buf.iter_mut().zip(cells) {
        *slot = c;
        n += 1;
    }
    &buf[..n]
}

/// The cells of `rest` at the positions of `mask`.
fn pick(rest: &[Cell], mask: u64) -> impl Iterator<Item = Cell> + Clone + '_ {
    (0..rest.len())
        .filter(move |i| mask >> i & 1 == 1)
        .map(|i| rest[i])
}

/// Appends to `out` every subset of `rest` of one to [`MAX_REST`] cells that holds some number
/// of `v` and adds fewer numbers outside `v` than it has cells.
fn subsets(state: &State<'_>, rest: &[Cell], v: NumberSet, out: &mut Vec<(u64, NumberSet)>) {
    fn grow(
        state: &State<'_>,
        rest: &[Cell],
        from: usize,
        mask: u64,
        numbers: NumberSet,
        v: NumberSet,
        out: &mut Vec<(u64, NumberSet)>,
    ) {
        let size = mask.count_ones() as usize;
        if size >= 1 && !(numbers & v).is_empty() && (numbers - v).len() < size {
            out.push((mask, numbers));
        }
        if size == MAX_REST {
            return;
        }
        for i in from..rest.len() {
            let wider = numbers | state.graph.candidates(rest[i]);
            grow(state, rest, i + 1, mask | 1 << i, wider, v, out);
        }
    }
    grow(state, rest, 0, 0, NumberSet::EMPTY, v, out);
}
