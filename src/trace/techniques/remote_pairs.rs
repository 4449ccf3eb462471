//! Every Remote Pair by its cells, for `hint --all`.
//!
//! The chain search (`chains/`) lists a Remote Pair whole (what every two of its cells an odd
//! number apart remove, HoDoKu's) only when it is the shortest chain for one of the candidates
//! it removes; a Remote Pair whose removals a shorter chain (an XYZ-Wing's, say) also makes is
//! then never found. HoDoKu's "find all steps" lists each Remote Pair's removals apart: for each
//! set, the shortest Remote Pair making it. So, when listing, the cells holding exactly the same
//! two numbers are followed breadth first from each of them, one cell to another it sees, and
//! each path of four cells or more is a Remote Pair (its two numbers alternate along it); each
//! set of removals gets its shortest path (the first by start and breadth among equals) listed,
//! unless a Remote Pair removing exactly it is listed already. Only when the Remote Pair is asked
//! for.

use std::collections::HashMap;

use crate::layout::{Cell, Number, NumberSet};
use crate::trace::scale::Rating;
use crate::trace::step::{Steps, Technique};

use super::chains::{Groups, eliminations, rated, write};
use super::{State, cand, sees};

/// What a chain removes: (cell, number), sorted by number then cell.
type Removals = Vec<(Cell, Number)>;

/// Lists each set of removals of a Remote Pair with its shortest chain (see the module's doc),
/// rated below `limit`.
pub(super) fn list(state: &State<'_>, out: &mut Steps, limit: Rating) {
    if state.every.is_none() || !state.allows(Technique::RemotePair) {
        return;
    }
    let (layout, graph) = (state.layout, state.graph);
    let n = layout.side();
    let none = Groups::none(layout.cells() * n);
    // The open cells of two candidates, by their two numbers.
    let mut pairs: HashMap<NumberSet, Vec<Cell>> = HashMap::new();
    for c in 0..layout.cells() {
        let cell = Cell::new(c);
        if graph.candidates(cell).len() == 2 {
            pairs.entry(graph.candidates(cell)).or_default().push(cell);
        }
    }
    let mut kinds: Vec<(&NumberSet, &Vec<Cell>)> =
        pairs.iter().filter(|p| p.1.len() >= 4).collect();
    kinds.sort_unstable_by_key(|p| p.1[0]);
    let mut shortest: HashMap<Removals, usize> = HashMap::new();
    let mut kept: Vec<Vec<u32>> = Vec::new();
    let mut parent: Vec<usize> = Vec::new();
    let mut queue: Vec<usize> = Vec::new();
    let mut path: Vec<u32> = Vec::new();
    for (&numbers, cells) in kinds {
        let (x, y) = {
            let mut it = numbers.into_iter();
            (it.next().expect("two"), it.next().expect("two"))
        };
        for s in 0..cells.len() {
            parent.clear();
            parent.resize(cells.len(), usize::MAX);
            parent[s] = s;
            queue.clear();
            queue.push(s);
            let mut head = 0;
            while head < queue.len() {
                let i = queue[head];
                head += 1;
                for j in 0..cells.len() {
                    if parent[j] == usize::MAX && sees(layout, cells[i], cells[j]) {
                        parent[j] = i;
                        queue.push(j);
                    }
                }
            }
            for &e in &queue {
                // The cells from `s` to `e`, then their nodes: each cell's first number false,
                // its other true, the numbers swapping from one cell to the next.
                let mut way = vec![e];
                while *way.last().expect("a cell") != s {
                    way.push(parent[*way.last().expect("a cell")]);
                }
                if way.len() < 4 {
                    continue;
                }
                way.reverse();
                path.clear();
                for (k, &i) in way.iter().enumerate() {
                    let (off, on) = if k % 2 == 0 { (x, y) } else { (y, x) };
                    path.push(2 * cand(n, cells[i], off) as u32);
                    path.push(2 * cand(n, cells[i], on) as u32 + 1);
                }
                let chain = rated(state, &none, &path);
                if chain.technique != Technique::RemotePair {
                    continue;
                }
                let removals = eliminations(state, &chain.nodes, true);
                if removals.is_empty() {
                    continue;
                }
                match shortest.get(&removals) {
                    Some(&i) if kept[i].len() <= path.len() => {}
                    Some(&i) => kept[i].clone_from(&path),
                    None => {
                        shortest.insert(removals, kept.len());
                        kept.push(path.clone());
                    }
                }
            }
        }
    }
    // `write` lists each set of a Remote Pair's removals once.
    for path in kept {
        write(state, rated(state, &none, &path), limit, out);
    }
}
