//! Rules from outside the crate: the public [`CustomRule`] trait, their registration, and the
//! adapter that runs each one as a job level of the engine.
//!
//! A custom rule reads one slice (a house, or a number's places) through [`CustomContext`] and
//! reports patterns: the cells and numbers it saw, and the candidates they remove. The engine
//! applies them through its one writer like any finding ([`Reason::Custom`]); the explainer
//! names its steps with the rule's [`name`](CustomRule::name) and
//! [`title`](CustomRule::title) and rates them with its [`rating`](CustomRule::rating). Its job
//! level runs after every built-in rule's, on any change to its slice.
//!
//! A rule is registered once for the whole program ([`register`], or [`Config::with_rule`]),
//! which gives it a family of its own in [`Rules`]: `--rules`-style names then include it.
//! At most [`MAX_CUSTOM`] rules can be registered.
//!
//! [`Config::with_rule`]: crate::Config::with_rule

use std::fmt;
use std::sync::Mutex;

use crate::graph::Graph;
use crate::io::Candidates;
use crate::layout::{House, Layout, Number, NumberSet, PosSet};
use crate::trace::{Rating, StepRef};

use super::{
    Config, Contradiction, Findings, HouseChanges, NumberChanges, Reason, Removal, Rule,
    RuleContext, Rules, Scope,
};

/// The most custom rules a program can register.
pub const MAX_CUSTOM: usize = 24;

/// The bit of [`Rules`] of the first custom rule.
pub(crate) const FIRST_BIT: u32 = 16;

/// A registered custom rule: its index in the registry.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct RuleId(u8);

impl RuleId {
    /// The rule.
    pub fn rule(self) -> &'static dyn CustomRule {
        let registry = REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
        registry[usize::from(self.0)].rule
    }

    /// Its family in [`Rules`].
    pub fn family(self) -> Rules {
        Rules::from_bits(1 << (FIRST_BIT + u32::from(self.0)))
    }

    /// Its index among the registered rules (0 for the first).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// The slice a custom rule's job looks at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slice {
    /// A house: its cells and their candidates.
    House(House),
    /// A number: its places over the whole grid.
    Number(Number),
}

/// A rule written outside the crate.
///
/// It must be *sound* (remove only candidates no solution of the state uses) and *monotone* (a
/// removal it makes in a state it makes, or another rule of the configuration makes, in every
/// state with fewer candidates), or the fixpoint would depend on job order;
/// `sudograph::testing` (feature `proptest`) checks both.
///
/// # Examples
///
/// `examples/custom_rule.rs` writes a rule, registers it and explains a puzzle with it.
pub trait CustomRule: Sync + Send + fmt::Debug + 'static {
    /// Its family name, for [`Rules`]' text form and statistics, and its steps' name in machine
    /// output (snake_case, unique, not a built-in family's).
    fn name(&self) -> &'static str;

    /// Its steps' name as people write it, e.g. `Odd-even pair`.
    fn title(&self) -> &'static str;

    /// Its steps' rating on the difficulty scale.
    fn rating(&self) -> Rating;

    /// The slices it reads: [`Scope::House`] (default) or [`Scope::Number`].
    fn scope(&self) -> Scope {
        Scope::House
    }

    /// Looks at `slice` and reports what it finds through `cx`.
    ///
    /// # Errors
    ///
    /// A contradiction the rule sees in the state.
    fn apply(&self, slice: Slice, cx: &mut CustomContext<'_>) -> Result<(), Contradiction>;

    /// Whether `step`, one of this rule's, holds in the state `before` (the independent
    /// checker's question, [`verify`](crate::trace::verify)). The checker cannot re-derive a
    /// pattern it does not know: by default it accepts any step whose removals are candidates.
    fn check(&self, layout: &Layout, before: &Candidates, step: &StepRef<'_>) -> bool {
        let _ = (layout, before, step);
        true
    }
}

/// What a custom rule sees: the layout and the graph, and where it reports.
pub struct CustomContext<'a> {
    layout: &'a Layout,
    graph: &'a Graph,
    out: &'a mut Findings,
    id: RuleId,
}

impl<'a> CustomContext<'a> {
    /// The grid's geometry.
    pub fn layout(&self) -> &'a Layout {
        self.layout
    }

    /// The candidates.
    pub fn graph(&self) -> &'a Graph {
        self.graph
    }

    /// Reports a pattern: the positions `cells` of `house` and the `numbers` it is made of
    /// (what a step shows), and the candidates it removes, one rectangle each.
    pub fn report(
        &mut self,
        house: House,
        cells: PosSet,
        numbers: NumberSet,
        removals: &[Removal],
    ) {
        let reason = Reason::Custom {
            rule: self.id,
            house,
            cells,
            numbers,
        };
        for &removal in removals {
            self.out.push(reason, removal);
        }
    }
}

/// A rule's name is taken, or there is no room for another.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RegisterError {
    /// A built-in family or another registered rule has this name.
    #[error("a rule family is already named {0:?}")]
    NameTaken(&'static str),
    /// [`MAX_CUSTOM`] rules are registered already.
    #[error("at most {MAX_CUSTOM} custom rules can be registered")]
    Full,
}

/// A registered rule and the engine's view of it.
#[derive(Debug)]
pub(crate) struct Adapter {
    id: RuleId,
    rule: &'static dyn CustomRule,
}

static REGISTRY: Mutex<Vec<&'static Adapter>> = Mutex::new(Vec::new());

/// Every registered rule, in registration order.
pub(crate) fn registered() -> Vec<&'static Adapter> {
    REGISTRY.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// The registered rule named `name`.
pub(crate) fn by_name(name: &str) -> Option<RuleId> {
    registered()
        .iter()
        .find(|a| a.rule.name() == name)
        .map(|a| a.id)
}

/// Registers `rule` for the whole program and returns its family. Registering the same rule
/// again returns the same family.
///
/// # Errors
///
/// Its name is a built-in family's or another rule's, or [`MAX_CUSTOM`] rules are registered.
pub fn register(rule: &'static dyn CustomRule) -> Result<Rules, RegisterError> {
    let mut registry = REGISTRY.lock().unwrap_or_else(|e| e.into_inner());
    let name = rule.name();
    if let Some(a) = registry.iter().find(|a| a.rule.name() == name) {
        return if std::ptr::addr_eq(a.rule, rule) {
            Ok(a.id.family())
        } else {
            Err(RegisterError::NameTaken(name))
        };
    }
    if Rules::builtin_names().any(|n| n == name) || name == "none" {
        return Err(RegisterError::NameTaken(name));
    }
    if registry.len() == MAX_CUSTOM {
        return Err(RegisterError::Full);
    }
    let id = RuleId(registry.len() as u8);
    registry.push(Box::leak(Box::new(Adapter { id, rule })));
    Ok(id.family())
}

impl Adapter {
    /// The rule's id.
    pub(crate) fn id(&self) -> RuleId {
        self.id
    }
}

impl Rule for Adapter {
    fn family(&self) -> &'static str {
        self.rule.name()
    }

    fn scope(&self) -> Scope {
        self.rule.scope()
    }

    fn passes(&self, config: &Config, _: &Layout) -> Option<std::ops::RangeInclusive<u8>> {
        config.rules.contains(self.id.family()).then_some(0..=0)
    }

    fn apply_house(
        &self,
        _: u8,
        house: House,
        cx: &mut RuleContext<'_, HouseChanges>,
    ) -> Result<(), Contradiction> {
        let mut custom = CustomContext {
            layout: cx.layout,
            graph: cx.graph,
            out: cx.out,
            id: self.id,
        };
        self.rule.apply(Slice::House(house), &mut custom)
    }

    fn apply_number(
        &self,
        _: u8,
        number: Number,
        cx: &mut RuleContext<'_, NumberChanges>,
    ) -> Result<(), Contradiction> {
        std::mem::take(cx.changes);
        let mut custom = CustomContext {
            layout: cx.layout,
            graph: cx.graph,
            out: cx.out,
            id: self.id,
        };
        self.rule.apply(Slice::Number(number), &mut custom)
    }
}
