//! Grid geometry by plain index math, independent of the library's `Layout`.

use sudograph::BoxShape;
pub use sudograph::testing::houses_of;

/// The cells of every house of a grid with `rows × cols` boxes, as row-major cell indices:
/// rows, then columns, then boxes (band by band, left to right).
pub fn houses(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    houses_of(BoxShape::new(rows, cols).expect("a valid shape"))
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
