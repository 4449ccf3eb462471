//! The command line end to end: output shape, exit statuses, errors, determinism, golden files.

mod common;

use common::cli::{stdout, sudograph};
use common::puzzles;

use sudograph::{Candidates, Cell, Grid, Puzzle};

/// Every fixpoint line keeps the givens and is itself a fixpoint: propagating it again prints it
/// again. Returns the parsed candidate states.
fn check_fixpoints(input: &[Puzzle], output: &str, extra: &[&str]) -> Vec<Candidates> {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), input.len(), "one line per puzzle");
    let mut states = Vec::new();
    for (puzzle, line) in input.iter().zip(&lines) {
        // A solved grid reads back as a puzzle, anything else as pencilmarks.
        let state = match line.parse::<Grid>() {
            Ok(Grid::Candidates(c)) => c,
            Ok(Grid::Puzzle(p)) if p.givens() == p.cells().len() => Candidates::from(&p),
            other => panic!("not a fixpoint line: {line}: {other:?}"),
        };
        for (c, given) in puzzle.cells().iter().enumerate() {
            if let Some(d) = given {
                assert!(state.get(Cell::new(c)).contains(*d), "given lost in {line}");
                assert_eq!(state.get(Cell::new(c)).len(), 1);
            }
        }
        states.push(state);
    }
    let mut args = vec!["propagate", "-"];
    args.extend_from_slice(extra);
    let again = sudograph(&args, Some(output));
    assert!(again.status.success());
    assert_eq!(
        stdout(&again),
        output,
        "propagating a fixpoint changes nothing"
    );
    states
}

#[test]
fn propagate_prints_one_fixpoint_per_puzzle_and_matches_the_golden_file() {
    let out = sudograph(&["propagate", "data/gecode_9x9.txt"], None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    check_fixpoints(&puzzles("data/gecode_9x9.txt"), &text, &[]);
    let golden =
        std::fs::read_to_string("tests/golden/propagate_gecode_9x9.txt").expect("golden file");
    assert_eq!(
        text, golden,
        "output changed; if intended, regenerate tests/golden (see tests/golden/README.md)"
    );
}

#[test]
fn output_is_deterministic() {
    let a = sudograph(&["propagate", "data/gecode_25x25.txt"], None);
    let b = sudograph(&["propagate", "data/gecode_25x25.txt"], None);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let text = stdout(&a);
    assert_eq!(text.lines().count(), 9);
    assert!(text.lines().all(|l| l.split(' ').count() == 625));
}

#[test]
fn a_smaller_subset_bound_never_removes_more() {
    let full = stdout(&sudograph(&["propagate", "data/gecode_9x9.txt"], None));
    let singles = stdout(&sudograph(
        &["propagate", "--max-size", "1", "data/gecode_9x9.txt"],
        None,
    ));
    let input = puzzles("data/gecode_9x9.txt");
    let full = check_fixpoints(&input, &full, &[]);
    let singles = check_fixpoints(&input, &singles, &["--max-size", "1"]);
    let mut strictly = 0;
    for (f, s) in full.iter().zip(&singles) {
        for c in 0..81 {
            assert!(f.get(Cell::new(c)).is_subset(s.get(Cell::new(c))));
        }
        strictly += usize::from(f != s);
    }
    assert!(
        strictly > 0,
        "subsets beyond singles remove something in this file"
    );
}

#[test]
fn bad_records_are_reported_and_the_rest_is_processed() {
    let good = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let short = &good[1..];
    let symbol = good.replacen('9', "X", 1);
    let clash = good.replacen("..3", "3.3", 1);
    let input = format!("{good}\n{short}\n# a comment\n{symbol}\n{clash}\n{good}\n");
    let out = sudograph(&["propagate"], Some(&input));
    assert_eq!(
        out.status.code(),
        Some(2),
        "bad input makes the exit status 2"
    );
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(
        (lines[1], lines[2], lines[3]),
        ("error", "error", "contradiction")
    );
    assert_eq!(lines[0], lines[4]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("-:2:81: expected"), "{err}");
    assert!(
        err.contains("-:4:10: expected 1-9, '.' or '0', found 'X'"),
        "{err}"
    );
}

#[test]
fn grids_over_several_lines_and_pencilmarks_are_read() {
    let grid = "\
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
";
    let out = sudograph(&["propagate"], Some(grid));
    assert!(out.status.success());
    let line = stdout(&out);
    assert_eq!(line.lines().count(), 1);
    assert!(
        line.starts_with("5 3 4 6 7 8 9 1 2"),
        "this classic falls to singles: {line}"
    );
}

#[test]
fn the_box_option_fixes_the_shape() {
    // A 6×6 puzzle with 2×3 boxes, and the same text read with 3×2 boxes.
    let puzzle = "1.....\n..3...\n....5.\n.2....\n...4..\n.....6\n";
    let wide = sudograph(&["propagate", "--box", "2x3"], Some(puzzle));
    let tall = sudograph(&["propagate", "--box", "3x2"], Some(puzzle));
    assert!(wide.status.success() && tall.status.success());
    assert_ne!(wide.stdout, tall.stdout, "box shape changes the houses");
    let bad = sudograph(&["propagate", "--box", "3x3"], Some(puzzle));
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn unknown_rules_are_refused_with_usage_status() {
    let out = sudograph(&["propagate", "--rules", "pairs"], Some(""));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown rule family"));
}

#[test]
fn a_missing_file_is_an_error() {
    let out = sudograph(&["propagate", "no/such/file.txt"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no/such/file.txt"));
}

#[test]
fn solve_prints_solutions_and_exit_status_tells_uniqueness() {
    let out = sudograph(&["solve", "data/gecode_9x9.txt"], None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "every gecode puzzle has one solution"
    );
    let input = puzzles("data/gecode_9x9.txt");
    let text = stdout(&out);
    assert_eq!(text.lines().count(), input.len());
    for (puzzle, line) in input.iter().zip(text.lines()) {
        let solution: Puzzle = line.parse().expect("a solution line");
        assert_eq!(solution.givens(), 81);
        for (c, given) in puzzle.cells().iter().enumerate() {
            assert!(given.is_none() || solution.get(Cell::new(c)) == *given);
        }
    }
}

#[test]
fn solve_says_none_multiple_or_the_first_solution() {
    let unique =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    let none = unique.replacen("..3", "3.3", 1);
    let serg = std::fs::read_to_string("data/serg_1000.txt").expect("data");
    let several = serg.lines().next().expect("a puzzle");
    let input = format!("{unique}\n{none}\n{several}\n");
    let out = sudograph(&["solve"], Some(&input));
    assert_eq!(out.status.code(), Some(1), "some puzzle is not unique");
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!((lines[1].as_str(), lines[2].as_str()), ("none", "multiple"));
    let first = sudograph(&["solve", "--first"], Some(&input));
    let first_lines: Vec<String> = stdout(&first).lines().map(str::to_string).collect();
    assert_eq!(first_lines[0], lines[0]);
    assert_eq!(
        first_lines[2].len(),
        81,
        "the first solution instead of `multiple`"
    );
}

#[test]
fn solve_all_lists_every_solution_then_an_empty_line() {
    let several = std::fs::read_to_string("data/serg_1000.txt")
        .expect("data")
        .lines()
        .next()
        .unwrap()
        .to_string();
    let count = stdout(&sudograph(&["count"], Some(&several)))
        .trim()
        .parse::<usize>()
        .expect("a number");
    let out = sudograph(
        &["solve", "--all"],
        Some(&format!("{several}\n{several}\n")),
    );
    let text = stdout(&out);
    let blocks: Vec<&str> = text.split("\n\n").filter(|b| !b.is_empty()).collect();
    assert_eq!(blocks.len(), 2);
    assert_eq!(blocks[0].lines().count(), count);
    assert_eq!(blocks[0], blocks[1].trim_end());
    let capped = sudograph(&["solve", "--all", "--limit", "2"], Some(&several));
    assert_eq!(
        stdout(&capped).lines().filter(|l| !l.is_empty()).count(),
        2.min(count)
    );
}

#[test]
fn count_is_capped_by_the_limit() {
    let open = ".".repeat(16);
    let out = sudograph(&["count"], Some(&format!("{open}\n")));
    assert_eq!(stdout(&out).trim(), "288", "every 4x4 grid");
    let out = sudograph(&["count", "--limit", "10"], Some(&format!("{open}\n")));
    assert_eq!(stdout(&out).trim(), ">=10", "ten or more");
    let out = sudograph(&["count", "--limit", "288"], Some(&format!("{open}\n")));
    assert_eq!(
        stdout(&out).trim(),
        ">=288",
        "the limit reached: there may be more"
    );
    assert_eq!(out.status.code(), Some(0));
    let out = sudograph(&["count", "--max-nodes", "3"], Some(&format!("{open}\n")));
    assert_eq!(
        out.status.code(),
        Some(1),
        "a node limit cut the count short"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("node limit reached"));
}

#[test]
fn parallel_solving_keeps_input_order() {
    let one = sudograph(&["solve", "data/top1465.txt"], None);
    let two = sudograph(&["solve", "--jobs", "2", "data/top1465.txt"], None);
    assert!(one.status.success());
    assert_eq!(one.stdout, two.stdout);
}

#[test]
fn every_size_solves_from_the_command_line() {
    for file in ["4x4", "6x6", "12x12", "16x16", "25x25"] {
        let out = sudograph(
            &["solve", "--stats", &format!("data/generated_{file}.txt")],
            None,
        );
        assert_eq!(out.status.code(), Some(0), "{file}");
        let stats = String::from_utf8_lossy(&out.stderr);
        assert!(
            stats.contains("puzzles/s") && stats.contains("without a guess"),
            "{stats}"
        );
    }
}

#[test]
fn generate_is_reproducible_and_makes_unique_puzzles() {
    let a = sudograph(
        &["generate", "--box", "2x3", "--count", "3", "--seed", "9"],
        None,
    );
    let b = sudograph(
        &["generate", "--box", "2x3", "--count", "3", "--seed", "9"],
        None,
    );
    assert_eq!(a.stdout, b.stdout);
    let solved = sudograph(&["solve"], Some(&stdout(&a)));
    assert_eq!(
        solved.status.code(),
        Some(0),
        "every generated puzzle has one solution"
    );
}

#[test]
fn dump_shows_the_graph_and_house_maps_in_three_formats() {
    let puzzle = std::fs::read_to_string("data/generated_4x4.txt").expect("data");
    let puzzle = puzzle.lines().next().expect("a puzzle");
    let json = stdout(&sudograph(
        &["dump", "--format", "json", "--propagate"],
        Some(puzzle),
    ));
    let value: serde_json::Value = serde_json::from_str(json.trim()).expect("one JSON object");
    assert_eq!(value["side"], 4);
    assert_eq!(value["houses"].as_array().expect("houses").len(), 12);
    // The dump's number → cells maps agree with its cells' candidates.
    for house in value["houses"].as_array().unwrap() {
        for entry in house["number_to_cells"].as_array().unwrap() {
            let number = entry["number"].as_u64().unwrap();
            for cell in entry["cells"].as_array().unwrap() {
                let cands = &value["cells"][cell.as_u64().unwrap() as usize];
                assert!(
                    cands
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|d| d.as_u64() == Some(number))
                );
            }
        }
    }
    let dot = stdout(&sudograph(&["dump", "--format", "dot"], Some(puzzle)));
    assert!(dot.starts_with("graph {") && dot.contains("r1c1"));
    let grid = stdout(&sudograph(&["dump", "--propagate"], Some(puzzle)));
    assert_eq!(
        grid.lines().filter(|l| l.contains('|')).count(),
        4,
        "four rows of two boxes"
    );
}
