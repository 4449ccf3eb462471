//! Explain one puzzle step by step, as a person would solve it, and rate it.
//!
//! ```sh
//! cargo run --release --example explain -- "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
//! ```

use sudograph::Puzzle;
use sudograph::trace::{Explainer, outcome_line};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let text = std::env::args().nth(1).unwrap_or_else(|| {
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".into()
    });
    let puzzle: Puzzle = text.parse()?;
    let side = puzzle.shape().side();
    let trace = Explainer::new(&puzzle).explain();
    for (i, step) in trace.steps().enumerate() {
        println!("{:>3}. [{}] {}", i + 1, step.rating, step.display(side));
    }
    println!("{}", outcome_line(trace.rated(), trace.end()));
    // Every step holds: the independent checker replays them all.
    trace.verify()?;
    Ok(())
}
