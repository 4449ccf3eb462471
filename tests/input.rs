//! Input robustness: no text makes the parser panic, and every error points inside the text.

mod common;

use proptest::prelude::*;
use sudograph::io::Reader;
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
