//! The soundness checks: no solution lost, the fixpoint independent of job order, monotone.

use std::sync::Arc;

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::{Candidates, Cell, Config, Engine, JobOrder, Layout, Number};

use super::State;

/// The fixpoint of `start` under `config` on `layout`, or `None` on a contradiction.
pub fn fixpoint(layout: &Arc<Layout>, start: &Candidates, config: &Config) -> Option<Candidates> {
    let mut engine = Engine::from_candidates_with_layout(Arc::clone(layout), start)
        .expect("the layout has the state's shape");
    engine
        .propagate(config)
        .ok()
        .map(|()| engine.to_candidates())
}

/// The layout of a state without extra houses.
fn layout_of(state: &State) -> Arc<Layout> {
    Layout::shared(state.drawn.solution.shape)
}

/// No solution lost: when `state` keeps its solution, propagating it under `config` reports no
/// contradiction and keeps every value of the solution.
///
/// # Errors
///
/// The failed assertion, for proptest.
pub fn check_sound(state: &State, config: &Config) -> Result<(), TestCaseError> {
    if !state.is_sound() {
        return Ok(());
    }
    let start = state.candidates();
    let end = fixpoint(&layout_of(state), &start, config);
    prop_assert!(
        end.is_some(),
        "a contradiction in a state with a solution: {start}"
    );
    let end = end.expect("checked");
    for (c, &d) in state.drawn.solution.values.iter().enumerate() {
        prop_assert!(
            end.get(Cell::new(c)).contains(Number::new(d)),
            "the solution's {} left cell {c} of {start} under {config:?}",
            d + 1
        );
    }
    Ok(())
}

/// The fixpoint does not depend on job order: `config` in its own order and in a shuffled one
/// (from `seed`) reach the same candidates, or both a contradiction.
///
/// # Errors
///
/// The failed assertion, for proptest.
pub fn check_order_independent(
    state: &State,
    config: &Config,
    seed: u64,
) -> Result<(), TestCaseError> {
    let (layout, start) = (layout_of(state), state.candidates());
    let shuffled = config.with_order(JobOrder::Shuffled(seed));
    let a = fixpoint(&layout, &start, config).map(|c| c.to_string());
    let b = fixpoint(&layout, &start, &shuffled).map(|c| c.to_string());
    prop_assert_eq!(a, b, "from {} under {:?}", start, config);
    Ok(())
}

/// Monotone: removing the candidates `more` ((cell, 0-based number) pairs) as well never leaves
/// a candidate the fixpoint without them lacks, and a contradiction stays one.
///
/// # Errors
///
/// The failed assertion, for proptest.
pub fn check_monotone(
    state: &State,
    more: &[(usize, usize)],
    config: &Config,
) -> Result<(), TestCaseError> {
    let (layout, start) = (layout_of(state), state.candidates());
    let mut smaller = start.clone();
    for &(c, d) in more {
        let cell = Cell::new(c % start.cells().len());
        let mut set = smaller.get(cell);
        set.remove(Number::new(d % start.shape().side()));
        smaller.set(cell, set);
    }
    let big = fixpoint(&layout, &start, config);
    let small = fixpoint(&layout, &smaller, config);
    match (big, small) {
        (_, None) => {}
        (None, Some(_)) => prop_assert!(false, "{start} is a contradiction, {smaller} is not"),
        (Some(big), Some(small)) => {
            let within = (big.cells().iter().zip(small.cells())).all(|(b, s)| s.is_subset(*b));
            prop_assert!(within, "from {smaller} more is kept than from {start}");
        }
    }
    Ok(())
}

/// [`check_sound`], [`check_order_independent`] (with `seed`) and [`check_monotone`] (with
/// candidates picked from `seed`).
///
/// # Errors
///
/// The first failed assertion, for proptest.
pub fn check_rule(state: &State, config: &Config, seed: u64) -> Result<(), TestCaseError> {
    check_sound(state, config)?;
    check_order_independent(state, config, seed)?;
    let cells = state.drawn.solution.values.len() as u64;
    let n = state.drawn.solution.shape.side() as u64;
    let more: Vec<(usize, usize)> = (0..4u64)
        .map(|i| {
            let x = seed.rotate_left(16 * i as u32) ^ i;
            ((x % cells) as usize, (x / cells % n) as usize)
        })
        .collect();
    check_monotone(state, &more, config)
}
