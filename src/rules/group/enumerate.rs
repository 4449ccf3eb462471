//! Groups of exactly k rows, found by enumerating combinations: the right tool for small k and
//! for naming a step by its smallest group.

use super::{Group, Rows, iter_bits};

/// Finds every group of exactly `k` rows among `active` rows that holds at least one row of
/// `must`, calling `found` for those that remove something (`transposed` gives the rows using
/// each column). Pass `must = active` to look at every group.
///
/// Rows with more than `k` columns cannot be in such a group and are skipped. Putting the rows
/// of `must` first, a combination holds one of them exactly when its first row is one, so the
/// others are never tried as a first row.
///
/// # Errors
///
/// The first violation met (`j <= k` rows with fewer than `j` columns).
///
/// # Complexity
///
/// O(C(m, k)) combinations in the worst case for m eligible rows, pruned as soon as a partial
/// union exceeds `k` columns.
pub(crate) fn groups_of_size(
    rows: &Rows,
    active: u64,
    must: u64,
    k: usize,
    transposed: &impl Fn(usize) -> u64,
    found: &mut impl FnMut(Group),
) -> Result<(), Group> {
    // Rows of `must` first, then the others.
    let (mut eligible, mut others) = ([0u8; 64], [0u8; 64]);
    let (mut firsts, mut rest) = (0, 0);
    for r in iter_bits(active) {
        if rows.bits[r].count_ones() as usize <= k {
            if must >> r & 1 == 1 {
                eligible[firsts] = r as u8;
                firsts += 1;
            } else {
                others[rest] = r as u8;
                rest += 1;
            }
        }
    }
    let m = firsts + rest;
    eligible[firsts..m].copy_from_slice(&others[..rest]);
    if m < k || k == 0 || firsts == 0 {
        return Ok(());
    }
    let mut search = Search {
        rows,
        eligible: &eligible[..m],
        firsts,
        k,
        transposed,
        found,
    };
    search.extend(0, 0, 0, 0)
}

struct Search<'a, T, F> {
    rows: &'a Rows,
    eligible: &'a [u8],
    /// The first rows of a combination: the rows of `must`, first in `eligible`.
    firsts: usize,
    k: usize,
    transposed: &'a T,
    found: &'a mut F,
}

impl<T: Fn(usize) -> u64, F: FnMut(Group)> Search<'_, T, F> {
    fn extend(&mut self, start: usize, depth: usize, chosen: u64, union: u64) -> Result<(), Group> {
        let end = if depth == 0 {
            self.firsts
        } else {
            self.eligible.len()
        };
        for i in start..end {
            if self.eligible.len() - i < self.k - depth {
                break;
            }
            let r = self.eligible[i] as usize;
            let (chosen, union) = (chosen | 1 << r, union | self.rows.bits[r]);
            let cols = union.count_ones() as usize;
            if cols < depth + 1 {
                return Err(Group {
                    rows: chosen,
                    cols: union,
                });
            }
            if cols > self.k {
                continue;
            }
            if depth + 1 == self.k {
                let group = Group {
                    rows: chosen,
                    cols: union,
                };
                if group.removes_anything(self.transposed) {
                    (self.found)(group);
                }
            } else {
                self.extend(i + 1, depth + 1, chosen, union)?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transposed(rows: &Rows) -> impl Fn(usize) -> u64 + '_ {
        |c| rows.column(c)
    }

    fn collect(rows: &Rows, k: usize) -> Result<Vec<Group>, Group> {
        let t = transposed(rows);
        let mut out = Vec::new();
        let all = (1 << rows.len) - 1;
        groups_of_size(rows, all, all, k, &t, &mut |g| out.push(g))?;
        Ok(out)
    }

    #[test]
    fn finds_a_pair_and_nothing_that_removes_nothing() {
        // rows: {0,1} {0,1} {0,1,2} {2,3}
        let rows = Rows::gather(4, |r| [0b0011, 0b0011, 0b0111, 0b1100][r]);
        assert_eq!(
            collect(&rows, 2).unwrap(),
            vec![Group {
                rows: 0b0011,
                cols: 0b0011
            }]
        );
        // The triple {0,1,2} uses columns {0,1,2}: it removes column 2 from row 3.
        assert_eq!(
            collect(&rows, 3).unwrap(),
            vec![Group {
                rows: 0b0111,
                cols: 0b0111
            }]
        );
    }

    #[test]
    fn only_groups_holding_a_required_row_are_tried() {
        // Two pairs: rows {0,1} on columns {0,1}, rows {2,3} on {2,3}; row 4 uses them all.
        let rows = Rows::gather(5, |r| [0b0011, 0b0011, 0b1100, 0b1100, 0b1111][r]);
        let t = transposed(&rows);
        let mut found = Vec::new();
        groups_of_size(&rows, 0b11111, 0b01000, 2, &t, &mut |g| found.push(g)).unwrap();
        assert_eq!(
            found,
            vec![Group {
                rows: 0b1100,
                cols: 0b1100
            }]
        );
        found.clear();
        groups_of_size(&rows, 0b11111, 0, 2, &t, &mut |g| found.push(g)).unwrap();
        assert!(found.is_empty(), "no required row, no group");
    }

    #[test]
    fn reports_a_violation() {
        // Three rows share two columns.
        let rows = Rows::gather(4, |r| [0b011, 0b011, 0b011, 0b1100][r]);
        let err = collect(&rows, 3).unwrap_err();
        assert_eq!(err.cols, 0b011);
        assert_eq!(err.rows.count_ones(), 3);
    }
}
