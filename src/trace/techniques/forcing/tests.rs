//! Tests of the forcing levels: where the nested levels run, and the pool and memo their
//! searches leave for the next; and what the other modules' tests share.

use super::*;
use crate::layout::Layout;

/// Each number's places in each house of `grid`, as the searches keep them.
pub(super) fn places_of(layout: &Layout, grid: &[NumberSet]) -> Vec<u64> {
    let n = layout.side();
    let mut places = vec![0u64; layout.houses() * n];
    for h in layout.house_ids() {
        for (i, c) in layout.cells_of(h).iter().enumerate() {
            for d in grid[c.index()] {
                places[h.index() * n + d.index()] |= 1 << i;
            }
        }
    }
    places
}
use crate::trace::Explainer;
use crate::{Engine, Puzzle};

/// The state of `engine` for the forcing searches.
fn state_of(engine: &Engine, one_solution: bool) -> State<'_> {
    State {
        layout: engine.layout(),
        graph: engine.graph(),
        rules: Rules::EXPLAIN,
        max_size: usize::MAX,
        one_solution,
        every: None,
        givens: None,
        placed: None,
    }
}

/// The forcing steps found at `engine`'s state, told whether it has one solution.
fn found(engine: &Engine, one_solution: bool) -> Vec<Technique> {
    let mut out = Steps::default();
    let limit = Rating::from_tenths(u16::MAX);
    let state = state_of(engine, one_solution);
    Forcing.find(&state, &mut Scratch::default(), &mut out, limit);
    (0..out.len()).map(|i| out.get(i).technique).collect()
}

/// The engine at forum_hardest #0's first state that needs nested forcing chains.
fn first_nested_state() -> Engine {
    let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
    let first_line = text.lines().next().expect("a puzzle");
    let trace = Explainer::new(&first_line.parse::<Puzzle>().expect("valid")).explain();
    let first = (0..trace.len())
        .find(|&i| {
            trace
                .step(i)
                .is_some_and(|s| s.technique.name().starts_with("nested_"))
        })
        .expect("forum_hardest #0 needs nested forcing chains");
    Engine::from_candidates(&trace.state_at(first).expect("its state"))
}

#[test]
fn nested_levels_run_only_on_a_state_known_to_have_one_solution() {
    let nested = |t: &Technique| t.name().starts_with("nested_");
    let engine = first_nested_state();
    let known = found(&engine, true);
    assert!(known.iter().any(nested), "with one solution: {known:?}");
    let unknown = found(&engine, false);
    assert!(
        unknown.is_empty(),
        "no level below nested has a step: {unknown:?}"
    );
}

#[test]
fn branches_come_back_cleared_and_the_next_search_finds_the_same() {
    let engine = first_nested_state();
    let state = state_of(&engine, true);
    let limit = Rating::from_tenths(u16::MAX);
    let mut scratch = Scratch::default();
    let steps = |out: &Steps| -> Vec<_> {
        (0..out.len())
            .map(|i| {
                let step = out.get(i);
                (step.technique, step.rating, step.eliminations.to_vec())
            })
            .collect()
    };
    let mut first = Steps::default();
    Forcing.find(&state, &mut scratch, &mut first, limit);
    let pooled = scratch.forcing.branches.borrow();
    assert!(!pooled.is_empty(), "the searches' branches are kept");
    assert!(pooled.len() * 4 * pooled[0].slots() <= pool::POOL_BYTES);
    for branch in pooled.iter() {
        assert!(branch.list.is_empty() && branch.contradiction.is_none());
        assert!(
            branch.index.borrow().iter().all(|&i| i == NONE),
            "a pooled branch is cleared"
        );
    }
    drop(pooled);
    let kept = scratch.forcing.memo.borrow().len();
    assert!(kept > 0, "what the nested searches found is kept");
    // The second search takes the nested searches from the memo.
    let mut second = Steps::default();
    Forcing.find(&state, &mut scratch, &mut second, limit);
    assert!(first.len() > 0);
    assert_eq!(steps(&first), steps(&second));
}
