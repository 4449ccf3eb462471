//! Listing every step (`hint --all`, `Explainer::list_steps`) at fixed pencilmark states:
//! forcing chains of every level, each conclusion once per kind by its simplest chain, every
//! step passing the checker and keeping the solution; the bound on the number of steps, and
//! the report when it cuts the list; the filter by technique reaching levels a simpler one
//! outdoes.

mod common;

use std::collections::BTreeSet;

use common::cli::{stdout, sudograph};
use common::puzzles;
use sudograph::search::{Outcome as SearchOutcome, Solver};
use sudograph::trace::{Explainer, Hint, ListOptions, Step, StepList, Technique, verify};
use sudograph::{Candidates, Cell, Config, Layout, Number, Puzzle, Rules};

/// The state before the first forcing step of top1465 #`index` (0-based), and the puzzle's
/// solution.
fn first_forcing_state(index: usize) -> (Candidates, Puzzle) {
    first_state_where("data/top1465.txt", index, |t| t.is_forcing())
}

/// The state before the first step of puzzle `index` of `file` whose technique is `wanted`,
/// and the puzzle's solution.
fn first_state_where(
    file: &str,
    index: usize,
    wanted: impl Fn(Technique) -> bool,
) -> (Candidates, Puzzle) {
    let puzzle = &puzzles(file)[index];
    let trace = Explainer::new(puzzle).explain();
    let first = trace
        .steps()
        .position(|s| wanted(s.technique))
        .expect("such a step");
    (trace.state_at(first).expect("its state"), solution(puzzle))
}

/// Forum hardest #0 before its first nested step (its second step), and its solution.
fn first_nested_state() -> (Candidates, Puzzle) {
    first_state_where("data/forum_hardest_1106.txt", 0, |t| {
        t.name().starts_with("nested_")
    })
}

fn solution(puzzle: &Puzzle) -> Puzzle {
    let SearchOutcome::Unique(solution) = Solver::new(puzzle).solve() else {
        panic!("one solution");
    };
    solution
}

/// The strength a forcing technique belongs to, from its name.
fn level(t: Technique) -> &'static str {
    let name = t.name();
    if name.starts_with("nishio_") {
        "nishio"
    } else if name.starts_with("nested_multiple_") {
        "nested multiple"
    } else if name.starts_with("nested_dynamic_") {
        "nested dynamic"
    } else if name.starts_with("nested_") {
        "nested"
    } else if name.ends_with("_plus") {
        "dynamic (+)"
    } else if name.starts_with("dynamic_") {
        "dynamic"
    } else {
        "static"
    }
}

/// What a forcing step concludes from: contradiction, double, cell or region.
fn kind(t: Technique) -> &'static str {
    let name = t.name();
    ["contradiction", "double", "cell", "region"]
        .into_iter()
        .find(|k| name.contains(&format!("{k}_forcing")))
        .unwrap_or("contradiction") // Nishio
}

/// The one cell a forcing step removes candidates from, and the numbers it removes there.
fn conclusion(step: &Step) -> (Cell, BTreeSet<Number>) {
    let cell = step.eliminations[0].0;
    assert!(
        step.eliminations.iter().all(|&(c, _)| c == cell),
        "{}: one cell",
        step.display(9)
    );
    (cell, step.eliminations.iter().map(|&(_, d)| d).collect())
}

/// Checks every step of `list` at `state`: the checker accepts it, it keeps the solution's
/// candidates, and no forcing step is outdone by another of its kind (the same conclusion, or
/// one it includes, by a step rated lower or as much with fewer nodes).
fn check(list: &StepList, state: &Candidates, solution: &Puzzle) {
    let layout = Layout::new(state.shape());
    for step in &list.steps {
        verify(&layout, state, std::slice::from_ref(step))
            .unwrap_or_else(|e| panic!("{}: {e}", step.display(9)));
        for &(cell, d) in &step.eliminations {
            assert_ne!(
                solution.get(cell),
                Some(d),
                "{} removes the solution",
                step.display(9)
            );
        }
    }
    let forcing: Vec<&Step> = (list.steps.iter())
        .filter(|s| s.technique.is_forcing())
        .collect();
    for (i, s) in forcing.iter().enumerate() {
        let (cell, removed) = conclusion(s);
        for (j, t) in forcing.iter().enumerate() {
            if i == j || kind(s.technique) != kind(t.technique) {
                continue;
            }
            let (other, more) = conclusion(t);
            if other != cell || !removed.is_subset(&more) {
                continue;
            }
            assert!(
                removed != more,
                "listed twice:\n{}\n{}",
                s.display(9),
                t.display(9)
            );
            assert!(
                (t.rating, t.chain.len()) >= (s.rating, s.chain.len()),
                "outdone:\n{}\nby\n{}",
                s.display(9),
                t.display(9)
            );
        }
    }
}

#[test]
fn forcing_steps_of_every_level_are_listed_each_conclusion_once() {
    // Top1465 #29 is explained through a Nishio chain, then dynamic ones. Before this list
    // went on past the first level with steps, its first forcing state listed the one Nishio
    // chain only.
    let (state, solution) = first_forcing_state(29);
    let mut explainer = Explainer::from_candidates(&state);
    let list = explainer.list_steps(&ListOptions::default());
    check(&list, &state, &solution);
    let Hint::Step(hint) = explainer.hint() else {
        panic!("a step")
    };
    assert_eq!(hint.technique, Technique::NishioForcingChain);
    assert_eq!(list.steps[0], hint, "the hint is the simplest step listed");
    let levels: BTreeSet<&str> = (list.steps.iter())
        .filter(|s| s.technique.is_forcing())
        .map(|s| level(s.technique))
        .collect();
    for wanted in ["nishio", "dynamic", "dynamic (+)", "nested"] {
        assert!(levels.contains(wanted), "{wanted} among {levels:?}");
    }
    // A few hundred steps, not the millions of one per branch and level.
    assert!(list.steps.len() < 2000, "{}", list.steps.len());
    assert_eq!(list.unlisted, 0);
    // The nested levels go through the grid until their budget of work runs out: said so.
    assert!(list.budget_hit);
    // The same input, the same list.
    let again = Explainer::from_candidates(&state).list_steps(&ListOptions::default());
    assert_eq!(again, list);
}

#[test]
fn naming_a_level_lists_its_steps_where_a_simpler_level_concludes_the_same() {
    let (state, solution) = first_forcing_state(29);
    let of = |techniques: &[Technique]| {
        let options = ListOptions::default().with_techniques(techniques.iter().copied());
        let list = Explainer::from_candidates(&state).list_steps(&options);
        check(&list, &state, &solution);
        list.steps
    };
    let plus = Technique::DynamicContradictionForcingChainPlus;
    let count = |steps: &[Step]| steps.iter().filter(|s| s.technique == plus).count();
    // Some of the (+) level's contradictions are the simpler levels' too, which outdo them.
    let full = of(&[]);
    let alone = of(&[plus]);
    assert!(alone.iter().all(|s| s.technique == plus));
    assert!(
        alone.len() > count(&full),
        "named alone, the (+) level lists {} steps; among all, {}",
        alone.len(),
        count(&full)
    );
    // With the simpler level named too, it outdoes them again.
    let both = of(&[plus, Technique::DynamicContradictionForcingChain]);
    assert!(
        count(&both) < alone.len(),
        "{} of {}",
        count(&both),
        alone.len()
    );
    assert!(count(&both) < both.len());
}

#[test]
fn the_bound_keeps_the_simplest_steps_and_counts_the_rest() {
    let (state, _) = first_forcing_state(29);
    let list = |max: usize| {
        Explainer::from_candidates(&state).list_steps(&ListOptions::default().with_max_steps(max))
    };
    let full = list(usize::MAX);
    assert!(full.steps.len() > 200, "{}", full.steps.len());
    for max in [0, 1, 7, 150, full.steps.len() - 1] {
        let cut = list(max);
        assert_eq!(cut.steps, full.steps[..max], "the first {max}");
        assert_eq!(cut.unlisted, full.steps.len() - max, "max {max}");
        assert!(!cut.is_complete());
    }
    let exact = list(full.steps.len());
    assert_eq!(exact.unlisted, 0);
    assert_eq!(exact.steps, full.steps);
}

#[test]
fn hint_all_reports_a_truncated_list() {
    let (state, _) = first_forcing_state(29);
    let input = format!("{state}\n");
    let text = sudograph(&["hint", "--all", "--max-steps", "3", "-"], Some(&input));
    assert!(text.status.success());
    let out = stdout(&text);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert!(
        lines[3].starts_with("Truncated: ")
            && lines[3].ends_with(" more steps not listed (--max-steps 3)"),
        "{out}"
    );
    assert!(
        lines[4].starts_with("Truncated: forcing chains stopped at their bound"),
        "{out}"
    );
    assert_eq!(lines[5], "");
    let err = String::from_utf8_lossy(&text.stderr);
    assert!(err.contains("1 list(s) truncated"), "{err}");

    let json = sudograph(
        &["hint", "--all", "--max-steps", "3", "--format", "json", "-"],
        Some(&input),
    );
    let out = stdout(&json);
    let objects: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(objects.len(), 4, "{out}");
    for (i, step) in objects[..3].iter().enumerate() {
        assert_eq!(step["step"], i + 1);
        assert!(step.get("truncated").is_none());
    }
    let last = &objects[3];
    assert_eq!(last["puzzle"], 0);
    assert_eq!(last["truncated"], true);
    assert_eq!(last["listed"], 3);
    assert!(last["unlisted"].as_u64().expect("a count") > 200, "{last}");
    assert_eq!(last["budget_hit"], true);

    // Not a number of steps: refused.
    let bad = sudograph(&["hint", "--all", "--max-steps", "0", "-"], Some(&input));
    assert!(!bad.status.success());
}

#[test]
fn a_puzzle_start_lists_a_bounded_number_of_forcing_steps() {
    // The starting state of top1465 #0: listed level after level as found, the forcing chains
    // of the first thirty such states made more than 24 GB of JSON. Once per conclusion and
    // kind, a few hundred steps.
    let puzzle = &puzzles("data/top1465.txt")[0];
    let state = sudograph::trace::starting_candidates(&Layout::new(puzzle.shape()), puzzle);
    let list = Explainer::new(puzzle).list_steps(&ListOptions::default());
    check(&list, &state, &solution(puzzle));
    let forcing = list
        .steps
        .iter()
        .filter(|s| s.technique.is_forcing())
        .count();
    assert!(forcing > 100 && forcing < 2000, "{forcing}");
}

#[test]
fn nested_steps_are_listed_and_hold_at_a_forum_hardest_state() {
    // Forum hardest #0 needs nested forcing chains from its second step: at that state, the
    // list has nested steps (and nothing simpler but brute force), each checked, once per
    // conclusion.
    let (state, solution) = first_nested_state();
    let mut explainer = Explainer::from_candidates(&state);
    let list = explainer.list_steps(&ListOptions::default());
    check(&list, &state, &solution);
    let nested = (list.steps.iter())
        .filter(|s| s.technique.name().starts_with("nested_"))
        .count();
    assert!(nested > 50, "{nested} nested steps");
    let Hint::Step(hint) = explainer.hint() else {
        panic!("a step")
    };
    // Both look at every cell; the hint within a budget ten times the list's.
    assert!(list.steps[0].rating >= hint.rating);
}

/// Forcing chains keep a branch for every candidate, which on an empty 36×36 grid (46,656
/// candidates) would take about 3 GB (20 GB and 42 s before the bound): over their bound of
/// memory, so they are not searched, and the list says it was cut short.
#[test]
fn forcing_chains_keep_to_their_bound_of_memory_on_a_large_empty_grid() {
    let puzzle: Puzzle = ".".repeat(36 * 36).parse().expect("an empty 36×36 grid");
    let forcing = [
        Technique::NishioForcingChain,
        Technique::CellForcingChain,
        Technique::RegionForcingChain,
        Technique::DynamicContradictionForcingChain,
    ];
    let list = Explainer::new(&puzzle).list_steps(&ListOptions::default().with_techniques(forcing));
    assert!(list.steps.is_empty());
    assert!(list.budget_hit, "the bound of memory is reported");
    assert!(!list.is_complete());
}

/// Sue de Coq on an empty 25×25 grid: every line and box rest holds every number, so no set
/// can leave room for the pattern's count, and the search is cut at each intersection instead
/// of pairing thousands of line sets with thousands of box sets (before, it did not end within 60 s).
#[test]
fn sue_de_coq_skips_intersections_with_too_many_numbers() {
    let puzzle: Puzzle = ".".repeat(25 * 25).parse().expect("an empty 25×25 grid");
    let list = Explainer::new(&puzzle)
        .list_steps(&ListOptions::default().with_techniques([Technique::SueDeCoq]));
    assert!(list.steps.is_empty());
    assert!(list.is_complete());
}

/// The nested levels' budget can be set for a listing: at a forum-hardest state whose list
/// reaches the default budget, a smaller one lists fewer nested steps and a larger one
/// more, each checked, and each list says whether it reached its budget.
#[test]
fn a_listing_takes_the_nested_budget_asked_for() {
    let (state, solution) = first_nested_state();
    let nested = |budget: u64| {
        let options = ListOptions::default().with_nested_budget(budget);
        let list = Explainer::from_candidates(&state).list_steps(&options);
        check(&list, &state, &solution);
        let count = (list.steps.iter())
            .filter(|s| s.technique.name().starts_with("nested_"))
            .count();
        (count, list.budget_hit)
    };
    let (small, small_hit) = nested(200_000);
    let (larger, _) = nested(1_000_000);
    assert!(small_hit, "a small budget is reached");
    assert!(small < larger, "{small} nested steps, then {larger}");
}

/// The Simple Colors Trap of `tests/techniques/colours.rs` as a pencilmark line: every cell
/// holds every number but 1, which rows 1, 6, 9 and columns 2, 7 hold only in the cluster
/// r1c8 = r1c2 = r6c2 = r6c7 = r9c7 = r9c9.
fn colours_trap_state() -> String {
    let keep = ["r1c2", "r1c8", "r6c2", "r6c7", "r9c7", "r9c9"];
    let cells: Vec<&str> = (0..81)
        .map(|i| {
            let (r, c) = (i / 9 + 1, i % 9 + 1);
            let paired = [1, 6, 9].contains(&r) || [2, 7].contains(&c);
            if paired && !keep.contains(&format!("r{r}c{c}").as_str()) {
                "23456789"
            } else {
                "123456789"
            }
        })
        .collect();
    format!("{}\n", cells.join(" "))
}

#[test]
fn hint_all_lists_simple_colors_by_name() {
    let input = colours_trap_state();
    let named = "simple_colors_trap,simple_colors_wrap";
    let text = sudograph(&["hint", "--all", "--technique", named, "-"], Some(&input));
    assert!(text.status.success());
    assert_eq!(
        stdout(&text),
        "Simple Colors Trap 1 (r1c2, r6c7, r9c9) / (r1c8, r6c2, r9c7) => r2c9<>1, r3c9<>1, \
         r4c8<>1, r5c8<>1, r7c8<>1, r7c9<>1, r8c8<>1, r8c9<>1\n\n"
    );
    let json = sudograph(
        &[
            "hint",
            "--all",
            "--technique",
            "simple_colors_trap",
            "--format",
            "json",
            "-",
        ],
        Some(&input),
    );
    let out = stdout(&json);
    let steps: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(steps.len(), 1, "{out}");
    assert_eq!(steps[0]["technique"], "simple_colors_trap");
    assert_eq!(steps[0]["rating"], 5.5);
    assert_eq!(steps[0]["chain"].as_array().map(Vec::len), Some(6));
    // The simplest step of the chains family is still a chain's: a Skyscraper on rows 1 and 6
    // (with every family, the claiming of row 9 in box 9).
    let hint = sudograph(&["hint", "--rules", "chains", "-"], Some(&input));
    assert!(
        stdout(&hint).starts_with("Skyscraper 1 "),
        "{}",
        stdout(&hint)
    );
}

#[test]
fn every_chain_listed_by_its_ends_holds_and_keeps_the_solution() {
    // The state before the first chain step of the first top1465 puzzles that have one: every
    // chain listed (the shortest for each candidate, and every chain by its ends, one per set
    // of eliminations) passes the checker and removes no candidate of the solution.
    let chains = [Technique::XChain, Technique::XYChain, Technique::Aic];
    let mut states = 0;
    let all = puzzles("data/top1465.txt");
    for puzzle in &all[..100] {
        let trace = Explainer::new(puzzle).explain();
        let Some(first) = trace.steps().position(|s| chains.contains(&s.technique)) else {
            continue;
        };
        let state = trace.state_at(first).expect("its state");
        let options = ListOptions::default().with_techniques(chains);
        let list = Explainer::from_candidates(&state).list_steps(&options);
        check(&list, &state, &solution(puzzle));
        assert!(!list.steps.is_empty());
        states += 1;
    }
    assert!(states >= 10, "{states} states with a chain step");
}

#[test]
fn template_steps_hold_and_keep_the_solution() {
    // The start, and the state before the first forcing step, of the first top1465 puzzles:
    // every Template Set and Template Delete listed passes the checker (which searches on its
    // own, not through the finder's templates), removes no candidate of the solution and
    // places the solution's values.
    let config = Config::default().with_rules(Rules::EXPLAIN.with(Rules::TEMPLATES));
    let options =
        ListOptions::default().with_techniques([Technique::TemplateSet, Technique::TemplateDelete]);
    let mut found = 0;
    for puzzle in &puzzles("data/top1465.txt")[..20] {
        let solution = solution(puzzle);
        let trace = Explainer::new(puzzle).explain();
        let first = trace.steps().position(|s| s.technique.is_forcing());
        let states = [Some(0), first].into_iter().flatten();
        for state in states.map(|i| trace.state_at(i).expect("its state")) {
            let list = Explainer::from_candidates(&state)
                .with_config(config)
                .list_steps(&options);
            check(&list, &state, &solution);
            for step in &list.steps {
                assert!(step.technique.is_template(), "{}", step.display(9));
                for &(cell, d) in &step.placements {
                    assert_eq!(solution.get(cell), Some(d), "{}", step.display(9));
                }
            }
            found += list.steps.len();
        }
    }
    assert!(found >= 20, "{found} template steps");
}

/// A pencilmark state with a given (`8`) and a cell written `+4` whose peers still hold their
/// numbers, and one open cell of one candidate (`4.`, r6c2): found by a sweep of random states.
const SETTLED: &str = "135 356 567 23468 2789 15 2348 56789 237 28 157 1247 2569 578 1346 149 \
     139 +4 1249 138 14579 1267 34789 13678 2345 137 467 349 24 2589 4589 16 24568 578 13469 79 \
     14 367 59 234679 179 1346 357 1249 35789 79 4. 389 148 23 1289 1457 2468 58 349 135 145 \
     467 23567 3589 346 128 3578 12489 1349 15679 137 134678 8 1469 56789 1234 168 34589 \
     123678 1345689 12345 56 128 125679 2467";

#[test]
fn naked_subsets_alone_list_each_single_once_and_never_a_settled_cell() {
    // With naked subsets alone (no hidden ones) and no size bound, the pass that finds groups of
    // every size by matching also sees groups of one: they listed the open single three more
    // times, and the given r8c6 and the `+4` of r2c9 as naked singles, which the checker
    // rejects (placed already). The singles are the tracker's alone.
    let state: Candidates = SETTLED.parse().unwrap();
    let layout = Layout::new(state.shape());
    for rules in [Rules::NAKED, Rules::NAKED.with(Rules::INTERSECTIONS)] {
        let config = Config::default().with_rules(rules).with_max_size(None);
        let all = Explainer::from_candidates(&state)
            .with_config(config)
            .all_steps();
        let singles: Vec<&Step> = (all.iter())
            .filter(|s| s.technique == Technique::NakedSingle)
            .collect();
        assert_eq!(singles.len(), 1, "{rules:?}: {singles:?}");
        assert_eq!(singles[0].placements, vec![(Cell::new(46), Number::new(3))]);
        for step in &all {
            verify(&layout, &state, [step]).unwrap_or_else(|e| panic!("{rules:?}: {e}"));
        }
        // The explanation too places no settled cell, and the checker follows it.
        let trace = Explainer::from_candidates(&state)
            .with_config(config)
            .explain();
        trace.verify().unwrap_or_else(|e| panic!("{rules:?}: {e}"));
    }
}
