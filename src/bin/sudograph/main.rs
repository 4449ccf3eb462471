//! The `sudograph` command line: a thin layer over the library, one module per command.

mod batch;
mod commands;
mod input;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use sudograph::{BoxShape, Config, Rules};

/// Solve, explain and look inside Sudoku puzzles of any size through one constraint graph.
///
/// Input: one puzzle per line (`.` or `0` for empty cells, values 1-9 then A, B, …), grids
/// written over several lines, pencilmark lines, or the 729-character 9x9 candidate format.
/// Lines starting with `#` are comments. Output has one line per input puzzle, in input order.
#[derive(Parser, Debug)]
#[command(name = "sudograph", version, about, long_about = None, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Propagate(commands::propagate::PropagateArgs),
}

/// Where puzzles come from.
#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Input file; `-` or nothing reads standard input.
    #[arg(value_name = "FILE|-")]
    pub file: Option<std::path::PathBuf>,

    /// Box shape RxC (e.g. 3x3, 2x3, 5x5); inferred from each grid's size when absent
    /// (81 cells → 3x3, 16 → 2x2, 36 → 2x3, 144 → 3x4, 256 → 4x4, 625 → 5x5).
    #[arg(long = "box", value_name = "RxC")]
    pub shape: Option<BoxShape>,
}

/// Which rules run.
#[derive(Args, Debug, Clone)]
pub struct RuleArgs {
    /// Rule families, comma-separated: subsets (= naked,hidden), naked, hidden, intersections.
    #[arg(long, value_name = "LIST", default_value = "subsets,intersections")]
    pub rules: Rules,

    /// Largest naked or hidden subset looked for (1 = singles only); no bound when absent.
    #[arg(long, value_name = "K")]
    pub max_size: Option<usize>,
}

impl RuleArgs {
    /// The engine configuration these options ask for.
    pub fn config(&self) -> Config {
        Config::default()
            .with_rules(self.rules)
            .with_max_size(self.max_size)
    }
}

/// Exit status: 0 when every record was processed as asked, 2 when some input was bad (the rest
/// was still processed); commands with more outcomes document theirs.
pub const EXIT_INPUT_ERROR: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Propagate(args) => commands::propagate::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return ExitCode::SUCCESS;
            }
            eprintln!("sudograph: {e}");
            ExitCode::from(EXIT_INPUT_ERROR)
        }
    }
}
