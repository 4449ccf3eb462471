//! Nested forcing chains on the forum's hardest puzzles: the first ones are explained by logic
//! alone (no brute force), every step passes the independent checker and keeps the solution's
//! candidates, and the checker rejects a nested step that was tampered with.

mod common;

use common::puzzles;
use sudograph::search::{Outcome as SearchOutcome, Solver};
use sudograph::trace::{Explainer, Link, ListOptions, Outcome, Step, Technique, Trace, verify};

/// How many of `data/forum_hardest_1106.txt`'s first puzzles are checked (each takes a few
/// seconds: the nested searches, then the checker re-deriving every nested elimination).
const TAKEN: usize = 3;

/// The twelve nested techniques, by their names (`nested_…`).
fn is_nested(t: Technique) -> bool {
    t.name().starts_with("nested_")
}

fn traces() -> Vec<Trace> {
    puzzles("data/forum_hardest_1106.txt")
        .iter()
        .take(TAKEN)
        .map(|p| Explainer::new(p).explain())
        .collect()
}

#[test]
fn the_first_forum_hardest_puzzles_are_explained_by_logic_and_checked() {
    let all = puzzles("data/forum_hardest_1106.txt");
    for (i, trace) in traces().iter().enumerate() {
        let what = format!("forum_hardest #{i}");
        assert_eq!(trace.outcome(), Outcome::Solved, "{what}");
        let SearchOutcome::Unique(solution) = Solver::new(&all[i]).solve() else {
            panic!("{what}: one solution");
        };
        let mut nested = 0;
        for step in trace.steps() {
            assert_ne!(step.technique, Technique::BruteForce, "{what}");
            nested += usize::from(is_nested(step.technique));
            for &(cell, number) in step.eliminations {
                assert_ne!(
                    solution.get(cell),
                    Some(number),
                    "{what}: {} removes the solution's {}",
                    step.technique,
                    cell.display(9)
                );
            }
            if is_nested(step.technique) {
                assert!(
                    step.chain.iter().any(|n| n.link == Link::Nested),
                    "{what}: a nested step lists its nested chains"
                );
            }
        }
        assert!(nested > 0, "{what}: nested forcing chains");
        let end = trace.verify().unwrap_or_else(|r| panic!("{what}: {r}"));
        assert_eq!(&end, trace.end(), "{what}");
    }
}

/// Breaks the first nested step of `trace` with `mutate`: the checker rejects that step.
fn rejected(trace: &Trace, mutate: impl Fn(&mut Step)) {
    let mut steps = trace.to_steps();
    let i = steps
        .iter()
        .position(|s| is_nested(s.technique))
        .expect("a nested step");
    let before = steps[i].clone();
    mutate(&mut steps[i]);
    assert_ne!(steps[i], before, "the mutation changes the step");
    let rejection = verify(trace.layout(), trace.start(), &steps).expect_err("rejected");
    assert_eq!(rejection.step, i, "{rejection}");
}

#[test]
fn the_checker_rejects_tampered_nested_steps() {
    let trace = &traces()[0];
    // The same branches at dynamic (+), which has no nested chains.
    rejected(trace, |s| {
        s.technique = match s.technique {
            Technique::NestedContradictionForcingChain
            | Technique::NestedMultipleContradictionForcingChain
            | Technique::NestedDynamicContradictionForcingChain => {
                Technique::DynamicContradictionForcingChainPlus
            }
            Technique::NestedDoubleForcingChain
            | Technique::NestedMultipleDoubleForcingChain
            | Technique::NestedDynamicDoubleForcingChain => {
                Technique::DynamicDoubleForcingChainPlus
            }
            Technique::NestedCellForcingChain
            | Technique::NestedMultipleCellForcingChain
            | Technique::NestedDynamicCellForcingChain => Technique::DynamicCellForcingChainPlus,
            _ => Technique::DynamicRegionForcingChainPlus,
        }
    });
    // Its nested chains left out: a wrong rating.
    rejected(trace, |s| {
        let kept: Vec<_> = s
            .chain
            .split(|n| n.link == Link::Nested)
            .next()
            .unwrap()
            .to_vec();
        // Only the part before the first nested chain of the first branch stays; keep the
        // other branches' own nodes as they are.
        let mut chain = kept;
        let mut skipping = true;
        for node in s.chain.iter().skip(chain.len()) {
            match node.link {
                Link::Start => {
                    skipping = false;
                    chain.push(*node);
                }
                Link::Nested => skipping = true,
                _ if !skipping => chain.push(*node),
                _ => {}
            }
        }
        s.chain = chain;
    });
    // A nested elimination the branch needed replaced by its negation, in a region or cell
    // step listed at the state of the first nested step (not a contradiction, whose branch
    // reaches both of a candidate, and so every potential, when followed to its fixpoint).
    let first = (trace.to_steps().iter())
        .position(|s| is_nested(s.technique))
        .expect("a nested step");
    let state = trace.state_at(first).expect("its state");
    let regions = [
        Technique::NestedRegionForcingChain,
        Technique::NestedCellForcingChain,
        Technique::NestedMultipleRegionForcingChain,
        Technique::NestedMultipleCellForcingChain,
        Technique::NestedDynamicRegionForcingChain,
        Technique::NestedDynamicCellForcingChain,
    ];
    let options = ListOptions::default().with_techniques(regions);
    let list = Explainer::from_candidates(&state).list_steps(&options);
    let step = list.steps.first().expect("a nested region or cell step");
    verify(trace.layout(), &state, std::slice::from_ref(step)).expect("as listed, it holds");
    let mut broken = step.clone();
    let first_nested = (broken.chain.iter())
        .position(|n| n.link == Link::Nested)
        .expect("a nested chain");
    let k = (1..first_nested)
        .rev()
        .find(|&k| !broken.chain[k].on)
        .expect("a false node");
    broken.chain[k].on = true;
    let rejection = verify(trace.layout(), &state, &[broken]).expect_err("rejected");
    assert_eq!(rejection.step, 0, "{rejection}");
    // A nested chain in a step that is not nested.
    let mut steps = trace.to_steps();
    let plain = steps
        .iter()
        .position(|s| s.technique == Technique::DynamicContradictionForcingChain)
        .expect("a dynamic forcing chain");
    let mut node = steps[plain].chain[0];
    node.link = Link::Nested;
    steps[plain].chain.push(node);
    let rejection = verify(trace.layout(), trace.start(), &steps).expect_err("rejected");
    assert_eq!(rejection.step, plain, "{rejection}");
}
