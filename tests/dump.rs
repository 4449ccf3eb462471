//! `sudograph dump` at any step and for one house: golden grids, JSON that round-trips and
//! agrees with itself, DOT with an edge per candidate that Graphviz accepts.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::cli::{stdout, sudograph};
use common::puzzles;
use serde_json::Value;
use sudograph::io::symbol;
use sudograph::{Candidates, Cell, Explainer};

/// Runs `sudograph args` and returns its output, which must be a success.
fn ok(args: &[&str], stdin: Option<&str>) -> String {
    let out = sudograph(args, stdin);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout(&out)
}

fn golden(args: &[&str], file: &str) {
    let text = ok(args, None);
    let expected = std::fs::read_to_string(file).expect("golden file");
    assert_eq!(
        text, expected,
        "output changed; if intended, regenerate {file} (see tests/golden/README.md)"
    );
}

/// The candidates of each cell in a dump's JSON object.
fn json_cells(object: &Value) -> Vec<Vec<usize>> {
    object["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            c.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as usize)
                .collect()
        })
        .collect()
}

/// The cells as a pencilmark line.
fn pencilmarks(cells: &[Vec<usize>]) -> String {
    let tokens: Vec<String> = cells
        .iter()
        .map(|c| c.iter().map(|&v| symbol(v)).collect())
        .collect();
    tokens.join(" ")
}

/// The cells of a state, as in the JSON.
fn state_cells(state: &Candidates) -> Vec<Vec<usize>> {
    state
        .cells()
        .iter()
        .map(|set| set.iter().map(|d| d.value()).collect())
        .collect()
}

#[test]
fn grid_dumps_match_the_golden_files() {
    golden(
        &["dump", "data/generated_6x6.txt"],
        "tests/golden/dump_grid_6x6.txt",
    );
    golden(
        &["dump", "--at", "step:10", "data/gecode_9x9.txt"],
        "tests/golden/dump_grid_step10_gecode_9x9.txt",
    );
    golden(
        &[
            "dump",
            "--at",
            "fixpoint",
            "--house",
            "box 5",
            "data/gecode_9x9.txt",
        ],
        "tests/golden/dump_house_box5_gecode_9x9.txt",
    );
}

#[test]
fn at_step_is_the_state_before_that_step_of_the_explanation() {
    for puzzle in puzzles("data/gecode_9x9.txt").iter().take(4) {
        let line = puzzle.to_string();
        let trace = Explainer::new(puzzle).explain();
        for (at, index) in [("step:1", 0), ("step:7", 6), ("step:end", trace.len())] {
            let text = ok(&["dump", "-", "--format", "json", "--at", at], Some(&line));
            let object: Value = serde_json::from_str(text.trim()).unwrap();
            let expected = trace.state_at(index).unwrap();
            assert_eq!(json_cells(&object), state_cells(&expected), "{at}");
            // The grid form shows the same state.
            let grid = ok(&["dump", "-", "--at", at], Some(&line));
            assert_eq!(
                grid,
                format!("{}\n", expected.grid()),
                "an empty line after each grid"
            );
        }
        // One past the end: an error line, exit 1, the batch goes on.
        let last = format!("step:{}", trace.len() + 2);
        let out = sudograph(
            &["dump", "-", "--at", &last],
            Some(&format!("{line}\n{line}\n")),
        );
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(stdout(&out), "error\nerror\n");
        assert!(String::from_utf8_lossy(&out.stderr).contains("steps, not"));
    }
    // --at fixpoint is --propagate, and the state `propagate` prints.
    let file = "data/gecode_9x9.txt";
    let fixpoint = ok(
        &["dump", "--at", "fixpoint", "--format", "json", file],
        None,
    );
    assert_eq!(
        fixpoint,
        ok(&["dump", "--propagate", "--format", "json", file], None)
    );
    let lines = ok(&["propagate", file], None);
    for (object, line) in fixpoint.lines().zip(lines.lines()) {
        let object: Value = serde_json::from_str(object).unwrap();
        let state: Candidates = line.parse().unwrap();
        assert_eq!(json_cells(&object), state_cells(&state));
    }
    for bad in ["step:0", "step:", "middle", "step:x"] {
        let out = sudograph(&["dump", file, "--at", bad], None);
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
}

#[test]
fn json_round_trips_and_its_maps_agree_with_its_cells() {
    for (file, at) in [
        ("data/gecode_9x9.txt", "step:12"),
        ("data/generated_12x12.txt", "fixpoint"),
        ("data/generated_4x4.txt", "start"),
    ] {
        let text = ok(&["dump", file, "--format", "json", "--at", at], None);
        for line in text.lines() {
            let object: Value = serde_json::from_str(line).unwrap();
            let cells = json_cells(&object);
            // Every house's maps, checked against the cells (the test's own check_views).
            for house in object["houses"].as_array().unwrap() {
                let mut listed = Vec::new();
                for entry in house["cell_to_numbers"].as_array().unwrap() {
                    let cell = entry["cell"].as_u64().unwrap() as usize;
                    let numbers: Vec<usize> =
                        serde_json::from_value(entry["numbers"].clone()).unwrap();
                    assert_eq!(numbers, cells[cell]);
                    listed.push(cell);
                }
                for entry in house["number_to_cells"].as_array().unwrap() {
                    let number = entry["number"].as_u64().unwrap() as usize;
                    let places: Vec<usize> =
                        serde_json::from_value(entry["cells"].clone()).unwrap();
                    let expected: Vec<usize> = listed
                        .iter()
                        .copied()
                        .filter(|&c| cells[c].contains(&number))
                        .collect();
                    assert_eq!(places, expected, "house {} number {number}", house["house"]);
                }
            }
            // Read back as pencilmarks, the state dumps to the same object.
            let again = ok(
                &["dump", "-", "--format", "json"],
                Some(&pencilmarks(&cells)),
            );
            let again: Value = serde_json::from_str(again.trim()).unwrap();
            assert_eq!(json_cells(&again), cells);
            assert_eq!(again["houses"], object["houses"], "{file} {at}");
        }
    }
}

#[test]
fn house_names_all_reach_the_same_house() {
    let file = "data/generated_6x6.txt";
    let dump = |h: &str| ok(&["dump", file, "--house", h, "--format", "json"], None);
    for names in [
        ["r4", "row 4", "4", "house 4"],
        ["c2", "column 2", "8", "Col 2"],
        ["b5", "box 5", "17", "B5"],
    ] {
        let first = dump(names[0]);
        for name in &names[1..] {
            assert_eq!(dump(name), first, "{name}");
        }
        let object: Value = serde_json::from_str(first.lines().next().unwrap()).unwrap();
        assert_eq!(object["houses"].as_array().unwrap().len(), 1);
    }
    let text = ok(&["dump", file, "--house", "r1"], None);
    assert!(text.starts_with("row 1\ncell -> numbers\n"));
    for bad in ["r7", "house 19"] {
        let out = sudograph(&["dump", file, "--house", bad], None);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{bad}: no such house in a 6x6 grid"
        );
    }
    for bad in ["x1", "row", "r0", ""] {
        let out = sudograph(&["dump", file, "--house", bad], None);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
}

/// The DOT graphs of a dump, one per puzzle (each followed by an empty line).
fn graphs(text: &str) -> Vec<&str> {
    text.split("\n\n")
        .filter(|g| !g.trim().is_empty())
        .collect()
}

/// The edges of a DOT graph as printed by petgraph.
fn dot_edges(text: &str) -> usize {
    text.lines().filter(|l| l.contains(" -- ")).count()
}

#[test]
fn dot_has_an_edge_per_candidate_and_graphviz_accepts_it() {
    let file = "data/gecode_9x9.txt";
    for at in ["start", "fixpoint", "step:10", "step:end"] {
        let json = ok(&["dump", file, "--format", "json", "--at", at], None);
        let dots = ok(&["dump", file, "--format", "dot", "--at", at], None);
        let all = graphs(&dots);
        assert_eq!(all.len(), json.lines().count());
        for (object, dot) in json.lines().zip(&all) {
            let cells = json_cells(&serde_json::from_str(object).unwrap());
            let open: usize = cells.iter().filter(|c| c.len() > 1).map(Vec::len).sum();
            assert_eq!(
                dot_edges(dot),
                open,
                "{at}: one edge per candidate of an open cell"
            );
        }
        // One house: its cells, solved or not, and every edge of theirs.
        let json = ok(&["dump", file, "--format", "json", "--at", at], None);
        let house = ok(
            &["dump", file, "--format", "dot", "--at", at, "--house", "c3"],
            None,
        );
        let house = graphs(&house);
        for (object, dot) in json.lines().zip(&house) {
            let cells = json_cells(&serde_json::from_str(object).unwrap());
            let edges: usize = (0..9).map(|r| cells[r * 9 + 2].len()).sum();
            assert_eq!(dot_edges(dot), edges);
        }
    }
    let Some(dot) = which("dot") else {
        let message =
            "NO GRAPHVIZ: `dot -Tsvg` was NOT run on the DOT output (apt-get install graphviz)";
        if std::env::var("SUDOGRAPH_REQUIRE_GRAPHVIZ").is_ok_and(|v| v == "1") {
            panic!("{message}; SUDOGRAPH_REQUIRE_GRAPHVIZ=1 asks for it");
        }
        eprintln!("\n*** {message} ***\n");
        return;
    };
    let line = puzzles(file)[0].to_string();
    for args in [vec!["--at", "step:5"], vec!["--house", "b2"]] {
        let mut all = vec!["dump", "-", "--format", "dot"];
        all.extend(&args);
        let text = ok(&all, Some(&line));
        let mut child = Command::new(&dot)
            .arg("-Tsvg")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("dot runs");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "dot: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let svg = String::from_utf8_lossy(&out.stdout);
        assert!(svg.contains("<svg"), "dot made an SVG");
        assert!(svg.contains("r1c1") || svg.contains("#1"));
    }
}

/// The path of a program on PATH.
fn which(name: &str) -> Option<std::path::PathBuf> {
    let dirs = std::env::var_os("PATH")?;
    std::env::split_paths(&dirs)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

#[test]
fn the_start_of_an_explanation_is_its_first_state() {
    let puzzle = &puzzles("data/gecode_9x9.txt")[2];
    let explainer = Explainer::new(puzzle);
    let text = ok(&["dump", "-", "--at", "step:1"], Some(&puzzle.to_string()));
    assert_eq!(text, format!("{}\n", explainer.start().grid()));
    // Givens stay single.
    for (c, given) in puzzle.cells().iter().enumerate() {
        if let Some(d) = given {
            assert_eq!(
                explainer
                    .start()
                    .get(Cell::new(c))
                    .iter()
                    .collect::<Vec<_>>(),
                [*d]
            );
        }
    }
}
