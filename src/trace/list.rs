//! Listing every step at a state (`hint --all`): what to list, and the list with what it left out.

use super::step::{Step, Technique};

/// The most steps [`Explainer::list_steps`](super::Explainer::list_steps) lists by default
/// (`hint --all --max-steps`). A hard 9×9 state lists a few hundred to a few thousand steps
/// (forcing chains once per conclusion and kind); the bound is for larger grids, where forcing
/// chains could otherwise fill memory.
pub const DEFAULT_MAX_STEPS: usize = 10_000;

/// What [`Explainer::list_steps`](super::Explainer::list_steps) lists: which techniques, and
/// the most steps.
///
/// ```
/// use sudograph::trace::{ListOptions, Technique};
///
/// let options = ListOptions::default()
///     .with_max_steps(50)
///     .with_techniques([Technique::XWing, Technique::DynamicCellForcingChain]);
/// assert_eq!(options.max_steps(), 50);
/// assert_eq!(options.techniques().len(), 2);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ListOptions {
    max_steps: usize,
    techniques: Vec<Technique>,
    nested_budget: Option<u64>,
}

impl Default for ListOptions {
    /// Every technique of the explainer's configuration, at most [`DEFAULT_MAX_STEPS`] steps.
    fn default() -> ListOptions {
        ListOptions {
            max_steps: DEFAULT_MAX_STEPS,
            techniques: Vec::new(),
            nested_budget: None,
        }
    }
}

impl ListOptions {
    /// At most `max` steps, the simplest: lowest rated, the first found among equals. Memory
    /// stays bounded by it (and by the grid): techniques whose steps can outnumber any bound
    /// (forcing chains) keep only the simplest `max` as they go.
    pub fn with_max_steps(mut self, max: usize) -> ListOptions {
        self.max_steps = max;
        self
    }

    /// Only steps of `techniques` (none: every technique of the configuration). Forcing chains
    /// keep one step per conclusion and kind among the techniques named, so naming the levels
    /// wanted (`DynamicCellForcingChain`) lists their steps even where a simpler level has
    /// steps with the same conclusions.
    pub fn with_techniques(
        mut self,
        techniques: impl IntoIterator<Item = Technique>,
    ) -> ListOptions {
        self.techniques = techniques.into_iter().collect();
        self
    }

    /// The nested forcing chains allowed to derive up to `budget` potentials in each level's
    /// search, instead of 3,000,000 (a tenth of an explanation's: docs/rules.md). On hard
    /// states a list usually reaches that budget and says so ([`StepList::budget_hit`]); a
    /// larger one lists more of the nested steps, at the cost of time.
    pub fn with_nested_budget(mut self, budget: u64) -> ListOptions {
        self.nested_budget = Some(budget);
        self
    }

    /// The nested forcing chains' budget asked for, if any.
    pub fn nested_budget(&self) -> Option<u64> {
        self.nested_budget
    }

    /// The most steps listed.
    pub fn max_steps(&self) -> usize {
        self.max_steps
    }

    /// The techniques listed (empty: all).
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }
}

/// The steps available at a state, as [`Explainer::list_steps`](super::Explainer::list_steps)
/// lists them, and what it left out.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct StepList {
    /// The steps, by rating (the order found among equals).
    pub steps: Vec<Step>,
    /// Steps found but not listed, for the bound on their number: the listed ones are the
    /// simplest.
    pub unlisted: usize,
    /// Whether forcing chains stopped at a bound (see `docs/rules.md`): the nested levels'
    /// budget of work at some level, or the bound of memory that keeps every level from
    /// running on a large, open grid. Steps of those levels may exist that were not found, nor
    /// counted.
    pub budget_hit: bool,
    /// Whether the explainer's time limit
    /// ([`Explainer::with_deadline`](super::Explainer::with_deadline)) passed while listing:
    /// the techniques not asked by then are missing from the list (a technique asked is asked to
    /// the end; forcing chains level by level).
    pub timed_out: bool,
}

impl StepList {
    /// Whether the list holds every step there is (nothing left out, no search stopped short).
    pub fn is_complete(&self) -> bool {
        self.unlisted == 0 && !self.budget_hit && !self.timed_out
    }
}
