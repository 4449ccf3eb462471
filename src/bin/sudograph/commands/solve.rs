//! `sudograph solve`: each puzzle's solution, or whether it has none or several.

use std::io::{self, Write};
use std::ops::ControlFlow;

use clap::Args;
use sudograph::Rules;
use sudograph::io::Record;
use sudograph::search::{LimitReached, Outcome, SearchStats, Stop};

use crate::{InputArgs, LimitArgs, RuleArgs, batch, input};

/// Solve each puzzle.
///
/// One line per input puzzle, in input order: the solution as one line of symbols when there is
/// exactly one; `none` when there is none; `multiple` when there are several (with `--first`,
/// the first solution found instead); `unknown` when --max-nodes or --timeout stopped the search
/// first; `error` for an input record that could not be read.
///
/// With `--all`: every solution of each puzzle, one per line, then an empty line ending the
/// puzzle's list (a puzzle with no solution prints just the empty line).
///
/// Each node of the search propagates with --rules and --max-size (default: singles and
/// intersections; on X-Sudoku 16x16 grids naked and hidden pairs too), naked singles always
/// among them (without them a placed number would stay a candidate of its peers), then branches
/// on the cell with the fewest candidates or the number with the fewest places in a house.
///
/// Exit status: 0 when every puzzle has exactly one solution; 1 when some puzzle has none,
/// several, or was cut short by a limit; 2 when some input could not be read.
#[derive(Args, Debug)]
pub struct SolveArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    rules: RuleArgs,
    #[command(flatten)]
    limits: LimitArgs,
    /// Print the first solution found when there are several, instead of `multiple`.
    #[arg(long, conflicts_with = "all")]
    first: bool,
    /// Print every solution of each puzzle (see above).
    #[arg(long)]
    all: bool,
    /// With --all, at most this many solutions per puzzle.
    #[arg(long, value_name = "K", default_value_t = 1000, requires = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,
    /// Print a summary on standard error: puzzles, puzzles per second, guesses per puzzle, the
    /// share solved without a guess; then nodes per puzzle and, where the search learned
    /// (`--learning`), contradictions, nogoods learned and restarts per puzzle.
    #[arg(long)]
    stats: bool,
}

/// What a puzzle's search found.
enum Answer {
    Outcome(Outcome),
    All { solutions: Vec<String>, stop: Stop },
}

/// Sums for `--stats`.
#[derive(Default)]
pub struct Summary {
    puzzles: u64,
    guesses: u64,
    without_guess: u64,
    nodes: u64,
    learning: u64,
    conflicts: u64,
    learned: u64,
    restarts: u64,
}

impl Summary {
    pub fn add(&mut self, stats: &SearchStats) {
        self.puzzles += 1;
        self.guesses += stats.guesses;
        self.without_guess += u64::from(stats.guesses == 0);
        self.nodes += stats.nodes;
        self.learning += u64::from(stats.learning);
        self.conflicts += stats.conflicts;
        self.learned += stats.learned;
        self.restarts += stats.restarts;
    }

    pub fn print(&self, tally: &batch::Tally) {
        let n = self.puzzles.max(1) as f64;
        note!(
            "puzzles: {}, {} puzzles/s, {:.2} guesses per puzzle, {:.1}% solved without a guess",
            self.puzzles,
            batch::per_second(self.puzzles, tally.elapsed),
            self.guesses as f64 / n,
            100.0 * self.without_guess as f64 / n
        );
        note_part!("nodes: {:.2} per puzzle", self.nodes as f64 / n);
        if self.learning > 0 {
            let l = self.learning as f64;
            note_part!(
                "; with learning ({} puzzles): {:.2} contradictions, {:.2} nogoods learned, {:.2} restarts per puzzle",
                self.learning,
                self.conflicts as f64 / l,
                self.learned as f64 / l,
                self.restarts as f64 / l
            );
        }
        note!();
    }
}

pub fn run(args: &SolveArgs) -> io::Result<u8> {
    let config = args.rules.config(Rules::DEFAULT, Some(1));
    let (source, records) = input::records(&args.input)?;
    let work = |record: &Record| {
        let limits = args.limits.limits();
        let solver = input::solver(record)
            .with_config(config)
            .with_learning(args.limits.learning.into());
        if args.all {
            let solver = solver.with_limits(limits.with_max_solutions(args.limit));
            let mut solutions = Vec::new();
            let report = solver.search(&mut sudograph::NoObserver, |p| {
                solutions.push(p.to_string());
                ControlFlow::Continue(())
            });
            (
                Answer::All {
                    solutions,
                    stop: report.stop,
                },
                report.stats,
            )
        } else {
            let (outcome, stats) = solver.with_limits(limits).solve_with_stats();
            (Answer::Outcome(outcome), stats)
        }
    };
    let mut all_unique = true;
    let mut summary = Summary::default();
    let write = |out: &mut dyn Write, record: &Record, (answer, stats): (Answer, SearchStats)| {
        summary.add(&stats);
        match answer {
            Answer::Outcome(Outcome::Unique(p)) => writeln!(out, "{p}"),
            Answer::Outcome(Outcome::None) => {
                all_unique = false;
                writeln!(out, "none")
            }
            Answer::Outcome(Outcome::Several(first, _)) => {
                all_unique = false;
                if args.first {
                    writeln!(out, "{first}")
                } else {
                    writeln!(out, "multiple")
                }
            }
            Answer::Outcome(Outcome::Unknown { limit, .. }) => {
                all_unique = false;
                note!("{}:{}: {limit}", source.name, record.line);
                writeln!(out, "unknown")
            }
            Answer::All { solutions, stop } => {
                all_unique &= solutions.len() == 1 && stop == Stop::Exhausted;
                if let Stop::Limit(limit) = stop
                    && limit != LimitReached::Solutions
                {
                    note!("{}:{}: {limit}", source.name, record.line);
                }
                for s in &solutions {
                    writeln!(out, "{s}")?;
                }
                writeln!(out)
            }
        }
    };
    let tally = batch::run(&source, records, args.input.jobs, work, write)?;
    if args.stats {
        summary.print(&tally);
    }
    Ok(tally.exit_status(all_unique))
}
