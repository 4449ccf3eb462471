//! Time limits on explanations: `Explainer::with_deadline` and `with_timeout`, and `--timeout`
//! on `explain`, `rate` and `hint`. Only limits that are sure to pass (zero, or a deadline
//! already gone) or sure not to (1e9 seconds, inf) are tested, so every assertion holds
//! whatever the machine's speed.

mod common;

use std::process::Output;
use std::time::{Duration, Instant};

use common::cli::{stdout, sudograph};
use common::json::json_lines;
use common::puzzles;
use sudograph::trace::{Explainer, Hint, Level, ListOptions, Outcome, Rating};

/// An easy puzzle (singles only).
const EASY: &str =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

/// A few puzzles from easy to forcing chains, one a line.
fn batch() -> Vec<String> {
    let gecode = std::fs::read_to_string("data/gecode_9x9.txt").expect("data file");
    let top = std::fs::read_to_string("data/top1465.txt").expect("data file");
    let mut lines = vec![EASY.to_string()];
    lines.extend(gecode.lines().take(1).map(str::to_string));
    lines.extend(top.lines().take(1).map(str::to_string));
    lines
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_deadline_gone_ends_the_explanation_before_its_first_step() {
    let puzzle = EASY.parse().unwrap();
    let mut explainer = Explainer::new(&puzzle).with_deadline(Instant::now());
    assert_eq!(explainer.hint(), Hint::Done(Outcome::Timeout));
    assert_eq!(explainer.next(), None);
    let rated = explainer.rated().expect("ended");
    assert_eq!(rated.outcome, Outcome::Timeout);
    assert_eq!(rated.level, Level::Unknown);
    assert_eq!((rated.steps(), rated.rating), (0, Rating::ZERO));

    let trace = Explainer::new(&puzzle)
        .with_timeout(Duration::ZERO)
        .explain();
    assert_eq!(trace.outcome(), Outcome::Timeout);
    assert_eq!(trace.steps().count(), 0);
    assert_eq!(trace.end(), trace.start());

    let list = Explainer::new(&puzzle)
        .with_deadline(Instant::now())
        .list_steps(&ListOptions::default());
    assert!(list.steps.is_empty() && list.timed_out && !list.is_complete());
}

#[test]
fn a_timeout_mid_way_keeps_the_steps_taken_and_a_later_deadline_goes_on() {
    let puzzle = &puzzles("data/top1465.txt")[0];
    let whole = Explainer::new(puzzle).explain();
    let all: Vec<_> = whole.steps().map(|s| s.to_step()).collect();
    let mut explainer = Explainer::new(puzzle);
    let first: Vec<_> = explainer.by_ref().take(20).collect();
    assert_eq!(first, all[..20]);
    let mut explainer = explainer.with_deadline(Instant::now());
    assert_eq!(explainer.next(), None);
    let rated = explainer.rated().expect("ended");
    assert_eq!(rated.outcome, Outcome::Timeout);
    assert_eq!(rated.steps(), 20);
    let hardest = first.iter().map(|s| s.rating).max().unwrap();
    assert_eq!(rated.rating, hardest);
    // Given more time, it goes on from there to where it would have got without a limit.
    let mut explainer = explainer.with_timeout(Duration::from_secs(1_000_000_000));
    let rest: Vec<_> = explainer.by_ref().collect();
    assert_eq!([first, rest].concat(), all);
    assert_eq!(explainer.rated().as_ref(), Some(whole.rated()));
}

#[test]
fn a_generous_limit_changes_nothing_in_the_library() {
    let generous = Duration::from_secs(1_000_000_000);
    for line in batch() {
        let puzzle = line.parse().unwrap();
        let plain = Explainer::new(&puzzle).explain();
        let timed = Explainer::new(&puzzle).with_timeout(generous).explain();
        assert!(plain.steps().eq(timed.steps()), "{line}");
        assert_eq!(plain.rated(), timed.rated(), "{line}");
        let unbounded = Explainer::new(&puzzle).with_timeout(Duration::MAX);
        assert_eq!(unbounded.deadline(), None);
        assert_eq!(unbounded.rate(), *plain.rated());
    }
    let puzzle = EASY.parse().unwrap();
    let options = ListOptions::default();
    let plain = Explainer::new(&puzzle).list_steps(&options);
    let timed = Explainer::new(&puzzle)
        .with_timeout(generous)
        .list_steps(&options);
    assert_eq!(plain, timed);
    assert!(!timed.timed_out);
}

/// `args` on `input` with `--timeout 0`, then the same with a bad record third: one answer per
/// record, in order, each a timeout but the bad record's error.
fn check_timeout_zero(args: &[&str], blocks: bool, check: impl Fn(&str)) {
    let lines = batch();
    let input = lines.join("\n") + "\n";
    let mut with_zero = args.to_vec();
    with_zero.extend(["--timeout", "0"]);
    let out = sudograph(&with_zero, Some(&input));
    assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
    let answers = split(&common::cli::stdout(&out), blocks);
    assert_eq!(answers.len(), lines.len(), "{args:?}");
    answers.iter().for_each(|a| check(a));
    let notes = stderr(&out);
    for i in 1..=lines.len() {
        let note = format!("-:{i}: time limit reached after 0 steps (rating so far 0.0)");
        assert!(notes.contains(&note), "{args:?}: {notes}");
    }

    let bad = format!("{}\n{}\n123\n{}\n", lines[0], lines[1], lines[2]);
    let out = sudograph(&with_zero, Some(&bad));
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let answers = split(&common::cli::stdout(&out), blocks);
    assert_eq!(answers.len(), 4, "{args:?}");
    for (i, answer) in answers.iter().enumerate() {
        if i == 2 {
            let error = answer.starts_with("error") || answer.contains("\"error\"");
            assert!(error, "{args:?}: {answer}");
            if answer.starts_with('{') {
                assert_eq!(json_lines(answer)[0]["puzzle"], 2);
            }
        } else {
            check(answer);
        }
    }
}

/// The answers to each record: blocks ending with an empty line, or lines.
fn split(text: &str, blocks: bool) -> Vec<String> {
    if blocks {
        let mut answers: Vec<String> = text.split("\n\n").map(|b| format!("{b}\n")).collect();
        assert_eq!(answers.pop().as_deref(), Some("\n"), "{text}");
        answers
    } else {
        text.lines().map(|l| format!("{l}\n")).collect()
    }
}

/// A JSON outcome of a timeout before the first step.
fn json_timeout(answer: &str, state: bool) {
    let objects = json_lines(answer);
    assert_eq!(objects.len(), 1, "{answer}");
    let o = &objects[0];
    assert_eq!(o["result"], "timeout", "{answer}");
    assert_eq!(o["level"], "unknown", "{answer}");
    assert_eq!(o["rating"], 0.0, "{answer}");
    assert_eq!(o["steps"], 0, "{answer}");
    assert_eq!(o["state"].is_string(), state, "{answer}");
}

#[test]
fn timeout_zero_stops_every_puzzle_and_the_batch_goes_on() {
    let text = |answer: &str| {
        assert!(
            answer.starts_with("Time limit reached after 0 steps, rating so far 0.0 (unknown):"),
            "{answer}"
        );
    };
    check_timeout_zero(&["explain"], true, |a| {
        text(a);
        assert_eq!(a.lines().count(), 12, "the line, then the grid: {a}");
    });
    check_timeout_zero(&["explain", "--format", "json"], false, |a| {
        json_timeout(a, true)
    });
    check_timeout_zero(&["rate"], false, |a| assert_eq!(a, "unknown\n"));
    check_timeout_zero(&["rate", "--format", "json"], false, |a| {
        json_timeout(a, false)
    });
    for args in [&["hint"][..], &["hint", "--all"]] {
        check_timeout_zero(args, false, text);
        let json = [args, &["--format", "json"]].concat();
        check_timeout_zero(&json, false, |a| json_timeout(a, true));
    }
}

#[test]
fn a_generous_timeout_prints_the_same_bytes_as_none() {
    let lines = batch();
    let input = lines.join("\n") + "\n";
    let easy = format!("{}\n{}\n", lines[0], lines[1]);
    let runs: [(&[&str], &str); 8] = [
        (&["explain"], &input),
        (&["explain", "--format", "json"], &input),
        (&["rate"], &input),
        (&["rate", "--format", "json"], &input),
        (&["hint"], &input),
        (&["hint", "--format", "json"], &input),
        (&["hint", "--all", "--max-steps", "40"], &easy),
        (&["hint", "--all", "--format", "json"], &easy),
    ];
    for (args, input) in runs {
        let plain = sudograph(args, Some(input));
        let plain_text = stdout(&plain);
        assert!(!plain_text.is_empty(), "{args:?}");
        for limit in ["1e9", "inf"] {
            let timed = sudograph(&[args, &["--timeout", limit]].concat(), Some(input));
            assert_eq!(timed.status.code(), plain.status.code(), "{args:?} {limit}");
            assert_eq!(stdout(&timed), plain_text, "{args:?} {limit}");
        }
    }
}

#[test]
fn a_bad_timeout_is_refused() {
    for bad in ["-1", "abc", "NaN"] {
        let out = sudograph(&["rate", &format!("--timeout={bad}")], Some(EASY));
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(out.stdout.is_empty(), "{bad}");
        let message = stderr(&out);
        assert!(message.contains("--timeout"), "{bad}: {message}");
    }
}

#[test]
fn explain_html_pages_say_the_limit_stopped_them() {
    let dir = std::env::temp_dir().join(format!("sudograph-timeout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("page.html");
    let page_arg = page.to_str().unwrap();
    let out = sudograph(&["explain", "--timeout=0", "--html", page_arg], Some(EASY));
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Time limit reached after 0 steps"));
    std::fs::remove_dir_all(&dir).unwrap();
}
