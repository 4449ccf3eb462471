//! 7–8. Incremental propagation equals propagation from scratch, and the house maps never
//! drift.

use super::*;

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
