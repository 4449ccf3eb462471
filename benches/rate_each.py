#!/usr/bin/env python3
"""The CPU time of `sudograph rate` on each puzzle of a sample, one process a puzzle.

How the 250 ms budget of docs/performance.md is measured: every 25th puzzle of forum hardest
(lines 1, 26, 51, ...), each rated alone (`rate -j 1`), its user CPU time read from the
operating system (getrusage of the child, microseconds), the median of several runs. Given two
binaries, it runs them alternately on each puzzle, so that a machine whose speed drifts weighs
on both alike, and prints both:

    python3 benches/rate_each.py target/release/sudograph
    python3 benches/rate_each.py OLD_BINARY NEW_BINARY --runs 5
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile


def user_seconds(binary, path):
    """Runs `binary rate -j 1 path`; its user CPU time in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    done = subprocess.run(
        [binary, "rate", "-j", "1", path], stdout=subprocess.DEVNULL, check=False
    )
    if done.returncode != 0:
        sys.exit(f"{binary} rate {path}: exit status {done.returncode}")
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binaries", nargs="+", help="one or two sudograph binaries")
    parser.add_argument("--file", default="data/forum_hardest_1106.txt")
    parser.add_argument("--every", type=int, default=25, help="take lines 1, 1 + k, ...")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if len(args.binaries) > 2:
        parser.error("one or two binaries")
    with open(args.file) as f:
        lines = [line for line in f if line.strip()]
    sample = lines[:: args.every]
    times = {b: [[] for _ in sample] for b in args.binaries}
    with tempfile.TemporaryDirectory() as tmp:
        for i, line in enumerate(sample):
            path = os.path.join(tmp, f"p{i:03}.txt")
            with open(path, "w") as f:
                f.write(line)
            for _ in range(args.runs):
                for b in args.binaries:
                    times[b][i].append(user_seconds(b, path))
    for b in args.binaries:
        medians = [statistics.median(t) for t in times[b]]
        print(
            f"{b}: median puzzle {statistics.median(medians):.3f} s, "
            f"range {min(medians):.3f} to {max(medians):.3f} s, "
            f"sum of the medians {sum(medians):.3f} s ({len(sample)} puzzles, {args.runs} runs)"
        )
    for i in range(len(sample)):
        row = "  ".join(f"{statistics.median(times[b][i]):.3f}" for b in args.binaries)
        print(f"line {1 + i * args.every}: {row}")


if __name__ == "__main__":
    main()
