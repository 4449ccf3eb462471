//! Chains and wings: single-digit patterns, X- and XY-chains, AIC, cycles, wings; the checker
//! rejecting tampered chains.

use super::*;

const CHAINS: Rules = Rules::CHAINS.with(Rules::WINGS);

/// Skyscraper on 1: columns 1 and 4 hold 1 twice, their bases r7c1 and r7c4 share row 7, so
/// one roof (r3c1 or r2c4) is 1. Cells seeing both roofs: r2c1..r2c3 (box 1) and r3c4..r3c6
/// (box 2); r2c1 and r3c4 lost their 1 to the columns.
///
/// ```text
/// c1: r3c1 ---- r7c1      c4: r2c4 ---- r7c4      (base: r7c1 - r7c4)
/// ```
pub(super) fn skyscraper(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(1, col(1), &["r3c1", "r7c1"])
        .only(1, col(4), &["r2c4", "r7c4"]);
    if broken { marks.add("r5c4", 1) } else { marks }.done()
}

pub(super) const SKYSCRAPER: [(&str, usize); 4] =
    [("r2c2", 1), ("r2c3", 1), ("r3c5", 1), ("r3c6", 1)];

#[test]
fn skyscraper_removes_what_sees_both_roofs() {
    let all = steps(&skyscraper(false), CHAINS);
    let step = expect(&all, Technique::Skyscraper, 40, &SKYSCRAPER);
    assert_eq!(step.chain.len(), 4);
    assert_eq!(of(&all, Technique::Skyscraper).len(), 1);
    // A third 1 in column 4 (r5c4): no strong link there, no chain.
    assert_none(&skyscraper(true), CHAINS, &[Technique::Skyscraper]);
}

/// 2-String Kite on 1: row 2 holds 1 at r2c4 and r2c8, column 9 at r1c9 and r5c9; r2c8 and
/// r1c9 share box 3, so r2c4 or r5c9 is 1, and r5c4 (seeing both) is not. The other corner,
/// r2c9, lost its 1 to the row.
fn kite(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(1, row(2), &["r2c4", "r2c8"])
        .only(1, col(9), &["r1c9", "r5c9"]);
    if broken { marks.add("r2c1", 1) } else { marks }.done()
}

#[test]
fn two_string_kite_joins_a_row_and_a_column_in_a_box() {
    let all = steps(&kite(false), CHAINS);
    expect(&all, Technique::TwoStringKite, 41, &[("r5c4", 1)]);
    assert_none(&kite(true), CHAINS, &[Technique::TwoStringKite]);
}

/// Turbot Fish on 1: box 5 holds 1 at r4c6 and r6c4 (no shared line), column 8 at r1c8 and
/// r6c8; r6c4 and r6c8 share row 6. So r4c6 or r1c8 is 1: r1c6 (seeing both) is not. The other
/// corner, r4c8, lost its 1 to the column.
fn turbot(broken: bool) -> Candidates {
    let marks =
        Marks::new()
            .only(1, boxed(5), &["r4c6", "r6c4"])
            .only(1, col(8), &["r1c8", "r6c8"]);
    if broken { marks.add("r5c5", 1) } else { marks }.done()
}

#[test]
fn turbot_fish_has_a_strong_link_in_a_box() {
    let all = steps(&turbot(false), CHAINS);
    let step = expect(&all, Technique::TurbotFish, 41, &[("r1c6", 1)]);
    assert_eq!(step.houses.len(), 2);
    assert_none(&turbot(true), CHAINS, &[Technique::TurbotFish]);
}

/// HoDoKu's "find all steps" lists its X-Chains apart from its single-digit patterns: the
/// Turbot Fish's chain `r1c8 =1= r6c8 -1- r6c4 =1= r4c6` is also its shortest X-Chain removing
/// r1c6's 1, rated as the Turbot Fish (4.0 + 0.1: a box and a column). `hint --all` lists it
/// under both names, each accepted by the checker; explanations keep the Turbot Fish.
#[test]
fn a_turbot_fish_is_also_listed_as_an_x_chain() {
    let all = steps(&turbot(false), CHAINS);
    let step = expect(&all, Technique::XChain, 41, &[("r1c6", 1)]);
    assert_eq!(step.chain.len(), 4);
    assert_eq!(
        of(&all, Technique::XChain)
            .iter()
            .filter(|s| s.eliminations == step.eliminations)
            .count(),
        1
    );
    // A third 1 in box 5 (r5c5) breaks the box's link: no X-Chain removes r1c6's 1.
    let broken = steps(&turbot(true), CHAINS);
    assert!(
        of(&broken, Technique::XChain)
            .iter()
            .all(|s| s.eliminations != step.eliminations)
    );
}

/// X-Chain of three strong links on 1, a column, a box and a row:
///
/// ```text
/// r3c1 = r5c1 (col 1) - r5c4 = r4c6 (box 5) - r8c6 = r8c5 (row 8)
/// ```
///
/// so r3c1 or r8c5 is 1. They share no band or stack: the cells seeing both are r3c5 and r8c1,
/// and r8c1 lost its 1 to row 8. r3c5 sees no two consecutive nodes, so no shorter chain
/// explains it. Rating 5.4 for three links, + 0.2 as a box and both kinds of line hold them.
fn x_chain(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(1, col(1), &["r3c1", "r5c1"])
        .only(1, boxed(5), &["r5c4", "r4c6"])
        .only(1, row(8), &["r8c6", "r8c5"]);
    if broken { marks.add("r6c5", 1) } else { marks }.done()
}

#[test]
fn x_chain_of_three_strong_links() {
    let all = steps(&x_chain(false), CHAINS);
    let step = expect(&all, Technique::XChain, 56, &[("r3c5", 1)]);
    assert_eq!(step.chain.len(), 6);
    // Its first two links are a Turbot fish, r3c1 = r5c1 - r5c4 = r4c6, removing r3c6. (The
    // last two end at r5c4 and r8c5, whose common cells r7c4 and r9c4 also see both 1s of row
    // 8, in box 8: a claiming, the simpler explanation.)
    expect(&all, Technique::TurbotFish, 41, &[("r3c6", 1)]);
    // A third 1 in box 5 (r6c5) breaks the middle link: no chain of single cells at all (the
    // full grid around still has chains through groups of a box ∩ line, each checked).
    let broken = steps(&x_chain(true), CHAINS);
    let single = |s: &Step| s.chain.iter().all(|n| !n.is_group());
    assert!(
        broken.iter().all(|s| !s.technique.is_chain() || !single(s)),
        "{broken:?}"
    );
}

/// Grouped Skyscraper on 1: column 1 holds 1 at r3c1 and r8c1; column 5 at r8c5 and, in box
/// 2, at r1c5 and r3c5: a group. Bases r8c1 and r8c5 share row 8, so r3c1 is 1 or the group
/// holds it: r3c4 and r3c6, seeing r3c1 (row 3) and both cells of the group (box 2), are not
/// 1. Column 5 has three places, so no chain of single cells says it.
///
/// ```text
/// 1 r3c1 =1= r8c1 -1- r8c5 =1= r1c5|r3c5  =>  r3c4<>1, r3c6<>1
/// ```
fn grouped_skyscraper() -> Candidates {
    Marks::new()
        .only(1, col(1), &["r3c1", "r8c1"])
        .only(1, col(5), &["r1c5", "r3c5", "r8c5"])
        .done()
}

#[test]
fn a_group_node_stands_for_a_box_and_line_of_places() {
    let all = steps(&grouped_skyscraper(), CHAINS);
    // Skyscraper 4.0, + 0.3 through a group.
    let step = expect(&all, Technique::Skyscraper, 43, &[("r3c4", 1), ("r3c6", 1)]);
    let groups: Vec<Vec<Cell>> = (step.chain.iter())
        .filter(|n| n.is_group())
        .map(|n| n.cells().to_vec())
        .collect();
    assert_eq!(groups, vec![vec![cell("r1c5"), cell("r3c5")]]);
    // Without groups, no chain removes them.
    let plain = |s: &&Step| s.chain.iter().all(|n| !n.is_group());
    let gone = [(cell("r3c4"), number(1)), (cell("r3c6"), number(1))];
    assert!(
        all.iter()
            .filter(|s| s.technique.is_chain())
            .filter(plain)
            .all(|s| !s.eliminations.iter().any(|e| gone.contains(e)))
    );
}

/// Empty Rectangle on 1: box 5 holds 1 only in row 6 (r6c4, r6c5) and column 6 (r4c6), column
/// 2 only at r6c2 and r8c2. If r8c2 is not 1, r6c2 is, so row 6's group in box 5 is not, and
/// the box's 1 is r4c6: r8c6, seeing r8c2 (row 8) and r4c6 (column 6), is not 1. (r4c2 sees
/// both ends too; the search for it finds another chain first.)
///
/// ```text
/// 1 r8c2 =1= r6c2 -1- r6c4|r6c5 =1= r4c6  =>  r8c6<>1
/// ```
///
fn empty_rectangle() -> Candidates {
    Marks::new()
        .only(1, boxed(5), &["r6c4", "r6c5", "r4c6"])
        .only(1, col(2), &["r6c2", "r8c2"])
        .done()
}

#[test]
fn an_empty_rectangle_is_a_box_in_one_row_and_one_column_with_a_conjugate_pair() {
    let state = empty_rectangle();
    let all = steps(&state, CHAINS);
    // HoDoKu's name for it; rated as Sudoku Explainer's grouped Turbot Fish, 4.0 + 0.3. (Its
    // box holding two single places, it is a Turbot Fish: `turbot_fish_has_…` above.)
    let step = expect(&all, Technique::EmptyRectangle, 43, &[("r8c6", 1)]);
    assert_eq!(
        step.display(9).to_string(),
        "Empty Rectangle 1 r8c2 =1= r6c2 -1- r6c4|r6c5 =1= r4c6 => r8c6<>1"
    );
    // The checker names the shape itself.
    let mut named = step.clone();
    named.technique = Technique::TurbotFish;
    let layout = Layout::new(BoxShape::CLASSIC);
    let problem = verify(&layout, &state, [&named])
        .expect_err("rejected")
        .problem;
    assert!(matches!(problem, Problem::Malformed(_)), "{problem:?}");
}

/// Y-Cycle: four bivalue cells in a loop, r1c1 {5,8} -5- r1c4 {5,6} -6- r4c4 {6,7} -7- r4c1
/// {7,8} -8- back to r1c1. Each weak link's two cells hold its number once: 5 leaves the rest
/// of row 1, 6 the rest of column 4, 7 the rest of row 4, 8 the rest of column 1.
fn y_cycle() -> Candidates {
    let cells = [
        ("r1c1", "58"),
        ("r1c4", "56"),
        ("r4c4", "67"),
        ("r4c1", "78"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn a_y_cycle_removes_what_each_weak_link_sees() {
    let all = steps(&y_cycle(), CHAINS);
    let rest = |line: Vec<Cell>, but: [&str; 2], d: usize| -> Vec<(Cell, Number)> {
        let but = but.map(cell);
        line.into_iter()
            .filter(|c| !but.contains(c))
            .map(|c| (c, number(d)))
            .collect()
    };
    let mut wanted: Vec<(Cell, Number)> = [
        rest(row(1), ["r1c1", "r1c4"], 5),
        rest(col(4), ["r1c4", "r4c4"], 6),
        rest(row(4), ["r4c4", "r4c1"], 7),
        rest(col(1), ["r4c1", "r1c1"], 8),
    ]
    .concat();
    wanted.sort_by_key(|&(c, d)| (d, c));
    let cycles = of(&all, Technique::YCycle);
    let step = cycles
        .iter()
        .find(|s| s.eliminations == wanted)
        .unwrap_or_else(|| panic!("{cycles:?}"));
    // Eight nodes: 6.5, + 0.1 for a length of six.
    assert_eq!(step.rating, Rating::from_tenths(66));
    assert_eq!(step.chain.len(), 8);
}

/// XY-Wing: pivot r2c2 {7,9}, wings r2c8 {4,7} (row 2) and r3c2 {4,9} (box 1). Either wing is
/// 4, so 4 goes from the cells seeing both: r2c1 r2c3 (row 2, box 1) and r3c7..r3c9 (row 3,
/// box 3).
pub(super) fn xy_wing(broken: bool) -> Candidates {
    let wing = if broken { "478" } else { "47" };
    let cells = [("r2c2", "79"), ("r2c8", wing), ("r3c2", "49")];
    Marks::new().cells(&cells).done()
}

pub(super) const XY_WING: [(&str, usize); 5] = [
    ("r2c1", 4),
    ("r2c3", 4),
    ("r3c7", 4),
    ("r3c8", 4),
    ("r3c9", 4),
];

#[test]
fn xy_wing_is_a_chain_of_three_bivalue_cells() {
    let all = steps(&xy_wing(false), CHAINS);
    let step = expect(&all, Technique::XYWing, 42, &XY_WING);
    assert_eq!(step.chain.len(), 6);
    // A third candidate in a wing: no wing (and no bent set either).
    let wings = [Technique::XYWing, Technique::XYZWing];
    assert_none(&xy_wing(true), CHAINS, &wings);
}

/// XY-Chain of four bivalue cells with four different numbers:
///
/// ```text
/// r1c1 {2,5} - r1c5 {5,7} - r4c5 {6,7} - r4c8 {2,6}
/// ```
///
/// so r1c1 or r4c8 is 2: it goes from r1c8 and r4c1, the cells seeing both.
fn xy_chain(broken: bool) -> Candidates {
    let third = if broken { "678" } else { "67" };
    let cells = [
        ("r1c1", "25"),
        ("r1c5", "57"),
        ("r4c5", third),
        ("r4c8", "26"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn xy_chain_of_four_cells() {
    let all = steps(&xy_chain(false), CHAINS);
    let step = expect(&all, Technique::XYChain, 72, &[("r1c8", 2), ("r4c1", 2)]);
    assert_eq!(step.chain.len(), 8);
    assert_none(&xy_chain(true), CHAINS, &[Technique::XYChain]);
}

/// Remote Pair: four cells {1,4}, each seeing the next:
///
/// ```text
/// r1c8 - r1c3 (row 1) - r7c3 (column 3) - r7c9 (row 7)
/// ```
///
/// r1c8 and r7c9 are different, so one is 1 and the other 4: both numbers go from the cells
/// seeing both ends, r1c9..r3c9 (box 3, column 9) and r7c8..r9c8 (box 9, column 8). r2c9,
/// r3c9, r8c8 and r9c8 see no two consecutive cells (no pair explains them). Listed (`hint
/// --all`) as HoDoKu does, one step removing what the whole chain does, both numbers: here the
/// ends are the only cells three apart (one apart is a naked pair's work).
fn remote_pair(broken: bool) -> Candidates {
    let end = if broken { "148" } else { "14" };
    let cells = [
        ("r1c8", "14"),
        ("r1c3", "14"),
        ("r7c3", "14"),
        ("r7c9", end),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn remote_pair_removes_both_numbers() {
    let all = steps(&remote_pair(false), CHAINS);
    let seeing = ["r1c9", "r2c9", "r3c9", "r7c8", "r8c8", "r9c8"];
    let expected: Vec<(&str, usize)> = (seeing.iter()).flat_map(|&c| [(c, 1), (c, 4)]).collect();
    let step = expect(&all, Technique::RemotePair, 72, &expected);
    assert_eq!(step.chain.len(), 8);
    assert_eq!(of(&all, Technique::RemotePair).len(), 1);
    assert_none(&remote_pair(true), CHAINS, &[Technique::RemotePair]);
}

/// A longer Remote Pair, six cells {1,4}, each seeing the next and no other:
///
/// ```text
/// r1c8 - r1c3 (row 1) - r7c3 (column 3) - r7c9 (row 7) - r9c7 (box 9) - r4c7 (column 7)
/// ```
///
/// Their values alternate, so any two an odd number of cells apart hold 1 and 4, one each:
/// both numbers go from the cells seeing two such. Three apart: r1c8 and r7c9 (r1c9, r2c9,
/// r3c9, r7c8, r8c8, r9c8), r1c3 and r9c7 (r1c7, r9c3), r7c3 and r4c7 (r4c3, r7c7); five apart,
/// the ends r1c8 and r4c7 (r1c7, r2c7, r3c7 in box 3 and column 7; r4c8, r5c8, r6c8 in column 8
/// and box 6). Listed as one step with all thirty removals, as HoDoKu lists a Remote Pair; its
/// 12 nodes rate it 7.0 + the length bonus of 12 = 7.3.
fn long_remote_pair() -> Candidates {
    let cells = ["r1c8", "r1c3", "r7c3", "r7c9", "r9c7", "r4c7"].map(|c| (c, "14"));
    Marks::new().cells(&cells).done()
}

#[test]
fn remote_pair_lists_what_the_whole_chain_removes() {
    let all = steps(&long_remote_pair(), CHAINS);
    let seeing = [
        "r1c9", "r2c9", "r3c9", "r7c8", "r8c8", "r9c8", "r1c7", "r9c3", "r4c3", "r7c7", "r2c7",
        "r3c7", "r4c8", "r5c8", "r6c8",
    ];
    let expected: Vec<(&str, usize)> = (seeing.iter()).flat_map(|&c| [(c, 1), (c, 4)]).collect();
    let step = expect(&all, Technique::RemotePair, 73, &expected);
    assert_eq!(step.chain.len(), 12);
    // The checker: r9c5 sees r9c7 alone (r8c7, seeing r7c9 and r9c7, one apart, is a naked
    // pair's and would pass).
    let layout = Layout::new(BoxShape::CLASSIC);
    let mut wrong = step;
    wrong.eliminations.push((cell("r9c5"), number(1)));
    assert!(matches!(
        verify(&layout, &long_remote_pair(), [&wrong]).map_err(|r| r.problem),
        Err(Problem::Unjustified { .. })
    ));
}

/// Every Remote Pair by its removals: the five cells r1c3 - r7c3 - r7c9 - r9c7 - r4c7 of
/// `long_remote_pair` are a Remote Pair removing what its two chains of four cells remove
/// together (r1c3 and r9c7 three apart: r1c7, r9c3; r7c3 and r4c7: r4c3, r7c7), a set that
/// no shortest chain for one candidate gives (each of those has a chain of four cells), so the
/// chain search never lists it. HoDoKu lists each set of removals of a Remote Pair; so does
/// `hint --all`, with its shortest chain, rated 7.0 + the length bonus of 10 = 7.3.
#[test]
fn remote_pairs_are_listed_by_every_set_of_removals() {
    let all = steps(&long_remote_pair(), CHAINS);
    let seeing = ["r1c7", "r9c3", "r4c3", "r7c7"];
    let expected: Vec<(&str, usize)> = (seeing.iter()).flat_map(|&c| [(c, 1), (c, 4)]).collect();
    let step = expect(&all, Technique::RemotePair, 73, &expected);
    assert_eq!(step.chain.len(), 10);
    // Each set once: the four cells' three, the five cells' two, the whole chain's.
    assert_eq!(of(&all, Technique::RemotePair).len(), 6);
}

/// W-Wing: r1c8 and r5c1 both {1,4}, which do not see each other; column 3 holds 4 only at
/// r1c3 (seeing r1c8) and r4c3 (seeing r5c1). One of those is 4, so r1c8 or r5c1 is not 4, so
/// is 1: 1 goes from r1c1 and r5c8, the cells seeing both.
fn w_wing(broken: bool) -> Candidates {
    let marks =
        Marks::new()
            .cells(&[("r1c8", "14"), ("r5c1", "14")])
            .only(4, col(3), &["r1c3", "r4c3"]);
    if broken { marks.add("r8c3", 4) } else { marks }.done()
}

#[test]
fn w_wing_joins_two_equal_pairs_by_a_strong_link() {
    let all = steps(&w_wing(false), CHAINS);
    let step = expect(&all, Technique::WWing, 71, &[("r1c1", 1), ("r5c8", 1)]);
    assert_eq!(step.chain.len(), 6);
    assert_none(&w_wing(true), CHAINS, &[Technique::WWing]);
}

/// AIC over 1 and 2, with a bivalue cell and strong links in two houses:
///
/// ```text
/// r3c1 {1,2}: 1 = 2 - r3c6 2 = r7c6 2 (column 6) - r7c6 1 = r7c3 1 (row 7)
/// ```
///
/// so r3c1 or r7c3 is 1. Both lie in stack 1: the cells seeing both are r1c3..r3c3 (box 1,
/// column 3) and r7c1..r9c1 (box 7, column 1); r7c1 lost its 1 to row 7.
fn aic(broken: bool) -> Candidates {
    let marks = Marks::new()
        .cells(&[("r3c1", "12")])
        .only(2, col(6), &["r3c6", "r7c6"])
        .only(1, row(7), &["r7c6", "r7c3"]);
    if broken { marks.add("r9c6", 2) } else { marks }.done()
}

#[test]
fn aic_mixes_numbers_and_link_kinds() {
    let all = steps(&aic(false), CHAINS);
    let expected = [
        ("r1c3", 1),
        ("r2c3", 1),
        ("r3c3", 1),
        ("r8c1", 1),
        ("r9c1", 1),
    ];
    let step = expect(&all, Technique::Aic, 71, &expected);
    assert_eq!(step.numbers, numbers("12"));
    assert_none(&aic(true), CHAINS, &[Technique::Aic]);
}

/// A loop through two strong links at one candidate, 1 in r1c8 (HoDoKu's discontinuous nice
/// loop that sets a value): row 1 holds 1 at r1c2 and r1c8 only, box 7 at r7c2 and r7c3,
/// column 8 at r1c8 and r7c8.
///
/// ```text
/// (1)r1c8 = (1)r1c2 - (1)r7c2 = (1)r7c3 - (1)r7c8 = (1)r1c8
/// ```
///
/// If r1c8 is not 1, row 1 puts it in r1c2, so not in r7c2 (column 2), so in r7c3 (box 7), so
/// not in r7c8 (row 7), so in r1c8 (column 8): r1c8 is 1 whatever, and its 5 and 7 go.
/// Listing every step lists the loop with exactly those (its chain starts and ends at the
/// candidate); the shortest chain for each of 5 and 7 in r1c8 also removes 1 from r1c2 and
/// r7c8. A third place of 1 in column 8 (r5c8) breaks the loop.
fn value_loop(broken: bool) -> Candidates {
    let marks = Marks::new()
        .cells(&[("r1c8", "157")])
        .only(1, row(1), &["r1c2", "r1c8"])
        .only(1, boxed(7), &["r7c2", "r7c3"])
        .only(1, col(8), &["r1c8", "r7c8"]);
    if broken { marks.add("r5c8", 1) } else { marks }.done()
}

#[test]
fn a_loop_through_two_strong_links_sets_its_candidate_when_listing() {
    let all = steps(&value_loop(false), CHAINS);
    let expected = [("r1c8", 5), ("r1c8", 7)];
    let step = expect(&all, Technique::XChain, 56, &expected);
    assert_eq!(step.chain.len(), 6);
    let (first, last) = (&step.chain[0], &step.chain[5]);
    assert_eq!((first.cells(), first.number), (last.cells(), last.number));
    assert_eq!(first.cells(), &[cell("r1c8")]);
    // Listed once, with its shortest chain.
    let same = all.iter().filter(|s| s.eliminations == step.eliminations);
    assert_eq!(same.count(), 1);
    let broken = steps(&value_loop(true), CHAINS);
    let wanted = elims(&expected);
    assert!(
        broken.iter().all(|s| s.eliminations != wanted),
        "a loop without its strong link in column 8"
    );
}

/// XYZ-Wing: pivot r5c5 {5,7,9}, wings r4c4 {5,7} (box 5) and r5c8 {5,9} (row 5). Whatever the
/// pivot is, 5 is in one of the three: 5 goes from r5c4 and r5c6, the cells seeing all three.
fn xyz_wing(broken: bool) -> Candidates {
    let wing = if broken { "359" } else { "59" };
    let cells = [("r5c5", "579"), ("r4c4", "57"), ("r5c8", wing)];
    Marks::new().cells(&cells).done()
}

#[test]
fn xyz_wing_has_a_pivot_of_three_numbers() {
    let all = steps(&xyz_wing(false), CHAINS);
    expect(&all, Technique::XYZWing, 44, &[("r5c4", 5), ("r5c6", 5)]);
    // Found from both sets (pivot and either wing), always with the same eliminations.
    assert!(
        of(&all, Technique::XYZWing)
            .iter()
            .all(|s| s.eliminations.len() == 2)
    );
    assert_none(&xyz_wing(true), CHAINS, &[Technique::XYZWing]);
}

/// WXYZ-Wing: r4c4 {4,7}, r5c5 {5,7,9}, r6c6 {4,5} (box 5: four numbers in three cells) and
/// r5c8 {7,9} outside, seen by r5c5, the set's only 9. If r5c8 is 9 the set has no 9, so its
/// 7 is in r4c4 or r5c5; else r5c8 is 7. So 7 goes from the cells seeing r4c4, r5c5 and r5c8:
/// r5c4 and r5c6. Rating 5.5 + 0.1 (three candidates at most in a cell).
fn wxyz_wing(broken: bool) -> Candidates {
    let third = if broken { "456" } else { "45" };
    let cells = [
        ("r4c4", "47"),
        ("r5c5", "579"),
        ("r6c6", third),
        ("r5c8", "79"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn wxyz_wing_is_a_bent_set_of_three_cells() {
    let all = steps(&wxyz_wing(false), CHAINS);
    let step = expect(&all, Technique::WXYZWing, 56, &[("r5c4", 7), ("r5c6", 7)]);
    assert_eq!(step.cells.len(), 4);
    assert_none(&wxyz_wing(true), CHAINS, &[Technique::WXYZWing]);
}

#[test]
fn the_checker_rejects_tampered_chains() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let state = skyscraper(false);
    let step = expect(
        &steps(&state, CHAINS),
        Technique::Skyscraper,
        40,
        &SKYSCRAPER,
    );
    let rejected = |state: &Candidates, step: &Step| {
        verify(&layout, state, [step])
            .expect_err("rejected")
            .problem
    };
    // An elimination that sees neither roof.
    let mut far = step.clone();
    far.eliminations.push((cell("r9c9"), number(1)));
    assert!(matches!(
        rejected(&state, &far),
        Problem::Unjustified { .. }
    ));
    // A wrong rating.
    let mut rated = step.clone();
    rated.rating = Rating::from_tenths(41);
    assert!(matches!(rejected(&state, &rated), Problem::Rating { .. }));
    // Another name for the same shape.
    let mut named = step.clone();
    named.technique = Technique::TwoStringKite;
    assert!(matches!(rejected(&state, &named), Problem::Malformed(_)));
    // The same chain where column 4 holds a third 1: that link is not strong.
    assert!(matches!(
        rejected(&skyscraper(true), &step),
        Problem::PatternFails(_)
    ));
    // A weak link between cells that share no house: r7c4 moved to r8c4 in the chain.
    let mut moved = step.clone();
    for node in &mut moved.chain {
        if node.cells() == [cell("r7c4")] {
            *node = Node::cell(cell("r8c4"), node.number, node.link, node.on);
        }
    }
    let state = Marks::new()
        .only(1, col(1), &["r3c1", "r7c1"])
        .only(1, col(4), &["r2c4", "r8c4"])
        .done();
    assert!(matches!(rejected(&state, &moved), Problem::PatternFails(_)));
}
