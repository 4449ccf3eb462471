//! Opening the input, building engines and solvers for its records, and reporting bad records.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use sudograph::io::{ParseError, ParseErrorKind, ReadError, Reader, Record};
use sudograph::layout::{LayoutError, Regions, Variant};
use sudograph::search::Solver;
use sudograph::{BoxShape, Engine, Grid, Layout};

use crate::InputArgs;

/// Where the records come from.
#[derive(Clone, Debug)]
pub struct Source {
    /// The name for messages: the path, or `-`.
    pub name: String,
    /// Whether the input is a stream (a pipe, a terminal) rather than a regular file: each
    /// answer is then written before reading more could wait, since a program may be waiting
    /// for it before it sends the next record.
    pub streaming: bool,
}

/// Buffered input that can tell whether it holds bytes not read yet.
pub trait Input: BufRead + Send {
    /// Whether bytes are buffered: reading them cannot wait for the writer of the input.
    fn buffered(&self) -> bool;
}

impl<R: io::Read + Send> Input for BufReader<R> {
    fn buffered(&self) -> bool {
        !self.buffer().is_empty()
    }
}

/// The records of an input, streamed.
pub struct Records {
    reader: Reader<Box<dyn Input>>,
    /// For a regular file: its size, and the bytes read from it so far.
    bytes: Option<(u64, Arc<AtomicU64>)>,
}

impl Records {
    /// Whether the next record can be read without waiting on the input's writer (as far as
    /// the buffer tells: bytes buffered).
    pub fn ready(&self) -> bool {
        self.reader.get_ref().buffered()
    }

    /// For a regular file: its size and a counter of the bytes read from it, for the progress
    /// line.
    pub fn bytes(&self) -> Option<(u64, Arc<AtomicU64>)> {
        self.bytes.clone()
    }
}

impl Iterator for Records {
    type Item = Item;

    /// The next record, an error in its place when its variant does not fit its grid.
    fn next(&mut self) -> Option<Item> {
        let item = self.reader.next()?;
        // The classic layout always fits: only variants are checked.
        Some(item.and_then(|record| {
            if record.variant.is_classic() {
                return Ok(record);
            }
            match layout(&record) {
                Ok(_) => Ok(record),
                Err(e) => Err(ParseError::new(record.line, 1, ParseErrorKind::Layout(e)).into()),
            }
        }))
    }
}

/// Reads `--regions`: `n·n` letters or digits (separators allowed), the side from the count.
pub fn parse_regions(text: &str) -> Result<Regions, String> {
    let symbols: Vec<(usize, char)> = text
        .chars()
        .enumerate()
        .filter(|&(_, c)| !sudograph::io::is_separator(c))
        .collect();
    let side = symbols.len().isqrt();
    Regions::parse(symbols.iter().map(|&(_, c)| c), side).map_err(|e| match e.cell() {
        Some(cell) => format!("column {}: {e}", symbols[cell].0 + 1),
        None => e.to_string(),
    })
}

/// The layouts of recent variants, by shape and variant: a jigsaw file may give each puzzle
/// its own regions, so only the last few are kept.
static LAYOUTS: Mutex<Vec<(BoxShape, Variant, Arc<Layout>)>> = Mutex::new(Vec::new());

/// How many variant layouts [`LAYOUTS`] keeps.
const KEPT_LAYOUTS: usize = 32;

/// The layout of a record: its shape with its variant (shared and cached).
pub fn layout(record: &Record) -> Result<Arc<Layout>, LayoutError> {
    let shape = record.grid.shape();
    if record.variant.is_classic() {
        return Ok(Layout::shared(shape));
    }
    let mut cache = LAYOUTS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, _, layout)) = cache
        .iter()
        .find(|(s, v, _)| *s == shape && *v == record.variant)
    {
        return Ok(Arc::clone(layout));
    }
    let layout = Arc::new(record.variant.layout(shape)?);
    if cache.len() >= KEPT_LAYOUTS {
        cache.remove(0);
    }
    cache.push((shape, record.variant.clone(), Arc::clone(&layout)));
    Ok(layout)
}

/// The layout of a record that [`Records`] handed out (which checked it builds).
pub fn checked_layout(record: &Record) -> Arc<Layout> {
    layout(record).unwrap_or_else(|_| Layout::shared(record.grid.shape()))
}

/// A reader counting the bytes read through it.
struct Counting<R> {
    inner: R,
    read: Arc<AtomicU64>,
}

impl<R: io::Read> io::Read for Counting<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read.fetch_add(n as u64, Ordering::Relaxed);
        Ok(n)
    }
}

/// The records of the input named by `args`, streamed, with where they come from.
pub fn records(args: &InputArgs) -> io::Result<(Source, Records)> {
    let mut bytes = None;
    let (source, input): (Source, Box<dyn Input>) = match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            let file = File::open(path)
                .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", path.display())))?;
            let size = file
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len());
            let streaming = size.is_none();
            let read = Arc::new(AtomicU64::new(0));
            bytes = size.map(|size| (size, Arc::clone(&read)));
            let name = path.display().to_string();
            let counting = Counting { inner: file, read };
            let input = Box::new(BufReader::with_capacity(1 << 16, counting));
            (Source { name, streaming }, input)
        }
        _ => {
            let source = Source {
                name: "-".to_string(),
                streaming: !stdin_is_a_file(),
            };
            (source, Box::new(BufReader::new(io::stdin())))
        }
    };
    let mut variant = args.variant.clone().unwrap_or_default();
    if let Some(regions) = &args.regions {
        variant = variant.with_regions(regions.clone());
    }
    let reader = Reader::new(input, args.shape).with_variant(variant);
    Ok((source, Records { reader, bytes }))
}

/// Whether standard input is a regular file (redirected from one).
#[cfg(unix)]
fn stdin_is_a_file() -> bool {
    use std::os::fd::AsFd;
    io::stdin()
        .as_fd()
        .try_clone_to_owned()
        .map(File::from)
        .and_then(|f| f.metadata())
        .is_ok_and(|m| m.is_file())
}

/// Whether standard input is a regular file: not known here, so it is taken for a stream.
#[cfg(not(unix))]
fn stdin_is_a_file() -> bool {
    false
}

/// A solver for a record, on its layout.
pub fn solver(record: &Record) -> Solver {
    match &record.grid {
        _ if !record.variant.is_classic() => Solver::from_engine(engine(record)),
        Grid::Puzzle(p) => Solver::new(p),
        Grid::Candidates(c) => Solver::from_candidates(c),
    }
}

/// The engine for a record, on its layout.
pub fn engine(record: &Record) -> Engine {
    let layout = checked_layout(record);
    let engine = match &record.grid {
        Grid::Puzzle(p) => Engine::with_layout(layout, p),
        Grid::Candidates(c) => Engine::from_candidates_with_layout(layout, c),
    };
    // The layout was built for the grid's shape, so the sides agree.
    engine.unwrap_or_else(|_| match &record.grid {
        Grid::Puzzle(p) => Engine::new(p),
        Grid::Candidates(c) => Engine::from_candidates(c),
    })
}

/// Tells the user about a record that could not be read, as `file:line:column: message`.
pub fn report(name: &str, error: &ReadError) {
    match error {
        ReadError::Parse(e) => note!("{name}:{}:{}: {}", e.line(), e.column(), e.kind()),
        ReadError::Io(e) => note!("{name}: {e}"),
    }
}

/// A record or the error that took its place.
pub type Item = Result<Record, ReadError>;
