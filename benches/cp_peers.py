#!/usr/bin/env python3
"""sudograph against constraint-programming solvers, puzzle by puzzle (issue 14's 25×25 goal).

Two peers that model Sudoku with `alldifferent` constraints rather than the SAT encoding of
`benches/sat.py`:

- **Gecode** (6.2, Debian's `libgecode-dev`): `distinct` on every row, column and box with
  domain consistency (every Hall set at every node), depth-first search branching on the
  variable of the largest accumulated failure count over its domain size (`afc`) or the
  smallest domain (`size`). No learning, no restarts. `benches/gecode/sudoku.cpp`, compiled here
  with g++ into `target/cp_peers/`.
- **OR-Tools CP-SAT** (`pip install ortools`): `AddAllDifferent` on the same houses; a lazy
  clause generation solver (propagators that explain their removals, so conflicts are learned
  over them), one worker by default (`--workers`).

Each finds the solution, then proves it unique (Gecode: depth-first search for a second; CP-SAT:
a second solve with the solution excluded); `sudograph solve --jobs 1` does both in one run.
Every solution found is checked against sudograph's. Prints a Markdown table of seconds (wall
clock, whole processes for sudograph and Gecode, the solve calls for CP-SAT), `>LIMIT` where a
peer ran out of `--timeout`.

    python3 benches/cp_peers.py [--peers gecode,cpsat] [--gecode-branching afc|size]
                                [--workers N] [--timeout SECS] [--sudograph PATH] [FILE ...]

Build first: `cargo build --release`; `apt-get install libgecode-dev g++`; `pip install
ortools`. A peer that is not installed is left out with a message. Run on a quiet machine and
compare ratios taken in the same run.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from sat import SYMBOLS, side_of  # noqa: E402 (the grid reading shared with the SAT bench)


def puzzles(files):
    for name in files:
        for number, line in enumerate(open(name), 1):
            fields = line.split()
            if fields and not fields[0].startswith("#"):
                yield f"{name}:{number}", fields[0]


def build_gecode():
    """The path of the compiled Gecode model, or None with a message why not."""
    if not shutil.which("g++") or not os.path.exists("/usr/include/gecode/int.hh"):
        print("gecode: left out (apt-get install g++ libgecode-dev)", file=sys.stderr)
        return None
    out = os.path.join("target", "cp_peers", "sudoku")
    source = os.path.join(HERE, "gecode", "sudoku.cpp")
    if not os.path.exists(out) or os.path.getmtime(out) < os.path.getmtime(source):
        os.makedirs(os.path.dirname(out), exist_ok=True)
        libs = ["-lgecodesearch", "-lgecodeminimodel", "-lgecodeint", "-lgecodekernel", "-lgecodesupport"]
        subprocess.run(["g++", "-O2", "-o", out, source] + libs, check=True)
    return out


def run_gecode(binary, puzzle, branching, timeout):
    """(seconds, status, first solution or None)."""
    start = time.perf_counter()
    p = subprocess.run(
        [binary, branching, str(timeout)], input=puzzle + "\n", capture_output=True, text=True, check=True
    )
    secs = time.perf_counter() - start
    stopped, solutions, _failures, _inner, grid = p.stdout.split()
    status = "stopped" if stopped == "stopped" else {"0": "none", "1": "unique"}.get(solutions, "multiple")
    return secs, status, None if grid == "-" else grid


def run_cpsat(puzzle, workers, timeout):
    """(seconds, status, first solution or None)."""
    from ortools.sat.python import cp_model

    n, b = side_of(puzzle)
    model = cp_model.CpModel()
    x = [model.NewIntVar(1, n, f"x{i}") for i in range(n * n)]
    houses = [[r * n + c for c in range(n)] for r in range(n)]
    houses += [[r * n + c for r in range(n)] for c in range(n)]
    houses += [
        [(r0 + i // b) * n + c0 + i % b for i in range(n)] for r0 in range(0, n, b) for c0 in range(0, n, b)
    ]
    for house in houses:
        model.AddAllDifferent([x[i] for i in house])
    for i, ch in enumerate(puzzle):
        if ch in SYMBOLS:
            model.Add(x[i] == SYMBOLS.index(ch) + 1)

    def solve(left):
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = workers
        solver.parameters.max_time_in_seconds = max(left, 0.01)
        status = solver.Solve(model)
        return solver, status, solver.WallTime()

    solver, status, secs = solve(timeout)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return secs, "none" if status == cp_model.INFEASIBLE else "stopped", None
    values = [solver.Value(v) for v in x]
    grid = "".join(SYMBOLS[v - 1] for v in values)
    differs = []
    for v, value in zip(x, values):
        d = model.NewBoolVar("")
        model.Add(v != value).OnlyEnforceIf(d)
        differs.append(d)
    model.AddBoolOr(differs)
    _, again, more = solve(timeout - secs)
    status = {cp_model.INFEASIBLE: "unique", cp_model.OPTIMAL: "multiple", cp_model.FEASIBLE: "multiple"}.get(
        again, "stopped"
    )
    return secs + more, status, grid


def run_sudograph(binary, puzzle, timeout, tmp):
    single = os.path.join(tmp, "p.txt")
    with open(single, "w") as f:
        f.write(puzzle + "\n")
    start = time.perf_counter()
    p = subprocess.run(
        [binary, "solve", "--jobs", "1", "--timeout", str(timeout), single], capture_output=True, text=True
    )
    return time.perf_counter() - start, p.stdout.strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", default=["data/gecode_25x25.txt"])
    ap.add_argument("--peers", default="gecode,cpsat")
    ap.add_argument("--gecode-branching", choices=["afc", "size"], default="afc")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--sudograph", default="target/release/sudograph")
    args = ap.parse_args()
    if not os.path.exists(args.sudograph):
        sys.exit(f"{args.sudograph} not found: cargo build --release")
    peers = []
    for peer in args.peers.split(","):
        if peer == "gecode":
            binary = build_gecode()
            if binary:
                peers.append((f"Gecode ({args.gecode_branching})", lambda p, b=binary: run_gecode(b, p, args.gecode_branching, args.timeout)))
        elif peer == "cpsat":
            try:
                import ortools

                peers.append((f"CP-SAT {ortools.__version__} ({args.workers} worker{'s' if args.workers > 1 else ''})", lambda p: run_cpsat(p, args.workers, args.timeout)))
            except ImportError:
                print("cpsat: left out (pip install ortools)", file=sys.stderr)
        else:
            sys.exit(f"unknown peer {peer!r}: gecode or cpsat")
    if not peers:
        sys.exit("no peer to run: apt-get install g++ libgecode-dev, or pip install ortools")
    names = [name for name, _ in peers]
    print("| puzzle | sudograph | " + " | ".join(f"{n} | {n} / sudograph" for n in names) + " |")
    print("| --- | ---: |" + " ---: | ---: |" * len(names))
    totals = [0.0] * (len(peers) + 1)
    stopped = [0] * len(peers)
    with tempfile.TemporaryDirectory() as tmp:
        for where, puzzle in puzzles(args.files):
            ours, grid = run_sudograph(args.sudograph, puzzle, args.timeout, tmp)
            totals[0] += ours
            cells = [f"{ours:.2f}" + ("" if len(grid) == len(puzzle) else f" ({grid})")]
            for k, (name, run) in enumerate(peers):
                secs, status, theirs = run(puzzle)
                if theirs and len(grid) == len(puzzle) and theirs != grid:
                    sys.exit(f"{where}: {name}'s solution differs from sudograph's")
                totals[k + 1] += secs
                if status == "stopped":
                    stopped[k] += 1
                    cells.append(f">{args.timeout:.0f}" + (" (found)" if theirs else ""))
                    cells.append(f">{args.timeout / ours:.1f}")
                else:
                    cells.append(f"{secs:.2f} ({status})")
                    cells.append(f"{secs / ours:.2f}")
            print(f"| {where} | " + " | ".join(cells) + " |", flush=True)
    row = [f"{totals[0]:.2f}"]
    for k in range(len(peers)):
        low = ">" if stopped[k] else ""
        row += [f"{low}{totals[k + 1]:.2f}", f"{low}{totals[k + 1] / totals[0]:.2f}"]
    print("| all | " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
