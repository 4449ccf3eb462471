//! The task queue's rule jobs: one bit per (job level, unit), so a unit is queued at most once
//! per level; update jobs queue a house or a number at the levels its kinds of change wake.
//!
//! A level's units are the slices its rule reads ([`Scope`]): houses, or numbers. The queue
//! only stores their indices; the engine knows which a level's are.

use crate::layout::House;
use crate::rules::{JobOrder, Scope, Wake};

/// Queued rule jobs, level-major, one bit per unit (house or number).
#[derive(Clone, Debug)]
pub(crate) struct Queue {
    levels: usize,
    words: usize,
    bits: Vec<u64>,
    /// Bit `l` set when level `l` may have a queued unit.
    busy: u64,
    /// For each set of change kinds (bit `Wake as u8`), the house levels they wake (bit per
    /// level).
    woken: [u64; 8],
    order: JobOrder,
    rng: u64,
}

impl Queue {
    /// An empty queue for up to `units` units a level (houses and numbers).
    pub fn new(units: usize) -> Queue {
        Queue {
            levels: 0,
            words: units.div_ceil(64),
            bits: Vec::new(),
            busy: 0,
            woken: [0; 8],
            order: JobOrder::Simplest,
            rng: 0,
        }
    }

    /// Starts over with one level per entry of `levels` (at most 64): its scope and what wakes
    /// it; every unit queued at each (`houses` or `numbers` of them).
    pub fn reset(
        &mut self,
        levels: &[(Scope, Wake)],
        houses: usize,
        numbers: usize,
        order: JobOrder,
    ) {
        let count = levels.len();
        self.levels = count;
        for (kinds, woken) in self.woken.iter_mut().enumerate() {
            *woken = levels
                .iter()
                .enumerate()
                .filter(|&(_, &(scope, w))| scope == Scope::House && kinds >> w as u8 & 1 == 1)
                .fold(0, |acc, (l, _)| acc | 1 << l);
        }
        self.bits.clear();
        self.bits.resize(count * self.words, 0);
        for (l, &(scope, _)) in levels.iter().enumerate() {
            let units = match scope {
                Scope::House => houses,
                Scope::Number => numbers,
            };
            for u in 0..units {
                self.bits[l * self.words + u / 64] |= 1 << (u % 64);
            }
        }
        self.busy = if count == 0 {
            0
        } else {
            u64::MAX >> (64 - count)
        };
        self.order = order;
        self.rng = match order {
            JobOrder::Simplest => 0,
            JobOrder::Shuffled(seed) => seed | 1,
        };
    }

    /// Queues `house` at every level woken by one of the change kinds in `kinds` (bit
    /// `Wake as u8` set for each kind).
    #[inline]
    pub fn schedule(&mut self, house: House, kinds: u8) {
        let h = house.index();
        let (w, bit) = (h / 64, 1u64 << (h % 64));
        let mut levels = self.woken[usize::from(kinds & 7)];
        self.busy |= levels;
        while levels != 0 {
            let l = levels.trailing_zeros() as usize;
            levels &= levels - 1;
            self.bits[l * self.words + w] |= bit;
        }
    }

    /// Drops every queued job.
    pub fn clear(&mut self) {
        self.bits.fill(0);
        self.busy = 0;
    }

    /// Takes the next job: (level, unit).
    #[inline]
    pub fn pop(&mut self) -> Option<(usize, usize)> {
        match self.order {
            JobOrder::Simplest => self.pop_simplest(),
            JobOrder::Shuffled(_) => self.pop_random(),
        }
    }

    fn pop_simplest(&mut self) -> Option<(usize, usize)> {
        while self.busy != 0 {
            let l = self.busy.trailing_zeros() as usize;
            let level = &mut self.bits[l * self.words..(l + 1) * self.words];
            if let Some(w) = level.iter().position(|&b| b != 0) {
                let b = level[w].trailing_zeros() as usize;
                level[w] &= level[w] - 1;
                return Some((l, w * 64 + b));
            }
            self.busy &= !(1 << l);
        }
        None
    }

    /// Takes the lowest unit queued at `level` (explanations look at one level at a time).
    pub fn pop_at(&mut self, level: usize) -> Option<usize> {
        let bits = self
            .bits
            .get_mut(level * self.words..(level + 1) * self.words)?;
        let w = bits.iter().position(|&b| b != 0)?;
        let b = bits[w].trailing_zeros() as usize;
        bits[w] &= bits[w] - 1;
        Some(w * 64 + b)
    }

    /// Queues unit `unit` at `level` (how numbers are queued: the engine knows which of their
    /// levels a change wakes).
    #[inline]
    pub fn push(&mut self, level: usize, unit: usize) {
        if level < self.levels {
            self.bits[level * self.words + unit / 64] |= 1 << (unit % 64);
            self.busy |= 1 << level;
        }
    }

    fn pop_random(&mut self) -> Option<(usize, usize)> {
        let total: u32 = self.bits.iter().map(|b| b.count_ones()).sum();
        if total == 0 {
            self.busy = 0;
            return None;
        }
        // xorshift64
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        let mut k = (self.rng % u64::from(total)) as u32;
        for (i, word) in self.bits.iter_mut().enumerate() {
            let ones = word.count_ones();
            if k < ones {
                let mut w = *word;
                for _ in 0..k {
                    w &= w - 1;
                }
                let b = w.trailing_zeros() as usize;
                *word &= !(1 << b);
                return Some((i / self.words, (i % self.words) * 64 + b));
            }
            k -= ones;
        }
        unreachable!("k is below the total number of queued jobs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUSE_ANY: (Scope, Wake) = (Scope::House, Wake::AnyChange);
    const HOUSE_SINGLE: (Scope, Wake) = (Scope::House, Wake::NewSingle);
    const NUMBER_FEW: (Scope, Wake) = (Scope::Number, Wake::FewPlaces);

    #[test]
    fn number_levels_hold_numbers_and_changes_to_houses_do_not_wake_them() {
        let mut q = Queue::new(27);
        let levels = [HOUSE_SINGLE, NUMBER_FEW, HOUSE_ANY];
        q.reset(&levels, 27, 9, JobOrder::Simplest);
        let queued: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        let at = |l| queued.iter().filter(|&&(level, _)| level == l).count();
        let counts = (at(0), at(1), at(2));
        assert_eq!(counts, (27, 9, 27), "every unit of each level at first");
        q.schedule(House::new(20), 0b111);
        q.push(1, 4);
        let order: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_eq!(order, vec![(0, 20), (1, 4), (2, 20)]);
    }

    #[test]
    fn simplest_order_drains_lower_levels_first() {
        let mut q = Queue::new(70);
        q.reset(&[HOUSE_ANY; 2], 70, 9, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(65), 1 << Wake::AnyChange as u8);
        q.schedule(House::new(3), 1 << Wake::AnyChange as u8);
        let order: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_eq!(order, vec![(0, 3), (0, 65), (1, 3), (1, 65)]);
    }

    #[test]
    fn a_house_is_queued_once_per_level() {
        let mut q = Queue::new(27);
        q.reset(&[HOUSE_ANY; 3], 27, 9, JobOrder::Simplest);
        q.clear();
        for _ in 0..5 {
            q.schedule(House::new(7), 1 << Wake::AnyChange as u8);
        }
        assert_eq!(std::iter::from_fn(|| q.pop()).count(), 3);
    }

    #[test]
    fn single_levels_wake_only_on_new_singles() {
        let mut q = Queue::new(27);
        q.reset(&[HOUSE_SINGLE, HOUSE_ANY], 27, 9, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(4), 1 << Wake::AnyChange as u8);
        q.schedule(
            House::new(9),
            1 << Wake::AnyChange as u8 | 1 << Wake::NewSingle as u8,
        );
        let order: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_eq!(order, vec![(0, 9), (1, 4), (1, 9)]);
    }

    #[test]
    fn one_level_is_taken_at_a_time_and_houses_can_be_queued_again() {
        let mut q = Queue::new(70);
        q.reset(&[HOUSE_SINGLE, HOUSE_ANY], 70, 9, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(66), 1 << Wake::AnyChange as u8);
        q.schedule(
            House::new(2),
            1 << Wake::AnyChange as u8 | 1 << Wake::NewSingle as u8,
        );
        assert_eq!(q.pop_at(1), Some(2));
        assert_eq!(q.pop_at(1), Some(66));
        assert_eq!(q.pop_at(1), None);
        q.push(1, 66);
        assert_eq!(q.pop_at(1), Some(66));
        assert_eq!(q.pop_at(0), Some(2));
        assert_eq!(q.pop_at(0), None);
        assert_eq!(q.pop_at(5), None, "no such level");
    }

    #[test]
    fn shuffled_order_pops_every_job_once() {
        let mut q = Queue::new(27);
        q.reset(&[HOUSE_ANY; 4], 27, 9, JobOrder::Shuffled(42));
        let mut jobs: Vec<_> = std::iter::from_fn(|| q.pop()).collect();
        assert_ne!(jobs[..5], [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]);
        jobs.sort();
        let expected: Vec<_> = (0..4).flat_map(|l| (0..27).map(move |h| (l, h))).collect();
        assert_eq!(jobs, expected);
    }
}
