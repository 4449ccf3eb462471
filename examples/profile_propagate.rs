//! Profiling driver: propagates every puzzle of a file many times.
use std::sync::Arc;
use sudograph::{Config, Engine, Layout, Puzzle};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let k: Option<usize> = args.get(2).and_then(|s| s.parse().ok());
    let reps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10);
    let puzzles: Vec<Puzzle> = text.lines().map(|l| l.parse().unwrap()).collect();
    let layout: Arc<Layout> = Layout::shared(puzzles[0].shape());
    let config = Config::default().with_max_size(k);
    let t = std::time::Instant::now();
    let mut solved = 0;
    let (mut uj, mut rj, mut rem) = (0u64, 0u64, 0u64);
    for _ in 0..reps {
        for p in &puzzles {
            let mut e = Engine::with_layout(layout.clone(), p).unwrap();
            if e.propagate(&config).is_ok() && e.is_solved() {
                solved += 1;
            }
            uj += e.stats().update_jobs;
            rj += e.stats().rule_jobs;
            rem += e.stats().removed.by_rules();
        }
    }
    let per = t.elapsed().as_secs_f64() * 1e6 / (reps * puzzles.len()) as f64;
    let np = (reps * puzzles.len()) as u64;
    println!(
        "{solved} solved, {per:.2} us/puzzle; per puzzle: update jobs {}, rule jobs {}, removed by rules {}",
        uj / np,
        rj / np,
        rem / np
    );
}
