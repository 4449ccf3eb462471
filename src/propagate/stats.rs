//! Counters: jobs run and candidates removed, by rule.

use crate::rules::Reason;

/// What propagation did: jobs run and removals by rule, summed over the engine's life.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stats {
    /// Update-mapping jobs run (one per removed candidate).
    pub update_jobs: u64,
    /// Apply-rules jobs run (one per house and pass).
    pub rule_jobs: u64,
    /// Candidates removed by each rule.
    pub removed: Removals,
}

/// Candidates removed, by reason. Rules added later add fields, so build one with
/// `Removals::default()` and read the fields you know.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub struct Removals {
    /// By the starting state (givens, pencilmarks).
    pub given: u64,
    /// By the caller.
    pub user: u64,
    /// By search branches.
    pub guess: u64,
    /// By naked subsets (singles included).
    pub naked_subset: u64,
    /// By hidden subsets (singles included).
    pub hidden_subset: u64,
    /// By intersections.
    pub intersection: u64,
    /// By fish, finned or not.
    pub fish: u64,
    /// By custom rules.
    pub custom: u64,
    /// By explanation steps of techniques the engine does not run (chains, wings, uniqueness,
    /// forcing).
    pub explained: u64,
}

impl Removals {
    #[inline]
    pub(crate) fn count(&mut self, reason: &Reason) {
        let slot = match reason {
            Reason::Given => &mut self.given,
            Reason::User => &mut self.user,
            Reason::Guess => &mut self.guess,
            Reason::NakedSubset { .. } => &mut self.naked_subset,
            Reason::HiddenSubset { .. } => &mut self.hidden_subset,
            Reason::Intersection { .. } => &mut self.intersection,
            Reason::Fish { .. } | Reason::FinnedFish { .. } | Reason::FrankenFish { .. } => {
                &mut self.fish
            }
            Reason::Custom { .. } => &mut self.custom,
            Reason::Explained { .. } => &mut self.explained,
        };
        *slot += 1;
    }

    /// Removals made by rules (naked, hidden, intersections, fish, custom rules).
    pub fn by_rules(&self) -> u64 {
        self.naked_subset + self.hidden_subset + self.intersection + self.fish + self.custom
    }
}
