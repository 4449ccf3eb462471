//! Kinds of techniques: the technique for a size (`naked(k)`, `fish(k)`, …), the kinds that
//! group techniques (`is_fish`, `is_chain`, …), their rule families and their index in the
//! counts.

use super::Technique;

impl Technique {
    /// The finned fish of `size` lines (2 to 4), sashimi or not.
    pub fn finned(size: usize, sashimi: bool) -> Technique {
        use Technique::*;
        match (size, sashimi) {
            (0..=2, false) => FinnedXWing,
            (0..=2, true) => SashimiXWing,
            (3, false) => FinnedSwordfish,
            (3, true) => SashimiSwordfish,
            (_, false) => FinnedJellyfish,
            (_, true) => SashimiJellyfish,
        }
    }

    /// The Franken or mutant fish of `size` base houses (2 to 4), finned or not.
    pub fn franken(size: usize, finned: bool, mutant: bool) -> Technique {
        use Technique::*;
        let all = match (mutant, finned) {
            (false, false) => [FrankenXWing, FrankenSwordfish, FrankenJellyfish],
            (false, true) => [
                FinnedFrankenXWing,
                FinnedFrankenSwordfish,
                FinnedFrankenJellyfish,
            ],
            (true, false) => [MutantXWing, MutantSwordfish, MutantJellyfish],
            (true, true) => [
                FinnedMutantXWing,
                FinnedMutantSwordfish,
                FinnedMutantJellyfish,
            ],
        };
        all[size.clamp(2, 4) - 2]
    }

    /// Its index in [`Counts`](crate::trace::Counts): its place in [`Technique::ALL`], custom rules'
    /// steps after them.
    pub(crate) fn index(self) -> usize {
        match self {
            Technique::Custom(id) => Technique::ALL.len() + id.index(),
            t => Technique::ALL.iter().position(|&a| a == t).unwrap_or(0),
        }
    }

    /// Whether the technique is a custom rule's.
    pub fn is_custom(self) -> bool {
        matches!(self, Technique::Custom(_))
    }

    /// The number of base houses of a Franken or mutant fish (0 for other techniques).
    pub(crate) fn franken_size(self) -> usize {
        use Technique::*;
        match self {
            FrankenXWing | FinnedFrankenXWing | MutantXWing | FinnedMutantXWing => 2,
            FrankenSwordfish | FinnedFrankenSwordfish | MutantSwordfish | FinnedMutantSwordfish => {
                3
            }
            FrankenJellyfish | FinnedFrankenJellyfish | MutantJellyfish | FinnedMutantJellyfish => {
                4
            }
            _ => 0,
        }
    }

    /// Whether the technique is a Franken or mutant fish, finned or not.
    pub fn is_franken_fish(self) -> bool {
        use Technique::*;
        matches!(
            self,
            FrankenXWing
                | FinnedFrankenXWing
                | FrankenSwordfish
                | FinnedFrankenSwordfish
                | FrankenJellyfish
                | FinnedFrankenJellyfish
                | MutantXWing
                | FinnedMutantXWing
                | MutantSwordfish
                | FinnedMutantSwordfish
                | MutantJellyfish
                | FinnedMutantJellyfish
        )
    }

    /// Whether the technique is a finned or sashimi fish.
    pub fn is_finned_fish(self) -> bool {
        use Technique::*;
        matches!(
            self,
            FinnedXWing
                | SashimiXWing
                | FinnedSwordfish
                | SashimiSwordfish
                | FinnedJellyfish
                | SashimiJellyfish
        )
    }

    /// The fish of `size` lines.
    pub fn fish(size: usize) -> Technique {
        match size {
            0..=2 => Technique::XWing,
            3 => Technique::Swordfish,
            4 => Technique::Jellyfish,
            5 => Technique::Squirmbag,
            6 => Technique::Whale,
            7 => Technique::Leviathan,
            _ => Technique::Fish,
        }
    }

    /// Whether the technique is a fish (base lines whose places lie in as many cover lines).
    pub fn is_fish(self) -> bool {
        use Technique::*;
        matches!(
            self,
            XWing | Swordfish | Jellyfish | Squirmbag | Whale | Leviathan | Fish
        )
    }

    /// The naked technique for a group of `size` cells (a naked single for one).
    pub fn naked(size: usize) -> Technique {
        match size {
            0 | 1 => Technique::NakedSingle,
            2 => Technique::NakedPair,
            3 => Technique::NakedTriple,
            4 => Technique::NakedQuad,
            _ => Technique::NakedSubset,
        }
    }

    /// The hidden technique for a group of `size` numbers (a hidden single for one).
    pub fn hidden(size: usize) -> Technique {
        match size {
            0 | 1 => Technique::HiddenSingle,
            2 => Technique::HiddenPair,
            3 => Technique::HiddenTriple,
            4 => Technique::HiddenQuad,
            _ => Technique::HiddenSubset,
        }
    }

    /// Whether the technique places a value (full house, hidden single, naked single).
    pub fn is_single(self) -> bool {
        matches!(
            self,
            Technique::FullHouse | Technique::HiddenSingle | Technique::NakedSingle
        )
    }

    /// Whether the technique is a naked subset of two or more cells.
    pub fn is_naked_subset(self) -> bool {
        use Technique::*;
        matches!(self, NakedPair | NakedTriple | NakedQuad | NakedSubset)
    }

    /// Whether the technique is a naked pair or triple in a box and a line at once, removing
    /// from both (Locked Pair, Locked Triple).
    pub fn is_locked_subset(self) -> bool {
        matches!(self, Technique::LockedPair | Technique::LockedTriple)
    }

    /// Whether the technique is a hidden subset of two or more numbers (direct or not).
    pub fn is_hidden_subset(self) -> bool {
        use Technique::*;
        matches!(
            self,
            HiddenPair
                | HiddenTriple
                | HiddenQuad
                | HiddenSubset
                | DirectHiddenPair
                | DirectHiddenTriple
        )
    }

    /// Whether the technique is a number confined to the overlap of two houses (direct or not).
    pub fn is_intersection(self) -> bool {
        use Technique::*;
        matches!(self, Pointing | Claiming | Intersection | DirectPointing)
    }

    /// The direct form of a pointing, hidden pair or hidden triple: the same pattern counted by
    /// the hidden single it yields.
    pub fn direct(self) -> Option<Technique> {
        use Technique::*;
        Some(match self {
            Pointing => DirectPointing,
            HiddenPair => DirectHiddenPair,
            HiddenTriple => DirectHiddenTriple,
            _ => return None,
        })
    }

    /// The pattern's own technique: a direct technique's plain form, any other itself.
    pub fn plain(self) -> Technique {
        use Technique::*;
        match self {
            DirectPointing => Pointing,
            DirectHiddenPair => HiddenPair,
            DirectHiddenTriple => HiddenTriple,
            t => t,
        }
    }

    /// The family of rules that turns the technique on in explanations (`--rules`).
    pub fn family(self) -> crate::Rules {
        use crate::Rules;
        use Technique::*;
        match self {
            FullHouse | HiddenSingle => Rules::HIDDEN,
            NakedSingle => Rules::NAKED,
            Pointing | Claiming | Intersection => Rules::INTERSECTIONS,
            NakedPair | NakedTriple | NakedQuad | NakedSubset => Rules::NAKED,
            LockedPair | LockedTriple => Rules::NAKED,
            HiddenPair | HiddenTriple | HiddenQuad | HiddenSubset => Rules::HIDDEN,
            DirectPointing | DirectHiddenPair | DirectHiddenTriple => Rules::DIRECT,
            t if t.is_fish() => Rules::FISH,
            t if t.is_finned_fish() => Rules::FINNED,
            t if t.is_franken_fish() => Rules::FRANKEN,
            XYWing | XYZWing | WXYZWing | VWXYZWing | UVWXYZWing | TUVWXYZWing => Rules::WINGS,
            Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | WWing | XChain | XYChain
            | RemotePair | Aic | XCycle | YCycle | ContinuousNiceLoop | SimpleColorsTrap
            | SimpleColorsWrap => Rules::CHAINS,
            DualTwoStringKite | DualEmptyRectangle | MultiColors1 | MultiColors2 => Rules::CHAINS,
            t if t.is_forcing() => Rules::FORCING,
            BruteForce => Rules::SEARCH,
            UniqueRectangle6 | HiddenRectangle | AvoidableRectangle1 | AvoidableRectangle2 => {
                Rules::UNIQUENESS_EXTRA
            }
            t if t.is_uniqueness() => Rules::UNIQUENESS,
            AlsXz | AlsXyWing | AlsXyChain | DeathBlossom | SueDeCoq => Rules::ALS,
            GroupedAic | GroupedContinuousNiceLoop => Rules::GROUPED,
            TemplateSet | TemplateDelete => Rules::TEMPLATES,
            Custom(id) => id.family(),
            _ => Rules::NONE,
        }
    }

    /// Whether the technique's steps are chains (their pattern is the step's chain, checked
    /// link by link).
    pub fn is_chain(self) -> bool {
        use Technique::*;
        matches!(
            self,
            Skyscraper
                | TwoStringKite
                | TurbotFish
                | EmptyRectangle
                | XYWing
                | WWing
                | XChain
                | XYChain
                | RemotePair
                | Aic
                | GroupedAic
        )
    }

    /// Whether the technique is a loop (continuous nice loop, X- or Y-cycle).
    pub fn is_cycle(self) -> bool {
        use Technique::*;
        matches!(
            self,
            XCycle | YCycle | ContinuousNiceLoop | GroupedContinuousNiceLoop
        )
    }

    /// Whether the technique colours one number's cluster of conjugate pairs (Simple Colors
    /// Trap and Wrap): its pattern is a cluster, not a chain, listed in the step's chain as
    /// nodes each conjugate to an earlier one of the other colour.
    pub fn is_colouring(self) -> bool {
        use Technique::*;
        matches!(self, SimpleColorsTrap | SimpleColorsWrap)
    }

    /// Whether the technique is two chains of one number with two strong links each, listed as
    /// one step (Dual 2-String Kite, Dual Empty Rectangle): its pattern is the two chains, one
    /// after the other in the step's chain, each from a [`Link::Start`](crate::trace::Link::Start).
    pub fn is_dual(self) -> bool {
        matches!(
            self,
            Technique::DualTwoStringKite | Technique::DualEmptyRectangle
        )
    }

    /// Whether the technique colours two of one number's clusters of conjugate pairs
    /// (Multi-Colors 1 and 2): its pattern is the two clusters, one after the other in the
    /// step's chain, each listed as Simple Colors lists one.
    pub fn is_multi_colouring(self) -> bool {
        matches!(self, Technique::MultiColors1 | Technique::MultiColors2)
    }

    /// Whether the technique reads one number's templates (Template Set, Template Delete): its
    /// pattern is the number's placements over the whole grid that fit the state.
    pub fn is_template(self) -> bool {
        matches!(self, Technique::TemplateSet | Technique::TemplateDelete)
    }

    /// Whether the technique is a forcing chain (branches followed through singles).
    pub fn is_forcing(self) -> bool {
        use Technique::*;
        matches!(
            self,
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
                | NestedDynamicRegionForcingChain
        )
    }

    /// Whether the technique assumes the puzzle has one solution (Unique Rectangles and Loops,
    /// Hidden Rectangle, BUG).
    pub fn is_uniqueness(self) -> bool {
        self.is_unique_rectangle()
            || self.is_unique_loop()
            || self.is_bug()
            || self.is_avoidable_rectangle()
    }

    /// Whether this is an Avoidable Rectangle (type 1 or 2): solved corners that are not
    /// givens, which needs to know the givens.
    pub fn is_avoidable_rectangle(self) -> bool {
        matches!(
            self,
            Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2
        )
    }

    /// Whether this is a technique on the four corners of a rectangle (Unique Rectangles of
    /// every type, Hidden Rectangle).
    pub fn is_unique_rectangle(self) -> bool {
        use Technique::*;
        matches!(
            self,
            UniqueRectangle1
                | UniqueRectangle2
                | UniqueRectangle3
                | UniqueRectangle3Hidden
                | UniqueRectangle4
                | UniqueRectangle5
                | UniqueRectangle6
                | HiddenRectangle
        )
    }

    /// Whether the technique is a Unique Loop (six cells or more).
    pub fn is_unique_loop(self) -> bool {
        use Technique::*;
        matches!(
            self,
            UniqueLoop1 | UniqueLoop2 | UniqueLoop3 | UniqueLoop3Hidden | UniqueLoop4
        )
    }

    /// Whether the technique is a bivalue universal grave (BUG+1, BUG types 2 to 4).
    pub fn is_bug(self) -> bool {
        use Technique::*;
        matches!(self, BugPlusOne | BugType2 | BugType3 | BugType4)
    }

    /// Whether the technique is a bent-set wing (XYZ-Wing and larger).
    pub fn is_bent_wing(self) -> bool {
        use Technique::*;
        matches!(
            self,
            XYZWing | WXYZWing | VWXYZWing | UVWXYZWing | TUVWXYZWing
        )
    }

    /// Whether the technique is made of almost locked sets (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain,
    /// Death Blossom, Sue de Coq): its pattern is the step's [`sets`](super::Step::sets).
    pub fn is_als(self) -> bool {
        use Technique::*;
        matches!(
            self,
            AlsXz | AlsXyWing | AlsXyChain | DeathBlossom | SueDeCoq
        )
    }

    /// Whether the technique is a direct one (it counts by the hidden single it yields).
    pub fn is_direct(self) -> bool {
        self.plain() != self
    }
}
