//! The search state: what depth-first search asks of a representation of the candidate graph,
//! and its two implementations, the engine and digit planes (of standard 9×9 and 16×16 grids,
//! and X-Sudoku 16×16 ones).
//!
//! [`Dfs`](super::dfs::Dfs) is written once over [`Space`]: the loop, the path of guesses, the
//! limits and the counters. A representation says how it propagates, which candidate it would
//! guess, how it saves and restores itself around a guess, and how it places or removes a
//! candidate. The engine runs the configured rules with their reasons and reports every change
//! to an observer; the planes ([`Bands`], [`Planes16`]) reach the same fixpoint of the default
//! rules for all the houses of a number at once and report nothing, so the search picks them only when
//! nobody observes.

use crate::io::Puzzle;
use crate::layout::{Cell, CellSet, House, Layout, Number};
use crate::propagate::{Engine, Observer, Removals, Snapshot, Stats};
use crate::rules::{Config, Contradiction, ContradictionKind, Reason};

use super::bands::{Bands, Dead};
use super::branch;
use super::pairs16::Memo;
use super::planes16::Planes16;
use super::solver::SearchStats;

/// A search state: a candidate graph that propagates, chooses a guess, and is saved before each
/// guess and restored after it.
pub(crate) trait Space {
    /// Propagates to the fixpoint of `config` (the planes: of the one configuration they run,
    /// the default one, with pairs on X-Sudoku 16×16); `false` on a contradiction.
    fn propagate<O: Observer>(&mut self, config: &Config, observer: &mut O) -> bool;

    /// The candidate to guess first, or `None` when no cell is open.
    fn choose(&mut self) -> Option<(Cell, Number)>;

    /// The solution, when no cell is open and the grid breaks no rule.
    fn solution(&self) -> Option<Puzzle>;

    /// Saves the state as the one before the guess at `depth` (the saves of deeper guesses are
    /// no longer needed).
    fn save(&mut self, depth: usize);

    /// Returns to the state saved by `save(depth)`.
    fn restore(&mut self, depth: usize);

    /// Places `number` in `cell` as a guess; `false` on a contradiction.
    fn place<O: Observer>(&mut self, cell: Cell, number: Number, observer: &mut O) -> bool;

    /// Removes `number` from `cell` as the other branch of a guess; `false` on a contradiction.
    fn eliminate<O: Observer>(&mut self, cell: Cell, number: Number, observer: &mut O) -> bool;

    /// Writes its counters (removals by rule, jobs) into `stats`.
    fn report(&self, stats: &mut SearchStats);
}

/// The smallest side searched with failure-driven weights ([`branch::choose_weighted`]): on
/// 25×25 grids they cut guesses sevenfold (docs/performance.md); 16×16 grids guess as often
/// either way and keep the static choice, cheaper per node, which the bit-parallel 9×9 path
/// mirrors node for node.
const WEIGHTED_SIDE: usize = 25;

/// The engine as a search state, with an engine snapshot per guess (kept when the path shrinks,
/// to be reused), scratch space for the branching choice, and on large grids the failure
/// weights of the houses (see [`branch::choose_weighted`]).
#[derive(Debug)]
pub(crate) struct EngineSpace {
    engine: Engine,
    saved: Vec<Snapshot>,
    open: CellSet,
    fewest: CellSet,
    weights: Option<Vec<u32>>,
}

impl EngineSpace {
    pub(crate) fn new(engine: Engine) -> EngineSpace {
        let cells = engine.layout().cells();
        let weighted = engine.layout().side() >= WEIGHTED_SIDE;
        let weights = weighted.then(|| vec![1; engine.layout().houses()]);
        EngineSpace {
            engine,
            saved: Vec::new(),
            open: CellSet::with_capacity(cells),
            fewest: CellSet::with_capacity(cells),
            weights,
        }
    }
}

/// Raises the weight of the houses where `contradiction` was found: its house, or every house
/// of its cell, or (for fish) nothing more specific than its number's lines.
fn blame(layout: &Layout, weights: &mut [u32], contradiction: &Contradiction) {
    let mut raise = |h: House| {
        let w = &mut weights[h.index()];
        *w = w.saturating_add(1);
    };
    match contradiction.kind() {
        ContradictionKind::EmptyCell { cell } => {
            for &(h, _) in layout.houses_slice(cell) {
                raise(h);
            }
        }
        ContradictionKind::MissingNumber { house, .. }
        | ContradictionKind::TooFewNumbers { house, .. }
        | ContradictionKind::TooFewCells { house, .. } => raise(house),
        _ => {}
    }
}

impl Space for EngineSpace {
    fn propagate<O: Observer>(&mut self, config: &Config, observer: &mut O) -> bool {
        match self.engine.propagate_with(config, observer) {
            Ok(()) => true,
            Err(contradiction) => {
                if let Some(weights) = &mut self.weights {
                    blame(self.engine.layout(), weights, &contradiction);
                }
                false
            }
        }
    }

    fn choose(&mut self) -> Option<(Cell, Number)> {
        let (layout, graph) = (self.engine.layout(), self.engine.graph());
        match &self.weights {
            Some(weights) => branch::choose_weighted(layout, graph, weights),
            None => branch::choose(layout, graph, &mut self.open, &mut self.fewest),
        }
    }

    fn solution(&self) -> Option<Puzzle> {
        self.engine.is_solved().then(|| self.engine.to_puzzle())
    }

    fn save(&mut self, depth: usize) {
        if depth == self.saved.len() {
            self.saved.push(self.engine.snapshot());
        } else {
            self.engine.save(&mut self.saved[depth]);
        }
    }

    fn restore(&mut self, depth: usize) {
        self.engine.restore(&self.saved[depth]);
    }

    fn place<O: Observer>(&mut self, cell: Cell, number: Number, observer: &mut O) -> bool {
        self.engine
            .place_with(cell, number, Reason::Guess, observer)
            .is_ok()
    }

    fn eliminate<O: Observer>(&mut self, cell: Cell, number: Number, observer: &mut O) -> bool {
        self.engine
            .eliminate_with(cell, number, Reason::Guess, observer)
            .is_ok()
    }

    fn report(&self, stats: &mut SearchStats) {
        stats.engine = *self.engine.stats();
    }
}

/// A bit-parallel form of a standard (or X-Sudoku 16×16) grid's candidates (digit planes): what [`PlaneSpace`]
/// needs of it. Each method counts what it removes in the caller's [`Removals`].
pub(crate) trait Planes: Copy + std::fmt::Debug {
    /// What propagation keeps from one call to the next, whatever the state: the X-Sudoku pairs'
    /// memo (`pairs16.rs`), nothing for the others.
    type Memo: Default + std::fmt::Debug;
    /// Propagates to the fixpoint of the default configuration (with naked and hidden pairs on
    /// X-Sudoku 16×16).
    fn propagate(&mut self, removed: &mut Removals, memo: &mut Self::Memo) -> Result<(), Dead>;
    /// The engine's branching choice at a fixpoint.
    fn choose(&self) -> Option<(Cell, Number)>;
    /// Whether every cell is down to one candidate.
    fn is_solved(&self) -> bool;
    /// The solved grid.
    fn solution(&self) -> Puzzle;
    /// Sets `cell` to `number` as a guess.
    fn place(&mut self, cell: Cell, number: Number, removed: &mut Removals) -> Result<(), Dead>;
    /// Removes `number` from `cell` as the second branch of a guess.
    fn eliminate(&mut self, cell: Cell, number: Number, removed: &mut Removals)
    -> Result<(), Dead>;
}

/// Implements [`Planes`] with the type's own methods of the same names.
macro_rules! planes {
    ($($t:ty: $propagate:ident($memo:ty)),*) => {$(
        impl Planes for $t {
            type Memo = $memo;
            #[inline]
            fn propagate(&mut self, removed: &mut Removals, memo: &mut $memo) -> Result<(), Dead> {
                <$t>::$propagate(self, removed, memo)
            }
            #[inline]
            fn choose(&self) -> Option<(Cell, Number)> {
                <$t>::choose(self)
            }
            #[inline]
            fn is_solved(&self) -> bool {
                <$t>::is_solved(self)
            }
            #[inline]
            fn solution(&self) -> Puzzle {
                <$t>::solution(self)
            }
            #[inline]
            fn place(&mut self, cell: Cell, number: Number, removed: &mut Removals) -> Result<(), Dead> {
                <$t>::place(self, cell, number, removed)
            }
            #[inline]
            fn eliminate(&mut self, cell: Cell, number: Number, removed: &mut Removals) -> Result<(), Dead> {
                <$t>::eliminate(self, cell, number, removed)
            }
        }
    )*};
}

planes!(
    Bands: propagate_in_search(()),
    Planes16: propagate_standard(()),
    Planes16<true>: propagate_x(Memo)
);

/// Digit planes (of a 9×9 or a 16×16 grid) as a search state: a plain copy per guess, and the
/// removals counted since the start was built. They report no change to an observer.
#[derive(Debug)]
pub(crate) struct PlaneSpace<P: Planes> {
    planes: P,
    saved: Vec<P>,
    stats: Stats,
    /// What the planes keep between propagations (not saved with a guess: it holds whatever the
    /// state).
    memo: P::Memo,
}

impl<P: Planes> PlaneSpace<P> {
    /// `planes`, with the counters of building them.
    pub(crate) fn new(planes: P, stats: Stats) -> PlaneSpace<P> {
        PlaneSpace {
            planes,
            saved: Vec::new(),
            stats,
            memo: P::Memo::default(),
        }
    }
}

impl<P: Planes> Space for PlaneSpace<P> {
    fn propagate<O: Observer>(&mut self, _: &Config, _: &mut O) -> bool {
        self.planes
            .propagate(&mut self.stats.removed, &mut self.memo)
            .is_ok()
    }

    fn choose(&mut self) -> Option<(Cell, Number)> {
        self.planes.choose()
    }

    fn solution(&self) -> Option<Puzzle> {
        self.planes.is_solved().then(|| self.planes.solution())
    }

    fn save(&mut self, depth: usize) {
        self.saved.truncate(depth);
        self.saved.push(self.planes);
    }

    fn restore(&mut self, depth: usize) {
        self.planes = self.saved[depth];
    }

    fn place<O: Observer>(&mut self, cell: Cell, number: Number, _: &mut O) -> bool {
        self.planes
            .place(cell, number, &mut self.stats.removed)
            .is_ok()
    }

    fn eliminate<O: Observer>(&mut self, cell: Cell, number: Number, _: &mut O) -> bool {
        self.planes
            .eliminate(cell, number, &mut self.stats.removed)
            .is_ok()
    }

    fn report(&self, stats: &mut SearchStats) {
        stats.engine = self.stats;
        stats.bit_parallel = true;
    }
}
