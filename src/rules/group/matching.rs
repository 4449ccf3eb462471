//! Every group of every size at once, by maximum matching and reachability (Régin's filtering
//! for alldifferent), with the smallest group behind each removal.
//!
//! Match every row to its own column. Let row r point to row s when r uses the column matched to
//! s. The rows reachable from r, R(r), use exactly the columns matched inside R(r), plus any
//! unmatched ("free") column they touch: R(r) is a group exactly when it touches no free column,
//! and it is then the *smallest* group whose columns include r's matched column. A row outside
//! R(r) that uses one of those columns can never get it, and no other entry can be removed by
//! any group (it lies on an alternating cycle or path, so some complete matching uses it).
//! Reporting R(r) for every row therefore removes exactly what groups of every size remove,
//! each removal justified by its smallest group.

use super::{Group, Rows, iter_bits};

const NONE: u8 = u8::MAX;

/// Finds the smallest group behind every removable entry, calling `found` once per distinct
/// group of at most `max_size` rows that removes something.
///
/// # Errors
///
/// A violation when the `active` rows cannot all be matched to distinct columns.
///
/// # Complexity
///
/// O(m · e / 64) word operations for the matching (m rows, e entries) and O(m²) for the
/// reachability, with m ≤ 64: microseconds even for a 64-row house.
pub(crate) fn smallest_groups(
    rows: &Rows,
    active: u64,
    max_size: usize,
    transposed: &impl Fn(usize) -> u64,
    found: &mut impl FnMut(Group),
) -> Result<(), Group> {
    let mut matching = Matching {
        col_of: [NONE; 64],
        row_of: [NONE; 64],
        used: 0,
    };
    for r in iter_bits(active) {
        let mut visited = 0;
        if !matching.augment(rows, r, &mut visited) {
            let reached =
                iter_bits(visited).fold(1u64 << r, |acc, c| acc | 1 << matching.row_of[c]);
            return Err(Group {
                rows: reached,
                cols: visited,
            });
        }
    }

    // reach[r]: the rows reachable from r (r included), closed transitively (Warshall on words).
    let mut reach = [0u64; 64];
    for r in iter_bits(active) {
        let matched = rows.bits[r] & matching.used;
        reach[r] = iter_bits(matched).fold(1u64 << r, |acc, c| acc | 1 << matching.row_of[c]);
    }
    for k in iter_bits(active) {
        for r in iter_bits(active) {
            if reach[r] >> k & 1 == 1 {
                reach[r] |= reach[k];
            }
        }
    }

    let free = rows.union(active) & !matching.used;
    let mut done = 0u64;
    for r in iter_bits(active) {
        if done >> r & 1 == 1 {
            continue;
        }
        let members = reach[r];
        // Rows of r's strongly connected component share its reach set.
        done |= iter_bits(members)
            .filter(|&s| reach[s] >> r & 1 == 1)
            .fold(0, |acc, s| acc | 1 << s);
        let cols = rows.union(members);
        if cols & free != 0 || members.count_ones() as usize > max_size {
            continue;
        }
        let group = Group {
            rows: members,
            cols,
        };
        if group.removes_anything(transposed) {
            found(group);
        }
    }
    Ok(())
}

struct Matching {
    col_of: [u8; 64],
    row_of: [u8; 64],
    used: u64,
}

impl Matching {
    /// Kuhn's augmenting path from row `r`, preferring free columns.
    fn augment(&mut self, rows: &Rows, r: usize, visited: &mut u64) -> bool {
        let options = rows.bits[r] & !*visited;
        let free = options & !self.used;
        if free != 0 {
            let c = free.trailing_zeros() as usize;
            *visited |= 1 << c;
            self.assign(r, c);
            return true;
        }
        *visited |= options;
        for c in iter_bits(options) {
            if self.augment(rows, self.row_of[c] as usize, visited) {
                self.assign(r, c);
                return true;
            }
        }
        false
    }

    fn assign(&mut self, r: usize, c: usize) {
        self.col_of[r] = c as u8;
        self.row_of[c] = r as u8;
        self.used |= 1 << c;
    }
}

#[cfg(test)]
mod tests {
    use proptest::collection::vec;
    use proptest::prelude::*;
    use proptest::test_runner::FileFailurePersistence;

    use super::super::enumerate::groups_of_size;
    use super::*;

    fn transposed(rows: &Rows) -> impl Fn(usize) -> u64 + '_ {
        |c| rows.column(c)
    }

    fn all_rows(rows: &Rows) -> u64 {
        (1u64 << rows.len) - 1
    }

    /// The removals of every group of at most `max` active rows found by matching, checking
    /// that each reported group is one.
    fn removals_by_matching_in(
        rows: &Rows,
        active: u64,
        max: usize,
    ) -> Result<Vec<(usize, usize)>, Group> {
        let t = transposed(rows);
        let mut out = Vec::new();
        let mut groups = Vec::new();
        smallest_groups(rows, active, max, &t, &mut |g| {
            groups.push(g);
            out.extend(g.removals(&t));
        })?;
        for g in groups {
            assert_eq!(g.rows & !active, 0, "{g:?} has inactive rows");
            assert!(
                g.rows.count_ones() as usize <= max,
                "{g:?} is larger than {max}"
            );
            assert_eq!(rows.union(g.rows), g.cols, "{g:?} is not its rows' union");
            assert_eq!(
                g.cols.count_ones(),
                g.rows.count_ones(),
                "{g:?} is no group"
            );
        }
        out.sort();
        out.dedup();
        Ok(out)
    }

    fn removals_by_matching(rows: &Rows, max: usize) -> Result<Vec<(usize, usize)>, Group> {
        removals_by_matching_in(rows, all_rows(rows), max)
    }

    /// The removals of every group of 1 to `max` active rows, by enumerating each size.
    fn removals_by_enumeration_in(
        rows: &Rows,
        active: u64,
        max: usize,
    ) -> Result<Vec<(usize, usize)>, Group> {
        let t = transposed(rows);
        let mut out = Vec::new();
        for k in 1..=max.min(rows.len) {
            groups_of_size(rows, active, active, k, &t, &mut |g| {
                out.extend(g.removals(&t))
            })?;
        }
        out.sort();
        out.dedup();
        Ok(out)
    }

    fn removals_by_enumeration(rows: &Rows, max: usize) -> Result<Vec<(usize, usize)>, Group> {
        removals_by_enumeration_in(rows, all_rows(rows), max)
    }

    /// Up to 12 rows over up to 12 columns, each entry present with one random density, and
    /// the active rows: all of them, or a random subset.
    fn matrix() -> impl Strategy<Value = (Vec<u64>, u64)> {
        (1usize..=12, 1usize..=12, 0.05f64..0.95).prop_flat_map(|(len, cols, density)| {
            let row = vec(proptest::bool::weighted(density), cols).prop_map(|bits| {
                bits.iter()
                    .enumerate()
                    .fold(0u64, |acc, (c, &b)| acc | u64::from(b) << c)
            });
            let all = (1u64 << len) - 1;
            (vec(row, len), prop_oneof![Just(all), (0..=all)])
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 1024,
            failure_persistence: Some(Box::new(FileFailurePersistence::Direct(
                "proptest-regressions/matching.txt",
            ))),
            ..ProptestConfig::default()
        })]

        /// Matching removes what groups of every size up to the bound remove, and sees a
        /// violation exactly when some set of rows has fewer columns than rows.
        #[test]
        fn enumeration_and_matching_agree_on_random_matrices((bits, active) in matrix()) {
            let rows = Rows::gather(bits.len(), |r| bits[r]);
            let len = bits.len();
            let by_matching = removals_by_matching_in(&rows, active, len);
            let by_enumeration = removals_by_enumeration_in(&rows, active, len);
            prop_assert_eq!(by_matching.is_err(), by_enumeration.is_err(), "violation seen by one only");
            if let Err(v) = by_matching {
                prop_assert!(v.cols.count_ones() < v.rows.count_ones(), "{:?} is no violation", v);
                prop_assert_eq!(v.rows & !active, 0);
                prop_assert_eq!(rows.union(v.rows), v.cols);
                return Ok(());
            }
            for max in 1..=len {
                prop_assert_eq!(
                    removals_by_matching_in(&rows, active, max).unwrap(),
                    removals_by_enumeration_in(&rows, active, max).unwrap(),
                    "max {}", max
                );
            }
        }
    }

    #[test]
    fn finds_a_hidden_quint_without_enumerating() {
        // Rows 0-4 share columns 0-4; rows 5-8 may use anything.
        let rows = Rows::gather(9, |r| if r < 5 { 0b11111 } else { 0x1ff });
        let removed = removals_by_matching(&rows, 9).unwrap();
        let expected: Vec<_> = (5..9).flat_map(|r| (0..5).map(move |c| (r, c))).collect();
        assert_eq!(removed, expected);
        // With groups of at most four rows allowed, the five-row group is out of reach.
        assert!(removals_by_matching(&rows, 4).unwrap().is_empty());
    }

    #[test]
    fn free_columns_keep_a_set_from_being_a_group() {
        // Two rows, three columns: {0,1} {0,1,2}. Row 0 alone is not a group, rows {0,1}
        // touch free column 2 ... but {0} ∪ {1} uses 3 columns, no group: nothing is removed.
        let rows = Rows::gather(2, |r| [0b011, 0b111][r]);
        assert!(removals_by_matching(&rows, 2).unwrap().is_empty());
        // Three rows {0,1} {0,1} {0,1,2}: the pair removes columns 0 and 1 from row 2.
        let rows = Rows::gather(3, |r| [0b011, 0b011, 0b111][r]);
        assert_eq!(
            removals_by_matching(&rows, 3).unwrap(),
            vec![(2, 0), (2, 1)]
        );
    }

    #[test]
    fn reports_a_violation_when_rows_cannot_all_be_matched() {
        let rows = Rows::gather(3, |r| [0b001, 0b011, 0b110][r]);
        assert!(removals_by_matching(&rows, 3).is_ok());
        let rows = Rows::gather(3, |r| [0b01, 0b01, 0b10][r]);
        let err = removals_by_matching(&rows, 3).unwrap_err();
        assert!(err.cols.count_ones() < err.rows.count_ones());
    }

    #[test]
    fn agrees_with_enumeration_on_every_small_matrix_shape() {
        // Exhaustive over 4×4 matrices with rows of 1 to 4 columns, a few thousand cases.
        let mut cases = 0;
        for code in 0u32..(1 << 16) {
            if code % 7 != 0 {
                continue;
            }
            let rows = Rows::gather(4, |r| u64::from(code >> (4 * r) & 0xf));
            if (0..4).any(|r| rows.bits[r] == 0) {
                continue;
            }
            // Both see a violation, or neither does (enumerating every size).
            let full = removals_by_matching(&rows, 4);
            assert_eq!(
                full.is_err(),
                removals_by_enumeration(&rows, 4).is_err(),
                "{code:#x}"
            );
            if full.is_err() {
                continue;
            }
            for max in 1..=4 {
                let a = removals_by_matching(&rows, max).unwrap();
                let b = removals_by_enumeration(&rows, max).unwrap();
                assert_eq!(a, b, "matrix {code:#x}, max {max}");
            }
            cases += 1;
        }
        assert!(cases > 1000);
    }
}
