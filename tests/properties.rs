//! Property tests: the engine is sound, its fixpoint is independent of job order, side and
//! history, its house maps never drift, and it agrees with a naive reference propagator.

mod common;

use std::sync::Arc;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use sudograph::{
    BoxShape, Candidates, Cell, Config, Engine, JobOrder, Layout, Number, NumberSet, Puzzle, Rules,
};

use common::configs::{self, config};
use common::geometry::{houses_of, is_solution};
use common::grids::{
    Drawn, Solution, State, base_grid, drawn, extra_houses, extra_picks, from_masks, masks, plant,
    solved_grid, sound_state, wild_state,
};
use common::reference::{self, Outcome, RefRules};

/// Cases per property on 4×4 to 9×9 grids.
const SMALL: u32 = 256;
/// Cases per property on 12×12 and 16×16 grids.
const LARGE: u32 = 32;
/// Cases of the differential test against the reference propagator.
const REFERENCE: u32 = 512;

fn shape(rows: usize, cols: usize) -> BoxShape {
    BoxShape::new(rows, cols).expect("a valid box shape")
}

/// 4×4, 6×6 (both box orientations) and 9×9 grids.
fn small() -> impl Strategy<Value = BoxShape> {
    prop_oneof![
        Just(shape(2, 2)),
        Just(shape(2, 3)),
        Just(shape(3, 2)),
        Just(shape(3, 3))
    ]
}

/// 12×12 and 16×16 grids, where matching runs even with both sides on.
fn large() -> impl Strategy<Value = BoxShape> {
    prop_oneof![Just(shape(3, 4)), Just(shape(4, 4))]
}

/// A sound state or one that may have no solution.
fn any_state(shape: BoxShape) -> impl Strategy<Value = State> {
    prop_oneof![sound_state(shape), wild_state(shape)]
}

/// Propagates and checks that the house maps still agree with the graph: the fixpoint as a
/// pencilmark line, or `None` on a contradiction.
fn settle(engine: &mut Engine, config: &Config) -> Result<Option<String>, TestCaseError> {
    let result = engine.propagate(config);
    prop_assert_eq!(
        engine.graph().check_views(engine.layout()),
        Ok(()),
        "views drifted under {:?}",
        config
    );
    Ok(result.ok().map(|()| engine.to_string()))
}

fn fixpoint_of_puzzle(puzzle: &Puzzle, config: &Config) -> Result<Option<String>, TestCaseError> {
    settle(&mut Engine::new(puzzle), config)
}

fn fixpoint_of(candidates: &Candidates, config: &Config) -> Result<Option<String>, TestCaseError> {
    settle(&mut Engine::from_candidates(candidates), config)
}

// 1. The generator of solved grids.

fn any_shape() -> impl Strategy<Value = BoxShape> {
    prop_oneof![small(), large(), Just(shape(2, 5)), Just(shape(5, 5))]
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn generated_grids_are_solutions(solution in any_shape().prop_flat_map(solved_grid)) {
        prop_assert!(is_solution(solution.shape, &solution.values), "{:?}", solution);
    }

    /// The checker is not vacuous: swapping two different numbers of a row breaks two columns.
    #[test]
    fn the_solution_check_rejects_a_swapped_pair(
        (solution, row, a, b) in any_shape().prop_flat_map(|s| {
            let n = s.side();
            (solved_grid(s), 0..n, 0..n, 1..n)
        })
    ) {
        let n = solution.side();
        let (a, b) = (row * n + a, row * n + (a + b) % n);
        let mut values = solution.values.clone();
        values.swap(a, b);
        prop_assert!(!is_solution(solution.shape, &values));
    }
}

#[test]
fn base_grids_are_solutions() {
    for (r, c) in [
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (2, 5),
        (3, 4),
        (4, 4),
        (5, 5),
    ] {
        assert!(is_solution(shape(r, c), &base_grid(r, c)), "{r}x{c}");
    }
    // The checker sees every house: a grid valid in rows and columns but not in boxes fails.
    let latin: Vec<usize> = (0..16).map(|i| (i / 4 + i % 4) % 4).collect();
    assert!(!is_solution(shape(2, 2), &latin));
}

// 2. Soundness.

fn check_sound(state: &State, config: &Config) -> Result<(), TestCaseError> {
    let solution = &state.drawn.solution;
    let puzzle = Engine::new(&state.drawn.puzzle());
    let from_candidates = Engine::from_candidates(&state.candidates());
    for mut engine in [puzzle, from_candidates] {
        let result = engine.propagate(config);
        prop_assert_eq!(engine.graph().check_views(engine.layout()), Ok(()));
        prop_assert!(
            result.is_ok(),
            "{:?} under {:?}: {}",
            result,
            config,
            engine
        );
        for c in 0..solution.cells() {
            let cands = engine.candidates(Cell::new(c));
            prop_assert!(
                cands.contains(solution.number(c)),
                "cell {} lost its value {}: {}",
                c,
                solution.number(c),
                engine
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn propagation_keeps_every_true_value(state in small().prop_flat_map(sound_state), config in config()) {
        check_sound(&state, &config)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn propagation_keeps_every_true_value_large(state in large().prop_flat_map(sound_state), config in config()) {
        check_sound(&state, &config)?;
    }
}

// 3. Order independence.

fn check_order(state: &State, config: &Config, seeds: &[u64]) -> Result<(), TestCaseError> {
    let candidates = state.candidates();
    let simplest = fixpoint_of(&candidates, &config.with_order(JobOrder::Simplest))?;
    for &seed in seeds {
        let shuffled = fixpoint_of(&candidates, &config.with_order(JobOrder::Shuffled(seed)))?;
        prop_assert_eq!(
            &shuffled,
            &simplest,
            "seed {} under {:?} from {}",
            seed,
            config,
            candidates
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn the_fixpoint_does_not_depend_on_job_order(
        state in small().prop_flat_map(any_state),
        config in config(),
        seeds in vec(any::<u64>(), 3),
    ) {
        check_order(&state, &config, &seeds)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn the_fixpoint_does_not_depend_on_job_order_large(
        state in large().prop_flat_map(any_state),
        config in config(),
        seeds in vec(any::<u64>(), 2),
    ) {
        check_order(&state, &config, &seeds)?;
    }
}

// 4. Duality: naked subsets of every size do what hidden subsets of every size do.

fn check_duality(state: &State) -> Result<(), TestCaseError> {
    let candidates = state.candidates();
    for extra in [Rules::NONE, Rules::INTERSECTIONS] {
        let run = |rules: Rules| {
            fixpoint_of(
                &candidates,
                &Config::default().with_rules(rules.with(extra)),
            )
        };
        let both = run(Rules::SUBSETS)?;
        prop_assert!(both.is_some(), "a sound state is no contradiction");
        prop_assert_eq!(
            &run(Rules::NAKED)?,
            &both,
            "naked only, with {:?}, from {}",
            extra,
            candidates
        );
        prop_assert_eq!(
            &run(Rules::HIDDEN)?,
            &both,
            "hidden only, with {:?}, from {}",
            extra,
            candidates
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn naked_and_hidden_subsets_reach_the_same_fixpoint(state in small().prop_flat_map(sound_state)) {
        check_duality(&state)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn naked_and_hidden_subsets_reach_the_same_fixpoint_large(state in large().prop_flat_map(sound_state)) {
        check_duality(&state)?;
    }
}

// 5. Enumeration and matching agree on random matrices: a proptest in
// `src/rules/group/matching.rs`, where the two algorithms are visible.

// 6. Monotonicity.

fn check_monotone(drawn: &Drawn, more: &[bool], config: &Config) -> Result<(), TestCaseError> {
    let given: Vec<bool> = drawn
        .given
        .iter()
        .zip(more)
        .map(|(&a, &b)| a || b)
        .collect();
    let (p, q) = (drawn.puzzle(), drawn.solution.puzzle(&given));
    let (mut ep, mut eq) = (Engine::new(&p), Engine::new(&q));
    prop_assert!(ep.propagate(config).is_ok());
    prop_assert!(eq.propagate(config).is_ok());
    for c in 0..drawn.solution.cells() {
        let cell = Cell::new(c);
        prop_assert!(
            eq.candidates(cell).is_subset(ep.candidates(cell)),
            "cell {}: {:?} with more givens, {:?} with fewer, under {:?}\nP = {}\nQ = {}",
            c,
            eq.candidates(cell),
            ep.candidates(cell),
            config,
            p,
            q
        );
    }
    Ok(())
}

fn monotone_case(shape: BoxShape) -> impl Strategy<Value = (Drawn, Vec<bool>)> {
    (
        drawn(shape),
        vec(proptest::bool::weighted(0.15), shape.cells()),
    )
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn more_givens_never_leave_more_candidates(
        (drawn, more) in small().prop_flat_map(monotone_case),
        config in config(),
    ) {
        check_monotone(&drawn, &more, &config)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn more_givens_never_leave_more_candidates_large(
        (drawn, more) in large().prop_flat_map(monotone_case),
        config in config(),
    ) {
        check_monotone(&drawn, &more, &config)?;
    }
}

// 7. Incremental propagation equals propagation from scratch.

/// Places the true values of `cells` into an engine already at its fixpoint, then propagates
/// again; compares with the puzzle that has those cells as givens.
fn check_placements(drawn: &Drawn, cells: &[usize], config: &Config) -> Result<(), TestCaseError> {
    let solution = &drawn.solution;
    let mut engine = Engine::new(&drawn.puzzle());
    prop_assert!(settle(&mut engine, config)?.is_some());
    let mut given = drawn.given.clone();
    for &c in cells {
        prop_assert!(engine.place(Cell::new(c), solution.number(c)).is_ok());
        given[c] = true;
    }
    let incremental = settle(&mut engine, config)?;
    let scratch = fixpoint_of_puzzle(&solution.puzzle(&given), config)?;
    prop_assert_eq!(
        incremental,
        scratch,
        "placing {:?} in {} under {:?}",
        cells,
        drawn.puzzle(),
        config
    );
    Ok(())
}

/// Eliminates false candidates from an engine at its fixpoint, then propagates again; compares
/// with the pencilmarks that lack them from the start.
fn check_eliminations(
    drawn: &Drawn,
    pairs: &[(usize, usize)],
    config: &Config,
) -> Result<(), TestCaseError> {
    let solution = &drawn.solution;
    let pairs: Vec<_> = pairs
        .iter()
        .copied()
        .filter(|&(c, d)| solution.values[c] != d)
        .collect();
    let mut engine = Engine::new(&drawn.puzzle());
    prop_assert!(settle(&mut engine, config)?.is_some());
    let mut start = Candidates::from(&drawn.puzzle());
    for &(c, d) in &pairs {
        let (cell, number) = (Cell::new(c), Number::new(d));
        let had = engine.candidates(cell).contains(number);
        prop_assert_eq!(engine.eliminate(cell, number), Ok(had));
        start.set(cell, start.get(cell) - NumberSet::single(number));
    }
    let incremental = settle(&mut engine, config)?;
    let scratch = fixpoint_of(&start, config)?;
    prop_assert_eq!(
        incremental,
        scratch,
        "eliminating {:?} in {} under {:?}",
        pairs,
        drawn.puzzle(),
        config
    );
    Ok(())
}

/// Propagates under a weaker configuration, then under `strong`; compares with `strong` alone.
fn check_stronger_config(
    drawn: &Drawn,
    weak: &Config,
    strong: &Config,
) -> Result<(), TestCaseError> {
    let mut engine = Engine::new(&drawn.puzzle());
    prop_assert!(settle(&mut engine, weak)?.is_some());
    let incremental = settle(&mut engine, strong)?;
    let scratch = fixpoint_of_puzzle(&drawn.puzzle(), strong)?;
    prop_assert_eq!(
        incremental,
        scratch,
        "{:?} then {:?} from {}",
        weak,
        strong,
        drawn.puzzle()
    );
    Ok(())
}

/// A configuration and a weaker one: a subset of its families and a bound no larger.
fn weaker_and_stronger() -> impl Strategy<Value = (Config, Config)> {
    (config(), configs::rules(), 1usize..=6, configs::order()).prop_map(
        |(strong, mask, bound, order)| {
            let mut rules = Rules::NONE;
            for family in [
                Rules::NAKED,
                Rules::HIDDEN,
                Rules::INTERSECTIONS,
                Rules::FISH,
                Rules::FINNED,
            ] {
                if strong.rules.contains(family) && mask.contains(family) {
                    rules = rules.with(family);
                }
            }
            let max = Some(strong.max_size.map_or(bound, |m| m.min(bound)));
            (
                Config::default()
                    .with_rules(rules)
                    .with_max_size(max)
                    .with_order(order),
                strong,
            )
        },
    )
}

fn incremental_case(
    shape: BoxShape,
) -> impl Strategy<Value = (Drawn, Vec<usize>, Vec<(usize, usize)>)> {
    let (cells, n) = (shape.cells(), shape.side());
    (
        drawn(shape),
        vec(0..cells, 1..=n),
        vec((0..cells, 0..n), 1..=2 * n),
    )
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn placing_then_propagating_equals_propagating_from_scratch(
        (drawn, cells, _) in small().prop_flat_map(incremental_case),
        config in config(),
    ) {
        check_placements(&drawn, &cells, &config)?;
    }

    #[test]
    fn eliminating_then_propagating_equals_propagating_from_scratch(
        (drawn, _, pairs) in small().prop_flat_map(incremental_case),
        config in config(),
    ) {
        check_eliminations(&drawn, &pairs, &config)?;
    }

    #[test]
    fn a_stronger_configuration_continues_to_its_own_fixpoint(
        drawn in small().prop_flat_map(drawn),
        (weak, strong) in weaker_and_stronger(),
    ) {
        check_stronger_config(&drawn, &weak, &strong)?;
    }
}

proptest! {
    #![proptest_config(common::proptest_config(LARGE, "properties"))]

    #[test]
    fn incremental_propagation_equals_propagation_from_scratch_large(
        (drawn, cells, pairs) in large().prop_flat_map(incremental_case),
        config in config(),
    ) {
        check_placements(&drawn, &cells, &config)?;
        check_eliminations(&drawn, &pairs, &config)?;
        let singles = Config::default().with_max_size(Some(1));
        check_stronger_config(&drawn, &singles, &Config::default())?;
    }
}

#[test]
fn singles_then_everything_equals_everything_from_scratch() {
    let puzzle: Puzzle =
        ".43.8.25.6.............1.949....4.7....6.8....1.2....382.5.............5.34.9.71."
            .parse()
            .unwrap();
    let mut engine = Engine::new(&puzzle);
    engine
        .propagate(&Config::default().with_max_size(Some(1)))
        .unwrap();
    let singles = engine.to_string();
    engine.propagate(&Config::default()).unwrap();
    let mut scratch = Engine::new(&puzzle);
    scratch.propagate(&Config::default()).unwrap();
    assert_eq!(engine.to_string(), scratch.to_string());
    assert_ne!(
        singles,
        scratch.to_string(),
        "subsets remove more than singles here"
    );
}

// 8. The house maps never drift, whatever happens, contradictions included.

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn house_maps_never_drift(
        (state, later) in small().prop_flat_map(|s| (wild_state(s), vec((0..s.cells(), 0..s.side()), 0..12))),
        config in config(),
    ) {
        let mut engine = Engine::from_candidates(&state.candidates());
        prop_assert_eq!(engine.graph().check_views(engine.layout()), Ok(()));
        let first = settle(&mut engine, &config)?;
        for (c, d) in later {
            let result = engine.eliminate(Cell::new(c), Number::new(d));
            prop_assert_eq!(engine.graph().check_views(engine.layout()), Ok(()));
            prop_assert!(first.is_some() || result.is_err(), "a contradicted engine stays contradicted");
            settle(&mut engine, &config)?;
        }
    }
}

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
