//! Grid geometry by plain index math, independent of the library's `Layout`.

use sudograph::BoxShape;

/// The cells of every house of a grid with `rows × cols` boxes, as row-major cell indices:
/// rows, then columns, then boxes (band by band, left to right).
pub fn houses(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let n = rows * cols;
    let mut houses = Vec::with_capacity(3 * n);
    for r in 0..n {
        houses.push((0..n).map(|c| r * n + c).collect());
    }
    for c in 0..n {
        houses.push((0..n).map(|r| r * n + c).collect());
    }
    // A band is `rows` grid rows (there are `cols` bands); a stack is `cols` grid columns.
    for band in 0..cols {
        for stack in 0..rows {
            let mut cells = Vec::with_capacity(n);
            for i in 0..rows {
                for j in 0..cols {
                    cells.push((band * rows + i) * n + stack * cols + j);
                }
            }
            houses.push(cells);
        }
    }
    houses
}

/// [`houses`] for a library box shape.
pub fn houses_of(shape: BoxShape) -> Vec<Vec<usize>> {
    houses(shape.rows(), shape.cols())
}

/// Whether `values` (0-based, row-major) fill the grid so that every house holds each number
/// exactly once.
pub fn is_solution(shape: BoxShape, values: &[usize]) -> bool {
    let n = shape.side();
    values.len() == n * n
        && values.iter().all(|&v| v < n)
        && houses_of(shape).iter().all(|house| {
            let seen = house.iter().fold(0u64, |acc, &c| acc | 1 << values[c]);
            seen.count_ones() as usize == n
        })
}
