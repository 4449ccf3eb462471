//! Where branches come from and go back to: the pool of cleared branches (and the memo of the
//! nested searches and the (+) rules) that searches leave in the finder's scratch for the next
//! ones, and the bound of memory on a search's branches.

use crate::layout::{Cell, NumberSet};

use super::super::State;
use super::{Branch, Search, memo};

/// What searches done leave for the next ones (in the finder's
/// [`Scratch`](super::super::Scratch)).
#[derive(Clone, Debug, Default)]
pub(crate) struct Pool {
    /// Their branches, cleared: each holds a word per potential of the grid, costly to make
    /// again for every candidate of every search (and every nested search).
    #[allow(
        clippy::vec_box,
        reason = "branches go to and from the searches' boxed slots without being moved"
    )]
    pub(super) branches: std::cell::RefCell<Vec<Box<Branch>>>,
    /// What the nested searches and the (+) rules found on each grid.
    pub(super) memo: std::cell::RefCell<memo::Memo>,
    /// The layout's tied positions of each house ([`super::sweep::tied`]), made when first asked.
    pub(super) tied: std::cell::RefCell<Vec<u64>>,
}

/// The most bytes of branches a pool keeps (the rest are freed): on 9×9 grids every branch of
/// a search, on 25×25 a few hundred.
pub(super) const POOL_BYTES: usize = 32 << 20;

/// A branch for a grid of `total` candidates, from `pool` if it has one.
pub(super) fn fresh(pool: &Pool, total: usize) -> Box<Branch> {
    match pool.branches.borrow_mut().pop() {
        Some(branch) if branch.slots() == 2 * total => branch,
        _ => Box::new(Branch::new(total)),
    }
}

impl Drop for Search<'_> {
    /// Gives the search's branches back to the pool, cleared, as many as it keeps.
    fn drop(&mut self) {
        let b = self.b.take();
        let carry = std::mem::take(self.carry.get_mut());
        let kept = std::mem::take(&mut self.kept);
        for branch in (self.cache.drain(..).chain([b]))
            .chain(carry)
            .chain(kept)
            .flatten()
        {
            give_back(self.pool, branch);
        }
    }
}

/// Gives `branch` back to `pool`, cleared, if the pool keeps it.
pub(super) fn give_back(pool: &Pool, mut branch: Box<Branch>) {
    let mut pool = pool.branches.borrow_mut();
    let bytes = 4 * branch.slots();
    if bytes != 0 && (pool.len() + 1) * bytes <= POOL_BYTES {
        branch.clear();
        pool.push(branch);
    }
}

/// The most bytes a level's search may keep for its candidates' branches (each candidate's
/// true branch, kept with its grid and places, and what it derives as a bit set).
pub(super) const MAX_BYTES: usize = 1 << 30;

/// Whether a search at `state` keeps its candidates' branches within [`MAX_BYTES`]. They take
/// about a bit per potential twice, the grid and each number's places in each house, for
/// every candidate: up to 9 MB on a 9×9 grid, 40 MB on 16×16, 512 MB on 25×25, 3 GB on an
/// empty 36×36 grid, where forcing chains wait until fewer candidates are left (and an
/// explanation goes on with the next technique; a listing says its bound was hit).
pub(super) fn fits(state: &State<'_>) -> bool {
    let layout = state.layout;
    let (n, cells) = (layout.side(), layout.cells());
    let per_branch = (2 * cells * n).div_ceil(64) * 8 * 2
        + cells * std::mem::size_of::<NumberSet>()
        + layout.houses() * n * 8;
    let candidates: usize = (0..cells)
        .map(|c| state.graph.candidates(Cell::new(c)).len())
        .sum();
    candidates.saturating_mul(per_branch) <= MAX_BYTES
}
