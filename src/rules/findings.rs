//! The findings buffer: what rules report, one fixed-size record per finding, reused so no job
//! allocates.
//!
//! Every finding of the group rule and of intersections removes a *rectangle* inside one house:
//! a set of numbers from a set of that house's cells. A naked subset removes its numbers from the
//! other cells that hold them; a hidden subset removes every other number from its cells; an
//! intersection removes one number from the cells of the other house outside the overlap. Only
//! edges still in the graph are removed, so the rectangle may be drawn generously.

use crate::layout::{House, NumberSet, PosSet};

use super::Reason;

/// Remove `numbers` from the cells of `house` at `cells`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Removal {
    /// The house the cells are counted in.
    pub house: House,
    /// The cells, as positions in `house`.
    pub cells: PosSet,
    /// The numbers to remove from each of them.
    pub numbers: NumberSet,
}

/// Findings of rule jobs: each a reason and the rectangle of candidates it removes.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    items: Vec<(Reason, Removal)>,
}

impl Findings {
    /// An empty buffer.
    pub fn new() -> Findings {
        Findings {
            items: Vec::with_capacity(64),
        }
    }

    /// Forgets every finding, keeping the memory.
    #[inline]
    pub fn clear(&mut self) {
        self.items.clear();
    }

    /// Adds a finding; one that removes nothing is dropped.
    #[inline]
    pub fn push(&mut self, reason: Reason, removal: Removal) {
        if !removal.cells.is_empty() && !removal.numbers.is_empty() {
            self.items.push((reason, removal));
        }
    }

    /// The number of findings.
    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there is no finding.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Finding `i`.
    #[inline]
    pub fn get(&self, i: usize) -> (Reason, Removal) {
        self.items[i]
    }

    /// Every finding, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = (Reason, Removal)> + '_ {
        self.items.iter().copied()
    }
}
