//! Update-mapping jobs: each removed edge brings the number → cells maps of its cell's houses
//! up to date, notes what the rules can now act on and queues the houses and numbers it wakes.

use crate::layout::{House, Layout, NumberSet};
use crate::rules::{Contradiction, ContradictionKind, Reason, Wake};

use super::Engine;

impl Engine {
    /// Runs the pending update jobs: each removed edge updates the number → cells map of every
    /// house of its cell, notes there what the rules can now act on (a new naked or hidden
    /// single, a number just confined to an overlap) and queues the house at the levels those
    /// notes wake; with passes that read numbers, it notes the row and column where the number
    /// lost a place and queues the number. Every job runs even after a contradiction, so the
    /// maps never lag the graph.
    pub(super) fn drain(&mut self, cause: Reason) -> Result<(), Contradiction> {
        let start = self.applied;
        // Two copies of the loop, so that the one for search has no test for passes it lacks.
        let drained = if self.any_levels != 0 {
            self.drain_waking::<true>(cause)
        } else {
            self.drain_waking::<false>(cause)
        };
        if !self.number_levels.is_empty() {
            self.note_numbers(start);
        }
        debug_assert_eq!(
            self.graph.check_views(&self.layout),
            Ok(()),
            "a house's number -> cells map drifted from the graph"
        );
        drained
    }

    /// Notes, for the passes that read numbers, the lines where each job's number lost a place
    /// (`log[start..]`, once the maps are up to date) and has few enough left to wake the pass,
    /// and queues the number there.
    fn note_numbers(&mut self, start: usize) {
        let n = self.layout.side();
        let Engine {
            log,
            graph,
            number_levels,
            number_changes,
            queue,
            ..
        } = self;
        for &(cell, d) in &log[start..] {
            let (row, column) = (cell.index() / n, cell.index() % n);
            let in_row = graph.places(House::new(row), d).len();
            let in_column = graph.places(House::new(n + column), d).len();
            let fewest = in_row.min(in_column);
            for &(level, most, notes_at) in number_levels.iter() {
                if fewest > most {
                    continue;
                }
                let notes = &mut number_changes[notes_at + d.index()];
                notes.rows |= u64::from(in_row <= most) << row;
                notes.columns |= u64::from(in_column <= most) << column;
                queue.push(level, d.index());
            }
        }
    }

    /// [`Engine::drain`], where `WAKE_ANY` tells whether some pass wakes on any change.
    #[inline(always)]
    fn drain_waking<const WAKE_ANY: bool>(&mut self, cause: Reason) -> Result<(), Contradiction> {
        let Engine {
            layout,
            graph,
            log,
            applied,
            changes,
            stats,
            queue,
            queued_any,
            confine_single_places,
            quiet_solved_singles,
            ..
        } = self;
        let (confine_single_places, quiet) = (*confine_single_places, *quiet_solved_singles);
        const NEW_SINGLE: u8 = 1 << Wake::NewSingle as u8;
        const CONFINABLE: u8 = 1 << Wake::Confinable as u8;
        let layout: &Layout = layout;
        let start = *applied;
        let jobs = &log[start..];
        *applied = log.len();
        stats.update_jobs += jobs.len() as u64;
        let (cands, maps) = graph.split_mut();
        let house_cells = layout.house_cells();
        let changes = changes.as_mut_slice();
        // Emptiness is only noted here; what it means is worked out below, off the hot path.
        let mut emptied = false;
        for &(cell, d) in jobs {
            let set = cands[cell.index()];
            // The cell's value, when it is down to one candidate.
            let value = set.single_item();
            emptied |= set.is_empty();
            let number = NumberSet::single(d);
            for m in layout.memberships(cell) {
                let row = m.row as usize;
                let slot = &mut maps[row + d.index()];
                slot.remove(m.pos);
                let left = *slot;
                let house = &mut changes[m.house.index()];
                // The kinds of change noted, each waking the levels that read it.
                let mut kinds = 0;
                if WAKE_ANY {
                    let (w, bit) = (m.house.index() / 64, 1 << (m.house.index() % 64));
                    if queued_any[w] & bit == 0 {
                        queued_any[w] |= bit;
                        kinds |= 1 << Wake::AnyChange as u8;
                    }
                }
                if let Some(v) = value {
                    // A naked single whose number has no other place in the house has nothing
                    // left to do there.
                    if !quiet || !maps[row + v.index()].is_single() {
                        house.single_cells.insert(m.pos);
                        kinds |= NEW_SINGLE;
                    }
                }
                let bits = left.bits();
                if bits & bits.wrapping_sub(1) == 0 {
                    // One place left, or none.
                    if bits == 0 {
                        emptied = true;
                    } else {
                        // A hidden single whose cell already holds only this number has
                        // nothing left to do.
                        let only = house_cells[m.cells as usize + bits.trailing_zeros() as usize];
                        if !quiet || cands[only.index()] != number {
                            house.single_numbers |= number;
                            kinds |= NEW_SINGLE;
                        }
                        if confine_single_places && m.complete {
                            house.numbers |= number;
                            kinds |= CONFINABLE;
                        }
                    }
                } else if m.complete
                    && left.len() <= m.overlap as usize
                    && layout.newly_confined(m, left)
                {
                    // Just confined to an overlap with another house: the intersection rule
                    // may fire (it can fire only after such a change).
                    house.numbers |= number;
                    kinds |= CONFINABLE;
                }
                if kinds != 0 {
                    queue.schedule(m.house, kinds);
                }
            }
        }
        if !emptied {
            return Ok(());
        }
        // Candidates only go, so what was empty when its job ran is empty still.
        for &(cell, d) in &log[start..] {
            if graph.candidates(cell).is_empty() {
                let kind = ContradictionKind::EmptyCell { cell };
                return Err(Contradiction::new(kind, Some(cause), layout.side()));
            }
            for m in layout.memberships(cell) {
                if graph.places(m.house, d).is_empty() && m.complete {
                    let kind = ContradictionKind::MissingNumber {
                        house: m.house,
                        number: d,
                    };
                    return Err(Contradiction::new(kind, Some(cause), layout.side()));
                }
            }
        }
        Ok(())
    }
}
