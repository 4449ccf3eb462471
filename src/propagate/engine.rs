//! The engine: the graph, its one writer, the task queue and the loop that runs it to a fixpoint.

use std::fmt;
use std::sync::Arc;

use crate::graph::{Graph, HouseMap};
use crate::io::{Candidates, Puzzle, write_pencilmarks};
use crate::layout::{Cell, House, IndexVec, Layout, Number, NumberSet, Pos};
use crate::rules::{
    self, Config, Contradiction, ContradictionKind, Findings, HouseChanges, JobOrder,
    NumberChanges, Pass, Reason, RuleContext, Scope, Wake,
};

use super::observer::{NoObserver, Observer};
use super::queue::Queue;
use super::stats::{Removals, Stats};

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

    /// Queues every unit at every pass of `config` as if everything in it had changed, and
    /// keeps the queue up to date from then on without running any job: explanations ask for
    /// the findings of one level at a time ([`Engine::look_at`]) and choose among them.
    pub(crate) fn watch(&mut self, config: &Config) {
        self.set_passes(config, JobOrder::Simplest);
        self.quiet_solved_singles = false;
        let n = self.layout.side();
        for house in self.layout.house_ids() {
            self.changes[house] = HouseChanges {
                single_cells: self.layout.all_positions(house),
                single_numbers: NumberSet::full(n),
                numbers: NumberSet::full(n),
            };
        }
    }

    /// Takes the passes of `config` and queues every unit at each of them, in `order`; every
    /// number's places are new to the passes that read numbers.
    fn set_passes(&mut self, config: &Config, order: JobOrder) {
        self.passes = rules::passes(config, &self.layout);
        let levels: Vec<_> = self
            .passes
            .iter()
            .map(|p| (p.scope, p.rule.wake()))
            .collect();
        let n = self.layout.side();
        self.queue.reset(&levels, self.layout.houses(), n, order);
        self.any_levels = (levels.iter().enumerate())
            .filter(|&(_, &level)| level == (Scope::House, Wake::AnyChange))
            .fold(0u64, |acc, (l, _)| acc | 1 << l);
        // Every unit is queued everywhere.
        self.queued_any.fill(u64::MAX);
        self.notes_at.clear();
        self.number_levels.clear();
        let mut slots = 0;
        for (level, pass) in self.passes.iter().enumerate() {
            self.notes_at.push(slots);
            if pass.scope == Scope::Number {
                let most = match pass.rule.wake() {
                    Wake::FewPlaces => pass.rule.few_places(pass.param, &self.layout),
                    _ => n,
                };
                self.number_levels.push((level, most, slots));
                slots += n;
            }
        }
        let every_line = NumberChanges {
            rows: u64::MAX >> (64 - n),
            columns: u64::MAX >> (64 - n),
        };
        self.number_changes.clear();
        self.number_changes.resize(slots, every_line);
        self.confine_single_places = !config.singles_cover_single_places();
        self.config = Some(*config);
    }

    /// The passes [`watch`](Engine::watch) queues units for.
    pub(crate) fn passes(&self) -> &[Pass] {
        &self.passes
    }

    /// Notes that `unit` was taken from the queue at `level`: a later change to it queues it
    /// again at the levels that change wakes.
    #[inline]
    fn popped(&mut self, level: usize, unit: usize) {
        if self.any_levels >> level & 1 == 1 {
            self.queued_any[unit / 64] &= !(1 << (unit % 64));
        }
    }

    /// Takes every house queued at pass `level` (a pass of houses), handing each with its notes
    /// to `read`, which takes what it uses: how an explanation keeps its singles up to date.
    pub(crate) fn take_notes(
        &mut self,
        level: usize,
        mut read: impl FnMut(&Layout, &Graph, House, &mut HouseChanges),
    ) {
        while let Some(unit) = self.queue.pop_at(level) {
            self.popped(level, unit);
            let house = House::new(unit);
            read(&self.layout, &self.graph, house, &mut self.changes[house]);
        }
    }

    /// Runs the jobs queued at pass `level` as propagation would, but pushes their findings to
    /// `out` instead of applying them, unit by unit (lowest first), each pattern's removals one
    /// after another.
    ///
    /// A unit with findings keeps its notes and stays queued, so that it is looked at again
    /// once the caller has applied what it chose; the others wait until they change.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern; the unit that saw it stays queued, and the
    /// engine's state is unchanged.
    pub(crate) fn look_at(
        &mut self,
        level: usize,
        out: &mut Findings,
    ) -> Result<(), Contradiction> {
        let Some(config) = self.config else {
            return Ok(());
        };
        let mut again = std::mem::take(&mut self.again);
        again.clear();
        let mut result = Ok(());
        while let Some(unit) = self.queue.pop_at(level) {
            self.popped(level, unit);
            let saved = self.notes(level, unit);
            let before = out.len();
            let looked = self.run_rule(level, unit, &config, out);
            if looked.is_err() || out.len() > before {
                self.set_notes(level, unit, saved);
                again.push(unit);
            }
            if looked.is_err() {
                result = looked;
                break;
            }
        }
        for &unit in &again {
            self.queue.push(level, unit);
        }
        self.again = again;
        result
    }

    /// The notes pass `level` reads for `unit`.
    fn notes(&self, level: usize, unit: usize) -> (HouseChanges, NumberChanges) {
        match self.passes[level].scope {
            Scope::House => (self.changes[House::new(unit)], NumberChanges::default()),
            Scope::Number => (
                HouseChanges::default(),
                self.number_changes[self.notes_at[level] + unit],
            ),
        }
    }

    fn set_notes(&mut self, level: usize, unit: usize, notes: (HouseChanges, NumberChanges)) {
        match self.passes[level].scope {
            Scope::House => self.changes[House::new(unit)] = notes.0,
            Scope::Number => self.number_changes[self.notes_at[level] + unit] = notes.1,
        }
    }

    /// Runs pass `level` on `unit` (a house or a number, as the pass reads), pushing its
    /// findings to `out`.
    #[inline]
    fn run_rule(
        &mut self,
        level: usize,
        unit: usize,
        config: &Config,
        out: &mut Findings,
    ) -> Result<(), Contradiction> {
        let pass = self.passes[level];
        self.stats.rule_jobs += 1;
        match pass.scope {
            Scope::House => {
                let house = House::new(unit);
                let mut cx = RuleContext {
                    layout: &self.layout,
                    graph: &self.graph,
                    config,
                    changes: &mut self.changes[house],
                    out,
                };
                pass.rule.apply_house(pass.param, house, &mut cx)
            }
            Scope::Number => {
                let mut cx = RuleContext {
                    layout: &self.layout,
                    graph: &self.graph,
                    config,
                    changes: &mut self.number_changes[self.notes_at[level] + unit],
                    out,
                };
                pass.rule
                    .apply_number(pass.param, Number::new(unit), &mut cx)
            }
        }
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
        // A handle of our own, so cells can be read while the engine changes.
        let layout = Arc::clone(&self.layout);
        while let Some((level, unit)) = self.queue.pop() {
            self.popped(level, unit);
            findings.clear();
            self.run_rule(level, unit, config, findings)?;
            for (reason, removal) in findings.iter() {
                let cells = layout.cells_of(removal.house);
                for pos in removal.cells {
                    let cell = cells[pos.index()];
                    for d in self.graph.candidates(cell) & removal.numbers {
                        self.remove(cell, d, reason, observer);
                    }
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
    /// house of its cell, notes there what the rules can now act on (a new naked or hidden
    /// single, a number just confined to an overlap) and queues the house at the levels those
    /// notes wake; with passes that read numbers, it notes the row and column where the number
    /// lost a place and queues the number. Every job runs even after a contradiction, so the
    /// maps never lag the graph.
    fn drain(&mut self, cause: Reason) -> Result<(), Contradiction> {
        let start = self.applied;
        // Two copies of the loop, so that the one for search has no test for passes it lacks.
        let drained = if self.any_levels != 0 {
            self.drain_waking::<true>(cause)
        } else {
            self.drain_waking::<false>(cause)
        };
        if !self.number_levels.is_empty() {
            self.note_numbers(start);
        }
        debug_assert_eq!(
            self.graph.check_views(&self.layout),
            Ok(()),
            "a house's number -> cells map drifted from the graph"
        );
        drained
    }

    /// Notes, for the passes that read numbers, the lines where each job's number lost a place
    /// (`log[start..]`, once the maps are up to date) and has few enough left to wake the pass,
    /// and queues the number there.
    fn note_numbers(&mut self, start: usize) {
        let n = self.layout.side();
        let Engine {
            log,
            graph,
            number_levels,
            number_changes,
            queue,
            ..
        } = self;
        for &(cell, d) in &log[start..] {
            let (row, column) = (cell.index() / n, cell.index() % n);
            let in_row = graph.places(House::new(row), d).len();
            let in_column = graph.places(House::new(n + column), d).len();
            let fewest = in_row.min(in_column);
            for &(level, most, notes_at) in number_levels.iter() {
                if fewest > most {
                    continue;
                }
                let notes = &mut number_changes[notes_at + d.index()];
                notes.rows |= u64::from(in_row <= most) << row;
                notes.columns |= u64::from(in_column <= most) << column;
                queue.push(level, d.index());
            }
        }
    }

    /// [`Engine::drain`], where `WAKE_ANY` tells whether some pass wakes on any change.
    #[inline(always)]
    fn drain_waking<const WAKE_ANY: bool>(&mut self, cause: Reason) -> Result<(), Contradiction> {
        let Engine {
            layout,
            graph,
            log,
            applied,
            changes,
            stats,
            queue,
            queued_any,
            confine_single_places,
            quiet_solved_singles,
            ..
        } = self;
        let (confine_single_places, quiet) = (*confine_single_places, *quiet_solved_singles);
        const NEW_SINGLE: u8 = 1 << Wake::NewSingle as u8;
        const CONFINABLE: u8 = 1 << Wake::Confinable as u8;
        let layout: &Layout = layout;
        let start = *applied;
        let jobs = &log[start..];
        *applied = log.len();
        stats.update_jobs += jobs.len() as u64;
        let (cands, maps) = graph.split_mut();
        let house_cells = layout.house_cells();
        let changes = changes.as_mut_slice();
        // Emptiness is only noted here; what it means is worked out below, off the hot path.
        let mut emptied = false;
        for &(cell, d) in jobs {
            let set = cands[cell.index()];
            // The cell's value, when it is down to one candidate.
            let value = set.single_item();
            emptied |= set.is_empty();
            let number = NumberSet::single(d);
            for m in layout.memberships(cell) {
                let row = m.row as usize;
                let slot = &mut maps[row + d.index()];
                slot.remove(m.pos);
                let left = *slot;
                let house = &mut changes[m.house.index()];
                // The kinds of change noted, each waking the levels that read it.
                let mut kinds = 0;
                if WAKE_ANY {
                    let (w, bit) = (m.house.index() / 64, 1 << (m.house.index() % 64));
                    if queued_any[w] & bit == 0 {
                        queued_any[w] |= bit;
                        kinds |= 1 << Wake::AnyChange as u8;
                    }
                }
                if let Some(v) = value {
                    // A naked single whose number has no other place in the house has nothing
                    // left to do there.
                    if !quiet || !maps[row + v.index()].is_single() {
                        house.single_cells.insert(m.pos);
                        kinds |= NEW_SINGLE;
                    }
                }
                let bits = left.bits();
                if bits & bits.wrapping_sub(1) == 0 {
                    // One place left, or none.
                    if bits == 0 {
                        emptied = true;
                    } else {
                        // A hidden single whose cell already holds only this number has
                        // nothing left to do.
                        let only = house_cells[m.cells as usize + bits.trailing_zeros() as usize];
                        if !quiet || cands[only.index()] != number {
                            house.single_numbers |= number;
                            kinds |= NEW_SINGLE;
                        }
                        if confine_single_places && m.complete {
                            house.numbers |= number;
                            kinds |= CONFINABLE;
                        }
                    }
                } else if m.complete
                    && left.len() <= m.overlap as usize
                    && layout.newly_confined(m, left)
                {
                    // Just confined to an overlap with another house: the intersection rule
                    // may fire (it can fire only after such a change).
                    house.numbers |= number;
                    kinds |= CONFINABLE;
                }
                if kinds != 0 {
                    queue.schedule(m.house, kinds);
                }
            }
        }
        if !emptied {
            return Ok(());
        }
        // Candidates only go, so what was empty when its job ran is empty still.
        for &(cell, d) in &log[start..] {
            if graph.candidates(cell).is_empty() {
                let kind = ContradictionKind::EmptyCell { cell };
                return Err(Contradiction::new(kind, Some(cause), layout.side()));
            }
            for m in layout.memberships(cell) {
                if graph.places(m.house, d).is_empty() && m.complete {
                    let kind = ContradictionKind::MissingNumber {
                        house: m.house,
                        number: d,
                    };
                    return Err(Contradiction::new(kind, Some(cause), layout.side()));
                }
            }
        }
        Ok(())
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
