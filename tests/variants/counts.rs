//! Puzzles counted on X, windoku, jigsaw and the other presets as a brute-force counter over
//! plain house lists counts them, and generated puzzles unique house by house.

use super::input::records_of;
use super::*;

fn house_lists(layout: &Layout) -> Vec<Vec<usize>> {
    layout
        .house_ids()
        .map(|h| layout.cells_of(h).iter().map(|c| c.index()).collect())
        .collect()
}

/// Counts the solutions of `givens` (0 empty, values 1..=n) under `houses`, up to `limit`: a
/// plain backtracking search over the cell with the fewest values left.
fn brute_count(n: usize, houses: &[Vec<usize>], givens: &[usize], limit: usize) -> usize {
    let mut of_cell: Vec<Vec<usize>> = vec![Vec::new(); n * n];
    for (h, cells) in houses.iter().enumerate() {
        for &c in cells {
            of_cell[c].push(h);
        }
    }
    let mut used = vec![0u64; houses.len()];
    let mut values = givens.to_vec();
    for (c, &v) in givens.iter().enumerate() {
        if v > 0 {
            for &h in &of_cell[c] {
                if used[h] >> v & 1 == 1 {
                    return 0;
                }
                used[h] |= 1 << v;
            }
        }
    }
    fn go(
        n: usize,
        of_cell: &[Vec<usize>],
        used: &mut [u64],
        values: &mut [usize],
        count: &mut usize,
        limit: usize,
    ) {
        let mut best: Option<(usize, u64)> = None;
        for c in 0..n * n {
            if values[c] != 0 {
                continue;
            }
            let taken = of_cell[c].iter().fold(0u64, |acc, &h| acc | used[h]);
            let free = ((1u64 << (n + 1)) - 2) & !taken;
            if best.is_none_or(|(_, f)| free.count_ones() < f.count_ones()) {
                best = Some((c, free));
            }
        }
        let Some((c, free)) = best else {
            *count += 1;
            return;
        };
        for v in 1..=n {
            if free >> v & 1 == 0 || *count >= limit {
                continue;
            }
            values[c] = v;
            for &h in &of_cell[c] {
                used[h] |= 1 << v;
            }
            go(n, of_cell, used, values, count, limit);
            for &h in &of_cell[c] {
                used[h] &= !(1 << v);
            }
            values[c] = 0;
        }
    }
    let mut count = 0;
    go(n, &of_cell, &mut used, &mut values, &mut count, limit);
    count
}

fn plain(puzzle: &Puzzle) -> Vec<usize> {
    puzzle
        .cells()
        .iter()
        .map(|v| v.map_or(0, |d| d.value()))
        .collect()
}

fn count_on(layout: &Arc<Layout>, puzzle: &Puzzle, limit: u64) -> u64 {
    let engine = Engine::with_layout(Arc::clone(layout), puzzle).unwrap();
    Solver::from_engine(engine).count(limit).count
}

/// A puzzle of `variant`, generated, with some givens taken away again so it has several
/// solutions: both counts must agree with the brute-force counter.
fn check_counts(variant: &str, s: BoxShape, seed: u64) {
    let variant: Variant = variant.parse().unwrap();
    let limits = Limits::default().with_max_nodes(20_000);
    let (puzzle, made) = generate_variant(s, &variant, 0, &limits, &mut Rng::new(seed)).unwrap();
    let layout = Arc::new(made.layout(s).unwrap());
    let houses = house_lists(&layout);
    let n = s.side();
    assert_eq!(
        brute_count(n, &houses, &plain(&puzzle), 2),
        1,
        "{made} {puzzle}"
    );
    assert_eq!(count_on(&layout, &puzzle, 2), 1);
    // Fewer givens: several solutions, counted the same both ways.
    let mut loose = puzzle.clone();
    let mut removed = 0;
    for c in 0..n * n {
        if loose.get(Cell::new(c)).is_some() && removed < 3 {
            loose.set(Cell::new(c), None);
            removed += 1;
        }
    }
    let brute = brute_count(n, &houses, &plain(&loose), 500);
    assert_eq!(
        count_on(&layout, &loose, 500),
        brute as u64,
        "{made} {loose}"
    );
    // Every solution the library finds is valid house by house.
    let engine = Engine::with_layout(Arc::clone(&layout), &loose).unwrap();
    for solution in Solver::from_engine(engine).solutions().take(20) {
        let values = plain(&solution);
        for house in &houses {
            let mut seen: Vec<usize> = house.iter().map(|&c| values[c]).collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), house.len(), "{made}: {solution}");
        }
    }
}

#[test]
fn x_puzzles_are_counted_as_a_brute_force_counter_counts() {
    check_counts("x", BoxShape::CLASSIC, 3);
}

#[test]
fn jigsaw_puzzles_are_counted_as_a_brute_force_counter_counts() {
    check_counts("jigsaw", BoxShape::CLASSIC, 4);
    check_counts("jigsaw", shape(2, 3), 5);
}

#[test]
fn other_presets_are_counted_as_a_brute_force_counter_counts() {
    check_counts("windoku", BoxShape::CLASSIC, 6);
    check_counts("disjoint,centre-dot", BoxShape::CLASSIC, 7);
    check_counts("asterisk", BoxShape::CLASSIC, 8);
    check_counts("girandola", BoxShape::CLASSIC, 9);
    check_counts("latin", shape(2, 3), 10);
    check_counts("x,windoku", shape(2, 2), 11);
}

#[test]
fn generated_variant_puzzles_read_back_and_are_unique_house_by_house() {
    for (variant, boxes) in [
        ("x", "3x3"),
        ("windoku", "3x3"),
        ("jigsaw", "3x3"),
        ("jigsaw", "2x3"),
    ] {
        let out = sudograph(
            &[
                "generate",
                "--variant",
                variant,
                "--box",
                boxes,
                "--count",
                "3",
                "--seed",
                "2",
            ],
            None,
        );
        assert!(out.status.success(), "{out:?}");
        let text = stdout(&out);
        assert!(
            text.starts_with(&format!("# variant: {variant}\n")),
            "{text}"
        );
        let records = records_of(&text);
        assert_eq!(records.len(), 3);
        for record in &records {
            let sudograph::Grid::Puzzle(puzzle) = &record.grid else {
                panic!("a puzzle")
            };
            let layout = Arc::new(record.variant.layout(puzzle.shape()).unwrap());
            let houses = house_lists(&layout);
            if variant == "jigsaw" {
                assert!(!layout.has_regular_boxes(), "random regions, not the boxes");
            }
            let n = puzzle.shape().side();
            assert_eq!(brute_count(n, &houses, &plain(puzzle), 2), 1, "{text}");
        }
        // The CLI solves what it generated, with no flags.
        let solved = sudograph(&["solve"], Some(&text));
        let solved = stdout(&solved);
        let solutions: Vec<&str> = solved.lines().collect();
        assert_eq!(solutions.len(), 3);
        for (record, solution) in records.iter().zip(solutions) {
            let values: Vec<usize> = solution
                .chars()
                .map(|c| c.to_digit(36).unwrap() as usize)
                .collect();
            let layout = record.variant.layout(record.grid.shape()).unwrap();
            for house in house_lists(&layout) {
                let mut seen: Vec<usize> = house.iter().map(|&c| values[c]).collect();
                seen.sort_unstable();
                seen.dedup();
                assert_eq!(seen.len(), house.len(), "{variant}: {solution}");
            }
        }
    }
}
