#!/usr/bin/env python3
"""sudograph against Sudoku Explainer's command-line rater (serate), puzzle by puzzle.

For each puzzle of the files given (lines `<puzzle> [<SE rating>]`; `--every N` keeps every Nth
line, `--limit M` the first M kept) this runs SE's `diuf.sudoku.test.serate` and `sudograph rate
--jobs 1` on that one puzzle, one process each (so SE's time includes starting the JVM),
alternating which of the two goes first. It checks that the two ratings agree within 0.1 (and
with the file's rating when the line has one), and prints a Markdown table of seconds per puzzle
(wall clock, and CPU = user + system of the process and its threads), the medians, and the ratio
SE / sudograph. With `--warm` it then rates the whole sample in a single JVM (`--input=FILE
--format=%r %e`) and reports SE's own per-puzzle times (`%e`, 0.01 s steps), JVM start and
class loading paid once; `--warm-timeout SECS` bounds that run (the puzzles done by then are
kept), `--warm-only` skips the per-process runs.

    python3 benches/se_peer.py --se-jar PATH [--java java] [--jvm-opt OPT ...]
                               [--sudograph PATH] [--timeout SECS] [--every N] [--limit M]
                               [--warm] [--warm-only] [--warm-timeout SECS] FILE ...

Build first: `cargo build --release`. SE is not shipped with sudograph: build it outside the
repository and pass its jar (or a classes directory) with `--se-jar`. SE 1.2.1 (Nicolas
Juillerat, LGPL) with gsf's `serate` entry point is the original; Sukaku Explainer
(github.com/SudokuMonster/SukakuExplainer) is its maintained fork, whose first commits hold
SE 1.2.1's sources and serate 1.2.1.3 (`diuf/sudoku/...`, `Sudoku/diuf/sudoku/...`). With a JDK
(`apt-get install openjdk-17-jdk-headless`): put the sources under SRC (package tree
`diuf/sudoku/...`), then

    javac -nowarn -encoding ISO-8859-1 -d classes -sourcepath SRC SRC/diuf/sudoku/test/serate.java
    (cd classes && jar cfe ../serate.jar diuf.sudoku.test.serate diuf)

and pass `--se-jar serate.jar`. The serate used must accept `--format=` with `%r` (rating), as
gsf's does; `%e` (elapsed) is needed for `--warm`. SE's chaining is single-threaded; by default
the JVM is told it has one processor (`-XX:ActiveProcessorCount=1`: serial GC, fewer compiler
threads), as sudograph gets `--jobs 1`. Times are whole processes; on a shared machine compare
the medians and the ratio, not the absolute times.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_timed(cmd, timeout):
    """(wall seconds, cpu seconds, stdout, timed_out) of one child process."""
    start = time.perf_counter()
    before = os.times()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        out, timed_out = p.stdout, False
    except subprocess.TimeoutExpired:
        out, timed_out = "", True
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, out, timed_out


def run_streamed(cmd, timeout):
    """(wall seconds, cpu seconds, stdout lines so far, timed_out): like run_timed, but the lines
    printed before a timeout are kept."""
    start = time.perf_counter()
    before = os.times()
    lines, timed_out = [], False
    with tempfile.TemporaryFile("w+") as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, text=True)
        try:
            p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            timed_out = True
        out.seek(0)
        lines = out.read().splitlines()
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, lines, timed_out


def se_command(args, puzzle_file, fmt):
    return [args.java, *args.jvm_opt, "-Djava.util.prefs.userRoot=" + args.prefs, "-cp", args.se_jar,
            "diuf.sudoku.test.serate", "--format=" + fmt, "--input=" + puzzle_file]


def elapsed(text):
    """Seconds of serate's %e ("12.34s", "3m05s"; hours and days are not expected)."""
    try:
        if text.endswith("s") and "m" in text:
            minutes, seconds = text[:-1].split("m")
            return int(minutes) * 60 + int(seconds)
        if text.endswith("s"):
            return float(text[:-1])
    except ValueError:
        pass
    return None


def rating(text):
    try:
        return float(text.split()[0])
    except (IndexError, ValueError):
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--se-jar", required=True, help="SE jar or classes directory (a classpath)")
    ap.add_argument("--java", default="java")
    ap.add_argument("--jvm-opt", action="append", default=None,
                    help="JVM option (repeatable; default -Xrs -XX:ActiveProcessorCount=1)")
    ap.add_argument("--sudograph", default="target/release/sudograph")
    ap.add_argument("--timeout", type=float, default=120.0, help="per puzzle and program")
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("--warm-only", action="store_true")
    ap.add_argument("--warm-timeout", type=float, default=0.0,
                    help="seconds for the whole warm run (default: --timeout per puzzle)")
    args = ap.parse_args()
    args.warm = args.warm or args.warm_only
    if args.jvm_opt is None:
        args.jvm_opt = ["-Xrs", "-XX:ActiveProcessorCount=1"]
    if not os.path.exists(args.sudograph):
        sys.exit(f"{args.sudograph} not found: cargo build --release")
    if not os.path.exists(args.se_jar):
        sys.exit(f"{args.se_jar} not found: see this script's docstring to build SE")

    sample = []  # (label, puzzle, file rating or None)
    for name in args.files:
        kept = 0
        for number, line in enumerate(open(name), 1):
            fields = line.split()
            if not fields or fields[0].startswith("#") or (number - 1) % args.every:
                continue
            if args.limit and kept >= args.limit:
                break
            kept += 1
            sample.append((f"{os.path.basename(name)}:{number}", fields[0],
                           float(fields[1]) if len(fields) > 1 else None))

    java_version = subprocess.run([args.java, "-version"], capture_output=True, text=True).stderr.splitlines()
    print(f"SE: {args.se_jar} ({java_version[0] if java_version else args.java}; JVM options "
          f"{' '.join(args.jvm_opt)}); sudograph: {args.sudograph} rate --jobs 1; "
          f"timeout {args.timeout:g} s per puzzle\n")
    if not args.warm_only:
        print("| puzzle | file | SE | sudograph | SE wall s | SE CPU s | sudograph wall s | sudograph CPU s | SE / sudograph (wall) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    se_walls, sg_walls, se_cpus, sg_cpus, ratios = [], [], [], [], []
    disagreements, capped, compared = [], [], 0
    with tempfile.TemporaryDirectory() as tmp:
        args.prefs = os.path.join(tmp, "prefs")
        single = os.path.join(tmp, "p.txt")
        for i, (label, puzzle, listed) in enumerate([] if args.warm_only else sample):
            with open(single, "w") as f:
                f.write(puzzle + "\n")
            runs = {}
            order = ("se", "sg") if i % 2 == 0 else ("sg", "se")
            for who in order:
                if who == "se":
                    runs[who] = run_timed(se_command(args, single, "%r"), args.timeout)
                else:
                    runs[who] = run_timed([args.sudograph, "rate", "--jobs", "1", single], args.timeout)
            se_wall, se_cpu, se_out, se_to = runs["se"]
            sg_wall, sg_cpu, sg_out, sg_to = runs["sg"]
            se_r = None if se_to else rating(se_out)
            sg_r = None if sg_to else rating(sg_out)
            if se_to:
                capped.append(label)
            notes = []
            compared += se_r is not None and sg_r is not None
            if se_r is not None and sg_r is not None and abs(se_r - sg_r) > 0.1 + 1e-9:
                notes.append("SE≠sudograph")
            if listed is not None and se_r is not None and abs(se_r - listed) > 0.1 + 1e-9:
                notes.append("SE≠file")
            if notes:
                disagreements.append((label, listed, se_r, sg_r, notes))
            se_walls.append(se_wall)
            sg_walls.append(sg_wall)
            se_cpus.append(se_cpu)
            sg_cpus.append(sg_cpu)
            ratios.append(se_wall / sg_wall if sg_wall > 0 else float("inf"))
            fmt = lambda r, to: "timeout" if to else ("?" if r is None else f"{r:.1f}")
            print(f"| {label} | {'' if listed is None else f'{listed:.1f}'} | {fmt(se_r, se_to)} | "
                  f"{fmt(sg_r, sg_to)} | {se_wall:.2f}{' (cap)' if se_to else ''} | {se_cpu:.2f} | "
                  f"{sg_wall:.2f} | {sg_cpu:.2f} | {ratios[-1]:.1f} |", flush=True)
        med = statistics.median
        if not args.warm_only:
            print(f"| median ({len(sample)}) | | | | {med(se_walls):.2f} | {med(se_cpus):.2f} | "
                  f"{med(sg_walls):.2f} | {med(sg_cpus):.2f} | {med(ratios):.1f} |")
            print(f"| total | | | | {sum(se_walls):.2f} | {sum(se_cpus):.2f} | {sum(sg_walls):.2f} | "
                  f"{sum(sg_cpus):.2f} | {sum(se_walls) / sum(sg_walls):.1f} |")
            print(f"\nRatio of medians (wall): {med(se_walls) / med(sg_walls):.1f}; (CPU): "
                  f"{med(se_cpus) / med(sg_cpus):.1f}. SE capped at {args.timeout:g} s: "
                  f"{len(capped)} ({', '.join(capped) or 'none'}).")
            print(f"Ratings: {compared} puzzles rated by both; "
                  f"{sum(1 for d in disagreements if 'SE≠sudograph' in d[4])} of them differ by more than 0.1, "
                  f"and SE differs from the file's rating on "
                  f"{sum(1 for d in disagreements if 'SE≠file' in d[4])}:")
            for label, listed, se_r, sg_r, notes in disagreements:
                print(f"  {label}: file {listed} SE {se_r} sudograph {sg_r} ({', '.join(notes)})")

        if args.warm:
            whole = os.path.join(tmp, "all.txt")
            with open(whole, "w") as f:
                f.write("".join(p + "\n" for _, p, _ in sample))
            budget = args.warm_timeout or args.timeout * len(sample)
            wall, cpu, lines, to = run_streamed(se_command(args, whole, "%r %e"), budget)
            times = [t for t in (elapsed(line.split()[-1]) for line in lines if line.split()) if t is not None]
            print(f"\nWarm JVM (one serate process for the {len(sample)} puzzles, {budget:g} s allowed): "
                  f"{wall:.2f} s wall, {cpu:.2f} s CPU; {len(times)} puzzles rated"
                  f"{' before the time ran out' if to else ''}; SE's own %e per puzzle: "
                  + (f"median {med(times):.2f} s, total {sum(times):.2f} s" if times else "none")
                  + (f" (sudograph's median above: {med(sg_walls):.2f} s wall, {med(sg_cpus):.2f} s CPU per process)"
                     if sg_walls else "") + ".")
            for (label, _, _), line in zip(sample, lines):
                print(f"  {label}: {line}")


if __name__ == "__main__":
    main()
