//! Techniques' names: snake_case for machine output and parsing, capitalised titles for text.

use std::fmt;
use std::str::FromStr;

use super::Technique;

impl Technique {
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
            EmptyRectangle => "empty_rectangle",
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
            GroupedAic => "grouped_aic",
            GroupedContinuousNiceLoop => "grouped_continuous_nice_loop",
            SimpleColorsTrap => "simple_colors_trap",
            SimpleColorsWrap => "simple_colors_wrap",
            UniqueRectangle1 => "unique_rectangle_1",
            UniqueRectangle2 => "unique_rectangle_2",
            UniqueRectangle3 => "unique_rectangle_3",
            UniqueRectangle3Hidden => "unique_rectangle_3_hidden",
            UniqueRectangle4 => "unique_rectangle_4",
            UniqueRectangle5 => "unique_rectangle_5",
            UniqueRectangle6 => "unique_rectangle_6",
            HiddenRectangle => "hidden_rectangle",
            AvoidableRectangle1 => "avoidable_rectangle_1",
            AvoidableRectangle2 => "avoidable_rectangle_2",
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
            LockedPair => "locked_pair",
            LockedTriple => "locked_triple",
            DualTwoStringKite => "dual_two_string_kite",
            DualEmptyRectangle => "dual_empty_rectangle",
            MultiColors1 => "multi_colors_1",
            MultiColors2 => "multi_colors_2",
            TemplateSet => "template_set",
            TemplateDelete => "template_delete",
            Custom(id) => id.rule().name(),
        }
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
            EmptyRectangle => "Empty Rectangle",
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
            GroupedAic => "Grouped AIC",
            GroupedContinuousNiceLoop => "Grouped Continuous Nice Loop",
            SimpleColorsTrap => "Simple Colors Trap",
            SimpleColorsWrap => "Simple Colors Wrap",
            UniqueRectangle1 => "Unique Rectangle type 1",
            UniqueRectangle2 => "Unique Rectangle type 2",
            UniqueRectangle3 => "Unique Rectangle type 3",
            UniqueRectangle3Hidden => "Unique Rectangle type 3 (hidden subset)",
            UniqueRectangle4 => "Unique Rectangle type 4",
            UniqueRectangle5 => "Unique Rectangle type 5",
            UniqueRectangle6 => "Unique Rectangle type 6",
            HiddenRectangle => "Hidden Rectangle",
            AvoidableRectangle1 => "Avoidable Rectangle Type 1",
            AvoidableRectangle2 => "Avoidable Rectangle Type 2",
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
            LockedPair => "Locked pair",
            LockedTriple => "Locked triple",
            DualTwoStringKite => "Dual 2-String Kite",
            DualEmptyRectangle => "Dual Empty Rectangle",
            MultiColors1 => "Multi Colors 1",
            MultiColors2 => "Multi Colors 2",
            TemplateSet => "Template Set",
            TemplateDelete => "Template Delete",
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
