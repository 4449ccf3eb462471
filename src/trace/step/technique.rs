//! Techniques: what a step is an instance of, in the order of the difficulty scale.

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
    /// A chain of one number with two strong links, one a conjugate pair in a line, the other
    /// in a box whose places for the number lie in one row and one column of it, at least one
    /// node a group of a box ∩ line (HoDoKu's name; Sudoku Explainer's grouped Turbot Fish).
    EmptyRectangle,
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
    /// An alternating inference chain through a group node (a number's places in a box ∩
    /// line) that [`Aic`](Technique::Aic) and the chains of one number do not cover: several
    /// numbers, or one number and more than four strong links (HoDoKu's Grouped AIC and Grouped
    /// Discontinuous Nice Loop; family `grouped`).
    GroupedAic,
    /// A continuous nice loop through a group node, of one number or several (HoDoKu's Grouped
    /// Continuous Nice Loop; family `grouped`).
    GroupedContinuousNiceLoop,
    /// One number's cluster of conjugate pairs coloured in two alternating colours, one of them
    /// all true: a candidate outside it seeing both colours goes (HoDoKu's Simple Colors
    /// Trap).
    SimpleColorsTrap,
    /// The same cluster, two candidates of one colour seeing each other: that colour is false,
    /// each of its candidates goes (HoDoKu's Simple Colors Wrap).
    SimpleColorsWrap,
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
    /// Three corners of a rectangle are solved, none a given, and the fourth open: it cannot
    /// take the number that would make the four a swappable pair (HoDoKu's).
    AvoidableRectangle1,
    /// Two corners of a rectangle in a line are solved, none a given, and the other two hold
    /// the number each would need to make the four swappable plus one more, the same: it goes
    /// from the cells seeing both (HoDoKu's).
    AvoidableRectangle2,
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
    /// A naked pair in the overlap of a box and a line, its numbers leaving both houses
    /// (HoDoKu's Locked Pair).
    LockedPair,
    /// A naked triple in the overlap of a box and a line, its numbers leaving both houses
    /// (HoDoKu's Locked Triple).
    LockedTriple,
    /// Two 2-String Kites through the same two cells of a box, listed as one step with both
    /// eliminations (HoDoKu's Dual 2-String Kite; `hint --all` only).
    DualTwoStringKite,
    /// Two Empty Rectangles of one number in the same box, listed as one step with both
    /// eliminations (HoDoKu's Dual Empty Rectangle; `hint --all` only).
    DualEmptyRectangle,
    /// Two clusters of one number's conjugate pairs, each coloured in two colours, a colour of
    /// each seeing one of the other: one of the two other colours is true, so a candidate seeing
    /// both goes (HoDoKu's Multi-Colors 1; `hint --all` only).
    MultiColors1,
    /// Two clusters of one number's conjugate pairs, a colour of one seeing both colours of the
    /// other: that colour is false, each of its candidates goes (HoDoKu's Multi-Colors 2;
    /// `hint --all` only).
    MultiColors2,
    /// The cells every placement of one number over the whole grid that fits the state (a
    /// template: one cell in every row, column and box) uses, placed (HoDoKu's Template Set;
    /// family `templates`, 9×9 classic grids).
    TemplateSet,
    /// The candidates of one number that no template fitting the state uses, removed (HoDoKu's
    /// Template Delete; family `templates`, 9×9 classic grids).
    TemplateDelete,
    /// A step of a custom rule ([`CustomRule`](crate::CustomRule)), named and rated by it.
    Custom(crate::RuleId),
}

impl Technique {
    /// Every built-in technique, in a fixed order: the scale's (by lowest rating) up to fish of
    /// every size, then finned and sashimi, Franken and mutant fish, then the direct techniques.
    /// Custom rules' techniques are not listed.
    pub const ALL: [Technique; 120] = [
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
        Technique::EmptyRectangle,
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
        Technique::GroupedAic,
        Technique::GroupedContinuousNiceLoop,
        Technique::SimpleColorsTrap,
        Technique::SimpleColorsWrap,
        Technique::UniqueRectangle1,
        Technique::UniqueRectangle2,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle3Hidden,
        Technique::UniqueRectangle4,
        Technique::UniqueRectangle5,
        Technique::UniqueRectangle6,
        Technique::HiddenRectangle,
        Technique::AvoidableRectangle1,
        Technique::AvoidableRectangle2,
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
        Technique::LockedPair,
        Technique::LockedTriple,
        Technique::DualTwoStringKite,
        Technique::DualEmptyRectangle,
        Technique::MultiColors1,
        Technique::MultiColors2,
        Technique::TemplateSet,
        Technique::TemplateDelete,
    ];
}
