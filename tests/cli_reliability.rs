//! The command line on input that used to lose records, panic or hang: each answer comes as
//! soon as it is computed, every record gets an answer or an error, bad options are refused
//! with a message, and a cut-short count never reads as "no solution".

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use common::cli::{stdout, sudograph};

const P: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const Q: &str = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn timeouts_that_are_no_duration_are_refused_and_huge_ones_mean_no_limit() {
    for huge in ["1e300", "1e19", "inf"] {
        for command in ["solve", "count"] {
            let out = sudograph(&[command, "--timeout", huge, "-"], Some(&format!("{P}\n")));
            assert!(
                out.status.success(),
                "{command} --timeout {huge}: {}",
                stderr(&out)
            );
            assert_eq!(stdout(&out).lines().count(), 1);
        }
    }
    for bad in ["-1", "nan", "ten"] {
        let out = sudograph(&["solve", &format!("--timeout={bad}"), "-"], Some(P));
        assert_eq!(out.status.code(), Some(2), "--timeout {bad}");
        assert!(stderr(&out).contains("--timeout"), "{}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn thread_counts_outside_one_to_256_are_refused() {
    for bad in ["0", "10000", "-3"] {
        let out = sudograph(&["solve", &format!("--jobs={bad}"), "-"], Some(P));
        assert_eq!(out.status.code(), Some(2), "--jobs {bad}");
        assert!(stderr(&out).contains("--jobs"), "{}", stderr(&out));
    }
    let out = sudograph(
        &["solve", "--jobs", "256", "-"],
        Some(&format!("{P}\n{Q}\n")),
    );
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().count(), 2);
}

#[test]
fn a_stray_line_costs_one_error_and_every_other_record_is_answered() {
    let input = format!("{P}\n123456789\n{Q}\n{P}\n{Q}\n{P}\n");
    let out = sudograph(&["solve", "-"], Some(&input));
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert_eq!(lines[1], "error");
    assert!(
        lines
            .iter()
            .enumerate()
            .all(|(i, l)| i == 1 || l.len() == 81)
    );
    assert!(stderr(&out).contains("-:2:1:"), "{}", stderr(&out));
}

#[test]
fn bad_placed_tokens_are_that_records_error_with_line_and_column() {
    // A 4×4 pencilmark line with placed cells (`+2`), its first token bad in each record; the
    // good record after each still gets its answer.
    let rest = " +2 34 34 34 34 1 2 2 1 34 34 34 34 2 1";
    let good = "+1 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1";
    let big: Vec<String> = (0..256)
        .map(|i| if i == 0 { "+G".into() } else { "123".into() })
        .collect();
    let mut input = String::new();
    for first in ["+", "+12", "++1", "1+2", "+.", "+G"] {
        input.push_str(&format!("{first}{rest}\n{good}\n"));
    }
    // `+G` is a value of a 16×16 grid.
    input.push_str(&format!("{}\n", big.join(" ")));
    for command in ["propagate", "explain", "hint", "rate"] {
        let out = sudograph(&[command, "-"], Some(&input));
        assert_eq!(out.status.code(), Some(2), "{command}: {}", stderr(&out));
        let err = stderr(&out);
        for (line, column) in [(1, 1), (3, 3), (5, 2), (7, 2), (9, 2), (11, 2)] {
            assert!(
                err.contains(&format!("-:{line}:{column}: expected ")),
                "{command}: {err}"
            );
        }
        assert!(!err.contains("panicked"), "{err}");
        assert!(!err.contains("-:13:"), "{command}: {err}");
        if command != "explain" {
            let lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
            assert_eq!(lines.len(), 13, "{command}: {lines:?}");
            assert!((0..12).step_by(2).all(|i| lines[i] == "error"), "{lines:?}");
            assert!((1..12).step_by(2).all(|i| lines[i] != "error"), "{lines:?}");
        }
    }
}

#[test]
fn a_count_cut_short_never_prints_zero() {
    // A puzzle with many solutions: stopped by --limit, by nodes before any solution, or after
    // some.
    let many = ".".repeat(81);
    let out = sudograph(&["count", "--limit", "5", "-"], Some(&format!("{many}\n")));
    assert_eq!(stdout(&out), ">=5\n");
    assert!(out.status.success());
    let out = sudograph(
        &["count", "--max-nodes", "1", "-"],
        Some(&format!("{many}\n")),
    );
    assert_eq!(stdout(&out), "unknown\n");
    assert_eq!(out.status.code(), Some(1));
    let out = sudograph(
        &["count", "--max-nodes", "200", "-"],
        Some(&format!("{many}\n")),
    );
    let text = stdout(&out);
    assert!(text.starts_with(">=") && text.trim_end() != ">=0", "{text}");
    // A complete count prints the number; zero means no solution.
    let out = sudograph(&["count", "-"], Some(&format!("{P}\n")));
    assert_eq!(stdout(&out), "1\n");
    let clash = format!("11{}", &P[2..]);
    let out = sudograph(&["count", "-"], Some(&format!("{clash}\n")));
    assert_eq!(stdout(&out), "0\n");
    // --limit 0 would count nothing: refused.
    let out = sudograph(&["count", "--limit", "0", "-"], Some(P));
    assert_eq!(out.status.code(), Some(2));
    // So would `solve --all --limit 0`, whose empty list would read as no solution.
    let out = sudograph(&["solve", "--all", "--limit", "0", "-"], Some(P));
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());
}

/// `sudograph args` with its input and output as pipes: the running program, where to write
/// its input, and its output lines as they come.
fn streaming(args: &[&str]) -> (Child, ChildStdin, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let input = child.stdin.take().expect("piped");
    let output = child.stdout.take().expect("piped");
    let (lines, answers) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(output).lines() {
            if lines.send(line.expect("text")).is_err() {
                break;
            }
        }
    });
    (child, input, answers)
}

#[test]
fn each_answer_comes_before_the_next_record_is_sent() {
    for command in ["solve", "hint", "propagate"] {
        let (mut child, mut input, answers) = streaming(&[command, "-"]);
        for puzzle in [P, Q] {
            writeln!(input, "{puzzle}").expect("the program reads");
            input.flush().expect("sent");
            // The answer must come while the input stays open; a minute bounds a broken build.
            let answer = answers
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("{command}: no answer before the next record"));
            assert!(!answer.is_empty(), "{command}");
        }
        drop(input);
        assert!(child.wait().expect("ends").success(), "{command}");
    }
}

#[test]
fn generate_refuses_boxes_one_cell_wide_and_every_shape_it_takes_reads_back() {
    for bad in ["1x2", "2x1", "1x9", "9223372036854775809x2"] {
        let out = sudograph(&["generate", "--box", bad], None);
        assert_eq!(out.status.code(), Some(2), "--box {bad}");
        assert!(stdout(&out).is_empty());
    }
    // Shapes whose text reads back as another shape (36 cells are 2x3 boxes, 144 are 3x4):
    // read back, a 3x2 X-Sudoku puzzle counted two solutions as a 2x3 one.
    for (bad, read) in [
        ("3x2", "2x3"),
        ("4x3", "3x4"),
        ("2x6", "3x4"),
        ("4x2", "2x4"),
    ] {
        let out = sudograph(&["generate", "--box", bad], None);
        assert_eq!(out.status.code(), Some(2), "--box {bad}");
        assert!(stdout(&out).is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("--box {read}")), "--box {bad}: {err}");
    }
    // The largest side, bounded in time; what it prints is a 64×64 puzzle with no unknown
    // symbol, whatever the machine's speed.
    let out = sudograph(
        &[
            "generate",
            "--box",
            "8x8",
            "--timeout",
            "0.5",
            "--max-nodes",
            "20",
        ],
        None,
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(!text.contains('?'));
    let puzzle: sudograph::Puzzle = text.trim_end().parse().expect("reads back");
    assert_eq!(puzzle.shape().side(), 64);
}

/// The first of the hard 25×25 puzzles shipped: no search here finishes it in minutes.
fn hard_25x25() -> String {
    let text = std::fs::read_to_string("data/gecode_25x25.txt").expect("data file");
    text.lines()
        .find(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .expect("a puzzle")
        .to_string()
}

#[test]
fn ctrl_c_ends_the_batch_keeping_every_answer_and_saying_unknown_for_the_rest() {
    let (mut child, mut input, answers) = streaming(&["solve", "-"]);
    writeln!(input, "{P}\n{}\n{Q}", hard_25x25()).expect("the program reads");
    input.flush().expect("sent");
    let first = answers
        .recv_timeout(Duration::from_secs(60))
        .expect("the first answer");
    assert_eq!(first.len(), 81);
    // The second puzzle's search is under way: interrupt it.
    std::thread::sleep(Duration::from_millis(300));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let second = answers
        .recv_timeout(Duration::from_secs(60))
        .expect("an answer for the interrupted puzzle");
    assert_eq!(second, "unknown");
    drop(input);
    let status = child.wait().expect("it ends");
    assert_eq!(status.code(), Some(130));
    assert!(
        answers.recv_timeout(Duration::from_secs(5)).is_err(),
        "nothing after"
    );
}

#[test]
fn a_long_search_shows_its_progress_on_a_terminal() {
    // `script` gives the program a terminal; without it this cannot be seen.
    if Command::new("script").arg("--version").output().is_err() {
        // The standard error itself, which the harness does not capture: the skip shows.
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            b"SKIPPED: `script` (util-linux) is not installed, so no terminal can be given\n",
        );
        return;
    }
    let dir = std::env::temp_dir().join(format!("sudograph-progress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("hard.txt");
    std::fs::write(&file, hard_25x25() + "\n").expect("written");
    let command = format!(
        "{} solve --timeout 4 {}",
        env!("CARGO_BIN_EXE_sudograph"),
        file.display()
    );
    let out = Command::new("script")
        .args(["-qfec", &command, "/dev/null"])
        .output()
        .expect("script runs");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("unknown"), "{shown}");
    assert!(
        shown.contains(" nodes") && shown.contains("elapsed"),
        "{shown}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn empty_input_says_so_and_fails() {
    for input in ["", "\n\n", "# only a comment\n"] {
        let out = sudograph(&["solve", "-"], Some(input));
        assert_eq!(out.status.code(), Some(2), "{input:?}");
        assert!(stderr(&out).contains("no puzzle"), "{}", stderr(&out));
        assert!(stdout(&out).is_empty());
    }
}

#[test]
fn help_names_exit_statuses_and_summaries_are_one_line() {
    for command in [
        "propagate",
        "solve",
        "count",
        "generate",
        "dump",
        "explain",
        "hint",
        "rate",
    ] {
        let out = sudograph(&["help", command], None);
        assert!(stdout(&out).contains("Exit status"), "help {command}");
    }
    let out = sudograph(&["--help"], None);
    for line in stdout(&out).lines().filter(|l| l.starts_with("  ")) {
        assert!(line.len() < 120, "a summary of one short line: {line}");
    }
}

#[test]
fn a_closed_standard_error_loses_no_answer_and_panics_nothing() {
    // `2>&1 | head` closes standard error while messages are still to come: each record's
    // message is dropped, its answer still printed, and the exit status is the batch's own (a
    // panic exits with 101).
    let input = format!("{P}\nnot a puzzle\n{Q}\n");
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(["rate", "--timeout", "0", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    let mut stdin = child.stdin.take().expect("stdin is piped");
    stdin.write_all(input.as_bytes()).expect("input written");
    drop(stdin);
    let out = child.wait_with_output().expect("it ends");
    assert_eq!(stdout(&out), "unknown\nerror\nunknown\n");
    assert_eq!(out.status.code(), Some(2), "an unreadable record: status 2");
}
