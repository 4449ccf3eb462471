//! The findings buffer: what rules report, stored flat and reused so no job allocates.

use crate::layout::{Cell, Number};

use super::Reason;

/// Findings of rule jobs: reasons, each with the candidates it removes, in flat arrays.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    items: Vec<(Reason, u32, u32)>,
    removals: Vec<(Cell, Number)>,
}

impl Findings {
    /// An empty buffer with room for `removals` removals.
    pub fn with_capacity(removals: usize) -> Findings {
        Findings {
            items: Vec::with_capacity(64),
            removals: Vec::with_capacity(removals),
        }
    }

    /// Forgets every finding, keeping the memory.
    #[inline]
    pub fn clear(&mut self) {
        self.items.clear();
        self.removals.clear();
    }

    /// Adds a finding; one with no removal is dropped.
    #[inline]
    pub fn push(&mut self, reason: Reason, removals: impl IntoIterator<Item = (Cell, Number)>) {
        let start = self.removals.len();
        self.removals.extend(removals);
        if self.removals.len() > start {
            self.items
                .push((reason, start as u32, self.removals.len() as u32));
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

    /// Finding `i`: its reason and removals.
    #[inline]
    pub fn get(&self, i: usize) -> (Reason, &[(Cell, Number)]) {
        let (reason, start, end) = self.items[i];
        (reason, &self.removals[start as usize..end as usize])
    }

    /// Every finding, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = (Reason, &[(Cell, Number)])> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }
}
