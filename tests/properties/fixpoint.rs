//! 2–4, 6. The fixpoint: sound, independent of job order, the same with naked or hidden
//! subsets, and monotone in the candidates it starts from.

use super::*;

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
