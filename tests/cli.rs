//! The command line end to end: output shape, exit statuses, errors, determinism, golden files.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use sudograph::{Candidates, Cell, Grid, Puzzle};

fn sudograph(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin takes the input");
    drop(input);
    child.wait_with_output().expect("the binary finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("output is UTF-8")
}

fn puzzles(path: &str) -> Vec<Puzzle> {
    let text = std::fs::read_to_string(path).expect("data file");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.parse().expect("a puzzle"))
        .collect()
}

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
