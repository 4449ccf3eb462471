//! Streaming input: grids read one record at a time from any `BufRead`, so a file of millions
//! of puzzles is read in bounded memory.
//!
//! Memory stays bounded on any input: a line is read up to [`MAX_LINE`] bytes, and a longer one
//! is an error whose rest is passed over without being kept. Every line that is not blank or a
//! comment ends up in a record or an error: a line that cannot continue the grid being read
//! ends that grid (an error) and is read as a record of its own.

use std::collections::VecDeque;
use std::io::BufRead;

use crate::layout::{BoxShape, Preset, Variant};

use super::grid::Grid;
use super::parse::{Expected, ParseError, ParseErrorKind, Parsed, Parser};
use super::variant::{self, Header, Section};

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
    /// Its variant: the reader's, as changed by header lines before it, with the regions given
    /// on its line or after its grid.
    pub variant: Variant,
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
    shape: Option<BoxShape>,
    line: usize,
    records: usize,
    buf: Vec<u8>,
    /// Results ready to hand out, in order.
    ready: VecDeque<Result<(usize, Grid, Variant), ParseError>>,
    /// The variant of the records from here on.
    variant: Variant,
    /// A grid written over several lines, waiting to see whether a region grid follows.
    held: Option<Held>,
    /// Inside a puzzle written in sections (`[problem]`, `[areas]` …): the current one.
    sections: Option<Section>,
    /// Why reading stopped early, handed out after the records read before.
    failed: Option<std::io::Error>,
    done: bool,
}

/// A grid written over several lines, and the region grid after it as far as read.
#[derive(Debug)]
struct Held {
    line: usize,
    grid: Grid,
    variant: Variant,
    /// The region grid after it, as far as read.
    block: Option<RegionBlock>,
}

/// A region grid being read: its first line, its symbols and where each is.
type RegionBlock = (usize, Vec<char>, Vec<(usize, usize)>);

impl<R: BufRead> Reader<R> {
    /// Reads from `input`, inferring each grid's box shape, or always using `shape`.
    pub fn new(input: R, shape: Option<BoxShape>) -> Reader<R> {
        Reader {
            input,
            parser: Parser::new(shape),
            shape,
            line: 0,
            records: 0,
            buf: Vec::new(),
            ready: VecDeque::new(),
            variant: Variant::classic(),
            held: None,
            sections: None,
            failed: None,
            done: false,
        }
    }

    /// This reader giving its records `variant` until a header line changes it.
    pub fn with_variant(mut self, variant: Variant) -> Reader<R> {
        self.variant = variant;
        self
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

    fn record(
        &mut self,
        result: Result<(usize, Grid, Variant), ParseError>,
    ) -> Result<Record, ReadError> {
        let index = self.records;
        self.records += 1;
        let (line, grid, variant) = result?;
        Ok(Record {
            index,
            line,
            grid,
            variant,
        })
    }

    /// Hands out the held grid as it is.
    fn release(&mut self) {
        if let Some(held) = self.held.take() {
            match held.block {
                None => self
                    .ready
                    .push_back(Ok((held.line, held.grid, held.variant))),
                Some((start, symbols, _)) => {
                    let side = held.grid.shape().side();
                    let rows = symbols.len() / side.max(1);
                    let kind = ParseErrorKind::UnfinishedRegions { rows, side };
                    self.ready.push_back(Err(ParseError::new(start, 1, kind)));
                }
            }
        }
    }

    /// Results of the parser, with the regions of a map on the line (`map`) or the variant.
    fn take(&mut self, no: usize, result: Option<Parsed>, map: &Option<Vec<(usize, char)>>) {
        let mut next = result;
        while let Some(result) = next {
            match result {
                Ok((start, grid)) if start != no => {
                    self.release();
                    self.held = Some(Held {
                        line: start,
                        grid,
                        variant: self.variant.clone(),
                        block: None,
                    });
                }
                Ok((start, grid)) => {
                    let variant = match map {
                        Some(symbols) => {
                            let side = grid.shape().side();
                            let at: Vec<(usize, usize)> =
                                symbols.iter().map(|&(c, _)| (no, c)).collect();
                            let end = (no, at.last().map_or(1, |&(_, c)| c + 1));
                            let chars = symbols.iter().map(|&(_, c)| c);
                            variant::regions(chars, side, &at, end)
                                .map(|r| self.variant.clone().with_regions(r))
                        }
                        None => Ok(self.variant.clone()),
                    };
                    self.ready.push_back(variant.map(|v| (start, grid, v)));
                }
                Err(e) => {
                    self.release();
                    self.ready.push_back(Err(e));
                }
            }
            next = self.parser.take_pending();
        }
    }

    /// Reads line `no`.
    fn line(&mut self, no: usize, text: &str) {
        let text = text.trim_end_matches(['\r', '\n']);
        let blank = text.trim().is_empty();
        let comment = text.trim_start().starts_with('#');
        // Sections as janko.at writes a puzzle: `[problem]` (the grid), `[areas]` (its
        // regions), `[solution]`, `[metadata]` (`size 9`, `author …`), in any order; within
        // such a puzzle a blank line ends nothing, and only the givens and regions are read.
        if let Some(section) = variant::section(text) {
            if section == Section::Problem {
                self.release();
            }
            self.sections = Some(section);
            return;
        }
        if self.sections.is_some() {
            match text.trim() {
                "begin" | "end" => {
                    self.release();
                    self.sections = None;
                    return;
                }
                _ if blank => return,
                _ => {}
            }
            if self.sections == Some(Section::Other) {
                return;
            }
        }
        if let Some(held) = &mut self.held {
            let side = held.grid.shape().side();
            let expected = (held.variant.has(Preset::Jigsaw) && held.variant.regions().is_none())
                || self.sections == Some(Section::Areas);
            match &mut held.block {
                Some(_) if comment => return,
                None if comment && variant::header(no, text).is_none() => return,
                Some((_, symbols, at)) if !blank => {
                    let Some(row) = variant::region_row(text, side, true) else {
                        let found = text.chars().filter(|&c| !super::symbols::is_separator(c));
                        let kind = ParseErrorKind::WrongLength {
                            found: found.count(),
                            expected: Expected::Row {
                                row: symbols.len() / side + 1,
                                side,
                            },
                        };
                        self.held = None;
                        self.ready.push_back(Err(ParseError::new(no, 1, kind)));
                        return;
                    };
                    symbols.extend(row.iter().map(|&(_, c)| c));
                    at.extend(row.iter().map(|&(c, _)| (no, c)));
                    if symbols.len() == side * side {
                        let held = self.held.take().expect("held");
                        let (_, symbols, at) = held.block.expect("block");
                        let end = (no, text.chars().count() + 1);
                        let regions = variant::regions(symbols, side, &at, end);
                        self.ready.push_back(
                            regions.map(|r| (held.line, held.grid, held.variant.with_regions(r))),
                        );
                    }
                    return;
                }
                None if !blank && !comment => {
                    if let Some(row) = variant::region_row(text, side, expected) {
                        let symbols = row.iter().map(|&(_, c)| c).collect();
                        let at = row.iter().map(|&(c, _)| (no, c)).collect();
                        held.block = Some((no, symbols, at));
                        return;
                    }
                }
                _ => {}
            }
            self.release();
            if blank {
                return;
            }
        }
        if self.parser.idle()
            && let Some(header) = variant::header(no, text)
        {
            match header {
                Ok(Header::Variant(v)) => {
                    let regions = v.has(Preset::Jigsaw).then(|| self.variant.regions());
                    self.variant = match regions.flatten() {
                        Some(r) => v.with_regions(r.clone()),
                        None => v,
                    };
                }
                Ok(Header::Regions(r)) => {
                    self.variant = std::mem::take(&mut self.variant).with_regions(r);
                }
                Err(e) => self.ready.push_back(Err(e)),
            }
            return;
        }
        // Most lines are one grid written without spaces: one look at the bytes says whether the
        // forms with several fields can apply, and an odd length rules out a map run together.
        let fields = text.trim().bytes().any(|b| b.is_ascii_whitespace());
        if fields && self.parser.idle() && variant::is_dimension_line(text) {
            return;
        }
        let dashed = fields.then(|| variant::dashes_as_empty(text)).flatten();
        let text = dashed.as_deref().unwrap_or(text);
        let even = text.trim().len().is_multiple_of(2) || !text.is_ascii();
        let split = (fields || even).then(|| variant::split_map(text, self.shape));
        let (grid, map) = match split.flatten() {
            Some((grid, map)) => (grid, Some(map)),
            None => (text, None),
        };
        let result = self.parser.feed(no, grid);
        self.take(no, result, &map);
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
        loop {
            if let Some(result) = self.ready.pop_front() {
                return Some(self.record(result));
            }
            if self.done {
                return self.failed.take().map(|e| Err(ReadError::Io(e)));
            }
            match self.read_line() {
                Ok(0) => {
                    self.done = true;
                    self.release();
                    let result = self.parser.finish();
                    self.take(self.line, result, &None);
                }
                Ok(_) => {
                    self.line += 1;
                    let no = self.line;
                    let buf = std::mem::take(&mut self.buf);
                    match line_text(&buf, no) {
                        Ok(text) => self.line(no, text),
                        Err(bad) => {
                            // A grid in progress ends here; the bad line is an error of its own.
                            self.release();
                            let ended = self.parser.interrupt();
                            self.take(no, ended, &None);
                            self.ready.push_back(Err(bad));
                        }
                    }
                    self.buf = buf;
                }
                Err(e) => {
                    // Records read before the failure still come first.
                    self.done = true;
                    self.release();
                    self.failed = Some(e);
                }
            }
        }
    }
}
