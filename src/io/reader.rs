//! Streaming input: grids read one record at a time from any `BufRead`, so a file of millions
//! of puzzles is read in bounded memory.
//!
//! Memory stays bounded on any input: a line is read up to [`MAX_LINE`] bytes, and a longer one
//! is an error whose rest is passed over without being kept. Every line that is not blank or a
//! comment ends up in a record or an error: a line that cannot continue the grid being read
//! ends that grid (an error) and is read as a record of its own.

use std::io::BufRead;

use crate::layout::BoxShape;

use super::grid::Grid;
use super::parse::{ParseError, ParseErrorKind, Parsed, Parser};

/// The most bytes a line may hold: more than the longest grid text (a 64×64 pencilmark line is
/// under 270 KB), little enough that no input can make the reader hold much more.
pub const MAX_LINE: usize = 1 << 20;

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
    /// A second result met on the last line, handed out next.
    pending: Option<Parsed>,
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
            pending: None,
            done: false,
        }
    }

    /// The input read from.
    pub fn get_ref(&self) -> &R {
        &self.input
    }

    /// Reads the next line into `buf`, newline included, keeping at most [`MAX_LINE`] bytes;
    /// returns the bytes the line had (0 at the end of the input).
    fn read_line(&mut self) -> std::io::Result<usize> {
        self.buf.clear();
        let mut total = 0;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                return Ok(total);
            }
            let (used, end) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            let room = (MAX_LINE + 1).saturating_sub(self.buf.len());
            self.buf.extend_from_slice(&chunk[..used.min(room)]);
            total += used;
            self.input.consume(used);
            if end {
                return Ok(total);
            }
        }
    }

    fn record(&mut self, result: Result<(usize, Grid), ParseError>) -> Result<Record, ReadError> {
        let index = self.records;
        self.records += 1;
        let (line, grid) = result?;
        Ok(Record { index, line, grid })
    }
}

/// Line `line` as the parser reads it (`bytes`, as read): its text without a byte-order mark on
/// the first line, or why it is no text.
fn line_text(bytes: &[u8], line: usize) -> Result<&str, ParseError> {
    if bytes.len() > MAX_LINE {
        let kind = ParseErrorKind::LineTooLong { limit: MAX_LINE };
        return Err(ParseError::new(line, MAX_LINE + 1, kind));
    }
    let bytes = match line {
        1 => bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes),
        _ => bytes,
    };
    std::str::from_utf8(bytes).map_err(|e| {
        let good = e.valid_up_to();
        let column = std::str::from_utf8(&bytes[..good]).map_or(1, |t| t.chars().count() + 1);
        let kind = ParseErrorKind::NotUtf8 { byte: bytes[good] };
        ParseError::new(line, column, kind)
    })
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(result) = self.pending.take().or_else(|| self.parser.take_pending()) {
            return Some(self.record(result));
        }
        while !self.done {
            match self.read_line() {
                Ok(0) => {
                    self.done = true;
                    let result = self.parser.finish()?;
                    return Some(self.record(result));
                }
                Ok(_) => {
                    self.line += 1;
                    let result = match line_text(&self.buf, self.line) {
                        Ok(text) => self.parser.feed(self.line, text),
                        Err(bad) => {
                            // A grid in progress ends here; the bad line is an error of its own.
                            match self.parser.interrupt() {
                                Some(ended) => {
                                    self.pending = Some(Err(bad));
                                    Some(ended)
                                }
                                None => Some(Err(bad)),
                            }
                        }
                    };
                    if let Some(result) = result {
                        return Some(self.record(result));
                    }
                }
                Err(e) => {
                    self.done = true;
                    return Some(Err(ReadError::Io(e)));
                }
            }
        }
        None
    }
}
