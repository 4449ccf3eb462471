//! Tests of the parser: every form, and the errors' places and wording.

use super::*;
use crate::layout::Cell;

fn all(text: &str, shape: Option<BoxShape>) -> Vec<Parsed> {
    let mut p = Parser::new(shape);
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        let first = p.feed(i + 1, l);
        out.extend(std::iter::successors(first, |_| p.take_pending()));
    }
    out.extend(p.finish());
    out
}

const CLASSIC: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn one_line_puzzles_of_every_size() {
    for (cells, side) in [(16, 4), (36, 6), (81, 9), (144, 12), (256, 16), (625, 25)] {
        let text = ".".repeat(cells - 1) + "1";
        let grid: Grid = text.parse().unwrap();
        assert_eq!(grid.shape().side(), side);
    }
}

#[test]
fn a_grid_over_several_lines_with_separators() {
    let text = "4 . . | . . . | 8 . 5\n. 3 . | . . . | . . .\n. . . | 7 . . | . . .\n------+-------+------\n\
                . 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n. . . | . 1 . | . . .\n------+-------+------\n\
                . . . | 6 . 3 | . 7 .\n5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .\n";
    let p: Puzzle = text.parse().unwrap();
    assert_eq!(p.to_string(), CLASSIC);
}

use super::super::grid::Puzzle;

#[test]
fn sixteen_symbols_with_large_values_start_a_16x16_grid() {
    let row = "ABCDEFG123456789";
    let mut text = String::new();
    for _ in 0..16 {
        text.push_str(row);
        text.push('\n');
    }
    let grid: Grid = text.parse().unwrap();
    assert_eq!(grid.shape().side(), 16);
}

#[test]
fn wrong_length_names_line_and_column() {
    let text = format!("# comment\n\n{}", &CLASSIC[..80]);
    let err = text.parse::<Puzzle>().unwrap_err();
    assert_eq!((err.line(), err.column()), (3, 81));
    assert!(matches!(
        err.kind(),
        ParseErrorKind::WrongLength { found: 80, .. }
    ));
}

#[test]
fn bad_symbol_names_its_column() {
    let mut text = CLASSIC.to_string();
    text.replace_range(16..17, "X");
    let err = text.parse::<Puzzle>().unwrap_err();
    assert_eq!((err.line(), err.column()), (1, 17));
    assert_eq!(
        err.to_string(),
        "line 1, column 17: expected 1-9, '.' or '0', found 'X'"
    );
    let err = "1234............"
        .replace('4', "5")
        .parse::<Puzzle>()
        .unwrap_err();
    assert!(matches!(
        err.kind(),
        ParseErrorKind::BadSymbol {
            found: '5',
            side: 4
        }
    ));
}

#[test]
fn pencilmarks_round_trip_and_reject_empty_cells() {
    let text = "12 34 1234 1 2 3 4 1 2 3 4 1 2 3 4 1";
    let grid: Grid = text.parse().unwrap();
    let Grid::Candidates(c) = &grid else {
        panic!("pencilmarks expected")
    };
    assert_eq!(c.to_string(), text);
    let err = "12 34 . 1 2 3 4 1 2 3 4 1 2 3 4 1"
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(err.column(), 7);
    assert!(matches!(err.kind(), ParseErrorKind::NoCandidates { .. }));
    let err = "12 39 1234 1 2 3 4 1 2 3 4 1 2 3 4 1"
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(
        (err.column(), err.kind().clone()),
        (
            5,
            ParseErrorKind::BadCandidate {
                found: '9',
                side: 4
            }
        )
    );
}

#[test]
fn pencilmarks_with_placed_cells_know_the_givens() {
    use crate::io::grid::{Candidates, Origin};
    // `+1` placed, `2` given, `3.` an open cell of one candidate, `34` open.
    let text = "+1 2 3. 34 34 34 1 2 2 1 34 34 34 34 2 1";
    let Grid::Candidates(c) = text.parse::<Grid>().unwrap() else {
        panic!("pencilmarks expected")
    };
    assert_eq!(c.to_string(), text);
    let origin = |i: usize| c.origin(Cell::new(i));
    assert_eq!(origin(0), Some(Origin::Placed));
    assert_eq!(origin(1), Some(Origin::Given));
    assert_eq!(origin(2), Some(Origin::Open));
    assert_eq!(origin(3), Some(Origin::Open));
    assert_eq!(c.get(Cell::new(2)).len(), 1);
    assert_eq!(c.givens().unwrap()[..3], [false, true, false]);
    assert_eq!(c.settled().unwrap()[..3], [true, true, false]);
    // Without `+` a state knows no origins, and prints as before.
    let plain: Candidates = "1 2 3. 34 34 34 1 2 2 1 34 34 34 34 2 1".parse().unwrap();
    assert_eq!(plain.origin(Cell::new(0)), None);
    assert_eq!(plain.to_string(), "1 2 3 34 34 34 1 2 2 1 34 34 34 34 2 1");
    // 16×16: `+G` is a value.
    let mut big = vec!["12".to_string(); 256];
    big[0] = "+G".to_string();
    let c: Candidates = big.join(" ").parse().unwrap();
    assert_eq!(c.origin(Cell::new(0)), Some(Origin::Placed));
    assert_eq!(c.get(Cell::new(0)).first().map(|d| d.value()), Some(16));
}

#[test]
fn bad_placed_tokens_name_their_column() {
    let rest = " 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1";
    for (first, column, kind) in [
        ("+", 1, ParseErrorKind::BadPlaced { side: 4 }),
        ("+12", 3, ParseErrorKind::BadPlaced { side: 4 }),
        ("+1.", 3, ParseErrorKind::BadPlaced { side: 4 }),
        ("++1", 2, ParseErrorKind::BadPlaced { side: 4 }),
        ("1+2", 2, ParseErrorKind::BadPlaced { side: 4 }),
        (
            "+5",
            2,
            ParseErrorKind::BadCandidate {
                found: '5',
                side: 4,
            },
        ),
    ] {
        // A `+` token elsewhere on the line makes it one with placed cells.
        let text = format!("{first}{rest}").replacen(" 2 ", " +2 ", 1);
        let err = text.parse::<Grid>().unwrap_err();
        assert_eq!((err.line(), err.column()), (1, column), "{text}");
        assert_eq!(err.kind(), &kind, "{text}");
    }
    let err = "+G 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1"
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(err.column(), 2);
    assert!(matches!(
        err.kind(),
        ParseErrorKind::BadCandidate { found: 'G', .. }
    ));
    assert_eq!(
        err.to_string(),
        "line 1, column 2: expected a candidate 1-4, found 'G'"
    );
    let err = "+ 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1"
        .parse::<Grid>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1, column 1: expected a placed cell as '+' then one value 1-4 (as in +5)"
    );
}

#[test]
fn a_puzzle_written_with_plus_signs_and_empty_cells_stays_a_puzzle() {
    // `+` is a separator in grids: with a `.` token the line is no pencilmark line.
    let text = "+1 . . . . . . . . . . . . . . 4";
    let grid: Grid = text.parse().unwrap();
    assert!(matches!(grid, Grid::Puzzle(_)));
}

#[test]
fn the_729_format() {
    let mut text = String::new();
    for cell in 0..81 {
        let d = cell % 9;
        for j in 0..9 {
            text.push(if j == d || j == (d + 1) % 9 {
                char::from(b'1' + j as u8)
            } else {
                '.'
            });
        }
    }
    let Grid::Candidates(c) = text.parse::<Grid>().unwrap() else {
        panic!("candidates expected")
    };
    assert_eq!(c.get(Cell::new(0)).bits(), 0b11);
    assert_eq!(c.get(Cell::new(8)).bits(), 0b1_0000_0001);
    let empty = ".".repeat(9) + &text[9..];
    let err = empty.parse::<Grid>().unwrap_err();
    assert!(matches!(err.kind(), ParseErrorKind::NoCandidates { cell, .. } if cell.index() == 0));
}

#[test]
fn a_batch_keeps_going_after_errors() {
    let text = format!("{CLASSIC}\n{}\n{CLASSIC}\n", &CLASSIC[1..]);
    let results = all(&text, None);
    assert_eq!(results.len(), 3);
    assert!(results[0].is_ok() && results[1].is_err() && results[2].is_ok());
    assert_eq!(results[2].as_ref().unwrap().0, 3);
}

#[test]
fn a_broken_grid_is_one_error_and_the_next_grid_still_parses() {
    let good: String = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8_lossy(r) + "\n")
        .collect();
    let bad = good.replacen("...6.3.7.", "...6.3.7", 1);
    let text = format!("{bad}\n{good}");
    let results = all(&text, None);
    assert_eq!(results.len(), 2, "{results:?}");
    assert!(results[0].is_err());
    assert_eq!(results[1].as_ref().unwrap().0, 11);
    assert_eq!(
        (
            results[0].as_ref().unwrap_err().line(),
            results[0].as_ref().unwrap_err().column()
        ),
        (7, 9)
    );
    let short = good.lines().take(5).collect::<Vec<_>>().join("\n");
    let results = all(&short, None);
    assert!(matches!(
        results[0].as_ref().unwrap_err().kind(),
        ParseErrorKind::UnfinishedGrid { rows: 5, side: 9 }
    ));
}

#[test]
fn a_fixed_shape_reads_rows_of_that_side() {
    let shape = BoxShape::new(2, 2).unwrap();
    let results = all("1234\n3412\n2143\n4321\n", Some(shape));
    assert_eq!(results.len(), 1);
    assert!(results[0].is_ok());
    let err = all("12345", Some(shape)).pop().unwrap().unwrap_err();
    assert!(matches!(
        err.kind(),
        ParseErrorKind::WrongLength {
            expected: Expected::Side(4),
            ..
        }
    ));
}
