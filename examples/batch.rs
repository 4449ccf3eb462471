//! Solve every puzzle of a file in bounded memory, reporting bad records by line and column and
//! going on with the rest.
//!
//! ```sh
//! cargo run --release --example batch -- data/top1465.txt
//! ```

use std::fs::File;
use std::io::BufReader;

use sudograph::io::{ReadError, Reader};
use sudograph::search::{Outcome, Solver};
use sudograph::{Config, Engine, Grid};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "data/gecode_9x9.txt".into());
    let reader = Reader::new(BufReader::new(File::open(&path)?), None);
    let (mut unique, mut other, mut bad) = (0, 0, 0);
    for record in reader {
        let record = match record {
            Ok(record) => record,
            Err(ReadError::Parse(e)) => {
                eprintln!("{path}:{}:{}: {}", e.line(), e.column(), e.kind());
                bad += 1;
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        let solver = match &record.grid {
            Grid::Puzzle(p) => Solver::new(p),
            // Pencilmark states too: from the state as given, propagated first.
            Grid::Candidates(c) => {
                let mut engine = Engine::from_candidates(c);
                if engine.propagate(&Config::default()).is_err() {
                    other += 1;
                    continue;
                }
                Solver::from_engine(engine)
            }
        };
        match solver.solve() {
            Outcome::Unique(_) => unique += 1,
            _ => other += 1,
        }
    }
    println!("{path}: {unique} with one solution, {other} with none or several, {bad} unreadable");
    Ok(())
}
