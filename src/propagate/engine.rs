//! The engine: the graph, its one writer, the task queue and the loop that runs it to a fixpoint.

use std::fmt;
use std::sync::Arc;

use crate::graph::{Graph, HouseMap};
use crate::io::{Candidates, Puzzle, write_pencilmarks};
use crate::layout::{Cell, House, IndexVec, Layout, Number, NumberSet, PosSet};
use crate::rules::{
    self, Config, Contradiction, ContradictionKind, Findings, Pass, Reason, RuleContext,
};

use super::observer::{NoObserver, Observer};
use super::queue::Queue;
use super::stats::Stats;

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
    /// Per house, what changed since its singles pass last looked.
    changed_cells: IndexVec<House, PosSet>,
    changed_numbers: IndexVec<House, NumberSet>,
    queue: Queue,
    passes: Vec<Pass>,
    config: Option<Config>,
    findings: Findings,
    failed: Option<Contradiction>,
    stats: Stats,
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
        let mut engine = Engine::blank(layout, puzzle.shape().side())?;
        for (c, given) in puzzle.cells().iter().enumerate() {
            if let Some(d) = given {
                engine.restrict(Cell::new(c), NumberSet::single(*d));
            }
        }
        engine.settle();
        Ok(engine)
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
        let mut engine = Engine::blank(layout, candidates.shape().side())?;
        for (c, &set) in candidates.cells().iter().enumerate() {
            engine.restrict(Cell::new(c), set);
        }
        engine.settle();
        Ok(engine)
    }

    fn blank(layout: Arc<Layout>, side: usize) -> Result<Engine, SizeMismatch> {
        if side != layout.side() {
            return Err(SizeMismatch {
                grid: side,
                layout: layout.side(),
            });
        }
        let n = layout.side();
        let houses = layout.houses();
        let edges = layout.cells() * n;
        Ok(Engine {
            graph: Graph::full(&layout),
            log: Vec::with_capacity(edges),
            applied: 0,
            changed_cells: IndexVec::from_vec(
                layout
                    .house_ids()
                    .map(|h| layout.all_positions(h))
                    .collect(),
            ),
            changed_numbers: IndexVec::filled(houses, NumberSet::full(n)),
            queue: Queue::new(houses),
            passes: Vec::new(),
            config: None,
            findings: Findings::with_capacity(edges),
            failed: None,
            stats: Stats::default(),
            layout,
        })
    }

    /// Removes every candidate of `cell` outside `keep`, as the starting state.
    fn restrict(&mut self, cell: Cell, keep: NumberSet) {
        for d in self.graph.candidates(cell) - keep {
            self.remove(cell, d, Reason::Given, &mut NoObserver);
        }
    }

    /// Runs the update jobs of the starting state; a contradiction there is kept for `propagate`.
    fn settle(&mut self) {
        if let Err(c) = self.drain(Reason::Given) {
            self.failed = Some(c);
        }
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
        self.drain(reason).map_err(|c| self.fail(c, observer))?;
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
        self.drain(reason).map_err(|c| self.fail(c, observer))
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
            self.passes = rules::passes(config, &self.layout);
            self.queue
                .reset(self.passes.len(), self.layout.houses(), config.order);
            self.config = Some(*config);
        }
        self.run(config, observer)
            .map_err(|c| self.fail(c, observer))
    }

    fn fail<O: Observer>(&mut self, c: Contradiction, observer: &mut O) -> Contradiction {
        self.failed = Some(c);
        self.queue.clear();
        observer.contradiction(&c);
        c
    }

    /// The loop: update jobs drain (inside `apply`) before the next rule job is taken.
    fn run<O: Observer>(&mut self, config: &Config, observer: &mut O) -> Result<(), Contradiction> {
        let mut findings = std::mem::take(&mut self.findings);
        let result = self.run_jobs(config, observer, &mut findings);
        self.findings = findings;
        result
    }

    fn run_jobs<O: Observer>(
        &mut self,
        config: &Config,
        observer: &mut O,
        findings: &mut Findings,
    ) -> Result<(), Contradiction> {
        while let Some((level, house)) = self.queue.pop() {
            let pass = self.passes[level];
            self.stats.rule_jobs += 1;
            findings.clear();
            let mut cx = RuleContext {
                layout: &self.layout,
                graph: &self.graph,
                config,
                changed_cells: &mut self.changed_cells[house],
                changed_numbers: &mut self.changed_numbers[house],
                out: findings,
            };
            pass.rule.apply(pass.param, house, &mut cx)?;
            for (reason, removals) in findings.iter() {
                for &(cell, d) in removals {
                    self.remove(cell, d, reason, observer);
                }
                self.drain(reason)?;
            }
        }
        Ok(())
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

    /// Runs the pending update jobs: each removed edge updates the number → cells map of every
    /// house of its cell and queues those houses. Every job runs even after a contradiction, so
    /// the maps never lag the graph.
    fn drain(&mut self, cause: Reason) -> Result<(), Contradiction> {
        let n = self.layout.side();
        let mut found = None;
        while self.applied < self.log.len() {
            let (cell, d) = self.log[self.applied];
            self.applied += 1;
            self.stats.update_jobs += 1;
            for &(house, pos) in self.layout.houses_slice(cell) {
                let left = self.graph.unlink(house, pos, d);
                self.changed_cells[house].insert(pos);
                self.changed_numbers[house].insert(d);
                self.queue.touch(house);
                if left.is_empty() && found.is_none() && self.layout.is_complete(house) {
                    found = Some(ContradictionKind::MissingNumber { house, number: d });
                }
            }
            if found.is_none() && self.graph.candidates(cell).is_empty() {
                found = Some(ContradictionKind::EmptyCell { cell });
            }
        }
        self.queue.flush();
        match found {
            None => Ok(()),
            Some(kind) => Err(Contradiction::new(kind, Some(cause), n)),
        }
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
