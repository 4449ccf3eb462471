//! Depth-first search over any [`Space`]: a resumable loop over an explicit path of guesses,
//! binary branching (place, then remove), and the limits checked at every node.

use crate::io::Puzzle;
use crate::layout::{Cell, Number};
use crate::propagate::Observer;
use crate::rules::Config;

use super::limits::{LimitReached, Limits};
use super::solver::SearchStats;
use super::space::Space;

/// What a search met when it stopped: a solution (it resumes from there), the end, or a limit.
pub(crate) enum Event {
    Solution(Puzzle),
    Exhausted,
    Limit(LimitReached),
}

/// A depth-first search: the working state, the guesses on the current path, the counters.
#[derive(Debug)]
pub(crate) struct Dfs<S> {
    space: S,
    config: Config,
    limits: Limits,
    /// The guesses on the path to the current node, each taken as its first branch.
    path: Vec<(Cell, Number)>,
    nodes: u64,
    guesses: u64,
    max_depth: usize,
    done: bool,
}

impl<S: Space> Dfs<S> {
    /// A search from `space`, propagating with `config` at each node, within `limits`.
    pub(crate) fn new(space: S, config: Config, limits: Limits) -> Dfs<S> {
        Dfs {
            space,
            config,
            limits,
            path: Vec::new(),
            nodes: 0,
            guesses: 0,
            max_depth: 0,
            done: false,
        }
    }

    /// Bounds the nodes visited from now on to `max` in all (none: no bound).
    pub(crate) fn set_max_nodes(&mut self, max: Option<u64>) {
        self.limits.max_nodes = max;
    }

    /// What the search did so far.
    pub(crate) fn stats(&self) -> SearchStats {
        let mut stats = SearchStats {
            nodes: self.nodes,
            guesses: self.guesses,
            max_depth: self.max_depth,
            ..SearchStats::default()
        };
        self.space.report(&mut stats);
        stats
    }

    /// Runs until the next solution, the end, or a limit.
    pub(crate) fn next<O: Observer>(&mut self, observer: &mut O) -> Event {
        while !self.done {
            if let Some(limit) = self.limits.check(self.nodes) {
                return Event::Limit(limit);
            }
            self.nodes += 1;
            if !self.space.propagate(&self.config, observer) {
                self.backtrack(observer);
                continue;
            }
            match self.space.choose() {
                Some((cell, number)) => self.guess(cell, number, observer),
                None => {
                    let solution = self.space.solution();
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
        self.space.save(depth);
        let placed = self.space.place(cell, number, observer);
        self.path.push((cell, number));
        self.guesses += 1;
        self.max_depth = self.max_depth.max(depth + 1);
        if !placed {
            self.backtrack(observer);
        }
    }

    /// Goes back to the deepest guess and takes its second branch: `number` not in `cell`.
    /// Sets `done` when no guess is left.
    fn backtrack<O: Observer>(&mut self, observer: &mut O) {
        while let Some((cell, number)) = self.path.pop() {
            let depth = self.path.len();
            self.space.restore(depth);
            observer.backtracked(depth);
            if self.space.eliminate(cell, number, observer) {
                return;
            }
        }
        self.done = true;
    }
}
