//! The generic group rule on a 0/1 matrix: k rows whose union has k columns form a group.
//!
//! A house gives two matrices: cells × numbers (its cell → numbers map) and numbers × cells (its
//! number → cells map), each the transpose of the other. A group of rows in the first is a naked
//! subset; the same code run on the second finds hidden subsets. Everything here is written for
//! "rows" and "columns" only; [`rules::subsets`](super::subsets) maps the two sides back to cells
//! and numbers.
//!
//! A *group* is a set R of rows whose union of columns C has |C| = |R|. Every column in C must be
//! used by a row of R (each row needs its own column), so no row outside R may use a column of
//! C. A set of rows with |C| < |R| is a *violation*: the rows cannot all get a column.

pub(crate) mod enumerate;
pub(crate) mod matching;

/// The rows of one side of a house, as column bitsets; rows past `len` are empty.
#[derive(Clone, Copy)]
pub(crate) struct Rows {
    pub len: usize,
    pub bits: [u64; 64],
}

impl Rows {
    /// Gathers `len` rows from `row`.
    #[inline]
    pub fn gather(len: usize, row: impl Fn(usize) -> u64) -> Rows {
        let mut bits = [0u64; 64];
        for (i, slot) in bits.iter_mut().enumerate().take(len) {
            *slot = row(i);
        }
        Rows { len, bits }
    }

    /// The union of the rows in `set`.
    #[inline]
    pub fn union(&self, set: u64) -> u64 {
        iter_bits(set).fold(0, |acc, r| acc | self.bits[r])
    }
}

#[cfg(test)]
impl Rows {
    /// The rows using column `c` (the transposed matrix's row `c`).
    pub fn column(&self, c: usize) -> u64 {
        (0..self.len)
            .filter(|&r| self.bits[r] >> c & 1 == 1)
            .fold(0, |acc, r| acc | 1 << r)
    }
}

/// A group (or, with fewer columns than rows, a violation): rows and the union of their columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Group {
    pub rows: u64,
    pub cols: u64,
}

impl Group {
    /// Whether the group removes anything: some row outside it uses one of its columns.
    /// `transposed` gives, for each column, the rows using it.
    #[inline]
    pub fn removes_anything(&self, transposed: &impl Fn(usize) -> u64) -> bool {
        iter_bits(self.cols).any(|c| transposed(c) & !self.rows != 0)
    }

    /// The rows outside the group that use one of its columns.
    #[inline]
    pub fn other_rows(&self, transposed: &impl Fn(usize) -> u64) -> u64 {
        iter_bits(self.cols).fold(0, |acc, c| acc | transposed(c)) & !self.rows
    }

    /// The (row, column) entries the group removes, column by column.
    #[cfg(test)]
    pub fn removals<'t>(
        &self,
        transposed: &'t impl Fn(usize) -> u64,
    ) -> impl Iterator<Item = (usize, usize)> + 't {
        let rows = self.rows;
        iter_bits(self.cols)
            .flat_map(move |c| iter_bits(transposed(c) & !rows).map(move |r| (r, c)))
    }
}

/// The indices of the set bits of `bits`, ascending.
#[inline]
pub(crate) fn iter_bits(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            i
        })
    })
}

/// Singles (groups of one row) among the rows in `pending`: a row with exactly one column.
///
/// Calls `found` with each single that removes something. (The singles pass reads the two
/// maps directly; this is the same rule on the matrix, for tests.)
#[cfg(test)]
pub(crate) fn singles(
    pending: u64,
    row: impl Fn(usize) -> u64,
    transposed: impl Fn(usize) -> u64,
    mut found: impl FnMut(Group),
) {
    for r in iter_bits(pending) {
        let cols = row(r);
        if cols != 0 && cols & (cols - 1) == 0 {
            let group = Group { rows: 1 << r, cols };
            if transposed(cols.trailing_zeros() as usize) & !group.rows != 0 {
                found(group);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singles_report_only_rows_with_one_column_that_remove_something() {
        // Row 0 = {col 2}, row 1 = {2, 3}, row 2 = {3}: row 0 removes col 2 from row 1; row 2
        // removes col 3 from row 1.
        let rows = [0b0100u64, 0b1100, 0b1000];
        let t = |c: usize| {
            (0..3)
                .filter(|&r| rows[r] >> c & 1 == 1)
                .fold(0, |a, r| a | 1 << r)
        };
        let mut found = Vec::new();
        singles(0b111, |r| rows[r], t, |g| found.push(g));
        assert_eq!(
            found,
            vec![
                Group {
                    rows: 0b001,
                    cols: 0b0100
                },
                Group {
                    rows: 0b100,
                    cols: 0b1000
                }
            ]
        );
        let removed: Vec<_> = found
            .iter()
            .flat_map(|g| g.removals(&t).collect::<Vec<_>>())
            .collect();
        assert_eq!(removed, vec![(1, 2), (1, 3)]);
        let mut none = Vec::new();
        singles(0b010, |r| rows[r], t, |g| none.push(g));
        assert!(none.is_empty(), "only pending rows are looked at");
    }
}
