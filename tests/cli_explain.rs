//! The `explain`, `hint` and `rate` commands end to end: every step they print, read back from
//! JSON, passes the independent checker on every grid size; text matches a golden file; hints
//! work on pencilmark input; options and bad records behave as for the other commands.

mod common;

use std::process::Output;

use common::cli::sudograph;

use common::json::{json_lines, list, step_from_json};
use serde_json::Value;
use sudograph::trace::{Rating, Rejection, Step, Technique, verify, verify_puzzle};
use sudograph::{Candidates, Grid, Layout, Puzzle};

/// The standard output of a run that must succeed.
fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    common::cli::stdout(output)
}

/// The first `count` puzzle lines of a data file.
fn lines(path: &str, count: usize) -> String {
    let text = std::fs::read_to_string(path).expect("data file");
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(count)
        .collect();
    kept.join("\n") + "\n"
}

/// Replays `steps` from the state a record starts from: a puzzle (only its givens placed), or
/// the pencilmarks given.
fn verify_record(line: &str, steps: &[Step]) -> Result<Candidates, Rejection> {
    let grid: Grid = line.parse().expect("a grid");
    let layout = Layout::new(grid.shape());
    match grid {
        Grid::Puzzle(p) => verify_puzzle(&layout, &p, steps),
        Grid::Candidates(c) => verify(&layout, &c, steps),
    }
}

/// Checks `explain --format json` output for the records of `input`: per puzzle, the steps
/// numbered from 1 pass the checker from the record's start, then one result object agrees
/// with them. Returns the result objects.
fn check_json_explanations(input: &str, output: &str) -> Vec<Value> {
    let records: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
    let objects = json_lines(output);
    let mut results = Vec::new();
    let mut steps = Vec::new();
    for object in objects {
        let puzzle = object["puzzle"].as_u64().expect("a puzzle index") as usize;
        assert_eq!(puzzle, results.len(), "puzzles in input order");
        if object.get("result").is_none() {
            assert_eq!(object["step"].as_u64(), Some(steps.len() as u64 + 1));
            steps.push(step_from_json(&object));
            continue;
        }
        let end = verify_record(records[puzzle], &steps)
            .unwrap_or_else(|rejection| panic!("{}: {rejection}", records[puzzle]));
        assert_eq!(object["steps"].as_u64(), Some(steps.len() as u64));
        let hardest = steps.iter().map(|s| s.rating).max().unwrap_or(Rating::ZERO);
        assert_eq!(object["rating"].as_f64(), Some(hardest.value()));
        let state = object["state"].as_str().unwrap_or("");
        match object["result"].as_str() {
            Some("solved") => {
                let solution: Puzzle = state.parse().expect("a solution");
                assert_eq!(Candidates::from(&solution), end);
            }
            Some("stuck") => assert_eq!(state.parse::<Candidates>().ok(), Some(end)),
            Some("contradiction") => assert!(object["contradiction"].is_string()),
            other => panic!("unknown result {other:?}"),
        }
        results.push(object);
        steps.clear();
    }
    assert_eq!(results.len(), records.len(), "one result per puzzle");
    results
}

#[test]
fn every_step_explain_prints_passes_the_checker_on_every_grid_size() {
    // Each file, how many of its puzzles, and whether each must end solved: brute force is the
    // last resort (three of the four 16×16 puzzles need it, and the second of the 25×25 ones,
    // whose steps carry their certificates in full with --proofs).
    let files = [
        ("data/generated_4x4.txt", 20, true),
        ("data/generated_6x6.txt", 20, true),
        ("data/gecode_9x9.txt", 18, true),
        ("data/top1465.txt", 40, true),
        ("data/17clue_2000.txt", 20, true),
        ("data/generated_12x12.txt", 10, true),
        ("data/generated_16x16.txt", 4, true),
        ("data/generated_25x25.txt", 2, true),
        ("data/gecode_25x25.txt", 1, true),
    ];
    for (file, count, solved) in files {
        let input = lines(file, count);
        let out = sudograph(&["explain", "--format", "json", "--proofs"], Some(&input));
        let results = check_json_explanations(&input, &stdout(&out));
        if solved {
            for result in &results {
                assert_eq!(result["result"], "solved", "{file}: {result}");
            }
        }
        let steps: u64 = results.iter().map(|r| r["steps"].as_u64().unwrap()).sum();
        assert!(
            steps >= results.len() as u64,
            "{file}: {steps} steps checked"
        );
        // rate says the same, puzzle by puzzle.
        let rated = json_lines(&stdout(&sudograph(
            &["rate", "--format", "json"],
            Some(&input),
        )));
        assert_eq!(rated.len(), results.len());
        for (mut explained, rated) in results.into_iter().zip(rated) {
            explained
                .as_object_mut()
                .expect("an object")
                .remove("state");
            assert_eq!(explained, rated, "{file}");
        }
    }
}

#[test]
fn explain_text_matches_the_golden_file_and_the_json() {
    let out = sudograph(&["explain", "data/gecode_9x9.txt"], None);
    let text = stdout(&out);
    let golden =
        std::fs::read_to_string("tests/golden/explain_gecode_9x9.txt").expect("golden file");
    assert_eq!(text, golden, "regenerate as tests/golden/README.md says");
    // Every puzzle is explained to the end by default.
    let solved = text.lines().filter(|l| l.starts_with("Solved in ")).count();
    assert_eq!(solved, 18);
    check_blocks(
        &text,
        &["explain", "--format", "json", "data/gecode_9x9.txt"],
    );
    // With subsets and intersections only, some stop.
    let args = [
        "explain",
        "--rules",
        "subsets,intersections",
        "data/gecode_9x9.txt",
    ];
    let text = stdout(&sudograph(&args, None));
    assert!(text.contains("\nStuck after "));
    let mut json = args.to_vec();
    json.splice(1..1, ["--format", "json"]);
    check_blocks(&text, &json);
}

/// Checks the text of `explain` on gecode_9x9 against the JSON `json_args` print: one line per
/// step, then the outcome and an empty line, for each puzzle, a stuck state drawn as a grid
/// under its outcome line (9 rows and 2 rules).
fn check_blocks(text: &str, json_args: &[&str]) {
    let json = stdout(&sudograph(json_args, None));
    let blocks: Vec<&str> = text.split("\n\n").filter(|b| !b.is_empty()).collect();
    assert_eq!(blocks.len(), 18);
    let stuck = blocks
        .iter()
        .filter(|b| b.lines().any(|l| l.starts_with("Stuck after ")))
        .count();
    assert_eq!(text.lines().count(), json.lines().count() + 18 + 11 * stuck);
    for block in blocks {
        let outcome = block
            .lines()
            .find(|l| {
                ["Solved in ", "Stuck after ", "Contradiction "]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .expect("an outcome line");
        let after = block.lines().skip_while(|&l| l != outcome).skip(1).count();
        let grid = if outcome.starts_with("Stuck after ") {
            11
        } else {
            0
        };
        assert_eq!(after, grid, "{outcome}");
    }
}

#[test]
fn hint_works_on_pencilmark_states() {
    // The fixpoint of singles and intersections leaves only subsets (or nothing) to hint.
    let input = lines("data/top1465.txt", 30);
    let fixpoints = stdout(&sudograph(&["propagate", "--max-size", "1"], Some(&input)));
    let hints = json_lines(&stdout(&sudograph(
        &["hint", "--format", "json"],
        Some(&fixpoints),
    )));
    let states: Vec<&str> = fixpoints.lines().collect();
    assert_eq!(hints.len(), states.len(), "one line per input");
    let mut subsets = 0;
    for (hint, state) in hints.iter().zip(&states) {
        if hint.get("result").is_some() {
            assert_ne!(hint["result"], "contradiction");
            continue;
        }
        let step = step_from_json(hint);
        assert!(!step.technique.is_single() && !step.technique.is_intersection());
        assert!(verify_record(state, std::slice::from_ref(&step)).is_ok());
        subsets += 1;
    }
    assert!(subsets > 10, "{subsets} subset hints");

    // On a puzzle, the hint is the explanation's first step.
    let first = lines("data/gecode_9x9.txt", 1);
    let hint = stdout(&sudograph(&["hint"], Some(&first)));
    let explained = stdout(&sudograph(&["explain"], Some(&first)));
    assert_eq!(hint.lines().next(), explained.lines().next());
    // A solved grid has nothing to hint.
    let solved = explained.lines().find(|l| l.starts_with("Solved")).unwrap();
    let grid = solved.rsplit(' ').next().unwrap();
    let done = stdout(&sudograph(&["hint"], Some(grid)));
    assert!(
        done.starts_with("Solved in 0 steps, rating 0.0 (easy)"),
        "{done}"
    );
}

#[test]
fn rate_prints_one_line_per_puzzle() {
    let out = stdout(&sudograph(&["rate", "data/gecode_9x9.txt"], None));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 18);
    for line in lines {
        let mut words = line.split(' ');
        let rating: f64 = words.next().unwrap().parse().expect("a rating");
        let level = words.next().unwrap();
        assert!(rating >= 0.0);
        assert!(
            [
                "easy",
                "medium",
                "hard",
                "fiendish",
                "extreme",
                "needs_search",
                "several_solutions",
                "no_solution"
            ]
            .contains(&level),
            "{line}"
        );
        for word in words {
            let (technique, count) = word.split_once('=').expect("technique=count");
            assert!(technique.parse::<Technique>().is_ok(), "{word}");
            assert!(count.parse::<u32>().unwrap() > 0);
        }
    }
}

#[test]
fn rule_options_limit_the_techniques() {
    let input = lines("data/top1465.txt", 20);
    let with = |args: &[&str]| {
        let mut all = vec!["explain", "--format", "json"];
        all.extend_from_slice(args);
        let out = stdout(&sudograph(&all, Some(&input)));
        check_json_explanations(&input, &out);
        json_lines(&out)
            .into_iter()
            .filter_map(|o| o["technique"].as_str().map(str::to_string))
            .collect::<Vec<_>>()
    };
    let singles = with(&["--max-size", "1"]);
    assert!(singles.iter().all(|t| {
        let t: Technique = t.parse().unwrap();
        t.is_single() || t.is_intersection()
    }));
    let naked = with(&["--rules", "naked"]);
    assert!(
        naked
            .iter()
            .all(|t| ["full_house", "naked_single"].contains(&t.as_str()) || t.starts_with("naked"))
    );
    let pairs = with(&["--max-size", "2"]);
    assert!(pairs.iter().any(|t| t.ends_with("pair")));
    assert!(
        !pairs
            .iter()
            .any(|t| t.contains("triple") || t.contains("quad"))
    );
}

#[test]
fn bad_records_keep_their_place() {
    let good = lines("data/gecode_9x9.txt", 2);
    let mut records = good.lines();
    let input = format!(
        "{}\n123\n{}\n",
        records.next().unwrap(),
        records.next().unwrap()
    );
    let out = sudograph(&["rate"], Some(&input));
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1], "error");
    let out = sudograph(&["rate", "--format", "json"], Some(&input));
    let objects = json_lines(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(objects[1]["puzzle"], 1);
    assert!(objects[1]["error"].is_string());
    assert_eq!(objects[2]["puzzle"], 2);
    let out = sudograph(&["explain"], Some(&input));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.split("\n\n").filter(|b| !b.is_empty()).count(), 3);
    assert!(text.contains("\n\nerror\n\n"));
}

/// A 9×9 pencilmark line: every candidate, but 4 only in columns 3 and 8 of rows 2 and 7.
fn x_wing_state() -> String {
    let cells: Vec<String> = (1..=9)
        .flat_map(|r| {
            (1..=9).map(move |c| {
                let all = "123456789".to_string();
                if (r == 2 || r == 7) && c != 3 && c != 8 {
                    all.replace('4', "")
                } else {
                    all
                }
            })
        })
        .collect();
    cells.join(" ") + "\n"
}

#[test]
fn hint_all_lists_every_step_each_passing_the_checker_and_filters_by_technique() {
    // On puzzles: every listed step holds at the puzzle's starting state. The simplest 300 of
    // each, the list then saying it was cut (the rest are forcing chains, nested ones among
    // them, thousands of nodes each: the whole lists make 25 MB of JSON a puzzle).
    let input = lines("data/top1465.txt", 10);
    let out = stdout(&sudograph(
        &[
            "hint",
            "--all",
            "--max-steps",
            "300",
            "--format",
            "json",
            "-",
        ],
        Some(&input),
    ));
    let records: Vec<&str> = input.lines().collect();
    let objects = json_lines(&out);
    let mut last = (usize::MAX, 0);
    let mut truncated = 0;
    for v in &objects {
        let puzzle = v["puzzle"].as_u64().expect("puzzle") as usize;
        if v.get("truncated").is_some() {
            // After the puzzle's steps, which reached the bound.
            assert_eq!(last, (puzzle, 300), "{v}");
            assert_eq!(v["listed"], 300);
            assert!(v["unlisted"].as_u64().expect("a count") > 0, "{v}");
            truncated += 1;
            continue;
        }
        let number = v["step"].as_u64().expect("step") as usize;
        assert!(v.get("result").is_none(), "every record has a step: {v}");
        // Numbered from 1 within each puzzle, in input order.
        if puzzle == last.0 {
            assert_eq!(number, last.1 + 1);
        } else {
            assert_eq!(number, 1);
        }
        last = (puzzle, number);
        let step = step_from_json(v);
        verify_record(records[puzzle], std::slice::from_ref(&step))
            .unwrap_or_else(|e| panic!("{}: {e}", records[puzzle]));
    }
    assert_eq!(truncated, 10, "every list cut at 300 steps, and said so");

    // On an X-Wing state: the X-Wing, alone or filtered in; filtered out, nothing.
    let state = x_wing_state();
    let all = stdout(&sudograph(&["hint", "--all", "-"], Some(&state)));
    assert!(
        all.starts_with("X-Wing 4 r2 r7 / c3 c8: r1c3<>4, r1c8<>4, "),
        "{all}"
    );
    assert!(all.ends_with("\n\n"), "an empty line ends a state's list");
    let only = stdout(&sudograph(
        &[
            "hint",
            "--all",
            "--technique",
            "swordfish,x_wing",
            "--format",
            "json",
            "-",
        ],
        Some(&state),
    ));
    let objects = json_lines(&only);
    assert_eq!(objects.len(), 1);
    assert_eq!(objects[0]["technique"], "x_wing");
    assert_eq!(list(&objects[0]["houses"]), vec![1, 6, 11, 16]);
    let none = stdout(&sudograph(
        &["hint", "--all", "--technique", "naked_pair", "-"],
        Some(&state),
    ));
    assert_eq!(none, "\n");

    // A name that is no technique is refused, with the names that are.
    let bad = sudograph(
        &["hint", "--all", "--technique", "xwing", "-"],
        Some(&state),
    );
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("xwing") && err.contains("x_wing"), "{err}");
}

#[test]
fn hint_levels_give_the_technique_then_where_then_the_step() {
    let input = lines("data/top1465.txt", 20);
    let text = |level: &str| stdout(&sudograph(&["hint", "--level", level], Some(&input)));
    let json = |level: &str| {
        json_lines(&stdout(&sudograph(
            &["hint", "--level", level, "--format", "json"],
            Some(&input),
        )))
    };
    let (one, two, three) = (text("1"), text("2"), text("3"));
    let (j1, j2, j3) = (json("1"), json("2"), json("3"));
    assert_eq!(
        three,
        stdout(&sudograph(&["hint"], Some(&input))),
        "3 is the default"
    );
    for (((a, b), c), ((x, y), z)) in one
        .lines()
        .zip(two.lines())
        .zip(three.lines())
        .zip(j1.iter().zip(&j2).zip(&j3))
    {
        // Each level says more; the whole step starts with the technique.
        assert!(c.starts_with(a), "{a} / {c}");
        assert!(
            b.starts_with(a) && !b.contains("<>") && !b.contains('='),
            "{b}"
        );
        assert_eq!(x["technique"], z["technique"]);
        assert!(x.get("houses").is_none() && x.get("eliminations").is_none());
        assert_eq!(y["houses"], z["houses"]);
        assert_eq!(y["cells"], z["cells"]);
        assert!(y.get("eliminations").is_none() && y.get("numbers").is_none());
    }
    assert_eq!(one.lines().count(), 20);
}

#[test]
fn naming_a_technique_turns_its_family_on_unless_rules_are_given() {
    // top1465 #0 before its Unique Rectangle {1,2} (r8c2 r8c7 r9c2 r9c7), with 2 taken out of
    // the extra corner r8c7: a rectangle missing a candidate, which only `uniqueness_extra`
    // (off by default) looks for. Naming the technique turns the family on.
    let state = concat!(
        "4 569 1268 5789 3 15789 259 2567 25679 ",
        "1237 359 12 6 127 14579 8 2357 234579 ",
        "23678 3569 268 45789 278 45789 23459 23567 1 ",
        "1236 346 1246 378 5 13678 23 9 2378 ",
        "123 8 59 3479 17 13479 6 12357 2357 ",
        "136 7 59 2 168 13689 345 1358 3458 ",
        "68 46 468 1 9 2 7 35 35 ",
        "5 12 3 78 678 678 19 4 29 ",
        "9 12 7 35 4 35 12 68 68\n",
    );
    let named = ["hint", "--all", "--technique", "unique_rectangle_1", "-"];
    let listed = stdout(&sudograph(&named, Some(state)));
    assert!(
        listed.contains("Unique Rectangle type 1 {1,2} in r8c2 r8c7 r9c2 r9c7: r8c7<>1"),
        "{listed}"
    );
    // `--rules` says which families run: without uniqueness_extra, no such rectangle.
    let mut ruled = named.to_vec();
    ruled.splice(4..4, ["--rules", "subsets,intersections,uniqueness"]);
    let listed = stdout(&sudograph(&ruled, Some(state)));
    assert!(!listed.contains("r8c7<>1"), "{listed}");
    // --no-uniqueness still holds.
    let mut none = named.to_vec();
    none.insert(4, "--no-uniqueness");
    let listed = stdout(&sudograph(&none, Some(state)));
    assert!(!listed.contains("Unique Rectangle"), "{listed}");
}

#[test]
fn placed_cells_written_plus_let_hint_list_avoidable_rectangles_and_full_houses() {
    // The puzzle `4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......`
    // with r2c1 = 6, r2c7 = 9, r3c1 = 9 placed (`+`): r3c7 = 6 would make the four corners a
    // pair that could swap, none a given (tests/techniques/avoidable.rs works it by hand).
    let state = concat!(
        "4 17 127 139 2369 1269 8 123 5 ",
        "+6 3 12578 1458 245 12458 +9 124 1247 ",
        "+9 158 1258 7 23456 124568 1236 1234 12346 ",
        "378 2 135789 3459 34579 4579 1357 6 13789 ",
        "37 15679 135679 359 8 25679 4 12359 12379 ",
        "378 456789 356789 3459 1 245679 2357 23589 23789 ",
        "28 89 289 6 459 3 125 7 12489 ",
        "5 6789 36789 2 479 14789 136 13489 134689 ",
        "1 6789 4 589 579 5789 2356 23589 23689",
    );
    let named = ["hint", "--all", "--technique", "avoidable_rectangle_1", "-"];
    let listed = stdout(&sudograph(&named, Some(&format!("{state}\n"))));
    assert_eq!(
        listed,
        "Avoidable Rectangle Type 1 {6,9} in r2c1 r2c7 r3c1 r3c7: r3c7<>6\n\n"
    );
    // Without `+` the state does not say which cells were given: no step.
    let bare = state.replace('+', "");
    let listed = stdout(&sudograph(&named, Some(&format!("{bare}\n"))));
    assert!(!listed.contains("Avoidable"), "{listed}");
    // A full house whose cell is written `5.` (open, one candidate) is announced; without `+`
    // on the line the cell would count as placed.
    let full = "+1 2 3. 4 3 4 1 2 2 1 4 3 4 3 2 1\n";
    let hint = stdout(&sudograph(&["hint", "-"], Some(full)));
    assert!(hint.starts_with("Full house"), "{hint}");
    assert!(hint.contains("r1c3=3"), "{hint}");
    // A state that knows its givens prints them so when stuck: it reads back the same.
    let stuck = "+1 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1";
    let out = stdout(&sudograph(
        &["hint", "--rules", "none", "-"],
        Some(&format!("{stuck}\n")),
    ));
    assert!(out.ends_with(&format!(": {stuck}\n")), "{out}");
}
