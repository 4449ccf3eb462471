//! Parsing: puzzle lines, grids over several lines, pencilmark lines and the 729-character
//! candidate format, with errors that say where and what was expected.
//!
//! The errors are in `error.rs`; reading each form from a record's symbols in `forms.rs`.

mod error;
mod forms;

use crate::layout::{BoxShape, Number};

use super::grid::Grid;
use super::symbols::{is_empty_mark, is_separator, value_of};

pub use error::{Expected, ParseError, ParseErrorKind};
use forms::{fits_729, fits_side, parse_729, parse_pencilmarks, parse_values, push_values};

/// A grid parsed from the input, with the line it starts on.
pub(crate) type Parsed = Result<(usize, Grid), ParseError>;

/// Turns lines into grids; fed one line at a time so input can be streamed.
#[derive(Clone, Debug)]
pub(crate) struct Parser {
    shape: Option<BoxShape>,
    /// Set when the whole input is one line: 16 symbols are then a 4×4 grid, never a row.
    one_line: bool,
    /// Whether the last grid read was written on one line (`Some(true)`) or over several: a
    /// line that could be either (16, 36 or 64 symbols) is read the same way, so that a wrong
    /// symbol in a file of one-line 4×4 puzzles is that record's error, not the first row of a
    /// 16×16 grid swallowing the next fifteen records.
    last_one_line: Option<bool>,
    /// A result found with another one on the same line, handed out next.
    pending: Option<Parsed>,
    state: State,
}

#[derive(Clone, Debug)]
enum State {
    Idle,
    /// Inside a grid written over several lines.
    Rows {
        start: usize,
        shape: BoxShape,
        cells: Vec<Option<Number>>,
        rows: usize,
    },
    /// After a bad row: the rest of that grid (lines of `side` symbols) is passed over.
    Skipping {
        rows_left: usize,
        side: usize,
    },
}

/// The characters of `line` that are not separators, with their 1-based columns.
fn symbols(line: &str) -> Vec<(usize, char)> {
    line.chars()
        .enumerate()
        .filter(|&(_, c)| !is_separator(c))
        .map(|(i, c)| (i + 1, c))
        .collect()
}

fn end_column(line: &str) -> usize {
    line.chars().count() + 1
}

impl Parser {
    /// A parser that infers the box shape from each grid, or always uses `shape`.
    pub fn new(shape: Option<BoxShape>) -> Parser {
        Parser {
            shape,
            one_line: false,
            last_one_line: None,
            pending: None,
            state: State::Idle,
        }
    }

    /// A result found on the line last fed besides the one `feed` returned: call until `None`
    /// after each `feed`.
    pub fn take_pending(&mut self) -> Option<Parsed> {
        let result = self.pending.take();
        if let Some(Ok(_)) = &result {
            self.last_one_line = Some(true);
        }
        result
    }

    /// Reads line `no` (1-based); returns a grid or an error when one is complete.
    pub fn feed(&mut self, no: usize, line: &str) -> Option<Parsed> {
        let result = self.feed_line(no, line);
        if let Some(Ok((start, _))) = &result {
            self.last_one_line = Some(*start == no);
        }
        result
    }

    /// A line could not be read as text (not UTF-8, too long): a grid in progress ends there,
    /// unfinished.
    pub fn interrupt(&mut self) -> Option<Parsed> {
        self.unfinished()
    }

    /// Ends a grid in progress (an error on its first line); nothing when there is none.
    fn unfinished(&mut self) -> Option<Parsed> {
        match std::mem::replace(&mut self.state, State::Idle) {
            State::Rows {
                start, rows, shape, ..
            } => {
                let kind = ParseErrorKind::UnfinishedGrid {
                    rows,
                    side: shape.side(),
                };
                Some(Err(ParseError::new(start, 1, kind)))
            }
            State::Idle | State::Skipping { .. } => None,
        }
    }

    fn feed_line(&mut self, no: usize, line: &str) -> Option<Parsed> {
        let line = line.trim_end_matches(['\r', '\n']);
        if let Some(grid) = self.plain_line(line) {
            return Some(Ok((no, grid)));
        }
        let line = self.without_annotations(line);
        let blank = line.trim().is_empty();
        let comment = line.trim_start().starts_with('#');
        // Inside a grid, a line that is no row of it but a whole record by itself ends the grid
        // (an error) and is read as that record: a stray row never swallows the records after.
        let side = match &self.state {
            State::Idle => None,
            State::Rows { shape, .. } => Some(shape.side()),
            State::Skipping { side, .. } => Some(*side),
        };
        if let Some(n) = side
            && !blank
            && !comment
        {
            let count = symbols(line).len();
            if count != 0 && count != n && self.is_whole_record(line) {
                let ended = self.unfinished();
                let next = self.start(no, line);
                return match ended {
                    Some(ended) => {
                        self.pending = next;
                        Some(ended)
                    }
                    None => next,
                };
            }
        }
        match &mut self.state {
            State::Idle if blank || comment => None,
            State::Idle => self.start(no, line),
            State::Skipping { .. } if blank => {
                self.state = State::Idle;
                None
            }
            State::Skipping { rows_left, .. } => {
                if !comment && !symbols(line).is_empty() {
                    *rows_left -= 1;
                    if *rows_left == 0 {
                        self.state = State::Idle;
                    }
                }
                None
            }
            State::Rows { .. } if blank => self.unfinished(),
            State::Rows { .. } if comment => None,
            State::Rows {
                start,
                shape,
                cells,
                rows,
            } => {
                let syms = symbols(line);
                if syms.is_empty() {
                    return None;
                }
                let n = shape.side();
                if syms.len() != n {
                    // A row of the wrong length: the grid is an error and its other rows are
                    // passed over.
                    let kind = ParseErrorKind::WrongLength {
                        found: syms.len(),
                        expected: Expected::Row {
                            row: *rows + 1,
                            side: n,
                        },
                    };
                    let column = syms.get(n).map_or(end_column(line), |s| s.0);
                    let rows_left = n - *rows - 1;
                    self.state = if rows_left == 0 {
                        State::Idle
                    } else {
                        State::Skipping { rows_left, side: n }
                    };
                    return Some(Err(ParseError::new(no, column, kind)));
                }
                if let Err(e) = push_values(no, &syms, n, cells) {
                    let rows_left = n - *rows - 1;
                    self.state = if rows_left == 0 {
                        State::Idle
                    } else {
                        State::Skipping { rows_left, side: n }
                    };
                    return Some(Err(e));
                }
                *rows += 1;
                if *rows < n {
                    return None;
                }
                let (start, shape, cells) = (*start, *shape, std::mem::take(cells));
                self.state = State::Idle;
                Some(Ok((start, Grid::puzzle(shape, cells))))
            }
        }
    }

    /// Whether no grid is in progress: the next line starts a record.
    pub fn idle(&self) -> bool {
        matches!(self.state, State::Idle)
    }

    /// The common case in one pass: a whole puzzle of side 9 or more on a line of its own, only
    /// empty marks and values, nothing else (no separator, no annotation). `None` sends the
    /// line through the general path, which also finds what is wrong with it.
    fn plain_line(&self, line: &str) -> Option<Grid> {
        if !matches!(self.state, State::Idle) {
            return None;
        }
        let bytes = line.as_bytes();
        let shape = match self.shape {
            Some(shape) if shape.cells() == bytes.len() => shape,
            Some(_) => return None,
            // Smaller grids (16, 36 or 64 cells) may be a larger grid's row, and 729 symbols
            // the 9×9 candidate format: the general path decides.
            None if bytes.len() == 729 => return None,
            None => BoxShape::for_cells(bytes.len()).filter(|s| s.side() >= 9)?,
        };
        let n = shape.side();
        let mut cells = Vec::with_capacity(bytes.len());
        for &b in bytes {
            let c = b as char;
            if is_empty_mark(c) {
                cells.push(None);
            } else if !b.is_ascii() {
                return None;
            } else {
                cells.push(Some(Number::from_value(value_of(c, n)?)));
            }
        }
        Some(Grid::puzzle(shape, cells))
    }

    /// Ends the input after line `last`; reports a grid left unfinished.
    pub fn finish(&mut self) -> Option<Parsed> {
        self.unfinished()
    }

    /// The first line of a record.
    fn start(&mut self, no: usize, line: &str) -> Option<Parsed> {
        if let Some(shape) = self.pencilmark_shape(line) {
            return Some(parse_pencilmarks(no, line, shape).map(|g| (no, g)));
        }
        let syms = symbols(line);
        let s = syms.len();
        let shape = match self.shape {
            Some(shape) => {
                let n = shape.side();
                if s == n * n {
                    Some(shape)
                } else if n == 9 && s == 729 {
                    return Some(parse_729(no, &syms).map(|g| (no, g)));
                } else if s == n {
                    return self.begin_rows(no, &syms, shape);
                } else {
                    let column = syms.get(n * n).map_or(end_column(line), |x| x.0);
                    let kind = ParseErrorKind::WrongLength {
                        found: s,
                        expected: Expected::Side(n),
                    };
                    return Some(Err(ParseError::new(no, column, kind)));
                }
            }
            None if s == 729 && fits_729(&syms) => {
                return Some(parse_729(no, &syms).map(|g| (no, g)));
            }
            None => BoxShape::for_cells(s),
        };
        match shape {
            // 16 symbols may be a 4×4 grid or the first row of a 16×16 one: a value above 4 says
            // which, unless the last grid was on one line (then a bad symbol is this grid's).
            Some(shape)
                if self.shape.is_none()
                    && !self.one_line
                    && self.last_one_line != Some(true)
                    && BoxShape::for_side(s).is_some()
                    && !fits_side(&syms, shape.side()) =>
            {
                let row_shape = BoxShape::for_side(s).expect("checked");
                self.begin_rows(no, &syms, row_shape)
            }
            Some(shape) => Some(parse_values(no, &syms, shape).map(|g| (no, g))),
            None => match BoxShape::for_side(s) {
                Some(row_shape) => self.begin_rows(no, &syms, row_shape),
                None => {
                    let kind = ParseErrorKind::WrongLength {
                        found: s,
                        expected: Expected::AnyGrid,
                    };
                    Some(Err(ParseError::new(no, end_column(line), kind)))
                }
            },
        }
    }

    /// Whether `line` holds a whole record by itself: a grid on one line (as many symbols as a
    /// grid has cells), a pencilmark line or the 729-character form.
    /// A whole grid on one line followed by other fields, as rated lists and forums write them
    /// (`<puzzle> <rating>`, `<puzzle>  # comment`): the grid alone. Any other line as it is.
    fn without_annotations<'l>(&self, line: &'l str) -> &'l str {
        let mut tokens = line.split_whitespace();
        let (Some(first), Some(_)) = (tokens.next(), tokens.next()) else {
            return line;
        };
        // Annotations only: a rating (`7.2`), `key=value` fields, or a comment to the end.
        let rest = line.split_whitespace().skip(1);
        let mut annotations = rest.take_while(|t| !t.starts_with('#'));
        let annotation = |t: &str| {
            let number = t.len() <= 6
                && t.starts_with(|c: char| c.is_ascii_digit())
                && t.parse::<f64>().is_ok();
            number || t.contains('=')
        };
        if !annotations.all(annotation) {
            return line;
        }
        // A grid written with spaces inside is a grid.
        if self.is_whole_record(line) {
            return line;
        }
        let count = symbols(first).len();
        let whole = match self.shape {
            Some(shape) => count == shape.cells(),
            None => BoxShape::for_cells(count).is_some_and(|s| s.side() >= 4),
        };
        if !whole {
            return line;
        }
        let end = first.as_ptr() as usize - line.as_ptr() as usize + first.len();
        &line[..end]
    }

    fn is_whole_record(&self, line: &str) -> bool {
        let count = symbols(line).len();
        let whole = match self.shape {
            Some(shape) => count == shape.cells() || (shape.side() == 9 && count == 729),
            None => BoxShape::for_cells(count).is_some() || count == 729,
        };
        whole || self.pencilmark_shape(line).is_some()
    }

    /// The shape of a pencilmark line: as many whitespace-separated tokens as cells, at least one
    /// with two candidates or more, none longer than the side.
    fn pencilmark_shape(&self, line: &str) -> Option<BoxShape> {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let shape = match self.shape {
            Some(shape) if shape.cells() == tokens.len() => shape,
            Some(_) => return None,
            None => BoxShape::for_cells(tokens.len())?,
        };
        let n = shape.side();
        let lens = || tokens.iter().map(|t| t.chars().count());
        // `+` marks a placed cell (`+5`): a line with a token starting so, and no token of
        // empty marks only (a puzzle written with spaces, `+` as a separator, stays one).
        let placed = tokens.iter().any(|t| t.starts_with('+'))
            && tokens.iter().all(|t| !t.chars().all(is_empty_mark));
        let plausible = lens().any(|l| l >= 2)
            && tokens
                .iter()
                .all(|t| t.strip_prefix('+').unwrap_or(t).chars().count() <= n)
            && tokens.iter().all(|t| !t.contains(['|', '-']))
            && (placed || tokens.iter().all(|t| !t.contains('+')));
        plausible.then_some(shape)
    }

    fn begin_rows(&mut self, no: usize, syms: &[(usize, char)], shape: BoxShape) -> Option<Parsed> {
        let n = shape.side();
        let mut cells = Vec::with_capacity(n * n);
        if let Err(e) = push_values(no, syms, n, &mut cells) {
            self.state = if n > 1 {
                State::Skipping {
                    rows_left: n - 1,
                    side: n,
                }
            } else {
                State::Idle
            };
            return Some(Err(e));
        }
        self.state = State::Rows {
            start: no,
            shape,
            cells,
            rows: 1,
        };
        None
    }
}

/// Whether every symbol is an empty mark or a value of a grid of side `side`.
/// Parses text holding exactly one grid.
pub(crate) fn parse_one(text: &str, shape: Option<BoxShape>) -> Result<Grid, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut parser = Parser::new(shape);
    parser.one_line = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .count()
        == 1;
    let mut found: Option<Grid> = None;
    let mut last = 0;
    for (i, line) in text.lines().enumerate() {
        last = i + 1;
        let first = parser.feed(i + 1, line);
        for result in std::iter::successors(first, |_| parser.take_pending()) {
            let (start, grid) = result?;
            if found.is_some() {
                return Err(ParseError::new(start, 1, ParseErrorKind::MoreThanOneGrid));
            }
            found = Some(grid);
        }
    }
    if let Some(result) = parser.finish() {
        result?;
    }
    found.ok_or(ParseError::new(last.max(1), 1, ParseErrorKind::NoGrid))
}

#[cfg(test)]
mod tests;
