//! Propagation speed: the full fixpoint (every subset size, intersections) and singles with
//! intersections (K = 1), per puzzle, on the shipped puzzle files.

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sudograph::{Config, Engine, Layout, Puzzle};

fn load(path: &str, limit: usize) -> Vec<Puzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(limit)
        .map(|l| l.parse().unwrap_or_else(|e| panic!("{path}: {e}")))
        .collect()
}

fn fixpoints(puzzles: &[Puzzle], layout: &Arc<Layout>, config: &Config) -> usize {
    let mut solved = 0;
    for p in puzzles {
        let mut engine = Engine::with_layout(Arc::clone(layout), p).expect("same shape");
        if engine.propagate(config).is_ok() && engine.is_solved() {
            solved += 1;
        }
    }
    solved
}

fn bench(c: &mut Criterion) {
    let full = Config::default();
    let singles = Config::default().with_max_size(Some(1));
    let sets = [
        ("top1465", load("data/top1465.txt", 1465)),
        ("17clue", load("data/17clue_2000.txt", 500)),
        ("forum_hardest", load("data/forum_hardest_1106.txt", 375)),
        ("gecode_25x25", load("data/gecode_25x25.txt", 9)),
    ];
    let mut group = c.benchmark_group("propagate");
    for (name, puzzles) in &sets {
        let layout = Layout::shared(puzzles[0].shape());
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        for (label, config) in [("full", &full), ("k1", &singles)] {
            group.bench_function(format!("{name}/{label}"), |b| {
                b.iter(|| fixpoints(black_box(puzzles), &layout, config))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
