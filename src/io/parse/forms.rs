//! One record's forms read from its symbols: values (a grid on one line or a row of one), the
//! 729-character candidate format, a pencilmark line.

use crate::io::grid::{Grid, Origin};
use crate::io::symbols::{MAX_TEXT_SIDE, is_empty_mark, value_of};
use crate::layout::{BoxShape, Cell, Number, NumberSet};

use super::{ParseError, ParseErrorKind};

pub(super) fn fits_side(syms: &[(usize, char)], side: usize) -> bool {
    syms.iter()
        .all(|&(_, c)| is_empty_mark(c) || value_of(c, side).is_some())
}

/// Whether 729 symbols read as the 9×9 candidate format: digit `d` only at place `d` of a cell.
pub(super) fn fits_729(syms: &[(usize, char)]) -> bool {
    syms.iter()
        .enumerate()
        .all(|(i, &(_, c))| is_empty_mark(c) || value_of(c, 9) == Some(i % 9 + 1))
}

pub(super) fn push_values(
    no: usize,
    syms: &[(usize, char)],
    n: usize,
    out: &mut Vec<Option<Number>>,
) -> Result<(), ParseError> {
    if n > MAX_TEXT_SIDE {
        return Err(ParseError::new(
            no,
            1,
            ParseErrorKind::SideTooLarge { side: n },
        ));
    }
    for &(column, c) in syms {
        if is_empty_mark(c) {
            out.push(None);
        } else {
            let v = value_of(c, n).ok_or(ParseError::new(
                no,
                column,
                ParseErrorKind::BadSymbol { found: c, side: n },
            ))?;
            out.push(Some(Number::from_value(v)));
        }
    }
    Ok(())
}

pub(super) fn parse_values(
    no: usize,
    syms: &[(usize, char)],
    shape: BoxShape,
) -> Result<Grid, ParseError> {
    let mut cells = Vec::with_capacity(syms.len());
    push_values(no, syms, shape.side(), &mut cells)?;
    Ok(Grid::puzzle(shape, cells))
}

pub(super) fn parse_729(no: usize, syms: &[(usize, char)]) -> Result<Grid, ParseError> {
    let mut cells = Vec::with_capacity(81);
    for (k, chunk) in syms.chunks(9).enumerate() {
        let mut set = NumberSet::EMPTY;
        for (j, &(column, c)) in chunk.iter().enumerate() {
            if is_empty_mark(c) {
                continue;
            }
            if value_of(c, 9) != Some(j + 1) {
                return Err(ParseError::new(
                    no,
                    column,
                    ParseErrorKind::Misplaced729 {
                        found: c,
                        expected: j + 1,
                    },
                ));
            }
            set.insert(Number::new(j));
        }
        if set.is_empty() {
            let kind = ParseErrorKind::NoCandidates {
                cell: Cell::new(k),
                side: 9,
            };
            return Err(ParseError::new(no, chunk[0].0, kind));
        }
        cells.push(set);
    }
    Ok(Grid::candidates(BoxShape::CLASSIC, cells, None))
}

pub(super) fn parse_pencilmarks(
    no: usize,
    line: &str,
    shape: BoxShape,
) -> Result<Grid, ParseError> {
    let n = shape.side();
    if n > MAX_TEXT_SIDE {
        return Err(ParseError::new(
            no,
            1,
            ParseErrorKind::SideTooLarge { side: n },
        ));
    }
    let mut cells = Vec::with_capacity(shape.cells());
    let mut origins = Vec::with_capacity(shape.cells());
    let mut set = NumberSet::EMPTY;
    let mut token_start = None;
    // In the token being read: a `+` first, its values and empty marks.
    let (mut plus, mut values, mut marks) = (false, 0, 0);
    let bad_placed = |column| ParseError::new(no, column, ParseErrorKind::BadPlaced { side: n });
    for (i, c) in line.chars().chain(std::iter::once(' ')).enumerate() {
        let column = i + 1;
        if c.is_whitespace() {
            if let Some(start) = token_start.take() {
                if plus && values == 0 {
                    return Err(bad_placed(start));
                }
                if set.is_empty() {
                    let kind = ParseErrorKind::NoCandidates {
                        cell: Cell::new(cells.len()),
                        side: n,
                    };
                    return Err(ParseError::new(no, start, kind));
                }
                cells.push(std::mem::take(&mut set));
                origins.push(match (plus, values, marks) {
                    (true, _, _) => Origin::Placed,
                    (false, 1, 0) => Origin::Given,
                    _ => Origin::Open,
                });
                (plus, values, marks) = (false, 0, 0);
            }
            continue;
        }
        let first = token_start.is_none();
        token_start.get_or_insert(column);
        if c == '+' {
            // Only first in its token: a placed cell.
            if !first {
                return Err(bad_placed(column));
            }
            plus = true;
            continue;
        }
        if plus && (values > 0 || is_empty_mark(c)) {
            // A placed cell holds one value.
            return Err(bad_placed(column));
        }
        match value_of(c, n) {
            Some(v) => {
                set.insert(Number::from_value(v));
                values += 1;
            }
            None if is_empty_mark(c) => marks += 1,
            None => {
                return Err(ParseError::new(
                    no,
                    column,
                    ParseErrorKind::BadCandidate { found: c, side: n },
                ));
            }
        }
    }
    // Origins only when the line says: some cell written `+`.
    let origins = origins.contains(&Origin::Placed).then_some(origins);
    Ok(Grid::candidates(shape, cells, origins))
}
