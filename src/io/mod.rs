//! Formats: reading puzzles and pencilmarks from text, and writing them back.
//!
//! See `docs/formats.md` for every accepted form. In short: a line of `n·n` symbols (`.` or `0`
//! empty, values `1`-`9` then `A` = 10 …), the same grid over `n` lines with the separators
//! people print, a pencilmark line of `n·n` candidate sets, or the 729-character 9×9 candidate
//! format. `#` starts a comment line; blank lines are skipped.

mod grid;
mod parse;
mod reader;
mod symbols;
mod variant;

pub(crate) use grid::write_pencilmarks;
pub use grid::{Candidates, Grid, Origin, Puzzle};
pub use parse::{Expected, ParseError, ParseErrorKind};
pub use reader::{MAX_LINE, ReadError, Reader, Record};
pub use symbols::{MAX_TEXT_SIDE, is_separator, symbol, value_of};
