//! Propagation: the task queue of update and rule jobs, run to a fixpoint by the [`Engine`].
//!
//! # The order of jobs, and why it is sound
//!
//! Removing an edge (cell, number) is the only change. It queues one *update-mapping* job, which
//! brings the number → cells map of each house of the cell up to date, notes what changed in
//! those houses and flags a cell without candidates, or a complete house without a place for the
//! number, as a contradiction. The house is then queued for an *apply-rules* job at every level
//! its kind of change can wake; a house is queued at most once per level. Levels whose rules
//! read a number's slice (its rows × columns: fish) are queued per number the same way.
//!
//! Wake-ups are narrowed to the changes that can make a rule fire, which is what keeps idle jobs
//! off the queue during search:
//! - a cell down to one number wakes singles in a house only where the number has another place
//!   (else the naked single has nothing to remove there);
//! - a number down to one place wakes singles only when that cell still has other candidates;
//! - a number wakes intersections only when its places have *just* become confined to the
//!   overlap with another house (a wide intersection holds them now and did not before the
//!   removal). Places once confined stay confined and the rule's removals are never undone, so
//!   an intersection that was confined before has already been applied; looked up in a table per
//!   pattern of overlaps for houses of up to 12 cells, checked in full for larger ones;
//! - a number wakes a fish pass of k lines only when a row or column of it goes down to k places
//!   or fewer: every base line of such a fish has at most k places, and a fish of lines that did
//!   not change was seen when the pass last looked;
//! - passes that read any change (subsets by enumeration or matching) are woken by every change.
//!
//! Update jobs run before any rule job, so a rule always reads maps that agree with the graph.
//! Rule jobs run simplest level first (singles, intersections, subsets then fish by growing
//! size, then matching for larger ones), lowest house or number first within a level.
//!
//! Every rule is *monotone*: whatever it removes from a state, it would also remove from any
//! state with fewer candidates (a naked subset stays a naked subset when candidates go). The
//! rules only remove, and a rule on a slice can only see something new after a change to that
//! slice of the kind that wakes it, which re-queues it. So propagation ends in the largest state that no rule can shrink,
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
