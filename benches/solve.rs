//! Solving speed side by side with a peer, the `sudoku` crate (a JCZSolve-derived solver), in
//! the same run on the same puzzles: 17-clue, top1465 and the forum's hardest. `sudograph` is
//! the default search (the bit-parallel path on these 9×9 puzzles); `sudograph_engine` the same
//! search on the engine's house maps and jobs. The 16×16 sets (the crate has no 16×16 solver)
//! compare the bit-parallel 16×16 path with the engine, and so does the X-Sudoku 16×16 set
//! (`16x16_x`: the two main diagonals as houses, `search/diagonals16.rs`).
//!
//! At the end it prints, for each 9×9 set measured in this run, sudograph's throughput over the
//! crate's and over tdoku's figure on the development machine (issue 14), from the medians
//! criterion wrote.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use criterion::{Criterion, Throughput, criterion_group};
use sudograph::layout::Variant;
use sudograph::search::{Outcome, Solver};
use sudograph::{BoxShape, Engine, Puzzle};

fn lines(path: &str, limit: usize) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(limit)
        .map(str::to_string)
        .collect()
}

fn solve_all(puzzles: &[Puzzle], bit_parallel: bool) -> usize {
    puzzles
        .iter()
        .filter(|p| {
            let solver = Solver::new(p).with_bit_parallel(bit_parallel);
            matches!(solver.solve(), Outcome::Unique(_))
        })
        .count()
}

fn peer_all(puzzles: &[sudoku::Sudoku]) -> usize {
    puzzles.iter().filter(|s| s.solution().is_some()).count()
}

/// Guesses per puzzle and the share solved without one, printed once per set for the report.
fn describe(name: &str, puzzles: &[Puzzle]) {
    let (mut guesses, mut none) = (0, 0);
    for p in puzzles {
        let (_, stats) = Solver::new(p).solve_with_stats();
        guesses += stats.guesses;
        none += u64::from(stats.guesses == 0);
    }
    let n = puzzles.len() as f64;
    eprintln!(
        "{name}: {} puzzles, sudograph {:.2} guesses per puzzle, {:.1}% without a guess",
        puzzles.len(),
        guesses as f64 / n,
        100.0 * none as f64 / n
    );
}

/// The 9×9 sets: name, file, puzzles taken, and tdoku's time a puzzle on the development machine
/// (µs, counting up to two solutions, one thread; the figures of issue 14, as tdoku could not be
/// built here).
const SETS: [(&str, &str, usize, f64); 3] = [
    ("17clue", "data/17clue_2000.txt", 1000, 3.4),
    ("top1465", "data/top1465.txt", 1465, 9.6),
    ("forum_hardest", "data/forum_hardest_1106.txt", 375, 86.0),
];

fn bench(c: &mut Criterion) {
    let sets = SETS.map(|(name, path, limit, _)| (name, lines(path, limit)));
    for (name, text) in &sets {
        let ours: Vec<Puzzle> = text.iter().map(|l| l.parse().expect("puzzle")).collect();
        let peer: Vec<sudoku::Sudoku> = text
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("puzzle"))
            .collect();
        assert_eq!(
            solve_all(&ours, true),
            peer_all(&peer),
            "both solve the same puzzles"
        );
        describe(name, &ours);
        let mut group = c.benchmark_group(format!("solve/{name}"));
        group.throughput(Throughput::Elements(ours.len() as u64));
        group.bench_function("sudograph", |b| {
            b.iter(|| solve_all(black_box(&ours), true))
        });
        group.bench_function("sudograph_engine", |b| {
            b.iter(|| solve_all(black_box(&ours), false))
        });
        group.bench_function("sudoku_crate", |b| b.iter(|| peer_all(black_box(&peer))));
        group.finish();
    }
    let sixteen = [
        ("16x16_generated", "data/generated_16x16.txt"),
        ("16x16_janko", "../shared/data/janko_16x16.txt"),
    ];
    for (name, path) in sixteen {
        if !Path::new(path).exists() {
            eprintln!(
                "SKIPPED solve/{name}: {path} is absent (../shared is not beside the repository)"
            );
            continue;
        }
        let ours: Vec<Puzzle> = lines(path, 1000)
            .iter()
            .map(|l| l.parse().expect("puzzle"))
            .collect();
        assert_eq!(solve_all(&ours, true), ours.len(), "each has one solution");
        describe(name, &ours);
        let mut group = c.benchmark_group(format!("solve/{name}"));
        group.throughput(Throughput::Elements(ours.len() as u64));
        group.bench_function("sudograph", |b| {
            b.iter(|| solve_all(black_box(&ours), true))
        });
        group.bench_function("sudograph_engine", |b| {
            b.iter(|| solve_all(black_box(&ours), false))
        });
        group.finish();
    }
    let variant: Variant = "x".parse().expect("a preset");
    let shape = BoxShape::new(4, 4).expect("16×16");
    let layout = Arc::new(variant.layout(shape).expect("x fits 16×16"));
    let x: Vec<Puzzle> = lines("data/x_16x16.txt", 1000)
        .iter()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.parse().expect("puzzle"))
        .collect();
    let solve_x = |puzzles: &[Puzzle], bit_parallel: bool| {
        puzzles
            .iter()
            .filter(|p| {
                let engine = Engine::with_layout(Arc::clone(&layout), p).expect("16×16");
                let solver = Solver::from_engine(engine).with_bit_parallel(bit_parallel);
                matches!(solver.solve(), Outcome::Unique(_))
            })
            .count()
    };
    assert_eq!(solve_x(&x, true), x.len(), "each has one solution");
    let mut group = c.benchmark_group("solve/16x16_x");
    group.throughput(Throughput::Elements(x.len() as u64));
    group.bench_function("sudograph", |b| b.iter(|| solve_x(black_box(&x), true)));
    group.bench_function("sudograph_engine", |b| {
        b.iter(|| solve_x(black_box(&x), false))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(4));
    targets = bench
}
/// Where criterion writes its results: `CRITERION_HOME`, or `criterion` in the target directory
/// (`CARGO_TARGET_DIR`, or the one this bench was built in: `target/release/deps/solve-…`).
fn criterion_home() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return Some(home.into());
    }
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => std::env::current_exe()
            .ok()?
            .ancestors()
            .nth(3)?
            .to_path_buf(),
    };
    Some(target.join("criterion"))
}

/// Criterion's median time a puzzle (µs) for `function` on `set`, when written since `start`.
fn median_us(home: &Path, set: &str, function: &str, start: SystemTime, n: usize) -> Option<f64> {
    let path = home
        .join(format!("solve_{set}"))
        .join(function)
        .join("new/estimates.json");
    if std::fs::metadata(&path).ok()?.modified().ok()? < start {
        return None;
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).ok()?).ok()?;
    Some(json["median"]["point_estimate"].as_f64()? / 1000.0 / n as f64)
}

/// Prints the throughput ratios of the 9×9 sets measured in this run.
fn ratios(start: SystemTime) {
    let Some(home) = criterion_home() else {
        return;
    };
    let mut printed = false;
    for (set, _, n, tdoku) in SETS {
        let ours = median_us(&home, set, "sudograph", start, n);
        let (Some(ours), Some(peer)) = (ours, median_us(&home, set, "sudoku_crate", start, n))
        else {
            continue;
        };
        if !printed {
            eprintln!("throughput ratios (criterion's medians of this run):");
            printed = true;
        }
        eprintln!(
            "  {set}: sudograph {ours:.2} µs a puzzle, sudoku crate {peer:.2} µs: {:.2} times the crate's; {:.2} times tdoku's figure ({tdoku} µs)",
            peer / ours,
            tdoku / ours
        );
    }
}

fn main() {
    let start = SystemTime::now();
    benches();
    Criterion::default().configure_from_args().final_summary();
    ratios(start);
}
