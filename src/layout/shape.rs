//! The box shape, which fixes the side of the grid and the shape of its boxes.

use std::fmt;
use std::str::FromStr;

use super::LayoutError;

/// The largest side a grid may have: one machine word holds every set inside a house.
pub const MAX_SIDE: usize = 64;

/// The shape of a box: `rows × cols` cells, so the grid has side `n = rows * cols`.
///
/// 2×2 is the 4×4 grid, 2×3 the 6×6 grid, 3×3 the classic 9×9 grid, 3×4 the 12×12 grid,
/// 4×4 the 16×16 grid and 5×5 the 25×25 grid.
///
/// # Examples
///
/// ```
/// use sudograph::BoxShape;
///
/// let shape: BoxShape = "2x3".parse()?;
/// assert_eq!(shape.side(), 6);
/// assert_eq!(BoxShape::for_cells(81), Some(BoxShape::new(3, 3)?));
/// # Ok::<(), sudograph::LayoutError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct BoxShape {
    rows: u8,
    cols: u8,
}

impl BoxShape {
    /// The classic 9×9 grid's 3×3 boxes.
    pub const CLASSIC: BoxShape = BoxShape { rows: 3, cols: 3 };

    /// The 16×16 grid's 4×4 boxes.
    pub(crate) const SIXTEEN: BoxShape = BoxShape { rows: 4, cols: 4 };

    /// A box of `rows × cols` cells. Both must be at least 1 and their product from 2 to
    /// [`MAX_SIDE`] (any larger product, however large, is refused).
    pub fn new(rows: usize, cols: usize) -> Result<BoxShape, LayoutError> {
        let side = rows.checked_mul(cols);
        if rows == 0 || cols == 0 || !side.is_some_and(|n| (2..=MAX_SIDE).contains(&n)) {
            return Err(LayoutError::BadShape { rows, cols });
        }
        Ok(BoxShape {
            rows: rows as u8,
            cols: cols as u8,
        })
    }

    /// The usual box shape for a grid of side `side`: the most square factorisation with at
    /// least two rows and two columns per box, fewer rows than columns when it cannot be square
    /// (6 → 2×3, 12 → 3×4). `None` for sides without one (primes, sides over [`MAX_SIDE`]).
    pub fn for_side(side: usize) -> Option<BoxShape> {
        if side > MAX_SIDE {
            return None;
        }
        let rows = (2..=side)
            .take_while(|r| r * r <= side)
            .filter(|r| side.is_multiple_of(*r))
            .last()?;
        BoxShape::new(rows, side / rows).ok()
    }

    /// The usual box shape for a grid of `cells` cells (81 → 3×3, 16 → 2×2, 36 → 2×3,
    /// 144 → 3×4, 256 → 4×4, 625 → 5×5).
    pub fn for_cells(cells: usize) -> Option<BoxShape> {
        let side = cells.isqrt();
        if side * side != cells {
            return None;
        }
        BoxShape::for_side(side)
    }

    /// Rows of cells in one box.
    #[inline]
    pub fn rows(self) -> usize {
        self.rows as usize
    }

    /// Columns of cells in one box.
    #[inline]
    pub fn cols(self) -> usize {
        self.cols as usize
    }

    /// The side of the grid, `n`: the number of numbers, and of cells in a row, column or box.
    #[inline]
    pub fn side(self) -> usize {
        self.rows() * self.cols()
    }

    /// The number of cells in the grid, `n * n`.
    #[inline]
    pub fn cells(self) -> usize {
        self.side() * self.side()
    }
}

impl Default for BoxShape {
    fn default() -> Self {
        BoxShape::CLASSIC
    }
}

impl fmt::Display for BoxShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl FromStr for BoxShape {
    type Err = LayoutError;

    /// Parses `RxC` (also `R×C` or `R*C`), e.g. `3x3`, `2x3`, `5x5`.
    fn from_str(s: &str) -> Result<BoxShape, LayoutError> {
        let bad = || LayoutError::BadShapeText {
            text: s.to_string(),
        };
        let (r, c) = s.split_once(['x', 'X', '×', '*']).ok_or_else(bad)?;
        let rows = r.trim().parse().map_err(|_| bad())?;
        let cols = c.trim().parse().map_err(|_| bad())?;
        BoxShape::new(rows, cols)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_whose_side_overflows_are_refused_not_wrapped() {
        assert!(BoxShape::new(9223372036854775809, 2).is_err());
        assert!(BoxShape::new(usize::MAX, usize::MAX).is_err());
        assert!("9223372036854775809x2".parse::<BoxShape>().is_err());
        assert!("2x18446744073709551615".parse::<BoxShape>().is_err());
        assert!(BoxShape::new(8, 8).is_ok() && BoxShape::new(8, 9).is_err());
    }

    #[test]
    fn infers_the_usual_shapes_from_cell_counts() {
        let cases = [
            (16, 2, 2),
            (36, 2, 3),
            (64, 2, 4),
            (81, 3, 3),
            (144, 3, 4),
            (256, 4, 4),
            (625, 5, 5),
        ];
        for (cells, rows, cols) in cases {
            assert_eq!(
                BoxShape::for_cells(cells),
                Some(BoxShape::new(rows, cols).unwrap()),
                "{cells}"
            );
        }
    }

    #[test]
    fn no_shape_for_primes_non_squares_or_huge_grids() {
        assert_eq!(BoxShape::for_cells(49), None);
        assert_eq!(BoxShape::for_cells(80), None);
        assert_eq!(BoxShape::for_cells(81 * 81), None);
        assert_eq!(BoxShape::for_side(65), None);
    }

    #[test]
    fn parses_and_prints_rxc() {
        let s: BoxShape = "3x4".parse().unwrap();
        assert_eq!((s.rows(), s.cols(), s.side()), (3, 4, 12));
        assert_eq!(s.to_string(), "3x4");
        assert!("3by4".parse::<BoxShape>().is_err());
        assert!(
            "9x9".parse::<BoxShape>().is_err(),
            "side 81 exceeds one word"
        );
        assert!("0x3".parse::<BoxShape>().is_err());
    }
}
