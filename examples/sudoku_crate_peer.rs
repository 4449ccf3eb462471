//! A peer for whole-process timings: the `sudoku` crate (0.8) behind a minimal line-in,
//! line-out program, as `sudograph solve --jobs 1` is run on a file.
//!
//! Each line's first 81 characters are a puzzle; it prints the solution when there is exactly
//! one (`Sudoku::solution` searches for two, as `sudograph solve` does), `multiple` or `none`
//! otherwise, and `error` for a line the crate cannot read:
//!
//! ```sh
//! cargo build --release --examples
//! farm-bench -n 7 --vs 'target/release/examples/sudoku_crate_peer < data/top1465.txt' -- \
//!     target/release/sudograph solve --jobs 1 data/top1465.txt
//! ```
//!
//! docs/performance.md keeps the ratios.

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin().lock();
    let mut out = BufWriter::new(io::stdout().lock());
    for line in stdin.lines() {
        let line = line?;
        let puzzle = line.get(..81).unwrap_or(&line);
        match sudoku::Sudoku::from_str_line(puzzle) {
            Ok(s) => match s.solution() {
                Some(solution) => writeln!(out, "{}", solution.to_str_line())?,
                None if s.solutions_count_up_to(1) == 0 => writeln!(out, "none")?,
                None => writeln!(out, "multiple")?,
            },
            Err(_) => writeln!(out, "error")?,
        }
    }
    out.flush()
}
