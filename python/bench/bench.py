"""Puzzles per second: sudograph from Python against pure-Python solvers, on the same puzzles.

    python python/bench/bench.py [FILE] [--count N] [--budget SECS]

Compares, on the first N puzzles of FILE (default: data/top1465.txt, 200 puzzles):

- ``sudograph.solve_many``: one call for the whole batch (every core, the GIL released);
- ``sudograph.solve``: one call per puzzle;
  both repeated over the whole list for at least 2 seconds;
- ``py-sudoku`` (PyPI ``py-sudoku``, ``import sudoku``): ``Sudoku(3, 3, board=rows).solve()``;
- a Norvig-style solver written here: constraint propagation (a cell with one candidate
  leaves its peers; a number with one place in a unit goes there) and depth-first search on
  the cell with the fewest candidates, over a dict of candidate strings.

Each pure-Python solver stops after ``--budget`` seconds (default 60) and is timed on the
puzzles it finished; every answer is checked against sudograph's. sudograph does more than
the others: it also proves the solution unique (it searches for a second one).
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path
from typing import Callable, Dict, List, Optional

import sudograph

REPO = Path(__file__).resolve().parents[2]

# --- A Norvig-style solver: candidates as strings in a dict keyed by cell index. ----------

NUMBERS = "123456789"
HOUSES: List[List[int]] = (
    [[r * 9 + c for c in range(9)] for r in range(9)]
    + [[r * 9 + c for r in range(9)] for c in range(9)]
    + [
        [(br + r) * 9 + bc + c for r in range(3) for c in range(3)]
        for br in (0, 3, 6)
        for bc in (0, 3, 6)
    ]
)
HOUSES_OF: Dict[int, List[List[int]]] = {
    cell: [h for h in HOUSES if cell in h] for cell in range(81)
}
PEERS: Dict[int, set] = {
    cell: {p for h in HOUSES_OF[cell] for p in h} - {cell} for cell in range(81)
}


def norvig_place(cands: Dict[int, str], cell: int, number: str) -> Optional[Dict[int, str]]:
    """Keep only `number` in `cell` by removing every other candidate; None on a
    contradiction."""
    for other in cands[cell].replace(number, ""):
        if norvig_remove(cands, cell, other) is None:
            return None
    return cands


def norvig_remove(cands: Dict[int, str], cell: int, number: str) -> Optional[Dict[int, str]]:
    """Remove `number` from `cell` and follow the consequences; None on a contradiction."""
    if number not in cands[cell]:
        return cands
    left = cands[cell] = cands[cell].replace(number, "")
    if not left:
        return None
    if len(left) == 1:
        # A naked single: its number leaves every peer.
        if not all(norvig_remove(cands, peer, left) is not None for peer in PEERS[cell]):
            return None
    for house in HOUSES_OF[cell]:
        # A hidden single: the number's last place in the house.
        places = [c for c in house if number in cands[c]]
        if not places:
            return None
        if len(places) == 1 and norvig_place(cands, places[0], number) is None:
            return None
    return cands


def norvig_parse(puzzle: str) -> Optional[Dict[int, str]]:
    cands = {cell: NUMBERS for cell in range(81)}
    for cell, symbol in enumerate(puzzle):
        if symbol in NUMBERS and norvig_place(cands, cell, symbol) is None:
            return None
    return cands


def norvig_search(cands: Optional[Dict[int, str]]) -> Optional[Dict[int, str]]:
    """Depth-first search on the cell with the fewest candidates, on copies of the dict."""
    if cands is None:
        return None
    if all(len(v) == 1 for v in cands.values()):
        return cands
    _, cell = min((len(v), c) for c, v in cands.items() if len(v) > 1)
    for number in cands[cell]:
        found = norvig_search(norvig_place(dict(cands), cell, number))
        if found is not None:
            return found
    return None


def norvig_solve(puzzle: str) -> Optional[str]:
    found = norvig_search(norvig_parse(puzzle))
    return None if found is None else "".join(found[c] for c in range(81))


# --- py-sudoku --------------------------------------------------------------------------


def py_sudoku_solve(puzzle: str) -> Optional[str]:
    from sudoku import Sudoku

    rows = [[int(c) if c in NUMBERS else 0 for c in puzzle[r * 9 : r * 9 + 9]] for r in range(9)]
    solved = Sudoku(3, 3, board=rows).solve()
    if any(v is None for row in solved.board for v in row):
        return None
    return "".join(str(v) for row in solved.board for v in row)


# --- Timing ------------------------------------------------------------------------------


def timed(name: str, solve: Callable[[str], Optional[str]], puzzles: List[str],
          expected: List[str], budget: float) -> Dict[str, float]:
    start = time.perf_counter()
    done = 0
    for puzzle, want in zip(puzzles, expected):
        got = solve(puzzle)
        assert got == want, f"{name}: wrong answer for {puzzle}"
        done += 1
        if time.perf_counter() - start > budget:
            break
    elapsed = time.perf_counter() - start
    return {"puzzles": done, "seconds": elapsed, "rate": done / elapsed}


def repeated(run: Callable[[], object], count: int, at_least: float = 2.0) -> Dict[str, float]:
    """A fast solver timed over repeated runs of the whole list, for `at_least` seconds."""
    start = time.perf_counter()
    done = 0
    while True:
        run()
        done += count
        elapsed = time.perf_counter() - start
        if elapsed >= at_least:
            return {"puzzles": done, "seconds": elapsed, "rate": done / elapsed}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default=str(REPO / "data" / "top1465.txt"))
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--budget", type=float, default=60.0)
    args = parser.parse_args()

    lines = [l.strip() for l in Path(args.file).read_text().splitlines()]
    puzzles = [l for l in lines if l and not l.startswith("#")][: args.count]

    # The first call starts the thread pool; it is not timed.
    batch = sudograph.solve_many(puzzles)
    expected = [s.solution for s in batch]
    assert all(s.status == "unique" for s in batch), "the benchmark puzzles have one solution"

    results = {
        "sudograph.solve_many": repeated(lambda: sudograph.solve_many(puzzles), len(puzzles)),
        "sudograph.solve": repeated(lambda: [sudograph.solve(p) for p in puzzles], len(puzzles)),
        "norvig (pure Python)": timed("norvig", norvig_solve, puzzles, expected, args.budget),
        "py-sudoku 2.0.0": timed("py-sudoku", py_sudoku_solve, puzzles, expected, args.budget),
    }
    print(f"{len(puzzles)} puzzles of {Path(args.file).name}; {os.cpu_count()} cores; "
          f"budget {args.budget:g} s per pure-Python solver")
    print(f"{'solver':<24} {'puzzles':>8} {'seconds':>9} {'puzzles/s':>11} "
          f"{'solve_many is':>15}")
    top = results["sudograph.solve_many"]["rate"]
    for name, r in results.items():
        print(f"{name:<24} {r['puzzles']:>8} {r['seconds']:>9.3f} {r['rate']:>11.1f} "
              f"{top / r['rate']:>14.0f}x")


if __name__ == "__main__":
    main()
