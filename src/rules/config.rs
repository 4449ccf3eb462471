//! Which rules run and how far: rule families, the largest subset size, the job order.

use std::fmt;
use std::str::FromStr;

/// A set of rule families.
///
/// `subsets` is the group rule on both sides of a house (`naked` and `hidden`, singles
/// included); `intersections` is the rule for a number confined to the overlap of two houses;
/// `fish` is the group rule on a number's rows × columns (X-Wing, Swordfish, …); `finned` adds
/// finned and sashimi fish to it.
///
/// # Examples
///
/// ```
/// use sudograph::Rules;
///
/// let rules: Rules = "subsets,intersections,fish".parse()?;
/// assert_eq!(rules, Rules::default());
/// assert_eq!(
///     "subsets,intersections,franken,direct,grouped,wings,uniqueness_extra,forcing,search,als,\
///      templates"
///         .parse::<Rules>()?,
///     Rules::ALL
/// );
/// assert!(Rules::FRANKEN.contains(Rules::FINNED));
/// assert!(Rules::FINNED.contains(Rules::FISH));
/// assert!(!"subsets,intersections".parse::<Rules>()?.contains(Rules::FISH));
/// assert!("naked".parse::<Rules>()?.contains(Rules::NAKED));
/// assert!("pairs".parse::<Rules>().is_err());
/// # Ok::<(), sudograph::UnknownRule>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules(u64);

impl Rules {
    /// No rule.
    pub const NONE: Rules = Rules(0);
    /// Naked subsets: k cells with k candidates between them (k = 1 is a naked single).
    pub const NAKED: Rules = Rules(1);
    /// Hidden subsets: k numbers with k places between them (k = 1 is a hidden single).
    pub const HIDDEN: Rules = Rules(2);
    /// Both sides of the group rule.
    pub const SUBSETS: Rules = Rules(3);
    /// A number confined to the overlap of two houses (pointing, claiming).
    pub const INTERSECTIONS: Rules = Rules(4);
    /// The group rule on one number's places: k rows whose places lie in k columns, or the
    /// reverse (X-Wing, Swordfish, Jellyfish and larger fish).
    pub const FISH: Rules = Rules(8);
    /// Fish and finned fish (fins in one box; sashimi too), sizes 2 to 4. It includes `fish`:
    /// a finned fish whose fins are gone is a fish.
    pub const FINNED: Rules = Rules(24);
    /// Finned fish, and Franken and mutant fish: boxes and extra houses among the base or cover
    /// houses, fins anywhere (sizes 2 to 4, grids of at most 128 cells). It includes `finned`.
    pub const FRANKEN: Rules = Rules(56);
    /// Direct techniques in explanations: a pointing, hidden pair or hidden triple that yields a
    /// hidden single is named and rated by it, as Sudoku Explainer does (Direct Pointing 1.7,
    /// Direct Hidden Pair 2.0, Direct Hidden Triple 2.5). Propagation does not change.
    pub const DIRECT: Rules = Rules(64);
    /// Chains over the candidate graph, in explanations: the single-number patterns
    /// (Skyscraper, 2-String Kite, Turbot fish, Empty Rectangle), X-chains, XY-chains, W-Wings,
    /// Remote Pairs, and alternating inference chains with grouped nodes (nice loops).
    /// Propagation does not run them.
    pub const CHAINS: Rules = Rules(1 << 7);
    /// Wings, in explanations: XY-Wing, and the bent sets XYZ-Wing and WXYZ-Wing and larger.
    /// Propagation does not run them.
    pub const WINGS: Rules = Rules(1 << 8);
    /// Uniqueness, in explanations: Unique Rectangles (types 1 to 5), Unique Loops and BUG. They
    /// assume the puzzle has one solution (`--no-uniqueness` takes them away). Propagation does
    /// not run them.
    pub const UNIQUENESS: Rules = Rules(1 << 9);
    /// Uniqueness and HoDoKu's Unique Rectangle type 6, Hidden Rectangle and rectangles with a
    /// missing candidate (a corner holding one of the two numbers only), which Sudoku Explainer
    /// does not have: off by default, since at their rating (4.5–4.6) they take the place of
    /// the chains SE rates 6.5 and more (see `docs/rules.md`). It includes `uniqueness`.
    pub const UNIQUENESS_EXTRA: Rules = Rules(1 << 9 | 1 << 13);
    /// Forcing chains and nets, in explanations: each candidate of a cell or each place of a
    /// number in a house followed through singles, and a candidate whose assumption leads to a
    /// contradiction. Propagation does not run them.
    pub const FORCING: Rules = Rules(1 << 10);
    /// Brute force in explanations, the last resort: when no other technique applies, a
    /// bounded search proves which candidates of one cell lead to no solution (grids of side 9
    /// or less). Propagation does not run it.
    pub const SEARCH: Rules = Rules(1 << 11);
    /// Almost locked sets, in explanations: ALS-XZ (singly and doubly linked), ALS-XY-Wing,
    /// ALS-XY-Chain, Death Blossom, and Sue de Coq (two sets around a box ∩ line). Propagation does not run
    /// them.
    pub const ALS: Rules = Rules(1 << 12);
    /// Chains and grouped chains of several numbers, in explanations: alternating inference
    /// chains and continuous nice loops through group nodes (a number's places in a box ∩
    /// line) that `chains` does not look for (HoDoKu's Grouped AIC and Grouped Nice Loops).
    /// Off by default: Sudoku Explainer, whose ratings explanations follow, has no grouped
    /// chains of several numbers (see `docs/rules.md`). It includes `chains`.
    pub const GROUPED: Rules = Rules(1 << 7 | 1 << 14);
    /// Templates, in explanations: HoDoKu's Template Set and Template Delete, from the
    /// placements of one number over the whole grid that fit the state (9×9 classic grids
    /// only). Off by default: Sudoku Explainer has none, and HoDoKu counts them a last resort
    /// (see `docs/rules.md`). Propagation does not run them.
    pub const TEMPLATES: Rules = Rules(1 << 15);
    /// The families only explanations run: chains (and grouped chains), wings, uniqueness (and
    /// its extra patterns), forcing chains, search, almost locked sets, templates. Propagation
    /// ignores them.
    pub const EXPLAIN_ONLY: Rules = Rules(0xff80);
    /// Every rule family.
    pub const ALL: Rules = Rules(0xffff);
    /// The explanations' default (`explain`, `hint`, `rate`, [`Explainer`](crate::trace::Explainer)):
    /// every family but `finned`, `franken`, `uniqueness_extra`, `grouped` and `templates`.
    /// Their patterns are not on Sudoku Explainer's scale, whose ratings explanations follow: the chains find
    /// what they remove, rated as SE rates it (see `docs/rules.md`).
    pub const EXPLAIN: Rules = Rules(0x1fff & !48);
    /// The default families: subsets, intersections and fish; finned fish, which cost more
    /// than they remove in propagation, are the explanations' default (see `docs/rules.md`).
    pub const DEFAULT: Rules = Rules(15);

    const NAMES: [(&'static str, Rules); 17] = [
        ("subsets", Rules::SUBSETS),
        ("naked", Rules::NAKED),
        ("hidden", Rules::HIDDEN),
        ("intersections", Rules::INTERSECTIONS),
        ("franken", Rules::FRANKEN),
        ("direct", Rules::DIRECT),
        ("finned", Rules::FINNED),
        ("fish", Rules::FISH),
        ("grouped", Rules::GROUPED),
        ("chains", Rules::CHAINS),
        ("wings", Rules::WINGS),
        ("uniqueness_extra", Rules::UNIQUENESS_EXTRA),
        ("uniqueness", Rules::UNIQUENESS),
        ("forcing", Rules::FORCING),
        ("search", Rules::SEARCH),
        ("als", Rules::ALS),
        ("templates", Rules::TEMPLATES),
    ];

    /// The set with these bits (custom rules' families start at bit 16).
    pub(crate) const fn from_bits(bits: u64) -> Rules {
        Rules(bits)
    }

    /// The built-in families' names.
    pub(crate) fn builtin_names() -> impl Iterator<Item = &'static str> {
        Rules::NAMES.iter().map(|&(name, _)| name)
    }

    /// Whether every family of `other` is in `self`.
    #[inline]
    pub const fn contains(self, other: Rules) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether some family of `other` is in `self`.
    #[inline]
    pub const fn intersects(self, other: Rules) -> bool {
        self.0 & other.0 != 0
    }

    /// The union of two sets of families.
    #[inline]
    pub const fn with(self, other: Rules) -> Rules {
        Rules(self.0 | other.0)
    }

    /// `self` without the families of `other` (and without those that include them: taking
    /// `fish` away takes `finned` and `franken` too, since they include it).
    #[inline]
    pub const fn without(self, other: Rules) -> Rules {
        Rules(self.0 & !other.0)
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::DEFAULT
    }
}

impl fmt::Display for Rules {
    /// The shortest comma-separated list of family names, e.g. `subsets,intersections`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut left = *self;
        let mut first = true;
        for (name, rules) in Rules::NAMES {
            if left.contains(rules) && rules.0 != 0 {
                write!(f, "{}{name}", if first { "" } else { "," })?;
                left = Rules(left.0 & !rules.0);
                first = false;
            }
        }
        for adapter in super::custom::registered() {
            let (family, name) = (adapter.id().family(), adapter.id().rule().name());
            if left.contains(family) {
                write!(f, "{}{name}", if first { "" } else { "," })?;
                left = Rules(left.0 & !family.0);
                first = false;
            }
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

/// A rule family name that is not known.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "unknown rule family {name:?}: expected subsets, naked, hidden, intersections, fish, finned, \
     franken, direct, chains, grouped, wings, uniqueness, uniqueness_extra, forcing, search, als, \
     templates, a registered custom rule, or none"
)]
pub struct UnknownRule {
    /// The name given.
    pub name: String,
}

impl FromStr for Rules {
    type Err = UnknownRule;

    /// Parses a comma-separated list of `subsets`, `naked`, `hidden`, `intersections`, `fish`,
    /// `finned`, `franken`, `direct`, `chains`, `grouped`, `wings`, `uniqueness`,
    /// `uniqueness_extra`, `forcing`, `search`, `als`, `templates`, or `none`.
    fn from_str(s: &str) -> Result<Rules, UnknownRule> {
        let mut rules = Rules::NONE;
        for name in s.split(',').map(str::trim) {
            if name == "none" {
                continue;
            }
            let found = Rules::NAMES
                .iter()
                .find(|(n, _)| *n == name)
                .map(|&(_, r)| r);
            let custom = || super::custom::by_name(name).map(|id| id.family());
            let family = found.or_else(custom).ok_or_else(|| UnknownRule {
                name: name.to_string(),
            })?;
            rules = rules.with(family);
        }
        Ok(rules)
    }
}

/// The order in which queued rule jobs run.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum JobOrder {
    /// Simplest rule first (singles, intersections, subsets and fish by growing size), then
    /// lowest house or number.
    #[default]
    Simplest,
    /// Any queued job, picked pseudo-randomly from this seed. The fixpoint is the same; this
    /// exists to test that it is.
    Shuffled(u64),
}

/// What propagation runs: rule families, the largest subset or fish size, the job order.
///
/// # Examples
///
/// ```
/// use sudograph::{Config, Rules};
///
/// // Singles and intersections only: the usual configuration for search.
/// let config = Config::default().with_max_size(Some(1));
/// assert_eq!(config.rules, Rules::DEFAULT);
/// assert_eq!(config.rules.to_string(), "subsets,intersections,fish");
/// let naked_only = Config::default().with_rules(Rules::NAKED);
/// assert!(!naked_only.rules.contains(Rules::HIDDEN));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub struct Config {
    /// The rule families that run. Default: [`Rules::DEFAULT`] (all but finned fish).
    pub rules: Rules,
    /// The largest subset (naked or hidden) and the largest fish looked for; `None` is no
    /// bound, `Some(1)` is singles only, `Some(0)` turns the subset and fish rules off.
    /// Default: no bound.
    pub max_size: Option<usize>,
    /// The order of rule jobs. Default: simplest first.
    pub order: JobOrder,
}

impl Config {
    /// This configuration with `rules`.
    pub fn with_rules(mut self, rules: Rules) -> Config {
        self.rules = rules;
        self
    }

    /// This configuration with `max_size`.
    pub fn with_max_size(mut self, max_size: Option<usize>) -> Config {
        self.max_size = max_size;
        self
    }

    /// This configuration with the job order `order`.
    pub fn with_order(mut self, order: JobOrder) -> Config {
        self.order = order;
        self
    }

    /// This configuration with the custom rule `rule` too, registered for the whole program if
    /// it was not (see [`register`](super::custom::register)).
    ///
    /// # Errors
    ///
    /// Its name is taken, or there is no room for another custom rule.
    pub fn with_rule(
        mut self,
        rule: &'static dyn super::custom::CustomRule,
    ) -> Result<Config, super::custom::RegisterError> {
        self.rules = self.rules.with(super::custom::register(rule)?);
        Ok(self)
    }

    /// The largest subset size, with no bound as 64 (no house is larger).
    pub(crate) fn size_bound(&self) -> usize {
        self.max_size.unwrap_or(64).min(64)
    }

    /// Whether singles run on both sides, so that a number with one place in a house needs no
    /// intersection: the hidden single sets its cell and the naked single clears its peers, the
    /// very removals the intersection would make.
    pub(crate) fn singles_cover_single_places(&self) -> bool {
        self.rules.contains(Rules::SUBSETS) && self.subsets_on()
    }

    /// Whether any subset rule runs.
    pub(crate) fn subsets_on(&self) -> bool {
        self.rules.intersects(Rules::SUBSETS) && self.size_bound() >= 1
    }

    /// Whether fish run (of up to [`size_bound`](Config::size_bound) lines).
    pub(crate) fn fish_on(&self) -> bool {
        self.rules.contains(Rules::FISH) && self.size_bound() >= 1
    }

    /// Whether finned fish run (of two lines up to the bound, at most four).
    pub(crate) fn finned_on(&self) -> bool {
        self.rules.contains(Rules::FINNED) && self.size_bound() >= 2
    }

    /// Whether Franken and mutant fish run (of two base houses up to the bound, at most four).
    pub(crate) fn franken_on(&self) -> bool {
        self.rules.contains(Rules::FRANKEN) && self.size_bound() >= 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_round_trip_through_text() {
        for text in [
            "subsets,intersections,fish",
            "subsets,intersections,finned",
            "finned",
            "subsets,intersections",
            "fish",
            "naked",
            "hidden,intersections",
            "none",
            "subsets",
            "subsets,intersections,chains,forcing",
            "subsets,intersections,direct,fish,chains,wings,uniqueness,forcing,search",
            "subsets,uniqueness_extra",
            "subsets,grouped,wings",
            "subsets,intersections,templates",
        ] {
            let rules: Rules = text.parse().unwrap();
            assert_eq!(rules.to_string(), text);
        }
        assert_eq!("naked,hidden".parse::<Rules>().unwrap(), Rules::SUBSETS);
        assert_eq!("pointing".parse::<Rules>().unwrap_err().name, "pointing");
    }
}
