//! Tests of Franken and mutant fish.

use super::{FrankenFish, HouseList, is_mutant};
use crate::graph::Graph;
use crate::io::Candidates;
use crate::layout::{BoxShape, Cell, Layout, Number, NumberSet};
use crate::rules::{Config, Findings, NumberChanges, Reason, Rule, RuleContext, Rules};

fn list(houses: &[usize]) -> HouseList {
    let mut list = HouseList::default();
    for &h in houses {
        list.push(h as u8);
    }
    list
}

/// Every candidate, but `number` removed from the cells listed (1-based row, column).
fn without(number: usize, cells: &[(usize, usize)]) -> Candidates {
    let mut state = Candidates::full(BoxShape::CLASSIC);
    let d = NumberSet::single(Number::from_value(number));
    for &(r, c) in cells {
        let cell = Cell::new((r - 1) * 9 + c - 1);
        state.set(cell, state.get(cell) - d);
    }
    state
}

/// Row 1 holds 8 in c2 and c5 (and `extra`), box 5 in r4c5 and r6c5.
fn franken(extra: &[usize]) -> Candidates {
    let mut cells: Vec<(usize, usize)> = (1..=9)
        .filter(|c| ![2, 5].contains(c) && !extra.contains(c))
        .map(|c| (1, c))
        .collect();
    cells.extend([(4, 4), (4, 6), (5, 4), (5, 5), (5, 6), (6, 4), (6, 6)]);
    without(8, &cells)
}

/// The removals (1-based row, column) of the pattern of `base` and `cover` houses, if the
/// rule reports it, and whether it called it finned.
fn pattern(
    state: &Candidates,
    base: &[usize],
    cover: &[usize],
) -> Option<(Vec<(usize, usize)>, bool)> {
    let layout = Layout::shared(BoxShape::CLASSIC);
    let graph = Graph::from_fn(&layout, |c| state.get(c));
    let mut changes = NumberChanges {
        rows: 0x1ff,
        columns: 0x1ff,
    };
    let mut out = Findings::new();
    let config = Config::default().with_rules(Rules::FRANKEN);
    let mut cx = RuleContext {
        layout: &layout,
        graph: &graph,
        config: &config,
        changes: &mut changes,
        out: &mut out,
    };
    let size = base.len() as u8;
    FrankenFish
        .apply_number(size, Number::from_value(8), &mut cx)
        .expect("no contradiction");
    let (base, cover) = (list(base), list(cover));
    out.patterns().find_map(|(reason, removals)| match reason {
        Reason::FrankenFish {
            base: b,
            cover: c,
            finned,
            ..
        } if b == base && c == cover => {
            let mut cells: Vec<(usize, usize)> = removals
                .iter()
                .flat_map(|r| layout.cells_at(r.house, r.cells).collect::<Vec<_>>())
                .map(|c| (c.index() / 9 + 1, c.index() % 9 + 1))
                .collect();
            cells.sort_unstable();
            Some((cells, finned))
        }
        _ => None,
    })
}

// Houses: rows 0-8, columns 9-17, boxes 18-26.
const R1: usize = 0;
const C2: usize = 10;
const C5: usize = 13;
const B5: usize = 22;

#[test]
fn a_franken_x_wing_of_a_row_and_a_box_clears_its_columns() {
    let (removed, finned) = pattern(&franken(&[]), &[R1, B5], &[C2, C5]).expect("found");
    let mut expected: Vec<_> = (2..=9).map(|r| (r, 2)).collect();
    expected.extend([(2, 5), (3, 5), (7, 5), (8, 5), (9, 5)]);
    expected.sort_unstable();
    assert_eq!(removed, expected);
    assert!(!finned);
}

#[test]
fn a_fin_keeps_only_the_removals_that_see_it() {
    // r1c6 is a fin in box 2: r2c5 and r3c5 see it, nothing else in the covers does.
    let (removed, finned) = pattern(&franken(&[6]), &[R1, B5], &[C2, C5]).expect("found");
    assert_eq!(removed, vec![(2, 5), (3, 5)]);
    assert!(finned);
    // A fin nothing in the covers sees (r1c9, box 3): no pattern.
    assert_eq!(pattern(&franken(&[9]), &[R1, B5], &[C2, C5]), None);
}

#[test]
fn with_fewer_covers_than_bases_a_fin_must_hold() {
    // Row 1: 8 only in c5 and the fin r1c6; box 5: only in c5. One cover (c5) for two base
    // houses: r1c5 and box 5 cannot both take it, so r1c6 holds 8, and every place that
    // sees it goes (row 1 outside the base is empty; box 2 and column 6).
    let mut cells: Vec<(usize, usize)> = (1..=9)
        .filter(|c| ![5, 6].contains(c))
        .map(|c| (1, c))
        .collect();
    cells.extend([(4, 4), (4, 6), (5, 4), (5, 5), (5, 6), (6, 4), (6, 6)]);
    let state = without(8, &cells);
    let (removed, finned) = pattern(&state, &[R1, B5], &[C5]).expect("found");
    assert!(finned);
    assert!(
        removed.contains(&(1, 5)),
        "the base place r1c5 sees the fin"
    );
    assert!(
        removed.contains(&(2, 4)) && removed.contains(&(9, 6)),
        "{removed:?}"
    );
    assert!(!removed.contains(&(1, 6)), "not the fin itself");
}

#[test]
fn a_base_place_in_two_covers_goes() {
    // Row 1 holds 8 in r1c5 and r1c6, box 5 in r4c5 and r6c5; covers column 5 and box 2.
    // r1c5 lies in both covers: it would fill two with one number, so it is not 8.
    let mut cells: Vec<(usize, usize)> = (1..=9)
        .filter(|c| ![5, 6].contains(c))
        .map(|c| (1, c))
        .collect();
    cells.extend([(4, 4), (4, 6), (5, 4), (5, 5), (5, 6), (6, 4), (6, 6)]);
    let state = without(8, &cells);
    let (removed, finned) = pattern(&state, &[R1, B5], &[C5, 19]).expect("found");
    assert!(!finned);
    assert!(removed.contains(&(1, 5)), "{removed:?}");
    assert!(!removed.contains(&(1, 6)), "r1c6 lies in one cover");
}

#[test]
fn franken_and_mutant_are_told_by_the_kinds_of_houses() {
    assert!(!is_mutant(9, list(&[R1, B5]), list(&[C2, C5])));
    assert!(!is_mutant(9, list(&[C2, B5]), list(&[R1, 23])));
    assert!(
        is_mutant(9, list(&[R1, B5]), list(&[C2, 4])),
        "a row on both sides"
    );
    assert!(
        is_mutant(9, list(&[R1, 28]), list(&[C2, C5])),
        "an extra house"
    );
}
