//! Fish: the group rule on one number's places, k rows whose places lie in k columns (or the
//! reverse), which removes the number from those columns in every other row.
//!
//! Fixing a number gives a slice of the candidate cube: its rows × columns. Each row must hold
//! the number once, each column too, so the slice is a 0/1 matrix with the same meaning as a
//! house's cells × numbers map, and [`group`](super::group) finds its groups with the same code:
//! k base rows whose places lie in k cover columns (X-Wing for k = 2, Swordfish 3, Jellyfish 4,
//! then Squirmbag, Whale, Leviathan, …) take those columns, so no other row can have the number
//! there. The same code on the transposed slice finds fish with base columns and cover rows.
//!
//! ```text
//!  number 4        c3   c8
//!  r2   . . 4 . . . . 4 .     rows 2 and 7 hold 4 only in columns 3 and 8:
//!  r5   . . x . . . . . .     one of r2c3, r2c8 is 4, and one of r7c3, r7c8, in
//!  r7   . . 4 . . . . 4 .     different columns, so 4 leaves r5c3 and r9c8.
//!  r9   . . . . . . . x .
//! ```
//!
//! A fish of one line is a number with one place in a row, removed from the rest of its column:
//! naked and hidden singles together do the same, so it is only looked for when they do not
//! both run. Two passes share the work, as for subsets: sizes up to [`ENUMERATED`] by enumeration, looking
//! only at groups that hold a line changed since the pass last looked (a fish of unchanged lines
//! was seen then), and every larger size by matching. Matching is skipped on grids of side 9 or
//! less: there a fish of k base lines among m open ones is also a fish of m − k cover lines seen
//! from the other family, with the same removals, so one of the two has at most four lines.

use std::ops::RangeInclusive;

use crate::layout::{Layout, Number, NumberSet, PosSet};

use super::group::{Group, Rows, enumerate, matching};
use super::subsets::ENUMERATED;
use super::{
    Config, Contradiction, ContradictionKind, Line, NumberChanges, Reason, Removal, Rule,
    RuleContext, Scope, Wake,
};

/// Fish of one (see `passes`) or two to [`ENUMERATED`] lines, one pass per size.
#[derive(Debug)]
pub(crate) struct SmallFish;

impl Rule for SmallFish {
    fn family(&self) -> &'static str {
        "fish"
    }

    fn scope(&self) -> Scope {
        Scope::Number
    }

    fn wake(&self) -> Wake {
        Wake::FewPlaces
    }

    fn passes(&self, config: &Config, _: &Layout) -> Option<RangeInclusive<u8>> {
        // A fish of one line (a number with one place in a row, removed from the rest of its
        // column) is what naked and hidden singles do together; without both it is a pass.
        let first = if config.singles_cover_single_places() {
            2
        } else {
            1
        };
        config
            .fish_on()
            .then(|| first..=config.size_bound().min(ENUMERATED) as u8)
    }

    fn apply_number(
        &self,
        size: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        each_side(number, cx, |rows, active, must, transposed, found| {
            enumerate::groups_of_size(rows, active, must, size as usize, &transposed, &mut {
                found
            })
        })
    }
}

/// Fish of every size up to the bound, by matching.
#[derive(Debug)]
pub(crate) struct AllFish;

impl Rule for AllFish {
    fn family(&self) -> &'static str {
        "fish"
    }

    fn scope(&self) -> Scope {
        Scope::Number
    }

    fn wake(&self) -> Wake {
        Wake::FewPlaces
    }

    fn passes(&self, config: &Config, layout: &Layout) -> Option<RangeInclusive<u8>> {
        let bound = config.size_bound();
        let covered = layout.side() <= 2 * ENUMERATED + 1;
        if !config.fish_on() || bound <= ENUMERATED || covered {
            return None;
        }
        Some(bound as u8..=bound as u8)
    }

    fn apply_number(
        &self,
        bound: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        each_side(number, cx, |rows, active, _, transposed, found| {
            matching::smallest_groups(rows, active, bound as usize, &transposed, &mut { found })
        })
    }
}

/// Runs `find` with rows for base lines and columns for cover lines, then the reverse, on the
/// sides where a line changed: the lines (`active`), those that changed (`must`), the cover
/// lines' accessor, and where to report each group.
fn each_side(
    number: Number,
    cx: &mut RuleContext<'_, NumberChanges>,
    mut find: impl FnMut(
        &Rows,
        u64,
        u64,
        &dyn Fn(usize) -> u64,
        &mut dyn FnMut(Group),
    ) -> Result<(), Group>,
) -> Result<(), Contradiction> {
    let (layout, graph) = (cx.layout, cx.graph);
    let n = layout.side();
    let places = |line: Line, i: usize| graph.places(line.house(i, n), number).bits();
    // With both singles on, a line whose one place is the only one of its cross line is a value
    // already set and cleared from its peers: it adds nothing to a group. Without them it must
    // stay, or a group holding it would go unseen once it got there.
    let skip_placed = cx.config.singles_cover_single_places();
    for base_line in [Line::Row, Line::Column] {
        let changed = match base_line {
            Line::Row => std::mem::take(&mut cx.changes.rows),
            Line::Column => std::mem::take(&mut cx.changes.columns),
        };
        if changed == 0 {
            continue;
        }
        let cover_line = base_line.other();
        let rows = Rows::gather(n, |i| places(base_line, i));
        let transposed = |c: usize| places(cover_line, c);
        let mut active = 0u64;
        for (r, &bits) in rows.bits[..n].iter().enumerate() {
            let placed = skip_placed
                && bits.count_ones() == 1
                && transposed(bits.trailing_zeros() as usize) == 1 << r;
            if bits != 0 && !placed {
                active |= 1 << r;
            }
        }
        let out = &mut *cx.out;
        find(&rows, active, changed & active, &transposed, &mut |group| {
            let reason = Reason::Fish {
                number,
                base_line,
                base: PosSet::from_bits(group.rows),
                cover: PosSet::from_bits(group.cols),
            };
            // One rectangle per cover line: the number leaves its places outside the base.
            for c in super::group::iter_bits(group.cols) {
                let removal = Removal {
                    house: cover_line.house(c, n),
                    cells: PosSet::from_bits(transposed(c) & !group.rows),
                    numbers: NumberSet::single(number),
                };
                out.push(reason, removal);
            }
        })
        .map_err(|group| {
            let kind = ContradictionKind::TooFewLines {
                number,
                base_line,
                base: PosSet::from_bits(group.rows),
                cover: PosSet::from_bits(group.cols),
            };
            Contradiction::new(kind, None, n)
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::AllFish;
    use crate::graph::Graph;
    use crate::io::Candidates;
    use crate::layout::{BoxShape, Cell, Layout, Number, NumberSet};
    use crate::propagate::Engine;
    use crate::rules::{
        Config, ContradictionKind, Findings, Line, NumberChanges, Rule, RuleContext, Rules,
    };

    /// Every candidate, but `number` only in `columns` of each row in `rows` (1-based).
    fn confined(shape: BoxShape, number: usize, rows: &[usize], columns: &[usize]) -> Candidates {
        let n = shape.side();
        let mut state = Candidates::full(shape);
        let d = NumberSet::single(Number::from_value(number));
        for &r in rows {
            for c in (1..=n).filter(|c| !columns.contains(c)) {
                let cell = Cell::new((r - 1) * n + c - 1);
                state.set(cell, state.get(cell) - d);
            }
        }
        state
    }

    /// The cells (1-based row, column) that lost `number` after propagating with fish only.
    fn removed(state: &Candidates, number: usize, config: Config) -> Vec<(usize, usize)> {
        let n = state.shape().side();
        let mut engine = Engine::from_candidates(state);
        engine.propagate(&config).expect("no contradiction");
        let d = Number::from_value(number);
        (0..n * n)
            .filter(|&c| {
                state.get(Cell::new(c)).contains(d) && !engine.candidates(Cell::new(c)).contains(d)
            })
            .map(|c| (c / n + 1, c % n + 1))
            .collect()
    }

    fn fish_only() -> Config {
        Config::default().with_rules(Rules::FISH)
    }

    #[test]
    fn an_x_wing_clears_its_columns_in_the_other_rows() {
        let state = confined(BoxShape::CLASSIC, 4, &[2, 7], &[3, 8]);
        let expected: Vec<_> = [1, 3, 4, 5, 6, 8, 9]
            .into_iter()
            .flat_map(|r| [(r, 3), (r, 8)])
            .collect();
        assert_eq!(removed(&state, 4, fish_only()), expected);
        // The same fish seen from the columns clears nothing more, and nothing else moves.
        let mut engine = Engine::from_candidates(&state);
        engine.propagate(&fish_only()).unwrap();
        assert_eq!(engine.stats().removed.fish, 14);
    }

    #[test]
    fn a_fin_breaks_the_fish() {
        let mut state = confined(BoxShape::CLASSIC, 4, &[2, 7], &[3, 8]);
        let fin = Cell::new(9 + 4);
        state.set(
            fin,
            state.get(fin) | NumberSet::single(Number::from_value(4)),
        );
        assert_eq!(removed(&state, 4, fish_only()), vec![]);
    }

    #[test]
    fn a_swordfish_on_columns_clears_its_rows() {
        // Columns 1, 5 and 9 hold 7 only in rows 2, 4 and 8.
        let n = 9;
        let mut state = Candidates::full(BoxShape::CLASSIC);
        let seven = NumberSet::single(Number::from_value(7));
        for (c, rows) in [(1, [2, 4]), (5, [4, 8]), (9, [2, 8])] {
            for r in (1..=n).filter(|r| !rows.contains(r)) {
                let cell = Cell::new((r - 1) * n + c - 1);
                state.set(cell, state.get(cell) - seven);
            }
        }
        let expected: Vec<_> = [2, 4, 8]
            .into_iter()
            .flat_map(|r| [2, 3, 4, 6, 7, 8].map(|c| (r, c)))
            .collect();
        assert_eq!(removed(&state, 7, fish_only()), expected);
        // Bounded at two lines, no fish is seen.
        assert_eq!(
            removed(&state, 7, fish_only().with_max_size(Some(2))),
            vec![]
        );
    }

    #[test]
    fn a_fish_of_five_in_a_16x16_grid_is_found_by_matching() {
        // Lines spread over the bands and stacks, so that every box keeps a place for 1.
        let shape = BoxShape::new(4, 4).unwrap();
        let lines = [1, 2, 5, 9, 13];
        let state = confined(shape, 1, &lines, &lines);
        let expected: Vec<_> = (1..=16)
            .filter(|r| !lines.contains(r))
            .flat_map(|r| lines.map(|c| (r, c)))
            .collect();
        assert_eq!(removed(&state, 1, fish_only()), expected);
        assert_eq!(
            removed(&state, 1, fish_only().with_max_size(Some(5))),
            expected
        );
        assert_eq!(
            removed(&state, 1, fish_only().with_max_size(Some(4))),
            vec![]
        );
    }

    #[test]
    fn lines_with_too_few_cover_lines_are_a_contradiction() {
        // Rows 1, 4 and 7 hold 5 only in columns 2 and 6. Propagation meets an X-Wing of two of
        // them first, which empties the third row; the matching pass, asked directly, sees the
        // three rows at once.
        let state = confined(BoxShape::CLASSIC, 5, &[1, 4, 7], &[2, 6]);
        let mut engine = Engine::from_candidates(&state);
        let err = engine.propagate(&fish_only()).unwrap_err();
        assert!(matches!(
            err.kind(),
            ContradictionKind::MissingNumber { .. }
        ));

        let layout = Layout::shared(BoxShape::CLASSIC);
        let graph = Graph::from_fn(&layout, |c| state.get(c));
        let mut changes = NumberChanges {
            rows: 0b1_1111_1111,
            columns: 0b1_1111_1111,
        };
        let mut out = Findings::new();
        let mut cx = RuleContext {
            layout: &layout,
            graph: &graph,
            config: &fish_only(),
            changes: &mut changes,
            out: &mut out,
        };
        let err = AllFish
            .apply_number(9, Number::from_value(5), &mut cx)
            .unwrap_err();
        match err.kind() {
            ContradictionKind::TooFewLines {
                number,
                base_line,
                base,
                cover,
            } => {
                assert_eq!((number.value(), base_line), (5, Line::Row));
                assert_eq!(cover.bits(), 0b100010);
                assert!(base.len() > cover.len());
            }
            other => panic!("{other:?}"),
        }
        assert!(err.to_string().contains(" only in c2 c6"), "{err}");
    }
}
