//! The engine: the graph, its one writer and the task queue; the rule jobs and the loop that
//! runs them to a fixpoint are in `jobs.rs`, the update-mapping jobs in `update.rs`.

use std::fmt;
use std::sync::Arc;

use crate::graph::{Graph, HouseMap};
use crate::io::{Candidates, Puzzle, write_pencilmarks};
use crate::layout::{Cell, House, IndexVec, Layout, Number, NumberSet, Pos};
use crate::rules::{
    Config, Contradiction, ContradictionKind, Findings, HouseChanges, NumberChanges, Pass, Reason,
};

use super::observer::{NoObserver, Observer};
use super::queue::Queue;
use super::stats::{Removals, Stats};

mod jobs;
mod update;

/// A grid's candidate graph with the machinery to propagate it.
///
/// Build one from a [`Puzzle`] or a [`Candidates`] state, run [`propagate`](Engine::propagate)
/// with a [`Config`], then read candidates, house maps and values. Every change goes through one
/// writer, [`eliminate`](Engine::eliminate) inside, so house maps, queue, events and statistics
/// follow every removal.
///
/// # Examples
///
/// ```
/// use sudograph::{Config, Engine, Puzzle};
///
/// let puzzle: Puzzle =
///     "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3".parse()?;
/// let mut engine = Engine::new(&puzzle);
/// engine.propagate(&Config::default())?;
/// assert!(!engine.is_solved(), "this one needs search");
/// // r2c9 is down to one candidate, 2.
/// assert_eq!(engine.value(sudograph::Cell::new(17)), Some(sudograph::Number::from_value(2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Engine {
    layout: Arc<Layout>,
    graph: Graph,
    /// Removed edges in order; `log[applied..]` are update jobs still to run.
    log: Vec<(Cell, Number)>,
    applied: usize,
    /// Per house, what changed since the rules that read it last looked.
    changes: IndexVec<House, HouseChanges>,
    /// Per level whose units are numbers and per number (`notes_at[level] + number`), what
    /// changed in its places since that level last looked.
    number_changes: Vec<NumberChanges>,
    /// Per level, where its numbers' notes start in `number_changes` (levels of houses: unused).
    notes_at: Vec<usize>,
    /// The levels whose units are numbers, each with the most places a line may have left for a
    /// change to it to wake the level (see [`Wake::FewPlaces`]) and where its notes start in
    /// `number_changes`.
    number_levels: Vec<(usize, usize, usize)>,
    /// Units looked at by [`Engine::look_at`] whose findings wait to be applied.
    again: Vec<usize>,
    /// Whether intersections look at numbers with a single place (see
    /// `Config::singles_cover_single_places`).
    confine_single_places: bool,
    /// The levels woken by any change, one bit each (none: a house is queued only when a single
    /// or a confinable number is noted in it).
    any_levels: u64,
    /// One bit per house: queued at every level woken by any change since its last job at one
    /// of them (so that a burst of changes queues it once).
    queued_any: Vec<u64>,
    /// Whether a hidden single whose cell holds only its number goes unnoted: nothing is left
    /// for propagation to do there, but an explanation still tells it as a step.
    quiet_solved_singles: bool,
    queue: Queue,
    passes: Vec<Pass>,
    config: Option<Config>,
    findings: Findings,
    failed: Option<Contradiction>,
    stats: Stats,
}

/// A saved engine state (see [`Engine::snapshot`]).
#[derive(Clone, Debug)]
pub(crate) struct Snapshot {
    graph: Graph,
    changes: IndexVec<House, HouseChanges>,
    number_changes: Vec<NumberChanges>,
    log_len: usize,
}

/// The puzzle's box shape is not the layout's.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("the grid has side {grid} but the layout has side {layout}")]
pub struct SizeMismatch {
    /// Side of the grid.
    pub grid: usize,
    /// Side of the layout.
    pub layout: usize,
}

impl Engine {
    /// The engine for `puzzle` on the standard layout of its box shape.
    pub fn new(puzzle: &Puzzle) -> Engine {
        let layout = Layout::shared(puzzle.shape());
        Engine::with_layout(layout, puzzle).expect("the standard layout has the puzzle's shape")
    }

    /// The engine for `puzzle` on `layout` (for variants with extra houses).
    pub fn with_layout(layout: Arc<Layout>, puzzle: &Puzzle) -> Result<Engine, SizeMismatch> {
        let n = layout.side();
        let cells = puzzle.cells();
        Engine::start(layout, puzzle.shape().side(), |c| {
            cells[c.index()].map_or(NumberSet::full(n), NumberSet::single)
        })
    }

    /// The engine for a candidate state on the standard layout of its box shape.
    pub fn from_candidates(candidates: &Candidates) -> Engine {
        let layout = Layout::shared(candidates.shape());
        Engine::from_candidates_with_layout(layout, candidates)
            .expect("the standard layout has the grid's shape")
    }

    /// The engine for a candidate state on `layout`.
    pub fn from_candidates_with_layout(
        layout: Arc<Layout>,
        candidates: &Candidates,
    ) -> Result<Engine, SizeMismatch> {
        let cells = candidates.cells();
        Engine::start(layout, candidates.shape().side(), |c| cells[c.index()])
    }

    /// The starting state, built directly (it is no removal: nothing is logged or observed).
    ///
    /// Every house is new to every rule; a cell without candidates, or a complete house without a
    /// place for some number, is a contradiction kept for `propagate`.
    fn start(
        layout: Arc<Layout>,
        side: usize,
        candidates: impl Fn(Cell) -> NumberSet,
    ) -> Result<Engine, SizeMismatch> {
        if side != layout.side() {
            return Err(SizeMismatch {
                grid: side,
                layout: layout.side(),
            });
        }
        let n = layout.side();
        let houses = layout.houses();
        let graph = Graph::from_fn(&layout, candidates);
        debug_assert_eq!(
            graph.check_views(&layout),
            Ok(()),
            "a starting map is wrong"
        );
        let mut failed = None;
        let mut changes = IndexVec::filled(houses, HouseChanges::default());
        for house in layout.house_ids() {
            let entry: &mut HouseChanges = &mut changes[house];
            entry.numbers = NumberSet::full(n);
            for (p, &cell) in layout.cells_of(house).iter().enumerate() {
                let cands = graph.candidates(cell);
                if cands.is_single() {
                    entry.single_cells.insert(Pos::new(p));
                } else if cands.is_empty() && failed.is_none() {
                    failed = Some(ContradictionKind::EmptyCell { cell });
                }
            }
            for (d, places) in graph.places_of(house).iter().enumerate() {
                if places.is_single() {
                    entry.single_numbers.insert(Number::new(d));
                } else if places.is_empty() && layout.is_complete(house) && failed.is_none() {
                    failed = Some(ContradictionKind::MissingNumber {
                        house,
                        number: Number::new(d),
                    });
                }
            }
        }
        let edges = layout.cells() * n;
        let stats = Stats {
            removed: Removals {
                given: (edges - graph.edges()) as u64,
                ..Removals::default()
            },
            ..Stats::default()
        };
        Ok(Engine {
            confine_single_places: true,
            quiet_solved_singles: true,
            any_levels: 0,
            queued_any: vec![0; houses.div_ceil(64)],
            log: Vec::with_capacity(edges),
            applied: 0,
            changes,
            number_changes: Vec::new(),
            notes_at: Vec::new(),
            number_levels: Vec::new(),
            again: Vec::new(),
            queue: Queue::new(houses.max(n)),
            passes: Vec::new(),
            config: None,
            findings: Findings::new(),
            failed: failed.map(|kind| Contradiction::new(kind, Some(Reason::Given), n)),
            stats,
            graph,
            layout,
        })
    }

    /// The layout.
    pub fn layout(&self) -> &Arc<Layout> {
        &self.layout
    }

    /// The candidate graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The numbers that can still go in `cell`.
    #[inline]
    pub fn candidates(&self, cell: Cell) -> NumberSet {
        self.graph.candidates(cell)
    }

    /// The value of `cell` when it is down to one candidate.
    #[inline]
    pub fn value(&self, cell: Cell) -> Option<Number> {
        self.graph.candidates(cell).single_item()
    }

    /// The two maps of `house`.
    pub fn house(&self, house: House) -> HouseMap<'_> {
        HouseMap::new(&self.layout, &self.graph, house)
    }

    /// Counters summed over the engine's life.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The contradiction found, if propagation (or the starting state) found one.
    pub fn contradiction(&self) -> Option<&Contradiction> {
        self.failed.as_ref()
    }

    /// Whether every cell has one candidate and no house holds a number twice.
    pub fn is_solved(&self) -> bool {
        self.failed.is_none()
            && self.graph.all_candidates().iter().all(|c| c.len() == 1)
            && self
                .layout
                .house_ids()
                .all(|h| self.graph.places_of(h).iter().all(|p| p.len() <= 1))
    }

    /// The current state as pencilmarks.
    pub fn to_candidates(&self) -> Candidates {
        let mut c = Candidates::full(self.layout.shape());
        for (i, &set) in self.graph.all_candidates().iter().enumerate() {
            c.set(Cell::new(i), set);
        }
        c
    }

    /// The cells with one candidate, as a puzzle.
    pub fn to_puzzle(&self) -> Puzzle {
        let mut p = Puzzle::empty(self.layout.shape());
        for (i, set) in self.graph.all_candidates().iter().enumerate() {
            p.set(Cell::new(i), set.single_item());
        }
        p
    }

    /// Removes `number` from `cell` at the caller's request and updates the house maps.
    ///
    /// Returns whether the candidate was there. The houses of `cell` are queued for the next
    /// [`propagate`](Engine::propagate), which continues from here rather than from scratch.
    ///
    /// # Errors
    ///
    /// A contradiction when `cell` has no candidate left or a house loses its last place for
    /// `number`; the engine then stays contradicted.
    pub fn eliminate(&mut self, cell: Cell, number: Number) -> Result<bool, Contradiction> {
        self.eliminate_with(cell, number, Reason::User, &mut NoObserver)
    }

    /// Sets `cell` to `number` by removing its other candidates.
    ///
    /// # Errors
    ///
    /// As [`eliminate`](Engine::eliminate).
    pub fn place(&mut self, cell: Cell, number: Number) -> Result<(), Contradiction> {
        self.place_with(cell, number, Reason::User, &mut NoObserver)
    }

    /// [`eliminate`](Engine::eliminate) with a reason and an observer.
    pub fn eliminate_with<O: Observer>(
        &mut self,
        cell: Cell,
        number: Number,
        reason: Reason,
        observer: &mut O,
    ) -> Result<bool, Contradiction> {
        if let Some(c) = self.failed {
            return Err(c);
        }
        let removed = self.remove(cell, number, reason, observer);
        let drained = self.drain(reason);
        drained.map_err(|c| self.fail(c, observer))?;
        Ok(removed)
    }

    /// [`place`](Engine::place) with a reason and an observer.
    pub fn place_with<O: Observer>(
        &mut self,
        cell: Cell,
        number: Number,
        reason: Reason,
        observer: &mut O,
    ) -> Result<(), Contradiction> {
        if let Some(c) = self.failed {
            return Err(c);
        }
        for d in self.graph.candidates(cell) - NumberSet::single(number) {
            self.remove(cell, d, reason, observer);
        }
        let drained = self.drain(reason);
        drained.map_err(|c| self.fail(c, observer))
    }

    /// Removes every listed (cell, number), each for its reason, then runs the update jobs once:
    /// how an explanation applies one step. A contradiction names `cause`.
    ///
    /// # Errors
    ///
    /// As [`eliminate`](Engine::eliminate).
    pub(crate) fn remove_all<O: Observer>(
        &mut self,
        removals: &[(Cell, Number, Reason)],
        cause: Reason,
        observer: &mut O,
    ) -> Result<(), Contradiction> {
        if let Some(c) = self.failed {
            return Err(c);
        }
        for &(cell, number, reason) in removals {
            self.remove(cell, number, reason, observer);
        }
        let drained = self.drain(cause);
        drained.map_err(|c| self.fail(c, observer))
    }

    /// Propagates to the fixpoint of `config`.
    ///
    /// Rule jobs run for every house whose maps changed since it was last examined; after a
    /// change of configuration every house is examined again.
    ///
    /// # Errors
    ///
    /// The first contradiction met; the engine then stays contradicted.
    pub fn propagate(&mut self, config: &Config) -> Result<(), Contradiction> {
        self.propagate_with(config, &mut NoObserver)
    }

    /// [`propagate`](Engine::propagate), telling `observer` about every change.
    pub fn propagate_with<O: Observer>(
        &mut self,
        config: &Config,
        observer: &mut O,
    ) -> Result<(), Contradiction> {
        if let Some(c) = self.failed {
            return Err(c);
        }
        if self.config.as_ref() != Some(config) {
            self.set_passes(config, config.order);
            self.quiet_solved_singles = true;
        }
        self.run(config, observer)
            .map_err(|c| self.fail(c, observer))
    }

    /// The state to come back to: graph, house changes and log length. Taken at a fixpoint (or
    /// at the start), where no job is queued.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            graph: self.graph.clone(),
            changes: self.changes.clone(),
            number_changes: self.number_changes.clone(),
            log_len: self.log.len(),
        }
    }

    /// Saves the state into `into` (taken from [`Engine::snapshot`]) without allocating.
    #[inline]
    pub(crate) fn save(&self, into: &mut Snapshot) {
        into.graph.copy_from(&self.graph);
        into.changes.copy_from(&self.changes);
        into.number_changes.clone_from(&self.number_changes);
        into.log_len = self.log.len();
    }

    /// Goes back to a saved state: later removals are forgotten, a contradiction met since is
    /// cleared, and the queue is empty as it was.
    #[inline]
    pub(crate) fn restore(&mut self, from: &Snapshot) {
        self.graph.copy_from(&from.graph);
        self.changes.copy_from(&from.changes);
        self.number_changes.clone_from(&from.number_changes);
        self.log.truncate(from.log_len);
        self.applied = from.log_len;
        self.failed = None;
        self.queue.clear();
        self.queued_any.fill(0);
    }

    fn fail<O: Observer>(&mut self, c: Contradiction, observer: &mut O) -> Contradiction {
        self.failed = Some(c);
        self.queue.clear();
        self.queued_any.fill(0);
        observer.contradiction(&c);
        c
    }

    /// The one writer: removes the edge (cell, number) from the graph and queues its update job.
    #[inline]
    fn remove<O: Observer>(
        &mut self,
        cell: Cell,
        number: Number,
        reason: Reason,
        observer: &mut O,
    ) -> bool {
        if !self.graph.remove_edge(cell, number) {
            return false;
        }
        self.log.push((cell, number));
        self.stats.removed.count(&reason);
        observer.candidate_removed(cell, number, &reason);
        if let Some(value) = self.graph.candidates(cell).single_item() {
            observer.value_set(cell, value, &reason);
        }
        true
    }
}

impl fmt::Display for Engine {
    /// The state as a pencilmark line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_pencilmarks(f, self.graph.all_candidates())
    }
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine")
            .field("shape", &self.layout.shape())
            .field("candidates", &self.to_string())
            .field("contradiction", &self.failed)
            .finish()
    }
}
