//! Branches carried from one level's search to the next's on the same state: a branch of the
//! dynamic level is, at the dynamic (+) level, the start of the same branch, which goes on with
//! the (+) rules where it stalled; a dynamic (+) branch is the start of the nested level's; and
//! a nested level's branch the start of the next nested level's.
//!
//! Each level's branch follows the same links as the level before until it stalls (its queues
//! empty), where the level before's runs its rules and finds nothing more (or it met a
//! contradiction first, and is the same branch). The nested levels run, on each stall, their
//! searches in the same order as the level before plus one: where the level before's removed
//! something, the same searches (their findings kept by grid: [`super::memo`]) remove the same,
//! with the same work counted. So a branch the level before followed whole (the budget not run
//! out) is taken as it is, with the work its nested searches counted ([`Branch::prefix_work`]),
//! and followed on from its stall; unless that work would run the level's budget out on the way,
//! where the branch is followed again from its start, to stop where the budget says. At the
//! stall it resumes from, the (+) rules found nothing on the same grid, so they are not run
//! again there (`Branch::plus_stalled`).

use super::{Branch, Level, NESTED_SIDE, Search};

impl Level {
    /// The level whose branches this one's start from.
    pub(super) fn resumes(self) -> Option<Level> {
        match self {
            Level::Plus => Some(Level::Dynamic),
            Level::NestedChains => Some(Level::Plus),
            Level::NestedMultiple => Some(Level::NestedChains),
            Level::NestedDynamic => Some(Level::NestedMultiple),
            _ => None,
        }
    }

    /// Whether the next level's branches start from this one's.
    pub(super) fn carried(self) -> bool {
        matches!(
            self,
            Level::Dynamic | Level::Plus | Level::NestedChains | Level::NestedMultiple
        )
    }
}

/// The branches a level's search followed whole, by start potential.
pub(super) struct Carry {
    level: Level,
    branches: Vec<Option<Box<Branch>>>,
}

impl<'a> Search<'a> {
    /// Takes the branches `carry` holds if this level starts from its level's. Only on grids
    /// of side [`NESTED_SIDE`] or less: on larger ones a branch is a word per potential of a
    /// large grid (125 KB on 25×25), and keeping every candidate's two for the next level took
    /// the first of `data/generated_25x25.txt` from 215 MB to 302 MB.
    pub(super) fn carry_from(&mut self, carry: Option<Carry>) {
        self.keep = self.level.carried() && self.layout.side() <= NESTED_SIDE;
        if self.keep {
            self.kept = vec![None; 2 * self.layout.cells() * self.n];
        }
        if let Some(carry) = carry
            && self.level.resumes() == Some(carry.level)
        {
            *self.carry.get_mut() = carry.branches;
        }
    }

    /// The branches this search followed whole (its candidates' true branches, and the false
    /// ones it kept), for the next level's.
    pub(super) fn carry_out(&mut self) -> Option<Carry> {
        if !self.keep {
            return None;
        }
        let mut branches = std::mem::take(&mut self.kept);
        for (i, slot) in self.cache.iter_mut().enumerate() {
            let on = 2 * i as u32 + 1;
            if slot
                .as_ref()
                .is_some_and(|b| b.whole && b.list.first() == Some(&on))
            {
                branches[on as usize] = slot.take();
            }
        }
        Some(Carry {
            level: self.level,
            branches,
        })
    }

    /// Keeps the branch of false potential `start` just followed, for the next level's, taking
    /// another for the next negation.
    pub(super) fn keep_negation(&mut self, b: Box<Branch>, start: u32) -> Box<Branch> {
        if !self.keep || !b.whole {
            return b;
        }
        self.kept[start as usize] = Some(b);
        super::fresh(self.pool, self.layout.cells() * self.n)
    }

    /// Puts in `branch` the carried branch of `start`, if there is one and its nested work
    /// leaves the budget as it was on its way; counts that work.
    pub(super) fn resume(&self, branch: &mut Branch, start: u32) -> bool {
        let Some(mut carried) = (self.carry.borrow_mut())
            .get_mut(start as usize)
            .and_then(Option::take)
        else {
            return false;
        };
        let nested = !self.level.nested().is_empty();
        let fits = !nested || self.work.get() + carried.prefix_work < self.budget;
        if fits {
            std::mem::swap(branch, &mut carried);
            self.work.set(self.work.get() + branch.prefix_work);
        }
        super::give_back(self.pool, carried);
        fits
    }
}
