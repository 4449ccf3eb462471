//! Propagation: the task queue of update and rule jobs, run to a fixpoint by the [`Engine`].
//!
//! # The order of jobs, and why it is sound
//!
//! Removing an edge (cell, number) is the only change. It queues one *update-mapping* job, which
//! brings the number → cells map of each house of the cell up to date, notes what changed in
//! those houses and flags a cell without candidates, or a complete house without a place for the
//! number, as a contradiction. Each touched house is then queued for an *apply-rules* job at
//! every level its kind of change can wake (any change, a new single, a number that may now be
//! confined); a house is queued at most once per level.
//!
//! Update jobs run before any rule job, so a rule always reads maps that agree with the graph.
//! Rule jobs run simplest level first (singles, intersections, subsets by growing size, then
//! matching for larger subsets), lowest house first within a level.
//!
//! Every rule is *monotone*: whatever it removes from a state, it would also remove from any
//! state with fewer candidates (a naked subset stays a naked subset when candidates go). The
//! rules only remove, and a rule on a house can only see something new after that house's maps
//! changed, which re-queues it. So propagation ends in the largest state that no rule can shrink,
//! the same one whatever the order of the jobs; the order only decides how fast it gets there.
//! [`JobOrder::Shuffled`](crate::JobOrder::Shuffled) exists to test exactly that.

mod engine;
mod observer;
mod queue;
mod stats;

pub(crate) use engine::Snapshot;
pub use engine::{Engine, SizeMismatch};
pub use observer::{NoObserver, Observer, Recorder};
pub use stats::{Removals, Stats};
