//! Each technique on a hand-made state where it is the simplest step, with its eliminations
//! spelled out, and on states where it must not fire.
//!
//! The helpers that write states and ask for steps are here; the tests, one file per topic.

mod explanations;
mod fish;
mod intersections;
mod singles;
mod subsets;

use std::sync::Arc;

use crate::io::Candidates;
use crate::layout::{BoxShape, Cell, House, Layout, Number, NumberSet};

use super::{Explainer, Hint, Outcome, Rating, Step, Technique, verify};

/// A cell written `r4c2` in a grid of side `n`.
fn cell(n: usize, name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().expect("row"), c.parse().expect("column"));
    Cell::new((r - 1) * n + c - 1)
}

fn numbers(values: &[usize]) -> NumberSet {
    values.iter().map(|&v| Number::from_value(v)).collect()
}

/// Every candidate everywhere, then `numbers` removed from each cell listed.
fn without(shape: BoxShape, removals: &[(&[&str], &[usize])]) -> Candidates {
    let n = shape.side();
    let mut state = Candidates::full(shape);
    for &(cells, values) in removals {
        for name in cells {
            let c = cell(n, name);
            state.set(c, state.get(c) - numbers(values));
        }
    }
    state
}

fn classic(removals: &[(&[&str], &[usize])]) -> Candidates {
    without(BoxShape::CLASSIC, removals)
}

/// The cells of row `r` (1-based) of a grid of side `n`, but those listed.
fn row_but(n: usize, r: usize, but: &[usize]) -> Vec<String> {
    (1..=n)
        .filter(|c| !but.contains(c))
        .map(|c| format!("r{r}c{c}"))
        .collect()
}

/// Eliminations written `r4c1:3`, sorted as steps list them (by number, then cell).
fn elims(n: usize, list: &str) -> Vec<(Cell, Number)> {
    let mut out: Vec<_> = list
        .split_whitespace()
        .map(|e| {
            let (c, d) = e.split_once(':').expect("cell:number");
            (cell(n, c), Number::from_value(d.parse().expect("number")))
        })
        .collect();
    out.sort_by_key(|&(c, d)| (d, c));
    out
}

/// The simplest step at `state` on `layout`, checked by the independent checker.
fn hint_on(layout: &Arc<Layout>, state: &Candidates) -> Hint {
    let mut explainer =
        Explainer::from_candidates_with_layout(Arc::clone(layout), state).expect("same shape");
    let hint = explainer.hint();
    if let Hint::Step(step) = &hint {
        verify(layout, state, std::slice::from_ref(step)).expect("the checker accepts it");
    }
    hint
}

fn step_at(state: &Candidates) -> Step {
    match hint_on(&Layout::shared(state.shape()), state) {
        Hint::Step(step) => step,
        Hint::Done(outcome) => panic!("no step: {outcome:?}"),
    }
}

/// The hint at `state` with finned fish on (not a default of explanations).
fn finned_step_at(state: &Candidates) -> Step {
    let rules = crate::Rules::EXPLAIN.with(crate::Rules::FINNED);
    let config = crate::Config::default().with_rules(rules);
    let mut explainer = Explainer::from_candidates(state).with_config(config);
    match explainer.hint() {
        Hint::Step(step) => step,
        Hint::Done(outcome) => panic!("no step: {outcome:?}"),
    }
}

fn text(step: &Step, n: usize) -> String {
    step.display(n).to_string()
}

fn assert_stuck(state: &Candidates) {
    let hint = hint_on(&Layout::shared(state.shape()), state);
    assert_eq!(hint, Hint::Done(Outcome::Stuck));
}

/// Places each value, removing it from the cell's peers: filled cells as people see them.
fn place(state: &mut Candidates, layout: &Layout, placements: &[(&str, usize)]) {
    let n = layout.side();
    for &(name, value) in placements {
        let (c, d) = (cell(n, name), Number::from_value(value));
        state.set(c, NumberSet::single(d));
        for peer in layout.peers(c).iter() {
            state.set(peer, state.get(peer) - NumberSet::single(d));
        }
    }
}
