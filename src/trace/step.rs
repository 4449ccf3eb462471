//! Steps: one deduction each, with its technique, pattern, eliminations and placements.

use std::fmt;
use std::str::FromStr;

use crate::layout::{Cell, House, Number, NumberSet};

use super::node::Node;
use super::scale::Rating;

/// A technique people use, in the order of the difficulty scale.
///
/// Subsets of two to four have names of their own; five and more are `NakedSubset` and
/// `HiddenSubset`, with their size in the step's pattern. Fish are named by size up to seven
/// lines (HoDoKu's names), `Fish` beyond. New techniques add variants, so matches need a
/// wildcard arm.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[non_exhaustive]
pub enum Technique {
    /// The last open cell of a house.
    FullHouse,
    /// A number with one place left in a house.
    HiddenSingle,
    /// A cell with one candidate left.
    NakedSingle,
    /// A box confines a number to one row or column.
    Pointing,
    /// A row or column confines a number to one box.
    Claiming,
    /// Any other house confines a number to its overlap with another house.
    Intersection,
    /// Two cells of a house with the same two candidates.
    NakedPair,
    /// Two numbers with the same two places in a house.
    HiddenPair,
    /// Three cells of a house with three candidates between them.
    NakedTriple,
    /// Three numbers with three places between them in a house.
    HiddenTriple,
    /// Four cells of a house with four candidates between them.
    NakedQuad,
    /// Four numbers with four places between them in a house.
    HiddenQuad,
    /// Five or more cells of a house with as many candidates between them.
    NakedSubset,
    /// Five or more numbers with as many places between them in a house.
    HiddenSubset,
    /// Two rows whose places for a number lie in two columns, or the reverse.
    XWing,
    /// A fish of three lines.
    Swordfish,
    /// A fish of four lines.
    Jellyfish,
    /// A fish of five lines.
    Squirmbag,
    /// A fish of six lines.
    Whale,
    /// A fish of seven lines.
    Leviathan,
    /// A fish of eight lines or more.
    Fish,
    /// An X-Wing with fins in one box.
    FinnedXWing,
    /// A finned X-Wing with a base line holding at most one place in the cover lines.
    SashimiXWing,
    /// A Swordfish with fins in one box.
    FinnedSwordfish,
    /// A finned Swordfish with a base line holding at most one place in the cover lines.
    SashimiSwordfish,
    /// A Jellyfish with fins in one box.
    FinnedJellyfish,
    /// A finned Jellyfish with a base line holding at most one place in the cover lines.
    SashimiJellyfish,
    /// An X-Wing with boxes among its base or cover houses (rows and boxes on one side, columns and boxes on the other).
    FrankenXWing,
    /// A Franken X-Wing with fins.
    FinnedFrankenXWing,
    /// A Franken fish of three base houses.
    FrankenSwordfish,
    /// A Franken Swordfish with fins.
    FinnedFrankenSwordfish,
    /// A Franken fish of four base houses.
    FrankenJellyfish,
    /// A Franken Jellyfish with fins.
    FinnedFrankenJellyfish,
    /// A fish of two base houses of any kinds (rows and columns on one side, or extra houses).
    MutantXWing,
    /// A mutant X-Wing with fins.
    FinnedMutantXWing,
    /// A mutant fish of three base houses.
    MutantSwordfish,
    /// A mutant Swordfish with fins.
    FinnedMutantSwordfish,
    /// A mutant fish of four base houses.
    MutantJellyfish,
    /// A mutant Jellyfish with fins.
    FinnedMutantJellyfish,
    /// A pointing that leaves a number one place in a house: the hidden single it yields is
    /// what counts (Sudoku Explainer's direct techniques).
    DirectPointing,
    /// A hidden pair that yields a hidden single.
    DirectHiddenPair,
    /// A hidden triple that yields a hidden single.
    DirectHiddenTriple,
    /// A chain of one number with two strong links in parallel lines, their ends joined by a
    /// line.
    Skyscraper,
    /// A chain of one number with two strong links, in a row and a column, joined in a box.
    TwoStringKite,
    /// Any other chain of one number with two strong links (one of them in a box).
    TurbotFish,
    /// A bivalue pivot xy seeing two bivalue cells xz and yz: z goes from the cells seeing both.
    XYWing,
    /// A pivot xyz and two cells xz, yz it sees: z goes from the cells seeing all three.
    XYZWing,
    /// A bent set of three cells holding four numbers, with a bivalue cell (WXYZ-Wing).
    WXYZWing,
    /// A bent set of four cells holding five numbers, with a bivalue cell (VWXYZ-Wing).
    VWXYZWing,
    /// A bent set of five cells holding six numbers, with a bivalue cell (UVWXYZ-Wing).
    UVWXYZWing,
    /// A bent set of six cells holding seven numbers, with a bivalue cell (TUVWXYZ-Wing).
    TUVWXYZWing,
    /// Two bivalue cells with the same numbers xy, joined by a strong link on y: x goes from
    /// the cells seeing both.
    WWing,
    /// A chain of one number (three strong links or more).
    XChain,
    /// A chain through bivalue cells.
    XYChain,
    /// An XY-chain whose cells all hold the same two numbers.
    RemotePair,
    /// An alternating inference chain of several numbers.
    Aic,
    /// A loop of one number's strong and weak links (Sudoku Explainer's bidirectional
    /// X-cycle): each weak link's ends hold it once, so the cells seeing both lose it.
    XCycle,
    /// A loop through bivalue cells (bidirectional Y-cycle).
    YCycle,
    /// A loop of strong and weak links of several numbers (bidirectional cycle).
    ContinuousNiceLoop,
    /// Three corners of a rectangle (two rows, columns, boxes) hold only the same two numbers:
    /// the fourth is neither.
    UniqueRectangle1,
    /// The other corners of a unique rectangle hold one more number, the same: it goes from the
    /// cells seeing all of them.
    UniqueRectangle2,
    /// The two corners of a unique rectangle holding more, taken as one cell, make a naked
    /// subset with other cells of a house they share: its numbers go from the house's other
    /// cells.
    UniqueRectangle3,
    /// The two corners of a unique rectangle holding more, taken as one cell, make a hidden
    /// subset with other cells of a house they share, both of the rectangle's numbers in it:
    /// the other cells lose every other number.
    UniqueRectangle3Hidden,
    /// Two corners of a unique rectangle share a house confining one of its numbers: the other
    /// goes from both.
    UniqueRectangle4,
    /// Two diagonal corners, or three corners, of a unique rectangle hold one more number, the
    /// same: it goes from the cells seeing all of them.
    UniqueRectangle5,
    /// Two diagonal corners of a unique rectangle hold only its numbers, and one of them has no
    /// other place in the rectangle's two rows (or columns): it goes from the other corners.
    UniqueRectangle6,
    /// A corner of a rectangle holds only its two numbers, and one of them has no other place
    /// in the opposite corner's row and column: the other goes from the opposite corner.
    HiddenRectangle,
    /// A unique loop (six cells or more, each house holding two of them or none) whose cells
    /// hold only its two numbers but one: that one is neither.
    UniqueLoop1,
    /// The other cells of a unique loop hold one more number, the same: it goes from the cells
    /// seeing all of them.
    UniqueLoop2,
    /// The two cells of a unique loop holding more, taken as one cell, make a naked subset with
    /// other cells of a house they share.
    UniqueLoop3,
    /// The two cells of a unique loop holding more, taken as one cell, make a hidden subset with
    /// other cells of a house they share.
    UniqueLoop3Hidden,
    /// Two cells of a unique loop share a house confining one of its numbers: the other goes
    /// from both.
    UniqueLoop4,
    /// Every open cell bivalue but one of three candidates: it is the number that has three
    /// places in each of its houses.
    BugPlusOne,
    /// A bivalue universal grave but for one number in several cells: one of them is that
    /// number, so it goes from the cells seeing all of them.
    BugType2,
    /// A bivalue universal grave but for cells of one house: their extra numbers, taken as one
    /// cell, make a naked subset with other cells of the house.
    BugType3,
    /// A bivalue universal grave but for two cells of one house sharing a number held nowhere
    /// else in it: each is that number or one of its extra numbers.
    BugType4,
    /// Two almost locked sets with a restricted common x: a number z of both goes from the
    /// cells seeing all its places in them (ALS-XZ; doubly linked with two restricted commons).
    AlsXz,
    /// Two almost locked sets each with a restricted common with a third, on different
    /// numbers: a number z of both goes from the cells seeing all its places in them.
    AlsXyWing,
    /// Four to six almost locked sets in a row, consecutive ones linked by restricted commons,
    /// consecutive commons different: a number z of the first and last sets, other than the
    /// first and last links', goes from the cells seeing all its places in them (ALS-XY-Chain).
    AlsXyChain,
    /// A stem cell each of whose candidates is a restricted common with a petal (an almost
    /// locked set): a number z of every petal goes from the cells seeing all its places.
    DeathBlossom,
    /// The 2–3 cells of a box ∩ line with n + 2 numbers or more, and sets of cells in the rest
    /// of the line and of the box, sharing no number, as many cells as numbers in all.
    SueDeCoq,
    /// One number's places followed from an assumption about it lead to a contradiction.
    NishioForcingChain,
    /// Every candidate of a cell leads, over the links of the state, to the same conclusion.
    CellForcingChain,
    /// Every place of a number in a house leads, over the links of the state, to the same
    /// conclusion.
    RegionForcingChain,
    /// An assumption followed through singles leads to a contradiction.
    DynamicContradictionForcingChain,
    /// A candidate true and false both lead, through singles, to the same conclusion.
    DynamicDoubleForcingChain,
    /// Every candidate of a cell leads, through singles, to the same conclusion.
    DynamicCellForcingChain,
    /// Every place of a number in a house leads, through singles, to the same conclusion.
    DynamicRegionForcingChain,
    /// As the dynamic contradiction, branches also using pointing, claiming, pairs and
    /// X-Wings.
    DynamicContradictionForcingChainPlus,
    /// As the dynamic double forcing chain, with pointing, claiming, pairs and X-Wings.
    DynamicDoubleForcingChainPlus,
    /// As the dynamic cell forcing chain, with pointing, claiming, pairs and X-Wings.
    DynamicCellForcingChainPlus,
    /// As the dynamic region forcing chain, with pointing, claiming, pairs and X-Wings.
    DynamicRegionForcingChainPlus,
    /// As the dynamic contradiction forcing chain (+), stalled branches also running static forcing chains and cycles
    /// on their own grid (nested forcing chains).
    NestedContradictionForcingChain,
    /// As the dynamic double forcing chain (+), stalled branches also running static forcing chains and cycles
    /// on their own grid (nested forcing chains).
    NestedDoubleForcingChain,
    /// As the dynamic cell forcing chain (+), stalled branches also running static forcing chains and cycles
    /// on their own grid (nested forcing chains).
    NestedCellForcingChain,
    /// As the dynamic region forcing chain (+), stalled branches also running static forcing chains and cycles
    /// on their own grid (nested forcing chains).
    NestedRegionForcingChain,
    /// As the dynamic contradiction forcing chain (+), stalled branches also running static forcing chains, cycles, cell and region forcing chains
    /// on their own grid (nested forcing chains).
    NestedMultipleContradictionForcingChain,
    /// As the dynamic double forcing chain (+), stalled branches also running static forcing chains, cycles, cell and region forcing chains
    /// on their own grid (nested forcing chains).
    NestedMultipleDoubleForcingChain,
    /// As the dynamic cell forcing chain (+), stalled branches also running static forcing chains, cycles, cell and region forcing chains
    /// on their own grid (nested forcing chains).
    NestedMultipleCellForcingChain,
    /// As the dynamic region forcing chain (+), stalled branches also running static forcing chains, cycles, cell and region forcing chains
    /// on their own grid (nested forcing chains).
    NestedMultipleRegionForcingChain,
    /// As the dynamic contradiction forcing chain (+), stalled branches also running static and dynamic forcing chains
    /// on their own grid (nested forcing chains).
    NestedDynamicContradictionForcingChain,
    /// As the dynamic double forcing chain (+), stalled branches also running static and dynamic forcing chains
    /// on their own grid (nested forcing chains).
    NestedDynamicDoubleForcingChain,
    /// As the dynamic cell forcing chain (+), stalled branches also running static and dynamic forcing chains
    /// on their own grid (nested forcing chains).
    NestedDynamicCellForcingChain,
    /// As the dynamic region forcing chain (+), stalled branches also running static and dynamic forcing chains
    /// on their own grid (nested forcing chains).
    NestedDynamicRegionForcingChain,
    /// The last resort: a bounded search proves that some candidates of a cell lead to no
    /// solution.
    BruteForce,
    /// A step of a custom rule ([`CustomRule`](crate::CustomRule)), named and rated by it.
    Custom(crate::RuleId),
}

impl Technique {
    /// Every built-in technique, in a fixed order: the scale's (by lowest rating) up to fish of
    /// every size, then finned and sashimi, Franken and mutant fish, then the direct techniques.
    /// Custom rules' techniques are not listed.
    pub const ALL: [Technique; 105] = [
        Technique::FullHouse,
        Technique::HiddenSingle,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::Intersection,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::NakedSubset,
        Technique::HiddenSubset,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::Squirmbag,
        Technique::Whale,
        Technique::Leviathan,
        Technique::Fish,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::FrankenXWing,
        Technique::FinnedFrankenXWing,
        Technique::FrankenSwordfish,
        Technique::FinnedFrankenSwordfish,
        Technique::FrankenJellyfish,
        Technique::FinnedFrankenJellyfish,
        Technique::MutantXWing,
        Technique::FinnedMutantXWing,
        Technique::MutantSwordfish,
        Technique::FinnedMutantSwordfish,
        Technique::MutantJellyfish,
        Technique::FinnedMutantJellyfish,
        Technique::DirectPointing,
        Technique::DirectHiddenPair,
        Technique::DirectHiddenTriple,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WXYZWing,
        Technique::VWXYZWing,
        Technique::UVWXYZWing,
        Technique::TUVWXYZWing,
        Technique::WWing,
        Technique::XChain,
        Technique::XYChain,
        Technique::RemotePair,
        Technique::Aic,
        Technique::XCycle,
        Technique::YCycle,
        Technique::ContinuousNiceLoop,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle3Hidden,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::UniqueLoop1,
        Technique::UniqueLoop2,
        Technique::UniqueLoop3,
        Technique::UniqueLoop3Hidden,
        Technique::UniqueLoop4,
        Technique::BugPlusOne,
        Technique::BugType2,
        Technique::BugType3,
        Technique::BugType4,
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsXyChain,
        Technique::DeathBlossom,
        Technique::SueDeCoq,
        Technique::NishioForcingChain,
        Technique::CellForcingChain,
        Technique::RegionForcingChain,
        Technique::DynamicContradictionForcingChain,
        Technique::DynamicDoubleForcingChain,
        Technique::DynamicCellForcingChain,
        Technique::DynamicRegionForcingChain,
        Technique::DynamicContradictionForcingChainPlus,
        Technique::DynamicDoubleForcingChainPlus,
        Technique::DynamicCellForcingChainPlus,
        Technique::DynamicRegionForcingChainPlus,
        Technique::NestedContradictionForcingChain,
        Technique::NestedDoubleForcingChain,
        Technique::NestedCellForcingChain,
        Technique::NestedRegionForcingChain,
        Technique::NestedMultipleContradictionForcingChain,
        Technique::NestedMultipleDoubleForcingChain,
        Technique::NestedMultipleCellForcingChain,
        Technique::NestedMultipleRegionForcingChain,
        Technique::NestedDynamicContradictionForcingChain,
        Technique::NestedDynamicDoubleForcingChain,
        Technique::NestedDynamicCellForcingChain,
        Technique::NestedDynamicRegionForcingChain,
        Technique::BruteForce,
    ];

    /// The name in machine output, snake_case: `full_house`, `naked_pair`, `hidden_subset`, …
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "full_house",
            HiddenSingle => "hidden_single",
            NakedSingle => "naked_single",
            Pointing => "pointing",
            Claiming => "claiming",
            Intersection => "intersection",
            NakedPair => "naked_pair",
            HiddenPair => "hidden_pair",
            NakedTriple => "naked_triple",
            HiddenTriple => "hidden_triple",
            NakedQuad => "naked_quad",
            HiddenQuad => "hidden_quad",
            NakedSubset => "naked_subset",
            HiddenSubset => "hidden_subset",
            XWing => "x_wing",
            Swordfish => "swordfish",
            Jellyfish => "jellyfish",
            Squirmbag => "squirmbag",
            Whale => "whale",
            Leviathan => "leviathan",
            Fish => "fish",
            FinnedXWing => "finned_x_wing",
            SashimiXWing => "sashimi_x_wing",
            FinnedSwordfish => "finned_swordfish",
            SashimiSwordfish => "sashimi_swordfish",
            FinnedJellyfish => "finned_jellyfish",
            SashimiJellyfish => "sashimi_jellyfish",
            FrankenXWing => "franken_x_wing",
            FinnedFrankenXWing => "finned_franken_x_wing",
            FrankenSwordfish => "franken_swordfish",
            FinnedFrankenSwordfish => "finned_franken_swordfish",
            FrankenJellyfish => "franken_jellyfish",
            FinnedFrankenJellyfish => "finned_franken_jellyfish",
            MutantXWing => "mutant_x_wing",
            FinnedMutantXWing => "finned_mutant_x_wing",
            MutantSwordfish => "mutant_swordfish",
            FinnedMutantSwordfish => "finned_mutant_swordfish",
            MutantJellyfish => "mutant_jellyfish",
            FinnedMutantJellyfish => "finned_mutant_jellyfish",
            DirectPointing => "direct_pointing",
            DirectHiddenPair => "direct_hidden_pair",
            DirectHiddenTriple => "direct_hidden_triple",
            Skyscraper => "skyscraper",
            TwoStringKite => "two_string_kite",
            TurbotFish => "turbot_fish",
            XYWing => "xy_wing",
            XYZWing => "xyz_wing",
            WXYZWing => "wxyz_wing",
            VWXYZWing => "vwxyz_wing",
            UVWXYZWing => "uvwxyz_wing",
            TUVWXYZWing => "tuvwxyz_wing",
            WWing => "w_wing",
            XChain => "x_chain",
            XYChain => "xy_chain",
            RemotePair => "remote_pair",
            Aic => "aic",
            XCycle => "x_cycle",
            YCycle => "y_cycle",
            ContinuousNiceLoop => "continuous_nice_loop",
            UniqueRectangle1 => "unique_rectangle_1",
            UniqueRectangle2 => "unique_rectangle_2",
            UniqueRectangle3 => "unique_rectangle_3",
            UniqueRectangle3Hidden => "unique_rectangle_3_hidden",
            UniqueRectangle4 => "unique_rectangle_4",
            UniqueRectangle5 => "unique_rectangle_5",
            UniqueRectangle6 => "unique_rectangle_6",
            HiddenRectangle => "hidden_rectangle",
            UniqueLoop1 => "unique_loop_1",
            UniqueLoop2 => "unique_loop_2",
            UniqueLoop3 => "unique_loop_3",
            UniqueLoop3Hidden => "unique_loop_3_hidden",
            UniqueLoop4 => "unique_loop_4",
            BugPlusOne => "bug_plus_one",
            BugType2 => "bug_type_2",
            BugType3 => "bug_type_3",
            BugType4 => "bug_type_4",
            AlsXz => "als_xz",
            AlsXyWing => "als_xy_wing",
            AlsXyChain => "als_xy_chain",
            DeathBlossom => "death_blossom",
            SueDeCoq => "sue_de_coq",
            NishioForcingChain => "nishio_forcing_chain",
            CellForcingChain => "cell_forcing_chain",
            RegionForcingChain => "region_forcing_chain",
            DynamicContradictionForcingChain => "dynamic_contradiction_forcing_chain",
            DynamicDoubleForcingChain => "dynamic_double_forcing_chain",
            DynamicCellForcingChain => "dynamic_cell_forcing_chain",
            DynamicRegionForcingChain => "dynamic_region_forcing_chain",
            DynamicContradictionForcingChainPlus => "dynamic_contradiction_forcing_chain_plus",
            DynamicDoubleForcingChainPlus => "dynamic_double_forcing_chain_plus",
            DynamicCellForcingChainPlus => "dynamic_cell_forcing_chain_plus",
            DynamicRegionForcingChainPlus => "dynamic_region_forcing_chain_plus",
            NestedContradictionForcingChain => "nested_contradiction_forcing_chain",
            NestedDoubleForcingChain => "nested_double_forcing_chain",
            NestedCellForcingChain => "nested_cell_forcing_chain",
            NestedRegionForcingChain => "nested_region_forcing_chain",
            NestedMultipleContradictionForcingChain => {
                "nested_multiple_contradiction_forcing_chain"
            }
            NestedMultipleDoubleForcingChain => "nested_multiple_double_forcing_chain",
            NestedMultipleCellForcingChain => "nested_multiple_cell_forcing_chain",
            NestedMultipleRegionForcingChain => "nested_multiple_region_forcing_chain",
            NestedDynamicContradictionForcingChain => "nested_dynamic_contradiction_forcing_chain",
            NestedDynamicDoubleForcingChain => "nested_dynamic_double_forcing_chain",
            NestedDynamicCellForcingChain => "nested_dynamic_cell_forcing_chain",
            NestedDynamicRegionForcingChain => "nested_dynamic_region_forcing_chain",
            BruteForce => "brute_force",
            Custom(id) => id.rule().name(),
        }
    }

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

    /// Its index in [`Counts`](super::Counts): its place in [`Technique::ALL`], custom rules'
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
            HiddenPair | HiddenTriple | HiddenQuad | HiddenSubset => Rules::HIDDEN,
            DirectPointing | DirectHiddenPair | DirectHiddenTriple => Rules::DIRECT,
            t if t.is_fish() => Rules::FISH,
            t if t.is_finned_fish() => Rules::FINNED,
            t if t.is_franken_fish() => Rules::FRANKEN,
            XYWing | XYZWing | WXYZWing | VWXYZWing | UVWXYZWing | TUVWXYZWing => Rules::WINGS,
            Skyscraper | TwoStringKite | TurbotFish | WWing | XChain | XYChain | RemotePair
            | Aic | XCycle | YCycle | ContinuousNiceLoop => Rules::CHAINS,
            t if t.is_forcing() => Rules::FORCING,
            BruteForce => Rules::SEARCH,
            UniqueRectangle6 | HiddenRectangle => Rules::UNIQUENESS_EXTRA,
            t if t.is_uniqueness() => Rules::UNIQUENESS,
            AlsXz | AlsXyWing | AlsXyChain | DeathBlossom | SueDeCoq => Rules::ALS,
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
                | XYWing
                | WWing
                | XChain
                | XYChain
                | RemotePair
                | Aic
        )
    }

    /// Whether the technique is a loop (continuous nice loop, X- or Y-cycle).
    pub fn is_cycle(self) -> bool {
        use Technique::*;
        matches!(self, XCycle | YCycle | ContinuousNiceLoop)
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
        self.is_unique_rectangle() || self.is_unique_loop() || self.is_bug()
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
    /// Death Blossom, Sue de Coq): its pattern is the step's [`sets`](Step::sets).
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

    /// The name in text, capitalised: `Naked pair`, `Full house`, …
    pub fn title(self) -> &'static str {
        use Technique::*;
        match self {
            FullHouse => "Full house",
            HiddenSingle => "Hidden single",
            NakedSingle => "Naked single",
            Pointing => "Pointing",
            Claiming => "Claiming",
            Intersection => "Intersection",
            NakedPair => "Naked pair",
            HiddenPair => "Hidden pair",
            NakedTriple => "Naked triple",
            HiddenTriple => "Hidden triple",
            NakedQuad => "Naked quad",
            HiddenQuad => "Hidden quad",
            NakedSubset => "Naked subset",
            HiddenSubset => "Hidden subset",
            XWing => "X-Wing",
            Swordfish => "Swordfish",
            Jellyfish => "Jellyfish",
            Squirmbag => "Squirmbag",
            Whale => "Whale",
            Leviathan => "Leviathan",
            Fish => "Fish",
            FinnedXWing => "Finned X-Wing",
            SashimiXWing => "Sashimi X-Wing",
            FinnedSwordfish => "Finned Swordfish",
            SashimiSwordfish => "Sashimi Swordfish",
            FinnedJellyfish => "Finned Jellyfish",
            SashimiJellyfish => "Sashimi Jellyfish",
            FrankenXWing => "Franken X-Wing",
            FinnedFrankenXWing => "Finned Franken X-Wing",
            FrankenSwordfish => "Franken Swordfish",
            FinnedFrankenSwordfish => "Finned Franken Swordfish",
            FrankenJellyfish => "Franken Jellyfish",
            FinnedFrankenJellyfish => "Finned Franken Jellyfish",
            MutantXWing => "Mutant X-Wing",
            FinnedMutantXWing => "Finned Mutant X-Wing",
            MutantSwordfish => "Mutant Swordfish",
            FinnedMutantSwordfish => "Finned Mutant Swordfish",
            MutantJellyfish => "Mutant Jellyfish",
            FinnedMutantJellyfish => "Finned Mutant Jellyfish",
            DirectPointing => "Direct pointing",
            DirectHiddenPair => "Direct hidden pair",
            DirectHiddenTriple => "Direct hidden triple",
            Skyscraper => "Skyscraper",
            TwoStringKite => "2-String Kite",
            TurbotFish => "Turbot Fish",
            XYWing => "XY-Wing",
            XYZWing => "XYZ-Wing",
            WXYZWing => "WXYZ-Wing",
            VWXYZWing => "VWXYZ-Wing",
            UVWXYZWing => "UVWXYZ-Wing",
            TUVWXYZWing => "TUVWXYZ-Wing",
            WWing => "W-Wing",
            XChain => "X-Chain",
            XYChain => "XY-Chain",
            RemotePair => "Remote Pair",
            Aic => "AIC",
            XCycle => "X-Cycle",
            YCycle => "Y-Cycle",
            ContinuousNiceLoop => "Continuous Nice Loop",
            UniqueRectangle1 => "Unique Rectangle type 1",
            UniqueRectangle2 => "Unique Rectangle type 2",
            UniqueRectangle3 => "Unique Rectangle type 3",
            UniqueRectangle3Hidden => "Unique Rectangle type 3 (hidden subset)",
            UniqueRectangle4 => "Unique Rectangle type 4",
            UniqueRectangle5 => "Unique Rectangle type 5",
            UniqueRectangle6 => "Unique Rectangle type 6",
            HiddenRectangle => "Hidden Rectangle",
            UniqueLoop1 => "Unique Loop type 1",
            UniqueLoop2 => "Unique Loop type 2",
            UniqueLoop3 => "Unique Loop type 3",
            UniqueLoop3Hidden => "Unique Loop type 3 (hidden subset)",
            UniqueLoop4 => "Unique Loop type 4",
            BugPlusOne => "BUG+1",
            BugType2 => "BUG type 2",
            BugType3 => "BUG type 3",
            BugType4 => "BUG type 4",
            AlsXz => "ALS-XZ",
            AlsXyWing => "ALS-XY-Wing",
            AlsXyChain => "ALS-XY-Chain",
            DeathBlossom => "Death Blossom",
            SueDeCoq => "Sue de Coq",
            NishioForcingChain => "Nishio forcing chains",
            CellForcingChain => "Cell forcing chains",
            RegionForcingChain => "Region forcing chains",
            DynamicContradictionForcingChain => "Dynamic contradiction forcing chains",
            DynamicDoubleForcingChain => "Dynamic double forcing chains",
            DynamicCellForcingChain => "Dynamic cell forcing chains",
            DynamicRegionForcingChain => "Dynamic region forcing chains",
            DynamicContradictionForcingChainPlus => "Dynamic contradiction forcing chains (+)",
            DynamicDoubleForcingChainPlus => "Dynamic double forcing chains (+)",
            DynamicCellForcingChainPlus => "Dynamic cell forcing chains (+)",
            DynamicRegionForcingChainPlus => "Dynamic region forcing chains (+)",
            NestedContradictionForcingChain => {
                "Dynamic contradiction forcing chains (+ forcing chains)"
            }
            NestedDoubleForcingChain => "Dynamic double forcing chains (+ forcing chains)",
            NestedCellForcingChain => "Dynamic cell forcing chains (+ forcing chains)",
            NestedRegionForcingChain => "Dynamic region forcing chains (+ forcing chains)",
            NestedMultipleContradictionForcingChain => {
                "Dynamic contradiction forcing chains (+ multiple forcing chains)"
            }
            NestedMultipleDoubleForcingChain => {
                "Dynamic double forcing chains (+ multiple forcing chains)"
            }
            NestedMultipleCellForcingChain => {
                "Dynamic cell forcing chains (+ multiple forcing chains)"
            }
            NestedMultipleRegionForcingChain => {
                "Dynamic region forcing chains (+ multiple forcing chains)"
            }
            NestedDynamicContradictionForcingChain => {
                "Dynamic contradiction forcing chains (+ dynamic forcing chains)"
            }
            NestedDynamicDoubleForcingChain => {
                "Dynamic double forcing chains (+ dynamic forcing chains)"
            }
            NestedDynamicCellForcingChain => {
                "Dynamic cell forcing chains (+ dynamic forcing chains)"
            }
            NestedDynamicRegionForcingChain => {
                "Dynamic region forcing chains (+ dynamic forcing chains)"
            }
            BruteForce => "Brute force",
            Custom(id) => id.rule().title(),
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A technique name that is not known.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown technique {name:?}: expected one of {}", known_names())]
pub struct UnknownTechnique {
    /// The name given.
    pub name: String,
}

/// Every technique's name, comma-separated.
fn known_names() -> String {
    let names: Vec<_> = Technique::ALL.iter().map(|t| t.name()).collect();
    names.join(", ")
}

impl FromStr for Technique {
    type Err = UnknownTechnique;

    /// Parses a snake_case name as printed by [`Technique::name`].
    fn from_str(s: &str) -> Result<Technique, UnknownTechnique> {
        Technique::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .or_else(|| crate::rules::custom::by_name(s).map(Technique::Custom))
            .ok_or_else(|| UnknownTechnique {
                name: s.to_string(),
            })
    }
}

/// The most cells of a [`PatternSet`] (an almost locked set of a 9×9 grid has at most 8).
pub const MAX_SET: usize = 8;

/// A set of cells of a step's pattern with the numbers they hold: an almost locked set (k cells
/// of one house with k + 1 numbers), a Death Blossom's stem, Sue de Coq's intersection cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PatternSet {
    numbers: NumberSet,
    len: u8,
    cells: [Cell; MAX_SET],
}

impl PatternSet {
    /// The set of `cells` (at most [`MAX_SET`]; more are dropped) holding `numbers`.
    pub fn new(cells: impl IntoIterator<Item = Cell>, numbers: NumberSet) -> PatternSet {
        let mut set = PatternSet {
            numbers,
            len: 0,
            cells: [Cell::new(0); MAX_SET],
        };
        for cell in cells.into_iter().take(MAX_SET) {
            set.cells[usize::from(set.len)] = cell;
            set.len += 1;
        }
        set.cells[..usize::from(set.len)].sort_unstable();
        set
    }

    /// Its cells, ascending.
    pub fn cells(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }

    /// The numbers its cells hold between them.
    pub fn numbers(&self) -> NumberSet {
        self.numbers
    }
}

/// One deduction: a technique seen in a pattern, and what it removes and places.
///
/// The pattern is given by `houses`, `cells` and `numbers`:
///
/// | technique | houses | cells | numbers |
/// | --- | --- | --- | --- |
/// | full house | the full house | the last cell | its value |
/// | hidden single | the house | the number's one place | the number |
/// | naked single | every house of the cell | the cell | its value |
/// | naked subset | the house | the k cells | their k candidates |
/// | hidden subset | the house | the k places | the k numbers |
/// | pointing, claiming, intersection | the confining house, then the other | the number's places in the first | the number |
/// | fish of k lines | the k base lines, then the k cover lines | the number's places in the base lines | the number |
/// | finned fish of k lines | the k base lines, the k cover lines, then the fins' box | the number's places in the base lines, fins included | the number |
/// | unique rectangle or loop, types 1, 2, 5 | none | its cells | its two numbers |
/// | type 3, naked or hidden | the house of the subset | the rectangle's or loop's cells | the subset's numbers |
/// | type 4 | the house confining a number | its cells | its two numbers |
/// | type 6 / Hidden Rectangle | the two rows (or columns) / the row and column confining a number | the corners | the two numbers |
/// | BUG+1 | none | the cell | its number |
/// | BUG types 2, 3, 4 | none / the house of the subset / the house of the two cells | the BUG cells | the BUG number / the subset's numbers / the number of the conjugate pair |
///
/// `eliminations` lists every candidate the step removes, sorted by number then cell. Only
/// singles place a value: their one placement sets the cell, so its other candidates are among
/// the eliminations, and so is the number in every peer of the cell that still had it. When a
/// step of another technique leaves a cell with one candidate, placing it is a step of its own
/// (a single, rated as such).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// Its rating on the [scale](super::scale).
    pub rating: Rating,
    /// The houses the pattern lives in.
    pub houses: Vec<House>,
    /// The cells of the pattern, ascending.
    pub cells: Vec<Cell>,
    /// The numbers of the pattern.
    pub numbers: NumberSet,
    /// Candidates removed, as (cell, number), sorted by number then cell.
    pub eliminations: Vec<(Cell, Number)>,
    /// Values set, as (cell, number): one for a single, none otherwise.
    pub placements: Vec<(Cell, Number)>,
    /// The pattern's chains, for chains, wings and forcing steps, and the BUG candidates of BUG
    /// types 2 to 4 (one node each; empty for the others): see [`Node`].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub chain: Vec<Node>,
    /// The pattern's sets of cells, for almost-locked-set techniques (empty for the others): see
    /// [`PatternSet`] and `docs/rules.md` for their order.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub sets: Vec<PatternSet>,
}

impl Step {
    /// The size of the pattern: its cells for subsets, its base lines for fish, 1 for singles
    /// and intersections.
    pub fn size(&self) -> usize {
        self.view().size()
    }

    /// The step borrowed, as traces hold it.
    pub fn view(&self) -> StepRef<'_> {
        StepRef {
            technique: self.technique,
            rating: self.rating,
            houses: &self.houses,
            cells: &self.cells,
            numbers: self.numbers,
            eliminations: &self.eliminations,
            placements: &self.placements,
            chain: &self.chain,
            sets: &self.sets,
        }
    }
}

impl<'a> From<&'a Step> for StepRef<'a> {
    fn from(step: &'a Step) -> StepRef<'a> {
        step.view()
    }
}

/// A [`Step`] borrowed from where it is stored (a [`Trace`](super::Trace) keeps its steps in
/// flat arrays): the same fields, as slices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StepRef<'a> {
    /// The technique.
    pub technique: Technique,
    /// Its rating on the [scale](super::scale).
    pub rating: Rating,
    /// The houses the pattern lives in.
    pub houses: &'a [House],
    /// The cells of the pattern, ascending.
    pub cells: &'a [Cell],
    /// The numbers of the pattern.
    pub numbers: NumberSet,
    /// Candidates removed, as (cell, number), sorted by number then cell.
    pub eliminations: &'a [(Cell, Number)],
    /// Values set, as (cell, number): one for a single, none otherwise.
    pub placements: &'a [(Cell, Number)],
    /// The pattern's chains (empty for most techniques): see [`Node`].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "<[Node]>::is_empty"))]
    pub chain: &'a [Node],
    /// The pattern's sets of cells (almost-locked-set techniques only): see [`PatternSet`].
    #[cfg_attr(
        feature = "serde",
        serde(skip_serializing_if = "<[PatternSet]>::is_empty")
    )]
    pub sets: &'a [PatternSet],
}

impl StepRef<'_> {
    /// The size of the pattern: its cells for subsets and wings, its base lines for fish, its
    /// nodes for chains and forcing chains, 1 for singles and intersections.
    pub fn size(&self) -> usize {
        if self.technique.is_naked_subset() || self.technique.is_hidden_subset() {
            self.cells.len()
        } else if self.technique.is_chain()
            || self.technique.is_forcing()
            || self.technique.is_cycle()
        {
            self.chain.len()
        } else if self.technique.is_bent_wing() || self.technique.is_als() {
            self.cells.len()
        } else if self.technique.is_fish() || self.technique.is_finned_fish() {
            self.houses.len() / 2
        } else {
            1
        }
    }

    /// The step as an owned value.
    pub fn to_step(&self) -> Step {
        Step {
            technique: self.technique,
            rating: self.rating,
            houses: self.houses.to_vec(),
            cells: self.cells.to_vec(),
            numbers: self.numbers,
            eliminations: self.eliminations.to_vec(),
            placements: self.placements.to_vec(),
            chain: self.chain.to_vec(),
            sets: self.sets.to_vec(),
        }
    }
}

/// Where one step's lists lie in the shared arrays of [`Steps`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Header {
    technique: Technique,
    rating: Rating,
    numbers: NumberSet,
    houses: [u32; 2],
    cells: [u32; 2],
    eliminations: [u32; 2],
    placements: [u32; 2],
    chain: [u32; 2],
    sets: [u32; 2],
}

/// Steps stored flat: a header each, their lists in arrays shared by all steps, so recording a
/// step allocates nothing once the arrays have grown.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub(crate) struct Steps {
    headers: Vec<Header>,
    houses: Vec<House>,
    cells: Vec<Cell>,
    pairs: Vec<(Cell, Number)>,
    nodes: Vec<Node>,
    sets: Vec<PatternSet>,
}

fn span<T>(list: &mut Vec<T>, items: impl IntoIterator<Item = T>) -> [u32; 2] {
    let start = list.len() as u32;
    list.extend(items);
    [start, list.len() as u32]
}

fn slice<T>(list: &[T], [start, end]: [u32; 2]) -> &[T] {
    &list[start as usize..end as usize]
}

impl Steps {
    /// The number of steps.
    pub fn len(&self) -> usize {
        self.headers.len()
    }

    /// Forgets every step, keeping the memory.
    pub fn clear(&mut self) {
        self.headers.clear();
        self.houses.clear();
        self.cells.clear();
        self.pairs.clear();
        self.nodes.clear();
        self.sets.clear();
    }

    /// Step `i`.
    pub fn get(&self, i: usize) -> StepRef<'_> {
        let h = &self.headers[i];
        StepRef {
            technique: h.technique,
            rating: h.rating,
            houses: slice(&self.houses, h.houses),
            cells: slice(&self.cells, h.cells),
            numbers: h.numbers,
            eliminations: slice(&self.pairs, h.eliminations),
            placements: slice(&self.pairs, h.placements),
            chain: slice(&self.nodes, h.chain),
            sets: slice(&self.sets, h.sets),
        }
    }

    /// Every step, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = StepRef<'_>> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// Records a step; its cells are sorted here.
    #[allow(
        clippy::too_many_arguments,
        reason = "one argument per field of a step"
    )]
    pub fn push(
        &mut self,
        technique: Technique,
        rating: Rating,
        houses: impl IntoIterator<Item = House>,
        cells: impl IntoIterator<Item = Cell>,
        numbers: NumberSet,
        eliminations: impl IntoIterator<Item = (Cell, Number)>,
        placements: impl IntoIterator<Item = (Cell, Number)>,
    ) {
        let houses = span(&mut self.houses, houses);
        let cells = span(&mut self.cells, cells);
        self.cells[cells[0] as usize..].sort_unstable();
        let eliminations = span(&mut self.pairs, eliminations);
        let placements = span(&mut self.pairs, placements);
        self.headers.push(Header {
            technique,
            rating,
            numbers,
            houses,
            cells,
            eliminations,
            placements,
            chain: [0, 0],
            sets: [0, 0],
        });
    }

    /// Gives the last step recorded the chain `nodes`.
    pub fn set_chain(&mut self, nodes: impl IntoIterator<Item = Node>) {
        let chain = span(&mut self.nodes, nodes);
        if let Some(last) = self.headers.last_mut() {
            last.chain = chain;
        }
    }

    /// Gives the last step recorded the sets of cells `sets`.
    pub fn set_sets(&mut self, sets: impl IntoIterator<Item = PatternSet>) {
        let span = span(&mut self.sets, sets);
        if let Some(last) = self.headers.last_mut() {
            last.sets = span;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_follow_the_scale_order() {
        for t in Technique::ALL {
            assert_eq!(t.name().parse::<Technique>().unwrap(), t);
        }
        assert!("x-wing".parse::<Technique>().is_err());
        assert_eq!("x_wing".parse::<Technique>().unwrap(), Technique::XWing);
        assert_eq!(Technique::fish(4), Technique::Jellyfish);
        assert_eq!(Technique::fish(9), Technique::Fish);
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(Technique::naked(7), Technique::NakedSubset);
        assert_eq!(Technique::hidden(3), Technique::HiddenTriple);
        assert_eq!(Technique::naked(1), Technique::NakedSingle);
    }
}
