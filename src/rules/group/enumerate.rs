//! Groups of exactly k rows, found by enumerating combinations: the right tool for small k and
//! for naming a step by its smallest group.

use super::{Group, Rows, iter_bits};

/// Finds every group of exactly `k` rows among `active` rows, calling `found` for those that
/// remove something (`transposed` gives the rows using each column).
///
/// Rows with more than `k` columns cannot be in such a group and are skipped.
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
    k: usize,
    transposed: &impl Fn(usize) -> u64,
    found: &mut impl FnMut(Group),
) -> Result<(), Group> {
    let mut eligible = [0u8; 64];
    let mut m = 0;
    for r in iter_bits(active) {
        let len = rows.bits[r].count_ones() as usize;
        if len <= k {
            eligible[m] = r as u8;
            m += 1;
        }
    }
    if m < k || k == 0 {
        return Ok(());
    }
    let mut search = Search {
        rows,
        eligible: &eligible[..m],
        k,
        transposed,
        found,
    };
    search.extend(0, 0, 0, 0)
}

struct Search<'a, T, F> {
    rows: &'a Rows,
    eligible: &'a [u8],
    k: usize,
    transposed: &'a T,
    found: &'a mut F,
}

impl<T: Fn(usize) -> u64, F: FnMut(Group)> Search<'_, T, F> {
    fn extend(&mut self, start: usize, depth: usize, chosen: u64, union: u64) -> Result<(), Group> {
        for i in start..self.eligible.len() {
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
        groups_of_size(rows, (1 << rows.len) - 1, k, &t, &mut |g| out.push(g))?;
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
    fn reports_a_violation() {
        // Three rows share two columns.
        let rows = Rows::gather(4, |r| [0b011, 0b011, 0b011, 0b1100][r]);
        let err = collect(&rows, 3).unwrap_err();
        assert_eq!(err.cols, 0b011);
        assert_eq!(err.rows.count_ones(), 3);
    }
}
