//! Streaming input: grids read one record at a time from any `BufRead`, so a file of millions
//! of puzzles is read in bounded memory.

use std::io::BufRead;

use crate::layout::BoxShape;

use super::grid::Grid;
use super::parse::{ParseError, Parser};

/// One grid of the input, with where it came from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// 0-based index of the record in the input (bad records count too).
    pub index: usize,
    /// 1-based line the record starts on.
    pub line: usize,
    /// The grid.
    pub grid: Grid,
}

/// A record that could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The text is not a grid.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The input could not be read; reading stops.
    #[error("cannot read input: {0}")]
    Io(#[from] std::io::Error),
}

/// Reads grids from a `BufRead`, one record per item; errors don't stop the rest of the input.
///
/// # Examples
///
/// ```
/// use sudograph::io::Reader;
///
/// let input = "1.3.......2....4\n# a comment\n123\n..3.......2....4\n";
/// let records: Vec<_> = Reader::new(input.as_bytes(), None).collect();
/// assert_eq!(records.len(), 3);
/// assert!(records[1].is_err(), "the short line is an error; the next record still comes");
/// assert_eq!(records[2].as_ref().unwrap().line, 4);
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    input: R,
    parser: Parser,
    line: usize,
    records: usize,
    buf: Vec<u8>,
    done: bool,
}

impl<R: BufRead> Reader<R> {
    /// Reads from `input`, inferring each grid's box shape, or always using `shape`.
    pub fn new(input: R, shape: Option<BoxShape>) -> Reader<R> {
        Reader {
            input,
            parser: Parser::new(shape),
            line: 0,
            records: 0,
            buf: Vec::new(),
            done: false,
        }
    }

    fn record(&mut self, result: Result<(usize, Grid), ParseError>) -> Result<Record, ReadError> {
        let index = self.records;
        self.records += 1;
        let (line, grid) = result?;
        Ok(Record { index, line, grid })
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.buf.clear();
            match self.input.read_until(b'\n', &mut self.buf) {
                Ok(0) => {
                    self.done = true;
                    let result = self.parser.finish(self.line)?;
                    return Some(self.record(result));
                }
                Ok(_) => {
                    self.line += 1;
                    let text = String::from_utf8_lossy(&self.buf);
                    if let Some(result) = self.parser.feed(self.line, &text) {
                        return Some(self.record(result));
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => {
                    self.done = true;
                    return Some(Err(ReadError::Io(e)));
                }
            }
        }
        None
    }
}
