//! Rules: the generic group rule on every slice of the candidate cube (subsets in a house, fish
//! for a number) and intersections.
//!
//! The candidates form a cube, rows × columns × numbers. A rule job looks at one *slice* of it
//! (its `Scope`): a house (its cells × numbers, both maps) or a number (its places over the
//! whole grid, rows × columns: fish, finned fish). It reports *findings*: a [`Reason`] (the pattern it saw) and the
//! candidates that pattern removes. It never changes the graph itself; the engine applies
//! findings through its one writer, so events, statistics and traces see every change. A rule
//! may also report a [`Contradiction`] it sees in the pattern (k cells with fewer than k
//! numbers).
//!
//! Each rule contributes zero or more *passes* for a given [`Config`]; a pass is one job level of
//! the task queue, and passes run in registry order, so the registry lists rules simplest first.
//!
//! # Adding a rule family
//!
//! For propagation, a rule is one file under `rules/` and one line in `REGISTRY`, plus the data
//! its pattern is told by. Exactly what it touches:
//!
//! 1. **Its file** (`rules/<name>.rs`): a type implementing `Rule`. `family` names the family
//!    that turns it on, `scope` the slices it reads (houses or numbers), `passes` its job levels
//!    under a configuration (none when its family is off), `wake` what wakes them (default: any
//!    change to the slice; `Wake::FewPlaces` for number passes that need a line down to the
//!    pass's size in places), and `apply_house` or `apply_number` reads the slice through
//!    `RuleContext` and pushes findings: a [`Reason`] and one [`Removal`] rectangle per house it
//!    removes from, a pattern's rectangles one after another. The rule must be *monotone*: a
//!    removal it justifies in a state must stay justified in every state with fewer candidates
//!    (together with the rules its family runs), or the fixpoint would depend on job order.
//! 2. **`REGISTRY`** (this file): one line, where its difficulty belongs.
//! 3. **`config.rs`**, for a new family: a [`Rules`] constant and its name in `Rules::NAMES`
//!    (`--rules` then takes it), and its test of `Config`.
//! 4. **`reason.rs`**: its pattern as a variant of the non-exhaustive [`Reason`] (`rule_name`,
//!    `size`, the text), and a [`ContradictionKind`] if it can see one.
//! 5. **`propagate/stats.rs`**: the counter its removals go to.
//!
//! For explanations, its steps also need a name, a rating and an independent check: a
//! `Technique` variant (`trace/step/technique.rs`; its name and title in `names.rs`), its
//! rating (`trace/scale.rs`), its classification (`trace/found.rs`: `classify`;
//! `trace/find.rs`: the floor of its family),
//! its pattern as a step (`trace/explain.rs`: `write_step`), its text (`trace/text.rs`) and
//! its check (`trace/verify/`). Until then, a finding of an unknown reason is still applied, as the
//! hardest step there is (rated 6553.5).
//!
//! Tests: a state where it fires with the removals spelled out, one where it must not; the
//! reference propagator (`tests/common/reference.rs`) learns it by brute force, and the property
//! tests (`tests/properties.rs`: soundness, job order, monotonicity, the reference) and the
//! fuzz targets then run it under random configurations. No existing rule changes.
//!
//! # Rules from outside the crate
//!
//! Another crate writes a [`CustomRule`](custom::CustomRule) (its name, title and rating, the
//! slices it reads, and `apply`, which reports patterns through
//! [`CustomContext`](custom::CustomContext)) and adds it to a configuration with
//! [`Config::with_rule`]: the engine runs it as one job level after the built-in ones, on any
//! change to its slice, and the explainer names and rates its steps as it says
//! ([`Reason::Custom`], `Technique::Custom`). What stays private is how jobs are scheduled:
//! wakes, passes, the notes of what changed. `examples/custom_rule.rs` is a whole one, and
//! `sudograph::testing` (feature `proptest`) has the strategies and checks to trust it.

pub(crate) mod config;
pub mod custom;
mod findings;
mod finned;
mod fish;
pub(crate) mod franken;
pub(crate) mod group;
mod intersections;
mod reason;
mod subsets;

pub use config::{Config, JobOrder, Rules, UnknownRule};
pub use findings::{Findings, Removal};
pub(crate) use reason::short_house_name;
pub use reason::{Contradiction, ContradictionKind, HouseList, Line, Reason};
pub(crate) use subsets::ENUMERATED;

use std::fmt;

use crate::graph::Graph;
use crate::layout::{House, Layout, Number, NumberSet, PosSet};

/// The slice of the candidate cube a rule job looks at.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scope {
    /// A house: its cell → numbers and number → cells maps.
    House,
    /// A number: its places over the whole grid, row by row and column by column.
    Number,
}

/// A rule: looks for its pattern in one slice and reports what the pattern removes.
pub(crate) trait Rule: Sync + fmt::Debug {
    /// The family that turns the rule on: its name in `--rules` and in statistics.
    fn family(&self) -> &'static str;

    /// The slices it reads.
    fn scope(&self) -> Scope {
        Scope::House
    }

    /// The passes (job levels) this rule runs under `config`, as parameters passed to
    /// `apply_house` or `apply_number`; `None` when the rule is off.
    fn passes(&self, config: &Config, layout: &Layout) -> Option<std::ops::RangeInclusive<u8>>;

    /// What wakes this rule's jobs on a slice.
    fn wake(&self) -> Wake {
        Wake::AnyChange
    }

    /// With [`Wake::FewPlaces`]: the most places a line may have left for a change to it to
    /// wake the pass of parameter `param` (default: the parameter itself).
    fn few_places(&self, param: u8, layout: &Layout) -> usize {
        let _ = layout;
        usize::from(param)
    }

    /// Looks at `house` and pushes findings to `cx.out` (rules of [`Scope::House`]).
    fn apply_house(
        &self,
        param: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        let _ = (param, house, cx);
        Ok(())
    }

    /// Looks at `number`'s places and pushes findings to `cx.out` (rules of [`Scope::Number`]).
    fn apply_number(
        &self,
        param: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        let _ = (param, number, cx);
        Ok(())
    }
}

/// Every rule, simplest first: the order of the job levels.
pub(crate) static REGISTRY: [&dyn Rule; 8] = [
    &subsets::Singles,
    &intersections::Intersections,
    &subsets::SmallSubsets,
    &fish::SmallFish,
    &finned::FinnedFish,
    &franken::FrankenFish,
    &subsets::AllSubsets,
    &fish::AllFish,
];

/// One job level: a rule and the parameter it runs with.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pass {
    pub rule: &'static dyn Rule,
    pub param: u8,
    /// The rule's [`Rule::scope`], read once.
    pub scope: Scope,
}

/// The passes of every rule under `config`: the built-in ones in registry order, then the custom
/// rules in registration order.
pub(crate) fn passes(config: &Config, layout: &Layout) -> Vec<Pass> {
    let custom = custom::registered();
    let custom = custom.into_iter().map(|a| a as &'static dyn Rule);
    REGISTRY
        .iter()
        .copied()
        .chain(custom)
        .flat_map(|rule| {
            let params = rule.passes(config, layout).into_iter().flatten();
            params.map(move |param| Pass {
                rule,
                param,
                scope: rule.scope(),
            })
        })
        .collect()
}

/// What changes wake a rule's jobs on a slice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Wake {
    /// Any change to the slice: a house's maps, or a number's places.
    AnyChange = 0,
    /// A cell of the house down to one candidate, or a number down to one place.
    NewSingle = 1,
    /// A number's places changed and now fit in the house's largest overlap with another
    /// house: only then can it be confined there.
    Confinable = 2,
    /// A line (row or column) lost a place for the number and has at most a number of places
    /// left that the rule sets (`Rule::few_places`; by default the pass's parameter: a group of
    /// k lines needs every line down to k places). Passes of numbers only.
    FewPlaces = 3,
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

/// What changed in one number's places since the rules that read them last looked: the lines
/// (rows and columns, one bit each) that lost a place for it — with [`Wake::FewPlaces`], only
/// those left with at most the pass's parameter places. Update jobs write it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct NumberChanges {
    /// Rows where the number lost a place.
    pub rows: u64,
    /// Columns where the number lost a place.
    pub columns: u64,
}

/// What a rule sees: the layout, the graph, the configuration, and what changed in its slice
/// (`N`: [`HouseChanges`] or [`NumberChanges`]).
pub(crate) struct RuleContext<'a, N> {
    pub layout: &'a Layout,
    pub graph: &'a Graph,
    pub config: &'a Config,
    pub changes: &'a mut N,
    pub out: &'a mut Findings,
}
