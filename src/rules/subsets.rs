//! The group rule on both sides of a house: naked subsets on the cell → numbers map, hidden
//! subsets on the number → cells map, by the same code.
//!
//! Three passes share the work, simplest first: singles (groups of one, looking only at what
//! changed), small subsets by enumeration (sizes 2 to [`ENUMERATED`]), and every larger size by
//! matching ([`group::matching`](super::group::matching)). The last is skipped where
//! enumeration already covers every size: in a complete house with m open cells a naked subset of
//! k cells is a hidden subset of m - k numbers, so with both sides on and m ≤ 2·4 + 1 every group
//! has a view of at most four.

use std::ops::RangeInclusive;

use crate::layout::{House, Layout, NumberSet, PosSet};

use super::group::{Group, Rows, enumerate, matching};
use super::{
    Config, Contradiction, ContradictionKind, HouseChanges, Reason, Removal, Rule, RuleContext,
    Rules, Wake,
};

/// The largest subset size found by enumeration; larger ones are found by matching.
pub(crate) const ENUMERATED: usize = 4;

/// The two views of a house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// Rows are the house's cells (positions), columns numbers.
    Naked,
    /// Rows are numbers, columns positions.
    Hidden,
}

impl Side {
    fn on(self, config: &Config, layout: &Layout, house: House) -> bool {
        match self {
            Side::Naked => config.rules.contains(Rules::NAKED),
            // A number need not appear in a house with fewer than n cells.
            Side::Hidden => config.rules.contains(Rules::HIDDEN) && layout.is_complete(house),
        }
    }

    fn reason(self, house: House, group: Group) -> Reason {
        match self {
            Side::Naked => Reason::NakedSubset {
                house,
                cells: PosSet::from_bits(group.rows),
                numbers: NumberSet::from_bits(group.cols),
            },
            Side::Hidden => Reason::HiddenSubset {
                house,
                cells: PosSet::from_bits(group.cols),
                numbers: NumberSet::from_bits(group.rows),
            },
        }
    }

    fn violation(self, house: House, group: Group, side: usize) -> Contradiction {
        let kind = match self {
            Side::Naked => ContradictionKind::TooFewNumbers {
                house,
                cells: PosSet::from_bits(group.rows),
                numbers: NumberSet::from_bits(group.cols),
            },
            Side::Hidden => ContradictionKind::TooFewCells {
                house,
                numbers: NumberSet::from_bits(group.rows),
                cells: PosSet::from_bits(group.cols),
            },
        };
        Contradiction::new(kind, None, side)
    }

    /// The rectangle a group removes: its columns from the other rows that use them.
    #[inline]
    fn removal(self, house: House, group: Group, transposed: &impl Fn(usize) -> u64) -> Removal {
        self.removal_from(house, group, group.other_rows(transposed))
    }

    /// The rectangle a group removes given the other rows that use its columns.
    #[inline]
    fn removal_from(self, house: House, group: Group, others: u64) -> Removal {
        match self {
            // Other cells lose the subset's numbers.
            Side::Naked => Removal {
                house,
                cells: PosSet::from_bits(others),
                numbers: NumberSet::from_bits(group.cols),
            },
            // The subset's cells lose the other numbers.
            Side::Hidden => Removal {
                house,
                cells: PosSet::from_bits(group.cols),
                numbers: NumberSet::from_bits(others),
            },
        }
    }
}

/// Records `group` of `side` in `house` as a finding with what it removes.
#[inline]
fn record(
    cx: &mut RuleContext<'_, HouseChanges>,
    house: House,
    side: Side,
    group: Group,
    transposed: &impl Fn(usize) -> u64,
) {
    cx.out.push(
        side.reason(house, group),
        side.removal(house, group, transposed),
    );
}

/// Runs `find` on each side that is on, with the side's rows and its transposed accessor.
fn each_side(
    house: House,
    cx: &mut RuleContext<'_, HouseChanges>,
    mut find: impl FnMut(&Rows, u64, &dyn Fn(usize) -> u64, &mut dyn FnMut(Group)) -> Result<(), Group>,
) -> Result<(), Contradiction> {
    let (layout, graph) = (cx.layout, cx.graph);
    let cells = layout.cells_of(house);
    let cands = graph.all_candidates();
    let places = graph.places_of(house);
    let by_cell = |p: usize| cands[cells[p].index()].bits();
    let by_number = |d: usize| places[d].bits();
    for side in [Side::Naked, Side::Hidden] {
        if !side.on(cx.config, layout, house) {
            continue;
        }
        let (rows, transposed): (Rows, &dyn Fn(usize) -> u64) = match side {
            Side::Naked => (Rows::gather(cells.len(), by_cell), &by_number),
            Side::Hidden => (Rows::gather(graph.side(), by_number), &by_cell),
        };
        // Rows that are singles already applied in this house say nothing new.
        let mut active = 0u64;
        for (r, &bits) in rows.bits[..rows.len].iter().enumerate() {
            let applied =
                bits.count_ones() == 1 && transposed(bits.trailing_zeros() as usize) == 1 << r;
            if bits != 0 && !applied {
                active |= 1 << r;
            }
        }
        find(&rows, active, transposed, &mut |g| {
            record(cx, house, side, g, &transposed)
        })
        .map_err(|g| side.violation(house, g, graph.side()))?;
    }
    Ok(())
}

/// Naked and hidden singles, looking only at cells and numbers that just became single.
#[derive(Debug)]
pub(crate) struct Singles;

impl Rule for Singles {
    fn family(&self) -> &'static str {
        "subsets"
    }

    fn wake(&self) -> Wake {
        Wake::NewSingle
    }

    fn passes(&self, config: &Config, _: &Layout) -> Option<RangeInclusive<u8>> {
        config.subsets_on().then_some(1..=1)
    }

    fn apply_house(
        &self,
        _: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        // Groups of one, read straight off the two maps: a cell with one number, a number with
        // one place. Each removes what the group rule says (the number from the other cells,
        // the cell's other numbers) when there is something to remove.
        let (layout, graph) = (cx.layout, cx.graph);
        let cells = layout.cells_of(house);
        let cands = graph.all_candidates();
        let places = graph.places_of(house);
        if Side::Naked.on(cx.config, layout, house) {
            for pos in std::mem::take(&mut cx.changes.single_cells) {
                let Some(cell) = cells.get(pos.index()) else {
                    continue;
                };
                if let Some(number) = cands[cell.index()].single_item() {
                    let others = places[number.index()] - PosSet::single(pos);
                    single(
                        cx,
                        house,
                        Side::Naked,
                        pos.index(),
                        number.index(),
                        others.bits(),
                    );
                }
            }
        }
        if Side::Hidden.on(cx.config, layout, house) {
            for number in std::mem::take(&mut cx.changes.single_numbers) {
                let Some(pos) = places[number.index()].single_item() else {
                    continue;
                };
                if let Some(cell) = cells.get(pos.index()) {
                    let others = cands[cell.index()] - NumberSet::single(number);
                    single(
                        cx,
                        house,
                        Side::Hidden,
                        number.index(),
                        pos.index(),
                        others.bits(),
                    );
                }
            }
        }
        Ok(())
    }
}

/// Records the single of `side` at row `row`, column `col` (a cell and its number, or a number
/// and its place) when it removes something: the column from the other rows `others`.
#[inline]
fn single(
    cx: &mut RuleContext<'_, HouseChanges>,
    house: House,
    side: Side,
    row: usize,
    col: usize,
    others: u64,
) {
    if others == 0 {
        return;
    }
    let group = Group {
        rows: 1 << row,
        cols: 1 << col,
    };
    cx.out.push(
        side.reason(house, group),
        side.removal_from(house, group, others),
    );
}

/// Naked and hidden subsets of sizes 2 to [`ENUMERATED`], one pass per size.
#[derive(Debug)]
pub(crate) struct SmallSubsets;

impl Rule for SmallSubsets {
    fn family(&self) -> &'static str {
        "subsets"
    }

    fn passes(&self, config: &Config, _: &Layout) -> Option<RangeInclusive<u8>> {
        let top = if config.subsets_on() {
            config.size_bound().min(ENUMERATED)
        } else {
            0
        };
        Some(2..=top as u8)
    }

    fn apply_house(
        &self,
        size: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        each_side(house, cx, |rows, active, transposed, found| {
            enumerate::groups_of_size(rows, active, active, size as usize, &transposed, &mut {
                found
            })
        })
    }
}

/// Naked and hidden subsets of every size up to the bound, by matching.
#[derive(Debug)]
pub(crate) struct AllSubsets;

impl Rule for AllSubsets {
    fn family(&self) -> &'static str {
        "subsets"
    }

    fn passes(&self, config: &Config, layout: &Layout) -> Option<RangeInclusive<u8>> {
        let bound = config.size_bound();
        let covered = config.rules.contains(Rules::SUBSETS)
            && layout.side() <= 2 * ENUMERATED + 1
            && layout.house_ids().all(|h| layout.is_complete(h));
        if !config.subsets_on() || bound <= ENUMERATED || covered {
            return None;
        }
        Some(bound as u8..=bound as u8)
    }

    fn apply_house(
        &self,
        bound: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        each_side(house, cx, |rows, active, transposed, found| {
            matching::smallest_groups(rows, active, bound as usize, &transposed, &mut { found })
        })
    }
}
