//! HoDoKu's regression library for fish, checked through `sudograph hint --all`.
//!
//! HoDoKu (a peer solver) keeps a library of fixed pencilmark states, one technique each, with
//! the eliminations that technique must make there. Its licence (GPL) keeps it out of this
//! repository, so this test reads it from `$SUDOGRAPH_HODOKU_REGLIB` or
//! `../shared/data/reglib-1.3.txt` and skips loudly without it. Every fish line is turned into a
//! pencilmark state; `hint --all --format json` lists every step there; a case passes when a
//! step of the expected technique makes exactly the listed eliminations.
//!
//! Line format: `:<code>:<digit>:<givens, + before a placed value>:<deleted candidates>:
//! <eliminations>:…`, candidates written `<digit><row><column>`.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Where the library is, if anywhere.
fn library() -> Option<PathBuf> {
    let from_env = std::env::var_os("SUDOGRAPH_HODOKU_REGLIB").map(PathBuf::from);
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/reglib-1.3.txt");
    from_env.into_iter().chain([shared]).find(|p| p.is_file())
}

/// sudograph's technique for HoDoKu's fish code, when it has one.
fn technique(code: &str) -> Option<&'static str> {
    Some(match code {
        "0300" => "x_wing",
        "0301" => "swordfish",
        "0302" => "jellyfish",
        "0310" => "finned_x_wing",
        "0311" => "finned_swordfish",
        "0312" => "finned_jellyfish",
        "0320" => "sashimi_x_wing",
        "0321" => "sashimi_swordfish",
        "0322" => "sashimi_jellyfish",
        "0330" => "franken_x_wing",
        "0331" => "franken_swordfish",
        "0332" => "franken_jellyfish",
        "0340" => "finned_franken_x_wing",
        "0341" => "finned_franken_swordfish",
        "0342" => "finned_franken_jellyfish",
        "0350" => "mutant_x_wing",
        "0351" => "mutant_swordfish",
        "0352" => "mutant_jellyfish",
        "0360" => "finned_mutant_x_wing",
        "0361" => "finned_mutant_swordfish",
        "0362" => "finned_mutant_jellyfish",
        _ => return None,
    })
}

/// A step as `hint --all` lists it: technique, numbers, eliminations.
type Listed = (String, Vec<u64>, BTreeSet<(u64, u64)>);

/// One test case.
struct Case {
    line: usize,
    code: String,
    digit: u32,
    /// The pencilmarks, as `hint` reads them.
    state: String,
    /// (0-based cell, digit) pairs.
    eliminations: BTreeSet<(u64, u64)>,
}

/// `<digit><row><column>` entries, as (0-based cell, digit).
fn candidates(field: &str) -> BTreeSet<(u64, u64)> {
    field
        .split_whitespace()
        .map(|e| {
            let d: Vec<u64> = e.chars().map(|c| c.to_digit(10).unwrap().into()).collect();
            ((d[1] - 1) * 9 + d[2] - 1, d[0])
        })
        .collect()
}

fn parse(line: usize, text: &str) -> Option<Case> {
    let fields: Vec<&str> = text.split(':').collect();
    let code = fields.get(1)?.split('-').next()?.to_string();
    if !code.starts_with("03") || fields.len() < 6 || fields[5].trim().is_empty() {
        return None;
    }
    let digit = fields[2].trim().parse().ok()?;
    let values: Vec<u32> = fields[3]
        .chars()
        .filter(|&c| c != '+')
        .map(|c| c.to_digit(10).unwrap_or(0))
        .collect();
    assert_eq!(values.len(), 81, "line {line}: 81 cells");
    let deleted = candidates(fields[4]);
    let peers = |a: usize, b: usize| {
        let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
        a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3))
    };
    let cells: Vec<String> = (0..81)
        .map(|c| {
            if values[c] != 0 {
                return values[c].to_string();
            }
            (1..=9)
                .filter(|&d| (0..81).all(|o| !peers(c, o) || values[o] != d))
                .filter(|&d| !deleted.contains(&(c as u64, u64::from(d))))
                .map(|d| d.to_string())
                .collect()
        })
        .collect();
    Some(Case {
        line,
        code,
        digit,
        state: cells.join(" "),
        eliminations: candidates(fields[5]),
    })
}

#[test]
fn hodoku_fish_cases_are_found_by_hint_all() {
    let Some(path) = library() else {
        eprintln!(
            "SKIPPED hodoku_fish_cases_are_found_by_hint_all: HoDoKu's reglib-1.3.txt is not at \
             ../shared/data/reglib-1.3.txt and SUDOGRAPH_HODOKU_REGLIB is not set"
        );
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let cases: Vec<Case> = (text.lines().enumerate())
        .filter_map(|(i, l)| parse(i + 1, l))
        .collect();
    assert!(!cases.is_empty(), "no fish case in {}", path.display());
    let input: String = cases.iter().map(|c| c.state.clone() + "\n").collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(["hint", "--all", "--format", "json"])
        .args(["--rules", "subsets,intersections,franken"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "hint --all failed");
    // Each case's steps: (technique, numbers, eliminations).
    let mut steps: Vec<Vec<Listed>> = (0..cases.len()).map(|_| Vec::new()).collect();
    for line in String::from_utf8(output.stdout).unwrap().lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        if !v["eliminations"].is_array() {
            continue; // not a step: the state is solved, stuck or contradictory
        }
        let pairs = |key: &str| -> BTreeSet<(u64, u64)> {
            let list = v[key].as_array().unwrap();
            let pair = |p: &serde_json::Value| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap());
            list.iter().map(pair).collect()
        };
        let numbers = v["numbers"].as_array().map_or(Vec::new(), |a| {
            a.iter().filter_map(|n| n.as_u64()).collect()
        });
        let technique = v["technique"].as_str().unwrap_or("").to_string();
        let puzzle = v["puzzle"].as_u64().unwrap() as usize;
        steps[puzzle].push((technique, numbers, pairs("eliminations")));
    }
    let (mut exact, mut other_name, mut missed, mut unsupported) = (0, 0, Vec::new(), 0);
    for (case, steps) in cases.iter().zip(&steps) {
        let on_digit = |s: &&Listed| s.1 == [u64::from(case.digit)] && s.2 == case.eliminations;
        let Some(expected) = technique(&case.code) else {
            unsupported += 1;
            continue;
        };
        let same: Vec<_> = steps.iter().filter(on_digit).collect();
        if same.iter().any(|s| s.0 == expected) {
            exact += 1;
        } else if let Some(s) = same
            .iter()
            .find(|s| s.0.contains("wing") || s.0.ends_with("fish"))
        {
            other_name += 1;
            eprintln!(
                "line {} ({}): {} named {}",
                case.line, case.code, expected, s.0
            );
        } else {
            missed.push(format!("line {} ({expected})", case.line));
        }
    }
    eprintln!(
        "HoDoKu fish cases: {exact} exact, {other_name} with the same eliminations under \
         another fish name, {} missed, {unsupported} of techniques sudograph lacks (Franken, \
         mutant)",
        missed.len()
    );
    assert!(missed.is_empty(), "missed: {missed:?}");
}
