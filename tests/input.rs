//! Input robustness: no text makes the parser panic, and every error points inside the text.

mod common;

use proptest::prelude::*;
use sudograph::ParseErrorKind;
use sudograph::io::{MAX_LINE, Reader};
use sudograph::{Candidates, Grid, Puzzle};

/// Text made of the characters grids are written with, plus a few strangers.
fn gridlike() -> impl Strategy<Value = String> {
    let alphabet: Vec<char> = ".0123456789ABCDEFGPabz|-+ \n#xé\r\t".chars().collect();
    prop::collection::vec(prop::sample::select(alphabet), 0..700)
        .prop_map(|cs| cs.into_iter().collect())
}

/// A real puzzle line with a few characters changed, removed or added.
fn damaged() -> impl Strategy<Value = String> {
    let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    (
        0usize..81,
        prop::sample::select(vec!['X', '.', '9', ' ', '|', '0']),
        0u8..3,
    )
        .prop_map(move |(at, c, how)| {
            let mut s: Vec<char> = line.chars().collect();
            match how {
                0 => s[at] = c,
                1 => {
                    s.remove(at);
                }
                _ => s.insert(at, c),
            }
            s.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(common::proptest_config(512, "input"))]

    #[test]
    fn no_text_makes_parsing_panic(text in gridlike()) {
        let _ = text.parse::<Grid>();
        let _ = text.parse::<Puzzle>();
        let _ = text.parse::<Candidates>();
        let lines = text.lines().count().max(1);
        for record in Reader::new(text.as_bytes(), None) {
            if let Err(sudograph::io::ReadError::Parse(e)) = record {
                prop_assert!(e.line() >= 1 && e.line() <= lines + 1, "{e}");
                prop_assert!(e.column() >= 1, "{e}");
            }
        }
    }

    #[test]
    fn a_damaged_line_is_read_or_refused_with_its_position(text in damaged()) {
        match text.parse::<Puzzle>() {
            Ok(p) => prop_assert_eq!(p.to_string().len(), 81),
            Err(e) => {
                prop_assert_eq!(e.line(), 1);
                prop_assert!(e.column() <= text.chars().count() + 1, "{}", e);
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}

/// The records of `input` as (line, ok) pairs, and the errors' kinds.
fn read(input: &[u8]) -> Vec<Result<(usize, Grid), sudograph::io::ReadError>> {
    Reader::new(input, None)
        .map(|r| r.map(|record| (record.line, record.grid)))
        .collect()
}

const P: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const Q: &str = "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

#[test]
fn a_stray_row_in_a_file_of_one_line_puzzles_is_one_error_and_loses_nothing() {
    let input = format!("{P}\n123456789\n{Q}\n{P}\n{Q}\n{P}\n");
    let records = read(input.as_bytes());
    assert_eq!(records.len(), 6, "one record or error per line");
    let lines: Vec<_> = records
        .iter()
        .map(|r| r.as_ref().map(|(line, _)| *line).ok())
        .collect();
    assert_eq!(lines, [Some(1), None, Some(3), Some(4), Some(5), Some(6)]);
    let Err(sudograph::io::ReadError::Parse(e)) = &records[1] else {
        panic!("{:?}", records[1]);
    };
    assert_eq!((e.line(), e.column()), (2, 1));
    assert!(matches!(
        e.kind(),
        ParseErrorKind::UnfinishedGrid { rows: 1, side: 9 }
    ));
    // A row of the wrong length inside a multi-line grid is still that grid's one error.
    let rows: Vec<&str> = (0..9).map(|r| &P[r * 9..r * 9 + 9]).collect();
    let broken = format!(
        "{}\n{}\n{}\n\n{}\n",
        rows[..4].join("\n"),
        &rows[4][..8],
        rows[5..].join("\n"),
        rows.join("\n")
    );
    let records = read(broken.as_bytes());
    assert_eq!(records.len(), 2, "{records:?}");
    assert!(records[0].is_err() && records[1].is_ok());
}

#[test]
fn a_wrong_symbol_in_a_file_of_small_grids_is_that_records_error_alone() {
    let text = std::fs::read_to_string("data/generated_4x4.txt").expect("data file");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut damaged: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    damaged[1] = damaged[1].replacen('.', "5", 1);
    assert_ne!(damaged[1], lines[1], "line 2 has an empty cell to damage");
    let records = read((damaged.join("\n") + "\n").as_bytes());
    assert_eq!(records.len(), lines.len());
    for (i, record) in records.iter().enumerate() {
        assert_eq!(record.is_ok(), i != 1, "record {i}: {record:?}");
    }
    let Err(sudograph::io::ReadError::Parse(e)) = &records[1] else {
        unreachable!()
    };
    assert!(matches!(
        e.kind(),
        ParseErrorKind::BadSymbol {
            found: '5',
            side: 4
        }
    ));
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let input = format!("\u{feff}{P}\n{Q}\n");
    let records = read(input.as_bytes());
    assert!(records.iter().all(|r| r.is_ok()), "{records:?}");
    let puzzle: Puzzle = format!("\u{feff}{P}")
        .parse()
        .expect("a puzzle after the mark");
    assert_eq!(puzzle, P.parse::<Puzzle>().unwrap());
}

/// An input of `len` NUL bytes without a newline, then a line, made on the fly.
struct Flood {
    left: usize,
    tail: std::io::Cursor<Vec<u8>>,
}

impl std::io::Read for Flood {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return self.tail.read(buf);
        }
        let n = buf.len().min(self.left);
        buf[..n].fill(0);
        self.left -= n;
        Ok(n)
    }
}

#[test]
fn a_line_longer_than_any_grid_is_an_error_and_memory_stays_bounded() {
    let flood = Flood {
        left: 40 * MAX_LINE,
        tail: std::io::Cursor::new(format!("\n{P}\n").into_bytes()),
    };
    let records: Vec<_> = Reader::new(std::io::BufReader::new(flood), None).collect();
    assert_eq!(records.len(), 2, "{records:?}");
    let Err(sudograph::io::ReadError::Parse(e)) = &records[0] else {
        panic!("{:?}", records[0]);
    };
    assert_eq!(e.kind(), &ParseErrorKind::LineTooLong { limit: MAX_LINE });
    assert_eq!(records[1].as_ref().unwrap().line, 2);
}

#[test]
fn a_byte_that_is_not_utf8_is_named_with_its_column() {
    let mut input = b"4.....8.5.".to_vec();
    input.push(0xff);
    input.extend_from_slice(format!("\n{P}\n").as_bytes());
    let records = read(&input);
    assert_eq!(records.len(), 2);
    let Err(sudograph::io::ReadError::Parse(e)) = &records[0] else {
        panic!("{:?}", records[0]);
    };
    assert_eq!((e.line(), e.column()), (1, 11));
    assert_eq!(e.kind(), &ParseErrorKind::NotUtf8 { byte: 0xff });
    assert!(e.to_string().contains("0xff"), "{e}");
    assert!(records[1].is_ok());
}

#[test]
fn every_side_has_a_text_form_that_reads_back() {
    let mut rng = sudograph::search::Rng::new(3);
    for (rows, cols) in [(2, 31), (7, 9), (8, 8), (5, 5)] {
        let shape = sudograph::BoxShape::new(rows, cols).unwrap();
        let grid = sudograph::search::solved_grid(shape, &mut rng);
        let text = grid.to_string();
        assert!(!text.contains('?'), "{shape}: {text}");
        assert_eq!(text.chars().count(), shape.cells());
        let back: Puzzle = text.parse().expect("the text reads back");
        assert_eq!(back, grid, "{shape}");
    }
}

#[test]
fn a_grid_prints_as_text_that_reads_back() {
    for text in [P, "1 2 3 4 34 34 124 124 234 134 124 1234 234 134 124 1234"] {
        let grid: Grid = text.parse().expect("a grid");
        let back: Grid = grid.to_string().parse().expect("its text reads back");
        assert_eq!(back, grid);
    }
}

#[test]
fn trailing_fields_after_a_whole_grid_are_ignored() {
    // Rated lists and forums write `<puzzle> <rating>` and `<puzzle>  # comment`.
    let puzzle =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let text = format!("{puzzle} 7.2\n{puzzle}\t# from a forum\n{puzzle} ED=7.2/1.2/1.2\n");
    let records = read(text.as_bytes());
    assert_eq!(records.len(), 3);
    for record in &records {
        let (_, grid) = record.as_ref().expect("read");
        let expected: Puzzle = puzzle.parse().unwrap();
        assert_eq!(grid, &Grid::Puzzle(expected));
    }
    // A pencilmark line and a row written with spaces are not trimmed.
    let rows = "1 2 . 4\n3 4 1 2\n. 1 4 3\n4 3 2 1\n";
    let records = read(rows.as_bytes());
    assert_eq!(records.len(), 1);
    assert!(records[0].is_ok());
    // A line that is no whole grid keeps its error.
    let records = read(b"4.....8.5.3 7.2\n");
    assert!(records[0].is_err());
}
