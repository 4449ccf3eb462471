//! Jigsaw regions: a region map that replaces the boxes, and why a map can fail to be one.

use std::fmt;

use super::index::Cell;
use super::shape::BoxShape;

/// Why a region map does not partition a grid into regions.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RegionError {
    /// The map has the wrong number of symbols.
    #[error("a region map of a {side}x{side} grid has {} symbols, found {found}", side * side)]
    WrongLength {
        /// Symbols found.
        found: usize,
        /// The grid side.
        side: usize,
    },
    /// A symbol that cannot name a region (regions are named by letters and digits).
    #[error("{symbol:?} cannot name a region: use letters and digits")]
    BadSymbol {
        /// The symbol.
        symbol: char,
        /// Its 0-based place among the map's symbols (its cell).
        cell: usize,
    },
    /// More distinct symbols than the grid has regions.
    #[error("region {symbol:?} is region {} of a grid with {side} regions", side + 1)]
    TooManyRegions {
        /// The first symbol over the count.
        symbol: char,
        /// Its 0-based place among the map's symbols (its cell).
        cell: usize,
        /// The grid side, which is the number of regions.
        side: usize,
    },
    /// A region with another number of cells than the side.
    #[error("region {symbol:?} has {found} cells; every region needs {side}")]
    RegionSize {
        /// The region's symbol.
        symbol: char,
        /// Its first cell (0-based).
        cell: usize,
        /// Its number of cells.
        found: usize,
        /// The grid side.
        side: usize,
    },
}

impl RegionError {
    /// The 0-based cell the error points at, when it points at one.
    pub fn cell(&self) -> Option<usize> {
        match *self {
            RegionError::WrongLength { .. } => None,
            RegionError::BadSymbol { cell, .. }
            | RegionError::TooManyRegions { cell, .. }
            | RegionError::RegionSize { cell, .. } => Some(cell),
        }
    }
}

/// Irregular regions partitioning a grid of side `n` into `n` regions of `n` cells, numbered in
/// order of their first cell (row by row).
///
/// # Examples
///
/// ```
/// use sudograph::layout::Regions;
///
/// let regions = Regions::parse("AABB AABB CCDD CCDD".chars().filter(|c| *c != ' '), 4)?;
/// assert_eq!(regions.region_of(sudograph::Cell::new(5)), 0);
/// assert_eq!(regions.to_string(), "1122112233443344");
/// # Ok::<(), sudograph::layout::RegionError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Regions {
    side: usize,
    of: Vec<u8>,
}

impl Regions {
    /// The regions named by `symbols`, one per cell row by row, in any alphabet of letters and
    /// digits: the first symbol met is region 1, the next new one region 2, and so on.
    ///
    /// # Errors
    ///
    /// [`RegionError`] when a symbol is not a letter or digit, there are more than `side`
    /// distinct symbols, the count is not `side²`, or a region has other than `side` cells.
    pub fn parse(
        symbols: impl IntoIterator<Item = char>,
        side: usize,
    ) -> Result<Regions, RegionError> {
        Regions::from_symbols(symbols, side, true)
    }

    fn from_symbols(
        symbols: impl IntoIterator<Item = char>,
        side: usize,
        letters_and_digits: bool,
    ) -> Result<Regions, RegionError> {
        let mut names: Vec<char> = Vec::with_capacity(side);
        let mut of = Vec::with_capacity(side * side);
        for (cell, symbol) in symbols.into_iter().enumerate() {
            if letters_and_digits && !symbol.is_alphanumeric() {
                return Err(RegionError::BadSymbol { symbol, cell });
            }
            let region = match names.iter().position(|&s| s == symbol) {
                Some(r) => r,
                None if names.len() < side => {
                    names.push(symbol);
                    names.len() - 1
                }
                None => return Err(RegionError::TooManyRegions { symbol, cell, side }),
            };
            of.push(region as u8);
        }
        if of.len() != side * side {
            return Err(RegionError::WrongLength {
                found: of.len(),
                side,
            });
        }
        Regions::check(side, of, |r| names[r])
    }

    /// The regions given as each cell's region index (any `side` distinct indices).
    ///
    /// # Errors
    ///
    /// [`RegionError`] as for [`Regions::parse`], the index written as a symbol (`1`-`9`, `A` …).
    pub fn from_indices(side: usize, indices: &[usize]) -> Result<Regions, RegionError> {
        let symbols = indices.iter().map(|&i| crate::io::symbol(i % 64 + 1));
        Regions::from_symbols(symbols, side, false)
    }

    fn check(
        side: usize,
        of: Vec<u8>,
        symbol: impl Fn(usize) -> char,
    ) -> Result<Regions, RegionError> {
        let mut sizes = vec![0usize; side];
        for &r in &of {
            sizes[r as usize] += 1;
        }
        if let Some((r, &found)) = sizes.iter().enumerate().find(|&(_, &s)| s != side) {
            // A region with too few cells when fewer regions than `side` were named at all.
            let cell = of.iter().position(|&x| x as usize == r).unwrap_or(0);
            let symbol = if found == 0 { '?' } else { symbol(r) };
            return Err(RegionError::RegionSize {
                symbol,
                cell,
                found,
                side,
            });
        }
        Ok(Regions { side, of })
    }

    /// The regions that are the boxes of `shape`.
    pub fn boxes(shape: BoxShape) -> Regions {
        let (n, br, bc) = (shape.side(), shape.rows(), shape.cols());
        let of = (0..n * n)
            .map(|c| ((c / n) / br * br + (c % n) / bc) as u8)
            .collect();
        Regions { side: n, of }
    }

    /// The side of the grid.
    pub fn side(&self) -> usize {
        self.side
    }

    /// The region (0-based) of `cell`.
    pub fn region_of(&self, cell: Cell) -> usize {
        self.of[cell.index()] as usize
    }

    /// The cells of each region, row by row.
    pub fn cells(&self) -> Vec<Vec<Cell>> {
        let mut lists = vec![Vec::with_capacity(self.side); self.side];
        for (c, &r) in self.of.iter().enumerate() {
            lists[r as usize].push(Cell::new(c));
        }
        lists
    }
}

impl fmt::Display for Regions {
    /// The map with regions named `1`-`9`, then `A` …, as [`Regions::parse`] reads it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &r in &self.of {
            write!(f, "{}", crate::io::symbol(r as usize + 1))?;
        }
        Ok(())
    }
}
