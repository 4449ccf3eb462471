#!/usr/bin/env python3
"""sudograph against a SAT solver on the standard CNF encoding, puzzle by puzzle.

For each puzzle of the files given (default: data/gecode_25x25.txt) this writes the standard
encoding (one variable per cell and number; every cell, and every number in every row, column
and box, exactly once: one at-least-one clause and pairwise at-most-one clauses each; the
givens as unit clauses), runs the SAT solver on it to find a solution, then again with that
solution blocked to prove it unique, and times `sudograph solve --jobs 1` on the same puzzle
(which also searches for a second solution). It checks both found the same grid and prints a
Markdown table: seconds for the solver (find + prove), seconds for sudograph, and their ratio.

    python3 benches/sat.py [--solver cadical|minisat|kissat] [--sudograph PATH]
                           [--timeout SECS] [FILE ...]

Build first: `cargo build --release`. Debian packages the solvers: `apt-get install cadical
minisat`. It has no Kissat: `benches/kissat` wraps Kissat 4.0.4 (through the `rustsat-kissat`
crate) in a binary of that name (`apt-get install libclang-dev`, then `cargo build --release
--manifest-path benches/kissat/Cargo.toml`; pass `--solver benches/kissat/target/release/kissat`).
`--solver` takes a name on the PATH or a path. Times are wall-clock seconds of whole processes
(parsing included), one puzzle at a time; run on a quiet machine and compare the ratio, not the absolute times.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%"


def side_of(puzzle):
    n = int(round(len(puzzle) ** 0.5))
    b = int(round(n**0.5))
    if n * n != len(puzzle) or b * b != n:
        raise ValueError(f"not a square grid with square boxes: {len(puzzle)} cells")
    return n, b


def encode(puzzle):
    """The standard encoding: (variables, clauses)."""
    n, b = side_of(puzzle)

    def v(r, c, d):
        return (r * n + c) * n + d + 1

    clauses = []

    def exactly_one(vs):
        clauses.append(vs)
        for i in range(len(vs)):
            for j in range(i + 1, len(vs)):
                clauses.append([-vs[i], -vs[j]])

    for r in range(n):
        for c in range(n):
            exactly_one([v(r, c, d) for d in range(n)])
    for d in range(n):
        for r in range(n):
            exactly_one([v(r, c, d) for c in range(n)])
        for c in range(n):
            exactly_one([v(r, c, d) for r in range(n)])
        for k in range(n):
            r0, c0 = k // b * b, k % b * b
            exactly_one([v(r0 + i // b, c0 + i % b, d) for i in range(n)])
    for i, ch in enumerate(puzzle):
        if ch not in ".0":
            clauses.append([v(i // n, i % n, SYMBOLS.index(ch))])
    return n * n * n, clauses


def write_cnf(path, variables, clauses):
    with open(path, "w") as f:
        f.write(f"p cnf {variables} {len(clauses)}\n")
        for c in clauses:
            f.write(" ".join(map(str, c)) + " 0\n")


def run_solver(solver, cnf, timeout):
    """(seconds, 'SAT'|'UNSAT'|'TIMEOUT', true variables)."""
    out = cnf + ".out"
    minisat = os.path.basename(solver) == "minisat"
    if minisat:
        cmd = [solver, "-verb=0", cnf, out]
    else:
        cmd = [solver, "-q", cnf]
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return timeout, "TIMEOUT", []
    secs = time.perf_counter() - start
    if minisat:
        text = open(out).read() if os.path.exists(out) else ""
        lines = text.split()
        status = "SAT" if lines[:1] == ["SAT"] else "UNSAT"
        values = [int(x) for x in lines[1:] if x.lstrip("-").isdigit()]
    else:
        status = "SAT" if p.returncode == 10 else "UNSAT" if p.returncode == 20 else "?"
        values = [
            int(x)
            for line in p.stdout.splitlines()
            if line.startswith("v")
            for x in line[1:].split()
        ]
    return secs, status, [x for x in values if x > 0]


def grid_of(true_vars, n):
    cells = ["."] * (n * n)
    for x in true_vars:
        x -= 1
        cell, d = divmod(x, n)
        if cell < n * n:
            cells[cell] = SYMBOLS[d]
    return "".join(cells)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", default=["data/gecode_25x25.txt"])
    ap.add_argument("--solver", default=None)
    ap.add_argument("--sudograph", default="target/release/sudograph")
    ap.add_argument("--timeout", type=float, default=120.0)
    args = ap.parse_args()
    solver = args.solver or next(
        (s for s in ("cadical", "kissat", "minisat") if shutil.which(s)), None
    )
    if solver is None or not shutil.which(solver):
        sys.exit("no SAT solver found: apt-get install cadical (or minisat)")
    if not os.path.exists(args.sudograph):
        sys.exit(f"{args.sudograph} not found: cargo build --release")
    version = subprocess.run([solver, "--version"], capture_output=True, text=True)
    print(f"SAT solver: {solver} {version.stdout.strip()[:40]}; sudograph: {args.sudograph}\n")
    solver_path, solver = solver, os.path.basename(solver)
    print(f"| puzzle | {solver}: find | {solver}: prove unique | {solver} total | sudograph | {solver} / sudograph |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    totals = [0.0, 0.0]
    with tempfile.TemporaryDirectory() as tmp:
        for name in args.files:
            for number, line in enumerate(open(name), 1):
                fields = line.split()
                if not fields or fields[0].startswith("#"):
                    continue
                puzzle = fields[0]
                n, _ = side_of(puzzle)
                variables, clauses = encode(puzzle)
                cnf = os.path.join(tmp, "p.cnf")
                write_cnf(cnf, variables, clauses)
                find, status, true_vars = run_solver(solver_path, cnf, args.timeout)
                sat_grid = grid_of(true_vars, n) if status == "SAT" else None
                prove = 0.0
                if status == "SAT":
                    block = [-x for x in true_vars if x <= variables]
                    write_cnf(cnf, variables, clauses + [block])
                    prove, again, _ = run_solver(solver_path, cnf, args.timeout)
                    status = "unique" if again == "UNSAT" else again
                single = os.path.join(tmp, "p.txt")
                with open(single, "w") as f:
                    f.write(puzzle + "\n")
                start = time.perf_counter()
                try:
                    p = subprocess.run(
                        [args.sudograph, "solve", "--jobs", "1", "--timeout", str(args.timeout), single],
                        capture_output=True,
                        text=True,
                        timeout=args.timeout + 10,
                    )
                    ours = p.stdout.strip()
                except subprocess.TimeoutExpired:
                    ours = "unknown"
                secs = time.perf_counter() - start
                if sat_grid and ours not in ("unknown", "multiple", "none") and ours != sat_grid:
                    sys.exit(f"{name}:{number}: the solutions differ")
                total = find + prove
                totals[0] += total
                totals[1] += secs
                mark = "" if ours not in ("unknown",) else " (unknown)"
                print(
                    f"| {name}:{number} | {find:.2f} | {prove:.2f} ({status}) | {total:.2f} | {secs:.2f}{mark} | {total / secs:.2f} |"
                )
    print(f"| all | | | {totals[0]:.2f} | {totals[1]:.2f} | {totals[0] / totals[1]:.2f} |")


if __name__ == "__main__":
    main()
