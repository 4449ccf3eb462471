//! The difficulty scale: a rating for every step, and the level names for a puzzle's rating.
//!
//! # Ratings
//!
//! The base is the Sudoku Explainer scale for the techniques it names:
//!
//! | technique | rating |
//! | --- | --- |
//! | full house | 1.0 |
//! | hidden single in a box | 1.2 |
//! | hidden single in a row or column | 1.5 |
//! | naked single | 2.3 |
//! | pointing (a box confines a number to a line) | 2.6 |
//! | claiming (a line confines a number to a box) | 2.8 |
//! | naked pair / hidden pair | 3.0 / 3.4 |
//! | naked triple / hidden triple | 3.6 / 4.0 |
//! | naked quad / hidden quad | 5.0 / 5.4 |
//! | X-Wing / Swordfish / Jellyfish | 3.2 / 3.8 / 5.2 |
//! | Skyscraper / 2-String Kite, Turbot Fish / through a group (Empty Rectangle among them) | 4.0 / 4.1 / 4.3 |
//! | XY-Wing / XYZ-Wing | 4.2 / 4.4 |
//! | X-Chain of 3 / 4 strong links | 5.4–5.7 / 5.8–6.1 ([`chain_rating`]) |
//! | WXYZ-Wing / VWXYZ-Wing / UVWXYZ-Wing / TUVWXYZ-Wing | 5.5–5.6 / 6.2–6.4 / 6.6 / 7.5 |
//! | Unique Rectangle types 1 to 4 / Unique Loop of 6, 8, 10+ cells ([`unique_rating`]) | 4.5 / 4.6, 4.7, 5.0, type 3 + 0.1 per number of its subset above one |
//! | BUG+1 / BUG types 2, 4 / BUG type 3 | 5.6 / 5.7 / 5.7 + 0.1 per number of its subset above one |
//! | longer X-Chain / XY-Chain, W-Wing, Remote Pair, AIC | 6.6 / 7.0, + [`length_bonus`] |
//! | Simple Colors Trap / Wrap (HoDoKu's; not on SE's scale) | as an X-Chain of the cluster's candidates through its links' houses ([`chain_rating`]) |
//! | ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom, Sue de Coq | 8.5 + [`length_bonus`] of cells + sets ([`als_rating`]) |
//! | Nishio / cell, region / dynamic / dynamic (+) forcing chains | 7.5 / 8.0 / 8.5 / 9.0, + [`length_bonus`] ([`forcing_rating`]) |
//! | nested forcing chains (+ forcing chains / + multiple / + dynamic) | 9.5 / 10.0 / 10.5, + [`length_bonus`] (nested chains counted) |
//! | Template Set, Template Delete (HoDoKu's; not on SE's scale; family `templates`) | 15.0 |
//! | brute force (beyond the techniques) | 20.0 |
//!
//! It is extended as follows:
//!
//! - **Larger fish**: Sudoku Explainer stops at Jellyfish; each line above four adds 0.5, as
//!   for subsets: Squirmbag 5.7, Whale 6.2, Leviathan 6.7, a fish of k ≥ 8 lines
//!   5.2 + 0.5·(k − 4). A fish of k lines then always rates between the naked and the hidden
//!   subset of k, as X-Wing, Swordfish and Jellyfish do on SE's scale.
//! - **Finned and sashimi fish**, which Sudoku Explainer does not name: the fish of their size
//!   plus 0.2 when finned, plus 0.3 when sashimi (Finned X-Wing 3.4, Sashimi X-Wing 3.5, Finned
//!   Swordfish 4.0, Sashimi Swordfish 4.1, Finned Jellyfish 5.4, Sashimi Jellyfish 5.5): harder
//!   than the plain fish, which a person checks first, and still below the next size's.
//! - **Franken and mutant fish** (boxes or extra houses among the base or cover houses; mutant
//!   when rows and columns mix on a side, or extra houses take part), which Sudoku Explainer
//!   does not name either: the fish of their size plus 0.4 (Franken), 0.6 (finned Franken), 0.8
//!   (mutant) or 1.0 (finned mutant), in HoDoKu's order of difficulty: after the finned and
//!   sashimi fish of the same size (Franken X-Wing 3.6 … finned mutant Jellyfish 6.2).
//! - **Direct techniques** (Sudoku Explainer's): a hidden pair or triple whose removals leave
//!   another number one place in its house, or a pointing whose removals leave the number one
//!   place in a box, counts by the hidden single it yields: Direct Pointing 1.7, Direct Hidden
//!   Pair 2.0, Direct Hidden Triple 2.5 (with the `direct` family, on in explanations by
//!   default). No claiming is counted direct: Sukaku Explainer's paths of se_rated_low400 have
//!   none, and counting claimings direct (by a single in a line of a cleared cell) brought the
//!   agreement on SE 2.5–4.0 down from 76.8% to 35.4%.
//! - **Larger subsets**: each size above four adds 0.5 on its side, so a naked subset of k ≥ 5
//!   cells rates 5.0 + 0.5·(k − 4) and a hidden one 5.4 + 0.5·(k − 4) (naked 5 = 5.5, hidden
//!   5 = 5.9, naked 6 = 6.0, …). The order stays naked k < hidden k < naked k + 1 for every k.
//! - **Uniqueness patterns Sudoku Explainer does not name** (HoDoKu's Unique Rectangle types 5
//!   and 6, Hidden Rectangle): type 5 is what SE counts as a type 2 (one extra number in two
//!   diagonal or three corners), so 4.5 as there; type 6 and Hidden Rectangle read conjugate
//!   pairs around the rectangle, one step more than types 1 to 4: 4.6.
//! - **Extra houses** (variants): a hidden single in an extra house rates as in a line (1.5); a
//!   number confined by any pair of houses other than box/line rates as claiming (2.8), the
//!   harder of the two. Subsets rate by size alone, whatever the house.
//! - **Grid size**: ratings do not depend on it. A hidden pair is a hidden pair in a 4×4 grid
//!   and in a 25×25 one; larger grids rate higher only by needing larger subsets.
//!
//! A puzzle's rating is the hardest step on its simplest-first path (0.0 when it needs no
//! step).
//!
//! # Levels
//!
//! | level | when |
//! | --- | --- |
//! | `easy` | solved, rating ≤ 1.5: full houses and hidden singles |
//! | `medium` | solved, rating ≤ 2.8: naked singles, pointing, claiming |
//! | `hard` | solved, rating ≤ 4.0: pairs, triples, X-Wing, Swordfish |
//! | `fiendish` | solved, rating ≤ 5.4: quads, Jellyfish |
//! | `extreme` | solved, rating > 5.4: subsets and fish of five or more, chains, forcing chains |
//! | `needs_search` | solved with brute force; or stuck: the rules stall and the puzzle has one solution (search finds it), or a bounded search could not tell |
//! | `several_solutions` | stuck, and the puzzle has several solutions |
//! | `no_solution` | the steps expose a contradiction, or they stall and the puzzle has no solution |
//! | `unknown` | the explanation stopped at its time limit ([`Explainer::with_deadline`](super::Explainer::with_deadline)) before it ended |

use std::fmt;

use crate::layout::HouseKind;

pub use super::outcome::Ending;
use super::step::Technique;

/// A difficulty rating, kept in tenths so that ratings compare and print exactly.
///
/// # Examples
///
/// ```
/// use sudograph::trace::Rating;
///
/// let pair = Rating::from_tenths(30);
/// assert_eq!(pair.to_string(), "3.0");
/// assert_eq!(pair.value(), 3.0);
/// assert!(Rating::from_tenths(26) < pair);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Rating(u16);

impl Rating {
    /// No difficulty: the rating of a puzzle that needs no step.
    pub const ZERO: Rating = Rating(0);

    /// The rating `tenths / 10`.
    pub const fn from_tenths(tenths: u16) -> Rating {
        Rating(tenths)
    }

    /// The rating in tenths.
    pub const fn tenths(self) -> u16 {
        self.0
    }

    /// The rating as a number, e.g. 3.4.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// The rating of a step of `technique` whose pattern has `size` cells (subsets) or base lines
/// (fish; ignored for the others), found in a house of kind `house` (the confining house for intersections; used for
/// hidden singles only).
///
/// # Examples
///
/// ```
/// use sudograph::HouseKind;
/// use sudograph::trace::{Technique, rating};
///
/// assert_eq!(rating(Technique::HiddenSingle, 1, HouseKind::Box).to_string(), "1.2");
/// assert_eq!(rating(Technique::HiddenSingle, 1, HouseKind::Row).to_string(), "1.5");
/// assert_eq!(rating(Technique::NakedSubset, 6, HouseKind::Row).to_string(), "6.0");
/// assert_eq!(rating(Technique::HiddenSubset, 5, HouseKind::Row).to_string(), "5.9");
/// ```
pub fn rating(technique: Technique, size: usize, house: HouseKind) -> Rating {
    use Technique::*;
    // Sizes above 64 do not exist; the bound keeps the arithmetic in range for any input.
    let above_four = size.clamp(4, 64) as u16 - 4;
    if let Custom(id) = technique {
        return id.rule().rating();
    }
    Rating(match technique {
        FullHouse => 10,
        HiddenSingle if house == HouseKind::Box => 12,
        HiddenSingle => 15,
        NakedSingle => 23,
        Pointing => 26,
        Claiming | Intersection => 28,
        NakedPair | LockedPair => 30,
        HiddenPair => 34,
        NakedTriple | LockedTriple => 36,
        HiddenTriple => 40,
        NakedQuad => 50,
        HiddenQuad => 54,
        NakedSubset => 50 + 5 * above_four,
        HiddenSubset => 54 + 5 * above_four,
        XWing => 32,
        Swordfish => 38,
        Jellyfish | Squirmbag | Whale | Leviathan | Fish => 52 + 5 * above_four,
        FinnedXWing => 34,
        SashimiXWing => 35,
        FinnedSwordfish => 40,
        SashimiSwordfish => 41,
        FinnedJellyfish => 54,
        SashimiJellyfish => 55,
        FrankenXWing => 36,
        FrankenSwordfish => 42,
        FrankenJellyfish => 56,
        FinnedFrankenXWing => 38,
        FinnedFrankenSwordfish => 44,
        FinnedFrankenJellyfish => 58,
        MutantXWing => 40,
        MutantSwordfish => 46,
        MutantJellyfish => 60,
        FinnedMutantXWing => 42,
        FinnedMutantSwordfish => 48,
        FinnedMutantJellyfish => 62,
        DirectPointing => 17,
        DirectHiddenPair => 20,
        DirectHiddenTriple => 25,
        Skyscraper => 40,
        TwoStringKite | TurbotFish | DualTwoStringKite => 41,
        EmptyRectangle | DualEmptyRectangle => 43,
        XYWing => 42,
        XYZWing => 44,
        WXYZWing => 55 + bent_bonus(size, 4),
        VWXYZWing => 62 + bent_bonus(size, 5),
        UVWXYZWing => 66,
        UniqueRectangle1
        | UniqueRectangle2
        | UniqueRectangle3
        | UniqueRectangle3Hidden
        | UniqueRectangle4
        | UniqueRectangle5
        | UniqueRectangle6
        | HiddenRectangle
        | AvoidableRectangle1
        | AvoidableRectangle2
        | BugPlusOne
        | BugType2
        | BugType3
        | BugType4 => return unique_rating(technique, 4, size),
        UniqueLoop1 | UniqueLoop2 | UniqueLoop3 | UniqueLoop3Hidden | UniqueLoop4 => {
            return unique_rating(technique, 6, size);
        }
        BruteForce => 200,
        TemplateSet | TemplateDelete => TEMPLATE,
        TUVWXYZWing => 75,
        XChain => return chain_rating(XChain, size, &[], false),
        WWing | XYChain | RemotePair | Aic => 70 + length_bonus(size),
        GroupedAic => 70 + GROUPED_BONUS + length_bonus(size),
        XCycle | YCycle | ContinuousNiceLoop | GroupedContinuousNiceLoop => {
            return cycle_rating(technique, size);
        }
        SimpleColorsTrap | SimpleColorsWrap | MultiColors1 | MultiColors2 => {
            return chain_rating(technique, size, &[], false);
        }
        AlsXz | AlsXyWing | AlsXyChain | DeathBlossom | SueDeCoq => return als_rating(size),
        NishioForcingChain
        | CellForcingChain
        | RegionForcingChain
        | DynamicContradictionForcingChain
        | DynamicDoubleForcingChain
        | DynamicCellForcingChain
        | DynamicRegionForcingChain
        | DynamicContradictionForcingChainPlus
        | DynamicDoubleForcingChainPlus
        | DynamicCellForcingChainPlus
        | DynamicRegionForcingChainPlus
        | NestedContradictionForcingChain
        | NestedDoubleForcingChain
        | NestedCellForcingChain
        | NestedRegionForcingChain
        | NestedMultipleContradictionForcingChain
        | NestedMultipleDoubleForcingChain
        | NestedMultipleCellForcingChain
        | NestedMultipleRegionForcingChain
        | NestedDynamicContradictionForcingChain
        | NestedDynamicDoubleForcingChain
        | NestedDynamicCellForcingChain
        | NestedDynamicRegionForcingChain => return forcing_rating(technique, size),
        Custom(_) => 0,
    })
}

/// The rating of a uniqueness step of `technique` over a rectangle or loop of `cells` cells
/// whose type 3 subset has `subset` numbers (naked) or other cells (hidden); `subset` is the
/// naked subset's numbers for BUG type 3 and is ignored by the other types. Sudoku Explainer's
/// (UniqueLoopHint, Bug*Hint): 4.5 for a rectangle, plus 0.1 for a loop of 6 cells, 0.2 of 8,
/// 0.5 of 10 or more; type 3 adds 0.1 per subset member above one. BUG+1 5.6, BUG types 2 and
/// 4 5.7, BUG type 3 5.7 plus 0.1 per number of its subset above one. Unique Rectangle type 5
/// (SE's type 2 off a line) 4.5; type 6 and Hidden Rectangle 4.6.
///
/// ```
/// use sudograph::trace::Technique;
/// use sudograph::trace::scale::unique_rating;
///
/// assert_eq!(unique_rating(Technique::UniqueRectangle1, 4, 1).to_string(), "4.5");
/// assert_eq!(unique_rating(Technique::UniqueRectangle3, 4, 3).to_string(), "4.7");
/// assert_eq!(unique_rating(Technique::UniqueLoop1, 8, 1).to_string(), "4.7");
/// assert_eq!(unique_rating(Technique::UniqueLoop3, 10, 2).to_string(), "5.1");
/// assert_eq!(unique_rating(Technique::BugType3, 0, 3).to_string(), "5.9");
/// ```
pub fn unique_rating(technique: Technique, cells: usize, subset: usize) -> Rating {
    use Technique::*;
    let loop_bonus: u16 = match cells {
        10.. => 5,
        8 | 9 => 2,
        6 | 7 => 1,
        _ => 0,
    };
    // Subsets above 64 do not exist; the bound keeps the arithmetic in range for any input.
    let above_one = subset.clamp(1, 64) as u16 - 1;
    Rating(match technique {
        UniqueRectangle6 | HiddenRectangle => 46,
        UniqueRectangle3 | UniqueRectangle3Hidden | UniqueLoop3 | UniqueLoop3Hidden => {
            45 + loop_bonus + above_one
        }
        BugPlusOne => 56,
        BugType2 | BugType4 => 57,
        BugType3 => 57 + above_one,
        _ => 45 + loop_bonus,
    })
}

/// Template Set and Template Delete, in tenths: 15.0. Sudoku Explainer has no templates;
/// HoDoKu counts them a last resort, scored as brute force. So they rate above every forcing
/// chain (nested dynamic ones start at 10.5) and below brute force (20.0): with `templates`
/// on, an explanation takes them only where nothing but brute force would do (`docs/rules.md`).
pub(crate) const TEMPLATE: u16 = 150;

/// What a group node adds to a chain's rating, in tenths: Sudoku Explainer's bonus for its
/// grouped strong-link patterns (a grouped Turbot Fish 0.3 above the plain one), carried to the
/// grouped chains and loops of several numbers it does not have (`docs/rules.md`).
pub(crate) const GROUPED_BONUS: u16 = 3;

/// The rating of a loop of `technique` with `nodes` nodes: Sudoku Explainer's bidirectional
/// cycles, 6.5 for one kind of link (X-Cycle, Y-Cycle), 7.0 for both, plus the length bonus of
/// `nodes − 2`; a Grouped Continuous Nice Loop 7.3 (7.0 and the grouped bonus, whatever its
/// numbers) plus the same length bonus.
pub fn cycle_rating(technique: Technique, nodes: usize) -> Rating {
    let base = match technique {
        Technique::ContinuousNiceLoop => 70,
        Technique::GroupedContinuousNiceLoop => 70 + GROUPED_BONUS,
        _ => 65,
    };
    Rating(base + length_bonus(nodes.saturating_sub(2)))
}

/// The rating of a forcing step of `technique` whose branches needed `nodes` potentials in all:
/// Sudoku Explainer's base for its level (Nishio 7.5; cell and region forcing chains over the
/// state's links 8.0; dynamic 8.5; dynamic (+) 9.0; nested 9.5, 10.0, 10.5) plus the length
/// bonus of `nodes − 2` (a nested step's nodes include its nested chains').
pub fn forcing_rating(technique: Technique, nodes: usize) -> Rating {
    use Technique::*;
    let base = match technique {
        NishioForcingChain => 75,
        CellForcingChain | RegionForcingChain => 80,
        DynamicContradictionForcingChain
        | DynamicDoubleForcingChain
        | DynamicCellForcingChain
        | DynamicRegionForcingChain => 85,
        NestedContradictionForcingChain
        | NestedDoubleForcingChain
        | NestedCellForcingChain
        | NestedRegionForcingChain => 95,
        NestedMultipleContradictionForcingChain
        | NestedMultipleDoubleForcingChain
        | NestedMultipleCellForcingChain
        | NestedMultipleRegionForcingChain => 100,
        NestedDynamicContradictionForcingChain
        | NestedDynamicDoubleForcingChain
        | NestedDynamicCellForcingChain
        | NestedDynamicRegionForcingChain => 105,
        _ => 90,
    };
    Rating(base + length_bonus(nodes.saturating_sub(2)))
}

/// The rating of an almost-locked-set step (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom,
/// Sue de Coq) whose pattern has `nodes` = its cells plus its sets. Sudoku Explainer has none
/// of these: the step "this set lacks x, so its other numbers are all placed in it" is not one
/// of its chains' links but follows through singles inside the set, which only its dynamic
/// forcing chains do. So they rate as those, 8.5 plus the length bonus of `nodes` (an ALS-XZ
/// of two bivalue cells, 8.5; an ALS-XY-Chain of four bivalue cells, 8.7), and a forcing chain
/// of the same rating is taken before them. Measured against SE's ratings, a base of 7.0 (the
/// static chains') took se_rated_2000's band 7.5 and up from 96.7% to 50.8% within 0.1, 8.0 to
/// 95.0%, 8.5 left it as it was (`docs/rules.md`).
pub fn als_rating(nodes: usize) -> Rating {
    Rating(85 + length_bonus(nodes))
}

/// Sudoku Explainer's bonus for a bent set of `digits` numbers whose largest cell holds
/// `biggest` candidates: `(digits − 3) − |3 − biggest|` tenths, at least 0.
fn bent_bonus(biggest: usize, digits: usize) -> u16 {
    let b = biggest.clamp(1, 64) as i32;
    ((digits as i32 - 3) - (3 - b).abs()).max(0) as u16
}

/// Sudoku Explainer's length bonus for chains, in tenths: 0.1 for each of the lengths
/// 4, 6, 8, 12, 16, 24, 32, … (alternately × 3/2 and × 4/3) that `length` exceeds.
///
/// ```
/// use sudograph::trace::scale::length_bonus;
///
/// assert_eq!(length_bonus(4), 0);
/// assert_eq!(length_bonus(5), 1);
/// assert_eq!(length_bonus(8), 2);
/// assert_eq!(length_bonus(9), 3);
/// assert_eq!(length_bonus(13), 4);
/// ```
pub fn length_bonus(length: usize) -> u16 {
    // The lengths are 4·2^k and 6·2^k (k ≥ 0): those at most `length − 1` are counted from
    // its logarithm (asked for every branch of a forcing step, thousands of nodes long).
    if length <= 4 {
        return 0;
    }
    let most = length - 1;
    let fours = most.ilog2() - 1;
    let sixes = (most / 3).ilog2();
    (fours + sixes) as u16
}

/// The rating of a chain of `technique` with `nodes` nodes whose strong links between cells
/// lie in houses of `kinds` (in order; used for X-chains of two to four strong links), `grouped`
/// when a node is a group of cells.
///
/// Chains of one number with two to four strong links rate as Sudoku Explainer's strong-link
/// patterns: 4.0, 5.4, 5.8 for two, three, four links, plus 0.1 when a box or both kinds of
/// line hold them, 0.2 when a box and both kinds of line do (so a Skyscraper is 4.0, a 2-String
/// Kite or Turbot fish 4.1), or plus 0.3 whatever the houses when a node is a group. Longer X-chains rate as its Forcing X-Chain, 6.6 plus the length
/// bonus; chains of several numbers as its Forcing Chain, 7.0 plus the length bonus (the
/// length being the number of nodes); a Grouped AIC (family `grouped`) as an AIC plus the grouped
/// bonus, 7.3 plus the length bonus. XY-Wings are 4.2. Simple Colors steps (Trap, Wrap) rate
/// as the X-chain their cluster could be at most: `nodes` its candidates, `kinds` the houses
/// of its conjugate links. Every trap elimination, and the candidates of a wrap's odd loop, are
/// also an X-chain's along the cluster, of no more nodes and through no other kinds of houses,
/// so such a step never rates below that chain (`docs/rules.md`, Simple Colors).
pub fn chain_rating(
    technique: Technique,
    nodes: usize,
    kinds: &[HouseKind],
    grouped: bool,
) -> Rating {
    use Technique::*;
    match technique {
        // A cluster of conjugate pairs rates as the longest X-chain along it.
        // Two clusters rate as the longest X-chain through both and a weak link between them.
        SimpleColorsTrap | SimpleColorsWrap | MultiColors1 | MultiColors2 => {
            chain_rating(XChain, nodes, kinds, grouped)
        }
        // A dual step rates as each of its two chains: the caller gives the higher's.
        DualTwoStringKite => chain_rating(TwoStringKite, nodes, kinds, grouped),
        DualEmptyRectangle => chain_rating(EmptyRectangle, nodes, kinds, grouped),
        Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | XChain
            if (4..=8).contains(&nodes) =>
        {
            let base = [40, 54, 58][nodes / 2 - 2];
            let has = |k: HouseKind| kinds.contains(&k);
            let lines = usize::from(has(HouseKind::Row)) + usize::from(has(HouseKind::Column));
            let bonus = match (grouped, has(HouseKind::Box), lines) {
                (true, _, _) => GROUPED_BONUS,
                (false, false, 0 | 1) => 0,
                (false, true, 2) => 2,
                _ => 1,
            };
            Rating(base + bonus)
        }
        XChain => Rating(66 + length_bonus(nodes)),
        _ => rating(technique, nodes, HouseKind::Row),
    }
}

/// A band of difficulty, from easy to "needs search", then the levels of puzzles the techniques
/// do not rate: several solutions, no solution, unknown (see the module docs for the bands).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    /// Full houses and hidden singles (rating ≤ 1.5).
    Easy,
    /// Naked singles and intersections (rating ≤ 2.8).
    Medium,
    /// Pairs, triples, X-Wing and Swordfish (rating ≤ 4.0).
    Hard,
    /// Quads and Jellyfish (rating ≤ 5.4).
    Fiendish,
    /// Subsets and fish of five or more, chains, forcing chains (rating > 5.4).
    Extreme,
    /// Search is needed: brute force finished the explanation, or the techniques stall and
    /// the puzzle has one solution (or a bounded search could not tell).
    NeedsSearch,
    /// The techniques stall and the puzzle has several solutions.
    SeveralSolutions,
    /// The puzzle has no solution.
    NoSolution,
    /// Not known: the explanation stopped at its time limit ([`Ending::Timeout`]).
    Unknown,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 9] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Fiendish,
        Level::Extreme,
        Level::NeedsSearch,
        Level::SeveralSolutions,
        Level::NoSolution,
        Level::Unknown,
    ];

    /// The level of a puzzle whose explanation ended with `ending` after steps rated at most
    /// `rating`.
    ///
    /// # Examples
    ///
    /// ```
    /// use sudograph::trace::{Ending, Level, Rating};
    ///
    /// assert_eq!(Level::of(Rating::from_tenths(12), Ending::Solved), Level::Easy);
    /// assert_eq!(Level::of(Rating::from_tenths(34), Ending::Solved), Level::Hard);
    /// assert_eq!(Level::of(Rating::from_tenths(12), Ending::Stuck), Level::NeedsSearch);
    /// ```
    pub fn of(rating: Rating, ending: Ending) -> Level {
        match ending {
            Ending::Stuck => Level::NeedsSearch,
            Ending::Contradiction => Level::NoSolution,
            Ending::Timeout => Level::Unknown,
            Ending::Solved => match rating.tenths() {
                0..=15 => Level::Easy,
                16..=28 => Level::Medium,
                29..=40 => Level::Hard,
                41..=54 => Level::Fiendish,
                _ => Level::Extreme,
            },
        }
    }

    /// The name in machine output: `easy`, …, `needs_search`, `no_solution`, `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Fiendish => "fiendish",
            Level::Extreme => "extreme",
            Level::NeedsSearch => "needs_search",
            Level::SeveralSolutions => "several_solutions",
            Level::NoSolution => "no_solution",
            Level::Unknown => "unknown",
        }
    }
}

impl fmt::Display for Level {
    /// The name people read: `easy`, …, `needs search`, `no solution`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::NeedsSearch => "needs search",
            Level::SeveralSolutions => "several solutions",
            Level::NoSolution => "no solution",
            other => other.name(),
        })
    }
}

#[cfg(test)]
mod tests;
