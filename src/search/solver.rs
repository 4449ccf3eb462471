//! The solver: a resumable depth-first search over saved engine states.

use std::ops::ControlFlow;

use crate::io::{Candidates, Puzzle};
use crate::layout::{Cell, CellSet, Number};
use crate::propagate::{Engine, NoObserver, Observer, Snapshot, Stats};
use crate::rules::{Config, Reason};

use super::branch;
use super::limits::{LimitReached, Limits};

/// Searches for the solutions of a puzzle or candidate state.
///
/// # Examples
///
/// ```
/// use sudograph::Puzzle;
/// use sudograph::search::{Outcome, Solver};
///
/// let puzzle: Puzzle =
///     "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3".parse()?;
/// let solver = Solver::new(&puzzle);
/// let Outcome::Unique(solution) = solver.solve() else { panic!("one solution") };
/// assert!(!solution.to_string().contains('.'));
/// assert_eq!(solver.count(10).count, 1);
///
/// let open: Puzzle = ".".repeat(16).parse()?;
/// assert_eq!(Solver::new(&open).count(1000).count, 288, "every 4×4 grid");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Solver {
    start: Engine,
    config: Config,
    limits: Limits,
}

/// What [`Solver::solve`] found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique(Puzzle),
    /// Several solutions; the first two found.
    Several(Puzzle, Puzzle),
    /// A limit stopped the search before it could tell; the solution found so far, if any.
    Unknown {
        /// The limit.
        limit: LimitReached,
        /// The first solution, if one was found.
        found: Option<Puzzle>,
    },
}

/// A count of solutions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Count {
    /// Solutions found.
    pub count: u64,
    /// The limit that stopped the count, if any: the count is then a lower bound.
    pub limit: Option<LimitReached>,
}

/// Why a search stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stop {
    /// Every branch was explored.
    Exhausted,
    /// The solution observer asked to stop.
    Observer,
    /// A limit was reached.
    Limit(LimitReached),
}

/// What a search did.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SearchStats {
    /// Nodes visited: states propagated.
    pub nodes: u64,
    /// Guesses: first branches taken.
    pub guesses: u64,
    /// The deepest stack of guesses.
    pub max_depth: usize,
    /// The engine's counters: jobs run, removals by rule (guesses included).
    pub engine: Stats,
}

/// The result of [`Solver::search`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Report {
    /// Solutions reported to the observer.
    pub solutions: u64,
    /// Why the search stopped.
    pub stop: Stop,
    /// What it did.
    pub stats: SearchStats,
}

impl Solver {
    /// A solver for `puzzle` on its standard layout, with the default search configuration
    /// (singles and intersections) and no limit.
    pub fn new(puzzle: &Puzzle) -> Solver {
        Solver::from_engine(Engine::new(puzzle))
    }

    /// A solver for a candidate state.
    pub fn from_candidates(candidates: &Candidates) -> Solver {
        Solver::from_engine(Engine::from_candidates(candidates))
    }

    /// A solver starting from any engine state (a variant layout, a state changed by hand).
    pub fn from_engine(start: Engine) -> Solver {
        Solver {
            start,
            config: Solver::default_config(),
            limits: Limits::default(),
        }
    }

    /// The default configuration for search: singles and intersections.
    pub fn default_config() -> Config {
        Config::default().with_max_size(Some(1))
    }

    /// This solver propagating with `config` at each node.
    pub fn with_config(mut self, config: Config) -> Solver {
        self.config = config;
        self
    }

    /// This solver bounded by `limits`.
    pub fn with_limits(mut self, limits: Limits) -> Solver {
        self.limits = limits;
        self
    }

    /// The configuration used at each node.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// Searches, telling `on_solution` about each solution in a deterministic order and
    /// `observer` about every change (removals, values set, contradictions, backtracking).
    ///
    /// `on_solution` may stop the search with [`ControlFlow::Break`].
    pub fn search<O: Observer>(
        &self,
        observer: &mut O,
        mut on_solution: impl FnMut(&Puzzle) -> ControlFlow<()>,
    ) -> Report {
        let mut dfs = Dfs::new(self);
        let mut solutions = 0;
        let stop = loop {
            if self
                .limits
                .max_solutions
                .is_some_and(|max| solutions >= max)
            {
                break Stop::Limit(LimitReached::Solutions);
            }
            match dfs.next(observer) {
                Event::Solution(p) => {
                    solutions += 1;
                    if on_solution(&p).is_break() {
                        break Stop::Observer;
                    }
                }
                Event::Exhausted => break Stop::Exhausted,
                Event::Limit(limit) => break Stop::Limit(limit),
            }
        };
        Report {
            solutions,
            stop,
            stats: dfs.stats(),
        }
    }

    /// Finds whether there are none, one or several solutions (searching for two).
    pub fn solve(&self) -> Outcome {
        self.solve_with_stats().0
    }

    /// [`solve`](Solver::solve), with what the search did.
    pub fn solve_with_stats(&self) -> (Outcome, SearchStats) {
        let mut found = Vec::with_capacity(2);
        let report = self.search(&mut NoObserver, |p| {
            found.push(p.clone());
            if found.len() == 2 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        let mut found = found.into_iter();
        let outcome = match (report.stop, found.next(), found.next()) {
            (_, Some(a), Some(b)) => Outcome::Several(a, b),
            (Stop::Exhausted, Some(a), None) => Outcome::Unique(a),
            (Stop::Exhausted, None, _) => Outcome::None,
            (Stop::Limit(limit), first, _) => Outcome::Unknown {
                limit,
                found: first,
            },
            (Stop::Observer, _, _) => unreachable!("the observer stops only at two solutions"),
        };
        (outcome, report.stats)
    }

    /// Counts solutions, stopping at `limit` (the count is then `limit` with
    /// [`LimitReached::Solutions`]).
    pub fn count(&self, limit: u64) -> Count {
        self.count_with_stats(limit).0
    }

    /// [`count`](Solver::count), with what the search did.
    pub fn count_with_stats(&self, limit: u64) -> (Count, SearchStats) {
        let max = self.limits.max_solutions.map_or(limit, |m| m.min(limit));
        let bounded = self.clone().with_limits(Limits {
            max_solutions: Some(max),
            ..self.limits.clone()
        });
        let report = bounded.search(&mut NoObserver, |_| ControlFlow::Continue(()));
        let count = Count {
            count: report.solutions,
            limit: match report.stop {
                Stop::Limit(l) => Some(l),
                _ => None,
            },
        };
        (count, report.stats)
    }

    /// Whether the puzzle has exactly one solution.
    ///
    /// # Errors
    ///
    /// The limit reached before the answer was known.
    pub fn is_unique(&self) -> Result<bool, LimitReached> {
        match self.solve() {
            Outcome::Unique(_) => Ok(true),
            Outcome::None | Outcome::Several(..) => Ok(false),
            Outcome::Unknown { limit, .. } => Err(limit),
        }
    }

    /// Every solution, lazily, in a deterministic order.
    pub fn solutions(&self) -> Solutions {
        Solutions {
            dfs: Dfs::new(self),
            max: self.limits.max_solutions,
            found: 0,
            limit: None,
            done: false,
        }
    }
}

/// The solutions of a [`Solver`], found one at a time.
///
/// When the iterator ends, [`limit`](Solutions::limit) tells whether a limit cut it short.
#[derive(Debug)]
pub struct Solutions {
    dfs: Dfs,
    max: Option<u64>,
    found: u64,
    limit: Option<LimitReached>,
    done: bool,
}

impl Solutions {
    /// The limit that ended the iteration, if one did.
    pub fn limit(&self) -> Option<LimitReached> {
        self.limit
    }

    /// What the search did so far.
    pub fn stats(&self) -> SearchStats {
        self.dfs.stats()
    }
}

impl Iterator for Solutions {
    type Item = Puzzle;

    fn next(&mut self) -> Option<Puzzle> {
        if self.done {
            return None;
        }
        if self.max.is_some_and(|m| self.found >= m) {
            self.limit = Some(LimitReached::Solutions);
            self.done = true;
            return None;
        }
        match self.dfs.next(&mut NoObserver) {
            Event::Solution(p) => {
                self.found += 1;
                Some(p)
            }
            Event::Exhausted => {
                self.done = true;
                None
            }
            Event::Limit(l) => {
                self.limit = Some(l);
                self.done = true;
                None
            }
        }
    }
}

enum Event {
    Solution(Puzzle),
    Exhausted,
    Limit(LimitReached),
}

/// The search state: the working engine, the guesses on the current path, a saved state per
/// guess.
#[derive(Debug)]
struct Dfs {
    engine: Engine,
    config: Config,
    limits: Limits,
    /// The guesses on the path to the current node, each taken as its first branch.
    path: Vec<(Cell, Number)>,
    /// `saved[i]`: the state before guess `i`; kept when the path shrinks, to be reused.
    saved: Vec<Snapshot>,
    /// Scratch space for the branching choice.
    open: CellSet,
    fewest: CellSet,
    nodes: u64,
    guesses: u64,
    max_depth: usize,
    done: bool,
}

impl Dfs {
    fn new(solver: &Solver) -> Dfs {
        Dfs {
            engine: solver.start.clone(),
            config: solver.config,
            limits: solver.limits.clone(),
            path: Vec::new(),
            saved: Vec::new(),
            open: CellSet::with_capacity(solver.start.layout().cells()),
            fewest: CellSet::with_capacity(solver.start.layout().cells()),
            nodes: 0,
            guesses: 0,
            max_depth: 0,
            done: false,
        }
    }

    fn stats(&self) -> SearchStats {
        SearchStats {
            nodes: self.nodes,
            guesses: self.guesses,
            max_depth: self.max_depth,
            engine: *self.engine.stats(),
        }
    }

    /// Runs until the next solution, the end, or a limit.
    fn next<O: Observer>(&mut self, observer: &mut O) -> Event {
        while !self.done {
            if let Some(limit) = self.limits.check(self.nodes) {
                return Event::Limit(limit);
            }
            self.nodes += 1;
            if self.engine.propagate_with(&self.config, observer).is_err() {
                self.backtrack(observer);
                continue;
            }
            match branch::choose(
                self.engine.layout(),
                self.engine.graph(),
                &mut self.open,
                &mut self.fewest,
            ) {
                Some((cell, number)) => self.guess(cell, number, observer),
                None => {
                    let solution = self.engine.is_solved().then(|| self.engine.to_puzzle());
                    self.backtrack(observer);
                    if let Some(solution) = solution {
                        return Event::Solution(solution);
                    }
                }
            }
        }
        Event::Exhausted
    }

    /// Saves the state and takes the first branch: `number` in `cell`.
    fn guess<O: Observer>(&mut self, cell: Cell, number: Number, observer: &mut O) {
        let depth = self.path.len();
        if depth == self.saved.len() {
            self.saved.push(self.engine.snapshot());
        } else {
            self.engine.save(&mut self.saved[depth]);
        }
        self.path.push((cell, number));
        self.guesses += 1;
        self.max_depth = self.max_depth.max(depth + 1);
        if self
            .engine
            .place_with(cell, number, Reason::Guess, observer)
            .is_err()
        {
            self.backtrack(observer);
        }
    }

    /// Goes back to the deepest guess and takes its second branch: `number` not in `cell`.
    /// Sets `done` when no guess is left.
    fn backtrack<O: Observer>(&mut self, observer: &mut O) {
        while let Some((cell, number)) = self.path.pop() {
            let depth = self.path.len();
            self.engine.restore(&self.saved[depth]);
            observer.backtracked(depth);
            if self
                .engine
                .eliminate_with(cell, number, Reason::Guess, observer)
                .is_ok()
            {
                return;
            }
        }
        self.done = true;
    }
}
