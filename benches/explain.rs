//! Explanation speed, per puzzle: the simplest-first trace (every step recorded) and the rating
//! alone, next to propagation to the same fixpoint and to the `sudoku` crate's human-style
//! `StrategySolver` (singles, locked candidates, subsets up to quads) on the same puzzles. Since
//! chains and forcing chains, explanations go to the end where the peer stops (see
//! docs/performance.md for the budget).

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sudograph::trace::{Explainer, Outcome};
use sudograph::{Config, Engine, Layout, Puzzle};
use sudoku::Sudoku;
use sudoku::strategy::{Strategy, StrategySolver};

fn load(path: &str, limit: usize) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(limit)
        .map(|l| l.trim().to_string())
        .collect()
}

/// The strategies `StrategySolver` is timed with, in Sudoku Explainer order: what sudograph's
/// explanations cover on a 9×9 grid.
const STRATEGIES: [Strategy; 9] = [
    Strategy::NakedSingles,
    Strategy::HiddenSingles,
    Strategy::LockedCandidates,
    Strategy::NakedPairs,
    Strategy::HiddenPairs,
    Strategy::NakedTriples,
    Strategy::HiddenTriples,
    Strategy::NakedQuads,
    Strategy::HiddenQuads,
];

fn explain(puzzles: &[Puzzle], layout: &Arc<Layout>) -> usize {
    let mut steps = 0;
    for p in puzzles {
        let explainer = Explainer::with_layout(Arc::clone(layout), p).expect("same shape");
        steps += explainer.explain().steps().len();
    }
    steps
}

fn rate(puzzles: &[Puzzle], layout: &Arc<Layout>) -> usize {
    let mut solved = 0;
    for p in puzzles {
        let explainer = Explainer::with_layout(Arc::clone(layout), p).expect("same shape");
        solved += usize::from(explainer.rate().outcome == Outcome::Solved);
    }
    solved
}

fn propagate(puzzles: &[Puzzle], layout: &Arc<Layout>) -> usize {
    let mut solved = 0;
    for p in puzzles {
        let mut engine = Engine::with_layout(Arc::clone(layout), p).expect("same shape");
        solved += usize::from(engine.propagate(&Config::default()).is_ok() && engine.is_solved());
    }
    solved
}

fn strategy_solver(puzzles: &[Sudoku]) -> usize {
    let mut solved = 0;
    for &s in puzzles {
        solved += usize::from(StrategySolver::from_sudoku(s).solve(&STRATEGIES).is_ok());
    }
    solved
}

fn bench(c: &mut Criterion) {
    let sets = [
        ("top1465", load("data/top1465.txt", 1465)),
        ("17clue", load("data/17clue_2000.txt", 500)),
        // Sudoku Explainer 10 and up: nested forcing chains on every one, seconds each (five,
        // so that a sample stays under a minute).
        ("forum_hardest", load("data/forum_hardest_1106.txt", 5)),
    ];
    let mut group = c.benchmark_group("explain");
    for (name, lines) in &sets {
        let puzzles: Vec<Puzzle> = lines.iter().map(|l| l.parse().expect("a puzzle")).collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("a 9x9 puzzle"))
            .collect();
        let layout = Layout::shared(puzzles[0].shape());
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(format!("{name}/explain"), |b| {
            b.iter(|| explain(black_box(&puzzles), &layout))
        });
        group.bench_function(format!("{name}/rate"), |b| {
            b.iter(|| rate(black_box(&puzzles), &layout))
        });
        group.bench_function(format!("{name}/propagate"), |b| {
            b.iter(|| propagate(black_box(&puzzles), &layout))
        });
        group.bench_function(format!("{name}/strategy_solver"), |b| {
            b.iter(|| strategy_solver(black_box(&theirs)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(4));
    targets = bench
}
criterion_main!(benches);
