//! `sudograph hint`: the next step for each puzzle or pencilmark state.

use std::fmt::Write as _;
use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};

use clap::Args;
use sudograph::io::Record;
use sudograph::trace::json::{ResultRecord, StepRecord};
use sudograph::trace::{
    DEFAULT_MAX_STEPS, Hint, ListOptions, Step, StepList, Technique, outcome_line,
};
use sudograph::{Layout, Rules};

use super::explain::{Format, Options, explainer, json_line, run_lines, timeout_note};

/// Give the next step for each input: the simplest step at that state.
///
/// One line per input, in input order: the step as `explain` prints it, or, when no step
/// applies, how the explanation ends (solved, stuck, contradiction). Pencilmark states are
/// taken as they are; a puzzle starts from its givens' pencilmarks. With `--format json`, the
/// step's object (`"step": 1`) or the outcome's. Default: the families
/// subsets,intersections,fish,direct,chains,wings,uniqueness,forcing,search,als, no bound on subset
/// or fish sizes.
///
/// `--level 1` gives only the step's technique (`Hidden pair`), `--level 2` also where it is
/// (`Hidden pair in row 4: r4c1 r4c5`), as people ask for hints a little at a time; in JSON the
/// fields `technique` and `rating`, then `houses` and `cells`.
///
/// With `--all`, every step available at the state instead, one a line, by rating (both views
/// of a subset, a fish seen from either family, a pattern in each house it lies in, forcing
/// chains of every level once per conclusion and kind, by their simplest chain), then an empty
/// line; in JSON, one object each, numbered from 1. `--technique` keeps only the steps of the
/// techniques named (forcing chains: the simplest of those named for each conclusion, so
/// naming a level lists its steps even where a simpler level concludes the same), and turns on
/// their families when `--rules` is not given (`--technique hidden_rectangle` needs no
/// `--rules …,uniqueness_extra`; a uniqueness technique named lists HoDoKu's rectangles
/// missing a candidate too). A state with no step prints how the explanation ends, as
/// without `--all`.
///
/// `--max-steps N` (default 10000) lists at most N steps, the lowest rated; memory stays
/// bounded by it. A list left incomplete — steps left out for the bound, forcing chains
/// stopped at their bound of work or memory, or the time limit passed (see below) — ends with a
/// line `Truncated: …` (JSON: an object
/// `{"puzzle":P,"truncated":true,"listed":N,"unlisted":K,"budget_hit":B}`, with
/// `"timed_out":true` after it for the time limit), and a summary goes to standard error at the
/// end.
///
/// With `--timeout SECS`, the search for a step stops after SECS seconds: no step is looked for
/// once they have passed (prints `Time limit reached after 0 steps …`; JSON `"result":"timeout"`,
/// `"level":"unknown"`), and with `--all` no further technique, nor level of forcing chains, is
/// asked (one asked is asked to the end), the list ending with `Truncated: …`; standard error
/// says which inputs it stopped. Where a timeout stops depends on the machine and its load.
///
/// Exit status: 0; 1 when --timeout cut some hint or list short; 2 when some input could not be
/// read.
#[derive(Args, Debug)]
pub struct HintArgs {
    #[command(flatten)]
    options: Options,

    /// List every step available at each state, not only the simplest.
    #[arg(long)]
    all: bool,

    /// With --all, only the steps of these techniques, comma-separated, named as in JSON
    /// output (e.g. x_wing,swordfish,naked_pair).
    #[arg(long, value_name = "NAMES", value_delimiter = ',', requires = "all")]
    technique: Vec<Technique>,

    /// With --all, the most steps listed per state, the lowest rated (the rest are counted,
    /// and the list says it was truncated).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_STEPS as u64, requires = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    max_steps: u64,

    /// With --all, the potentials the nested forcing chains may derive in each level's search
    /// (default: 3000000, a tenth of an explanation's). On hard states the list usually
    /// reaches it and says so (`Truncated: forcing chains stopped …`); a larger budget lists
    /// more of the nested steps, at the cost of time.
    #[arg(long, value_name = "N", requires = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    nested_budget: Option<u64>,

    /// How much of the step to give, as people ask for hints: 1 the technique only, 2 also
    /// where (its houses and cells), 3 the whole step.
    #[arg(long, value_name = "1|2|3", default_value_t = 3, conflicts_with = "all",
          value_parser = clap::value_parser!(u8).range(1..=3))]
    level: u8,
}

/// A step told in part (`--level 1` or `2`), for JSON.
#[derive(serde::Serialize)]
struct PartialStep {
    puzzle: usize,
    step: usize,
    technique: &'static str,
    rating: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    houses: Option<Vec<usize>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<usize>>,
}

/// What an incomplete `hint --all` list says after its steps, in JSON.
#[derive(serde::Serialize)]
struct Truncated {
    puzzle: usize,
    truncated: bool,
    listed: usize,
    unlisted: usize,
    budget_hit: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    timed_out: bool,
}

/// Writes `list`'s steps for record `puzzle`, then what it left out if anything (text: a
/// `Truncated:` line, then the empty line ending the list).
fn write_list(
    out: &mut String,
    list: &StepList,
    puzzle: usize,
    format: Format,
    layout: &Layout,
    max: usize,
) {
    for (i, step) in list.steps.iter().enumerate() {
        match format {
            Format::Text => {
                let _ = writeln!(out, "{}", step.display(layout));
            }
            Format::Json => {
                let line = StepRecord {
                    puzzle,
                    step: i + 1,
                    inner: step.view(),
                };
                json_line(out, &line);
            }
        }
    }
    match format {
        Format::Text => {
            if list.unlisted > 0 {
                let _ = writeln!(
                    out,
                    "Truncated: {} more steps not listed (--max-steps {max})",
                    list.unlisted
                );
            }
            if list.budget_hit {
                let _ = writeln!(
                    out,
                    "Truncated: forcing chains stopped at their bound of work or memory; steps of \
                     those levels may be missing"
                );
            }
            if list.timed_out {
                let _ = writeln!(
                    out,
                    "Truncated: the time limit (--timeout) passed; steps of the techniques not \
                     asked by then are missing"
                );
            }
            out.push('\n');
        }
        Format::Json if !list.is_complete() => {
            let line = Truncated {
                puzzle,
                truncated: true,
                listed: list.steps.len(),
                unlisted: list.unlisted,
                budget_hit: list.budget_hit,
                timed_out: list.timed_out,
            };
            json_line(out, &line);
        }
        Format::Json => {}
    }
}

/// The step told up to `level`: its technique (1), then where (2), in text.
fn partial_text(step: &Step, level: u8, layout: &Layout) -> String {
    let side = layout.side();
    let title = step.technique.title();
    if level == 1 {
        return title.to_string();
    }
    let houses: Vec<String> = step.houses.iter().map(|&h| layout.house_name(h)).collect();
    let cells: Vec<String> = step
        .cells
        .iter()
        .map(|c| c.display(side).to_string())
        .collect();
    format!("{title} in {}: {}", houses.join(", "), cells.join(" "))
}

pub fn run(args: &HintArgs) -> io::Result<u8> {
    let mut config = args.options.config();
    // Naming a technique turns its family on when `--rules` does not say (Franken fish,
    // Hidden Rectangles, … are off by default), and a uniqueness technique HoDoKu's forms of it
    // too (a rectangle missing a candidate); `--no-uniqueness` still holds.
    if args.options.rules.rules.is_none() {
        let family = |t: &Technique| match t.family() {
            Rules::UNIQUENESS => Rules::UNIQUENESS_EXTRA,
            other => other,
        };
        let mut named = (args.technique.iter()).fold(Rules::NONE, |r, t| r.with(family(t)));
        if args.options.no_uniqueness {
            named = named.without(Rules::UNIQUENESS);
        }
        config = config.with_rules(config.rules.with(named));
    }
    let format = args.options.format;
    let max = usize::try_from(args.max_steps).unwrap_or(usize::MAX);
    let mut options = ListOptions::default()
        .with_max_steps(max)
        .with_techniques(args.technique.iter().copied());
    if let Some(budget) = args.nested_budget {
        options = options.with_nested_budget(budget);
    }
    // Lists left incomplete, steps left out for --max-steps, lists cut short by the nested
    // forcing chains' budget, lists stopped by --timeout, over the run.
    let (incomplete, unlisted, budget, timed_out) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    let work = |record: &Record| {
        let mut explainer = args.options.limit(explainer(record, config));
        let layout = crate::input::checked_layout(record);
        let mut out = String::new();
        let mut note = None;
        if args.all {
            let list = explainer.list_steps(&options);
            // Nothing of the techniques named, where some step applies: an empty list.
            if !list.steps.is_empty() || matches!(explainer.hint(), Hint::Step(_)) {
                if !list.is_complete() {
                    incomplete.fetch_add(1, Ordering::Relaxed);
                    unlisted.fetch_add(list.unlisted, Ordering::Relaxed);
                    budget.fetch_add(usize::from(list.budget_hit), Ordering::Relaxed);
                    timed_out.fetch_add(usize::from(list.timed_out), Ordering::Relaxed);
                }
                write_list(&mut out, &list, record.index, format, &layout, max);
                let note = list.timed_out.then(|| {
                    let n = list.steps.len();
                    format!("time limit reached while listing steps ({n} listed)")
                });
                return (out, note);
            }
        }
        match (explainer.hint(), format) {
            (Hint::Step(step), Format::Text) if args.level < 3 => {
                let _ = writeln!(out, "{}", partial_text(&step, args.level, &layout));
            }
            (Hint::Step(step), Format::Json) if args.level < 3 => {
                let indices = |v: Vec<usize>| (args.level >= 2).then_some(v);
                let line = PartialStep {
                    puzzle: record.index,
                    step: 1,
                    technique: step.technique.name(),
                    rating: step.rating.value(),
                    houses: indices(step.houses.iter().map(|h| h.index()).collect()),
                    cells: indices(step.cells.iter().map(|c| c.index()).collect()),
                };
                json_line(&mut out, &line);
            }
            (Hint::Step(step), Format::Text) => {
                let _ = writeln!(out, "{}", step.display(&layout));
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
                let end = explainer.state();
                if let Some(rated) = explainer.rated() {
                    note = timeout_note(&rated);
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
        (out, note)
    };
    // A list can run to megabytes (forcing chains with nested chains): hold few at a time.
    let chunk = if args.all {
        2 * args.options.input.jobs
    } else {
        crate::batch::CHUNK
    };
    let status = run_lines(&args.options.input, format, false, chunk, work)?;
    let incomplete = incomplete.into_inner();
    if incomplete > 0 {
        let budget = budget.into_inner();
        let mut budget = if budget > 0 {
            format!(
                "; {budget} cut short by the forcing chains' bound of work or memory (raise \
                 --nested-budget to list more nested steps)"
            )
        } else {
            String::new()
        };
        let timed_out = timed_out.into_inner();
        if timed_out > 0 {
            let _ = write!(budget, "; {timed_out} stopped by --timeout");
        }
        note!(
            "sudograph: hint --all: {incomplete} list(s) truncated: {} step(s) not listed for \
             --max-steps {max} (raise it to list them){budget}",
            unlisted.into_inner(),
        );
    }
    Ok(status)
}
