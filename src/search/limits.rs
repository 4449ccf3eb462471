//! Limits on a search: solutions, nodes, a deadline, a cancellation flag.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Bounds on how much a search may do. The default bounds nothing.
///
/// # Examples
///
/// ```
/// use std::time::{Duration, Instant};
/// use sudograph::search::Limits;
///
/// let limits = Limits::default()
///     .with_max_nodes(1_000_000)
///     .with_deadline(Instant::now() + Duration::from_secs(10));
/// assert_eq!(limits.max_nodes, Some(1_000_000));
/// ```
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Limits {
    /// Stop after this many solutions.
    pub max_solutions: Option<u64>,
    /// Stop after this many nodes (propagations).
    pub max_nodes: Option<u64>,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Stop when this flag is set (from another thread, say).
    pub cancel: Option<Arc<AtomicBool>>,
    /// Not a limit: a counter the search adds its nodes to as it goes (64 at a time), so that
    /// another thread can show progress on a long search.
    pub progress: Option<Arc<AtomicU64>>,
}

impl Limits {
    /// These limits with at most `n` solutions.
    pub fn with_max_solutions(mut self, n: u64) -> Limits {
        self.max_solutions = Some(n);
        self
    }

    /// These limits with at most `n` nodes.
    pub fn with_max_nodes(mut self, n: u64) -> Limits {
        self.max_nodes = Some(n);
        self
    }

    /// These limits with a deadline.
    pub fn with_deadline(mut self, deadline: Instant) -> Limits {
        self.deadline = Some(deadline);
        self
    }

    /// These limits with a deadline `timeout` from now; a timeout too long for the clock to
    /// represent sets no deadline (it would never pass).
    ///
    /// # Examples
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudograph::search::Limits;
    ///
    /// assert!(Limits::default().with_timeout(Duration::from_secs(5)).deadline.is_some());
    /// assert!(Limits::default().with_timeout(Duration::MAX).deadline.is_none());
    /// ```
    pub fn with_timeout(mut self, timeout: Duration) -> Limits {
        self.deadline = Instant::now().checked_add(timeout);
        self
    }

    /// These limits with a cancellation flag.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Limits {
        self.cancel = Some(flag);
        self
    }

    /// These limits adding the search's nodes to `counter` as it goes (every 64 nodes), for a
    /// progress display; several searches may share one counter.
    pub fn with_progress(mut self, counter: Arc<AtomicU64>) -> Limits {
        self.progress = Some(counter);
        self
    }

    /// The limit reached before visiting node number `nodes + 1`, if any. The clock is read
    /// every 64 nodes.
    #[inline]
    pub(crate) fn check(&self, nodes: u64) -> Option<LimitReached> {
        if self.max_nodes.is_some_and(|max| nodes >= max) {
            return Some(LimitReached::Nodes);
        }
        if self
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
        {
            return Some(LimitReached::Cancelled);
        }
        if nodes.is_multiple_of(64) {
            if let Some(counter) = &self.progress
                && nodes > 0
            {
                counter.fetch_add(64, Ordering::Relaxed);
            }
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                return Some(LimitReached::Deadline);
            }
        }
        None
    }
}

/// Which limit stopped a search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LimitReached {
    /// The maximum number of solutions was found.
    Solutions,
    /// The maximum number of nodes was visited.
    Nodes,
    /// The deadline passed.
    Deadline,
    /// The cancellation flag was set.
    Cancelled,
}

impl fmt::Display for LimitReached {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LimitReached::Solutions => "solution limit reached",
            LimitReached::Nodes => "node limit reached",
            LimitReached::Deadline => "deadline passed",
            LimitReached::Cancelled => "cancelled",
        })
    }
}

impl std::error::Error for LimitReached {}
