//! Grids as data: a puzzle (givens) and a candidate state (pencilmarks), with their text forms.

use std::fmt;
use std::fmt::Write as _;
use std::str::FromStr;

use crate::layout::{BoxShape, Cell, IndexVec, Number, NumberSet};

use super::parse::{ParseError, ParseErrorKind, parse_one};
use super::symbols::symbol;

/// A puzzle: a box shape and the given value of each cell, if any.
///
/// Parses from one line of `n·n` symbols (`.` or `0` empty) or from `n` lines of `n` symbols
/// (separators `|`, `-`, `+` and spaces ignored); prints as one line with `.` for empty cells.
///
/// # Examples
///
/// ```
/// use sudograph::{Cell, Number, Puzzle};
///
/// let puzzle: Puzzle = "1.3.......2....4".parse()?;
/// assert_eq!(puzzle.shape().side(), 4);
/// assert_eq!(puzzle.get(Cell::new(2)), Some(Number::from_value(3)));
/// assert_eq!(puzzle.to_string(), "1.3.......2....4");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Puzzle {
    shape: BoxShape,
    cells: IndexVec<Cell, Option<Number>>,
}

impl Puzzle {
    /// The puzzle of `shape` with no given.
    pub fn empty(shape: BoxShape) -> Puzzle {
        Puzzle {
            shape,
            cells: IndexVec::filled(shape.cells(), None),
        }
    }

    /// The box shape.
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The given value of `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Number> {
        self.cells[cell]
    }

    /// Sets or clears the given of `cell`.
    pub fn set(&mut self, cell: Cell, value: Option<Number>) {
        self.cells[cell] = value;
    }

    /// Every cell's given, in cell order.
    pub fn cells(&self) -> &[Option<Number>] {
        self.cells.as_slice()
    }

    /// Every cell's given, in cell order, to set them.
    pub(crate) fn cells_mut(&mut self) -> &mut [Option<Number>] {
        self.cells.as_mut_slice()
    }

    /// The number of givens.
    pub fn givens(&self) -> usize {
        self.cells.as_slice().iter().filter(|v| v.is_some()).count()
    }
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Every symbol is one ASCII byte: written a chunk at a time, without allocating.
        let mut chunk = [0u8; 128];
        for cells in self.cells.as_slice().chunks(chunk.len()) {
            for (byte, v) in chunk.iter_mut().zip(cells) {
                *byte = v.map_or(b'.', |d| symbol(d.value()) as u8);
            }
            let text = std::str::from_utf8(&chunk[..cells.len()]).map_err(|_| fmt::Error)?;
            f.write_str(text)?;
        }
        Ok(())
    }
}

impl FromStr for Puzzle {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Puzzle, ParseError> {
        match parse_one(s, None)? {
            Grid::Puzzle(p) => Ok(p),
            Grid::Candidates(_) => Err(ParseError::new(1, 1, ParseErrorKind::NotAPuzzle)),
        }
    }
}

/// A candidate state (pencilmarks): the candidates of every cell.
///
/// Parses from a pencilmark line (`n·n` space-separated candidate sets, as `propagate` prints),
/// from the 729-character 9×9 candidate format, or from any puzzle form (a given has one
/// candidate, an empty cell all of them). Prints as a pencilmark line.
///
/// A pencilmark line may also say which settled cells were given: when a token is `+` and one
/// value (`+5`, a cell placed later, not given), every cell has an [`Origin`]: `+d` placed, a
/// token of exactly one value given, any other token (several values, or one value with an
/// empty mark, `5.`) open. Such a state prints the same way; without `+` it knows no origins.
///
/// # Examples
///
/// ```
/// use sudograph::{Candidates, Cell};
///
/// let pm: Candidates = "1 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1".parse()?;
/// assert_eq!(pm.get(Cell::new(2)).len(), 2);
/// assert_eq!(pm.to_string(), "1 2 34 34 34 34 1 2 2 1 34 34 34 34 2 1");
/// # Ok::<(), sudograph::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    shape: BoxShape,
    cells: IndexVec<Cell, NumberSet>,
    /// Each cell's origin, when the state says (a pencilmark line written with `+`).
    origins: Option<Vec<Origin>>,
}

/// Where a cell of a pencilmark state stands, when the state says ([`Candidates::origin`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Origin {
    /// Not settled: written as its candidates (one candidate written with an empty mark, `5.`).
    Open,
    /// A given of the puzzle: written as its value alone (`5`).
    Given,
    /// Solved later, not a given: written `+` and its value (`+5`).
    Placed,
}

impl Candidates {
    /// Every number in every cell.
    pub fn full(shape: BoxShape) -> Candidates {
        Candidates {
            shape,
            cells: IndexVec::filled(shape.cells(), NumberSet::full(shape.side())),
            origins: None,
        }
    }

    /// The box shape.
    pub fn shape(&self) -> BoxShape {
        self.shape
    }

    /// The candidates of `cell`.
    pub fn get(&self, cell: Cell) -> NumberSet {
        self.cells[cell]
    }

    /// Sets the candidates of `cell`.
    pub fn set(&mut self, cell: Cell, candidates: NumberSet) {
        self.cells[cell] = candidates;
    }

    /// Every cell's candidates, in cell order.
    pub fn cells(&self) -> &[NumberSet] {
        self.cells.as_slice()
    }

    /// The origin of `cell` (given, placed, open) when the state says (it was read from a line
    /// written with `+`, or origins were set); `None` otherwise.
    pub fn origin(&self, cell: Cell) -> Option<Origin> {
        self.origins.as_ref().map(|o| o[cell.index()])
    }

    /// Sets the origin of `cell`; the first call gives every other cell [`Origin::Open`]. A
    /// cell of several candidates counts as open whatever its origin.
    pub fn set_origin(&mut self, cell: Cell, origin: Origin) {
        let cells = self.cells.len();
        self.origins
            .get_or_insert_with(|| vec![Origin::Open; cells])[cell.index()] = origin;
    }

    /// Which cells are givens (by cell index), when the state says.
    pub fn givens(&self) -> Option<Vec<bool>> {
        let origins = self.origins.as_ref()?;
        let cells = self.cells.as_slice().iter();
        Some(
            (origins.iter().zip(cells))
                .map(|(&o, set)| o == Origin::Given && set.is_single())
                .collect(),
        )
    }

    /// Which cells are settled at the start (given or placed, by cell index), when the state
    /// says: a cell of one candidate marked open is a single still to be placed.
    pub fn settled(&self) -> Option<Vec<bool>> {
        let origins = self.origins.as_ref()?;
        let cells = self.cells.as_slice().iter();
        Some(
            (origins.iter().zip(cells))
                .map(|(&o, set)| o != Origin::Open && set.is_single())
                .collect(),
        )
    }

    /// The same state with these origins: given, placed (the other settled cells), or open.
    pub(crate) fn with_origins(mut self, givens: &[bool], settled: &[bool]) -> Candidates {
        let origin = |(&given, &settled): (&bool, &bool)| match (given, settled) {
            (true, _) => Origin::Given,
            (false, true) => Origin::Placed,
            (false, false) => Origin::Open,
        };
        self.origins = Some(givens.iter().zip(settled).map(origin).collect());
        self
    }

    /// The same state knowing no origins.
    pub fn without_origins(mut self) -> Candidates {
        self.origins = None;
        self
    }
}

impl From<&Puzzle> for Candidates {
    fn from(puzzle: &Puzzle) -> Candidates {
        let mut c = Candidates::full(puzzle.shape);
        for (cell, given) in puzzle.cells.iter_enumerated() {
            if let Some(d) = given {
                c.set(cell, NumberSet::single(*d));
            }
        }
        c
    }
}

/// Writes candidate sets as a pencilmark line: cells separated by one space, each cell's
/// candidates as ascending symbols.
pub(crate) fn write_pencilmarks(f: &mut impl fmt::Write, cells: &[NumberSet]) -> fmt::Result {
    for (i, set) in cells.iter().enumerate() {
        if i > 0 {
            f.write_char(' ')?;
        }
        for d in set.iter() {
            f.write_char(symbol(d.value()))?;
        }
    }
    Ok(())
}

impl fmt::Display for Candidates {
    /// The pencilmark line; with origins, `+` before a placed value and an empty mark after
    /// the candidate of an open cell holding one (`5.`), so that the line reads back the same.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(origins) = &self.origins else {
            return write_pencilmarks(f, self.cells.as_slice());
        };
        for (i, (set, &origin)) in self.cells.as_slice().iter().zip(origins).enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            let single = set.is_single();
            if single && origin == Origin::Placed {
                f.write_char('+')?;
            }
            for d in set.iter() {
                f.write_char(symbol(d.value()))?;
            }
            if single && origin == Origin::Open {
                f.write_char('.')?;
            }
        }
        Ok(())
    }
}

impl Candidates {
    /// An adapter drawing the candidates as a grid, one text row per grid row, each cell's
    /// candidates in a column of the widest one's width, boxes outlined; every line ends with a
    /// newline, none with a space.
    ///
    /// # Examples
    ///
    /// ```
    /// use sudograph::{BoxShape, Candidates};
    ///
    /// let text = Candidates::full(BoxShape::new(2, 2).unwrap()).grid().to_string();
    /// assert_eq!(text.lines().next(), Some(" 1234 1234 | 1234 1234"));
    /// assert_eq!(text.lines().nth(2), Some("-----------+-----------"));
    /// ```
    pub fn grid(&self) -> impl fmt::Display + '_ {
        GridText(self)
    }
}

/// [`Candidates::grid`].
struct GridText<'a>(&'a Candidates);

impl fmt::Display for GridText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = self.0;
        let shape = state.shape;
        let n = shape.side();
        let text = |c: usize| -> String {
            state
                .get(Cell::new(c))
                .iter()
                .map(|d| symbol(d.value()))
                .collect()
        };
        let width = (0..n * n).map(|c| text(c).len()).max().unwrap_or(1).max(1);
        let rule: String = (0..shape.rows())
            .map(|_| "-".repeat((width + 1) * shape.cols() + 1))
            .collect::<Vec<_>>()
            .join("+");
        for r in 0..n {
            if r > 0 && r % shape.rows() == 0 {
                writeln!(f, "{rule}")?;
            }
            let mut line = String::new();
            for c in 0..n {
                if c > 0 && c % shape.cols() == 0 {
                    line.push_str(" |");
                }
                line.push_str(&format!(" {:<width$}", text(r * n + c)));
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

impl FromStr for Candidates {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Candidates, ParseError> {
        Ok(match parse_one(s, None)? {
            Grid::Puzzle(p) => Candidates::from(&p),
            Grid::Candidates(c) => c,
        })
    }
}

/// What one input record holds: a puzzle or a candidate state.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Grid {
    /// Givens.
    Puzzle(Puzzle),
    /// Pencilmarks.
    Candidates(Candidates),
}

impl fmt::Display for Grid {
    /// A puzzle as its line of symbols, pencilmarks as their line (see [`Puzzle`] and
    /// [`Candidates`]); either reads back as the same grid.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Grid::Puzzle(p) => p.fmt(f),
            Grid::Candidates(c) => c.fmt(f),
        }
    }
}

impl Grid {
    /// The box shape.
    pub fn shape(&self) -> BoxShape {
        match self {
            Grid::Puzzle(p) => p.shape(),
            Grid::Candidates(c) => c.shape(),
        }
    }

    pub(crate) fn puzzle(shape: BoxShape, cells: Vec<Option<Number>>) -> Grid {
        Grid::Puzzle(Puzzle {
            shape,
            cells: IndexVec::from_vec(cells),
        })
    }

    pub(crate) fn candidates(
        shape: BoxShape,
        cells: Vec<NumberSet>,
        origins: Option<Vec<Origin>>,
    ) -> Grid {
        Grid::Candidates(Candidates {
            shape,
            cells: IndexVec::from_vec(cells),
            origins,
        })
    }
}

impl FromStr for Grid {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Grid, ParseError> {
        parse_one(s, None)
    }
}
