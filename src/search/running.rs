//! A running search: depth-first on the engine or on digit planes, or with learning, and the
//! hand-over from a depth-first search that runs long to the search with learning.
//!
//! A depth-first search without restarts can lose itself in a subtree with no solution: a
//! 16×16 puzzle with 80 givens and several solutions took more than 2,000,000 nodes to find
//! two (a minute), where the search with learning, which restarts and learns from each
//! contradiction, found them in 130. So on grids larger than 9×9, by default
//! ([`Learning::Auto`]), a depth-first search that goes [`HANDOVER_NODES`] nodes without a
//! solution hands over: the search with learning starts from the beginning, the solutions the
//! depth-first search reported excluded, and counts its nodes on from there. A search that
//! finishes within the bound is the depth-first search it was; 9×9 grids never hand over
//! (their searches take thousands of nodes at most).

use crate::io::Puzzle;
use crate::propagate::{Observer, Stats};

use super::bands::Bands;
use super::dfs::{Dfs, Event};
use super::learn::{AnyLearner, Found};
use super::limits::{LimitReached, Limits};
use super::planes16::Planes16;
use super::solver::{Fast, Learning, SearchStats, Solver};
use super::space::{EngineSpace, PlaneSpace};

/// The smallest side searched with learning by default ([`Learning::Auto`]): on 16×16 grids it
/// takes fewer nodes but no less time (docs/performance.md).
const LEARNING_SIDE: usize = 25;

/// The nodes a depth-first search on a grid larger than 9×9 may go without finding a solution
/// before it hands over to the search with learning ([`Learning::Auto`]). The shipped 16×16
/// puzzles take at most a few thousand (about 10 ms).
pub(super) const HANDOVER_NODES: u64 = 20_000;

/// The solutions after which a depth-first search no longer hands over: it is enumerating, and
/// each solution would be a nogood of the search with learning.
const HANDOVER_SOLUTIONS: usize = 64;

/// A running search and, while it may still hand over, what the hand-over needs.
#[derive(Debug)]
pub(super) struct Search {
    inner: Inner,
    handover: Option<Box<Handover>>,
}

/// What a depth-first search keeps to hand over to the search with learning.
#[derive(Debug)]
struct Handover {
    /// The solver, to start the search with learning from.
    solver: Solver,
    /// The solutions reported so far, to exclude.
    found: Vec<Puzzle>,
    /// The nodes the depth-first search may go without a solution ([`HANDOVER_NODES`]).
    after: u64,
}

impl Search {
    /// A search from `solver`'s start; on digit planes or with learning when the solver allows,
    /// the start suits, and nobody observes changes (`silent`).
    #[inline]
    pub(super) fn new(solver: &Solver, silent: bool) -> Search {
        Search::handing_over_after(solver, silent, HANDOVER_NODES)
    }

    /// [`Search::new`], a depth-first search handing over after `after` nodes without a
    /// solution.
    #[inline]
    fn handing_over_after(solver: &Solver, silent: bool, after: u64) -> Search {
        let learn = match solver.learning {
            Learning::Never => false,
            Learning::Auto => solver.start_side() >= LEARNING_SIDE,
            Learning::Always => true,
        };
        if silent && learn {
            return Search {
                inner: Inner::learning(solver, &[], 0, 0),
                handover: None,
            };
        }
        if !(silent && solver.learning == Learning::Auto && solver.start_side() > 9) {
            return Search {
                inner: Inner::depth_first(solver, silent),
                handover: None,
            };
        }
        let mut search = Search {
            inner: Inner::depth_first(solver, silent),
            handover: Some(Box::new(Handover {
                solver: solver.clone(),
                found: Vec::new(),
                after,
            })),
        };
        search.inner.bound_nodes(solver.limits.max_nodes, 0, after);
        search
    }

    /// Runs until the next solution, the end, or a limit.
    #[inline]
    pub(super) fn next<O: Observer>(&mut self, observer: &mut O) -> Event {
        let event = self.inner.next(observer);
        let Some(handover) = self.handover.as_mut() else {
            return event;
        };
        let user_max = handover.solver.limits.max_nodes;
        let (nodes, guesses) = self.inner.counts();
        match event {
            Event::Solution(ref p) => {
                if handover.found.len() < HANDOVER_SOLUTIONS {
                    handover.found.push(p.clone());
                    self.inner.bound_nodes(user_max, nodes, handover.after);
                } else {
                    self.inner.set_max_nodes(user_max);
                    self.handover = None;
                }
                event
            }
            Event::Limit(LimitReached::Nodes) if user_max.is_none_or(|max| nodes < max) => {
                let handover = self.handover.take().expect("a hand-over");
                self.inner = Inner::learning(&handover.solver, &handover.found, nodes, guesses);
                self.inner.next(observer)
            }
            _ => event,
        }
    }

    /// What the search did so far.
    pub(super) fn stats(&self) -> SearchStats {
        self.inner.stats()
    }
}

/// The search itself. The one place where the solver tells the searches apart.
#[derive(Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "one per search; boxing the 9×9 search would allocate for every puzzle"
)]
enum Inner {
    Engine(Dfs<EngineSpace>),
    Nine(Dfs<PlaneSpace<Bands>>),
    Sixteen(Box<Dfs<PlaneSpace<Planes16>>>),
    SixteenX(Box<Dfs<PlaneSpace<Planes16<true>>>>),
    /// The search with learning, from the start propagated by the engine (none when that
    /// propagation found a contradiction), the engine's counters for it, the nodes, and the
    /// guesses of a depth-first search that handed over to it.
    Learn {
        learner: Option<Box<AnyLearner>>,
        stats: Stats,
        limits: Limits,
        nodes: u64,
        guesses_before: u64,
    },
}

impl Inner {
    /// The search with learning from `solver`'s start, `found` excluded, after `nodes` nodes
    /// and `guesses` guesses of a depth-first search.
    fn learning(solver: &Solver, found: &[Puzzle], nodes: u64, guesses: u64) -> Inner {
        let mut engine = solver.engine();
        let learner = match engine.propagate(&solver.config) {
            Ok(()) => {
                let mut learner = Box::new(AnyLearner::new(&engine));
                if let Some(hint) = &solver.hint {
                    learner.lean_towards(hint);
                }
                for solution in found {
                    learner.exclude(solution);
                }
                Some(learner)
            }
            Err(_) => None,
        };
        Inner::Learn {
            learner,
            stats: *engine.stats(),
            limits: solver.limits.clone(),
            nodes: nodes + 1,
            guesses_before: guesses,
        }
    }

    /// A depth-first search from `solver`'s start, on digit planes when the solver allows, the
    /// start suits and nobody observes changes (`silent`).
    #[inline]
    fn depth_first(solver: &Solver, silent: bool) -> Inner {
        let (config, limits) = (solver.node_config(), solver.limits.clone());
        if silent && solver.bit_parallel {
            match solver.planes() {
                Some((Fast::Nine(bands), stats)) => {
                    return Inner::Nine(Dfs::new(PlaneSpace::new(bands, stats), config, limits));
                }
                Some((Fast::Sixteen(planes), stats)) => {
                    let space = PlaneSpace::new(planes, stats);
                    return Inner::Sixteen(Box::new(Dfs::new(space, config, limits)));
                }
                Some((Fast::SixteenX(planes), stats)) => {
                    let space = PlaneSpace::new(planes, stats);
                    return Inner::SixteenX(Box::new(Dfs::new(space, config, limits)));
                }
                None => {}
            }
        }
        Inner::Engine(Dfs::new(EngineSpace::new(solver.engine()), config, limits))
    }

    /// Bounds a depth-first search to `after` nodes from `nodes`, or `user_max` if less.
    fn bound_nodes(&mut self, user_max: Option<u64>, nodes: u64, after: u64) {
        let bound = nodes + after;
        self.set_max_nodes(Some(user_max.map_or(bound, |max| max.min(bound))));
    }

    /// Bounds a depth-first search to `max` nodes in all (none: no bound).
    fn set_max_nodes(&mut self, max: Option<u64>) {
        match self {
            Inner::Engine(dfs) => dfs.set_max_nodes(max),
            Inner::Nine(dfs) => dfs.set_max_nodes(max),
            Inner::Sixteen(dfs) => dfs.set_max_nodes(max),
            Inner::SixteenX(dfs) => dfs.set_max_nodes(max),
            Inner::Learn { .. } => {}
        }
    }

    /// Nodes and guesses so far.
    fn counts(&self) -> (u64, u64) {
        let stats = self.stats();
        (stats.nodes, stats.guesses)
    }

    /// Runs until the next solution, the end, or a limit.
    fn next<O: Observer>(&mut self, observer: &mut O) -> Event {
        match self {
            Inner::Engine(dfs) => dfs.next(observer),
            Inner::Nine(dfs) => dfs.next(observer),
            Inner::Sixteen(dfs) => dfs.next(observer),
            Inner::SixteenX(dfs) => dfs.next(observer),
            Inner::Learn { learner: None, .. } => Event::Exhausted,
            Inner::Learn {
                learner: Some(learner),
                limits,
                nodes,
                ..
            } => match learner.next(limits, nodes) {
                Found::Solution(p) => Event::Solution(p),
                Found::Exhausted => Event::Exhausted,
                Found::Limit(limit) => Event::Limit(limit),
            },
        }
    }

    /// What the search did so far.
    fn stats(&self) -> SearchStats {
        match self {
            Inner::Engine(dfs) => dfs.stats(),
            Inner::Nine(dfs) => dfs.stats(),
            Inner::Sixteen(dfs) => dfs.stats(),
            Inner::SixteenX(dfs) => dfs.stats(),
            Inner::Learn {
                learner,
                stats,
                nodes,
                guesses_before,
                ..
            } => {
                let mut s = SearchStats {
                    nodes: *nodes,
                    guesses: *guesses_before,
                    engine: *stats,
                    learning: true,
                    ..SearchStats::default()
                };
                if let Some(l) = learner {
                    let l = l.counts();
                    s.guesses += l.guesses;
                    s.max_depth = l.max_depth;
                    s.conflicts = l.conflicts;
                    s.learned = l.learned;
                    s.restarts = l.restarts;
                }
                s
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Limits;

    /// A 16×16 puzzle with 18 solutions (a generated one less three givens).
    const EIGHTEEN: &str = ".7.8.....3.49..........4C...B67..C.......EA2.G..31G.5.CF....E......68..A3D...4.......195..F6......8.2.3.91.....6.9.5....E78.D....AE....1.4..F...4..C..67....2..1....E8A.G2...9...G31...C........5FCB7.8.2......9...9.5.B..7..D2.....1G..F.......6..ED...4...5CFB";

    fn all(search: &mut Search) -> Vec<String> {
        let mut found = Vec::new();
        loop {
            match search.next(&mut crate::propagate::NoObserver) {
                Event::Solution(p) => found.push(p.to_string()),
                Event::Exhausted => break,
                Event::Limit(l) => panic!("limit {l:?}"),
            }
        }
        found
    }

    #[test]
    fn a_search_handing_over_finds_every_solution_once() {
        let puzzle: Puzzle = EIGHTEEN.parse().expect("a 16×16 puzzle");
        let solver = Solver::new(&puzzle);
        let mut depth_first = all(&mut Search::new(
            &solver.clone().with_learning(Learning::Never),
            true,
        ));
        depth_first.sort();
        assert_eq!(depth_first.len(), 18);
        let mut handed = 0;
        for after in (1..120).chain([1_000_000]) {
            let mut search = Search::handing_over_after(&solver, true, after);
            let mut found = all(&mut search);
            handed += usize::from(search.stats().learning);
            found.sort();
            assert_eq!(found, depth_first, "handing over after {after} nodes");
        }
        assert!(handed >= 5, "most of the bounds hand over ({handed})");
    }

    #[test]
    fn the_callers_node_bound_holds_across_the_hand_over() {
        let puzzle: Puzzle = EIGHTEEN.parse().expect("a 16×16 puzzle");
        for max in [1, 5, 20, 60] {
            let solver = Solver::new(&puzzle).with_limits(Limits::default().with_max_nodes(max));
            let mut search = Search::handing_over_after(&solver, true, 3);
            let stop = loop {
                match search.next(&mut crate::propagate::NoObserver) {
                    Event::Solution(_) => {}
                    Event::Exhausted => break None,
                    Event::Limit(l) => break Some(l),
                }
            };
            assert_eq!(stop, Some(LimitReached::Nodes), "max {max}");
            assert!(
                search.stats().nodes <= max,
                "max {max}: {}",
                search.stats().nodes
            );
        }
    }
}
