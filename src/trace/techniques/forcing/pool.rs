//! Where branches come from and go back to: the pool of cleared branches (and the nested
//! searches' memo) that searches leave in the finder's scratch for the next ones.

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
    /// What the nested searches found on each grid.
    pub(super) memo: std::cell::RefCell<memo::Memo>,
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
