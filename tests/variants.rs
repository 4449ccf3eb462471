//! Variants end to end: every preset's houses against hand-written lists, region maps and their
//! errors, the variant input forms, and puzzles solved, counted and generated on X, windoku and
//! jigsaw layouts, checked by a brute-force counter over plain house lists.

mod common;

use std::sync::Arc;

use sudograph::io::{ParseErrorKind, ReadError, Reader, Record};
use sudograph::layout::{LayoutError, Preset, RegionError, Regions, Variant};
use sudograph::search::{Limits, Rng, Solver, generate_variant};
use sudograph::{BoxShape, Cell, Engine, House, HouseKind, Layout, Puzzle};

use common::cli::{stdout, sudograph};

fn shape(r: usize, c: usize) -> BoxShape {
    BoxShape::new(r, c).unwrap()
}

fn layout(variant: &str, s: BoxShape) -> Layout {
    variant.parse::<Variant>().unwrap().layout(s).unwrap()
}

/// The cells of each house of `kind` after the rows and columns, as sorted index lists.
fn extra_houses(layout: &Layout) -> Vec<Vec<usize>> {
    let n = layout.side();
    (2 * n..layout.houses())
        .map(House::new)
        .filter(|&h| layout.kind(h) == HouseKind::Extra)
        .map(|h| {
            let mut cells: Vec<usize> = layout.cells_of(h).iter().map(|c| c.index()).collect();
            cells.sort_unstable();
            cells
        })
        .collect()
}

fn boxes(layout: &Layout) -> Vec<Vec<usize>> {
    layout
        .house_ids()
        .filter(|&h| layout.kind(h) == HouseKind::Box)
        .map(|h| layout.cells_of(h).iter().map(|c| c.index()).collect())
        .collect()
}

#[test]
fn x_has_both_diagonals_on_9x9_and_4x4() {
    let l = layout("x", BoxShape::CLASSIC);
    assert_eq!(l.houses(), 29);
    assert_eq!(
        extra_houses(&l),
        vec![
            vec![0, 10, 20, 30, 40, 50, 60, 70, 80],
            vec![8, 16, 24, 32, 40, 48, 56, 64, 72]
        ]
    );
    assert_eq!(l.house_name(House::new(27)), "diagonal 1");
    assert_eq!(l.house_name(House::new(28)), "diagonal 2");
    let small = layout("x", shape(2, 2));
    assert_eq!(
        extra_houses(&small),
        vec![vec![0, 5, 10, 15], vec![3, 6, 9, 12]]
    );
}

#[test]
fn windoku_has_four_windows_on_9x9_and_nine_on_16x16() {
    let l = layout("windoku", BoxShape::CLASSIC);
    assert_eq!(
        extra_houses(&l),
        vec![
            vec![10, 11, 12, 19, 20, 21, 28, 29, 30],
            vec![14, 15, 16, 23, 24, 25, 32, 33, 34],
            vec![46, 47, 48, 55, 56, 57, 64, 65, 66],
            vec![50, 51, 52, 59, 60, 61, 68, 69, 70],
        ]
    );
    assert_eq!(l.house_name(House::new(29)), "window 3");
    let big = extra_houses(&layout("hyper", shape(4, 4)));
    assert_eq!(big.len(), 9);
    assert_eq!(
        big[0],
        vec![
            17, 18, 19, 20, 33, 34, 35, 36, 49, 50, 51, 52, 65, 66, 67, 68
        ]
    );
    assert_eq!(
        big[8],
        vec![
            187, 188, 189, 190, 203, 204, 205, 206, 219, 220, 221, 222, 235, 236, 237, 238
        ]
    );
}

#[test]
fn disjoint_groups_take_the_same_place_in_every_box() {
    let l = extra_houses(&layout("disjoint", BoxShape::CLASSIC));
    assert_eq!(l.len(), 9);
    assert_eq!(l[0], vec![0, 3, 6, 27, 30, 33, 54, 57, 60]);
    assert_eq!(l[4], vec![10, 13, 16, 37, 40, 43, 64, 67, 70]);
    assert_eq!(l[8], vec![20, 23, 26, 47, 50, 53, 74, 77, 80]);
    let small = extra_houses(&layout("disjoint", shape(2, 2)));
    assert_eq!(
        small,
        vec![
            vec![0, 2, 8, 10],
            vec![1, 3, 9, 11],
            vec![4, 6, 12, 14],
            vec![5, 7, 13, 15]
        ]
    );
}

#[test]
fn centre_dot_takes_each_box_centre_and_needs_odd_boxes() {
    let l = layout("centre-dot", BoxShape::CLASSIC);
    assert_eq!(
        extra_houses(&l),
        vec![vec![10, 13, 16, 37, 40, 43, 64, 67, 70]]
    );
    assert_eq!(l.house_name(House::new(27)), "centre dot");
    let big = extra_houses(&layout("center-dot", shape(5, 5)));
    assert_eq!(
        big,
        vec![vec![
            52, 57, 62, 67, 72, 177, 182, 187, 192, 197, 302, 307, 312, 317, 322, 427, 432, 437,
            442, 447, 552, 557, 562, 567, 572
        ]]
    );
    let even = "centre-dot".parse::<Variant>().unwrap().layout(shape(2, 2));
    assert!(matches!(even, Err(LayoutError::Variant { .. })), "{even:?}");
}

#[test]
fn asterisk_and_girandola_are_their_nine_cells_and_9x9_only() {
    let asterisk = extra_houses(&layout("asterisk", BoxShape::CLASSIC));
    assert_eq!(asterisk, vec![vec![13, 20, 24, 37, 40, 43, 56, 60, 67]]);
    let girandola = extra_houses(&layout("girandola", BoxShape::CLASSIC));
    assert_eq!(girandola, vec![vec![0, 8, 13, 37, 40, 43, 67, 72, 80]]);
    for name in ["asterisk", "girandola"] {
        let other = name.parse::<Variant>().unwrap().layout(shape(2, 3));
        assert!(
            matches!(other, Err(LayoutError::Variant { .. })),
            "{other:?}"
        );
    }
}

#[test]
fn latin_squares_have_rows_and_columns_only() {
    for s in [BoxShape::CLASSIC, shape(2, 2)] {
        let l = layout("latin", s);
        let n = s.side();
        assert_eq!(l.houses(), 2 * n);
        assert!(boxes(&l).is_empty());
        assert!(!l.is_standard());
    }
    let l = layout("latin,x", BoxShape::CLASSIC);
    assert_eq!(l.houses(), 20);
    assert_eq!(l.house_name(House::new(18)), "diagonal 1");
}

#[test]
fn jigsaw_regions_replace_the_boxes_in_order_of_first_appearance() {
    let map = "BBBA BAAA CCCD CDDD";
    let regions = Regions::parse(map.chars().filter(|c| !c.is_whitespace()), 4).unwrap();
    let variant = Variant::new([]).with_regions(regions);
    let l = variant.layout(shape(2, 2)).unwrap();
    assert_eq!(
        boxes(&l),
        vec![
            vec![0, 1, 2, 4],
            vec![3, 5, 6, 7],
            vec![8, 9, 10, 12],
            vec![11, 13, 14, 15]
        ]
    );
    assert_eq!(l.house_name(House::new(9)), "region 2");
    assert!(!l.is_standard() && !l.has_regular_boxes());
    // Combined with the diagonals.
    let both = variant
        .merged(&"x".parse().unwrap())
        .layout(shape(2, 2))
        .unwrap();
    assert_eq!(both.houses(), 14);
    assert_eq!(both.house_name(House::new(12)), "diagonal 1");
}

#[test]
fn the_classic_variant_is_the_standard_layout() {
    let l = layout("classic", BoxShape::CLASSIC);
    let standard = Layout::new(BoxShape::CLASSIC);
    assert!(l.is_standard());
    assert_eq!(boxes(&l), boxes(&standard));
    assert_eq!(l.houses(), 27);
}

#[test]
fn bad_region_maps_are_typed_errors() {
    let parse = |map: &str, side| Regions::parse(map.chars(), side);
    assert!(matches!(
        parse("11223344", 4),
        Err(RegionError::WrongLength { found: 8, side: 4 })
    ));
    // Region 3 has 5 cells, region 4 three.
    assert!(matches!(
        parse("1122112233333444", 4),
        Err(RegionError::RegionSize {
            symbol: '3',
            found: 5,
            ..
        })
    ));
    assert!(matches!(
        parse("11221122334.3344", 4),
        Err(RegionError::BadSymbol {
            symbol: '.',
            cell: 11
        })
    ));
    assert!(matches!(
        parse("1122112233443355", 4),
        Err(RegionError::TooManyRegions {
            symbol: '5',
            cell: 14,
            ..
        })
    ));
}

fn read(text: &str, variant: Variant) -> Vec<Result<Record, ReadError>> {
    Reader::new(text.as_bytes(), None)
        .with_variant(variant)
        .collect()
}

fn parse_error(result: &Result<Record, ReadError>) -> (usize, usize, ParseErrorKind) {
    match result {
        Err(ReadError::Parse(e)) => (e.line(), e.column(), e.kind().clone()),
        other => panic!("expected a parse error, found {other:?}"),
    }
}

const JIGSAW_4: &str = "BBBABAAACCCDCDDD";

#[test]
fn a_map_after_the_puzzle_gives_its_record_regions() {
    let text = format!("1...........4... {JIGSAW_4}\n1...........4...\n");
    let records = read(&text, Variant::classic());
    let first = records[0].as_ref().unwrap();
    let regions = first.variant.regions().expect("regions");
    assert_eq!(regions.region_of(Cell::new(3)), 1);
    assert!(first.variant.has(Preset::Jigsaw));
    assert!(records[1].as_ref().unwrap().variant.is_classic());
}

#[test]
fn bad_maps_in_the_input_say_line_and_column() {
    // Wrong length: the error is where the map ends.
    let records = read("1........... 11223344\n", Variant::classic());
    assert_eq!(records.len(), 1);
    let text = "1...........4... 1122112233333444\n1...........4... 11221122334.3344\n\
                1...........4... 11AA\n";
    let records = read(text, Variant::classic());
    let (line, column, kind) = parse_error(&records[0]);
    assert_eq!((line, column), (1, 26), "{kind:?}");
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::RegionSize { .. })
    ));
    let (line, column, kind) = parse_error(&records[1]);
    assert_eq!((line, column), (2, 29));
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::BadSymbol { .. })
    ));
    let (line, _, kind) = parse_error(&records[2]);
    assert_eq!(line, 3);
    assert!(matches!(
        kind,
        ParseErrorKind::Regions(RegionError::WrongLength { .. })
    ));
}

#[test]
fn a_region_grid_after_a_grid_and_header_lines_set_the_layout() {
    let text = "\
# variant: x
1 . . .
. . . .
. . 4 .
. . . .

# variant: jigsaw
3 . . .
. . . .
. . . .
. . . 1
B B B A
B A A A
C C C D
C D D D
# regions: 1122112233443344
# variant: jigsaw,x
1...........4...
# variant: bogus
";
    let records = read(text, Variant::classic());
    assert_eq!(records.len(), 4, "{records:?}");
    let x = records[0].as_ref().unwrap();
    assert_eq!(x.variant.presets(), &[Preset::X]);
    let jigsaw = records[1].as_ref().unwrap();
    assert_eq!(jigsaw.line, 8);
    assert_eq!(
        jigsaw.variant.regions().unwrap().to_string(),
        "1112122233343444"
    );
    let both = records[2].as_ref().unwrap();
    assert_eq!(both.variant.presets(), &[Preset::Jigsaw, Preset::X]);
    assert_eq!(
        both.variant.regions().unwrap().to_string(),
        "1122112233443344"
    );
    let (line, column, kind) = parse_error(&records[3]);
    assert_eq!((line, column), (19, 12));
    assert!(matches!(kind, ParseErrorKind::UnknownVariant { .. }));
}

#[test]
fn pasted_grids_with_a_dimension_line_and_dashes_read() {
    let text = "4 4\n1 - - -\n- - - -\n- - 4 -\n- - - -\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n";
    let records = read(text, Variant::classic());
    assert_eq!(records.len(), 1, "{records:?}");
    let record = records[0].as_ref().unwrap();
    assert_eq!(record.grid.to_string(), "1.........4.....");
    assert_eq!(
        record.variant.regions().unwrap().to_string(),
        "1122112233443344"
    );
}

/// Every house of a layout as plain cell lists, for the brute-force counter.
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

/// Every record of `text` with its layout, as the CLI reads it.
fn records_of(text: &str) -> Vec<Record> {
    read(text, Variant::classic())
        .into_iter()
        .map(|r| r.unwrap())
        .collect()
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

#[test]
fn the_cli_solves_counts_and_explains_x_and_jigsaw_puzzles() {
    let out = sudograph(
        &["generate", "--variant", "x", "--count", "1", "--seed", "9"],
        None,
    );
    let x = stdout(&out);
    let puzzle = x.lines().nth(1).unwrap().to_string();
    // The flag and the header give the same answer; without either the puzzle has more.
    let flagged = stdout(&sudograph(&["count", "--variant", "x"], Some(&puzzle)));
    assert_eq!(flagged.trim(), "1");
    assert_eq!(stdout(&sudograph(&["count"], Some(&x))).trim(), "1");
    let plain = stdout(&sudograph(&["count", "--limit", "2"], Some(&puzzle)));
    assert_eq!(plain.trim(), ">=2");
    let explained = stdout(&sudograph(&["explain", "--variant", "x"], Some(&puzzle)));
    assert!(explained.contains("Solved"), "{explained}");
    let out = sudograph(
        &[
            "generate",
            "--variant",
            "jigsaw",
            "--count",
            "1",
            "--seed",
            "9",
        ],
        None,
    );
    let jigsaw = stdout(&out);
    let explained = stdout(&sudograph(&["explain"], Some(&jigsaw)));
    assert!(explained.contains(" in region "), "{explained}");
    assert!(!explained.contains(" in box "), "{explained}");
}

#[test]
fn variants_that_do_not_fit_a_record_are_its_error_and_the_batch_goes_on() {
    let input =
        "1...........4...\n# variant: asterisk\n1...........4...\n# variant: x\n1...........4...\n";
    let out = sudograph(&["count", "--limit", "1000"], Some(input));
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[1], "error");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("-:3:1: asterisk is defined on the 9x9 grid only"),
        "{err}"
    );
    let bad = sudograph(
        &["solve", "--regions", "1122112233333444"],
        Some("1..............."),
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("region '3' has 5 cells"));
}

#[test]
fn rules_and_explanations_keep_the_solution_on_every_variant() {
    use sudograph::trace::{Explainer, Outcome as Ending};
    use sudograph::{Config, Rules};
    let cases = [
        ("x", BoxShape::CLASSIC),
        ("windoku", BoxShape::CLASSIC),
        ("jigsaw", BoxShape::CLASSIC),
        ("disjoint", BoxShape::CLASSIC),
        ("centre-dot", BoxShape::CLASSIC),
        ("asterisk", BoxShape::CLASSIC),
        ("girandola", BoxShape::CLASSIC),
        ("x,jigsaw", BoxShape::CLASSIC),
        ("latin", shape(2, 3)),
        ("jigsaw", shape(2, 3)),
        ("x,windoku", shape(2, 2)),
    ];
    let every_rule = Config::default()
        .with_rules(Rules::FRANKEN)
        .with_max_size(None);
    let limits = Limits::default().with_max_nodes(20_000);
    for (i, (name, s)) in cases.into_iter().enumerate() {
        let variant: Variant = name.parse().unwrap();
        for seed in 0..4 {
            let mut rng = Rng::new(100 * i as u64 + seed);
            let (puzzle, made) = generate_variant(s, &variant, 0, &limits, &mut rng).unwrap();
            let layout = Arc::new(made.layout(s).unwrap());
            let engine = Engine::with_layout(Arc::clone(&layout), &puzzle).unwrap();
            let sudograph::search::Outcome::Unique(solution) = Solver::from_engine(engine).solve()
            else {
                panic!("{made}: {puzzle} is not unique");
            };
            let keeps = |candidates: &dyn Fn(Cell) -> sudograph::NumberSet, what: &str| {
                for c in 0..layout.cells() {
                    let cell = Cell::new(c);
                    let value = solution.get(cell).unwrap();
                    assert!(
                        candidates(cell).contains(value),
                        "{made} {puzzle}: {what} removed {}",
                        cell.display(s.side())
                    );
                }
            };
            let mut engine = Engine::with_layout(Arc::clone(&layout), &puzzle).unwrap();
            engine.propagate(&every_rule).unwrap();
            keeps(&|c| engine.candidates(c), "propagation");
            let trace = Explainer::with_layout(Arc::clone(&layout), &puzzle)
                .unwrap()
                .explain();
            assert_eq!(trace.outcome(), Ending::Solved, "{made}: {puzzle}");
            trace
                .verify()
                .unwrap_or_else(|e| panic!("{made}: {puzzle}: {e}"));
            for step in trace.steps() {
                for &(cell, number) in step.eliminations {
                    assert_ne!(solution.get(cell), Some(number), "{made}: {puzzle}");
                }
            }
        }
    }
}

#[test]
fn dump_shows_a_variant_house_by_its_name() {
    let line = "# variant: x\n.1...........2...1........2......6..7.8.......3..98...64.7.2.3...1......2...6...9\n";
    let out = sudograph(&["dump", "--house", "diagonal 2"], Some(line));
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.starts_with("diagonal 2\n"), "{text}");
    // Its nine cells, r1c9 to r9c1.
    for cell in ["r1c9", "r5c5", "r9c1"] {
        assert!(text.contains(&format!("  {cell} ")), "{text}");
    }
    let short = stdout(&sudograph(&["dump", "--house", "d2"], Some(line)));
    assert_eq!(short, text);
    let missing = sudograph(&["dump", "--house", "window 1"], Some(line));
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("has no house window 1"));
    // A Latin square has no box 1.
    let latin = sudograph(
        &["dump", "--variant", "latin", "--house", "b1"],
        Some("1..............."),
    );
    assert_eq!(latin.status.code(), Some(1));
}

#[test]
fn a_puzzle_in_sections_reads_its_problem_and_areas_and_passes_over_the_rest() {
    // data/jigsaw_sections.txt is the third puzzle of jigsaw_9x9.txt written as janko.at writes
    // puzzles: [metadata], [problem], [solution] and [areas] sections, blank lines between.
    let sections = std::fs::read_to_string("data/jigsaw_sections.txt").unwrap();
    let records = records_of(&sections);
    assert_eq!(records.len(), 1, "{records:?}");
    let line = std::fs::read_to_string("data/jigsaw_9x9.txt").unwrap();
    let third = records_of(&line).swap_remove(2);
    assert_eq!(records[0].grid, third.grid);
    assert_eq!(records[0].variant, third.variant);
    // An [areas] section that is no partition is that puzzle's error, on its lines: `X` makes
    // region 1 one cell short and names a tenth region.
    let bad = sections.replacen("\n[areas]\n1", "\n[areas]\nX", 1);
    let read = read(&bad, Variant::classic());
    assert_eq!(read.len(), 1);
    let (line, _, kind) = parse_error(&read[0]);
    assert!((30..=38).contains(&line), "{line}");
    assert!(matches!(kind, ParseErrorKind::Regions(_)), "{kind:?}");
}
