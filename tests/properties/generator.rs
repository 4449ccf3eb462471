//! 1. The generator of solved grids: every base and drawn grid is a solution.

use super::*;

// 1. The generator of solved grids.

fn any_shape() -> impl Strategy<Value = BoxShape> {
    prop_oneof![small(), large(), Just(shape(2, 5)), Just(shape(5, 5))]
}

proptest! {
    #![proptest_config(common::proptest_config(SMALL, "properties"))]

    #[test]
    fn generated_grids_are_solutions(solution in any_shape().prop_flat_map(solved_grid)) {
        prop_assert!(is_solution(solution.shape, &solution.values), "{:?}", solution);
    }

    /// The checker is not vacuous: swapping two different numbers of a row breaks two columns.
    #[test]
    fn the_solution_check_rejects_a_swapped_pair(
        (solution, row, a, b) in any_shape().prop_flat_map(|s| {
            let n = s.side();
            (solved_grid(s), 0..n, 0..n, 1..n)
        })
    ) {
        let n = solution.side();
        let (a, b) = (row * n + a, row * n + (a + b) % n);
        let mut values = solution.values.clone();
        values.swap(a, b);
        prop_assert!(!is_solution(solution.shape, &values));
    }
}

#[test]
fn base_grids_are_solutions() {
    for (r, c) in [
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (2, 5),
        (3, 4),
        (4, 4),
        (5, 5),
    ] {
        assert!(is_solution(shape(r, c), &base_grid(r, c)), "{r}x{c}");
    }
    // The checker sees every house: a grid valid in rows and columns but not in boxes fails.
    let latin: Vec<usize> = (0..16).map(|i| (i / 4 + i % 4) % 4).collect();
    assert!(!is_solution(shape(2, 2), &latin));
}
