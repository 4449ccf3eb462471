//! Typed sets: one machine word for sets inside a house, a fixed bitset for sets of cells.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use fixedbitset::FixedBitSet;

use super::index::{Cell, Idx, Number};

/// The position of a cell inside one house: its index in the house's cell list.
///
/// In a row the position is the column, in a column the row, in a box the row-major index inside
/// the box; extra houses use the order of the cells they were given with.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Pos(u8);

impl Pos {
    /// The position with index `index`.
    #[inline]
    pub const fn new(index: usize) -> Pos {
        Pos(index as u8)
    }

    /// The index in the house's cell list.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl Idx for Pos {
    #[inline]
    fn index(self) -> usize {
        Pos::index(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        Pos::new(index)
    }
}

/// A set of at most 64 elements of one key type, stored in one machine word.
///
/// [`NumberSet`] and [`PosSet`] are the two instances: a set of numbers cannot be passed where a
/// set of positions is expected.
pub struct WordSet<T> {
    bits: u64,
    kind: PhantomData<fn(T) -> T>,
}

/// A set of numbers (the candidates of a cell, the numbers of a group).
pub type NumberSet = WordSet<Number>;

/// A set of positions inside one house (the places of a number, the cells of a group).
pub type PosSet = WordSet<Pos>;

impl<T> Clone for WordSet<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for WordSet<T> {}
impl<T> PartialEq for WordSet<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}
impl<T> Eq for WordSet<T> {}
impl<T> std::hash::Hash for WordSet<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}
impl<T> Default for WordSet<T> {
    #[inline]
    fn default() -> Self {
        WordSet {
            bits: 0,
            kind: PhantomData,
        }
    }
}

impl<T: Idx> WordSet<T> {
    /// The empty set.
    pub const EMPTY: Self = WordSet {
        bits: 0,
        kind: PhantomData,
    };

    /// The set of the first `len` elements (`len <= 64`).
    #[inline]
    pub const fn full(len: usize) -> Self {
        let bits = if len >= 64 {
            u64::MAX
        } else {
            (1u64 << len) - 1
        };
        WordSet {
            bits,
            kind: PhantomData,
        }
    }

    /// The set holding only `item`.
    #[inline]
    pub fn single(item: T) -> Self {
        WordSet {
            bits: 1u64 << item.index(),
            kind: PhantomData,
        }
    }

    /// The set whose bit `i` stands for the element with index `i`.
    #[inline]
    pub const fn from_bits(bits: u64) -> Self {
        WordSet {
            bits,
            kind: PhantomData,
        }
    }

    /// The raw word: bit `i` is set when the element with index `i` is in the set.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.bits
    }

    /// Whether `item` is in the set.
    #[inline]
    pub fn contains(self, item: T) -> bool {
        self.bits >> item.index() & 1 != 0
    }

    /// Adds `item`.
    #[inline]
    pub fn insert(&mut self, item: T) {
        self.bits |= 1u64 << item.index();
    }

    /// Removes `item`.
    #[inline]
    pub fn remove(&mut self, item: T) {
        self.bits &= !(1u64 << item.index());
    }

    /// The number of elements.
    #[inline]
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// Whether the set has exactly one element.
    #[inline]
    pub const fn is_single(self) -> bool {
        self.bits != 0 && self.bits & (self.bits - 1) == 0
    }

    /// The only element, when the set has exactly one.
    #[inline]
    pub fn single_item(self) -> Option<T> {
        if self.bits != 0 && self.bits & (self.bits - 1) == 0 {
            Some(T::from_index(self.bits.trailing_zeros() as usize))
        } else {
            None
        }
    }

    /// The smallest element.
    #[inline]
    pub fn first(self) -> Option<T> {
        (self.bits != 0).then(|| T::from_index(self.bits.trailing_zeros() as usize))
    }

    /// Whether every element of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Self) -> bool {
        self.bits & !other.bits == 0
    }

    /// The elements in ascending order.
    #[inline]
    pub fn iter(self) -> WordSetIter<T> {
        WordSetIter {
            bits: self.bits,
            kind: PhantomData,
        }
    }
}

impl<T: Idx> IntoIterator for WordSet<T> {
    type Item = T;
    type IntoIter = WordSetIter<T>;
    #[inline]
    fn into_iter(self) -> WordSetIter<T> {
        self.iter()
    }
}

impl<T: Idx> FromIterator<T> for WordSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut set = Self::EMPTY;
        for item in iter {
            set.insert(item);
        }
        set
    }
}

/// The elements of a [`WordSet`], in ascending order.
pub struct WordSetIter<T> {
    bits: u64,
    kind: PhantomData<fn(T) -> T>,
}

impl<T: Idx> Iterator for WordSetIter<T> {
    type Item = T;
    #[inline]
    fn next(&mut self) -> Option<T> {
        if self.bits == 0 {
            return None;
        }
        let i = self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(T::from_index(i))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.bits.count_ones() as usize;
        (len, Some(len))
    }
}

impl<T: Idx> ExactSizeIterator for WordSetIter<T> {}

impl<T> BitOr for WordSet<T> {
    type Output = Self;
    #[inline]
    fn bitor(self, rhs: Self) -> Self {
        WordSet {
            bits: self.bits | rhs.bits,
            kind: PhantomData,
        }
    }
}
impl<T> BitOrAssign for WordSet<T> {
    #[inline]
    fn bitor_assign(&mut self, rhs: Self) {
        self.bits |= rhs.bits;
    }
}
impl<T> BitAnd for WordSet<T> {
    type Output = Self;
    #[inline]
    fn bitand(self, rhs: Self) -> Self {
        WordSet {
            bits: self.bits & rhs.bits,
            kind: PhantomData,
        }
    }
}
impl<T> BitAndAssign for WordSet<T> {
    #[inline]
    fn bitand_assign(&mut self, rhs: Self) {
        self.bits &= rhs.bits;
    }
}
impl<T> Sub for WordSet<T> {
    type Output = Self;
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        WordSet {
            bits: self.bits & !rhs.bits,
            kind: PhantomData,
        }
    }
}
impl<T> Not for WordSet<T> {
    type Output = Self;
    /// The complement over all 64 possible elements; intersect with [`WordSet::full`] to bound it.
    #[inline]
    fn not(self) -> Self {
        WordSet {
            bits: !self.bits,
            kind: PhantomData,
        }
    }
}

impl<T: Idx + fmt::Debug> fmt::Debug for WordSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|t| t.index()))
            .finish()
    }
}

/// A set of cells of the whole grid.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CellSet(FixedBitSet);

impl CellSet {
    /// An empty set for a grid of `cells` cells.
    pub fn with_capacity(cells: usize) -> CellSet {
        CellSet(FixedBitSet::with_capacity(cells))
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        self.0.insert(cell.index());
    }

    /// Removes `cell`.
    pub fn remove(&mut self, cell: Cell) {
        self.0.set(cell.index(), false);
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: Cell) -> bool {
        self.0.contains(cell.index())
    }

    /// The number of cells in the set.
    pub fn len(&self) -> usize {
        self.0.count_ones(..)
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_clear()
    }

    /// The cells in ascending order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.ones().map(Cell::new)
    }

    /// The number of cells in both sets.
    #[inline]
    pub fn intersection_len(&self, other: &CellSet) -> usize {
        self.0.intersection_count(&other.0)
    }

    /// Removes every cell.
    #[inline]
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The set's words (`usize::BITS` cells each, cell `c` at bit `c % BITS` of word
    /// `c / BITS`), for word-at-a-time work.
    #[inline]
    pub(crate) fn blocks(&self) -> &[usize] {
        self.0.as_slice()
    }

    /// The set's words, to write (see [`CellSet::blocks`]).
    #[inline]
    pub(crate) fn blocks_mut(&mut self) -> &mut [usize] {
        self.0.as_mut_slice()
    }

    /// Adds every cell of `other`.
    pub fn union_with(&mut self, other: &CellSet) {
        self.0.union_with(&other.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_sets_iterate_in_ascending_order() {
        let set: NumberSet = [5, 0, 3].into_iter().map(Number::new).collect();
        let items: Vec<_> = set.iter().map(Number::index).collect();
        assert_eq!(items, vec![0, 3, 5]);
        assert_eq!(set.len(), 3);
        assert_eq!(set.first(), Some(Number::new(0)));
    }

    #[test]
    fn single_item_only_for_singletons() {
        assert_eq!(PosSet::single(Pos::new(7)).single_item(), Some(Pos::new(7)));
        assert_eq!(PosSet::EMPTY.single_item(), None);
        assert_eq!(PosSet::from_bits(0b110).single_item(), None);
    }

    #[test]
    fn full_covers_exactly_the_first_elements() {
        assert_eq!(NumberSet::full(9).bits(), 0x1ff);
        assert_eq!(NumberSet::full(64).len(), 64);
        assert!(NumberSet::from_bits(0b101).is_subset(NumberSet::full(3)));
        assert!(!NumberSet::from_bits(0b1000).is_subset(NumberSet::full(3)));
    }

    #[test]
    fn set_algebra() {
        let a = PosSet::from_bits(0b1100);
        let b = PosSet::from_bits(0b1010);
        assert_eq!((a | b).bits(), 0b1110);
        assert_eq!((a & b).bits(), 0b1000);
        assert_eq!((a - b).bits(), 0b0100);
    }

    #[test]
    fn cell_sets_hold_cells() {
        let mut s = CellSet::with_capacity(81);
        s.insert(Cell::new(80));
        s.insert(Cell::new(3));
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            vec![Cell::new(3), Cell::new(80)]
        );
        assert!(s.contains(Cell::new(80)));
        assert_eq!(s.len(), 2);
    }
}
