//! Chains, wings, forcing chains and uniqueness on small pencilmark states: each technique lists
//! the eliminations worked out by hand below, the checker accepts every step listed, a broken
//! pattern gives no step, and the checker rejects a tampered chain or a mislabelled uniqueness
//! step.
//!
//! Every state starts from a full grid (every number in every cell) and only pins what its
//! pattern needs: a few cells' candidates, and a number's places in a few houses (a strong link
//! is a number left in two places of a house). All other cells keep nine candidates, so the
//! only strong links are the pattern's, and the cells seeing both ends of a chain are easy to
//! list. Each state keeps the solution `SOLUTION` (checked by `Marks::done`). Cells are written
//! r1c1..r9c9. Uniqueness steps need a state with one solution: theirs are recorded from
//! explanations (see below).

use sudograph::search::Solver;
use sudograph::trace::{Explainer, Link, Node, Problem, Rating, Step, Technique, verify};
use sudograph::{BoxShape, Candidates, Cell, Config, Layout, Number, NumberSet, Rules};

/// A solution every state below keeps, row by row:
///
/// ```text
/// 5 3 4 | 6 7 8 | 9 1 2
/// 6 7 2 | 1 9 5 | 3 4 8
/// 1 9 8 | 3 4 2 | 5 6 7
/// ------+-------+------
/// 8 5 9 | 7 6 1 | 4 2 3
/// 4 2 6 | 8 5 3 | 7 9 1
/// 7 1 3 | 9 2 4 | 8 5 6
/// ------+-------+------
/// 9 6 1 | 5 3 7 | 2 8 4
/// 2 8 7 | 4 1 9 | 6 3 5
/// 3 4 5 | 2 8 6 | 1 7 9
/// ```
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn cell(name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
    Cell::new((r - 1) * 9 + c - 1)
}

fn number(value: usize) -> Number {
    Number::from_value(value)
}

fn numbers(digits: &str) -> NumberSet {
    digits
        .chars()
        .map(|d| number(d.to_digit(10).unwrap() as usize))
        .collect()
}

fn row(r: usize) -> Vec<Cell> {
    (1..=9).map(|c| cell(&format!("r{r}c{c}"))).collect()
}

fn col(c: usize) -> Vec<Cell> {
    (1..=9).map(|r| cell(&format!("r{r}c{c}"))).collect()
}

/// Box `b` (1 to 9, row by row).
fn boxed(b: usize) -> Vec<Cell> {
    let (r0, c0) = (3 * ((b - 1) / 3), 3 * ((b - 1) % 3));
    (0..9)
        .map(|i| Cell::new((r0 + i / 3) * 9 + c0 + i % 3))
        .collect()
}

/// A pencilmark state under construction, from a full grid.
struct Marks(Candidates);

impl Marks {
    fn new() -> Marks {
        Marks(Candidates::full(BoxShape::CLASSIC))
    }

    /// Sets the candidates of cells.
    fn cells(mut self, cells: &[(&str, &str)]) -> Marks {
        for &(name, digits) in cells {
            self.0.set(cell(name), numbers(digits));
        }
        self
    }

    /// Leaves number `d` in `house` only at `keep`.
    fn only(mut self, d: usize, house: Vec<Cell>, keep: &[&str]) -> Marks {
        let keep: Vec<Cell> = keep.iter().map(|&k| cell(k)).collect();
        for c in house.into_iter().filter(|c| !keep.contains(c)) {
            let mut set = self.0.get(c);
            set.remove(number(d));
            self.0.set(c, set);
        }
        self
    }

    /// Gives `name` the number `d` back (a third place that breaks a strong link).
    fn add(mut self, name: &str, d: usize) -> Marks {
        let mut set = self.0.get(cell(name));
        set.insert(number(d));
        self.0.set(cell(name), set);
        self
    }

    /// The state, which must still hold the solution.
    fn done(self) -> Candidates {
        for (i, d) in SOLUTION.chars().enumerate() {
            let value = number(d.to_digit(10).unwrap() as usize);
            assert!(
                self.0.get(Cell::new(i)).contains(value),
                "cell {i} lost {d}"
            );
        }
        self.0
    }
}

/// Every step available at `state` with the families `rules`, each passing the checker.
fn steps(state: &Candidates, rules: Rules) -> Vec<Step> {
    let config = Config::default().with_rules(rules);
    let all = Explainer::from_candidates(state)
        .with_config(config)
        .all_steps();
    let layout = Layout::new(BoxShape::CLASSIC);
    for step in &all {
        if let Err(rejection) = verify(&layout, state, [step]) {
            panic!("{}: {rejection}", step.display(9));
        }
    }
    all
}

/// The steps of `technique`.
fn of(steps: &[Step], technique: Technique) -> Vec<&Step> {
    steps.iter().filter(|s| s.technique == technique).collect()
}

/// Eliminations as the steps list them: (cell, number), sorted by number then cell.
fn elims(list: &[(&str, usize)]) -> Vec<(Cell, Number)> {
    let mut out: Vec<(Cell, Number)> = list.iter().map(|&(c, d)| (cell(c), number(d))).collect();
    out.sort_by_key(|&(c, d)| (d, c));
    out
}

/// The step of `technique` removing exactly `expected`, rated `tenths`; panics listing the
/// steps of that technique when there is none.
fn expect(steps: &[Step], technique: Technique, tenths: u16, expected: &[(&str, usize)]) -> Step {
    let wanted = elims(expected);
    let found = of(steps, technique);
    let Some(step) = found.iter().find(|s| s.eliminations == wanted) else {
        let listed: Vec<String> = found.iter().map(|s| s.display(9).to_string()).collect();
        panic!("no {technique} removing {expected:?}; listed: {listed:#?}");
    };
    assert_eq!(
        step.rating,
        Rating::from_tenths(tenths),
        "{}",
        step.display(9)
    );
    (*step).clone()
}

/// The step of `technique` printed as `text`, rated `tenths`; panics listing the steps of that
/// technique when there is none.
fn listed(steps: &[Step], technique: Technique, tenths: u16, text: &str) -> Step {
    let found = of(steps, technique);
    let Some(step) = found.iter().find(|s| s.display(9).to_string() == text) else {
        let listed: Vec<String> = found.iter().map(|s| s.display(9).to_string()).collect();
        panic!("no {technique} printed {text:?}; listed: {listed:#?}");
    };
    assert_eq!(step.rating, Rating::from_tenths(tenths), "{text}");
    (*step).clone()
}

/// Steps of each of `techniques` at `state` with `rules`: none.
fn assert_none(state: &Candidates, rules: Rules, techniques: &[Technique]) {
    let all = steps(state, rules);
    for &t in techniques {
        let found: Vec<String> = of(&all, t)
            .iter()
            .map(|s| s.display(9).to_string())
            .collect();
        assert!(found.is_empty(), "{t} in a broken pattern: {found:#?}");
    }
}

const CHAINS: Rules = Rules::CHAINS.with(Rules::WINGS);

/// Skyscraper on 1: columns 1 and 4 hold 1 twice, their bases r7c1 and r7c4 share row 7, so
/// one roof (r3c1 or r2c4) is 1. Cells seeing both roofs: r2c1..r2c3 (box 1) and r3c4..r3c6
/// (box 2); r2c1 and r3c4 lost their 1 to the columns.
///
/// ```text
/// c1: r3c1 ---- r7c1      c4: r2c4 ---- r7c4      (base: r7c1 - r7c4)
/// ```
fn skyscraper(broken: bool) -> Candidates {
    let marks = Marks::new()
        .only(1, col(1), &["r3c1", "r7c1"])
        .only(1, col(4), &["r2c4", "r7c4"]);
    if broken { marks.add("r5c4", 1) } else { marks }.done()
}

const SKYSCRAPER: [(&str, usize); 4] = [("r2c2", 1), ("r2c3", 1), ("r3c5", 1), ("r3c6", 1)];

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
fn xy_wing(broken: bool) -> Candidates {
    let wing = if broken { "478" } else { "47" };
    let cells = [("r2c2", "79"), ("r2c8", wing), ("r3c2", "49")];
    Marks::new().cells(&cells).done()
}

const XY_WING: [(&str, usize); 5] = [
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
/// seeing both ends, r1c9..r3c9 (box 3, column 9) and r7c8..r9c8 (box 9, column 8); one step
/// per number. r2c9, r3c9, r8c8 and r9c8 see no two consecutive cells (no pair explains them).
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
    for d in [1, 4] {
        let expected: Vec<(&str, usize)> = seeing.iter().map(|&c| (c, d)).collect();
        let step = expect(&all, Technique::RemotePair, 72, &expected);
        assert_eq!(step.chain.len(), 8);
    }
    assert_eq!(of(&all, Technique::RemotePair).len(), 2);
    assert_none(&remote_pair(true), CHAINS, &[Technique::RemotePair]);
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

/// Each of the Skyscraper's eliminations is also a Nishio contradiction: 1 in r2c2 (say)
/// removes the roofs' 1, so both bases, in one row, are 1. Forcing steps conclude one
/// candidate each.
#[test]
fn nishio_finds_the_skyscraper_one_candidate_at_a_time() {
    let all = steps(&skyscraper(false), Rules::FORCING);
    for elimination in SKYSCRAPER {
        expect(&all, Technique::NishioForcingChain, 75, &[elimination]);
    }
    assert_eq!(of(&all, Technique::NishioForcingChain).len(), 4);
}

/// Static region forcing chains at the XY-Wing: every place of 9 in box 1 removes 4 from r2c1
/// (r2c1 = 9 itself; r3c2 = 9 makes r2c2 7 and r2c8 4; any other place makes r3c2 4), and so
/// does every place of 7 in row 2, and of other numbers in other houses. Each elimination of
/// the wing is listed once, by its simplest chain (the fewest nodes, the first found among
/// equals: 9 in box 1 for r2c1), and nothing else is; Nishio (one number at a time) sees none
/// of it.
#[test]
fn region_forcing_chains_at_an_xy_wing() {
    let all = steps(&xy_wing(false), Rules::FORCING);
    let found = of(&all, Technique::RegionForcingChain);
    let box_1: Vec<Cell> = [
        "r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3",
    ]
    .into_iter()
    .map(cell)
    .collect();
    let r2c1: Vec<_> = (found.iter())
        .filter(|s| s.eliminations == elims(&[("r2c1", 4)]))
        .collect();
    assert_eq!(r2c1.len(), 1, "r2c1<>4 listed once");
    let step = r2c1[0];
    assert!(
        step.cells == box_1 && step.numbers == numbers("9"),
        "{}",
        step.display(9)
    );
    assert!(
        step.rating >= Rating::from_tenths(80),
        "{}",
        step.display(9)
    );
    assert_eq!(found.len(), XY_WING.len(), "one step an elimination");
    let mut removed: Vec<_> = found.iter().flat_map(|s| s.eliminations.clone()).collect();
    removed.sort_by_key(|&(c, d)| (d, c));
    assert_eq!(removed, elims(&XY_WING));
    assert!(
        all.iter()
            .all(|s| s.technique != Technique::NishioForcingChain)
    );
}

/// Cell forcing chain: r5c5 {1,5,7}, with r4c6 {1,4} and r4c4 {4,7} in box 5 and r5c1 {4,5} in
/// row 5. r5c5 = 1 makes r4c6 4, = 5 makes r5c1 4, = 7 makes r4c4 4; 4 goes from every cell
/// seeing all three: r4c1..r4c3 (row 4, box 4) and r5c4, r5c6 (row 5, box 5), one step each.
#[test]
fn cell_forcing_chain_from_a_cell_of_three_candidates() {
    let cells = [
        ("r5c5", "157"),
        ("r4c6", "14"),
        ("r4c4", "47"),
        ("r5c1", "45"),
    ];
    let state = Marks::new().cells(&cells).done();
    let all = steps(&state, Rules::FORCING);
    let found = of(&all, Technique::CellForcingChain);
    for name in ["r4c1", "r4c2", "r4c3", "r5c4", "r5c6"] {
        let step = found
            .iter()
            .find(|s| s.eliminations == elims(&[(name, 4)]) && s.cells == [cell("r5c5")]);
        let step = step.unwrap_or_else(|| panic!("no cell forcing chain for {name}"));
        // Three branches, each starting at one of the cell's candidates.
        let starts = step.chain.iter().filter(|n| n.link == Link::Start);
        assert_eq!(starts.count(), 3);
        assert!(step.rating >= Rating::from_tenths(80));
        // Without its last branch (r5c5 = 7) the step proves nothing: rejected.
        let mut two = Step::clone(step);
        let last = two.chain.iter().rposition(|n| n.link == Link::Start);
        two.chain.truncate(last.unwrap());
        let layout = Layout::new(BoxShape::CLASSIC);
        let rejection = verify(&layout, &state, [&two]).expect_err("two branches of three");
        assert!(
            !matches!(rejection.problem, Problem::Rating { .. }),
            "{rejection}"
        );
    }
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

/// ALS-XZ: A = r8c3 {7,9} (a bivalue cell), B = r2c2 {2,7}, r2c3 {2,7,9} (row 2, three numbers
/// in two cells). 9 is restricted: its only places, r8c3 and r2c3, share column 3. If r8c3 is
/// 9, B has no 9 and holds 2 and 7; else r8c3 is 7. So 7 is in r8c3, r2c2 or r2c3, and goes
/// from the cells seeing all three: r1c3 and r3c3 (column 3 and box 1). Rating: 3 cells and 2
/// sets, 8.5 + the length bonus of 5 = 8.6.
fn als_xz(broken: bool) -> Candidates {
    let b = if broken { "278" } else { "27" };
    let cells = [("r8c3", "79"), ("r2c2", b), ("r2c3", "279")];
    Marks::new().cells(&cells).done()
}

#[test]
fn als_xz_removes_z_from_the_cells_seeing_all_its_places() {
    let all = steps(&als_xz(false), Rules::ALS);
    let step = listed(
        &all,
        Technique::AlsXz,
        86,
        "ALS-XZ: A=r8c3 {7,9}, B=r2c2,r2c3 {2,7,9}, X=9, Z=7 => r1c3<>7, r3c3<>7",
    );
    assert_eq!(step.eliminations, elims(&[("r1c3", 7), ("r3c3", 7)]));
    assert_eq!(step.sets[1].cells(), &[cell("r2c2"), cell("r2c3")]);
    // The same 7s seen the other way: A = r2c2 {2,7}, B = r2c3, r8c3 (column 3), X = 2.
    listed(
        &all,
        Technique::AlsXz,
        86,
        "ALS-XZ: A=r2c2 {2,7}, B=r2c3,r8c3 {2,7,9}, X=2, Z=7 => r1c3<>7, r3c3<>7",
    );
    // r2c2 with a third number: B is no ALS.
    assert_none(&als_xz(true), Rules::ALS, &[Technique::AlsXz]);
}

/// ALS-XY-Wing: C = r5c4 {1,8}, r5c6 {1,3} (row 5), A = r1c4 {6,8}, B = r5c9 {1,6}. 8 is
/// restricted between A and C (column 4), 1 between B and C (row 5). C lacks at most one
/// number: it holds 8 (then r1c4 is 6) or 1 (then r5c9 is 6). So 6 goes from r1c9, the one
/// cell seeing r1c4 and r5c9 (r5c4 sees both but has no 6). Rating: 4 cells and 3 sets, 8.7.
fn als_xy_wing(broken: bool) -> Candidates {
    let a = if broken { "689" } else { "68" };
    let cells = [("r5c4", "18"), ("r5c6", "13"), ("r1c4", a), ("r5c9", "16")];
    Marks::new().cells(&cells).done()
}

#[test]
fn als_xy_wing_joins_two_sets_through_a_third() {
    let all = steps(&als_xy_wing(false), Rules::ALS);
    listed(
        &all,
        Technique::AlsXyWing,
        87,
        "ALS-XY-Wing: A=r1c4 {6,8}, B=r5c9 {1,6}, C=r5c4,r5c6 {1,3,8}, X,Y=1,8, Z=6 => r1c9<>6",
    );
    // r5c4 alone is a pivot too: a bivalue C (an XY-Wing seen as ALSs), 3 cells, 8.6.
    listed(
        &all,
        Technique::AlsXyWing,
        86,
        "ALS-XY-Wing: A=r1c4 {6,8}, B=r5c9 {1,6}, C=r5c4 {1,8}, X,Y=1,8, Z=6 => r1c9<>6",
    );
    assert_none(&als_xy_wing(true), Rules::ALS, &[Technique::AlsXyWing]);
}

/// Death Blossom: stem r5c5 {5,7}. Its 5 is restricted with the petal r5c2 {2,5}, r5c3 {2,6}
/// (row 5), its 7 with the petal r4c5 {6,7} (column 5). Whatever the stem is, its petal lacks
/// that number and so holds 6: 6 is in r5c3 or r4c5, and goes from the cells seeing both:
/// r4c1, r4c2, r4c3 (row 4, box 4) and r5c4, r5c6 (row 5, box 5). Rating: 4 cells and 3 sets,
/// 8.7.
fn death_blossom(broken: bool) -> Candidates {
    let stem = if broken { "578" } else { "57" };
    let cells = [
        ("r5c5", stem),
        ("r5c2", "25"),
        ("r5c3", "26"),
        ("r4c5", "67"),
    ];
    Marks::new().cells(&cells).done()
}

#[test]
fn death_blossom_has_a_petal_for_each_candidate_of_its_stem() {
    let all = steps(&death_blossom(false), Rules::ALS);
    let expected = [
        ("r4c1", 6),
        ("r4c2", 6),
        ("r4c3", 6),
        ("r5c4", 6),
        ("r5c6", 6),
    ];
    let step = listed(
        &all,
        Technique::DeathBlossom,
        87,
        "Death Blossom: stem r5c5 {5,7}, 5: A=r5c2,r5c3 {2,5,6}, 7: B=r4c5 {6,7}, Z=6 => \
         r4c1<>6, r4c2<>6, r4c3<>6, r5c4<>6, r5c6<>6",
    );
    assert_eq!(step.eliminations, elims(&expected));
    assert_eq!(step.sets[0].cells(), &[cell("r5c5")]);
    // An 8 in the stem has no petal (no other cell of its houses is short of numbers).
    assert_none(&death_blossom(true), Rules::ALS, &[Technique::DeathBlossom]);
}

/// ALS-XY-Chain: A = r1c1 {2,5,6}, r2c1 {2,6} (column 1), B = r1c5 {5,7}, r1c6 {5,7,8} (row
/// 1), C = r5c6 {3,8}, D = r4c2 {2,5}, r5c2 {2,3,5} (column 2). 5 is restricted between A and
/// B (its one place in A, r1c1, shares row 1 with both of B's), 8 between B and C (r1c6 and
/// r5c6, column 6), 3 between C and D (r5c6 and r5c2, row 5). If A has no 2 it holds 5 and 6,
/// r1c1 being 5; then B has no 5 and holds 7 and 8, r1c6 being 8; then r5c6 is 3, so D has no
/// 3 and holds 2 and 5. So 2 is in A or in D, and goes from the cells seeing its places in both
/// (r1c1, r2c1, r4c2, r5c2): r1c2, r2c2, r3c2 (box 1, column 2) and r4c1, r5c1, r6c1 (column 1,
/// box 4). No two sets but consecutive ones are linked, and no two consecutive ones lie in one
/// house, so no shorter pattern (ALS-XZ, ALS-XY-Wing) of their cells says as much. Rating: 7
/// cells and 4 sets, 8.5 + the length bonus of 11 = 8.8.
fn als_xy_chain(broken: bool) -> Candidates {
    // Broken: r1c5 holds an 8 too, which does not see r5c6: B and C are no longer linked.
    let b = if broken { "578" } else { "57" };
    let cells = [
        ("r1c1", "256"),
        ("r2c1", "26"),
        ("r1c5", b),
        ("r1c6", "578"),
        ("r5c6", "38"),
        ("r4c2", "25"),
        ("r5c2", "235"),
    ];
    Marks::new().cells(&cells).done()
}

const ALS_XY_CHAIN: &str = "ALS-XY-Chain: A=r1c1,r2c1 {2,5,6} -5- B=r1c5,r1c6 {5,7,8} -8- \
     C=r5c6 {3,8} -3- D=r4c2,r5c2 {2,3,5}, Z=2 => r1c2<>2, r2c2<>2, r3c2<>2, r4c1<>2, r5c1<>2, \
     r6c1<>2";

#[test]
fn als_xy_chain_links_four_sets_by_restricted_commons() {
    let all = steps(&als_xy_chain(false), Rules::ALS);
    let expected = [
        ("r1c2", 2),
        ("r2c2", 2),
        ("r3c2", 2),
        ("r4c1", 2),
        ("r5c1", 2),
        ("r6c1", 2),
    ];
    let step = listed(&all, Technique::AlsXyChain, 88, ALS_XY_CHAIN);
    assert_eq!(step.eliminations, elims(&expected));
    assert_eq!(
        of(&all, Technique::AlsXyChain).len(),
        1,
        "once, one way round"
    );
    assert_eq!(step.numbers, numbers("358"));
    let order: Vec<&[Cell]> = step.sets.iter().map(|s| s.cells()).collect();
    assert_eq!(
        order,
        [
            &[cell("r1c1"), cell("r2c1")][..],
            &[cell("r1c5"), cell("r1c6")],
            &[cell("r5c6")],
            &[cell("r4c2"), cell("r5c2")]
        ]
    );
    // Its links: each restricted common on in one set, off in the next.
    let links: Vec<(usize, Link, bool)> = (step.chain.iter())
        .map(|n| (n.number.value(), n.link, n.on))
        .collect();
    assert_eq!(
        links,
        [
            (5, Link::Start, true),
            (5, Link::Weak, false),
            (8, Link::Strong, true),
            (8, Link::Weak, false),
            (3, Link::Strong, true),
            (3, Link::Weak, false),
        ]
    );
    assert_none(&als_xy_chain(true), Rules::ALS, &[Technique::AlsXyChain]);
}

#[test]
fn the_checker_rejects_tampered_als_xy_chains() {
    let state = als_xy_chain(false);
    let all = steps(&state, Rules::ALS);
    let step = listed(&all, Technique::AlsXyChain, 88, ALS_XY_CHAIN);
    let layout = Layout::new(BoxShape::CLASSIC);
    let problem = |step: &Step, state: &Candidates| {
        verify(&layout, state, [step]).map_err(|r| r.problem).err()
    };
    assert_eq!(problem(&step, &state), None);
    // A broken link: at the broken state r1c5 holds an 8 that does not see r5c6.
    assert!(matches!(
        problem(&step, &als_xy_chain(true)),
        Some(Problem::PatternFails(_))
    ));
    // A link claimed on a number that is no restricted common: B and C on 7.
    let mut wrong = step.clone();
    let seven =
        |on, link, cells: &[&str]| Node::new(number(7), cells.iter().map(|&c| cell(c)), link, on);
    wrong.chain[2] = seven(true, Link::Strong, &["r1c5", "r1c6"]);
    wrong.chain[3] = seven(false, Link::Weak, &["r5c6"]);
    wrong.numbers = numbers("357");
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::PatternFails(_))
    ));
    // A wrong set: C as r5c6 with a number it does not hold.
    let mut wrong = step.clone();
    wrong.sets[2] = sudograph::trace::PatternSet::new([cell("r5c6")], numbers("348"));
    assert!(problem(&wrong, &state).is_some());
    // A set dropped: three sets are an ALS-XY-Wing, not a chain.
    let mut wrong = step.clone();
    wrong.sets.remove(1);
    wrong
        .cells
        .retain(|&c| c != cell("r1c5") && c != cell("r1c6"));
    wrong.chain.truncate(4);
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Malformed(_))
    ));
    // A 2 from a cell that sees only one end (r3c1 sees A, not D).
    let mut wrong = step.clone();
    wrong.eliminations.insert(2, (cell("r3c1"), number(2)));
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Unjustified { .. })
    ));
    // The same eliminations at another rating.
    let mut wrong = step;
    wrong.rating = Rating::from_tenths(87);
    assert!(matches!(
        problem(&wrong, &state),
        Some(Problem::Rating { .. })
    ));

    // Two links on one number: A = r1c1 {2,5} -5- B = r1c5 {5,7} -5- C = r5c5 {4,5} -4-
    // D = r5c1 {2,4}. Each link is a restricted common, but B lacking 5 says nothing of C, so
    // 2 need not be in A or D: it is in r8c1, which the bogus step would clear.
    let cells = [
        ("r1c1", "25"),
        ("r1c5", "57"),
        ("r5c5", "45"),
        ("r5c1", "24"),
    ];
    let state = Marks::new().cells(&cells).done();
    let set = |cells: &[&str], digits| {
        sudograph::trace::PatternSet::new(cells.iter().map(|&c| cell(c)), numbers(digits))
    };
    let node = |d, c, link, on| Node::cell(cell(c), number(d), link, on);
    let column: Vec<(&str, usize)> = ["r2c1", "r3c1", "r4c1", "r6c1", "r7c1", "r8c1", "r9c1"]
        .iter()
        .map(|&c| (c, 2))
        .collect();
    let bogus = Step {
        technique: Technique::AlsXyChain,
        rating: Rating::from_tenths(87),
        houses: Vec::new(),
        cells: ["r1c1", "r1c5", "r5c1", "r5c5"].map(cell).to_vec(),
        numbers: numbers("45"),
        eliminations: elims(&column),
        placements: Vec::new(),
        chain: vec![
            node(5, "r1c1", Link::Start, true),
            node(5, "r1c5", Link::Weak, false),
            node(5, "r1c5", Link::Strong, true),
            node(5, "r5c5", Link::Weak, false),
            node(4, "r5c5", Link::Strong, true),
            node(4, "r5c1", Link::Weak, false),
        ],
        sets: vec![
            set(&["r1c1"], "25"),
            set(&["r1c5"], "57"),
            set(&["r5c5"], "45"),
            set(&["r5c1"], "24"),
        ],
    };
    assert!(matches!(
        problem(&bogus, &state),
        Some(Problem::PatternFails(what)) if what.contains("differ")
    ));
    // The finder lists no chain clearing r8c1's 2 there.
    let all = steps(&state, Rules::ALS);
    let r8c1 = (cell("r8c1"), number(2));
    assert!(
        all.iter().all(|s| !s.eliminations.contains(&r8c1)),
        "the solution's 2 in r8c1 is kept"
    );
}

#[test]
fn hint_all_lists_the_als_xy_chain() {
    let state = als_xy_chain(false).to_string();
    let run = |technique: &str| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_sudograph"))
            .args(["hint", "--all", "--technique", technique, "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child
                    .stdin
                    .take()
                    .expect("piped")
                    .write_all(state.as_bytes())?;
                child.wait_with_output()
            })
            .expect("sudograph runs");
        assert!(output.status.success());
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    assert_eq!(run("als_xy_chain"), format!("{ALS_XY_CHAIN}\n\n"));
    // Filtered out, nothing.
    assert_eq!(run("sue_de_coq"), "\n");
}

#[test]
fn als_xy_chains_listed_at_hard_states_are_each_needed() {
    // The states where explanations without forcing chains and ALSs stop, on top1465's first
    // 30 puzzles: each ALS-XY-Chain listed passes the checker (`steps`), removes what no other
    // chain listed removes, and more than any ALS-XZ or ALS-XY-Wing rated as much or less.
    let text = std::fs::read_to_string("data/top1465.txt").expect("data file");
    let without = (Rules::EXPLAIN.without(Rules::FORCING))
        .without(Rules::ALS)
        .without(Rules::SEARCH);
    let mut chains = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(30) {
        let puzzle: sudograph::Puzzle = line.parse().expect("a puzzle");
        let trace = Explainer::new(&puzzle)
            .with_config(Config::default().with_rules(without))
            .explain();
        let all = steps(trace.end(), Rules::ALS);
        let listed = of(&all, Technique::AlsXyChain);
        let shorter: Vec<&Step> = (all.iter())
            .filter(|s| matches!(s.technique, Technique::AlsXz | Technique::AlsXyWing))
            .collect();
        for (i, chain) in listed.iter().enumerate() {
            let removes = |s: &Step| {
                chain
                    .eliminations
                    .iter()
                    .all(|e| s.eliminations.contains(e))
            };
            assert!((4..=6).contains(&chain.sets.len()));
            assert!(
                listed[..i]
                    .iter()
                    .all(|c| c.eliminations != chain.eliminations),
                "{line}: listed twice: {}",
                chain.display(9)
            );
            let covered = shorter
                .iter()
                .find(|s| s.rating <= chain.rating && removes(s));
            assert!(
                covered.is_none(),
                "{line}: {} no more than {}",
                chain.display(9),
                covered.unwrap().display(9)
            );
        }
        chains += listed.len();
    }
    assert!(chains > 0, "some ALS-XY-Chains");
}

/// Sue de Coq: r1c1 {1,2,5}, r1c2 {2,3} (row 1 ∩ box 1) hold four numbers in two cells; r1c8
/// {1,5} in the rest of row 1 and r2c3 {2,3} in the rest of box 1 share none. Four cells, four
/// numbers, each once at most: each is placed in them. 1 and 5 lie in row 1 only, so they go
/// from the rest of row 1; 2 and 3 in box 1 only, so they go from the rest of box 1. Rating: 4
/// cells and 3 sets, 8.7.
fn sue_de_coq(broken: bool) -> Candidates {
    let d = if broken { "235" } else { "23" };
    let cells = [("r1c1", "125"), ("r1c2", "23"), ("r1c8", "15"), ("r2c3", d)];
    Marks::new().cells(&cells).done()
}

#[test]
fn sue_de_coq_splits_an_intersection_between_its_line_and_box() {
    let all = steps(&sue_de_coq(false), Rules::ALS);
    let mut expected = Vec::new();
    for d in [1, 5] {
        for c in [3, 4, 5, 6, 7, 9] {
            expected.push((format!("r1c{c}"), d));
        }
    }
    for d in [2, 3] {
        for name in ["r1c3", "r2c1", "r2c2", "r3c1", "r3c2", "r3c3"] {
            expected.push((name.to_string(), d));
        }
    }
    let expected: Vec<(&str, usize)> = expected.iter().map(|(c, d)| (c.as_str(), *d)).collect();
    let step = expect(&all, Technique::SueDeCoq, 87, &expected);
    assert!(
        step.display(9)
            .to_string()
            .starts_with("Sue de Coq: C=r1c1,r1c2 {1,2,3,5}, line r1c8 {1,5}, box r2c3 {2,3} =>")
    );
    // r2c3 with a 5 shares it with r1c8: no Sue de Coq.
    assert_none(&sue_de_coq(true), Rules::ALS, &[Technique::SueDeCoq]);
}

#[test]
fn the_checker_rejects_tampered_als_steps() {
    let state = als_xz(false);
    let all = steps(&state, Rules::ALS);
    let step = expect(&all, Technique::AlsXz, 86, &[("r1c3", 7), ("r3c3", 7)]);
    let layout = Layout::new(BoxShape::CLASSIC);
    // The restricted common claimed on 7: not one.
    let mut wrong = step.clone();
    wrong.numbers = numbers("7");
    assert!(verify(&layout, &state, [&wrong]).is_err());
    // An elimination that does not see every 7 of the sets.
    let mut wrong = step.clone();
    wrong.eliminations.push((cell("r9c9"), number(7)));
    assert!(matches!(
        verify(&layout, &state, [&wrong]).map_err(|r| r.problem),
        Err(Problem::Unjustified { .. })
    ));
    // A set with a number it does not hold.
    let mut wrong = step.clone();
    wrong.sets[0] = sudograph::trace::PatternSet::new([cell("r8c3")], numbers("789"));
    assert!(verify(&layout, &state, [&wrong]).is_err());
    // Another rating.
    let mut wrong = step;
    wrong.rating = Rating::from_tenths(85);
    assert!(verify(&layout, &state, [&wrong]).is_err());
}

// Uniqueness: states met in explanations of top1465.txt and se_rated_2000.txt, just before the
// step, written as the explainer prints them (each cell's candidates, row by row). Each has one
// solution (uniqueness steps need it); the broken state takes one candidate that is not the
// solution's from a cell of the pattern, so it keeps that solution alone, and the pattern on
// those cells is gone.

/// A state as the explainer prints it.
fn pencilmarks(text: &str) -> Candidates {
    text.parse().expect("a pencilmark state")
}

/// Uniqueness with Unique Rectangle type 6 and Hidden Rectangle.
const UNIQUENESS: Rules = Rules::UNIQUENESS_EXTRA;

/// The step of `technique` removing `expected` at `text`, rated `tenths`; without `broken`
/// (a candidate, not the solution's, of a cell of the pattern) no step of `technique` on the
/// same cells.
fn uniqueness_case(
    text: &str,
    technique: Technique,
    tenths: u16,
    expected: &[(&str, usize)],
    broken: (&str, usize),
) -> Step {
    let state = pencilmarks(text);
    assert_eq!(Solver::from_candidates(&state).is_unique(), Ok(true));
    let step = expect(&steps(&state, UNIQUENESS), technique, tenths, expected);
    let mut less = state.clone();
    let mut set = less.get(cell(broken.0));
    assert!(set.contains(number(broken.1)));
    set.remove(number(broken.1));
    less.set(cell(broken.0), set);
    assert_eq!(Solver::from_candidates(&less).is_unique(), Ok(true));
    let left: Vec<String> = of(&steps(&less, UNIQUENESS), technique)
        .iter()
        .filter(|s| s.cells == step.cells)
        .map(|s| s.display(9).to_string())
        .collect();
    assert!(
        left.is_empty(),
        "{technique} in a broken pattern: {left:#?}"
    );
    step
}

/// Unique Rectangle type 3 on {5,7} (r3c7 r3c8 r9c7 r9c8): r9c7 and r9c8 hold only {5,7}, so
/// r3c7 (257) or r3c8 (2578) is 2 or 8. With r1c8 {4,8} and r2c7 {2,4} of box 3 they hold the
/// naked triple {2,4,8}: 4 and 8 leave r1c9 and r2c9 (4.5 + 0.2). Broken: r9c8 loses 5.
const UNIQUE_RECTANGLE_3: &str = concat!(
    "2 34689 3458 7 3689 89 1 48 4568 ",
    "3468 3468 3478 1238 5 128 24 9 4678 ",
    "5689 6789 1 289 2689 4 257 2578 3 ",
    "1346 12346 23457 1239 1239 57 8 14 4579 ",
    "138 1238 23578 12389 4 57 39 6 579 ",
    "13458 13478 9 138 138 6 3457 1457 2 ",
    "7 123489 2348 5 1289 1289 6 248 489 ",
    "1489 5 248 6 7 1289 249 3 489 ",
    "89 289 6 4 289 3 57 57 1",
);

#[test]
fn unique_rectangle_3_is_a_naked_subset_with_a_pseudo_cell() {
    uniqueness_case(
        UNIQUE_RECTANGLE_3,
        Technique::UniqueRectangle3,
        47,
        &[("r1c9", 4), ("r2c9", 4), ("r1c9", 8), ("r2c9", 8)],
        ("r9c8", 5),
    );
}

/// Unique Rectangle type 3, hidden, on {3,5} (r4c5 r4c6 r7c5 r7c6): r7c5 and r7c6 hold only
/// {3,5}, so r4c5 (357) and r4c6 (1357) are not both 3 and 5; row 4 has 3 and 5 nowhere else but
/// r4c9, which is then 3 or 5: it loses 6 (4.5). Broken: r7c5 loses 3.
const UNIQUE_RECTANGLE_3_HIDDEN: &str = concat!(
    "19 124 48 3 67 78 5 249 4689 ",
    "6 5 248 9 1 28 7 3 48 ",
    "39 23 7 58 256 4 69 2689 1 ",
    "2 78 9 18 357 1357 4 68 356 ",
    "45 6 3 24 9 258 1 7 58 ",
    "45 78 1 458 3457 6 39 89 2 ",
    "8 14 6 7 35 35 2 149 49 ",
    "7 9 24 124 8 12 36 5 36 ",
    "13 1234 5 6 24 9 8 14 7",
);

#[test]
fn unique_rectangle_3_hidden_keeps_the_subset_numbers() {
    uniqueness_case(
        UNIQUE_RECTANGLE_3_HIDDEN,
        Technique::UniqueRectangle3Hidden,
        45,
        &[("r4c9", 6)],
        ("r7c5", 3),
    );
}

/// Unique Rectangle type 5 on {4,9} (r2c1 r2c2 r4c1 r4c2): every corner but r4c1 holds {2,4,9},
/// three corners, so one of them is 2: r3c2 sees all three and loses 2 (4.5, Sudoku Explainer's
/// type 2). Broken: r4c1 loses 9.
const UNIQUE_RECTANGLE_5: &str = concat!(
    "1 45 467 9 57 2 468 348 368 ",
    "249 249 8 3 16 16 24 7 5 ",
    "3 256 67 4 57 8 9 12 126 ",
    "49 249 5 7 8 3 126 12 1269 ",
    "8 7 239 1 469 4569 45 34 239 ",
    "6 1 39 2 49 459 578 348 3789 ",
    "29 38 1 5 239 7 28 6 4 ",
    "7 46 2469 8 1249 149 3 5 12 ",
    "5 38 24 6 1234 14 1278 9 1278",
);

#[test]
fn unique_rectangle_5_has_its_extra_number_in_diagonal_corners() {
    uniqueness_case(
        UNIQUE_RECTANGLE_5,
        Technique::UniqueRectangle5,
        45,
        &[("r3c2", 2)],
        ("r4c1", 9),
    );
}

/// Unique Rectangle type 6 on {2,7} (r1c8 r1c9 r4c8 r4c9): r1c9 and r4c8 hold only {2,7}, and
/// rows 1 and 4 hold 2 only in the corners; r1c8 = 2 would make r4c8 = 7, r4c9 = 2, r1c9 = 7,
/// the deadly pattern: 2 leaves r1c8 and r4c9 (4.6, with `uniqueness_extra`). Broken: r1c9 loses 7.
const UNIQUE_RECTANGLE_6: &str = concat!(
    "5 89 89 6 1 3 47 247 27 ",
    "16 2 16 45 47 457 9 8 3 ",
    "3 47 47 89 2 89 1 6 5 ",
    "68 1 34568 458 9 45678 3578 27 278 ",
    "289 4589 24589 3 47 14578 578 19 6 ",
    "7 35689 35689 1258 56 12568 358 19 4 ",
    "169 3679 13679 149 8 1469 2 5 179 ",
    "4 5689 12589 7 56 12569 68 3 189 ",
    "12689 56789 1256789 1259 3 12569 4678 47 1789",
);

#[test]
fn unique_rectangle_6_reads_an_x_wing_on_the_rectangle() {
    uniqueness_case(
        UNIQUE_RECTANGLE_6,
        Technique::UniqueRectangle6,
        46,
        &[("r1c8", 2), ("r4c9", 2)],
        ("r1c9", 7),
    );
}

/// Hidden Rectangle on {4,6} (r4c2 r4c3 r7c2 r7c3): r7c2 holds only {4,6}; row 4 and column 3
/// hold 4 only in the corners, so r4c3 = 6 would make r4c2 = 4 and r7c3 = 4, r7c2 = 6: the
/// deadly pattern. r4c3 loses 6 (4.6, with `uniqueness_extra`). Broken: r7c2 loses 6.
const HIDDEN_RECTANGLE: &str = concat!(
    "4 569 1268 5789 3 15789 25 2567 5679 ",
    "1237 359 12 6 127 14579 8 2357 34579 ",
    "23678 3569 268 45789 278 45789 2345 23567 1 ",
    "1236 346 1246 378 5 13678 23 9 378 ",
    "123 8 59 3479 17 13479 6 12357 357 ",
    "136 7 59 2 168 13689 345 1358 3458 ",
    "68 46 468 1 9 2 7 35 35 ",
    "5 1 3 78 678 678 9 4 2 ",
    "9 2 7 35 4 35 1 68 68",
);

#[test]
fn hidden_rectangle_reads_two_strong_links() {
    uniqueness_case(
        HIDDEN_RECTANGLE,
        Technique::HiddenRectangle,
        46,
        &[("r4c3", 6)],
        ("r7c2", 6),
    );
}

/// Unique Loop type 1 on {1,9}: r1c7 r1c8 r5c8 r5c3 r4c3 r4c7, each house holding two of them;
/// all hold only {1,9} but r4c3 (189): it is 8 (4.6, a loop of 6). Broken: r1c7 loses 1.
const UNIQUE_LOOP_1: &str = concat!(
    "3 8 7 6 5 4 19 19 2 ",
    "2 9 6 18 18 7 4 3 5 ",
    "4 1 5 3 2 9 6 7 8 ",
    "7 26 189 589 68 258 19 4 3 ",
    "68 236 19 4 3678 238 5 19 67 ",
    "5 4 39 79 367 1 2 8 67 ",
    "168 67 2 178 9 68 3 5 4 ",
    "9 3567 38 578 4 3568 78 2 1 ",
    "18 357 4 2 1378 358 78 6 9",
);

#[test]
fn unique_loop_1_of_six_cells() {
    uniqueness_case(
        UNIQUE_LOOP_1,
        Technique::UniqueLoop1,
        46,
        &[("r4c3", 1), ("r4c3", 9)],
        ("r1c7", 1),
    );
}

/// Unique Loop type 2 on {5,8}: r3c7 r3c9 r5c9 r5c8 r9c8 r9c7; r9c7 and r9c8 hold 6 more, so one
/// of them is 6: r8c8 and r9c1 see both and lose 6 (4.6). Broken: r3c7 loses 8.
const UNIQUE_LOOP_2: &str = concat!(
    "5 7 4 26 8 3 1 26 9 ",
    "8 9 1 5 26 4 67 3 27 ",
    "3 6 2 9 1 7 58 4 58 ",
    "79 1 8 4 35 25 39 27 6 ",
    "2 3 6 1 7 9 4 58 58 ",
    "79 4 5 68 236 28 39 1 27 ",
    "4 258 3 27 25 6 578 9 1 ",
    "16 58 9 78 4 158 2 5678 3 ",
    "16 258 7 3 9 1258 568 568 4",
);

#[test]
fn unique_loop_2_removes_the_extra_number_seen_by_both() {
    uniqueness_case(
        UNIQUE_LOOP_2,
        Technique::UniqueLoop2,
        46,
        &[("r8c8", 6), ("r9c1", 6)],
        ("r3c7", 8),
    );
}

/// Unique Loop type 3, hidden, on {1,7}: r1c3 r1c4 r2c4 r2c2 r8c2 r8c3; r1c4 and r2c4 (1347)
/// are not both 1 and 7, and column 4 holds 1 and 7 elsewhere only in r7c4, which is then 1 or
/// 7: it loses 8 (4.6). Broken: r1c3 loses 7.
const UNIQUE_LOOP_3_HIDDEN: &str = concat!(
    "236 23 17 1347 5 1367 8 9 146 ",
    "36 17 9 1347 46 8 5 2 146 ",
    "4 58 58 2 9 16 3 7 16 ",
    "389 3489 48 5 1378 17 79 6 2 ",
    "1 2589 258 6 78 4 79 58 3 ",
    "7 358 6 9 38 2 4 1 58 ",
    "589 6 3 178 17 179 2 4 58 ",
    "28 17 17 48 24 5 6 3 9 ",
    "2589 249 248 38 26 369 1 58 7",
);

#[test]
fn unique_loop_3_hidden_of_six_cells() {
    uniqueness_case(
        UNIQUE_LOOP_3_HIDDEN,
        Technique::UniqueLoop3Hidden,
        46,
        &[("r7c4", 8)],
        ("r1c3", 7),
    );
}

/// Unique Loop type 4 on {2,5}: r1c6 r1c9 r9c9 r9c7 r2c7 r2c6; column 6 holds 5 only in r1c6 and
/// r2c6, so one of them is 5 and neither is 2 (4.6). Broken: r1c9 loses 2.
const UNIQUE_LOOP_4: &str = concat!(
    "1468 1468 467 3 124678 12578 9 47 25 ",
    "9 346 3467 67 2467 257 25 8 1 ",
    "148 5 2 17 1478 9 347 347 6 ",
    "7 468 9 5 23 23 1 46 48 ",
    "1368 2 36 4 179 17 3678 5 3789 ",
    "5 134 34 8 179 6 347 2 3479 ",
    "2 3467 8 167 5 137 3467 9 347 ",
    "36 9 5 2 367 4 3678 1 378 ",
    "346 3467 1 9 3678 378 25 3467 25",
);

#[test]
fn unique_loop_4_confines_a_number_to_the_extra_cells() {
    uniqueness_case(
        UNIQUE_LOOP_4,
        Technique::UniqueLoop4,
        46,
        &[("r1c6", 2), ("r2c6", 2)],
        ("r1c9", 2),
    );
}

/// BUG type 2: without 3 in r1c2, r8c1 and r8c9, every open cell is bivalue and every number
/// twice in each house: one of them is 3, and r8c2 sees all three (5.7). Broken: r1c2 loses 8.
const BUG_TYPE_2: &str = concat!(
    "6 378 2 34 5 9 47 1 38 ",
    "37 18 19 34 6 2 47 89 5 ",
    "4 35 59 1 8 7 39 2 6 ",
    "8 6 34 7 2 5 1 39 49 ",
    "29 24 7 89 3 1 5 6 48 ",
    "39 15 15 69 4 68 2 38 7 ",
    "5 24 48 28 9 3 6 7 1 ",
    "237 37 68 5 1 68 39 4 239 ",
    "1 9 36 26 7 4 8 5 23",
);

#[test]
fn bug_type_2_removes_the_bug_number_seen_by_all() {
    uniqueness_case(
        BUG_TYPE_2,
        Technique::BugType2,
        57,
        &[("r8c2", 3)],
        ("r1c2", 8),
    );
}

/// BUG type 3: without 9 in r5c1 and 5 in r6c2 the grid would be a grave, so one of them holds:
/// the two act as one cell {5,9}, with r4c1 {1,9} and r4c2 {1,5} a naked triple {1,5,9} of box
/// 4: 5 leaves r6c3, 9 leaves r6c1 (5.7 + 0.2). Broken: r5c1 loses 4.
const BUG_TYPE_3: &str = concat!(
    "45 3 7 6 49 8 59 2 1 ",
    "6 8 15 29 7 12 59 3 4 ",
    "2 14 9 5 14 3 7 8 6 ",
    "19 15 2 7 8 6 4 59 3 ",
    "489 47 3 1 29 5 6 79 28 ",
    "89 567 56 29 3 4 1 57 28 ",
    "3 56 8 4 56 9 2 1 7 ",
    "7 9 16 3 26 12 8 4 5 ",
    "15 2 4 8 15 7 3 6 9",
);

#[test]
fn bug_type_3_is_a_naked_subset_with_the_bug_numbers() {
    uniqueness_case(
        BUG_TYPE_3,
        Technique::BugType3,
        59,
        &[("r6c3", 5), ("r6c1", 9)],
        ("r5c1", 4),
    );
}

/// BUG type 4: without 3 in r9c2 and 1 in r9c6 the grid would be a grave; row 9 holds 4 only in
/// r9c2 and r9c6, so one is 4 and the other its BUG number: r9c2 loses 1, r9c6 loses 6 (5.7).
/// Broken: r9c2 loses 1.
const BUG_TYPE_4: &str = concat!(
    "1 2 34 34 7 9 5 6 8 ",
    "8 47 57 6 45 2 3 9 1 ",
    "9 35 6 35 18 18 2 7 4 ",
    "24 6 1 25 48 7 9 38 35 ",
    "3 9 47 1 25 48 67 58 26 ",
    "25 57 8 9 6 3 4 1 27 ",
    "47 13 2 47 9 16 8 35 56 ",
    "6 8 9 27 23 5 1 4 37 ",
    "57 134 35 8 13 146 67 2 9",
);

#[test]
fn bug_type_4_uses_a_conjugate_pair() {
    uniqueness_case(
        BUG_TYPE_4,
        Technique::BugType4,
        57,
        &[("r9c2", 1), ("r9c6", 6)],
        ("r9c2", 1),
    );
}

#[test]
fn the_checker_rejects_mislabelled_uniqueness_steps() {
    let layout = Layout::new(BoxShape::CLASSIC);
    let rejected = |text: &str, step: &Step| {
        verify(&layout, &pencilmarks(text), [step])
            .expect_err("rejected")
            .problem
    };
    // Three extra corners are type 5, not type 2 (extra corners in a line).
    let diagonal = uniqueness_case(
        UNIQUE_RECTANGLE_5,
        Technique::UniqueRectangle5,
        45,
        &[("r3c2", 2)],
        ("r4c1", 9),
    );
    let mut named = diagonal.clone();
    named.technique = Technique::UniqueRectangle2;
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_5, &named),
        Problem::PatternFails(_)
    ));
    // A type 3 whose subset is not the one the house holds, or removing from its own cells.
    let naked = uniqueness_case(
        UNIQUE_RECTANGLE_3,
        Technique::UniqueRectangle3,
        47,
        &[("r1c9", 4), ("r2c9", 4), ("r1c9", 8), ("r2c9", 8)],
        ("r9c8", 5),
    );
    let mut other = naked.clone();
    other.numbers = numbers("248") | numbers("6");
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &other),
        Problem::PatternFails(_) | Problem::Rating { .. }
    ));
    let mut inside = naked.clone();
    inside.eliminations.push((cell("r1c8"), number(4)));
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &inside),
        Problem::Unjustified { .. }
    ));
    // A wrong rating: a naked triple adds 0.2.
    let mut rated = naked.clone();
    rated.rating = Rating::from_tenths(46);
    assert!(matches!(
        rejected(UNIQUE_RECTANGLE_3, &rated),
        Problem::Rating { .. }
    ));
    // A BUG that leaves out one of its candidates is no grave.
    let bug = uniqueness_case(
        BUG_TYPE_2,
        Technique::BugType2,
        57,
        &[("r8c2", 3)],
        ("r1c2", 8),
    );
    let mut fewer = bug.clone();
    fewer.chain.pop();
    fewer.cells.pop();
    assert!(matches!(
        rejected(BUG_TYPE_2, &fewer),
        Problem::PatternFails(_)
    ));
    // Unique Rectangle type 6 and Hidden Rectangle need `uniqueness_extra`.
    for (text, t) in [
        (UNIQUE_RECTANGLE_6, Technique::UniqueRectangle6),
        (HIDDEN_RECTANGLE, Technique::HiddenRectangle),
    ] {
        let plain = steps(&pencilmarks(text), Rules::UNIQUENESS);
        assert!(of(&plain, t).is_empty(), "{t} with uniqueness alone");
    }
}

/// Unique Loop type 3 on {1,4}: r2c1 r2c3 r9c3 r9c8 r7c8 r7c1; r2c1 (147) and r2c3 (148) hold 7
/// and 8 more, so one of them is 7 or 8: with r2c8 {7,8} they make the naked pair {7,8} of row
/// 2, and 7 and 8 leave r2c7 and r2c9 (4.6 for a loop of 6, + 0.1). Broken: r7c1 loses 4.
const UNIQUE_LOOP_3: &str = concat!(
    "47 58 9 15678 1567 456 24678 3 2457 ",
    "147 2 148 3 9 456 4678 78 457 ",
    "6 358 348 578 57 2 478 9 1 ",
    "35 1 36 56 4 7 9 2 8 ",
    "8 9 67 12 12 36 47 5 347 ",
    "25 4 27 9 8 35 1 6 37 ",
    "14 368 5 67 367 9 278 14 27 ",
    "23 368 238 4 367 1 5 78 9 ",
    "9 7 14 25 25 8 3 14 6",
);

#[test]
fn unique_loop_3_is_a_naked_subset_with_a_pseudo_cell() {
    uniqueness_case(
        UNIQUE_LOOP_3,
        Technique::UniqueLoop3,
        47,
        &[("r2c7", 7), ("r2c9", 7), ("r2c7", 8)],
        ("r7c1", 4),
    );
}
