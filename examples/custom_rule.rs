//! A rule written outside the crate: the "even cells" of a parity variant, run by the engine and
//! the explainer, and property-tested with the library's public strategies.
//!
//! In this variant some cells are marked even: they hold 2, 4, 6 or 8. The rule removes the
//! odd candidates of a marked cell. It is one file: the rule, one line registering it in a
//! `Config`, and its tests (`cargo test --release --example custom_rule`).
//!
//! ```sh
//! cargo run --release --example custom_rule
//! ```

use std::borrow::Cow;
use std::sync::RwLock;

use sudograph::layout::{House, PosSet};
use sudograph::rules::Removal;
use sudograph::trace::Rating;
use sudograph::{
    Config, Contradiction, CustomContext, CustomRule, Engine, Explainer, NumberSet, Puzzle, Rules,
    Slice,
};

/// Marked cells must hold even numbers.
///
/// A rule is registered once for the program, so what changes from puzzle to puzzle (the
/// marks) lives behind a lock inside it.
#[derive(Debug)]
struct EvenCells {
    name: &'static str,
    /// Row-major, `E` for a marked cell.
    marks: RwLock<Cow<'static, str>>,
}

impl EvenCells {
    /// Marks the cells of `marks` (row-major, `E` for a marked cell) for the next puzzles.
    #[cfg_attr(not(test), allow(dead_code, reason = "the tests mark random grids"))]
    fn set_marks(&self, marks: impl Into<Cow<'static, str>>) {
        *self.marks.write().unwrap_or_else(|e| e.into_inner()) = marks.into();
    }
}

impl CustomRule for EvenCells {
    fn name(&self) -> &'static str {
        self.name
    }

    fn title(&self) -> &'static str {
        "Even cell"
    }

    fn rating(&self) -> Rating {
        Rating::from_tenths(10)
    }

    fn apply(&self, slice: Slice, cx: &mut CustomContext<'_>) -> Result<(), Contradiction> {
        let Slice::House(house) = slice else {
            return Ok(());
        };
        // Rows only: each marked cell is seen once.
        if house.index() >= cx.layout().side() {
            return Ok(());
        }
        let marks = self.marks.read().unwrap_or_else(|e| e.into_inner());
        let odd: NumberSet = (1..=cx.layout().side())
            .step_by(2)
            .map(sudograph::Number::from_value)
            .collect();
        for (pos, &cell) in cx.layout().cells_of(house).iter().enumerate() {
            let marked = marks.as_bytes().get(cell.index()) == Some(&b'E');
            let there = cx.graph().candidates(cell) & odd;
            if marked && !there.is_empty() {
                let cells = PosSet::single(sudograph::layout::Pos::new(pos));
                let removal = Removal {
                    house: House::new(house.index()),
                    cells,
                    numbers: there,
                };
                cx.report(house, cells, there, &[removal]);
            }
        }
        Ok(())
    }
}

/// Top1465 #2, with the even cells of its first five rows marked.
const PUZZLE: &str =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
const MARKS: &str =
    ".E..EE.....E...E.E..E..EEE.......E...E.E.E.......................................";
static EVEN: EvenCells = EvenCells {
    name: "even_cell",
    marks: RwLock::new(Cow::Borrowed(MARKS)),
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let puzzle: Puzzle = PUZZLE.parse()?;
    // One registration line: the rule joins the default families.
    let config = Config::default().with_rule(&EVEN)?;
    println!("rules: {}", config.rules);

    let mut engine = Engine::new(&puzzle);
    engine.propagate(&config)?;
    let stats = engine.stats();
    println!(
        "propagate: {} removals by even cells, {} by all rules",
        stats.removed.custom,
        stats.removed.by_rules()
    );

    let explain = config.with_rules(Rules::EXPLAIN.with(config.rules));
    let trace = Explainer::new(&puzzle).with_config(explain).explain();
    trace.verify()?;
    let side = puzzle.shape().side();
    for step in trace.steps().take(5) {
        println!("{}", step.display(side));
    }
    println!(
        "{}",
        sudograph::trace::outcome_line(trace.rated(), trace.end())
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use sudograph::testing::{check_rule, sound_state};

    /// The rule the property test marks anew for each random grid.
    static RANDOM: EvenCells = EvenCells {
        name: "even_cell_random",
        marks: RwLock::new(Cow::Borrowed("")),
    };

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Sound, independent of job order and monotone on random 9×9 states, alone and with
        /// the built-in rules, its marks where the random solution is even.
        #[test]
        fn even_cells_pass_the_soundness_checks(
            state in sound_state(sudograph::BoxShape::CLASSIC),
            seed: u64,
            alone: bool,
        ) {
            let marks: String = (state.drawn.solution.values.iter())
                .map(|&v| if (v + 1) % 2 == 0 { 'E' } else { '.' })
                .collect();
            RANDOM.set_marks(marks);
            let base = if alone { Rules::NONE } else { Rules::default() };
            let config = Config::default().with_rules(base).with_rule(&RANDOM).unwrap();
            check_rule(&state, &config, seed)?;
        }
    }

    #[test]
    fn the_rule_runs_in_the_engine_and_the_explainer() {
        let puzzle: Puzzle = PUZZLE.parse().unwrap();
        let config = Config::default().with_rule(&EVEN).unwrap();
        let mut engine = Engine::new(&puzzle);
        engine.propagate(&config).unwrap();
        assert!(engine.stats().removed.custom > 0);
        let trace = Explainer::new(&puzzle)
            .with_config(config.with_rules(Rules::EXPLAIN.with(config.rules)))
            .explain();
        trace.verify().unwrap();
        let named = trace.steps().filter(|s| s.technique.name() == "even_cell");
        assert!(named.count() > 0);
        // Without it, the engine's rules are stuck (chains and forcing chains go further);
        // with it, solved.
        let engine_only = Rules::EXPLAIN.without(Rules::EXPLAIN_ONLY);
        let plain = Explainer::new(&puzzle)
            .with_config(Config::default().with_rules(engine_only))
            .explain();
        assert_eq!(plain.outcome(), sudograph::trace::Outcome::Stuck);
        assert_eq!(trace.outcome(), sudograph::trace::Outcome::Solved);
    }

    #[test]
    fn a_marked_cell_loses_its_odd_candidates() {
        let puzzle: Puzzle = PUZZLE.parse().unwrap();
        let config = Config::default()
            .with_rules(Rules::NONE)
            .with_rule(&EVEN)
            .unwrap();
        let mut engine = Engine::new(&puzzle);
        engine.propagate(&config).unwrap();
        for (c, mark) in MARKS.bytes().enumerate() {
            let cell = sudograph::Cell::new(c);
            let odd = engine.candidates(cell).iter().any(|d| d.value() % 2 == 1);
            if mark == b'E' {
                assert!(!odd, "marked cell {c} keeps an odd candidate");
            } else if puzzle.get(cell).is_none() {
                assert!(odd, "unmarked cell {c} lost every odd candidate");
            }
        }
    }
}
