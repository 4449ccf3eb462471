//! Techniques of explanations only: patterns over the whole grid (locked pairs and triples,
//! chains, cycles, colours, wings, uniqueness, almost locked sets, forcing chains, templates,
//! brute force) that the finder asks for when the engine's rules have nothing simpler; and one
//! that only `hint --all` lists (Franken fish with endo fins, `franken_endo.rs`).
//!
//! The engine's rules look at one slice of the candidate cube and must be monotone, so that
//! propagation reaches the same fixpoint in any order. The techniques here read the whole state
//! at once (a chain crosses every kind of house; a forcing chain follows a candidate through
//! the grid), and they are asked only by the explainer, at a state where nothing simpler
//! applies, so they need neither property. Each is a [`GridTechnique`]: the families that turn
//! it on, the lowest rating it can report (its *floor*, by which the finder orders it among the
//! engine's passes), whether it assumes a unique solution (the finder then asks it only on
//! such a state), and `find`, which writes every pattern it sees rated below a limit as a
//! step, eliminations and chain included.
//!
//! # Adding a technique
//!
//! One file here with a type implementing [`GridTechnique`] and one line in [`REGISTRY`]; its
//! steps' [`Technique`] variants (`trace/step/`: `technique.rs` the variant, `names.rs` its
//! name and title, `kinds.rs` its family), their ratings (`trace/scale.rs`), and their check
//! (`trace/verify/`), which re-derives the pattern from the state before the step without
//! calling the finder.

mod als;
mod als_chain;
mod als_overlap;
mod brute;
mod chain_ends;
mod chains;
mod colours;
mod cycles;
mod death_blossom;
mod forcing;
mod franken_endo;
mod grouped;
mod grouped_als;
mod locked;
mod multi_colours;
mod remote_pairs;
mod sue_de_coq;
mod templates;
mod two_links;
mod uniqueness;
mod wings;
mod x_chains;

use crate::graph::Graph;
use crate::layout::{Cell, Layout, Number};
use crate::rules::Rules;

use super::scale::Rating;
use super::step::{Steps, Technique};

/// The state a technique reads: the geometry, the candidates, the cells placed so far.
#[derive(Clone, Copy)]
pub(crate) struct State<'a> {
    pub layout: &'a Layout,
    pub graph: &'a Graph,
    /// Families turned on: a technique reports only steps of these.
    pub rules: Rules,
    /// The largest subset looked for (`--max-size`).
    pub max_size: usize,
    /// Whether the state is known to have exactly one solution. Counted only for techniques
    /// whose [`GridTechnique::reads_solution_count`] says so; false for the others.
    pub one_solution: bool,
    /// Set for `hint --all`: every pattern is wanted, not only the simplest, within bounds.
    pub every: Option<&'a Every<'a>>,
    /// Which cells are givens (by cell index), for techniques whose
    /// [`GridTechnique::reads_givens`] says so, when the start knew them (a puzzle, or a
    /// pencilmark state written with `+`) and the puzzle of the givens alone has exactly one
    /// solution; `None` otherwise.
    pub givens: Option<&'a [bool]>,
    /// Which cells are placed (given, or by a step), by cell index, when the finder tracks
    /// singles; `None` otherwise (a cell of one candidate may then be placed or not).
    pub placed: Option<&'a [bool]>,
}

impl State<'_> {
    /// Whether steps of `technique` may be reported.
    pub fn allows(&self, technique: Technique) -> bool {
        self.rules.contains(technique.family())
    }

    /// Whether steps of `technique` are wanted: allowed, and named by `hint --all --technique`
    /// if it names any. Forcing chains ask it before keeping a step, since they keep only the
    /// simplest of the steps with one conclusion; the finder filters the other techniques.
    pub fn wants(&self, technique: Technique) -> bool {
        self.allows(technique)
            && self
                .every
                .is_none_or(|e| e.techniques.is_empty() || e.techniques.contains(&technique))
    }
}

/// What listing every step (`hint --all`) asks of the techniques, and what they tell back.
///
/// A technique lists every pattern it sees (forcing chains: at every level, not only the first
/// with steps, each conclusion once per kind of step); one whose patterns can outnumber the
/// cap keeps at most `max` of them, the simplest.
#[derive(Debug, Default)]
pub(crate) struct Every<'a> {
    /// The most steps wanted.
    pub max: usize,
    /// Only steps of these techniques are wanted (none named: all).
    pub techniques: &'a [Technique],
    /// Told back: steps found and left out for `max`.
    pub unlisted: std::cell::Cell<usize>,
    /// Told back: a technique's own work bound stopped it (nested forcing chains' budget), so
    /// steps may exist that were not found.
    pub budget_hit: std::cell::Cell<bool>,
    /// The nested forcing chains' budget for each level's search (potentials derived); none:
    /// the explanations' own.
    pub nested_budget: Option<u64>,
    /// No technique is asked once this instant has passed (each is asked to the end).
    pub deadline: Option<std::time::Instant>,
    /// Told back: the deadline passed and some techniques were not asked.
    pub timed_out: std::cell::Cell<bool>,
}

/// Buffers a technique reuses from one call to the next (so a search allocates nothing once
/// they have grown).
#[derive(Clone, Debug, Default)]
pub(crate) struct Scratch {
    /// A breadth-first search's way back: each visited node's parent.
    pub parent: Vec<u32>,
    /// The nodes visited, to reset `parent` without clearing it all.
    pub touched: Vec<u32>,
    pub queue: Vec<u32>,
    /// The almost locked sets of the state (ALS techniques), and what they and `links` were
    /// made for.
    pub sets: Vec<als::Set>,
    pub sets_of: als::Gathered,
    /// The state as cell masks (ALS techniques).
    pub masks: als::Masks,
    /// Eliminations being gathered.
    pub elims: Vec<(Cell, Number)>,
    /// Each ALS's restricted commons with the others: the other's index and the commons
    /// (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain), set `i`'s from `starts[i]` to `starts[i + 1]`.
    pub links: Vec<(u32, crate::layout::NumberSet)>,
    pub starts: Vec<u32>,
    /// The linked pairs of ALSs the links are written from ([`als::link`]).
    pub pairs: Vec<(u32, u32, crate::layout::NumberSet)>,
    /// Chains found, reported once the search is over (ALS-XY-Chain), and their order.
    pub chains: Vec<als_chain::Found>,
    /// The breadth-first search of ALS-XY-Chains with overlapping sets: its queue, and per set
    /// and layer the commons it was reached lacking.
    pub als_queue: Vec<als_overlap::Entry>,
    pub als_visited: Vec<u16>,
    pub order: Vec<u32>,
    /// What the ALS-XZ and ALS-XY-Wing steps found remove (ALS-XY-Chain).
    pub covers: Vec<(super::scale::Rating, [u128; als::MAX_SIDE])>,
    /// A Death Blossom stem's petals: the candidate and the ALS's index.
    pub petals: Vec<(Number, u32)>,
    /// Sue de Coq's subsets of a line's and a box's rest: positions and numbers.
    pub rests: Vec<(u64, crate::layout::NumberSet)>,
    /// Sue de Coq: the indices of a box's sets, by slack.
    pub by_slack: Vec<u32>,
    /// Forcing chains' branches, cleared, and what their nested searches found, for the next
    /// search.
    pub forcing: forcing::Pool,
    /// Each number's templates fitting the state (templates).
    pub templates: [Vec<templates::Mask>; 9],
    /// A solution of the state that brute force on a large grid met, while every candidate of
    /// it is still there: those candidates cannot be refuted, so they are not tried.
    pub brute_solution: Option<crate::io::Puzzle>,
}

/// A technique of explanations only.
pub(crate) trait GridTechnique: Sync {
    /// The families that turn it on (any of them).
    fn families(&self) -> Rules;

    /// The lowest rating of its steps.
    fn floor(&self) -> Rating;

    /// Whether its steps assume the puzzle has one solution: the finder asks it only when the
    /// state has exactly one (uniqueness techniques).
    fn assumes_unique(&self) -> bool {
        false
    }

    /// Whether `find` reads [`State::one_solution`] (forcing chains run their nested levels
    /// only on a state with one solution: on one with several, no logic finishes, and they
    /// would spend their whole budget at every step). Implied by `assumes_unique`.
    fn reads_solution_count(&self) -> bool {
        self.assumes_unique()
    }

    /// Whether `find` reads [`State::givens`] (Avoidable Rectangles: solved cells that are not
    /// givens). The finder then counts the solutions of the givens' puzzle, once.
    fn reads_givens(&self) -> bool {
        false
    }

    /// Writes to `out` the patterns it sees at `state`, each as a step (eliminations sorted by
    /// number then cell, only candidates of the state), keeping only those rated below `limit`
    /// (forcing chains stop at the first of their levels that finds any, unless
    /// [`State::every`] asks for every step).
    fn find(&self, state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating);
}

/// Every technique, simplest first.
pub(crate) static REGISTRY: [&dyn GridTechnique; 19] = [
    &locked::Locked(2),
    &locked::Locked(3),
    &franken_endo::EndoFinnedFish,
    &chains::Chains,
    &two_links::TwoLinks,
    &cycles::Cycles,
    &grouped::GroupedChains,
    &chain_ends::ChainEnds,
    &colours::Colours,
    &multi_colours::MultiColours,
    &wings::Wings,
    &uniqueness::Uniqueness,
    &uniqueness::Avoidable,
    &als::Als,
    &als_chain::AlsChain,
    &sue_de_coq::SueDeCoq,
    &forcing::Forcing,
    &templates::Templates,
    &brute::BruteForce,
];

/// The candidate index of `number` in `cell` (cells × numbers, row-major).
#[inline]
pub(crate) fn cand(n: usize, cell: Cell, number: Number) -> usize {
    cell.index() * n + number.index()
}

/// The cell and number of candidate index `i`.
#[inline]
pub(crate) fn uncand(n: usize, i: usize) -> (Cell, Number) {
    (Cell::new(i / n), Number::new(i % n))
}

/// Whether two cells share a house.
pub(crate) fn sees(layout: &Layout, a: Cell, b: Cell) -> bool {
    a != b && layout.peers(a).contains(b)
}
