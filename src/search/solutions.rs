//! The lazy iterator over a solver's solutions ([`Solver::solutions`](super::Solver::solutions)).

use crate::io::Puzzle;
use crate::propagate::NoObserver;

use super::dfs::Event;
use super::limits::LimitReached;
use super::running::Search;
use super::solver::SearchStats;

/// The solutions of a [`Solver`](super::Solver), found one at a time.
///
/// When the iterator ends, [`limit`](Solutions::limit) tells whether a limit cut it short.
#[derive(Debug)]
pub struct Solutions {
    dfs: Search,
    max: Option<u64>,
    found: u64,
    limit: Option<LimitReached>,
    done: bool,
}

impl Solutions {
    /// The solutions `dfs` finds, at most `max`.
    pub(super) fn new(dfs: Search, max: Option<u64>) -> Solutions {
        Solutions {
            dfs,
            max,
            found: 0,
            limit: None,
            done: false,
        }
    }

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
