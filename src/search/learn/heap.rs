//! The order of variables for the learning search: a binary max-heap on activity, indexed by
//! variable so that a variable's activity can be raised in place (as MiniSat keeps its order).

/// Variables (candidates) ordered by activity, highest first; ties go to the lower index, so
/// the order is deterministic.
#[derive(Clone, Debug, Default)]
pub(super) struct Heap {
    /// The heap of variables.
    items: Vec<u32>,
    /// Each variable's place in `items`, or `NONE`.
    place: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Heap {
    /// An empty heap for `vars` variables.
    pub fn new(vars: usize) -> Heap {
        Heap {
            items: Vec::with_capacity(vars),
            place: vec![NONE; vars],
        }
    }

    pub fn contains(&self, var: u32) -> bool {
        self.place[var as usize] != NONE
    }

    /// Adds `var` if it is not in the heap.
    pub fn insert(&mut self, var: u32, activity: &[f64]) {
        if self.contains(var) {
            return;
        }
        self.place[var as usize] = self.items.len() as u32;
        self.items.push(var);
        self.up(self.items.len() - 1, activity);
    }

    /// Restores the order after `var`'s activity went up.
    pub fn raised(&mut self, var: u32, activity: &[f64]) {
        let at = self.place[var as usize];
        if at != NONE {
            self.up(at as usize, activity);
        }
    }

    /// Takes the variable of highest activity.
    pub fn pop(&mut self, activity: &[f64]) -> Option<u32> {
        let top = *self.items.first()?;
        let last = self.items.pop().expect("not empty");
        self.place[top as usize] = NONE;
        if !self.items.is_empty() {
            self.items[0] = last;
            self.place[last as usize] = 0;
            self.down(0, activity);
        }
        Some(top)
    }

    fn before(a: u32, b: u32, activity: &[f64]) -> bool {
        let (x, y) = (activity[a as usize], activity[b as usize]);
        x > y || (x == y && a < b)
    }

    fn up(&mut self, mut i: usize, activity: &[f64]) {
        let var = self.items[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            if !Heap::before(var, self.items[parent], activity) {
                break;
            }
            self.items[i] = self.items[parent];
            self.place[self.items[i] as usize] = i as u32;
            i = parent;
        }
        self.items[i] = var;
        self.place[var as usize] = i as u32;
    }

    fn down(&mut self, mut i: usize, activity: &[f64]) {
        let var = self.items[i];
        loop {
            let left = 2 * i + 1;
            if left >= self.items.len() {
                break;
            }
            let right = left + 1;
            let child = if right < self.items.len()
                && Heap::before(self.items[right], self.items[left], activity)
            {
                right
            } else {
                left
            };
            if !Heap::before(self.items[child], var, activity) {
                break;
            }
            self.items[i] = self.items[child];
            self.place[self.items[i] as usize] = i as u32;
            i = child;
        }
        self.items[i] = var;
        self.place[var as usize] = i as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_by_activity_then_index() {
        let mut activity = vec![1.0, 5.0, 3.0, 5.0, 0.5];
        let mut heap = Heap::new(5);
        for v in 0..5 {
            heap.insert(v, &activity);
        }
        activity[4] = 9.0;
        heap.raised(4, &activity);
        let order: Vec<u32> = std::iter::from_fn(|| heap.pop(&activity)).collect();
        assert_eq!(order, [4, 1, 3, 2, 0]);
    }
}
