"""Shared fixtures: the repository's data, the command line to compare with, a checker."""

from __future__ import annotations

import os
import subprocess
import warnings
from pathlib import Path
from typing import List

import pytest

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "data"
SHARED = REPO.parent / "shared" / "data"


def puzzles(path: Path, limit: int | None = None) -> List[str]:
    """The puzzle lines of a data file (comments and blank lines left out)."""
    lines = [
        line.strip()
        for line in path.read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    return lines[:limit] if limit is not None else lines


def shared(name: str) -> Path:
    """A file of ../shared/data; the test is skipped, loudly, when it is not there."""
    path = SHARED / name
    if not path.exists():
        message = f"SKIPPED: {path} is absent (the shared puzzle data sits beside the clone)"
        warnings.warn(message)
        print(message)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def cli():
    """Runs the `sudograph` command line on stdin text and returns its standard output."""
    binary = Path(os.environ.get("SUDOGRAPH_CLI", REPO / "target" / "release" / "sudograph"))
    if not binary.exists():
        pytest.fail(
            f"{binary} is missing: build it with `cargo build --release --bin sudograph` "
            "(or set SUDOGRAPH_CLI) to compare the package with the command line"
        )

    def run(args: List[str], text: str | None) -> str:
        stdin = [] if text is None else ["-"]
        done = subprocess.run(
            [str(binary), *args, *stdin], input=text, capture_output=True, text=True, timeout=600
        )
        assert done.returncode in (0, 1), done.stderr
        return done.stdout

    return run


def check_solution(puzzle: str, solution: str, side: int, rows: int, cols: int) -> None:
    """An independent check: the givens kept, every house a permutation of 1..n."""
    from sudograph._sudograph import SYMBOLS

    values = [SYMBOLS.index(c.upper() if side <= 35 else c) + 1 for c in solution]
    assert len(values) == side * side
    for i, c in enumerate(puzzle):
        if c not in ".0":
            assert solution[i] == c, f"given at {i} changed"
    full = set(range(1, side + 1))
    for r in range(side):
        assert set(values[r * side : (r + 1) * side]) == full
    for c in range(side):
        assert {values[r * side + c] for r in range(side)} == full
    for br in range(0, side, rows):
        for bc in range(0, side, cols):
            box = {values[(br + r) * side + bc + c] for r in range(rows) for c in range(cols)}
            assert box == full
