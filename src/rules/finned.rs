//! Finned and sashimi fish: a fish whose base lines hold the number in a few more cells, the
//! fins, all inside one box; the number leaves the cover lines only inside that box.
//!
//! ```text
//!  number 4        c3   c8
//!  r2   . . 4 . . . . 4 4     rows 2 and 7 hold 4 in columns 3 and 8, and row 2 also in r2c9,
//!  r3   . . . . . . . x .     a fin in box 3. Either r2c9 is 4, or the X-Wing holds; both
//!  r7   . . 4 . . . . 4 .     remove 4 from r1c8 and r3c8, the cells of a cover line that see
//!                             the fin: they share its box.
//! ```
//!
//! **Why it is sound.** If no fin holds the number, the base lines hold it in the cover lines
//! only: a fish, which removes it from the cover lines outside the base lines. If a fin holds
//! it, every cell of its box loses it. A removal is made only where both cases agree: in a
//! cover line, outside the base lines, inside the fins' box. *Sashimi* is the same pattern where
//! a base line has at most one place in the cover lines (without its fins it would not be a
//! fish at all); the argument does not care.
//!
//! A pattern whose fins are gone is a fish, removing more; the fish rule finds it, which keeps
//! the family monotone (the `finned` family includes `fish`). Sizes 2 to [`ENUMERATED`], by enumeration: a
//! base line holds at most k places in the cover and a box's width of fins.

use std::ops::RangeInclusive;

use crate::layout::{House, Layout, Number, NumberSet, PosSet};

use super::group::iter_bits;
use super::subsets::ENUMERATED;
use super::{
    Config, Contradiction, Line, NumberChanges, Reason, Removal, Rule, RuleContext, Rules, Scope,
    Wake,
};

/// Finned and sashimi fish of two to [`ENUMERATED`] lines, one pass per size.
#[derive(Debug)]
pub(crate) struct FinnedFish;

impl Rule for FinnedFish {
    fn family(&self) -> &'static str {
        "finned"
    }

    fn scope(&self) -> Scope {
        Scope::Number
    }

    fn wake(&self) -> Wake {
        Wake::FewPlaces
    }

    /// A base line of a finned fish of k lines holds at most k places in the cover and a box's
    /// width of fins.
    fn few_places(&self, size: u8, layout: &Layout) -> usize {
        let shape = layout.shape();
        usize::from(size) + shape.rows().max(shape.cols())
    }

    /// Fins are bounded by a box's rows and columns: regular boxes only (no jigsaw regions, not
    /// a Latin square).
    fn passes(&self, config: &Config, layout: &Layout) -> Option<RangeInclusive<u8>> {
        (config.finned_on() && layout.has_regular_boxes())
            .then(|| 2..=config.size_bound().min(ENUMERATED) as u8)
    }

    fn apply_number(
        &self,
        size: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        let (layout, graph) = (cx.layout, cx.graph);
        let n = layout.side();
        let k = usize::from(size);
        // Each box as the rows and the columns it spans.
        let mut boxes = [(0u64, 0u64); 64];
        for (b, spans) in boxes.iter_mut().enumerate().take(n) {
            for &c in layout.cells_of(House::new(2 * n + b)) {
                spans.0 |= 1 << c.row(n);
                spans.1 |= 1 << c.col(n);
            }
        }
        for base_line in [Line::Row, Line::Column] {
            // A pattern seen when the pass last looked is not new: only groups holding a line
            // that changed since (down to few enough places) are tried.
            let changed = match base_line {
                Line::Row => std::mem::take(&mut cx.changes.rows),
                Line::Column => std::mem::take(&mut cx.changes.columns),
            };
            if changed == 0 {
                continue;
            }
            let mut rows = [0u64; 64];
            for (i, row) in rows.iter_mut().enumerate().take(n) {
                *row = graph.places(base_line.house(i, n), number).bits();
            }
            let width = match base_line {
                Line::Row => layout.shape().cols(),
                Line::Column => layout.shape().rows(),
            };
            // A base line holds at most k places in the cover plus a box's width of fins. (One
            // place is enough: a pattern must not vanish when a base line loses a place.)
            // The changed lines first: a group holds one exactly when its first line is one.
            let mut eligible = [0usize; 64];
            let (mut m, mut firsts) = (0, 0);
            for first in [true, false] {
                for (r, &row) in rows.iter().enumerate().take(n) {
                    let fits = (1..=k + width).contains(&(row.count_ones() as usize));
                    if fits && (changed >> r & 1 == 1) == first {
                        eligible[m] = r;
                        m += 1;
                    }
                }
                if first {
                    firsts = m;
                }
            }
            let sight = Sight {
                graph,
                number,
                n,
                k,
                base_line,
                rows: &rows,
                boxes: &boxes[..n],
                covered_small: cx.config.singles_cover_single_places()
                    && cx.config.rules.contains(Rules::INTERSECTIONS),
            };
            let out = &mut *cx.out;
            // A union of places only grows as lines join, and past k + width it holds no finned
            // fish; and a base line with more than k places holds a fin, so all such lines lie
            // in the fins' band. Partial groups breaking either are dropped at once.
            let mut band = [0u64; 64];
            for (r, band) in band.iter_mut().enumerate().take(n) {
                *band = boxes[..n]
                    .iter()
                    .map(|&(rows, cols)| match base_line {
                        Line::Row => rows,
                        Line::Column => cols,
                    })
                    .find(|&lines| lines >> r & 1 == 1)
                    .unwrap_or(0);
            }
            let group = Group {
                places: &rows,
                band: &band,
                k,
                most: k + width,
            };
            for i in 0..firsts {
                let r = eligible[i];
                let mut look = |base: u64| sight.look(base, out);
                let wide = if rows[r].count_ones() as usize > k {
                    band[r]
                } else {
                    !0
                };
                group.grow(&eligible[i + 1..m], k - 1, 1 << r, rows[r], wide, &mut look);
            }
        }
        Ok(())
    }
}

/// What one side of a number's slice shows the search for finned fish.
struct Sight<'a> {
    graph: &'a crate::graph::Graph,
    number: Number,
    n: usize,
    k: usize,
    base_line: Line,
    /// Each base line's places (as cover-line indices).
    rows: &'a [u64; 64],
    /// Each box as (rows, columns) it spans.
    boxes: &'a [(u64, u64)],
    /// Whether singles and intersections run, which make what a group of k lines with k places
    /// or fewer removes (see `look`).
    covered_small: bool,
}

impl Sight<'_> {
    /// Reports every finned fish on the base lines `base`.
    fn look(&self, base: u64, out: &mut crate::rules::Findings) {
        let (rows, k, n) = (self.rows, self.k, self.n);
        // A union of k places or fewer is a fish (or a contradiction), and covers that leave
        // one of those places out make it a fin: the fish puts the number in one of the fins,
        // all in the box, which removes it from the box's other cells. Fish, singles and
        // intersections make those removals (the fish clears the fins' column outside the base,
        // the column then confines the number to the box), so with all of them it is skipped.
        // Without them it must be looked at, or the rule would not be monotone: a pattern seen
        // while the fin's line still held other places would be lost once they were cleared.
        let union = iter_bits(base).fold(0, |acc, r| acc | rows[r]);
        if self.covered_small && union.count_ones() as usize <= k {
            return;
        }
        let cover_line = self.base_line.other();
        for (b, &(box_rows, box_cols)) in self.boxes.iter().enumerate() {
            let (along, across) = match self.base_line {
                Line::Row => (box_rows, box_cols),
                Line::Column => (box_cols, box_rows),
            };
            if base & along == 0 {
                continue; // no base line through the box: no fin can lie there
            }
            // Every place outside the box's lines is a cover; the other covers are some of the
            // box's lines (`inside`, one at least, else nothing is removed) and, for the slots
            // left, lines holding no base place (a fish may take any lines as covers: with one
            // holding no base place, the fish case is impossible and a fin holds). Taking every
            // such choice keeps the rule monotone: a cover that loses its last base place does
            // not lose the pattern.
            let outside = union & !across;
            let Some(free) = k.checked_sub(outside.count_ones() as usize) else {
                continue;
            };
            let all = if n == 64 { !0 } else { (1u64 << n) - 1 };
            let fillers = all & !across & !union;
            for inside in iter_subsets(across) {
                let used = inside.count_ones() as usize;
                if used > free || free - used > fillers.count_ones() as usize {
                    continue;
                }
                let fins = union & across & !inside;
                // Fins, and only in base lines through the box.
                if fins == 0 || iter_bits(base & !along).any(|r| rows[r] & fins != 0) {
                    continue;
                }
                let filled = iter_bits(fillers)
                    .take(free - used)
                    .fold(0u64, |acc, c| acc | 1 << c);
                let cover = outside | inside | filled;
                let sashimi = iter_bits(base).any(|r| (rows[r] & cover).count_ones() <= 1);
                let reason = Reason::FinnedFish {
                    number: self.number,
                    base_line: self.base_line,
                    base: PosSet::from_bits(base),
                    cover: PosSet::from_bits(cover),
                    fin_box: House::new(2 * n + b),
                    sashimi,
                };
                for c in iter_bits(inside) {
                    let line = cover_line.house(c, n);
                    let there = self.graph.places(line, self.number).bits() & along & !base;
                    let removal = Removal {
                        house: line,
                        cells: PosSet::from_bits(there),
                        numbers: NumberSet::single(self.number),
                    };
                    out.push(reason, removal);
                }
            }
        }
    }
}

/// Base lines taken together: each line's places, and the band (a box's span) it lies in.
struct Group<'a> {
    places: &'a [u64; 64],
    band: &'a [u64; 64],
    k: usize,
    most: usize,
}

impl Group<'_> {
    /// Adds `left` more of `lines` to the group `chosen` (whose places are `union`, and whose
    /// lines with more than k places all lie within the lines `wide`), dropping every group
    /// whose places outnumber `most` or whose wide lines span two bands, and calls `f` with
    /// each complete group.
    fn grow(
        &self,
        lines: &[usize],
        left: usize,
        chosen: u64,
        union: u64,
        wide: u64,
        f: &mut impl FnMut(u64),
    ) {
        if union.count_ones() as usize > self.most || wide == 0 {
            return;
        }
        if left == 0 {
            f(chosen);
            return;
        }
        for (i, &r) in lines.iter().enumerate() {
            if lines.len() - i < left {
                break;
            }
            let wide = if self.places[r].count_ones() as usize > self.k {
                wide & self.band[r]
            } else {
                wide
            };
            let union = union | self.places[r];
            self.grow(&lines[i + 1..], left - 1, chosen | 1 << r, union, wide, f);
        }
    }
}

/// Every non-empty subset of the bits of `set` (at most 64 subsets' worth of a box's lines).
fn iter_subsets(set: u64) -> impl Iterator<Item = u64> {
    // Standard subset walk: the next subset is (s - 1) & set, down to the empty set.
    let mut next = set;
    std::iter::from_fn(move || {
        let current = next;
        (current != 0).then(|| {
            next = (current - 1) & set;
            current
        })
    })
}
