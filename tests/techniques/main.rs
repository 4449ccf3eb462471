//! Chains, colours, wings, forcing chains, uniqueness and templates on small pencilmark states: each technique lists
//! the eliminations worked out by hand below, the checker accepts every step listed, a broken
//! pattern gives no step, and the checker rejects a tampered chain or a mislabelled uniqueness
//! step.
//!
//! Every state starts from a full grid (every number in every cell) and only pins what its
//! pattern needs: a few cells' candidates, and a number's places in a few houses (a strong link
//! is a number left in two places of a house). All other cells keep nine candidates, so the
//! only strong links are the pattern's, and the cells seeing both ends of a chain are easy to
//! list. Each state keeps the solution `SOLUTION` (checked by `Marks::done`). Cells are written
//! r1c1..r9c9. Uniqueness steps need a state with one solution: theirs are recorded from
//! explanations (see below).

use sudograph::search::Solver;
use sudograph::trace::{Explainer, Link, Node, Problem, Rating, Step, Technique, verify};
use sudograph::{BoxShape, Candidates, Cell, Config, Layout, Number, NumberSet, Rules};

#[path = "../common/cli.rs"]
mod cli;

mod als;
mod als_overlap;
mod avoidable;
mod chains;
mod colours;
mod forcing;
mod franken;
mod grouped;
mod grouped_als;
mod locked;
mod multi_colours;
mod templates;
mod two_links;
mod uniqueness;
mod uniqueness_listing;

/// A solution every state below keeps, row by row:
///
/// ```text
/// 5 3 4 | 6 7 8 | 9 1 2
/// 6 7 2 | 1 9 5 | 3 4 8
/// 1 9 8 | 3 4 2 | 5 6 7
/// ------+-------+------
/// 8 5 9 | 7 6 1 | 4 2 3
/// 4 2 6 | 8 5 3 | 7 9 1
/// 7 1 3 | 9 2 4 | 8 5 6
/// ------+-------+------
/// 9 6 1 | 5 3 7 | 2 8 4
/// 2 8 7 | 4 1 9 | 6 3 5
/// 3 4 5 | 2 8 6 | 1 7 9
/// ```
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn cell(name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    Cell::new((r - 1) * 9 + c - 1)
}

fn number(value: usize) -> Number {
    Number::from_value(value)
}

fn numbers(digits: &str) -> NumberSet {
    digits
        .chars()
        .map(|d| number(d.to_digit(10).unwrap() as usize))
        .collect()
}

fn row(r: usize) -> Vec<Cell> {
    (1..=9).map(|c| cell(&format!("r{r}c{c}"))).collect()
}

fn col(c: usize) -> Vec<Cell> {
    (1..=9).map(|r| cell(&format!("r{r}c{c}"))).collect()
}

/// Box `b` (1 to 9, row by row).
fn boxed(b: usize) -> Vec<Cell> {
    let (r0, c0) = (3 * ((b - 1) / 3), 3 * ((b - 1) % 3));
    (0..9)
        .map(|i| Cell::new((r0 + i / 3) * 9 + c0 + i % 3))
        .collect()
}

/// A pencilmark state under construction, from a full grid.
struct Marks(Candidates);

impl Marks {
    fn new() -> Marks {
        Marks(Candidates::full(BoxShape::CLASSIC))
    }

    /// Sets the candidates of cells.
    fn cells(mut self, cells: &[(&str, &str)]) -> Marks {
        for &(name, digits) in cells {
            self.0.set(cell(name), numbers(digits));
        }
        self
    }

    /// Leaves number `d` in `house` only at `keep`.
    fn only(mut self, d: usize, house: Vec<Cell>, keep: &[&str]) -> Marks {
        let keep: Vec<Cell> = keep.iter().map(|&k| cell(k)).collect();
        for c in house.into_iter().filter(|c| !keep.contains(c)) {
            let mut set = self.0.get(c);
            set.remove(number(d));
            self.0.set(c, set);
        }
        self
    }

    /// Gives `name` the number `d` back (a third place that breaks a strong link).
    fn add(mut self, name: &str, d: usize) -> Marks {
        let mut set = self.0.get(cell(name));
        set.insert(number(d));
        self.0.set(cell(name), set);
        self
    }

    /// The state, which must still hold the solution.
    fn done(self) -> Candidates {
        for (i, d) in SOLUTION.chars().enumerate() {
            let value = number(d.to_digit(10).unwrap() as usize);
            assert!(
                self.0.get(Cell::new(i)).contains(value),
                "cell {i} lost {d}"
            );
        }
        self.0
    }
}

/// Every step available at `state` with the families `rules`, each passing the checker.
fn steps(state: &Candidates, rules: Rules) -> Vec<Step> {
    let config = Config::default().with_rules(rules);
    let all = Explainer::from_candidates(state)
        .with_config(config)
        .all_steps();
    let layout = Layout::new(BoxShape::CLASSIC);
    for step in &all {
        if let Err(rejection) = verify(&layout, state, [step]) {
            panic!("{}: {rejection}", step.display(9));
        }
    }
    all
}

/// The steps of `technique`.
fn of(steps: &[Step], technique: Technique) -> Vec<&Step> {
    steps.iter().filter(|s| s.technique == technique).collect()
}

/// Eliminations as the steps list them: (cell, number), sorted by number then cell.
fn elims(list: &[(&str, usize)]) -> Vec<(Cell, Number)> {
    let mut out: Vec<(Cell, Number)> = list.iter().map(|&(c, d)| (cell(c), number(d))).collect();
    out.sort_by_key(|&(c, d)| (d, c));
    out
}

/// The step of `technique` removing exactly `expected`, rated `tenths`; panics listing the
/// steps of that technique when there is none.
fn expect(steps: &[Step], technique: Technique, tenths: u16, expected: &[(&str, usize)]) -> Step {
    let wanted = elims(expected);
    let found = of(steps, technique);
    let Some(step) = found.iter().find(|s| s.eliminations == wanted) else {
        let listed: Vec<String> = found.iter().map(|s| s.display(9).to_string()).collect();
        panic!("no {technique} removing {expected:?}; listed: {listed:#?}");
    };
    assert_eq!(
        step.rating,
        Rating::from_tenths(tenths),
        "{}",
        step.display(9)
    );
    (*step).clone()
}

/// The step of `technique` printed as `text`, rated `tenths`; panics listing the steps of that
/// technique when there is none.
fn listed(steps: &[Step], technique: Technique, tenths: u16, text: &str) -> Step {
    let found = of(steps, technique);
    let Some(step) = found.iter().find(|s| s.display(9).to_string() == text) else {
        let listed: Vec<String> = found.iter().map(|s| s.display(9).to_string()).collect();
        panic!("no {technique} printed {text:?}; listed: {listed:#?}");
    };
    assert_eq!(step.rating, Rating::from_tenths(tenths), "{text}");
    (*step).clone()
}

/// Steps of each of `techniques` at `state` with `rules`: none.
fn assert_none(state: &Candidates, rules: Rules, techniques: &[Technique]) {
    let all = steps(state, rules);
    for &t in techniques {
        let found: Vec<String> = of(&all, t)
            .iter()
            .map(|s| s.display(9).to_string())
            .collect();
        assert!(found.is_empty(), "{t} in a broken pattern: {found:#?}");
    }
}
