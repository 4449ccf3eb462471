//! The variant parts of the input: header lines that set the layout (`# variant: x`,
//! `# regions: …`), a region map after a puzzle on its line, a region grid after a grid, and
//! the dimension line and `-` empties of grids people paste.

use crate::layout::{BoxShape, RegionError, Regions, Variant};

use super::parse::{ParseError, ParseErrorKind};
use super::symbols::is_separator;

/// A header line: what it sets for the records after it.
#[derive(Clone, Debug)]
pub(crate) enum Header {
    /// `# variant: x,windoku` (or `# layout:`): the presets from here on.
    Variant(Variant),
    /// `# regions: MAP`: the jigsaw regions from here on.
    Regions(Regions),
}

/// The header set by line `no`, if it is a header line (`# key: value`, `key` one of
/// `variant`, `layout`, `regions`, in any case, `=` for `:` allowed).
pub(crate) fn header(no: usize, line: &str) -> Option<Result<Header, ParseError>> {
    let body = line.trim_start().strip_prefix('#')?;
    let (key, value) = body.split_once([':', '='])?;
    let key = key.trim().to_ascii_lowercase();
    // The value's first column (1-based, in characters) in the line.
    let offset = line.len() - value.len();
    let column = line[..offset].chars().count() + 1;
    match key.as_str() {
        "variant" | "layout" => Some(
            value
                .trim()
                .parse::<Variant>()
                .map(Header::Variant)
                .map_err(|e| {
                    let at = value.find(e.name.as_str()).unwrap_or(0);
                    let column = column + value[..at].chars().count();
                    ParseError::new(no, column, ParseErrorKind::UnknownVariant { name: e.name })
                }),
        ),
        "regions" => {
            let symbols: Vec<(usize, char)> = value
                .chars()
                .enumerate()
                .filter(|&(_, c)| !is_separator(c))
                .map(|(i, c)| (column + i, c))
                .collect();
            let side = symbols.len().isqrt();
            let side = if side * side == symbols.len() {
                side
            } else {
                BoxShape::for_cells(symbols.len()).map_or(side.max(1), |s| s.side())
            };
            let at: Vec<(usize, usize)> = symbols.iter().map(|&(c, _)| (no, c)).collect();
            let chars = symbols.iter().map(|&(_, c)| c);
            Some(regions(chars, side, &at, (no, column)).map(Header::Regions))
        }
        _ => None,
    }
}

/// The regions named by `symbols` (each at the `(line, column)` in `at`), or the error placed at
/// the symbol it is about (at `end` when about the count).
pub(crate) fn regions(
    symbols: impl IntoIterator<Item = char>,
    side: usize,
    at: &[(usize, usize)],
    end: (usize, usize),
) -> Result<Regions, ParseError> {
    Regions::parse(symbols, side).map_err(|e| {
        let (line, column) = match e.cell() {
            Some(cell) => at.get(cell).copied().unwrap_or(end),
            None => match e {
                RegionError::WrongLength { found, side } if found > side * side => {
                    at.get(side * side).copied().unwrap_or(end)
                }
                _ => end,
            },
        };
        ParseError::new(line, column, ParseErrorKind::Regions(e))
    })
}

/// A puzzle line followed by a region map, `<givens> <map>` (or the two run together, `2·n·n`
/// symbols): the givens' text, and the map's symbols with their 1-based columns. `None` when the
/// line is not of that form: the first field must be a whole grid (of `shape` when given), the
/// second as many symbols, or letters and digits that are no annotation (a rating such as `7.2`
/// is one) — a map of the wrong length is then the record's error. A second field that is a
/// solved classic grid (as `<puzzle> <solution>` lists write) is no map.
pub(crate) fn split_map(line: &str, shape: Option<BoxShape>) -> Option<(&str, Vec<(usize, char)>)> {
    let mut fields = line.split_whitespace();
    let first = fields.next()?;
    let Some(map) = fields.next() else {
        return run_together(line, first, shape);
    };
    let givens = first;
    // Anything after the map must be a comment.
    if let Some(rest) = fields.next()
        && !rest.starts_with('#')
    {
        return None;
    }
    let count = |s: &str| s.chars().filter(|&c| !is_separator(c)).count();
    let cells = count(givens);
    let whole = match shape {
        Some(shape) => cells == shape.cells(),
        None => BoxShape::for_cells(cells).is_some_and(|s| s.side() >= 4),
    };
    let number = map.len() <= 6 && map.parse::<f64>().is_ok();
    let looks_like_map = map.chars().all(char::is_alphanumeric) && !number;
    if !whole || (count(map) != cells && !looks_like_map) || is_solved_grid(map) {
        return None;
    }
    let start = map.as_ptr() as usize - line.as_ptr() as usize;
    let column = line[..start].chars().count() + 1;
    let symbols = map
        .chars()
        .enumerate()
        .filter(|&(_, c)| !is_separator(c))
        .map(|(i, c)| (column + i, c))
        .collect();
    let givens_end = givens.as_ptr() as usize - line.as_ptr() as usize + givens.len();
    Some((&line[..givens_end], symbols))
}

/// `<givens><map>` with no space between: a field of `2·n·n` symbols whose second half is letters
/// and digits with a repeat in its first row (no row of a puzzle).
fn run_together<'l>(
    line: &'l str,
    field: &'l str,
    shape: Option<BoxShape>,
) -> Option<(&'l str, Vec<(usize, char)>)> {
    // Most lines are one grid: their length says so before anything is collected.
    let len = field.chars().count();
    if !len.is_multiple_of(2) {
        return None;
    }
    let cells = len / 2;
    let side = match shape {
        Some(shape) if shape.cells() == cells => shape.side(),
        Some(_) => return None,
        None => BoxShape::for_cells(cells)?.side(),
    };
    let chars: Vec<(usize, char)> = field.chars().enumerate().collect();
    if chars.iter().any(|&(_, c)| is_separator(c)) {
        return None;
    }
    let map: String = chars[cells..].iter().map(|&(_, c)| c).collect();
    let first_row: String = map.chars().take(side).collect();
    region_row(&first_row, side, false)?;
    if !map.chars().all(char::is_alphanumeric) {
        return None;
    }
    let start = field.as_ptr() as usize - line.as_ptr() as usize;
    let column = line[..start].chars().count() + 1;
    let symbols = chars[cells..]
        .iter()
        .map(|&(i, c)| (column + i, c))
        .collect();
    let split = start
        + chars[..cells]
            .iter()
            .map(|&(_, c)| c.len_utf8())
            .sum::<usize>();
    Some((&line[..split], symbols))
}

/// Whether `text` is a solved classic grid: every row, column and box of its shape holds each
/// symbol once.
fn is_solved_grid(text: &str) -> bool {
    let symbols: Vec<char> = text.chars().filter(|&c| !is_separator(c)).collect();
    let Some(shape) = BoxShape::for_cells(symbols.len()) else {
        return false;
    };
    let (n, br, bc) = (shape.side(), shape.rows(), shape.cols());
    let distinct = |cells: &mut dyn Iterator<Item = usize>| {
        let mut seen: Vec<char> = cells.map(|c| symbols[c]).collect();
        seen.sort_unstable();
        seen.windows(2).all(|w| w[0] != w[1])
    };
    (0..n).all(|i| {
        let (top, left) = ((i / br) * br, (i % br) * bc);
        distinct(&mut (0..n).map(|j| i * n + j))
            && distinct(&mut (0..n).map(|j| j * n + i))
            && distinct(&mut (0..n).map(|j| (top + j / bc) * n + left + j % bc))
    })
}

/// The symbols of a row of a region grid of side `side`, with their 1-based columns, if `line`
/// can be one: `side` letters or digits. Unless `expected` (the layout says regions are due), the
/// row must also be no row of a puzzle: a symbol repeated, or one that is no value of the side.
pub(crate) fn region_row(line: &str, side: usize, expected: bool) -> Option<Vec<(usize, char)>> {
    let symbols: Vec<(usize, char)> = line
        .chars()
        .enumerate()
        .filter(|&(_, c)| !is_separator(c))
        .map(|(i, c)| (i + 1, c))
        .collect();
    if symbols.len() != side || !symbols.iter().all(|&(_, c)| c.is_alphanumeric()) {
        return None;
    }
    let repeated = symbols
        .iter()
        .enumerate()
        .any(|(i, &(_, c))| symbols[..i].iter().any(|&(_, d)| d == c));
    let no_value = symbols
        .iter()
        .any(|&(_, c)| super::symbols::value_of(c, side).is_none());
    (expected || repeated || no_value).then_some(symbols)
}

/// `line` with `-` and `_` read as empty cells when it is a row written as single characters
/// apart (`8 - - 1 - …`, as some puzzle sites print), else `None`.
pub(crate) fn dashes_as_empty(line: &str) -> Option<String> {
    let (mut count, mut dashed) = (0, false);
    for token in line.split_whitespace() {
        // A token of two characters or more: no such row (most lines stop at the first).
        if token.chars().nth(1).is_some() {
            return None;
        }
        count += 1;
        dashed |= token == "-" || token == "_";
    }
    (dashed && BoxShape::for_side(count).is_some()).then(|| {
        line.chars()
            .map(|c| if c == '-' || c == '_' { '.' } else { c })
            .collect()
    })
}

/// Whether `line` is a dimension line `N N` (as some puzzle sites print before a grid) for a
/// side a grid can have.
pub(crate) fn is_dimension_line(line: &str) -> bool {
    let mut tokens = line.split_whitespace();
    match (tokens.next(), tokens.next(), tokens.next()) {
        (Some(a), Some(b), None) => {
            a == b
                && a.parse::<usize>()
                    .is_ok_and(|n| BoxShape::for_side(n).is_some())
        }
        _ => false,
    }
}

/// A section of a puzzle written as janko.at writes them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Section {
    /// `[problem]`: the givens.
    Problem,
    /// `[areas]`: the region grid.
    Areas,
    /// `[solution]`, `[metadata]` or any other: passed over.
    Other,
}

/// The section a line such as `[problem]` starts, if it starts one.
pub(crate) fn section(line: &str) -> Option<Section> {
    let name = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '_')
    {
        return None;
    }
    Some(match name.to_ascii_lowercase().as_str() {
        "problem" | "puzzle" | "givens" => Section::Problem,
        "areas" | "regions" => Section::Areas,
        _ => Section::Other,
    })
}
