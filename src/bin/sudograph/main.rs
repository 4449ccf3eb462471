//! The `sudograph` command line: a thin layer over the library, one module per command.

/// Writes to standard error like `eprintln!`, but a closed standard error (`2>&1 | head`)
/// is no reason to panic: a message that cannot be shown is dropped and the batch goes on.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// [`note!`] without the line's end (`eprint!`).
macro_rules! note_part {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($arg)*);
    }};
}

/// The allocator: mimalloc, measured faster than the system one on the forcing chains.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

mod batch;
mod commands;
mod input;

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use clap::{Args, Parser, Subcommand};
use sudograph::search::Limits;
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
    Solve(commands::solve::SolveArgs),
    Count(commands::count::CountArgs),
    Generate(commands::generate::GenerateArgs),
    Dump(commands::dump::DumpArgs),
    Explain(commands::explain::ExplainArgs),
    Hint(commands::hint::HintArgs),
    Rate(commands::rate::RateArgs),
    Render(commands::render::RenderArgs),
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

    /// Variant: a comma-separated list of latin (no boxes), jigsaw, x (diagonals), windoku
    /// (hyper), disjoint, centre-dot, asterisk, girandola; default classic. A header line
    /// `# variant: LIST` in the input changes it from there on.
    #[arg(long, value_name = "LIST")]
    pub variant: Option<sudograph::layout::Variant>,

    /// Jigsaw regions: n·n letters or digits naming each cell's region, row by row (implies
    /// jigsaw). A map after a puzzle on its line, or a region grid after a grid, wins.
    #[arg(long, value_name = "MAP", value_parser = input::parse_regions)]
    pub regions: Option<sudograph::layout::Regions>,

    /// Threads to work on, 1 to 256; output stays in input order whatever the number.
    #[arg(long, short = 'j', value_name = "N", default_value_t = 1, value_parser = parse_jobs)]
    pub jobs: usize,
}

/// The most threads `--jobs` takes: far more than any machine this runs on has cores, few
/// enough that starting them costs nothing noticeable.
const MAX_JOBS: usize = 256;

fn parse_jobs(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(n @ 1..=MAX_JOBS) => Ok(n),
        Ok(_) => Err(format!("expected 1 to {MAX_JOBS} threads, found {s}")),
        Err(_) => Err(format!(
            "expected a number of threads (1 to {MAX_JOBS}), found {s:?}"
        )),
    }
}

/// A time limit: seconds (decimals allowed), at least zero; one too long for a duration means
/// no limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timeout(pub Option<Duration>);

impl std::str::FromStr for Timeout {
    type Err = String;

    fn from_str(s: &str) -> Result<Timeout, String> {
        let secs: f64 = s
            .trim()
            .parse()
            .map_err(|_| format!("expected a number of seconds such as 10 or 0.5, found {s:?}"))?;
        if secs.is_nan() || secs < 0.0 {
            return Err(format!("expected zero seconds or more, found {s}"));
        }
        Ok(Timeout(Duration::try_from_secs_f64(secs).ok()))
    }
}

/// A bound on subset sizes: a number, or `none` for no bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MaxSize(pub Option<usize>);

impl std::str::FromStr for MaxSize {
    type Err = String;

    fn from_str(s: &str) -> Result<MaxSize, String> {
        match s {
            "none" => Ok(MaxSize(None)),
            _ => match s.parse::<usize>() {
                Ok(0) => Err("the largest subset size is at least 1".to_string()),
                Ok(k) => Ok(MaxSize(Some(k))),
                Err(_) => Err(format!(
                    "expected a size such as 1, 2, 4 or `none`, found {s:?}"
                )),
            },
        }
    }
}

/// Which rules run.
#[derive(Args, Debug, Clone)]
pub struct RuleArgs {
    /// Rule families, comma-separated: subsets (= naked,hidden), naked, hidden, intersections,
    /// fish, finned (fish with fins; includes fish), franken (Franken and mutant fish, 9x9 and
    /// smaller; includes finned), direct (explanations rate a pointing or hidden pair/triple by
    /// the hidden single it yields, as Sudoku Explainer does); for explanations only: chains
    /// (Skyscraper, Kite, X- and XY-chains, AIC, cycles, Simple Colors, ...), grouped (chains,
    /// and Grouped AIC and Grouped Continuous Nice Loop, off by default), wings (XY- to
    /// TUVWXYZ-Wing), uniqueness (Unique Rectangles types 1-5, Unique Loops, BUG),
    /// uniqueness_extra (uniqueness, and Unique Rectangle type 6, Hidden Rectangle, rectangles
    /// missing a candidate in a corner and Avoidable Rectangles, off by default), forcing
    /// (forcing chains), search (brute force, the last resort), als (ALS-XZ, ALS-XY-Wing,
    /// ALS-XY-Chain, Death Blossom, Sue de Coq), templates (Template Set and Template Delete,
    /// 9x9 classic grids, off by default); or none. Default: subsets,intersections,fish for propagate, solve, count and
    /// dump; subsets,intersections,fish,direct,chains,wings,uniqueness,forcing,search,als for
    /// explain, hint and rate.
    #[arg(long, value_name = "LIST")]
    pub rules: Option<Rules>,

    /// Largest naked or hidden subset, and largest fish, looked for (1 = singles only), or
    /// `none` for no bound. Default: none for propagate, explain, hint and rate; 1 for solve and
    /// count.
    #[arg(long, value_name = "K|none")]
    pub max_size: Option<MaxSize>,
}

impl RuleArgs {
    /// The engine configuration these options ask for, with `rules` and `max_size` where they
    /// give none.
    pub fn config(&self, rules: Rules, max_size: Option<usize>) -> Config {
        let max_size = self.max_size.map_or(max_size, |m| m.0);
        Config::default()
            .with_rules(self.rules.unwrap_or(rules))
            .with_max_size(max_size)
    }
}

/// Bounds on each puzzle's search.
#[derive(Args, Debug, Clone)]
pub struct LimitArgs {
    /// Give up on a puzzle after this many search nodes.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,

    /// Give up on a puzzle after this many seconds (decimals allowed; a value too large for
    /// the clock, such as 1e300 or inf, means no limit).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<Timeout>,

    /// When the search learns from its contradictions (nogoods and restarts; the configured
    /// rules then run at the start only): auto (grids of side 25 or more, and any grid larger
    /// than 9×9 whose depth-first search goes 20,000 nodes without a solution), always, never.
    #[arg(long, value_name = "WHEN", default_value = "auto")]
    pub learning: LearningArg,
}

/// `--learning`.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum LearningArg {
    /// On grids of side 25 or more, and after 20,000 nodes without a solution on grids
    /// larger than 9×9.
    Auto,
    /// On every grid.
    Always,
    /// Never: depth-first search with the rules at every node.
    Never,
}

impl From<LearningArg> for sudograph::search::Learning {
    fn from(arg: LearningArg) -> Self {
        match arg {
            LearningArg::Auto => Self::Auto,
            LearningArg::Always => Self::Always,
            LearningArg::Never => Self::Never,
        }
    }
}

/// Set by Ctrl-C: searches stop (`unknown`), and the batch ends once the records in hand are
/// written.
pub static INTERRUPTED: LazyLock<Arc<AtomicBool>> = LazyLock::new(Arc::default);

/// Search nodes visited so far by every search of the run, for the progress line.
pub static NODES: LazyLock<Arc<AtomicU64>> = LazyLock::new(Arc::default);

/// Exit status after Ctrl-C (128 + SIGINT, as shells report it).
pub const EXIT_INTERRUPTED: u8 = 130;

impl LimitArgs {
    /// The limits for one puzzle, starting now; Ctrl-C cancels it.
    pub fn limits(&self) -> Limits {
        let mut limits = Limits::default()
            .with_cancel(Arc::clone(&INTERRUPTED))
            .with_progress(Arc::clone(&NODES));
        if let Some(n) = self.max_nodes {
            limits = limits.with_max_nodes(n);
        }
        if let Some(Timeout(Some(timeout))) = self.timeout {
            limits = limits.with_timeout(timeout);
        }
        limits
    }
}

/// Exit status when some input could not be read (the rest was still processed).
pub const EXIT_INPUT_ERROR: u8 = 2;

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Ctrl-C once: stop the searches and end the batch with what is done; twice: leave now.
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::Relaxed) {
            std::process::exit(i32::from(EXIT_INTERRUPTED));
        }
    });
    let result = match &cli.command {
        Command::Propagate(args) => commands::propagate::run(args),
        Command::Solve(args) => commands::solve::run(args),
        Command::Count(args) => commands::count::run(args),
        Command::Generate(args) => commands::generate::run(args),
        Command::Dump(args) => commands::dump::run(args),
        Command::Explain(args) => commands::explain::run(args),
        Command::Hint(args) => commands::hint::run(args),
        Command::Rate(args) => commands::rate::run(args),
        Command::Render(args) => commands::render::run(args),
    };
    match result {
        Ok(_) if INTERRUPTED.load(Ordering::Relaxed) => ExitCode::from(EXIT_INTERRUPTED),
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return ExitCode::SUCCESS;
            }
            note!("sudograph: {e}");
            ExitCode::from(EXIT_INPUT_ERROR)
        }
    }
}
