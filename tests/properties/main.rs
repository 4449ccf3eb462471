//! Property tests: the engine is sound, its fixpoint is independent of job order, side and
//! history, its house maps never drift, and it agrees with a naive reference propagator.

#[path = "../common/mod.rs"]
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

mod against_reference;
mod fixpoint;
mod generator;
mod incremental;

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
