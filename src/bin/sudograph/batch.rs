//! Runs a command over a stream of records, on one or more threads, keeping input order.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use sudograph::io::{ReadError, Record};

use crate::input::{Records, Source, report};

/// How many records are read ahead and handled as one parallel chunk: enough to keep every
/// thread busy, few enough that memory stays bounded on any input (for commands whose answer
/// to a record is a line or a block; `hint --all` passes fewer, its answers being larger).
pub const CHUNK: usize = 4096;

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
    /// The exit status: 2 when some input could not be read or there was none, else 0 when
    /// every record came out as hoped (`all_good`), else 1.
    pub fn exit_status(&self, all_good: bool) -> u8 {
        if self.bad > 0 || self.records == 0 {
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
    run_with_errors(source, records, jobs, CHUNK, work, write, error)
}

/// [`run`], with `error` writing what stands in for a bad record (given its 0-based index in
/// the input) instead of the line `error`, and at most `chunk` records' answers held in memory
/// before they are written.
pub fn run_with_errors<T, W, O, E>(
    source: &Source,
    records: Records,
    jobs: usize,
    chunk: usize,
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
    let out = Arc::new(Mutex::new(io::BufWriter::with_capacity(
        1 << 16,
        io::stdout(),
    )));
    let flusher = source.streaming.then(|| Flusher::start(Arc::clone(&out)));
    let mut tally = Tally::default();
    let mut records = records;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(io::Error::other)?;
    let progress = Progress::new(records.bytes());
    let mut stopped = false;
    let name = source.name.as_str();
    let chunk = chunk.max(1);
    while !stopped && !crate::INTERRUPTED.load(Ordering::Relaxed) {
        let size = match (source.streaming, jobs > 1) {
            (true, _) => 1,
            (false, true) => chunk,
            (false, false) => chunk.min(64),
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
        let mut out = out.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        for (item, result) in chunk.iter().zip(results) {
            tally.records += 1;
            match (item, result) {
                (Ok(record), Some(value)) => write(&mut *out, record, value)?,
                (Err(e), _) => {
                    out.flush()?;
                    report(name, e);
                    tally.bad += 1;
                    if matches!(e, ReadError::Io(_)) {
                        stopped = true;
                        break;
                    }
                    error(&mut *out, tally.records - 1, e)?;
                }
                (Ok(_), None) => unreachable!("every good record has a result"),
            }
        }
        if source.streaming && !records.ready() {
            out.flush()?;
        }
        drop(out);
        progress.update(tally.records);
    }
    if let Some(flusher) = flusher {
        flusher.stop();
    }
    out.lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .flush()?;
    progress.finish();
    if tally.records == 0 && !crate::INTERRUPTED.load(Ordering::Relaxed) {
        note!("{name}: no puzzle in the input (only blank lines and comments, or nothing)");
    }
    tally.elapsed = started.elapsed();
    Ok(tally)
}

/// Output shared with a thread that writes out what is buffered every [`FLUSH_EVERY`]: on a
/// stream, an answer then appears soon after it is computed even when the next record, read
/// already, takes long.
struct Flusher {
    stop: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<()>,
}

/// How long an answer may wait in the output buffer on a stream.
const FLUSH_EVERY: Duration = Duration::from_millis(50);

impl Flusher {
    fn start(out: Arc<Mutex<io::BufWriter<io::Stdout>>>) -> Flusher {
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::park_timeout(FLUSH_EVERY);
                    // Errors (a closed pipe) come back to the batch at its next write.
                    if let Ok(mut out) = out.try_lock() {
                        let _ = out.flush();
                    }
                }
            })
        };
        Flusher { stop, thread }
    }

    fn stop(self) {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.thread().unpark();
        let _ = self.thread.join();
    }
}

/// A progress line on standard error, shown only on a terminal, once the batch has run for two
/// seconds: puzzles done and their rate, search nodes visited (which move during one long
/// search), elapsed time, and for a regular file the share read and the time left.
struct Progress {
    bar: Option<ProgressBar>,
    done: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    ticker: Option<std::thread::JoinHandle<()>>,
}

/// How often the progress line is redrawn.
const TICK: Duration = Duration::from_millis(250);

/// How long a batch runs before its progress line appears.
const QUIET: Duration = Duration::from_secs(2);

impl Progress {
    fn new(bytes: Option<(u64, Arc<AtomicU64>)>) -> Progress {
        let (done, stop) = (
            Arc::new(AtomicUsize::new(0)),
            Arc::new(AtomicBool::new(false)),
        );
        if !io::stderr().is_terminal() {
            return Progress {
                bar: None,
                done,
                stop,
                ticker: None,
            };
        }
        let template = match bytes {
            Some(_) => "{bar:24} {percent:>3}% {msg}, {eta} left",
            None => "{spinner} {msg}",
        };
        let bar = ProgressBar::with_draw_target(
            bytes.as_ref().map(|(size, _)| *size),
            ProgressDrawTarget::hidden(),
        );
        bar.set_style(
            ProgressStyle::with_template(template)
                .unwrap_or_else(|_| ProgressStyle::default_spinner()),
        );
        let ticker = {
            let (bar, done, stop) = (bar.clone(), Arc::clone(&done), Arc::clone(&stop));
            std::thread::spawn(move || {
                let started = Instant::now();
                let mut shown = false;
                while !stop.load(Ordering::Relaxed) {
                    std::thread::park_timeout(TICK);
                    let elapsed = started.elapsed();
                    if elapsed < QUIET {
                        continue;
                    }
                    if !shown {
                        bar.set_draw_target(ProgressDrawTarget::stderr());
                        shown = true;
                    }
                    if let Some((_, read)) = &bytes {
                        bar.set_position(read.load(Ordering::Relaxed));
                    }
                    let puzzles = done.load(Ordering::Relaxed);
                    let nodes = crate::NODES.load(Ordering::Relaxed);
                    bar.set_message(line(puzzles, nodes, elapsed));
                    bar.tick();
                }
            })
        };
        Progress {
            bar: Some(bar),
            done,
            stop,
            ticker: Some(ticker),
        }
    }

    fn update(&self, done: usize) {
        self.done.store(done, Ordering::Relaxed);
    }

    fn finish(self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(ticker) = self.ticker {
            ticker.thread().unpark();
            let _ = ticker.join();
        }
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// The progress message: `1,465 puzzles (8,812/s), 15,321 nodes, 0:03 elapsed`.
fn line(puzzles: usize, nodes: u64, elapsed: Duration) -> String {
    let rate = per_second(puzzles as u64, elapsed);
    let secs = elapsed.as_secs();
    format!(
        "{} puzzles ({rate}/s), {} nodes, {}:{:02} elapsed",
        grouped(puzzles as u64),
        grouped(nodes),
        secs / 60,
        secs % 60
    )
}

/// `count` over `elapsed` as a rate people read: thousands grouped from 10 on (`8,812`), one
/// decimal below (`0.2`). The progress line and `solve --stats` print it.
pub fn per_second(count: u64, elapsed: Duration) -> String {
    let rate = count as f64 / elapsed.as_secs_f64().max(1e-9);
    if rate >= 10.0 {
        grouped(rate.round() as u64)
    } else {
        format!("{rate:.1}")
    }
}

/// `n` with its thousands grouped: `42,141`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rate_is_grouped_from_ten_and_never_rounds_to_nothing() {
        assert_eq!(per_second(28_140, Duration::from_secs(1)), "28,140");
        assert_eq!(per_second(68, Duration::from_secs(1)), "68");
        assert_eq!(per_second(9, Duration::from_secs(37)), "0.2");
    }

    #[test]
    fn the_progress_line_reads_naturally() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(42_141), "42,141");
        assert_eq!(grouped(1_234_567), "1,234,567");
        let text = line(42_141, 1_500_000, Duration::from_secs(65));
        assert_eq!(
            text,
            "42,141 puzzles (648/s), 1,500,000 nodes, 1:05 elapsed"
        );
        assert!(line(1, 0, Duration::from_secs(30)).contains("(0.0/s)"));
    }
}
