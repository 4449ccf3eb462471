//! Index newtypes for cells, numbers and houses, and containers keyed by them.

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// The most numbers a grid has (its largest side).
const MAX_NUMBERS: usize = super::shape::MAX_SIDE;

/// The most cells a grid has.
const MAX_CELLS: usize = MAX_NUMBERS * MAX_NUMBERS;

/// A cell of the grid, numbered 0-based in row-major order.
///
/// Cell `r * n + c` is the cell in row `r`, column `c` (both 0-based). Users read cells as `r1c1`
/// (1-based), which is what [`Display`](fmt::Display) prints.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct Cell(u16);

impl Cell {
    /// The cell with 0-based row-major index `index`, which must be below 64 × 64 (checked in
    /// debug builds; use [`Cell::try_new`] for an index from outside the library).
    #[inline]
    pub const fn new(index: usize) -> Cell {
        debug_assert!(index < MAX_CELLS, "a cell index is below 64 × 64");
        Cell(index as u16)
    }

    /// The cell with 0-based row-major index `index`, if it is below 64 × 64 (the most cells a
    /// grid has).
    #[inline]
    pub const fn try_new(index: usize) -> Option<Cell> {
        if index < MAX_CELLS {
            Some(Cell(index as u16))
        } else {
            None
        }
    }

    /// The 0-based row-major index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based row of this cell in a grid of side `n`.
    #[inline]
    pub const fn row(self, n: usize) -> usize {
        self.index() / n
    }

    /// The 0-based column of this cell in a grid of side `n`.
    #[inline]
    pub const fn col(self, n: usize) -> usize {
        self.index() % n
    }

    /// An adapter that prints the cell as people write it, `r4c2` (1-based), for a grid of side `n`.
    pub fn display(self, n: usize) -> impl fmt::Display {
        CellName { cell: self, n }
    }
}

struct CellName {
    cell: Cell,
    n: usize,
}

impl fmt::Display for CellName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "r{}c{}",
            self.cell.row(self.n) + 1,
            self.cell.col(self.n) + 1
        )
    }
}

/// A number (a value a cell can take): 0-based inside, 1-based for users.
///
/// `Number::from_value(1)` is the number users write `1`; its [`index`](Number::index) is 0.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Number(u8);

impl Number {
    /// The number with 0-based index `index` (value `index + 1`), which must be below 64
    /// (checked in debug builds; use [`Number::try_new`] for an index from outside the
    /// library).
    #[inline]
    pub const fn new(index: usize) -> Number {
        debug_assert!(index < MAX_NUMBERS, "a number index is below 64");
        Number(index as u8)
    }

    /// The number with 0-based index `index`, if it is below 64 (the most numbers a grid has).
    #[inline]
    pub const fn try_new(index: usize) -> Option<Number> {
        if index < MAX_NUMBERS {
            Some(Number(index as u8))
        } else {
            None
        }
    }

    /// The number users write as `value` (1-based).
    ///
    /// # Panics
    ///
    /// When `value` is 0 or above 64; [`Number::try_from_value`] checks instead.
    #[inline]
    pub const fn from_value(value: usize) -> Number {
        match Number::try_from_value(value) {
            Some(number) => number,
            None => panic!("a number's value is 1 to 64"),
        }
    }

    /// The number users write as `value` (1-based), if `value` is 1 to 64.
    #[inline]
    pub const fn try_from_value(value: usize) -> Option<Number> {
        if value >= 1 && value <= MAX_NUMBERS {
            Some(Number((value - 1) as u8))
        } else {
            None
        }
    }

    /// The 0-based index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 1-based value users read and write.
    #[inline]
    pub const fn value(self) -> usize {
        self.0 as usize + 1
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.value())
    }
}

/// A house: a set of cells that must hold distinct numbers.
///
/// Houses are numbered rows `0..n`, columns `n..2n`, boxes `2n..3n` (boxes row-major), then extra
/// houses in the order they were added to the [`Layout`](crate::Layout).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(transparent))]
pub struct House(u16);

impl House {
    /// The house with 0-based index `index`.
    #[inline]
    pub const fn new(index: usize) -> House {
        House(index as u16)
    }

    /// The 0-based index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A type usable as a key of an [`IndexVec`].
pub trait Idx: Copy {
    /// The position of this key in a dense container.
    fn index(self) -> usize;
    /// The key at position `index`.
    fn from_index(index: usize) -> Self;
}

impl Idx for Cell {
    #[inline]
    fn index(self) -> usize {
        Cell::index(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        Cell::new(index)
    }
}

impl Idx for Number {
    #[inline]
    fn index(self) -> usize {
        Number::index(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        Number::new(index)
    }
}

impl Idx for House {
    #[inline]
    fn index(self) -> usize {
        House::index(self)
    }
    #[inline]
    fn from_index(index: usize) -> Self {
        House::new(index)
    }
}

/// A dense vector that only accepts its key type as an index.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IndexVec<K, T> {
    items: Vec<T>,
    key: PhantomData<fn(K) -> K>,
}

impl<K: Idx, T> IndexVec<K, T> {
    /// A vector of `len` copies of `value`.
    pub fn filled(len: usize, value: T) -> Self
    where
        T: Clone,
    {
        IndexVec {
            items: vec![value; len],
            key: PhantomData,
        }
    }

    /// Wraps a plain vector whose position `i` belongs to key `K::from_index(i)`.
    pub fn from_vec(items: Vec<T>) -> Self {
        IndexVec {
            items,
            key: PhantomData,
        }
    }

    /// The number of entries.
    #[inline]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there are no entries.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The entries in key order.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items
    }

    /// The entries in key order, mutably.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items
    }

    /// The keys with their entries, in key order.
    pub fn iter_enumerated(&self) -> impl ExactSizeIterator<Item = (K, &T)> + '_ {
        self.items
            .iter()
            .enumerate()
            .map(|(i, t)| (K::from_index(i), t))
    }

    /// Overwrites every entry with the entries of `other` (same length), without allocating.
    #[inline]
    pub fn copy_from(&mut self, other: &Self)
    where
        T: Copy,
    {
        self.items.copy_from_slice(&other.items);
    }
}

impl<K: Idx, T> Index<K> for IndexVec<K, T> {
    type Output = T;
    #[inline]
    fn index(&self, key: K) -> &T {
        &self.items[key.index()]
    }
}

impl<K: Idx, T> IndexMut<K> for IndexVec<K, T> {
    #[inline]
    fn index_mut(&mut self, key: K) -> &mut T {
        &mut self.items[key.index()]
    }
}

impl<K, T: fmt::Debug> fmt::Debug for IndexVec<K, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.items.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_constructors_refuse_what_no_grid_has() {
        assert_eq!(Cell::try_new(4095).map(Cell::index), Some(4095));
        assert_eq!(Cell::try_new(4096), None);
        assert_eq!(Cell::try_new(70_000), None);
        assert_eq!(Number::try_new(63).map(Number::value), Some(64));
        assert_eq!(Number::try_new(64), None);
        assert_eq!(Number::try_from_value(0), None);
        assert_eq!(Number::try_from_value(65), None);
        assert_eq!(Number::try_from_value(1), Some(Number::new(0)));
    }

    #[test]
    #[should_panic(expected = "a number's value is 1 to 64")]
    fn a_number_of_value_zero_is_refused() {
        let _ = Number::from_value(0);
    }

    #[test]
    fn cells_print_one_based_row_and_column() {
        assert_eq!(Cell::new(0).display(9).to_string(), "r1c1");
        assert_eq!(Cell::new(28).display(9).to_string(), "r4c2");
        assert_eq!(Cell::new(255).display(16).to_string(), "r16c16");
    }

    #[test]
    fn numbers_are_zero_based_inside_and_one_based_outside() {
        let three = Number::from_value(3);
        assert_eq!(three.index(), 2);
        assert_eq!(three.value(), 3);
        assert_eq!(three.to_string(), "3");
    }

    #[test]
    fn index_vec_is_keyed_by_its_type() {
        let mut v: IndexVec<House, u32> = IndexVec::filled(3, 0);
        v[House::new(2)] = 7;
        assert_eq!(v.as_slice(), &[0, 0, 7]);
        let keys: Vec<_> = v.iter_enumerated().map(|(h, _)| h.index()).collect();
        assert_eq!(keys, vec![0, 1, 2]);
    }
}
