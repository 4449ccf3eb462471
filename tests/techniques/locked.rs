//! Locked pairs and triples: a naked subset in a box and a line at once, removing from both.

use super::*;

/// The start of top1465 #0 after its first steps: r7c1 (68), r7c2 (46) and r7c3 (468) hold
/// {4,6,8} between them, in row 7 and box 7. The engine's naked triples give each house's
/// removals; the locked triple gives both: from row 7, r7c5 4 6 8, r7c8 6 8, r7c9 6 8; from box
/// 7, r8c2 6, r9c2 4 6, r9c3 4 6 8.
const LOCKED_TRIPLE: &str = concat!(
    "4 12569 1256789 5789 3 15789 259 2567 25679 ",
    "1237 12359 12579 6 12479 14579 8 2357 234579 ",
    "23678 23569 256789 45789 24789 45789 23459 23567 1 ",
    "1236 12346 1246 3478 5 134678 1234 9 23478 ",
    "123 8 12459 3479 1479 13479 6 12357 23457 ",
    "136 7 14569 2 14689 134689 1345 1358 3458 ",
    "68 46 468 1 4689 2 7 3568 35689 ",
    "5 126 3 789 6789 6789 129 4 2689 ",
    "9 1246 124678 34578 4678 345678 1235 123568 23568",
);

#[test]
fn a_locked_triple_removes_from_its_line_and_its_box() {
    let state: Candidates = LOCKED_TRIPLE.parse().unwrap();
    let all = steps(&state, Rules::SUBSETS);
    let step = expect(
        &all,
        Technique::LockedTriple,
        36,
        &[
            ("r7c5", 4),
            ("r9c2", 4),
            ("r9c3", 4),
            ("r7c5", 6),
            ("r7c8", 6),
            ("r7c9", 6),
            ("r8c2", 6),
            ("r9c2", 6),
            ("r9c3", 6),
            ("r7c5", 8),
            ("r7c8", 8),
            ("r7c9", 8),
            ("r9c3", 8),
        ],
    );
    assert_eq!(step.cells, [cell("r7c1"), cell("r7c2"), cell("r7c3")]);
    assert_eq!(step.numbers, numbers("468"));
    assert_eq!(
        step.display(9).to_string(),
        "Locked triple {4,6,8} in r7c1 r7c2 r7c3 (row 7, box 7): r7c5<>4, r9c2<>4, r9c3<>4, \
         r7c5<>6, r7c8<>6, r7c9<>6, r8c2<>6, r9c2<>6, r9c3<>6, r7c5<>8, r7c8<>8, r7c9<>8, r9c3<>8"
    );
    // No locked pair: no two of the three cells hold two numbers between them.
    assert!(of(&all, Technique::LockedPair).is_empty());
    let layout = Layout::new(state.shape());
    let rejected = |s: &Step| verify(&layout, &state, std::slice::from_ref(s)).is_err();
    // A cell outside both houses, a number outside the subset, a cell of the subset missing,
    // another technique's name: each rejected.
    let mut far = step.clone();
    far.eliminations.push((cell("r1c3"), number(6)));
    assert!(rejected(&far));
    let mut other = step.clone();
    other.eliminations.push((cell("r7c5"), number(9)));
    assert!(rejected(&other));
    let mut pair = step.clone();
    pair.technique = Technique::LockedPair;
    pair.cells.pop();
    pair.rating = Rating::from_tenths(30);
    assert!(rejected(&pair));
    let mut swapped = step.clone();
    swapped.houses.reverse();
    assert!(rejected(&swapped));
}
