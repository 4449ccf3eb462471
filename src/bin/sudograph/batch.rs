//! Runs a command over a stream of records, on one or more threads, keeping input order.

use std::io::{self, Write};

use rayon::prelude::*;

use crate::input::{Item, report};

/// How many records are read ahead and handled as one parallel chunk.
const CHUNK: usize = 4096;

/// Summary of a batch.
#[derive(Default, Debug, Clone, Copy)]
pub struct Tally {
    /// Records read, good or bad.
    pub records: usize,
    /// Records that could not be read.
    pub bad: usize,
}

/// Feeds every record through `work` and writes what it returns, in input order.
///
/// A bad record is reported on standard error and `error` is written in its place, so line `i` of
/// the output still belongs to record `i`. An I/O error on the input stops the batch after
/// writing what came before it.
pub fn run<I, T, W, O>(
    name: &str,
    records: I,
    jobs: usize,
    work: W,
    mut write: O,
) -> io::Result<Tally>
where
    I: Iterator<Item = Item>,
    T: Send,
    W: Fn(&sudograph::io::Record) -> T + Sync,
    O: FnMut(&mut dyn Write, &T) -> io::Result<()>,
{
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut tally = Tally::default();
    let mut records = records.peekable();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(io::Error::other)?;
    let mut stopped = None;
    while records.peek().is_some() && stopped.is_none() {
        let chunk: Vec<Item> = records
            .by_ref()
            .take(if jobs > 1 { CHUNK } else { 1 })
            .collect();
        let results: Vec<Option<T>> = if jobs > 1 {
            pool.install(|| {
                chunk
                    .par_iter()
                    .map(|item| item.as_ref().ok().map(&work))
                    .collect()
            })
        } else {
            chunk
                .iter()
                .map(|item| item.as_ref().ok().map(&work))
                .collect()
        };
        for (item, result) in chunk.iter().zip(results) {
            tally.records += 1;
            match (item, result) {
                (Ok(_), Some(value)) => write(&mut out, &value)?,
                (Err(e), _) => {
                    out.flush()?;
                    report(name, e);
                    if matches!(e, sudograph::io::ReadError::Io(_)) {
                        stopped = Some(());
                        break;
                    }
                    tally.bad += 1;
                    writeln!(out, "error")?;
                }
                (Ok(_), None) => unreachable!("every good record has a result"),
            }
        }
    }
    out.flush()?;
    if stopped.is_some() {
        tally.bad += 1;
    }
    Ok(tally)
}
