//! The fuzz targets' checks: bytes in, the library's invariants asserted. The targets in
//! `fuzz/fuzz_targets/` call these, and `tests/fuzz_corpus.rs` replays the committed corpus
//! through them on every `cargo test`, so a finding once fixed stays fixed.
//!
//! Every check uses the public API only. A failed assertion (or a panic inside the library) is
//! a finding.

#![allow(dead_code, reason = "each target uses one check")]

use std::sync::Arc;

use sudograph::io::{ReadError, Reader};
use sudograph::layout::{Preset, Variant};
use sudograph::search::{Limits, Solver};
use sudograph::trace::{Explainer, Outcome as Ending};
use sudograph::{
    BoxShape, Candidates, Cell, Config, Engine, Grid, JobOrder, Layout, Number, NumberSet, Puzzle,
    Rules,
};

/// The grid shapes the state checks draw from: small, so that search finishes.
const SHAPES: [(usize, usize); 4] = [(2, 2), (2, 3), (3, 2), (3, 3)];

/// Nodes a reference search may take before a check gives up comparing with it.
const NODES: u64 = 3_000;

/// Bytes read one at a time, zeros once they run out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| acc << 8 | u64::from(self.next()))
    }
}

/// A configuration drawn from the bytes for a grid of side `side`: any families (Franken fish
/// one time in eight, up to 4×4), a size bound or none, any job order.
fn config(bytes: &mut Bytes<'_>, side: usize) -> Config {
    let b = bytes.next();
    let mut rules = Rules::NONE;
    for (bit, family) in [
        Rules::NAKED,
        Rules::HIDDEN,
        Rules::INTERSECTIONS,
        Rules::FISH,
    ]
    .into_iter()
    .enumerate()
    {
        if b >> bit & 1 == 1 {
            rules = rules.with(family);
        }
    }
    if b >> 7 == 1 {
        rules = rules.with(Rules::FINNED);
    }
    let max_size = match b >> 4 & 7 {
        0 | 7 => None,
        k => Some(usize::from(k)),
    };
    let o = bytes.next();
    // Franken fish cost much more: one configuration in eight, on grids up to 4×4.
    if o >> 1 & 7 == 7 && side <= 4 {
        rules = rules.with(Rules::FRANKEN);
    }
    let order = match o % 2 {
        0 => JobOrder::Simplest,
        _ => JobOrder::Shuffled(bytes.u64()),
    };
    Config::default()
        .with_rules(rules)
        .with_max_size(max_size)
        .with_order(order)
}

/// A pencilmark state drawn from the bytes: per cell, a given, every candidate, or a mask.
fn state(bytes: &mut Bytes<'_>) -> Candidates {
    let (rows, cols) = SHAPES[usize::from(bytes.next()) % SHAPES.len()];
    let shape = BoxShape::new(rows, cols).expect("a valid shape");
    let n = shape.side();
    let mut state = Candidates::full(shape);
    for c in 0..shape.cells() {
        let b = bytes.next();
        let set = match b % 4 {
            // Mostly open cells, so that states often have solutions.
            0 | 1 => NumberSet::full(n),
            2 => NumberSet::single(Number::new(usize::from(b >> 2) % n)),
            _ => {
                let mask = u64::from(bytes.next()) << 8 | u64::from(bytes.next());
                let set = NumberSet::from_bits(mask & NumberSet::full(n).bits());
                if set.is_empty() {
                    NumberSet::full(n)
                } else {
                    set
                }
            }
        };
        state.set(Cell::new(c), set);
    }
    state
}

/// Up to `max` solutions of `state` by search, or `None` when the search hit its node limit.
fn solutions(state: &Candidates, max: usize) -> Option<Vec<Puzzle>> {
    let solver =
        Solver::from_candidates(state).with_limits(Limits::default().with_max_nodes(NODES));
    let mut all = solver.solutions();
    let found: Vec<Puzzle> = all.by_ref().take(max).collect();
    all.limit().is_none().then_some(found)
}

/// Whether `grid` is a solution of `start`: every value a candidate there, no house repeating.
fn is_solution(start: &Candidates, grid: &Puzzle) -> bool {
    is_solution_on(&Layout::new(start.shape()), start, grid)
}

/// Whether `grid` fills `start` (each value one of its cell's candidates) and breaks no house
/// of `layout`.
fn is_solution_on(layout: &Layout, start: &Candidates, grid: &Puzzle) -> bool {
    let fits = (0..start.shape().cells())
        .map(Cell::new)
        .all(|c| grid.get(c).is_some_and(|d| start.get(c).contains(d)));
    fits && layout.house_ids().all(|h| {
        let values: NumberSet = layout
            .cells_of(h)
            .iter()
            .filter_map(|&c| grid.get(c))
            .collect();
        values.len() == layout.cells_of(h).len()
    })
}

/// Text → records: no panic; every record prints as text that reads back as the same state;
/// every error points inside the text. Also every `FromStr` of the crate on the same text.
pub fn parse(data: &[u8]) {
    let lines = data.split(|&b| b == b'\n').count();
    for record in Reader::new(data, None) {
        match record {
            Ok(record) => {
                let text = record.grid.to_string();
                let back: Grid = text
                    .parse()
                    .unwrap_or_else(|e| panic!("{text:?} does not read back: {e}"));
                assert_eq!(
                    as_candidates(&back),
                    as_candidates(&record.grid),
                    "{text:?} reads back as another state"
                );
                assert!(record.line >= 1 && record.line <= lines);
                // A variant read from the input builds its layout or says why not.
                let shape = record.grid.shape();
                if let (Ok(layout), Some(regions)) =
                    (record.variant.layout(shape), record.variant.regions())
                {
                    let back = sudograph::layout::Regions::parse(
                        regions.to_string().chars(),
                        shape.side(),
                    );
                    assert_eq!(back.as_ref(), Ok(regions), "regions read back");
                    assert!(layout.houses() >= 3 * shape.side());
                }
            }
            Err(ReadError::Parse(e)) => {
                assert!(e.line() >= 1 && e.line() <= lines + 1, "{e}");
                assert!(e.column() >= 1, "{e}");
            }
            Err(ReadError::Io(e)) => panic!("reading a slice cannot fail: {e}"),
        }
    }
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(puzzle) = text.parse::<Puzzle>() {
            assert_eq!(puzzle.to_string().parse::<Puzzle>().ok(), Some(puzzle));
        }
        let _ = text.parse::<Candidates>();
        let _ = text.parse::<BoxShape>();
        let _ = text.parse::<Rules>();
        let _ = text.parse::<sudograph::Technique>();
        let _ = text.parse::<sudograph::layout::Variant>();
    }
}

fn as_candidates(grid: &Grid) -> Candidates {
    match grid {
        Grid::Puzzle(p) => Candidates::from(p),
        Grid::Candidates(c) => c.clone(),
    }
}

/// A state under any configuration: the house maps agree with the graph, no solution is lost,
/// and another job order reaches the same fixpoint (or the same contradiction).
pub fn propagate(data: &[u8]) {
    let mut bytes = Bytes(data);
    let start = state(&mut bytes);
    let config = config(&mut bytes, start.shape().side());
    let seed = bytes.u64();
    let mut engine = Engine::from_candidates(&start);
    let result = engine.propagate(&config);
    if let Err((house, number)) = engine.graph().check_views(engine.layout()) {
        panic!("the map of {number} in {house:?} drifted from the graph");
    }
    if let Some(found) = solutions(&start, 8) {
        for solution in &found {
            assert!(result.is_ok(), "a contradiction in a state with a solution");
            for c in (0..start.cells().len()).map(Cell::new) {
                let value = solution.get(c).expect("a solution fills every cell");
                assert!(
                    engine.candidates(c).contains(value),
                    "a solution's value was removed"
                );
            }
        }
    }
    let mut shuffled = Engine::from_candidates(&start);
    let other = shuffled.propagate(&config.with_order(JobOrder::Shuffled(seed | 1)));
    let end = |engine: &Engine, ok: bool| ok.then(|| engine.to_candidates());
    assert_eq!(
        end(&engine, result.is_ok()),
        end(&shuffled, other.is_ok()),
        "another job order reached another end"
    );
}

/// Search and counting under limits: every solution found is one, counts agree with the
/// solutions enumerated, and a limit hit is reported as such.
pub fn search(data: &[u8]) {
    let mut bytes = Bytes(data);
    let start = state(&mut bytes);
    let max = u64::from(bytes.next() % 16) + 1;
    let nodes = u64::from(bytes.next()) * 16 + 1;
    let limits = Limits::default().with_max_nodes(nodes);
    let solver = Solver::from_candidates(&start).with_limits(limits.clone());
    let count = solver.count(max);
    assert!(
        count.count <= max,
        "{} solutions counted past the limit {max}",
        count.count
    );
    let mut all = solver.solutions();
    let found: Vec<Puzzle> = all.by_ref().take(max as usize).collect();
    for solution in &found {
        assert!(is_solution(&start, solution), "{solution} is no solution");
    }
    if count.limit.is_none() {
        assert_eq!(
            count.count,
            found.len() as u64,
            "a complete count and the solutions"
        );
    }
    match solver.solve() {
        sudograph::Outcome::Unique(p) | sudograph::Outcome::Several(p, _) => {
            assert!(is_solution(&start, &p));
        }
        sudograph::Outcome::None => assert_eq!(count.count, 0, "none, but counted some"),
        sudograph::Outcome::Unknown { .. } => {}
    }
    // The engine path agrees with the default one where both finish.
    let engine = Solver::from_candidates(&start)
        .with_limits(limits)
        .with_bit_parallel(false)
        .count(max);
    if count.limit.is_none() && engine.limit.is_none() {
        assert_eq!(
            count.count, engine.count,
            "the two search paths count alike"
        );
    }
}

/// The explainer from any state under any configuration, on the classic layout or a variant:
/// every step passes the independent checker, and a solved ending is the state's solution.
///
/// The bytes after those of the state, the configuration and the listing flag (zeros past
/// the end, so the corpus found before keeps its meaning) add the explanations' own families
/// (chains, wings, ALS, uniqueness, forcing chains; forcing only on grids up to 6×6, where it
/// stays quick) and choose a variant whose layout fits the shape (classic otherwise).
pub fn explain(data: &[u8]) {
    let mut bytes = Bytes(data);
    let start = state(&mut bytes);
    let side = start.shape().side();
    let mut config = config(&mut bytes, side);
    let all = bytes.next() % 4 == 0;
    let extra = bytes.next();
    for (bit, family) in [
        Rules::CHAINS,
        Rules::WINGS,
        Rules::ALS,
        Rules::UNIQUENESS,
        Rules::FORCING,
        Rules::GROUPED,
    ]
    .into_iter()
    .enumerate()
    {
        if extra >> bit & 1 == 1 && (family != Rules::FORCING || side <= 6) {
            config = config.with_rules(config.rules.with(family));
        }
    }
    let presets = match bytes.next() % 8 {
        1 => vec![Preset::X],
        2 => vec![Preset::Windoku],
        3 => vec![Preset::X, Preset::Windoku],
        4 => vec![Preset::Disjoint],
        5 => vec![Preset::Latin],
        6 => vec![Preset::CentreDot],
        _ => Vec::new(),
    };
    let layout = Variant::new(presets)
        .layout(start.shape())
        .unwrap_or_else(|_| Layout::new(start.shape()));
    let layout = Arc::new(layout);
    let explainer = || {
        Explainer::from_candidates_with_layout(Arc::clone(&layout), &start)
            .expect("the state's shape")
            .with_config(config)
    };
    let trace = explainer().explain();
    if let Err(rejection) = trace.verify() {
        panic!("{rejection}");
    }
    if all {
        // Every step listed at the start holds there too.
        for step in explainer().all_steps() {
            let checked =
                sudograph::trace::verify(trace.layout(), &start, std::slice::from_ref(&step));
            assert!(checked.is_ok(), "a listed step does not hold: {step:?}");
        }
    }
    if trace.outcome() == Ending::Solved {
        let end = trace.end();
        let mut solved = Puzzle::empty(start.shape());
        for c in (0..start.cells().len()).map(Cell::new) {
            solved.set(c, end.get(c).single_item());
        }
        assert!(
            is_solution_on(&layout, &start, &solved),
            "the solved state breaks a rule"
        );
    }
}
