//! `sudograph hint`: the next step for each puzzle or pencilmark state.

use std::fmt::Write as _;
use std::io;

use clap::Args;
use sudograph::io::Record;
use sudograph::trace::json::{ResultRecord, StepRecord};
use sudograph::trace::{Hint, outcome_line};

use super::explain::{Format, Options, explainer, json_line, run_lines};

/// Give the next step for each input: the simplest step at that state.
///
/// One line per input, in input order: the step as `explain` prints it, or, when no step
/// applies, how the explanation ends (solved, stuck, contradiction). Pencilmark states are
/// taken as they are; a puzzle starts from its givens' pencilmarks. With `--format json`, the
/// step's object (`"step": 1`) or the outcome's. Default: every rule family, no bound on subset
/// sizes.
///
/// Exit status: 0, or 2 if some input could not be read.
#[derive(Args, Debug)]
pub struct HintArgs {
    #[command(flatten)]
    options: Options,
}

pub fn run(args: &HintArgs) -> io::Result<u8> {
    let config = args.options.rules.config(None);
    let format = args.options.format;
    let work = |record: &Record| {
        let mut explainer = explainer(record, config);
        let side = record.grid.shape().side();
        let mut out = String::new();
        match (explainer.hint(), format) {
            (Hint::Step(step), Format::Text) => {
                let _ = writeln!(out, "{}", step.display(side));
            }
            (Hint::Step(step), Format::Json) => {
                let line = StepRecord {
                    puzzle: record.index,
                    step: 1,
                    inner: step.view(),
                };
                json_line(&mut out, &line);
            }
            (Hint::Done(_), _) => {
                let end = explainer.engine().to_candidates();
                if let Some(rated) = explainer.rated() {
                    match format {
                        Format::Text => {
                            let _ = writeln!(out, "{}", outcome_line(&rated, &end));
                        }
                        Format::Json => {
                            let result = ResultRecord {
                                puzzle: record.index,
                                rated: &rated,
                                state: Some(&end),
                            };
                            json_line(&mut out, &result);
                        }
                    }
                }
            }
        }
        out
    };
    run_lines(&args.options.input, format, false, work)
}
