//! Solve one puzzle (given as the first argument, or a classic one) and print its solution.
//!
//! ```sh
//! cargo run --release --example solve -- "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//! ```

use sudograph::Puzzle;
use sudograph::search::{Outcome, Solver};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = std::env::args().nth(1).unwrap_or_else(|| {
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......".into()
    });
    // Bad text is an error with its line and column, never a panic.
    let puzzle: Puzzle = text.parse()?;
    let (outcome, stats) = Solver::new(&puzzle).solve_with_stats();
    match outcome {
        Outcome::Unique(solution) => println!("{solution}"),
        Outcome::None => println!("no solution"),
        Outcome::Several(first, second) => println!("several solutions, e.g.\n{first}\n{second}"),
        Outcome::Unknown { limit, .. } => println!("the search stopped: {limit}"),
    }
    eprintln!("{} nodes, {} guesses", stats.nodes, stats.guesses);
    Ok(())
}
