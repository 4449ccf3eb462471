//! `sudograph generate`: puzzles with a unique solution, reproducible from a seed.

use std::io::{self, BufWriter, Write};

use clap::Args;
use sudograph::BoxShape;
use sudograph::search::{Limits, Rng, generate_within};

use crate::Timeout;

/// Generate puzzles with a unique solution, one per line.
///
/// Each starts from a random solved grid; givens are removed in random order while the solution
/// stays unique, down to --givens. The same --seed gives the same puzzles. --timeout bounds the
/// time spent on each puzzle: when it passes, removing stops and the puzzle is printed with the
/// givens not yet tried (still a unique solution; the output then depends on the machine's
/// speed).
///
/// Exit status: 0; 2 for a box shape whose puzzles do not read back by shape inference (a box
/// one cell wide).
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Box shape RxC (3x3 is the classic 9x9 grid): at least 2 rows and 2 columns.
    #[arg(long = "box", value_name = "RxC", default_value = "3x3", value_parser = printable_shape)]
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
    /// Stop removing givens from a puzzle after this many seconds (decimals allowed).
    #[arg(long, value_name = "SECS")]
    timeout: Option<Timeout>,
}

/// A box shape whose puzzles read back from their text as the same shape.
fn printable_shape(text: &str) -> Result<BoxShape, String> {
    let shape: BoxShape = text.parse().map_err(|e| format!("{e}"))?;
    if shape.rows() < 2 || shape.cols() < 2 {
        return Err(format!(
            "boxes need at least 2 rows and 2 columns, found {shape}: a grid with boxes one \
             cell wide does not read back from its text"
        ));
    }
    Ok(shape)
}

pub fn run(args: &GenerateArgs) -> io::Result<u8> {
    let mut rng = Rng::new(args.seed);
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..args.count {
        let mut limits = Limits::default().with_max_nodes(args.max_nodes);
        if let Some(Timeout(Some(timeout))) = args.timeout {
            limits = limits.with_timeout(timeout);
        }
        let puzzle = generate_within(args.shape, args.givens, &limits, &mut rng);
        writeln!(out, "{puzzle}")?;
    }
    out.flush()?;
    Ok(0)
}
