//! An independent brute-force solver for tests: plain arrays and index arithmetic, nothing from
//! the library but the puzzle's values, so it can check the library's search.

/// A grid as plain values, 0 for empty, with its box shape.
#[derive(Clone, Debug)]
pub struct Plain {
    pub rows: usize,
    pub cols: usize,
    pub values: Vec<usize>,
}

impl Plain {
    /// The grid of `puzzle`.
    pub fn of(puzzle: &sudograph::Puzzle) -> Plain {
        let shape = puzzle.shape();
        Plain {
            rows: shape.rows(),
            cols: shape.cols(),
            values: puzzle
                .cells()
                .iter()
                .map(|v| v.map_or(0, |d| d.value()))
                .collect(),
        }
    }

    fn side(&self) -> usize {
        self.rows * self.cols
    }

    /// Whether `value` may go at (r, c) given the other filled cells.
    fn allowed(&self, r: usize, c: usize, value: usize) -> bool {
        let n = self.side();
        let (top, left) = (r / self.rows * self.rows, c / self.cols * self.cols);
        for i in 0..n {
            if (i != c && self.values[r * n + i] == value)
                || (i != r && self.values[i * n + c] == value)
            {
                return false;
            }
            let (br, bc) = (top + i / self.cols, left + i % self.cols);
            if (br, bc) != (r, c) && self.values[br * n + bc] == value {
                return false;
            }
        }
        true
    }

    /// Whether every cell is filled and no row, column or box repeats a value.
    pub fn is_valid_solution(&self) -> bool {
        let Ok(shape) = sudograph::BoxShape::new(self.rows, self.cols) else {
            return false;
        };
        let zero_based: Vec<usize> = self.values.iter().map(|&v| v.wrapping_sub(1)).collect();
        super::geometry::is_solution(shape, &zero_based)
    }

    /// Counts solutions, stopping at `limit`.
    ///
    /// Branches on the smallest exact cover choice: the values of the empty cell with the fewest,
    /// or the cells of a house that can take a missing value, when fewer. Without the second,
    /// a few puzzles with many givens removed take minutes.
    pub fn count(&mut self, limit: usize) -> usize {
        let n = self.side();
        let mut best: Option<Vec<(usize, usize)>> = None;
        for i in 0..n * n {
            if self.values[i] != 0 {
                continue;
            }
            let options: Vec<(usize, usize)> = (1..=n)
                .filter(|&v| self.allowed(i / n, i % n, v))
                .map(|v| (i, v))
                .collect();
            if best.as_ref().is_none_or(|o| options.len() < o.len()) {
                best = Some(options);
            }
        }
        let Some(mut best) = best else {
            return usize::from(self.is_valid_solution());
        };
        for house in super::geometry::houses(self.rows, self.cols) {
            for v in 1..=n {
                if best.is_empty() {
                    return 0;
                }
                if house.iter().any(|&i| self.values[i] == v) {
                    continue;
                }
                let places: Vec<(usize, usize)> = house
                    .iter()
                    .filter(|&&i| self.values[i] == 0 && self.allowed(i / n, i % n, v))
                    .map(|&i| (i, v))
                    .collect();
                if places.len() < best.len() {
                    best = places;
                }
            }
        }
        let mut found = 0;
        for (cell, v) in best {
            self.values[cell] = v;
            found += self.count(limit - found);
            self.values[cell] = 0;
            if found >= limit {
                break;
            }
        }
        found
    }
}
