//! The task queue's rule jobs: one bit per (job level, house), so a house is queued at most once
//! per level; update jobs queue a house at the levels its kinds of change wake.

use crate::layout::House;
use crate::rules::{JobOrder, Wake};

/// Queued rule jobs, level-major, one bit per house.
#[derive(Clone, Debug)]
pub(crate) struct Queue {
    levels: usize,
    words: usize,
    bits: Vec<u64>,
    /// Bit `l` set when level `l` has a queued house.
    busy: u64,
    /// For each set of change kinds (bit `Wake as u8`), the levels they wake (bit per level).
    woken: [u64; 8],
    order: JobOrder,
    rng: u64,
}

impl Queue {
    pub fn new(houses: usize) -> Queue {
        let words = houses.div_ceil(64);
        Queue {
            levels: 0,
            words,
            bits: Vec::new(),
            busy: 0,
            woken: [0; 8],
            order: JobOrder::Simplest,
            rng: 0,
        }
    }

    /// Starts over with one level per entry of `wake` (at most 64), every house queued at each.
    pub fn reset(&mut self, wake: &[Wake], houses: usize, order: JobOrder) {
        let levels = wake.len();
        self.levels = levels;
        for (kinds, levels) in self.woken.iter_mut().enumerate() {
            *levels = wake
                .iter()
                .enumerate()
                .filter(|&(_, &w)| kinds >> w as u8 & 1 == 1)
                .fold(0, |acc, (l, _)| acc | 1 << l);
        }
        self.bits.clear();
        self.bits.resize(levels * self.words, 0);
        for l in 0..levels {
            for h in 0..houses {
                self.bits[l * self.words + h / 64] |= 1 << (h % 64);
            }
        }
        self.busy = if levels == 0 || houses == 0 {
            0
        } else {
            u64::MAX >> (64 - levels)
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

    /// Takes the next job: (level, house).
    #[inline]
    pub fn pop(&mut self) -> Option<(usize, House)> {
        match self.order {
            JobOrder::Simplest => self.pop_simplest(),
            JobOrder::Shuffled(_) => self.pop_random(),
        }
    }

    fn pop_simplest(&mut self) -> Option<(usize, House)> {
        while self.busy != 0 {
            let l = self.busy.trailing_zeros() as usize;
            let level = &mut self.bits[l * self.words..(l + 1) * self.words];
            if let Some(w) = level.iter().position(|&b| b != 0) {
                let b = level[w].trailing_zeros() as usize;
                level[w] &= level[w] - 1;
                return Some((l, House::new(w * 64 + b)));
            }
            self.busy &= !(1 << l);
        }
        None
    }

    /// Takes the lowest house queued at `level` (explanations look at one level at a time).
    pub fn pop_at(&mut self, level: usize) -> Option<House> {
        let bits = self
            .bits
            .get_mut(level * self.words..(level + 1) * self.words)?;
        let w = bits.iter().position(|&b| b != 0)?;
        let b = bits[w].trailing_zeros() as usize;
        bits[w] &= bits[w] - 1;
        Some(House::new(w * 64 + b))
    }

    /// Queues `house` at `level`.
    pub fn push(&mut self, level: usize, house: House) {
        if level < self.levels {
            let h = house.index();
            self.bits[level * self.words + h / 64] |= 1 << (h % 64);
            self.busy |= 1 << level;
        }
    }

    fn pop_random(&mut self) -> Option<(usize, House)> {
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
                return Some((i / self.words, House::new((i % self.words) * 64 + b)));
            }
            k -= ones;
        }
        unreachable!("k is below the total number of queued jobs")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simplest_order_drains_lower_levels_first() {
        let mut q = Queue::new(70);
        q.reset(&[Wake::AnyChange; 2], 70, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(65), 1 << Wake::AnyChange as u8);
        q.schedule(House::new(3), 1 << Wake::AnyChange as u8);
        let order: Vec<_> = std::iter::from_fn(|| q.pop())
            .map(|(l, h)| (l, h.index()))
            .collect();
        assert_eq!(order, vec![(0, 3), (0, 65), (1, 3), (1, 65)]);
    }

    #[test]
    fn a_house_is_queued_once_per_level() {
        let mut q = Queue::new(27);
        q.reset(&[Wake::AnyChange; 3], 27, JobOrder::Simplest);
        q.clear();
        for _ in 0..5 {
            q.schedule(House::new(7), 1 << Wake::AnyChange as u8);
        }
        assert_eq!(std::iter::from_fn(|| q.pop()).count(), 3);
    }

    #[test]
    fn single_levels_wake_only_on_new_singles() {
        let mut q = Queue::new(27);
        q.reset(&[Wake::NewSingle, Wake::AnyChange], 27, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(4), 1 << Wake::AnyChange as u8);
        q.schedule(
            House::new(9),
            1 << Wake::AnyChange as u8 | 1 << Wake::NewSingle as u8,
        );
        let order: Vec<_> = std::iter::from_fn(|| q.pop())
            .map(|(l, h)| (l, h.index()))
            .collect();
        assert_eq!(order, vec![(0, 9), (1, 4), (1, 9)]);
    }

    #[test]
    fn one_level_is_taken_at_a_time_and_houses_can_be_queued_again() {
        let mut q = Queue::new(70);
        q.reset(&[Wake::NewSingle, Wake::AnyChange], 70, JobOrder::Simplest);
        q.clear();
        q.schedule(House::new(66), 1 << Wake::AnyChange as u8);
        q.schedule(
            House::new(2),
            1 << Wake::AnyChange as u8 | 1 << Wake::NewSingle as u8,
        );
        assert_eq!(q.pop_at(1), Some(House::new(2)));
        assert_eq!(q.pop_at(1), Some(House::new(66)));
        assert_eq!(q.pop_at(1), None);
        q.push(1, House::new(66));
        assert_eq!(q.pop_at(1), Some(House::new(66)));
        assert_eq!(q.pop_at(0), Some(House::new(2)));
        assert_eq!(q.pop_at(0), None);
        assert_eq!(q.pop_at(5), None, "no such level");
    }

    #[test]
    fn shuffled_order_pops_every_job_once() {
        let mut q = Queue::new(27);
        q.reset(&[Wake::AnyChange; 4], 27, JobOrder::Shuffled(42));
        let mut jobs: Vec<_> = std::iter::from_fn(|| q.pop())
            .map(|(l, h)| (l, h.index()))
            .collect();
        assert_ne!(jobs[..5], [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]);
        jobs.sort();
        let expected: Vec<_> = (0..4).flat_map(|l| (0..27).map(move |h| (l, h))).collect();
        assert_eq!(jobs, expected);
    }
}
