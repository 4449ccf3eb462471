//! Tests of the difficulty scale.

use super::*;

/// The lengths counted from logarithms are those of the doubling sequence 4, 6, 8, 12, …
#[test]
fn length_bonus_counts_the_lengths_exceeded() {
    let by_steps = |length: usize| {
        let (mut added, mut ceil, mut odd) = (0, 4usize, false);
        while length > ceil {
            added += 1;
            ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
            odd = !odd;
        }
        added
    };
    for length in (0..100_000).chain([1 << 40, 3 << 40, (3 << 40) + 1]) {
        assert_eq!(length_bonus(length), by_steps(length), "{length}");
    }
}

fn r(t: Technique, size: usize) -> u16 {
    rating(t, size, HouseKind::Row).tenths()
}

#[test]
fn the_base_scale_is_sudoku_explainers() {
    use Technique::*;
    assert_eq!(r(FullHouse, 1), 10);
    assert_eq!(rating(HiddenSingle, 1, HouseKind::Box).tenths(), 12);
    assert_eq!(rating(HiddenSingle, 1, HouseKind::Column).tenths(), 15);
    assert_eq!(rating(HiddenSingle, 1, HouseKind::Extra).tenths(), 15);
    assert_eq!(r(NakedSingle, 1), 23);
    assert_eq!(r(Pointing, 2), 26);
    assert_eq!(r(Claiming, 2), 28);
    assert_eq!(r(Intersection, 2), 28);
    let subsets = [
        (NakedPair, 2, 30),
        (HiddenPair, 2, 34),
        (NakedTriple, 3, 36),
        (HiddenTriple, 3, 40),
        (NakedQuad, 4, 50),
        (HiddenQuad, 4, 54),
    ];
    for (t, size, tenths) in subsets {
        assert_eq!(r(t, size), tenths, "{t:?}");
    }
}

#[test]
fn every_size_rates_naked_below_hidden_below_the_next_naked() {
    let mut last = 0;
    for k in 2..=64 {
        let (naked, hidden) = (r(Technique::naked(k), k), r(Technique::hidden(k), k));
        assert!(last < naked && naked < hidden, "size {k}");
        last = hidden;
    }
    assert_eq!(r(Technique::NakedSubset, 5), 55);
    assert_eq!(r(Technique::HiddenSubset, 5), 59);
    // Intersections rate below every subset, singles below intersections.
    assert!(r(Technique::Intersection, 2) < r(Technique::NakedPair, 2));
    assert!(r(Technique::NakedSingle, 1) < r(Technique::Pointing, 2));
}

#[test]
fn fish_rate_as_sudoku_explainer_and_between_the_subsets_of_their_size() {
    assert_eq!(r(Technique::XWing, 2), 32);
    assert_eq!(r(Technique::Swordfish, 3), 38);
    assert_eq!(r(Technique::Jellyfish, 4), 52);
    assert_eq!(r(Technique::Squirmbag, 5), 57);
    assert_eq!(r(Technique::Leviathan, 7), 67);
    for k in 2..=64 {
        let fish = r(Technique::fish(k), k);
        assert!(r(Technique::naked(k), k) < fish, "size {k}");
        assert!(fish < r(Technique::hidden(k), k), "size {k}");
    }
}

#[test]
fn levels_follow_the_bands() {
    let solved = |t| Level::of(Rating::from_tenths(t), Ending::Solved);
    assert_eq!(solved(0), Level::Easy);
    assert_eq!(solved(15), Level::Easy);
    assert_eq!(solved(23), Level::Medium);
    assert_eq!(solved(28), Level::Medium);
    assert_eq!(solved(30), Level::Hard);
    assert_eq!(solved(40), Level::Hard);
    assert_eq!(solved(50), Level::Fiendish);
    assert_eq!(solved(54), Level::Fiendish);
    assert_eq!(solved(55), Level::Extreme);
    assert_eq!(Level::of(Rating::ZERO, Ending::Stuck), Level::NeedsSearch);
    assert_eq!(
        Level::of(Rating::ZERO, Ending::Contradiction),
        Level::NoSolution
    );
    assert_eq!(Level::NeedsSearch.to_string(), "needs search");
    assert_eq!(Level::NeedsSearch.name(), "needs_search");
}
