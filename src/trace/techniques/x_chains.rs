//! Every set of removals of a chain of one number, listed as an X-Chain, for `hint --all`.
//!
//! A chain of one number with two strong links (four nodes) is named a Skyscraper, 2-String
//! Kite, Turbot Fish or Empty Rectangle and listed so (`two_links.rs`); [`ChainEnds`] lists
//! no chain for removals a step listed before makes, and names the shortest chain of a set of
//! removals as its shape says (an AIC, when a chain of two numbers is shorter). HoDoKu's "find
//! all steps" lists its X-Chains apart from all of these: for each set of removals, the
//! shortest chain of one number making it, four nodes or more (a Turbot Fish's chain is one of
//! its X-Chains too). So, when listing, each number is followed on its own links (a false
//! candidate makes its conjugate partner true, a true one the number's other places it sees
//! false), breadth first from each of its candidates, and each set of removals gets its
//! shortest chain (the first by start and breadth among equals) listed as an X-Chain, unless an
//! X-Chain removing the same is listed already. A chain of four nodes is rated as an X-Chain of
//! four nodes rates (as the pattern its shape names rates); the checker accepts that name for
//! any chain of four cells of one number. Only when the X-Chain is asked for.
//!
//! [`ChainEnds`]: super::chain_ends::ChainEnds

use std::collections::{HashMap, HashSet};

use crate::layout::{Cell, Number};
use crate::trace::scale::Rating;
use crate::trace::step::{Steps, Technique};

use super::chain_ends::{breadth_first, chain_of, push, removed, unset_parents};
use super::chains::{Groups, MAX_NODES, rated};
use super::{Scratch, State, cand, uncand};

/// What a chain removes: (cell, number), sorted by number then cell.
type Removals = Vec<(Cell, Number)>;

/// Lists an X-Chain for each set of removals a chain of one number makes (see the module's
/// doc), rated below `limit`.
pub(super) fn list(state: &State<'_>, scratch: &mut Scratch, out: &mut Steps, limit: Rating) {
    if state.every.is_none() || !state.allows(Technique::XChain) {
        return;
    }
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let total = layout.cells() * n;
    let Scratch {
        parent,
        queue,
        touched,
        ..
    } = scratch;
    unset_parents(parent, touched, total);
    // The shortest chain of each set of removals.
    let mut shortest: HashMap<Removals, usize> = HashMap::new();
    // Each kept chain's nodes (`2i + on`, from a false start to a true end) and removals.
    let mut kept: Vec<(Vec<u32>, Removals)> = Vec::new();
    let mut path: Vec<u32> = Vec::with_capacity(MAX_NODES);
    let mut seen = vec![false; total];
    let mut elims = Vec::new();
    for a in 0..total {
        let (cell_a, d) = uncand(n, a);
        if !graph.has(cell_a, d) || graph.candidates(cell_a).len() < 2 {
            continue;
        }
        let start = 2 * a as u32;
        breadth_first(parent, queue, touched, start, usize::MAX, |x, visit| {
            let (cell, _) = uncand(n, (x / 2) as usize);
            for (h, _) in layout.houses_of(cell) {
                let places = graph.places(h, d);
                if x % 2 == 1 {
                    for other in layout.cells_at(h, places).filter(|&c| c != cell) {
                        visit(2 * cand(n, other, d) as u32);
                    }
                } else if layout.is_complete(h) && places.len() == 2 {
                    let other = layout.cells_at(h, places).find(|&c| c != cell);
                    visit(2 * cand(n, other.expect("two places"), d) as u32 + 1);
                }
            }
        });
        for &y in touched.iter() {
            let b = (y / 2) as usize;
            if y % 2 == 0 || b == a || !chain_of(parent, start, y, &mut path, &mut seen) {
                continue;
            }
            if path.len() < 4 {
                continue;
            }
            removed(state, a, b, &mut elims);
            if elims.is_empty() {
                continue;
            }
            match shortest.get(&elims) {
                Some(&i) if kept[i].0.len() <= path.len() => {}
                Some(&i) => kept[i].0.clone_from(&path),
                None => {
                    shortest.insert(elims.clone(), kept.len());
                    kept.push((path.clone(), elims.clone()));
                }
            }
        }
    }
    let none = Groups::none(total);
    let listed: HashSet<Removals> = (out.iter())
        .filter(|s| s.technique == Technique::XChain)
        .map(|s| s.eliminations.to_vec())
        .collect();
    for (path, eliminations) in kept {
        if listed.contains(&eliminations) {
            continue;
        }
        let chain = rated(state, &none, &path).renamed(layout, Technique::XChain);
        if chain.value >= limit {
            continue;
        }
        push(out, chain, eliminations);
    }
}
