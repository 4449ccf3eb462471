//! HoDoKu's regression library, checked through `sudograph hint --all`.
//!
//! HoDoKu (a peer solver) keeps a library of fixed pencilmark states, one technique each, with
//! the eliminations (or placements) that technique must make there. Its licence (GPL) keeps it
//! out of this repository, so this test reads it from `$SUDOGRAPH_HODOKU_REGLIB` or
//! `../shared/data/reglib-1.3.txt` and skips loudly without it. Every case of a technique
//! sudograph has is turned into a pencilmark state that says which cells were given (givens as
//! their value, placed values `+` and their value, open cells as their candidates, `5.` for an
//! open cell of one candidate: docs/formats.md, "Pencilmarks"); `hint --all --format json`,
//! restricted to the techniques of the case's family, lists every step there; a case passes
//! when a step of the expected technique makes exactly the listed eliminations (placements, for
//! singles and Template Set). A fail case (variant `x`) passes when no step of the technique is listed.
//!
//! Cases HoDoKu disabled (a `#` before the line) are left out.
//!
//! Line format: `:<code>[-variant]:<digits>:<givens, + before a placed value>:<deleted
//! candidates>:<eliminations>:<placements>:…`, candidates written `<digit><row><column>`.
//!
//! What is left out, and why (docs/rules.md, "Checked against a peer"): Kraken fish and fish of
//! five lines or more with fins are not techniques of sudograph. Templates (1201, 1202) are, in
//! the family `templates` (off by default, turned on here).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Where the library is, if anywhere.
fn library() -> Option<PathBuf> {
    let from_env = std::env::var_os("SUDOGRAPH_HODOKU_REGLIB").map(PathBuf::from);
    let shared = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/reglib-1.3.txt");
    from_env.into_iter().chain([shared]).find(|p| p.is_file())
}

/// sudograph's techniques for HoDoKu's code, when it has them (the first is HoDoKu's own
/// technique; the others name the same pattern as sudograph splits it), and the least number
/// of its cases found exactly (what this test guards).
fn technique(code: &str) -> Option<(&'static [&'static str], usize)> {
    Some(match code {
        "0000" => (&["full_house"], 37),
        "0002" => (&["hidden_single"], 36),
        "0003" => (&["naked_single"], 35),
        "0100" => (&["pointing", "direct_pointing"], 36),
        "0101" => (&["claiming"], 36),
        "0110" => (&["locked_pair"], 18),
        "0111" => (&["locked_triple"], 14),
        "0200" => (&["naked_pair"], 27),
        "0201" => (&["naked_triple"], 27),
        "0202" => (&["naked_quad"], 11),
        "0210" => (&["hidden_pair", "direct_hidden_pair"], 27),
        "0211" => (&["hidden_triple", "direct_hidden_triple"], 27),
        "0212" => (&["hidden_quad"], 17),
        "0300" => (&["x_wing"], 11),
        "0301" => (&["swordfish"], 11),
        "0302" => (&["jellyfish"], 12),
        "0310" => (&["finned_x_wing"], 10),
        "0311" => (&["finned_swordfish"], 11),
        "0312" => (&["finned_jellyfish"], 10),
        "0320" => (&["sashimi_x_wing"], 9),
        "0321" => (&["sashimi_swordfish"], 9),
        "0322" => (&["sashimi_jellyfish"], 7),
        "0331" => (&["franken_swordfish"], 3),
        "0332" => (&["franken_jellyfish"], 4),
        "0340" => (&["finned_franken_x_wing"], 4),
        "0341" => (&["finned_franken_swordfish"], 6),
        "0342" => (&["finned_franken_jellyfish"], 10),
        "0362" => (&["finned_mutant_jellyfish"], 3),
        "0400" => (&["skyscraper"], 10),
        "0401" => (&["two_string_kite"], 12),
        // Both variants: 0402-1 is HoDoKu's Empty Rectangle of two candidates in the box.
        "0402" => (&["empty_rectangle"], 18),
        "0403" => (&["turbot_fish"], 9),
        "0404" => (&["dual_two_string_kite"], 9),
        "0405" => (&["dual_empty_rectangle"], 8),
        "0500" => (&["simple_colors_trap"], 7),
        "0501" => (&["simple_colors_wrap"], 3),
        "0502" => (&["multi_colors_1"], 3),
        "0503" => (&["multi_colors_2"], 1),
        "0600" => (&["unique_rectangle_1"], 17),
        "0601" => (&["unique_rectangle_2"], 20),
        "0602" => (&["unique_rectangle_3", "unique_rectangle_3_hidden"], 13),
        "0603" => (&["unique_rectangle_4"], 21),
        "0604" => (&["unique_rectangle_5"], 8),
        "0605" => (&["unique_rectangle_6"], 12),
        "0606" => (&["hidden_rectangle"], 23),
        "0607" => (&["avoidable_rectangle_1"], 10),
        "0608" => (&["avoidable_rectangle_2"], 15),
        "0610" => (&["bug_plus_one"], 15),
        "0701" => (&["x_chain"], 14),
        "0702" => (&["xy_chain"], 23),
        "0703" => (&["remote_pair"], 20),
        "0706" => (&["continuous_nice_loop", "x_cycle", "y_cycle"], 15),
        // A discontinuous nice loop is an AIC whose ends see each other or share a cell, or a
        // chain from a candidate false back to it true (which sets it).
        "0707" => (&["aic", "x_chain", "xy_chain"], 27),
        "0708" => (&["aic"], 34),
        "0709" => (&["grouped_continuous_nice_loop"], 14),
        // HoDoKu's Grouped Discontinuous Nice Loop is a grouped AIC here, as 0707 is an AIC;
        // of one number and up to four strong links, an X-Chain (through groups), as 0707's.
        "0710" => (&["grouped_aic", "x_chain"], 38),
        "0711" => (&["grouped_aic"], 42),
        "0800" => (&["xy_wing"], 9),
        "0801" => (&["xyz_wing"], 16),
        "0803" => (&["w_wing"], 14),
        "0901" => (&["als_xz"], 16),
        "0902" => (&["als_xy_wing"], 14),
        "0903" => (&["als_xy_chain"], 14),
        "0904" => (&["death_blossom"], 17),
        "1101" => (&["sue_de_coq"], 30),
        "1201" => (&["template_set"], 9),
        "1202" => (&["template_delete"], 9),
        _ => return None,
    })
}

/// The techniques listed for a case of `code`: its own and its family's, so that a step found
/// under another name is seen.
fn family(code: &str) -> String {
    let prefix = &code[..2];
    let related = |c: &str| match prefix {
        "00" | "01" | "02" => ["00", "01", "02"].contains(&&c[..2]),
        "04" | "05" | "07" | "08" => ["04", "05", "07", "08"].contains(&&c[..2]),
        "09" | "11" => ["09", "11"].contains(&&c[..2]),
        p => &c[..2] == p,
    };
    let codes = (0..2000).map(|i| format!("{i:04}"));
    let mut names: BTreeSet<&str> = codes
        .filter(|c| related(c))
        .filter_map(|c| technique(&c))
        .flat_map(|(names, _)| names.iter().copied())
        .collect();
    if prefix == "06" {
        names.extend(["bug_type_2", "bug_type_3", "bug_type_4"]);
    }
    names.into_iter().collect::<Vec<_>>().join(",")
}

/// One test case.
struct Case {
    line: usize,
    code: String,
    /// HoDoKu's fail case: no step of the technique must be found.
    fail: bool,
    /// The pencilmarks, as `hint` reads them.
    state: String,
    /// (0-based cell, digit) pairs.
    eliminations: BTreeSet<(u64, u64)>,
    placements: BTreeSet<(u64, u64)>,
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
    // A case is a line starting with `:`; HoDoKu disables a case by writing `#` before it.
    if !text.starts_with(':') {
        return None;
    }
    let fields: Vec<&str> = text.split(':').collect();
    let mut code_variant = fields.get(1)?.splitn(2, '-');
    let code = code_variant.next()?.to_string();
    let fail = code_variant.next() == Some("x");
    technique(&code)?;
    let field = |i: usize| fields.get(i).copied().unwrap_or("");
    // Each cell's value (0: open) and whether it was placed (`+`) rather than given.
    let mut values: Vec<u32> = Vec::with_capacity(81);
    let mut placed: Vec<bool> = Vec::with_capacity(81);
    let mut plus = false;
    for c in field(3).chars() {
        if c == '+' {
            plus = true;
            continue;
        }
        values.push(c.to_digit(10).unwrap_or(0));
        placed.push(std::mem::take(&mut plus));
    }
    assert_eq!(values.len(), 81, "line {line}: 81 cells");
    let deleted = candidates(field(4));
    let peers = |a: usize, b: usize| {
        let (ra, ca, rb, cb) = (a / 9, a % 9, b / 9, b % 9);
        a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3))
    };
    // Givens as their value, placed cells `+` and their value, open cells as their candidates
    // (`5.` for one: an open cell, not a given), so that the state knows which were given.
    let cells: Vec<String> = (0..81)
        .map(|c| {
            if values[c] != 0 {
                let mark = if placed[c] { "+" } else { "" };
                return format!("{mark}{}", values[c]);
            }
            let held: String = (1..=9)
                .filter(|&d| (0..81).all(|o| !peers(c, o) || values[o] != d))
                .filter(|&d| !deleted.contains(&(c as u64, u64::from(d))))
                .map(|d| d.to_string())
                .collect();
            if held.len() == 1 { held + "." } else { held }
        })
        .collect();
    Some(Case {
        line,
        code,
        fail,
        state: cells.join(" "),
        eliminations: candidates(field(5)),
        placements: candidates(field(6)),
    })
}

/// Every family with a technique HoDoKu tests (forcing chains, which it tests none of, left out).
const RULES: &str =
    "subsets,intersections,franken,direct,chains,grouped,wings,uniqueness_extra,als,templates";

/// A step as `hint --all` lists it: technique, eliminations, placements.
type Listed = (String, BTreeSet<(u64, u64)>, BTreeSet<(u64, u64)>);

/// `hint --all --format json` on `states`, restricted to `techniques`: the steps of each.
fn list(states: &[&str], techniques: &str) -> Vec<Vec<Listed>> {
    let input: String = states.iter().map(|s| format!("{s}\n")).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudograph"))
        .args(["hint", "--all", "--format", "json", "--jobs", "2"])
        .args(["--rules", RULES, "--technique", techniques])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()).unwrap());
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(output.status.success(), "hint --all failed");
    let mut steps: Vec<Vec<Listed>> = (0..states.len()).map(|_| Vec::new()).collect();
    for line in String::from_utf8(output.stdout).unwrap().lines() {
        if line.is_empty() {
            continue;
        }
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        if !v["eliminations"].is_array() {
            continue; // not a step: the list's end, or how the state ends
        }
        let pairs = |key: &str| -> BTreeSet<(u64, u64)> {
            let list = v[key].as_array().unwrap();
            let pair = |p: &serde_json::Value| (p[0].as_u64().unwrap(), p[1].as_u64().unwrap());
            list.iter().map(pair).collect()
        };
        let technique = v["technique"].as_str().unwrap_or("").to_string();
        let puzzle = v["puzzle"].as_u64().unwrap() as usize;
        steps[puzzle].push((technique, pairs("eliminations"), pairs("placements")));
    }
    steps
}

#[test]
fn hodoku_regression_cases_are_found_by_hint_all() {
    let Some(path) = library() else {
        // Written to the standard error itself, which the test harness does not capture, so
        // that the skip shows in every run.
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED hodoku_regression_cases_are_found_by_hint_all: HoDoKu's reglib-1.3.txt is \
             not at ../shared/data/reglib-1.3.txt and SUDOGRAPH_HODOKU_REGLIB is not set"
        );
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap();
    let cases: Vec<Case> = (text.lines().enumerate())
        .filter_map(|(i, l)| parse(i + 1, l))
        .collect();
    assert!(
        cases.len() > 500,
        "{} cases in {}",
        cases.len(),
        path.display()
    );
    // One listing per family of techniques.
    let mut by_family: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, case) in cases.iter().enumerate() {
        by_family.entry(family(&case.code)).or_default().push(i);
    }
    let mut steps: Vec<Vec<Listed>> = (0..cases.len()).map(|_| Vec::new()).collect();
    for (techniques, members) in &by_family {
        let states: Vec<&str> = members.iter().map(|&i| cases[i].state.as_str()).collect();
        for (&i, listed) in members.iter().zip(list(&states, techniques)) {
            steps[i] = listed;
        }
    }
    // Per code: cases, exact, fail cases passed.
    let mut found: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut failed = Vec::new();
    for (case, steps) in cases.iter().zip(&steps) {
        let (names, _) = technique(&case.code).unwrap();
        let entry = found.entry(case.code.as_str()).or_default();
        entry.0 += 1;
        let named = |s: &&Listed| names.contains(&s.0.as_str());
        if case.fail {
            if steps.iter().any(|s| named(&s)) {
                failed.push(format!(
                    "line {} ({}): found in a fail case",
                    case.line, case.code
                ));
            } else {
                entry.1 += 1;
            }
            continue;
        }
        let same = |s: &&Listed| {
            if case.eliminations.is_empty() {
                !case.placements.is_empty() && s.2 == case.placements
            } else {
                s.1 == case.eliminations && s.2 == case.placements
            }
        };
        if steps.iter().filter(named).any(|s| same(&s)) {
            entry.1 += 1;
        }
    }
    let mut short = Vec::new();
    for (code, (all, exact)) in &found {
        let (names, least) = technique(code).unwrap();
        eprintln!("{code} {:<28} {exact:>3} of {all:>3}", names[0]);
        if exact < &least {
            short.push(format!("{code}: {exact} of {all}, fewer than {least}"));
        }
    }
    let total: (usize, usize) = found.values().fold((0, 0), |t, v| (t.0 + v.0, t.1 + v.1));
    eprintln!(
        "HoDoKu cases of techniques sudograph has: {} of {} exact",
        total.1, total.0
    );
    assert!(failed.is_empty(), "{failed:?}");
    assert!(short.is_empty(), "{short:?}");
}
