//! Parse errors: where the input is bad (1-based line and column) and what was wrong.

use std::fmt;

use crate::io::symbols::{MAX_TEXT_SIDE, alphabet};
use crate::layout::Cell;

/// Bad input: where it is (1-based line and column) and what was wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    line: usize,
    column: usize,
    kind: ParseErrorKind,
}

/// What was wrong with the input.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A line holds a number of symbols that is neither a whole grid nor a row.
    WrongLength {
        /// Symbols found.
        found: usize,
        /// What would have fitted.
        expected: Expected,
    },
    /// A character that is no value of this grid and no empty mark.
    BadSymbol {
        /// The character.
        found: char,
        /// The grid side.
        side: usize,
    },
    /// A character in a pencilmark that is no candidate of this grid.
    BadCandidate {
        /// The character.
        found: char,
        /// The grid side.
        side: usize,
    },
    /// A 729-character candidate line with a digit out of its place: each cell's 9 characters
    /// hold digit `d` at place `d` or `.`/`0`.
    Misplaced729 {
        /// The character.
        found: char,
        /// The digit expected at that place.
        expected: usize,
    },
    /// A `+` in a pencilmark line that is not a placed cell's: `+` first in its token, then
    /// exactly one value (`+5`).
    BadPlaced {
        /// The grid side.
        side: usize,
    },
    /// A pencilmark cell with no candidate.
    NoCandidates {
        /// The cell (0-based row-major).
        cell: Cell,
        /// The grid side.
        side: usize,
    },
    /// A grid written over several lines ended before its last row (at a blank line, the end
    /// of the input, or a line that is no row of it); the error is on the grid's first line.
    UnfinishedGrid {
        /// Rows read.
        rows: usize,
        /// Rows expected.
        side: usize,
    },
    /// The grid side has no one-character alphabet.
    SideTooLarge {
        /// The grid side.
        side: usize,
    },
    /// A puzzle was expected but the text holds pencilmarks.
    NotAPuzzle,
    /// The text holds no grid.
    NoGrid,
    /// The text holds more than one grid where one was expected.
    MoreThanOneGrid,
    /// A line longer than any grid's text (see [`MAX_LINE`](crate::io::MAX_LINE)); the rest of
    /// it is passed over.
    LineTooLong {
        /// The most bytes a line may hold.
        limit: usize,
    },
    /// A byte that is not UTF-8 text.
    NotUtf8 {
        /// The byte.
        byte: u8,
    },
    /// A region map that does not partition the grid into regions.
    Regions(crate::layout::RegionError),
    /// A header line names a variant not known.
    UnknownVariant {
        /// The name.
        name: String,
    },
    /// A region grid after a grid ended before its last row; the error is on its first line.
    UnfinishedRegions {
        /// Rows read.
        rows: usize,
        /// Rows expected.
        side: usize,
    },
    /// The grid's layout cannot be built: the variant does not fit its shape.
    Layout(crate::layout::LayoutError),
}

/// What length a line would have needed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Expected {
    /// Any supported grid on one line, or one row of a grid.
    AnyGrid,
    /// A grid of this side on one line (`side²` symbols) or one row of it (`side` symbols).
    Side(usize),
    /// Row `row` (1-based) of a grid of side `side`.
    Row {
        /// The row.
        row: usize,
        /// The grid side.
        side: usize,
    },
}

impl ParseError {
    /// An error at 1-based `line` and `column`.
    pub fn new(line: usize, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { line, column, kind }
    }

    /// The 1-based line.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The 1-based column (in characters).
    pub fn column(&self) -> usize {
        self.column
    }

    /// What was wrong.
    pub fn kind(&self) -> &ParseErrorKind {
        &self.kind
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseErrorKind::WrongLength {
                found,
                expected: Expected::AnyGrid,
            } => write!(
                f,
                "expected a whole grid on one line (16, 36, 64, 81, 144, 256, 625 … symbols), \
                 a pencilmark line or one row of a grid, found {found} symbols"
            ),
            ParseErrorKind::WrongLength {
                found,
                expected: Expected::Side(n),
            } => write!(
                f,
                "expected {} symbols for a {n}x{n} grid, or {n} for one row, found {found}",
                n * n
            ),
            ParseErrorKind::WrongLength {
                found,
                expected: Expected::Row { row, side },
            } => {
                write!(
                    f,
                    "expected {side} symbols in row {row} of the grid, found {found}"
                )
            }
            ParseErrorKind::BadSymbol { found, side } => {
                write!(
                    f,
                    "expected {}, '.' or '0', found {found:?}",
                    alphabet(side)
                )
            }
            ParseErrorKind::BadCandidate { found, side } => {
                write!(
                    f,
                    "expected a candidate {}, found {found:?}",
                    alphabet(side)
                )
            }
            ParseErrorKind::Misplaced729 { found, expected } => {
                write!(
                    f,
                    "expected {expected}, '.' or '0' at this place of the cell, found {found:?}"
                )
            }
            ParseErrorKind::BadPlaced { side } => {
                write!(
                    f,
                    "expected a placed cell as '+' then one value {} (as in +5)",
                    alphabet(side)
                )
            }
            ParseErrorKind::NoCandidates { cell, side } => {
                write!(f, "cell {} has no candidate", cell.display(side))
            }
            ParseErrorKind::UnfinishedGrid { rows, side } => {
                write!(
                    f,
                    "the grid that starts here ends after {rows} of its {side} rows"
                )
            }
            ParseErrorKind::SideTooLarge { side } => {
                write!(
                    f,
                    "side {side} has no one-character alphabet (at most {MAX_TEXT_SIDE})"
                )
            }
            ParseErrorKind::NotAPuzzle => f.write_str("expected a puzzle, found pencilmarks"),
            ParseErrorKind::NoGrid => f.write_str("expected a grid, found none"),
            ParseErrorKind::MoreThanOneGrid => f.write_str("expected one grid, found more"),
            ParseErrorKind::LineTooLong { limit } => {
                write!(
                    f,
                    "the line is longer than {limit} bytes, more than any grid"
                )
            }
            ParseErrorKind::NotUtf8 { byte } => {
                write!(f, "expected UTF-8 text, found the byte 0x{byte:02x}")
            }
            ParseErrorKind::Regions(ref e) => write!(f, "bad region map: {e}"),
            ParseErrorKind::UnknownVariant { ref name } => write!(
                f,
                "unknown variant {name:?}: expected a comma-separated list of classic, latin, \
                 jigsaw, x, windoku (hyper), disjoint, centre-dot, asterisk, girandola"
            ),
            ParseErrorKind::UnfinishedRegions { rows, side } => write!(
                f,
                "the region grid that starts here ends after {rows} of its {side} rows"
            ),
            ParseErrorKind::Layout(ref e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ParseError {}
