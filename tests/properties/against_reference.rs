//! 9. The engine agrees with a naive reference propagator.

use super::*;

// 9. The engine agrees with a naive reference propagator.

fn reference_config() -> impl Strategy<Value = Config> {
    let max = prop_oneof![Just(None), (1usize..=6).prop_map(Some)];
    (configs::rules(), max, configs::order()).prop_map(|(rules, max, order)| {
        Config::default()
            .with_rules(rules)
            .with_max_size(max)
            .with_order(order)
    })
}

/// The engine's fixpoint is the reference's. So is a contradiction, with one documented
/// exception: above four, subsets are found by matching, which reports a violation of any
/// size, while the reference looks for violations up to the bound only.
///
/// `extra` are extra houses added to the standard ones.
fn check_reference(
    state: &State,
    extra: &[Vec<usize>],
    config: &Config,
) -> Result<(), TestCaseError> {
    let candidates = state.candidates();
    let shape = candidates.shape();
    // The reference's brute force for Franken fish is too slow above 4×4.
    let config = &if shape.side() > 4 && config.rules.contains(Rules::FRANKEN) {
        let rules = config.rules.without(Rules::FRANKEN).with(Rules::FINNED);
        config.with_rules(rules)
    } else {
        *config
    };
    let mut engine = engine_with(extra, &candidates);
    let found = settle(&mut engine, config)?;
    let mut houses = houses_of(shape);
    houses.extend(extra.iter().cloned());
    let rules = RefRules::from_config(config, shape.side());
    let expected = match reference::propagate_in(&houses, shape.side(), masks(&candidates), rules) {
        Outcome::Fixpoint(m) => Some(from_masks(shape, &m).to_string()),
        Outcome::Contradiction => None,
    };
    let matching_may_see_more = matches!(config.max_size, Some(k) if k > 4) && found.is_none();
    if !matching_may_see_more {
        prop_assert_eq!(
            &found,
            &expected,
            "under {:?} with extra houses {:?} from {}",
            config,
            extra,
            candidates
        );
    }
    if state.is_sound() {
        prop_assert!(expected.is_some(), "a sound state is no contradiction");
    }
    Ok(())
}

/// The engine for `candidates` on the standard layout plus `extra` houses.
fn engine_with(extra: &[Vec<usize>], candidates: &Candidates) -> Engine {
    if extra.is_empty() {
        return Engine::from_candidates(candidates);
    }
    let cells: Vec<Vec<Cell>> = extra
        .iter()
        .map(|h| h.iter().map(|&c| Cell::new(c)).collect())
        .collect();
    let layout = Layout::with_extra_houses(candidates.shape(), &cells)
        .expect("extra houses of distinct cells");
    Engine::from_candidates_with_layout(Arc::new(layout), candidates)
        .expect("the layout has the grid's shape")
}

proptest! {
    #![proptest_config(common::proptest_config(REFERENCE, "properties"))]

    #[test]
    fn the_engine_reaches_the_reference_fixpoint(
        state in small().prop_flat_map(any_state),
        config in reference_config(),
    ) {
        check_reference(&state, &[], &config)?;
    }

    /// Franken and mutant fish with few other rules, where they do work nothing else does: on
    /// 4×4 grids, where the reference can try every base and cover set.
    #[test]
    fn franken_fish_reach_the_reference_fixpoint(
        state in any_state(shape(2, 2)),
        others in configs::rules(),
        max in prop_oneof![Just(None), (2usize..=4).prop_map(Some)],
        order in configs::order(),
    ) {
        let rules = Rules::FRANKEN.with(others.without(Rules::SUBSETS));
        let config = Config::default().with_rules(rules).with_max_size(max).with_order(order);
        check_reference(&state, &[], &config)?;
    }
}

// 9b. The same with extra houses (variants): an incomplete house has no hidden subsets, and
// only a complete house confines a number to an intersection.

/// A state and extra houses its solution satisfies, with up to two subsets planted in them.
fn variant(shape: BoxShape) -> impl Strategy<Value = (State, Vec<Vec<usize>>)> {
    (
        any_state(shape),
        extra_picks(shape),
        vec(plant(shape), 0..=2),
    )
        .prop_map(|(mut state, picks, plants)| {
            let extra = extra_houses(&state.drawn.solution, &picks);
            for p in &plants {
                let more = p.removals_in(&state.drawn.solution, &extra[p.house % extra.len()]);
                state.removed.extend(more);
            }
            (state, extra)
        })
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn with_extra_houses_the_engine_reaches_the_reference_fixpoint(
        (state, extra) in small().prop_flat_map(variant),
        config in reference_config(),
        seed in any::<u64>(),
    ) {
        check_reference(&state, &extra, &config)?;
        // Shuffled jobs reach the same end.
        let candidates = state.candidates();
        let simplest = settle(&mut engine_with(&extra, &candidates), &config.with_order(JobOrder::Simplest))?;
        let shuffled = settle(&mut engine_with(&extra, &candidates), &config.with_order(JobOrder::Shuffled(seed)))?;
        prop_assert_eq!(shuffled, simplest);
    }
}

/// Both sides on and no bound on a 9×9 grid: enumeration up to four covers every complete
/// house, but an incomplete house with five cells holding five numbers needs matching.
#[test]
fn a_naked_quint_in_an_incomplete_house_is_found() {
    let solution = Solution {
        shape: shape(3, 3),
        values: base_grid(3, 3),
    };
    // One cell of each number 1 to 8, number d taken from row d: no two share a row.
    let extra: Vec<usize> = (0..8)
        .map(|d| {
            (0..9)
                .map(|c| d * 9 + c)
                .find(|&c| solution.values[c] == d)
                .unwrap()
        })
        .collect();
    let quint = 0b11111u64;
    let removed = extra[..5]
        .iter()
        .flat_map(|&c| (5..9).map(move |d| (c, d)))
        .collect();
    let state = State {
        drawn: Drawn {
            solution,
            given: vec![false; 81],
        },
        removed,
    };
    let config = Config::default().with_rules(Rules::SUBSETS);
    check_reference(&state, std::slice::from_ref(&extra), &config).unwrap();
    let mut engine = engine_with(std::slice::from_ref(&extra), &state.candidates());
    engine.propagate(&config).unwrap();
    for &c in &extra[5..] {
        assert_eq!(
            engine.candidates(Cell::new(c)).bits() & quint,
            0,
            "cell {c} keeps a number of the quint"
        );
    }
}

// 10. Clashing givens.

/// A puzzle from a solution with two cells of one house given the same number.
fn clash(shape: BoxShape) -> impl Strategy<Value = Puzzle> {
    let n = shape.side();
    (drawn(shape), 0..3 * n, 0..n, 1..n, 0..n).prop_map(move |(drawn, house, a, b, d)| {
        let cells = &houses_of(shape)[house];
        let mut puzzle = drawn.puzzle();
        for p in [a, (a + b) % n] {
            puzzle.set(Cell::new(cells[p]), Some(Number::new(d)));
        }
        puzzle
    })
}

fn check_clash(puzzle: &Puzzle, config: &Config) -> Result<(), TestCaseError> {
    let found = fixpoint_of_puzzle(puzzle, config)?;
    // Naked singles see the clash directly; hidden subsets of every size see n - 1 numbers
    // left for n - 2 cells.
    let sees = config.max_size != Some(0)
        && (config.rules.contains(Rules::NAKED)
            || (config.rules.contains(Rules::HIDDEN) && config.max_size.is_none()));
    if sees {
        prop_assert!(
            found.is_none(),
            "{} under {:?} gave {:?}",
            puzzle,
            config,
            found
        );
    }
    prop_assert!(
        fixpoint_of_puzzle(puzzle, &Config::default())?.is_none(),
        "{}",
        puzzle
    );
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn clashing_givens_are_a_contradiction_not_a_panic(
        puzzle in small().prop_flat_map(clash),
        config in config(),
    ) {
        check_clash(&puzzle, &config)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn clashing_givens_are_a_contradiction_not_a_panic_large(
        puzzle in large().prop_flat_map(clash),
        config in config(),
    ) {
        check_clash(&puzzle, &config)?;
    }
}
