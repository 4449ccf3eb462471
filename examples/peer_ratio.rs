//! Solving throughput against the `sudoku` crate (0.8) as a ratio taken inside one process:
//! 25 alternating passes of each set, each side's fastest pass kept.
//!
//! `cargo bench --bench solve` times the same calls (`Solver::new(p).solve()` against
//! `Sudoku::solution`), but on a loaded machine its medians move by tens of percent from one
//! benchmark to the next; passes that alternate within one process see the same load, and the
//! fastest of each is the least disturbed. docs/performance.md keeps the ratios.
//!
//! ```sh
//! cargo run --release --example peer_ratio
//! ```

use std::hint::black_box;
use std::time::Instant;

use sudograph::Puzzle;
use sudograph::search::{Outcome, Solver};

/// Passes of each set, alternating between the two solvers.
const PASSES: usize = 25;

fn main() {
    let sets = [
        ("data/17clue_2000.txt", 1000),
        ("data/top1465.txt", 1465),
        ("data/forum_hardest_1106.txt", 375),
    ];
    for (path, limit) in sets {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(limit)
            .collect();
        let ours: Vec<Puzzle> = lines.iter().map(|l| l.parse().expect("a puzzle")).collect();
        let peer: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a puzzle"))
            .collect();
        let (mut fastest, mut fastest_peer) = (f64::MAX, f64::MAX);
        for _ in 0..PASSES {
            let start = Instant::now();
            let solved = ours
                .iter()
                .filter(|p| matches!(Solver::new(black_box(p)).solve(), Outcome::Unique(_)))
                .count();
            fastest = fastest.min(start.elapsed().as_secs_f64());
            let start = Instant::now();
            let solved_peer = peer
                .iter()
                .filter(|s| black_box(s).solution().is_some())
                .count();
            fastest_peer = fastest_peer.min(start.elapsed().as_secs_f64());
            assert_eq!(solved, solved_peer, "both solve the same puzzles");
        }
        let n = ours.len() as f64;
        println!(
            "{path} ({} puzzles): sudograph {:.2} µs, sudoku crate {:.2} µs a puzzle; \
             throughput ratio {:.3}",
            ours.len(),
            fastest / n * 1e6,
            fastest_peer / n * 1e6,
            fastest_peer / fastest
        );
    }
}
