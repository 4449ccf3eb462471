//! An explanation's time limit: the deadline after which no step is looked for.

use std::fmt;
use std::time::{Duration, Instant};

use super::Explainer;
use crate::trace::Outcome;

impl Explainer {
    /// This explainer stopping at `deadline`: once it has passed, no further step is looked
    /// for, and the explanation ends with [`Outcome::Timeout`] (level
    /// [`Unknown`](crate::trace::Level::Unknown)), keeping the steps taken. The clock is read
    /// before each step is looked for, so a step already started is finished (a step takes at
    /// most a fraction of a second on a 9×9 grid; nested forcing chains take the longest), and a
    /// deadline that has passed already ends the explanation before its first step. The
    /// listing of [`list_steps`](Explainer::list_steps) asks no further technique once it has
    /// passed ([`StepList::timed_out`](crate::trace::StepList::timed_out)).
    ///
    /// Where the explanation stops depends on the machine and its load: the same puzzle with
    /// the same deadline may stop at another step, or not at all. Without a deadline (the
    /// default), or with one that is not reached, the steps are the same as ever.
    ///
    /// An explanation that ended at its deadline goes on from where it stopped when given a
    /// later one.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::time::{Duration, Instant};
    /// use sudograph::Puzzle;
    /// use sudograph::trace::{Explainer, Level, Outcome};
    ///
    /// let puzzle: Puzzle =
    ///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
    /// // A deadline that has passed: no step is taken.
    /// let mut explainer = Explainer::new(&puzzle).with_deadline(Instant::now());
    /// assert_eq!(explainer.next(), None);
    /// assert_eq!(explainer.outcome(), Some(Outcome::Timeout));
    /// assert_eq!(explainer.rated().map(|r| r.level), Some(Level::Unknown));
    ///
    /// // A later deadline: the explanation goes on, to the end this time.
    /// let later = Instant::now() + Duration::from_secs(600);
    /// let rated = explainer.with_deadline(later).rate();
    /// assert_eq!(rated.outcome, Outcome::Solved);
    /// assert_eq!(rated, Explainer::new(&puzzle).rate());
    /// # Ok::<(), sudograph::ParseError>(())
    /// ```
    pub fn with_deadline(self, deadline: Instant) -> Explainer {
        self.until(Some(deadline))
    }

    /// This explainer stopping `timeout` from now ([`with_deadline`](Explainer::with_deadline));
    /// a timeout too long for the clock to represent sets no limit (it would never pass), as
    /// [`Limits::with_timeout`](crate::search::Limits::with_timeout) does.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::time::Duration;
    /// use sudograph::Puzzle;
    /// use sudograph::trace::{Explainer, Outcome};
    ///
    /// let puzzle: Puzzle =
    ///     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..".parse()?;
    /// let trace = Explainer::new(&puzzle).with_timeout(Duration::ZERO).explain();
    /// assert_eq!(trace.outcome(), Outcome::Timeout);
    /// assert_eq!(trace.steps().count(), 0);
    ///
    /// let unbounded = Explainer::new(&puzzle).with_timeout(Duration::MAX);
    /// assert_eq!(unbounded.deadline(), None);
    /// assert_eq!(unbounded.explain().outcome(), Outcome::Solved);
    /// # Ok::<(), sudograph::ParseError>(())
    /// ```
    pub fn with_timeout(self, timeout: Duration) -> Explainer {
        self.until(Instant::now().checked_add(timeout))
    }

    /// This explainer with `deadline`, going on if it had stopped at its former one.
    fn until(mut self, deadline: Option<Instant>) -> Explainer {
        self.deadline = deadline;
        if self.outcome == Some(Outcome::Timeout) {
            self.outcome = None;
        }
        self
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether the deadline has passed; if so, the explanation ends with a timeout.
    pub(super) fn end_at_deadline(&mut self) -> bool {
        let passed = self.deadline.is_some_and(|d| Instant::now() >= d);
        if passed {
            self.outcome = Some(Outcome::Timeout);
        }
        passed
    }
}

impl fmt::Debug for Explainer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Explainer")
            .field("engine", &self.engine)
            .field("config", self.finder.config())
            .field("steps", &self.steps)
            .field("outcome", &self.outcome)
            .field("deadline", &self.deadline)
            .finish()
    }
}
