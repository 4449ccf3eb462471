//! The simplest-first driver: an iterator of steps from any state, hints, ratings and traces.

use std::sync::Arc;
use std::time::Instant;

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, Layout, Number, NumberSet};
use crate::propagate::{Engine, NoObserver, SizeMismatch};
use crate::rules::{Config, Contradiction, Reason, Rules};

use super::find::Finder;
use super::found::{Found, effect};
use super::list::{ListOptions, StepList};
use super::outcome::{Counts, Hint, Outcome, Rated};
use super::recorded::Trace;
use super::scale::{Level, Rating};
use super::step::{Step, Steps, Technique};
use super::techniques::Every;
use super::unique::count_on;

mod deadline;
mod write;

/// The most search nodes spent telling, at a stuck ending, whether the puzzle has one
/// solution, several or none ([`Level`]).
pub const STUCK_SEARCH_NODES: u64 = 200_000;

/// Explains a state step by step, applying at each state the simplest step available.
///
/// It is an [`Iterator`] of [`Step`]s; once it returns `None`, [`outcome`](Explainer::outcome)
/// says why. [`hint`](Explainer::hint) gives the next step without applying it,
/// [`rate`](Explainer::rate) runs to the end and rates the path, [`explain`](Explainer::explain)
/// records it as a [`Trace`]. The techniques are the rules of the [`Config`] and the techniques
/// of explanations only its families turn on (default: every family but finned, Franken and
/// mutant fish — [`Rules::EXPLAIN`](crate::Rules::EXPLAIN) — every size). Without the families
/// of explanations only ([`Rules::EXPLAIN_ONLY`](crate::Rules::EXPLAIN_ONLY)), the state
/// reached is the fixpoint `propagate` reaches with the same configuration. A time limit bounds
/// how long it runs ([`with_deadline`](Explainer::with_deadline)), if given.
///
/// # Examples
///
/// ```
/// use sudograph::Puzzle;
/// use sudograph::trace::{Explainer, Level, Outcome, Technique};
///
/// let puzzle: Puzzle =
///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
/// let mut explainer = Explainer::new(&puzzle);
/// let first = explainer.next().expect("a step");
/// assert!(first.technique.is_single());
/// let rest: Vec<_> = explainer.by_ref().collect();
/// assert_eq!(explainer.outcome(), Some(Outcome::Solved));
///
/// let rated = Explainer::new(&puzzle).rate();
/// assert_eq!(rated.level, Level::Easy);
/// assert_eq!(rated.steps(), rest.len() + 1);
/// assert!(rated.counts.get(Technique::HiddenSingle) > 0);
/// # Ok::<(), sudograph::ParseError>(())
/// ```
pub struct Explainer {
    engine: Engine,
    finder: Finder,
    start: Candidates,
    /// The puzzle's givens (by cell index) when it started from a puzzle or a pencilmark state
    /// written with `+`; `None` from another pencilmark state, where a settled cell counts as
    /// given.
    givens: Option<Vec<bool>>,
    /// The cells settled at the start, when the givens are known: the givens, and the cells a
    /// pencilmark state writes `+` (placed).
    settled: Option<Vec<bool>>,
    removals: Vec<(Cell, Number, Reason)>,
    /// The step found and not yet applied (after a hint).
    next: Option<Found>,
    /// Where a step is written before it becomes an owned [`Step`].
    scratch: Steps,
    max: Rating,
    counts: Counts,
    steps: usize,
    outcome: Option<Outcome>,
    /// No step is looked for once this instant has passed ([`Outcome::Timeout`]).
    deadline: Option<Instant>,
}

impl Explainer {
    /// Explains `puzzle` on the standard layout of its shape. The starting state is the givens
    /// with their numbers removed from their peers, as people write pencilmarks.
    pub fn new(puzzle: &Puzzle) -> Explainer {
        Explainer::with_layout(Layout::shared(puzzle.shape()), puzzle)
            .expect("the standard layout has the puzzle's shape")
    }

    /// Explains `puzzle` on `layout` (for variants with extra houses).
    ///
    /// # Errors
    ///
    /// When the puzzle's shape is not the layout's.
    pub fn with_layout(layout: Arc<Layout>, puzzle: &Puzzle) -> Result<Explainer, SizeMismatch> {
        if puzzle.shape().side() != layout.side() {
            return Err(SizeMismatch {
                grid: puzzle.shape().side(),
                layout: layout.side(),
            });
        }
        let start = starting_candidates(&layout, puzzle);
        let engine = Engine::from_candidates_with_layout(layout, &start)?;
        let givens: Vec<bool> = puzzle.cells().iter().map(Option::is_some).collect();
        Ok(Explainer::starting_at(
            engine,
            start,
            Some(givens.clone()),
            Some(givens),
        ))
    }

    /// Explains a pencilmark state as it is, on the standard layout of its shape. A cell with
    /// one candidate that a peer still has is a single waiting to be placed. When the state
    /// knows which cells were given ([`Candidates::origin`]), only the givens and the cells
    /// placed (`+`) count as settled, and the givens are told to the techniques that read them.
    pub fn from_candidates(candidates: &Candidates) -> Explainer {
        Explainer::from_candidates_with_layout(Layout::shared(candidates.shape()), candidates)
            .expect("the standard layout has the state's shape")
    }

    /// Explains a pencilmark state on `layout`.
    ///
    /// # Errors
    ///
    /// When the state's shape is not the layout's.
    pub fn from_candidates_with_layout(
        layout: Arc<Layout>,
        candidates: &Candidates,
    ) -> Result<Explainer, SizeMismatch> {
        let engine = Engine::from_candidates_with_layout(layout, candidates)?;
        Ok(match (candidates.givens(), candidates.settled()) {
            (Some(givens), Some(settled)) => {
                Explainer::starting_at(engine, candidates.clone(), Some(givens), Some(settled))
            }
            _ => Explainer::from_engine(engine),
        })
    }

    /// Explains an engine's current state.
    pub fn from_engine(engine: Engine) -> Explainer {
        let start = engine.to_candidates();
        Explainer::starting_at(engine, start, None, None)
    }

    fn starting_at(
        mut engine: Engine,
        start: Candidates,
        givens: Option<Vec<bool>>,
        settled: Option<Vec<bool>>,
    ) -> Explainer {
        let config = Config::default().with_rules(Rules::EXPLAIN);
        let known = settled.as_deref().zip(givens.as_deref());
        Explainer {
            finder: Explainer::finder(config, &mut engine, known),
            start,
            givens,
            settled,
            engine,
            removals: Vec::with_capacity(64),
            next: None,
            scratch: Steps::default(),
            max: Rating::ZERO,
            counts: Counts::default(),
            steps: 0,
            outcome: None,
            deadline: None,
        }
    }

    /// This explainer using only the rules of `config` (rule families and subset sizes; the job
    /// order does not matter here).
    pub fn with_config(mut self, config: Config) -> Explainer {
        let known = self.settled.as_deref().zip(self.givens.as_deref());
        self.finder = Explainer::finder(config, &mut self.engine, known);
        self.next = None;
        self
    }

    /// A finder for `config` at the start, told the cells settled and the givens when they are
    /// known.
    fn finder(config: Config, engine: &mut Engine, known: Option<(&[bool], &[bool])>) -> Finder {
        let mut finder = Finder::new(config, engine);
        if let Some((settled, givens)) = known {
            finder.set_givens(settled.to_vec(), givens.to_vec());
        }
        finder
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        self.finder.config()
    }

    /// The current state.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The current state; from a pencilmark state written with `+`, with its cells' origins
    /// (the givens, the cells placed since, `+`, and the open ones), so that it reads back the
    /// same. From a puzzle or a state without `+`, the candidates only, as `propagate` prints.
    pub fn state(&self) -> Candidates {
        let end = self.engine.to_candidates();
        match (self.start.givens(), &self.givens, &self.settled) {
            (Some(_), Some(givens), Some(settled)) => {
                // Settled at the start, or placed by a step since.
                let placed = self.finder.placed_cells();
                let now: Vec<bool> = (settled.iter().zip(placed))
                    .map(|(&s, &p)| s || p)
                    .collect();
                end.with_origins(givens, &now)
            }
            _ => end,
        }
    }

    /// The state the explanation started from.
    pub fn start(&self) -> &Candidates {
        &self.start
    }

    /// How the explanation ended, once the iterator has returned `None`.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The rating: the hardest step taken, the level and the counts; `None` until the
    /// explanation has ended.
    pub fn rated(&self) -> Option<Rated> {
        self.outcome.map(|_| self.finish())
    }

    /// The next step, without applying it; or how the explanation ends.
    pub fn hint(&mut self) -> Hint {
        match self.find() {
            Some(found) => {
                self.effect(&found);
                Hint::Step(self.step_of(&found))
            }
            None => Hint::Done(self.outcome.unwrap_or(Outcome::Stuck)),
        }
    }

    /// Every step available at the current state, without applying any: every single, and
    /// every pattern of every rule of the configuration — both views of a subset, a fish seen
    /// from either family, the same pattern in two houses, forcing chains of every level once
    /// per conclusion and kind — rated and sorted by rating (the order found among equals).
    /// This is what a person comparing techniques wants to see (HoDoKu's "find all steps");
    /// [`hint`](Explainer::hint) is its first step (see [`list_steps`](Explainer::list_steps)
    /// for when it is not listed itself). At most [`DEFAULT_MAX_STEPS`](super::DEFAULT_MAX_STEPS)
    /// steps, the simplest; [`list_steps`](Explainer::list_steps) says whether some were left
    /// out, and takes other bounds and a choice of techniques.
    ///
    /// Empty when the explanation has ended or the state is solved; when a rule sees a
    /// contradiction, the steps found before it.
    ///
    /// # Examples
    ///
    /// ```
    /// use sudograph::Puzzle;
    /// use sudograph::trace::{Explainer, Hint};
    ///
    /// let puzzle: Puzzle =
    ///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
    /// let mut explainer = Explainer::new(&puzzle);
    /// let all = explainer.all_steps();
    /// assert!(all.len() > 1);
    /// assert!(all.windows(2).all(|w| w[0].rating <= w[1].rating));
    /// let Hint::Step(first) = explainer.hint() else { panic!() };
    /// assert_eq!(first.rating, all[0].rating);
    /// # Ok::<(), sudograph::ParseError>(())
    /// ```
    pub fn all_steps(&mut self) -> Vec<Step> {
        self.list_steps(&ListOptions::default()).steps
    }

    /// The steps available at the current state, as [`all_steps`](Explainer::all_steps) lists
    /// them, of the techniques `options` names (all if none), at most its
    /// [`max_steps`](ListOptions::max_steps): the lowest rated, the first found among equals.
    /// The list says how many steps it left out for that bound, and whether nested forcing
    /// chains stopped at their budget of work.
    ///
    /// Forcing chains are listed from every level (Nishio to nested), each conclusion (the
    /// candidates a step removes in one cell) once per kind of step (contradiction, double,
    /// cell, region), by its simplest chain: lowest rated, then fewest nodes, then first found.
    /// A step is left out (not counted in `unlisted`) when a simpler one of its kind removes
    /// every candidate it removes. So the step [`hint`](Explainer::hint) gives is listed unless
    /// a forcing step rated the same, with fewer nodes, removes what it removes and more; and
    /// at the nested levels, whose budget of work in a list is a tenth of an explanation's, the
    /// list may start higher.
    ///
    /// # Examples
    ///
    /// ```
    /// use sudograph::Puzzle;
    /// use sudograph::trace::{Explainer, ListOptions, Technique};
    ///
    /// let puzzle: Puzzle =
    ///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
    /// let mut explainer = Explainer::new(&puzzle);
    /// let all = explainer.list_steps(&ListOptions::default());
    /// assert!(all.is_complete());
    /// let few = explainer.list_steps(&ListOptions::default().with_max_steps(2));
    /// assert_eq!(few.steps, all.steps[..2]);
    /// assert_eq!(few.unlisted, all.steps.len() - 2);
    /// let singles = ListOptions::default().with_techniques([Technique::HiddenSingle]);
    /// let hidden = explainer.list_steps(&singles).steps;
    /// assert!(hidden.iter().all(|s| s.technique == Technique::HiddenSingle));
    /// # Ok::<(), sudograph::ParseError>(())
    /// ```
    pub fn list_steps(&mut self, options: &ListOptions) -> StepList {
        if self.outcome.is_some() || self.engine.contradiction().is_some() {
            return StepList::default();
        }
        let every = Every {
            max: options.max_steps(),
            techniques: options.techniques(),
            nested_budget: options.nested_budget(),
            deadline: self.deadline,
            ..Every::default()
        };
        let mut found = Vec::new();
        // A contradiction ends the list; `hint` reports it.
        let _ = self.finder.find_all(&mut self.engine, &every, &mut found);
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        for (step, removals) in &found {
            effect(
                self.engine.layout(),
                self.engine.graph(),
                step,
                removals,
                self.finder.patterns(),
                self.finder.naked,
                &mut self.removals,
            );
            self.write_step(step, &mut scratch);
        }
        let mut steps: Vec<Step> = scratch.iter().map(|s| s.to_step()).collect();
        self.scratch = scratch;
        // The next hint's removals were overwritten: find it again when asked.
        self.next = None;
        steps.sort_by_key(|s| s.rating);
        StepList {
            steps,
            unlisted: every.unlisted.get(),
            budget_hit: every.budget_hit.get(),
            timed_out: every.timed_out.get(),
        }
    }

    /// Runs to the end and rates the path, without recording the steps.
    pub fn rate(mut self) -> Rated {
        while let Some(found) = self.find() {
            let cause = self.effect(&found);
            self.commit(found, cause);
        }
        self.finish()
    }

    /// Runs to the end and records every step.
    pub fn explain(mut self) -> Trace {
        let mut steps = Steps::default();
        while let Some(found) = self.find() {
            let cause = self.effect(&found);
            self.write_step(&found, &mut steps);
            self.commit(found, cause);
        }
        let rated = self.finish();
        Trace {
            layout: Arc::clone(self.engine.layout()),
            end: self.state(),
            start: self.start,
            givens: self.givens,
            steps,
            rated,
        }
    }

    /// The rating at the end (the iterator has returned `None`, so the outcome is known).
    fn finish(&self) -> Rated {
        let outcome = self.outcome.unwrap_or(Outcome::Stuck);
        let mut level = Level::of(self.max, outcome.ending());
        if outcome == Outcome::Solved && self.counts.get(Technique::BruteForce) > 0 {
            // Logic alone did not get there.
            level = Level::NeedsSearch;
        }
        if outcome == Outcome::Stuck {
            // Whether search is needed or the puzzle has several solutions (or none): a count
            // up to two, bounded.
            let end = self.engine.to_candidates();
            let count = count_on(self.engine.layout(), &end, STUCK_SEARCH_NODES);
            level = match (count.count, count.limit) {
                (2.., _) => Level::SeveralSolutions,
                (0, None) => Level::NoSolution,
                _ => Level::NeedsSearch,
            };
        }
        Rated {
            outcome,
            rating: self.max,
            level,
            counts: self.counts,
        }
    }

    /// The next step to take, found (or taken from a hint); sets the outcome when there is none.
    fn find(&mut self) -> Option<Found> {
        if self.outcome.is_some() {
            return None;
        }
        if let Some(found) = self.next {
            return Some(found);
        }
        if let Some(&contradiction) = self.engine.contradiction() {
            self.end_with_contradiction(contradiction);
            return None;
        }
        if self.end_at_deadline() {
            return None;
        }
        match self.finder.find(&mut self.engine) {
            Ok(Some(found)) => {
                self.next = Some(found);
                Some(found)
            }
            Ok(None) => {
                self.outcome = Some(if self.engine.is_solved() {
                    Outcome::Solved
                } else {
                    Outcome::Stuck
                });
                None
            }
            Err(contradiction) => {
                self.end_with_contradiction(contradiction);
                None
            }
        }
    }

    fn end_with_contradiction(&mut self, contradiction: Contradiction) {
        self.outcome = Some(Outcome::Contradiction {
            contradiction,
            after: self.steps,
        });
    }

    /// Lists what `found` removes (in `self.removals`); returns the reason a contradiction
    /// would name.
    fn effect(&mut self, found: &Found) -> Reason {
        effect(
            self.engine.layout(),
            self.engine.graph(),
            found,
            self.finder.removals(),
            self.finder.patterns(),
            self.finder.naked,
            &mut self.removals,
        )
    }

    /// Applies `found`, whose removals [`Explainer::effect`] listed, through the engine's one
    /// writer.
    fn commit(&mut self, found: Found, cause: Reason) {
        self.next = None;
        self.steps += 1;
        self.max = self.max.max(found.rating);
        self.counts.add(found.technique);
        self.finder.placed_by(self.engine.layout(), &found);
        let result = self
            .engine
            .remove_all(&self.removals, cause, &mut NoObserver);
        if let Err(contradiction) = result {
            self.end_with_contradiction(contradiction);
        }
    }

    /// The step for `found` as an owned value.
    fn step_of(&mut self, found: &Found) -> Step {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        self.write_step(found, &mut scratch);
        let step = scratch.get(0).to_step();
        self.scratch = scratch;
        step
    }
}

impl Iterator for Explainer {
    type Item = Step;

    /// Finds the simplest step at the current state, applies it and returns it; `None` once no
    /// step applies (see [`Explainer::outcome`]).
    fn next(&mut self) -> Option<Step> {
        let found = self.find()?;
        let cause = self.effect(&found);
        let step = self.step_of(&found);
        self.commit(found, cause);
        Some(step)
    }
}

/// The pencilmarks of `puzzle` on `layout`: each given alone in its cell and gone from its
/// peers, every number elsewhere. A puzzle of another size than the layout's keeps every
/// candidate but its givens' (there are no peers to speak of).
pub fn starting_candidates(layout: &Layout, puzzle: &Puzzle) -> Candidates {
    let mut state = Candidates::from(puzzle);
    if puzzle.cells().len() != layout.cells() {
        return state;
    }
    for (c, given) in puzzle.cells().iter().enumerate() {
        if let Some(d) = *given {
            for peer in layout.peers(Cell::new(c)).iter() {
                state.set(peer, state.get(peer) - NumberSet::single(d));
            }
        }
    }
    state
}
