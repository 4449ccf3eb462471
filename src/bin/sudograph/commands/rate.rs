//! `sudograph rate`: each puzzle's difficulty on the simplest-first path.

use std::fmt::Write as _;
use std::io;

use clap::Args;
use sudograph::io::Record;
use sudograph::trace::json::ResultRecord;

use sudograph::trace::Outcome;

use super::explain::{Format, Options, explainer, json_line, run_lines, timeout_note};

/// Rate each puzzle: the hardest step on its simplest-first path, the level, and the steps of
/// each technique.
///
/// One line per input puzzle, in input order: the rating, the level (easy ≤ 1.5, medium ≤ 2.8,
/// hard ≤ 4.0, fiendish ≤ 5.4, extreme above; needs_search for a puzzle solved only with brute
/// force, or when the techniques stall on a puzzle with one solution; several_solutions, or
/// no_solution), then each technique used with its count, e.g. `3.4 hard hidden_single=41
/// naked_single=9 hidden_pair=1`. The rating follows Sudoku Explainer's scale (see
/// docs/rules.md). With `--format json`, one object per puzzle. Default: the families
/// subsets,intersections,fish,direct,chains,wings,uniqueness,forcing,search,als, no bound on subset
/// sizes.
///
/// With `--timeout SECS`, a puzzle whose explanation is not done after SECS seconds prints
/// `unknown` (JSON: `"result":"timeout"`, `"level":"unknown"`, the rating and counts of the
/// steps taken so far), and standard error says where it stopped; the batch goes on. Where a
/// timeout stops depends on the machine and its load.
///
/// Exit status: 0 (whatever the puzzles' levels); 1 when --timeout cut some explanation short;
/// 2 when some input could not be read.
#[derive(Args, Debug)]
pub struct RateArgs {
    #[command(flatten)]
    options: Options,
}

pub fn run(args: &RateArgs) -> io::Result<u8> {
    let config = args.options.config();
    let format = args.options.format;
    let work = |record: &Record| {
        let rated = args.options.limit(explainer(record, config)).rate();
        let mut out = String::new();
        match format {
            Format::Text if rated.outcome == Outcome::Timeout => out.push_str("unknown\n"),
            Format::Text => {
                let _ = write!(out, "{} {}", rated.rating, rated.level.name());
                for (technique, count) in rated.counts.iter() {
                    let _ = write!(out, " {technique}={count}");
                }
                out.push('\n');
            }
            Format::Json => {
                let result = ResultRecord {
                    puzzle: record.index,
                    rated: &rated,
                    state: None,
                };
                json_line(&mut out, &result);
            }
        }
        (out, timeout_note(&rated))
    };
    run_lines(
        &args.options.input,
        format,
        false,
        crate::batch::CHUNK,
        work,
    )
}
