//! Rule jobs: the passes of a configuration, the queue of houses and numbers to look at again,
//! the loop that runs them to a fixpoint, and the one-level look an explanation takes.

use std::sync::Arc;

use crate::graph::Graph;
use crate::layout::{House, Layout, Number, NumberSet};
use crate::rules::{
    self, Config, Contradiction, Findings, HouseChanges, JobOrder, NumberChanges, Pass,
    RuleContext, Scope, Wake,
};

use crate::propagate::Observer;

use super::Engine;

impl Engine {
    /// Queues every unit at every pass of `config` as if everything in it had changed, and
    /// keeps the queue up to date from then on without running any job: explanations ask for
    /// the findings of one level at a time ([`Engine::look_at`]) and choose among them.
    pub(crate) fn watch(&mut self, config: &Config) {
        self.set_passes(config, JobOrder::Simplest);
        self.quiet_solved_singles = false;
        let n = self.layout.side();
        for house in self.layout.house_ids() {
            self.changes[house] = HouseChanges {
                single_cells: self.layout.all_positions(house),
                single_numbers: NumberSet::full(n),
                numbers: NumberSet::full(n),
            };
        }
    }

    /// Takes the passes of `config` and queues every unit at each of them, in `order`; every
    /// number's places are new to the passes that read numbers.
    pub(super) fn set_passes(&mut self, config: &Config, order: JobOrder) {
        self.passes = rules::passes(config, &self.layout);
        let levels: Vec<_> = self
            .passes
            .iter()
            .map(|p| (p.scope, p.rule.wake()))
            .collect();
        let n = self.layout.side();
        self.queue.reset(&levels, self.layout.houses(), n, order);
        self.any_levels = (levels.iter().enumerate())
            .filter(|&(_, &level)| level == (Scope::House, Wake::AnyChange))
            .fold(0u64, |acc, (l, _)| acc | 1 << l);
        // Every unit is queued everywhere.
        self.queued_any.fill(u64::MAX);
        self.notes_at.clear();
        self.number_levels.clear();
        let mut slots = 0;
        for (level, pass) in self.passes.iter().enumerate() {
            self.notes_at.push(slots);
            if pass.scope == Scope::Number {
                let most = match pass.rule.wake() {
                    Wake::FewPlaces => pass.rule.few_places(pass.param, &self.layout),
                    _ => n,
                };
                self.number_levels.push((level, most, slots));
                slots += n;
            }
        }
        let every_line = NumberChanges {
            rows: u64::MAX >> (64 - n),
            columns: u64::MAX >> (64 - n),
        };
        self.number_changes.clear();
        self.number_changes.resize(slots, every_line);
        self.confine_single_places = !config.singles_cover_single_places();
        self.config = Some(*config);
    }

    /// The passes [`watch`](Engine::watch) queues units for.
    pub(crate) fn passes(&self) -> &[Pass] {
        &self.passes
    }

    /// Notes that `unit` was taken from the queue at `level`: a later change to it queues it
    /// again at the levels that change wakes.
    #[inline]
    fn popped(&mut self, level: usize, unit: usize) {
        if self.any_levels >> level & 1 == 1 {
            self.queued_any[unit / 64] &= !(1 << (unit % 64));
        }
    }

    /// Takes every house queued at pass `level` (a pass of houses), handing each with its notes
    /// to `read`, which takes what it uses: how an explanation keeps its singles up to date.
    pub(crate) fn take_notes(
        &mut self,
        level: usize,
        mut read: impl FnMut(&Layout, &Graph, House, &mut HouseChanges),
    ) {
        while let Some(unit) = self.queue.pop_at(level) {
            self.popped(level, unit);
            let house = House::new(unit);
            read(&self.layout, &self.graph, house, &mut self.changes[house]);
        }
    }

    /// Runs the jobs queued at pass `level` as propagation would, but pushes their findings to
    /// `out` instead of applying them, unit by unit (lowest first), each pattern's removals one
    /// after another.
    ///
    /// A unit with findings keeps its notes and stays queued, so that it is looked at again
    /// once the caller has applied what it chose; the others wait until they change.
    ///
    /// # Errors
    ///
    /// A contradiction a rule sees in a pattern; the unit that saw it stays queued, and the
    /// engine's state is unchanged.
    pub(crate) fn look_at(
        &mut self,
        level: usize,
        out: &mut Findings,
    ) -> Result<(), Contradiction> {
        let Some(config) = self.config else {
            return Ok(());
        };
        let mut again = std::mem::take(&mut self.again);
        again.clear();
        let mut result = Ok(());
        while let Some(unit) = self.queue.pop_at(level) {
            self.popped(level, unit);
            let saved = self.notes(level, unit);
            let before = out.len();
            let looked = self.run_rule(level, unit, &config, out);
            if looked.is_err() || out.len() > before {
                self.set_notes(level, unit, saved);
                again.push(unit);
            }
            if looked.is_err() {
                result = looked;
                break;
            }
        }
        for &unit in &again {
            self.queue.push(level, unit);
        }
        self.again = again;
        result
    }

    /// The notes pass `level` reads for `unit`.
    fn notes(&self, level: usize, unit: usize) -> (HouseChanges, NumberChanges) {
        match self.passes[level].scope {
            Scope::House => (self.changes[House::new(unit)], NumberChanges::default()),
            Scope::Number => (
                HouseChanges::default(),
                self.number_changes[self.notes_at[level] + unit],
            ),
        }
    }

    fn set_notes(&mut self, level: usize, unit: usize, notes: (HouseChanges, NumberChanges)) {
        match self.passes[level].scope {
            Scope::House => self.changes[House::new(unit)] = notes.0,
            Scope::Number => self.number_changes[self.notes_at[level] + unit] = notes.1,
        }
    }

    /// Runs pass `level` on `unit` (a house or a number, as the pass reads), pushing its
    /// findings to `out`.
    #[inline]
    fn run_rule(
        &mut self,
        level: usize,
        unit: usize,
        config: &Config,
        out: &mut Findings,
    ) -> Result<(), Contradiction> {
        let pass = self.passes[level];
        self.stats.rule_jobs += 1;
        match pass.scope {
            Scope::House => {
                let house = House::new(unit);
                let mut cx = RuleContext {
                    layout: &self.layout,
                    graph: &self.graph,
                    config,
                    changes: &mut self.changes[house],
                    out,
                };
                pass.rule.apply_house(pass.param, house, &mut cx)
            }
            Scope::Number => {
                let mut cx = RuleContext {
                    layout: &self.layout,
                    graph: &self.graph,
                    config,
                    changes: &mut self.number_changes[self.notes_at[level] + unit],
                    out,
                };
                pass.rule
                    .apply_number(pass.param, Number::new(unit), &mut cx)
            }
        }
    }

    /// The loop: update jobs drain (inside `apply`) before the next rule job is taken.
    pub(super) fn run<O: Observer>(
        &mut self,
        config: &Config,
        observer: &mut O,
    ) -> Result<(), Contradiction> {
        let mut findings = std::mem::take(&mut self.findings);
        let result = self.run_jobs(config, observer, &mut findings);
        self.findings = findings;
        result
    }

    fn run_jobs<O: Observer>(
        &mut self,
        config: &Config,
        observer: &mut O,
        findings: &mut Findings,
    ) -> Result<(), Contradiction> {
        // A handle of our own, so cells can be read while the engine changes.
        let layout = Arc::clone(&self.layout);
        while let Some((level, unit)) = self.queue.pop() {
            self.popped(level, unit);
            findings.clear();
            self.run_rule(level, unit, config, findings)?;
            for (reason, removal) in findings.iter() {
                let cells = layout.cells_of(removal.house);
                for pos in removal.cells {
                    let cell = cells[pos.index()];
                    for d in self.graph.candidates(cell) & removal.numbers {
                        self.remove(cell, d, reason, observer);
                    }
                }
                self.drain(reason)?;
            }
        }
        Ok(())
    }
}
