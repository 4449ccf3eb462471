//! A measuring stick for the engine's design: the same per-house propagation scheme written for
//! 9×9 grids only, timed in `benches/solve.rs` beside sudograph and the `sudoku` crate.
//!
//! The scheme is the engine's: each house keeps its number → cells map; removing an edge updates
//! the maps of the cell's three houses and notes what the rules can act on there (a naked single
//! whose number has another place, a hidden single whose cell has other candidates, a number just
//! confined to an overlap); a queue of (level, house) jobs runs singles before intersections;
//! search branches on the cell with the fewest candidates and the most open peers, saves the state
//! before a guess and takes the two branches "place" and "remove". What it drops is what makes
//! the engine general and observable: any box shape and extra houses (here constant tables and
//! 16-bit sets), findings with reasons, events and statistics (here rules remove directly).
//!
//! So it bounds what the engine's scheme can reach on 9×9 grids: see `docs/performance.md`. It
//! is not part of the library and nothing uses it.

/// The geometry, as constant tables.
pub struct Tables {
    /// Each cell's houses, with its position in each.
    houses: [[(u8, u8); 3]; 81],
    /// Each house's cells, by position.
    cells: [[u8; 9]; 27],
    /// Each cell's 20 peers.
    peers: [[u8; 20]; 81],
    /// Each house's intersections of three cells: (other house, positions here, positions there).
    wide: [[(u8, u16, u16); 6]; 27],
    wide_len: [u8; 27],
    /// For each house and set of positions, the wide intersections holding all of them.
    holding: [[u8; 512]; 27],
}

impl Tables {
    /// Builds the tables.
    pub fn new() -> Box<Tables> {
        let mut t = Box::new(Tables {
            houses: [[(0, 0); 3]; 81],
            cells: [[0; 9]; 27],
            peers: [[0; 20]; 81],
            wide: [[(0, 0, 0); 6]; 27],
            wide_len: [0; 27],
            holding: [[0; 512]; 27],
        });
        for c in 0..81 {
            let (r, col) = (c / 9, c % 9);
            let (b, bp) = ((r / 3) * 3 + col / 3, (r % 3) * 3 + col % 3);
            t.houses[c] = [
                (r as u8, col as u8),
                ((9 + col) as u8, r as u8),
                ((18 + b) as u8, bp as u8),
            ];
            t.cells[r][col] = c as u8;
            t.cells[9 + col][r] = c as u8;
            t.cells[18 + b][bp] = c as u8;
        }
        for c in 0..81 {
            let mine = t.houses[c];
            let peers = (0..81).filter(|&o| {
                o != c
                    && t.houses[o]
                        .iter()
                        .any(|&(h, _)| mine.iter().any(|&(g, _)| g == h))
            });
            for (slot, o) in t.peers[c].iter_mut().zip(peers) {
                *slot = o as u8;
            }
        }
        for h in 0..27 {
            let mut len = 0;
            for o in (0..27).filter(|&o| o != h) {
                let (mut here, mut there) = (0u16, 0u16);
                for p in 0..9 {
                    if let Some(q) = t.cells[o].iter().position(|&c| c == t.cells[h][p]) {
                        here |= 1 << p;
                        there |= 1 << q;
                    }
                }
                if here.count_ones() >= 2 {
                    t.wide[h][len] = (o as u8, here, there);
                    len += 1;
                }
            }
            t.wide_len[h] = len as u8;
            for places in 0..512u16 {
                t.holding[h][places as usize] = (0..len)
                    .filter(|&i| places & !t.wide[h][i].1 == 0)
                    .fold(0, |acc, i| acc | 1 << i);
            }
        }
        t
    }
}

/// The candidate state, the notes for the rules and the queue: copied whole before a guess.
#[derive(Clone, Copy)]
struct State {
    cands: [u16; 81],
    /// `places[house][number]`: the positions where the number can go.
    places: [[u16; 9]; 27],
    single_cells: [u16; 27],
    single_numbers: [u16; 27],
    confined: [u16; 27],
    /// One bit per house, for singles and for intersections.
    queue: [u32; 2],
    failed: bool,
}

impl State {
    fn new(t: &Tables, givens: &[u8; 81]) -> State {
        let mut s = State {
            cands: [0x1ff; 81],
            places: [[0x1ff; 9]; 27],
            single_cells: [0; 27],
            single_numbers: [0x1ff; 27],
            confined: [0x1ff; 27],
            queue: [(1 << 27) - 1; 2],
            failed: false,
        };
        for (c, &g) in givens.iter().enumerate() {
            if g != 0 {
                s.cands[c] = 1 << (g - 1);
                for &(h, p) in &t.houses[c] {
                    s.single_cells[h as usize] |= 1 << p;
                    for d in (0..9).filter(|&d| d != g - 1) {
                        s.places[h as usize][d as usize] &= !(1 << p);
                    }
                }
            }
        }
        s.failed = s.places.iter().flatten().any(|&p| p == 0);
        s
    }

    /// Removes `d` from `c` and runs its update job.
    #[inline(always)]
    fn remove(&mut self, t: &Tables, c: usize, d: usize) {
        let bit = 1u16 << d;
        if self.cands[c] & bit == 0 {
            return;
        }
        self.cands[c] &= !bit;
        let set = self.cands[c];
        if set == 0 {
            self.failed = true;
            return;
        }
        let single = set & (set - 1) == 0;
        for &(h, p) in &t.houses[c] {
            let (h, p) = (h as usize, p as usize);
            let left = self.places[h][d] & !(1 << p);
            self.places[h][d] = left;
            if single && self.places[h][set.trailing_zeros() as usize] & !(1 << p) != 0 {
                self.single_cells[h] |= 1 << p;
                self.queue[0] |= 1 << h;
            }
            match left.count_ones() {
                0 => self.failed = true,
                1 => {
                    let only = t.cells[h][left.trailing_zeros() as usize] as usize;
                    if self.cands[only] != bit {
                        self.single_numbers[h] |= bit;
                        self.queue[0] |= 1 << h;
                    }
                }
                2 | 3 => {
                    let now = t.holding[h][left as usize];
                    let before = t.holding[h][(left | 1 << p) as usize];
                    if now & !before != 0 {
                        self.confined[h] |= bit;
                        self.queue[1] |= 1 << h;
                    }
                }
                _ => {}
            }
        }
    }

    /// Runs the queue to the fixpoint; false on a contradiction.
    fn propagate(&mut self, t: &Tables) -> bool {
        while !self.failed {
            let level = if self.queue[0] != 0 {
                0
            } else if self.queue[1] != 0 {
                1
            } else {
                return true;
            };
            let h = self.queue[level].trailing_zeros() as usize;
            self.queue[level] &= self.queue[level] - 1;
            if level == 0 {
                for p in bits(std::mem::take(&mut self.single_cells[h])) {
                    let set = self.cands[t.cells[h][p] as usize];
                    if set.count_ones() == 1 {
                        let v = set.trailing_zeros() as usize;
                        for q in bits(self.places[h][v] & !(1 << p)) {
                            self.remove(t, t.cells[h][q] as usize, v);
                        }
                    }
                }
                for d in bits(std::mem::take(&mut self.single_numbers[h])) {
                    let left = self.places[h][d];
                    if left.count_ones() == 1 {
                        let c = t.cells[h][left.trailing_zeros() as usize] as usize;
                        for e in bits(self.cands[c] & !(1 << d)) {
                            self.remove(t, c, e);
                        }
                    }
                }
            } else {
                for d in bits(std::mem::take(&mut self.confined[h])) {
                    let left = self.places[h][d];
                    for &(o, here, there) in &t.wide[h][..t.wide_len[h] as usize] {
                        if left.count_ones() >= 2 && left & !here == 0 {
                            let o = o as usize;
                            for q in bits(self.places[o][d] & !there) {
                                self.remove(t, t.cells[o][q] as usize, d);
                            }
                        }
                    }
                }
            }
        }
        false
    }

    /// The cell with the fewest candidates (two or more), then the most open peers; its lowest
    /// number.
    fn choose(&self, t: &Tables) -> Option<(usize, usize)> {
        let open: [bool; 81] = std::array::from_fn(|c| self.cands[c].count_ones() >= 2);
        let fewest = (0..81)
            .filter(|&c| open[c])
            .map(|c| self.cands[c].count_ones())
            .min()?;
        let degree = |c: usize| t.peers[c].iter().filter(|&&p| open[p as usize]).count();
        let mut best = None;
        for c in (0..81).filter(|&c| open[c] && self.cands[c].count_ones() == fewest) {
            let d = degree(c);
            if best.is_none_or(|(bd, _)| d > bd) {
                best = Some((d, c));
            }
        }
        best.map(|(_, c)| (c, self.cands[c].trailing_zeros() as usize))
    }
}

/// The set bits of `word`, lowest first.
fn bits(mut word: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (word != 0).then(|| {
            let i = word.trailing_zeros() as usize;
            word &= word - 1;
            i
        })
    })
}

/// Searches for up to two solutions; returns how many it found.
pub fn solve(t: &Tables, givens: &[u8; 81]) -> usize {
    let mut saved: Vec<(State, usize, usize)> = Vec::with_capacity(81);
    let mut s = State::new(t, givens);
    let mut solutions = 0;
    loop {
        let mut back = !s.propagate(t);
        if !back {
            match s.choose(t) {
                None => {
                    solutions += 1;
                    if solutions == 2 {
                        return 2;
                    }
                    back = true;
                }
                Some((c, d)) => {
                    saved.push((s, c, d));
                    for e in bits(s.cands[c] & !(1 << d)) {
                        s.remove(t, c, e);
                    }
                }
            }
        }
        if back {
            let Some((before, c, d)) = saved.pop() else {
                return solutions;
            };
            s = before;
            s.remove(t, c, d);
        }
    }
}

/// The givens of a puzzle line, 0 for an empty cell.
pub fn givens(line: &str) -> [u8; 81] {
    let mut g = [0u8; 81];
    for (slot, ch) in g.iter_mut().zip(line.chars()) {
        *slot = ch.to_digit(10).unwrap_or(0) as u8;
    }
    g
}
