//! `sudograph generate`: puzzles with a unique solution, reproducible from a seed.

use std::io::{self, BufWriter, Write};

use clap::Args;
use sudograph::BoxShape;
use sudograph::search::{Rng, generate};

/// Generate puzzles with a unique solution, one per line.
///
/// Each starts from a random solved grid; givens are removed in random order while the solution
/// stays unique, down to --givens. The same --seed gives the same puzzles.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Box shape RxC (3x3 is the classic 9x9 grid).
    #[arg(long = "box", value_name = "RxC", default_value = "3x3")]
    shape: BoxShape,
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: usize,
    /// Seed of the random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Stop removing givens at this many (default: remove while the solution stays unique).
    #[arg(long, value_name = "G", default_value_t = 0)]
    givens: usize,
    /// Search nodes allowed for each uniqueness check; a check that needs more keeps its given.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    max_nodes: u64,
}

pub fn run(args: &GenerateArgs) -> io::Result<u8> {
    let mut rng = Rng::new(args.seed);
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..args.count {
        let puzzle = generate(args.shape, args.givens, args.max_nodes, &mut rng);
        writeln!(out, "{puzzle}")?;
    }
    out.flush()?;
    Ok(0)
}
