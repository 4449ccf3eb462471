//! The solver: the search API (solve, count, enumerate, uniqueness) over the three searches,
//! depth-first on the engine or on digit planes, or with learning (`running.rs`).

use std::ops::ControlFlow;

use crate::io::{Candidates, Puzzle};
use crate::layout::{BoxShape, Layout, Preset, Variant};
use crate::propagate::{Engine, NoObserver, Observer, Stats};
use crate::rules::{Config, Rules};

use super::bands::Bands;
use super::dfs::Event;
use super::limits::{LimitReached, Limits};
use super::planes16::Planes16;
use super::running::Search;
use super::solutions::Solutions;

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
    start: Start,
    pub(super) config: Config,
    pub(super) limits: Limits,
    pub(super) bit_parallel: bool,
    pub(super) learning: Learning,
    pub(super) hint: Option<Puzzle>,
}

/// When a search learns from its contradictions ([`Solver::with_learning`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Learning {
    /// Never: depth-first search with the configured rules at every node.
    Never,
    /// On grids of side 25 or more (the default), where it pays; on other grids larger than
    /// 9×9 when a depth-first search goes 20,000 nodes without a solution (it then hands over,
    /// starting again with the solutions it found excluded).
    #[default]
    Auto,
    /// On every grid.
    Always,
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
    /// The engine's counters: jobs run, removals by rule (guesses included). On the
    /// bit-parallel path no jobs run: only the removals are counted.
    pub engine: Stats,
    /// Whether the search ran on a bit-parallel path for standard 9×9 and 16×16 grids and
    /// X-Sudoku 16×16 ones (see
    /// [`Solver::with_bit_parallel`]).
    pub bit_parallel: bool,
    /// Whether the search learned from its contradictions (see [`Solver::with_learning`]).
    pub learning: bool,
    /// Contradictions met by the search with learning (each learned as a nogood, but one found
    /// with no guess left, which ends the search); the other search does not count them.
    pub conflicts: u64,
    /// Nogoods learned.
    pub learned: u64,
    /// Restarts.
    pub restarts: u64,
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
        Solver::from_start(Start::Puzzle(puzzle.clone()))
    }

    /// A solver for a candidate state.
    pub fn from_candidates(candidates: &Candidates) -> Solver {
        Solver::from_start(Start::Candidates(candidates.clone()))
    }

    /// A solver starting from any engine state (a variant layout, a state changed by hand).
    pub fn from_engine(start: Engine) -> Solver {
        Solver::from_start(Start::Engine(Box::new(start)))
    }

    fn from_start(start: Start) -> Solver {
        Solver {
            start,
            config: Solver::default_config(),
            limits: Limits::default(),
            bit_parallel: true,
            learning: Learning::Auto,
            hint: None,
        }
    }

    /// The default configuration for search: singles and intersections. An X-Sudoku 16×16
    /// search asked for it looks for naked and hidden pairs too (fewer nodes at a cost that pays
    /// there).
    pub fn default_config() -> Config {
        Config::default().with_max_size(Some(1))
    }

    /// This solver propagating with `config` at each node, naked singles always among its
    /// rules (naked subsets within its size bound): without them a placed number would stay a
    /// candidate of its peers, nothing would propagate, and the search would try every filling
    /// of the grid (an easy 9×9 puzzle took 2,000,000 nodes and more with `--rules hidden`).
    pub fn with_config(mut self, config: Config) -> Solver {
        self.config = config.with_rules(config.rules.with(Rules::NAKED));
        self
    }

    /// This solver bounded by `limits`.
    pub fn with_limits(mut self, limits: Limits) -> Solver {
        self.limits = limits;
        self
    }

    /// This solver allowed (the default) or not to search on digit planes.
    ///
    /// A standard 9×9 or 16×16 grid searched with the default configuration and no observer of
    /// changes (such as [`NoObserver`]) runs on a bit-parallel path: the same graph stored as one
    /// plane of cells per number (81 or 256 bits), each rule computed for all houses of a number
    /// at once. It visits
    /// the same nodes and finds the same solutions in the same order as the engine, several
    /// times faster, but runs no jobs and reports no events. Any other grid, configuration or
    /// observer runs on the engine, except X-Sudoku 16×16 (the `x` variant), whose diagonals
    /// the 16×16 planes hold as two more houses, with the default configuration (which there
    /// adds naked and hidden pairs) or its equivalent, rules `SUBSETS | INTERSECTIONS` with
    /// subsets of two.
    pub fn with_bit_parallel(mut self, allowed: bool) -> Solver {
        self.bit_parallel = allowed;
        self
    }

    /// This solver learning from contradictions where `learning` says (by default on grids of
    /// side 25 or more).
    ///
    /// A search with learning (`search/learn`) runs when nobody observes changes (such as
    /// [`NoObserver`]): the configured rules run once, at the start; each node then propagates
    /// singles over the candidate graph, every contradiction is traced back through the
    /// reasons of the removals that led to it and learned as a nogood, and the search restarts
    /// on the Luby sequence, keeping what it learned. It finds the same solutions, counts and
    /// verdicts as the depth-first search, in another (still deterministic) order; on the hard
    /// 25×25 puzzles it is what finishes (docs/performance.md).
    pub fn with_learning(mut self, learning: Learning) -> Solver {
        self.learning = learning;
        self
    }

    /// This solver's search with learning leaning its guesses towards `grid`: each places
    /// `grid`'s number in the cell it chose when that candidate is still open. The same
    /// solutions, counts and verdicts, found in another order; the depth-first search ignores
    /// it. For [`generate`](super::generate), which looks for a solution other than a known one.
    pub(crate) fn with_hint(mut self, grid: Puzzle) -> Solver {
        self.hint = Some(grid);
        self
    }

    /// The configuration each node of a depth-first search propagates with: the solver's,
    /// except that an X-Sudoku 16×16 search asked for the default one looks for naked and
    /// hidden pairs too ([`x_sixteen_config`]), on the engine as on the planes.
    pub(super) fn node_config(&self) -> Config {
        match &self.start {
            Start::Engine(e) if is_x_sixteen(e.layout()) && is_default(self.config) => {
                x_sixteen_config()
            }
            _ => self.config,
        }
    }

    /// The start as digit planes with the counters of building it, when it and the
    /// configuration suit a bit-parallel path (standard 9×9 and 16×16 grids with the default
    /// configuration, X-Sudoku 16×16 with [`x_sixteen_config`]).
    #[inline]
    pub(super) fn planes(&self) -> Option<(Fast, Stats)> {
        if let Start::Engine(e) = &self.start
            && is_x_sixteen(e.layout())
        {
            return (self.node_config() == x_sixteen_config() && e.contradiction().is_none())
                .then(|| (Fast::SixteenX(Planes16::from_graph(e.graph())), *e.stats()));
        }
        if !is_default(self.config) {
            return None;
        }
        let given = |fast: Fast| {
            let mut stats = Stats::default();
            let n = self.start_side() as u64;
            stats.removed.given = n * n * n - fast.candidates();
            Some((fast, stats))
        };
        match &self.start {
            Start::Puzzle(p) if p.shape() == BoxShape::CLASSIC => {
                given(Fast::Nine(Bands::from_puzzle(p)))
            }
            Start::Puzzle(p) if p.shape() == BoxShape::SIXTEEN => {
                given(Fast::Sixteen(Planes16::from_puzzle(p)))
            }
            Start::Candidates(c) if c.shape() == BoxShape::CLASSIC => {
                given(Fast::Nine(Bands::from_candidates(c)))
            }
            Start::Candidates(c) if c.shape() == BoxShape::SIXTEEN => {
                given(Fast::Sixteen(Planes16::from_candidates(c)))
            }
            Start::Engine(e) if e.layout().is_standard() && e.contradiction().is_none() => {
                let fast = match e.layout().shape() {
                    BoxShape::CLASSIC => Fast::Nine(Bands::from_graph(e.graph())),
                    BoxShape::SIXTEEN => Fast::Sixteen(Planes16::from_graph(e.graph())),
                    _ => return None,
                };
                Some((fast, *e.stats()))
            }
            _ => None,
        }
    }

    /// The side of the start's grid.
    pub(super) fn start_side(&self) -> usize {
        match &self.start {
            Start::Puzzle(p) => p.shape().side(),
            Start::Candidates(c) => c.shape().side(),
            Start::Engine(e) => e.layout().side(),
        }
    }

    /// The start as an engine.
    pub(super) fn engine(&self) -> Engine {
        match &self.start {
            Start::Puzzle(p) => Engine::new(p),
            Start::Candidates(c) => Engine::from_candidates(c),
            Start::Engine(e) => (**e).clone(),
        }
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
        let mut dfs = Search::new(self, observer.is_silent());
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
        // The loop of `search`, keeping the solutions it is handed rather than copies.
        let mut search = Search::new(self, true);
        let mut first = None;
        let outcome = loop {
            let found = u64::from(first.is_some());
            if self.limits.max_solutions.is_some_and(|max| found >= max) {
                break Outcome::Unknown {
                    limit: LimitReached::Solutions,
                    found: first,
                };
            }
            match search.next(&mut NoObserver) {
                Event::Solution(p) => match first.take() {
                    None => first = Some(p),
                    Some(a) => break Outcome::Several(a, p),
                },
                Event::Exhausted => break first.map_or(Outcome::None, Outcome::Unique),
                Event::Limit(limit) => {
                    break Outcome::Unknown {
                        limit,
                        found: first,
                    };
                }
            }
        };
        (outcome, search.stats())
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
        Solutions::new(Search::new(self, true), self.limits.max_solutions)
    }
}

/// Whether `config` searches as the default configuration does: fish bounded to one line do
/// nothing once both singles run (finned fish need two), so with or without them.
fn is_default(config: Config) -> bool {
    let fish = |config: Config| config.with_rules(config.rules.with(Rules::FINNED));
    fish(config) == fish(Solver::default_config())
}

/// The configuration of an X-Sudoku 16×16 search's nodes in place of the default one: singles,
/// intersections, and naked and hidden pairs (no fish). The pairs halve the nodes there and cost
/// the planes less than they save (docs/performance.md).
fn x_sixteen_config() -> Config {
    Config::default()
        .with_rules(Rules::SUBSETS.with(Rules::INTERSECTIONS))
        .with_max_size(Some(2))
}

/// Whether `layout` is the X-Sudoku 16×16 layout: the standard houses and the two main
/// diagonals, nothing else.
fn is_x_sixteen(layout: &Layout) -> bool {
    layout.shape() == BoxShape::SIXTEEN && *layout.variant() == Variant::new([Preset::X])
}

/// Where a search starts. Puzzles and pencilmarks are kept as they are, so that the
/// bit-parallel path need not build an engine.
#[derive(Clone, Debug)]
enum Start {
    Puzzle(Puzzle),
    Candidates(Candidates),
    Engine(Box<Engine>),
}

/// Digit planes of a start that suits a bit-parallel path. Built once per search, moved into
/// its state at once (by value: boxing the 9×9 planes would allocate for every puzzle).
pub(super) enum Fast {
    Nine(Bands),
    Sixteen(Planes16),
    /// An X-Sudoku 16×16 grid.
    SixteenX(Planes16<true>),
}

impl Fast {
    /// The (cell, number) candidates left.
    fn candidates(&self) -> u64 {
        match self {
            Fast::Nine(b) => b.candidates(),
            Fast::Sixteen(p) => p.candidates(),
            Fast::SixteenX(p) => p.candidates(),
        }
    }
}
