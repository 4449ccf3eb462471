//! Rules: the generic group rule (naked and hidden subsets of every size) and intersections.
//!
//! A rule looks at one house of the current graph and reports *findings*: a [`Reason`] (the
//! pattern it saw) and the candidates that pattern removes. It never changes the graph itself;
//! the engine applies findings through its one writer, so events, statistics and traces see every
//! change. A rule may also report a [`Contradiction`] it sees in the pattern (k cells with fewer
//! than k numbers).
//!
//! Each rule contributes zero or more *passes* for a given [`Config`]; a pass is one job level of
//! the task queue, and passes run in registry order, so the registry lists rules simplest first.
//!
//! # Adding a rule family
//!
//! 1. Add a flag for it to [`Rules`] (a constant and its name in `Rules::NAMES`).
//! 2. Write a type implementing `Rule` in a file of its own under `rules/`: `passes` says how
//!    many job levels it needs under a configuration (none when its flag is off), `apply` reads
//!    the house through `RuleContext` and pushes findings (a [`Reason`] and a [`Removal`]
//!    rectangle). The rule must be *monotone*: a removal it justifies in a state must stay
//!    justified in every state with fewer candidates, or the fixpoint would depend on job order.
//!    Keep the default `wake` (any change to the house) unless the rule provably can only fire
//!    after a narrower kind of change (`Wake`).
//! 3. Add one line to `REGISTRY` at the place its difficulty belongs.
//! 4. Test it: a state where it fires with the removals spelled out, one where it must not, and
//!    the soundness property test in `tests/properties.rs` runs it on random puzzles.
//!
//! No existing rule changes.

pub(crate) mod config;
mod findings;
pub(crate) mod group;
mod intersections;
mod reason;
mod subsets;

pub use config::{Config, JobOrder, Rules, UnknownRule};
pub use findings::{Findings, Removal};
pub use reason::{Contradiction, ContradictionKind, Reason};

use std::fmt;

use crate::graph::Graph;
use crate::layout::{House, Layout, NumberSet, PosSet};

/// A rule: looks for its pattern in one house and reports what the pattern removes.
pub(crate) trait Rule: Sync + fmt::Debug {
    /// The passes (job levels) this rule runs under `config`, as parameters passed to
    /// [`Rule::apply`]; `None` when the rule is off.
    fn passes(&self, config: &Config, layout: &Layout) -> Option<std::ops::RangeInclusive<u8>>;

    /// What wakes this rule's jobs on a house.
    fn wake(&self) -> Wake {
        Wake::AnyChange
    }

    /// Looks at `house` and pushes findings to `cx.out`.
    fn apply(&self, param: u8, house: House, cx: &mut RuleContext<'_>)
    -> Result<(), Contradiction>;
}

/// Every rule, simplest first: the order of the job levels.
pub(crate) static REGISTRY: [&dyn Rule; 4] = [
    &subsets::Singles,
    &intersections::Intersections,
    &subsets::SmallSubsets,
    &subsets::AllSubsets,
];

/// One job level: a rule and the parameter it runs with.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pass {
    pub rule: &'static dyn Rule,
    pub param: u8,
}

/// The passes of every registered rule under `config`, in registry order.
pub(crate) fn passes(config: &Config, layout: &Layout) -> Vec<Pass> {
    REGISTRY
        .iter()
        .flat_map(|&rule| {
            let params = rule.passes(config, layout).into_iter().flatten();
            params.map(move |param| Pass { rule, param })
        })
        .collect()
}

/// What changes wake a rule's jobs on a house.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Wake {
    /// Any change to the house's maps.
    AnyChange = 0,
    /// A cell of the house down to one candidate, or a number down to one place.
    NewSingle = 1,
    /// A number's places changed and now fit in the house's largest overlap with another
    /// house: only then can it be confined there.
    Confinable = 2,
}

/// What changed in one house since the rules that read it last looked. Update jobs write it;
/// a rule that reads a field takes it (leaving it empty).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct HouseChanges {
    /// Positions whose cell went down to one candidate (read by singles).
    pub single_cells: PosSet,
    /// Numbers whose places went down to one (read by singles).
    pub single_numbers: NumberSet,
    /// Numbers whose places changed and fit in an overlap with another house, so that they may
    /// be confined there (read by intersections).
    pub numbers: NumberSet,
}

/// What a rule sees: the layout, the graph, the configuration, and what changed in the house.
pub(crate) struct RuleContext<'a> {
    pub layout: &'a Layout,
    pub graph: &'a Graph,
    pub config: &'a Config,
    pub changes: &'a mut HouseChanges,
    pub out: &'a mut Findings,
}
