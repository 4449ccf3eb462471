//! Tests of the forcing levels: where the nested levels run, and the pool and memo their
//! searches leave for the next; the static levels' graph against the full closures; and what
//! the other modules' tests share.

use super::*;
use crate::layout::Layout;

/// Each number's places in each house of `grid`, as the searches keep them.
pub(super) fn places_of(layout: &Layout, grid: &[NumberSet]) -> Vec<u64> {
    let n = layout.side();
    let mut places = vec![0u64; layout.houses() * n];
    for h in layout.house_ids() {
        for (i, c) in layout.cells_of(h).iter().enumerate() {
            for d in grid[c.index()] {
                places[h.index() * n + d.index()] |= 1 << i;
            }
        }
    }
    places
}
use crate::trace::Explainer;
use crate::{Engine, Puzzle};

/// The state of `engine` for the forcing searches.
fn state_of(engine: &Engine, one_solution: bool) -> State<'_> {
    State {
        layout: engine.layout(),
        graph: engine.graph(),
        rules: Rules::EXPLAIN,
        max_size: usize::MAX,
        one_solution,
        every: None,
        givens: None,
        placed: None,
    }
}

/// The forcing steps found at `engine`'s state, told whether it has one solution.
fn found(engine: &Engine, one_solution: bool) -> Vec<Technique> {
    let mut out = Steps::default();
    let limit = Rating::from_tenths(u16::MAX);
    let state = state_of(engine, one_solution);
    Forcing.find(&state, &mut Scratch::default(), &mut out, limit);
    (0..out.len()).map(|i| out.get(i).technique).collect()
}

/// The engine at forum_hardest #0's first state that needs nested forcing chains.
fn first_nested_state() -> Engine {
    let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
    let first_line = text.lines().next().expect("a puzzle");
    let trace = Explainer::new(&first_line.parse::<Puzzle>().expect("valid")).explain();
    let first = (0..trace.len())
        .find(|&i| {
            trace
                .step(i)
                .is_some_and(|s| s.technique.name().starts_with("nested_"))
        })
        .expect("forum_hardest #0 needs nested forcing chains");
    Engine::from_candidates(&trace.state_at(first).expect("its state"))
}

#[test]
fn nested_levels_run_only_on_a_state_known_to_have_one_solution() {
    let nested = |t: &Technique| t.name().starts_with("nested_");
    let engine = first_nested_state();
    let known = found(&engine, true);
    assert!(known.iter().any(nested), "with one solution: {known:?}");
    let unknown = found(&engine, false);
    assert!(
        unknown.is_empty(),
        "no level below nested has a step: {unknown:?}"
    );
}

#[test]
fn branches_come_back_cleared_and_the_next_search_finds_the_same() {
    let engine = first_nested_state();
    let state = state_of(&engine, true);
    let limit = Rating::from_tenths(u16::MAX);
    let mut scratch = Scratch::default();
    let steps = |out: &Steps| -> Vec<_> {
        (0..out.len())
            .map(|i| {
                let step = out.get(i);
                (step.technique, step.rating, step.eliminations.to_vec())
            })
            .collect()
    };
    let mut first = Steps::default();
    Forcing.find(&state, &mut scratch, &mut first, limit);
    let pooled = scratch.forcing.branches.borrow();
    assert!(!pooled.is_empty(), "the searches' branches are kept");
    assert!(pooled.len() * 4 * pooled[0].slots() <= pool::POOL_BYTES);
    for branch in pooled.iter() {
        assert!(branch.list.is_empty() && branch.contradiction.is_none());
        assert!(
            branch.index.borrow().iter().all(|&i| i == NONE),
            "a pooled branch is cleared"
        );
    }
    drop(pooled);
    let kept = scratch.forcing.memo.borrow().len();
    assert!(kept > 0, "what the nested searches found is kept");
    // The second search takes the nested searches from the memo.
    let mut second = Steps::default();
    Forcing.find(&state, &mut scratch, &mut second, limit);
    assert!(first.len() > 0);
    assert_eq!(steps(&first), steps(&second));
}

/// The static levels' graph ([`super::super::refute`]) against the full closures.
mod refute {
    use super::super::super::cand;
    use super::super::reach::Reach;
    use super::super::refute::Refute;
    use super::places_of;
    use crate::layout::{Cell, Layout, NumberSet};
    use crate::trace::Explainer;
    use crate::{Engine, Puzzle};

    /// The potentials of the set bits of `words`, read by `potential`, in order.
    fn potentials(words: &[u64], potential: impl Fn(u32) -> u32) -> Vec<u32> {
        let mut out: Vec<u32> = (0..words.len() * 64)
            .filter(|&b| words[b / 64] >> (b % 64) & 1 != 0)
            .map(|b| potential(b as u32))
            .collect();
        out.sort_unstable();
        out
    }

    /// Refute says what the full closures say (contradictions, what each candidate true
    /// derives, with the spread made apart or with the components), and counts the same work,
    /// on `grid`.
    fn same(refute: &mut Refute, layout: &Layout, grid: &[NumberSet]) {
        let places = places_of(layout, grid);
        let mut reach = Reach::default();
        reach.build(layout, grid, &places);
        for with_components in [false, true] {
            refute.want_spread(with_components);
            refute.build(layout, grid, &places);
            refute.spread();
            assert_eq!(refute.size(), reach.size());
            let n = layout.side();
            let mut derived = Vec::new();
            for (c, &here) in grid.iter().enumerate() {
                for d in here {
                    let on = 2 * cand(n, Cell::new(c), d) as u32 + 1;
                    assert_eq!(refute.contradicts(on), reach.contradicts(on), "{c} {d:?}");
                    refute.derived(on, &mut derived);
                    assert_eq!(refute.derives_negation(on, &derived), reach.contradicts(on));
                    assert_eq!(
                        potentials(&derived, |b| refute.potential(b)),
                        potentials(reach.closure(on), |v| reach.potential(v)),
                        "{c} {d:?}"
                    );
                }
            }
        }
        refute.want_spread(false);
    }

    #[test]
    fn refute_agrees_with_the_closures_on_grids_and_on_grids_inside_a_base() {
        let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
        let mut refute = Refute::default();
        let mut broken = 0;
        for line in text.lines().take(2) {
            let trace = Explainer::new(&line.parse::<Puzzle>().expect("valid")).explain();
            for i in (0..trace.len()).step_by(5) {
                let engine = Engine::from_candidates(&trace.state_at(i).expect("a state"));
                let layout = engine.layout();
                let grid: Vec<NumberSet> = (0..layout.cells())
                    .map(|c| engine.graph().candidates(Cell::new(c)))
                    .collect();
                same(&mut refute, layout, &grid);
                // Grids inside it (every k-th candidate of cells of two or more removed),
                // over it as the base.
                refute.rebase(layout, &grid, &places_of(layout, &grid));
                for k in [3, 5, 7] {
                    let mut inside = grid.clone();
                    let mut at = 0;
                    for here in inside.iter_mut() {
                        for d in *here {
                            at += 1;
                            if at % k == 0 && here.len() >= 2 {
                                here.remove(d);
                            }
                        }
                    }
                    same(&mut refute, layout, &inside);
                    let places = places_of(layout, &inside);
                    refute.build(layout, &inside, &places);
                    broken += (0..inside.len())
                        .flat_map(|c| inside[c].into_iter().map(move |d| (c, d)))
                        .filter(|&(c, d)| {
                            refute.contradicts(2 * cand(layout.side(), Cell::new(c), d) as u32 + 1)
                        })
                        .count();
                }
            }
        }
        assert!(
            broken > 0,
            "some candidates of the grids inside lead to contradictions"
        );
    }

    /// On grids inside a base (one or two candidates removed, which may leave new partners),
    /// where no candidate leads to its negation in the base, `contradictions_from_new_partners`
    /// finds the candidates that lead to their negation without the graph's components, and
    /// says what the build says (with no new partners: none); the work is the same.
    #[test]
    fn contradictions_from_new_partners_agree_with_the_build() {
        let text = std::fs::read_to_string("data/forum_hardest_1106.txt").expect("a data file");
        let mut refute = Refute::default();
        let (mut known, mut checked, mut broken) = (0, 0, 0);
        for line in text.lines().take(3) {
            let trace = Explainer::new(&line.parse::<Puzzle>().expect("valid")).explain();
            for i in (0..trace.len()).step_by(3) {
                let engine = Engine::from_candidates(&trace.state_at(i).expect("a state"));
                let layout = engine.layout();
                let n = layout.side();
                let grid: Vec<NumberSet> = (0..layout.cells())
                    .map(|c| engine.graph().candidates(Cell::new(c)))
                    .collect();
                let base_places = places_of(layout, &grid);
                refute.rebase(layout, &grid, &base_places);
                let bad = refute.base_contradictions(layout, &base_places);
                for (c, &here) in grid.iter().enumerate().step_by(4) {
                    let Some(d) = here.first() else { continue };
                    if here.len() < 3 {
                        continue;
                    }
                    for second in [None, Some((c + 31) % grid.len())] {
                        let mut inside = grid.clone();
                        inside[c].remove(d);
                        if let Some(x) = second
                            && let Some(e) = inside[x].first()
                            && inside[x].len() >= 2
                        {
                            inside[x].remove(e);
                        }
                        let places = places_of(layout, &inside);
                        refute.prepare(layout, &inside, &places);
                        let size = refute.size();
                        let found = refute.contradictions_from_new_partners(&bad);
                        let spare = second.is_none()
                            && layout.houses_of(Cell::new(c)).all(|(h, _)| {
                                !layout.is_complete(h)
                                    || places[h.index() * n + d.index()].count_ones() > 2
                            })
                            && inside[c].len() > 2;
                        if bad.iter().all(|&b| b == 0) {
                            assert!(found, "{c} {d:?}");
                        }
                        let mut said = Vec::new();
                        if found {
                            if spare {
                                assert!(refute.none_contradicts(), "{c} {d:?}");
                            }
                            for (x, &there) in inside.iter().enumerate() {
                                for e in there {
                                    let on = 2 * cand(n, Cell::new(x), e) as u32 + 1;
                                    said.push(refute.contradicts(on));
                                }
                            }
                        }
                        refute.build(layout, &inside, &places);
                        assert_eq!(refute.size(), size);
                        if found {
                            known += 1;
                            let mut at = 0;
                            for (x, &there) in inside.iter().enumerate() {
                                for e in there {
                                    let on = 2 * cand(n, Cell::new(x), e) as u32 + 1;
                                    assert_eq!(
                                        said[at],
                                        refute.contradicts(on),
                                        "{c} {d:?}: {x} {e:?}"
                                    );
                                    broken += usize::from(said[at]);
                                    at += 1;
                                }
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(
            known > 100 && checked >= known && broken > 100,
            "{known} of {checked}, {broken}"
        );
    }
}

/// Every branch of a level that runs the (+) rules, at forum_hardest #0's first nested state,
/// ends closed under singles: a cell its grid leaves one number, or a number one place in a
/// complete house, is derived true. (The (+) rules' removals were taken out of the branch's
/// grid before they were followed, so the singles they left were never derived: the branch of
/// r6c7=3 stopped at the (+) rules' r3c4<>3 without the hidden single r3c6=3, and nested
/// levels stalled where Sudoku Explainer's go on.)
#[test]
fn branches_of_the_advanced_levels_end_closed_under_singles() {
    let engine = first_nested_state();
    let state = state_of(&engine, true);
    let layout = state.layout;
    let n = layout.side();
    let pool = Pool::default();
    for level in [Level::Plus, Level::NestedChains] {
        let mut search = Search::new(&state, level, Rating::from_tenths(u16::MAX), &pool);
        search.places = places_of(layout, &search.source);
        let (mut followed, mut singles) = (0, 0);
        for c in 0..layout.cells() {
            let cell = Cell::new(c);
            if search.source[c].len() < 2 {
                continue;
            }
            for d in search.source[c] {
                let on = search.potential(cell, d, true);
                let branch = search.followed(on);
                followed += 1;
                if branch.contradiction.is_none() {
                    for (x, &here) in branch.grid.iter().enumerate() {
                        if here.len() == 1 && search.source[x].len() >= 2 {
                            let e = here.first().expect("one number");
                            singles += 1;
                            assert!(
                                branch.has(search.potential(Cell::new(x), e, true)),
                                "{level:?}: r{}c{}={} leaves cell {x} only {} underived",
                                c / n + 1,
                                c % n + 1,
                                d.index() + 1,
                                e.index() + 1
                            );
                        }
                    }
                    for h in layout.house_ids() {
                        if !layout.is_complete(h) {
                            continue;
                        }
                        for e in 0..n {
                            let k = h.index() * n + e;
                            let (now, before) = (branch.places[k], search.places[k]);
                            if now.count_ones() == 1 && before.count_ones() >= 2 {
                                let x = layout.cells_of(h)[now.trailing_zeros() as usize];
                                let p = search.potential(x, Number::new(e), true);
                                singles += 1;
                                assert!(
                                    branch.has(p),
                                    "{level:?}: r{}c{}={} leaves {} one place in house {} underived",
                                    c / n + 1,
                                    c % n + 1,
                                    d.index() + 1,
                                    e + 1,
                                    h.index()
                                );
                            }
                        }
                    }
                }
                search.cache[(on / 2) as usize] = Some(branch);
            }
        }
        assert!(
            followed > 100 && singles > 100,
            "{level:?}: {followed} branches, {singles} singles"
        );
    }
}
