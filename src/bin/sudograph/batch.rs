//! Runs a command over a stream of records, on one or more threads, keeping input order.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use sudograph::io::{ReadError, Record};

use crate::input::{Records, Source, report};

/// How many records are read ahead and handled as one parallel chunk: enough to keep every
/// thread busy, few enough that memory stays bounded on any input.
const CHUNK: usize = 4096;

/// Records after which a progress line appears (on a terminal only).
const LONG_INPUT: usize = 2000;

/// Summary of a batch.
#[derive(Default, Debug, Clone, Copy)]
pub struct Tally {
    /// Records read, good or bad.
    pub records: usize,
    /// Records that could not be read.
    pub bad: usize,
    /// Time spent.
    pub elapsed: Duration,
}

impl Tally {
    /// The exit status: 2 when some input could not be read, else 0 when every record came out
    /// as hoped (`all_good`), else 1.
    pub fn exit_status(&self, all_good: bool) -> u8 {
        if self.bad > 0 {
            crate::EXIT_INPUT_ERROR
        } else if all_good {
            0
        } else {
            1
        }
    }
}

/// Feeds every record through `work` and hands each result to `write`, in input order.
///
/// A bad record is reported on standard error and `error` is written in its place, so output
/// line `i` still belongs to record `i`. An I/O error on the input stops the batch after writing
/// what came before it. On a stream (see [`Source::streaming`]) each record is read, worked on
/// and written before the next is read, and the output is flushed whenever reading the next
/// record could wait for the input's writer.
pub fn run<T, W, O>(
    source: &Source,
    records: Records,
    jobs: usize,
    work: W,
    write: O,
) -> io::Result<Tally>
where
    T: Send,
    W: Fn(&Record) -> T + Sync,
    O: FnMut(&mut dyn Write, &Record, T) -> io::Result<()>,
{
    let error = |out: &mut dyn Write, _: usize, _: &ReadError| writeln!(out, "error");
    run_with_errors(source, records, jobs, work, write, error)
}

/// [`run`], with `error` writing what stands in for a bad record (given its 0-based index in
/// the input) instead of the line `error`.
pub fn run_with_errors<T, W, O, E>(
    source: &Source,
    records: Records,
    jobs: usize,
    work: W,
    mut write: O,
    mut error: E,
) -> io::Result<Tally>
where
    T: Send,
    W: Fn(&Record) -> T + Sync,
    O: FnMut(&mut dyn Write, &Record, T) -> io::Result<()>,
    E: FnMut(&mut dyn Write, usize, &ReadError) -> io::Result<()>,
{
    let started = Instant::now();
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut tally = Tally::default();
    let mut records = records;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(io::Error::other)?;
    let progress = Progress::new();
    let mut stopped = false;
    let name = source.name.as_str();
    while !stopped {
        let size = match (source.streaming, jobs > 1) {
            (true, _) => 1,
            (false, true) => CHUNK,
            (false, false) => 64,
        };
        let chunk: Vec<_> = records.by_ref().take(size).collect();
        if chunk.is_empty() {
            break;
        }
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
                (Ok(record), Some(value)) => write(&mut out, record, value)?,
                (Err(e), _) => {
                    out.flush()?;
                    report(name, e);
                    tally.bad += 1;
                    if matches!(e, ReadError::Io(_)) {
                        stopped = true;
                        break;
                    }
                    error(&mut out, tally.records - 1, e)?;
                }
                (Ok(_), None) => unreachable!("every good record has a result"),
            }
        }
        if source.streaming && !records.ready() {
            out.flush()?;
        }
        progress.update(tally.records, started);
    }
    out.flush()?;
    progress.finish();
    tally.elapsed = started.elapsed();
    Ok(tally)
}

/// A progress line on standard error, shown only on a terminal and for long inputs.
struct Progress(Option<ProgressBar>);

impl Progress {
    fn new() -> Progress {
        if !io::stderr().is_terminal() {
            return Progress(None);
        }
        let bar = ProgressBar::new_spinner();
        bar.set_style(
            ProgressStyle::with_template("{spinner} {pos} puzzles, {per_sec}")
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        Progress(Some(bar))
    }

    fn update(&self, done: usize, started: Instant) {
        if let Some(bar) = &self.0
            && (done >= LONG_INPUT || started.elapsed() > Duration::from_secs(2))
        {
            bar.set_position(done as u64);
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}
