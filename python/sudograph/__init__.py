"""Solve, count, explain and rate Sudoku puzzles of any box shape, with a Rust core.

A puzzle is a ``str`` in any form the ``sudograph`` command line reads (a line of ``n·n``
symbols with ``.`` or ``0`` for empty cells, a grid over several lines, a pencilmark line),
``bytes``, rows of ints, or an n×n NumPy array of ints with 0 for empty cells. Batches
(``solve_many``, ``rate_many``) take a list of puzzles, a k×n×n or k×(n·n) array, or one
``str`` holding one puzzle per record (a file's contents); they release the GIL and use every
core, and keep the input order.

>>> import sudograph
>>> s = sudograph.solve("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
>>> s.status, str(s)[:9]
('unique', '483921657')

Errors are exceptions: ``ParseError`` (with ``line``, ``column`` and, in a batch, ``index``),
``Contradiction``, ``LimitReached`` (with ``limit`` and ``partial``), ``ValueError`` for a bad
option. Searches and explanations that can explode take ``max_nodes``/``max_steps`` and
``timeout`` (seconds).
"""

from __future__ import annotations

from typing import Any, List, Optional, Set, Union

from . import _sudograph
from ._errors import Contradiction, LimitReached, ParseError, SudographError
from ._input import to_text, to_texts
from ._sudograph import Explanation, HouseView, Rating, Solution, State, Step

__all__ = [
    "solve",
    "solve_many",
    "count",
    "propagate",
    "state",
    "candidates",
    "explain",
    "rate",
    "rate_many",
    "hint",
    "generate",
    "Solution",
    "Step",
    "Rating",
    "Explanation",
    "State",
    "HouseView",
    "SudographError",
    "ParseError",
    "Contradiction",
    "LimitReached",
]

__version__ = "0.1.0"

#: A puzzle: text, bytes, rows of ints, or an n×n NumPy array (0 = empty).
PuzzleLike = Any


def solve(
    puzzle: PuzzleLike,
    *,
    box: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Solution:
    """Solve one puzzle (or pencilmark state).

    Returns a ``Solution`` whose ``str()`` is the line ``sudograph solve`` prints: the
    solution when there is exactly one, ``none``, ``multiple``, or ``unknown`` when
    ``max_nodes`` or ``timeout`` (seconds) stopped the search first. ``status`` says which
    (``"unique"``, ``"none"``, ``"multiple"``, ``"unknown"``); ``bool(solution)`` is true only
    for ``"unique"``; with several solutions ``solution`` and ``other`` hold two of them.
    ``box`` is the box shape ``"RxC"`` when it cannot be told from the size.
    """
    return _sudograph.solve(to_text(puzzle), box=box, max_nodes=max_nodes, timeout=timeout)


def solve_many(
    puzzles: Any,
    *,
    box: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
) -> List[Solution]:
    """Solve a batch on every core, without the GIL; the results keep the input order.

    ``puzzles`` is a list of puzzles, a k×n×n or k×(n·n) NumPy array, or one ``str`` with one
    puzzle per record (a file's contents, ``#`` comments and blank lines skipped). The limits
    apply to each puzzle. A bad puzzle raises ``ParseError`` with its ``index`` before any is
    solved.
    """
    texts, text = to_texts(puzzles)
    if text is not None:
        return _sudograph.solve_text(text, box=box, max_nodes=max_nodes, timeout=timeout)
    return _sudograph.solve_many(texts, box=box, max_nodes=max_nodes, timeout=timeout)


def count(
    puzzle: PuzzleLike,
    limit: int = 1000,
    *,
    box: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
) -> int:
    """Count the solutions of a puzzle, stopping at ``limit`` (a result equal to ``limit``
    means at least that many). ``max_nodes`` or ``timeout`` reached first raise
    ``LimitReached`` whose ``partial`` is the count so far."""
    return _sudograph.count(
        to_text(puzzle), limit, box=box, max_nodes=max_nodes, timeout=timeout
    )


def state(puzzle: PuzzleLike, *, box: Optional[str] = None) -> State:
    """The starting state of a puzzle (givens placed, nothing propagated) or of a pencilmark
    state, as a ``State``: the candidate graph, every cell's candidates, every house's two
    maps."""
    return _sudograph.state(to_text(puzzle), box=box)


def propagate(
    puzzle: PuzzleLike,
    *,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    box: Optional[str] = None,
) -> State:
    """The fixpoint of the rules, as a ``State`` whose ``str()`` is the pencilmark line
    ``sudograph propagate`` prints. ``rules`` is a comma-separated list of families
    (default ``"subsets,intersections,fish"``; also ``naked``, ``hidden``, ``finned``,
    ``franken``, or ``none``); ``max_size`` bounds subsets and fish (default: no bound).
    Raises ``Contradiction`` when the puzzle has no solution."""
    return _sudograph.propagate(to_text(puzzle), box=box, rules=rules, max_size=max_size)


def candidates(
    puzzle: PuzzleLike, *, propagated: bool = False, box: Optional[str] = None
) -> List[Set[int]]:
    """Every cell's candidates (sets of numbers, by cell index), at the start or, with
    ``propagated``, at the fixpoint of the default rules."""
    s = propagate(puzzle, box=box) if propagated else state(puzzle, box=box)
    return [set(c) for c in s.candidates]


def explain(
    puzzle: PuzzleLike,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Explanation:
    """Explain a puzzle step by step, simplest step first, as ``sudograph explain`` does.

    Returns an ``Explanation``: ``steps`` (``Step`` objects: technique, rating, houses, cells
    as ``r1c1`` names and as indices, numbers, eliminations, placements), ``outcome``
    (``"solved"``, ``"stuck"``, ``"contradiction"``), ``rating``, ``state`` and
    ``solution``; its ``str()`` is the command line's text. ``rules`` defaults to every
    family; ``uniqueness=False`` leaves out Unique Rectangles and Loops and BUG. ``max_steps`` and
    ``timeout`` (checked between steps) raise ``LimitReached`` whose ``partial`` is the list
    of steps taken.
    """
    return _sudograph.explain(
        to_text(puzzle),
        box=box,
        rules=rules,
        max_size=max_size,
        uniqueness=uniqueness,
        max_steps=max_steps,
        timeout=timeout,
    )


def rate(
    puzzle: PuzzleLike,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Rating:
    """Rate a puzzle: the hardest step on its simplest-first path (Sudoku Explainer's scale),
    the level and the steps of each technique. ``str()`` is the line ``sudograph rate``
    prints. Limits as for ``explain``."""
    return _sudograph.rate(
        to_text(puzzle),
        box=box,
        rules=rules,
        max_size=max_size,
        uniqueness=uniqueness,
        max_steps=max_steps,
        timeout=timeout,
    )


def rate_many(
    puzzles: Any,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> List[Rating]:
    """Rate a batch (as ``solve_many`` takes it) on every core, without the GIL, in input
    order. A puzzle that reaches a limit raises ``LimitReached`` with its ``index``."""
    texts, text = to_texts(puzzles)
    return _sudograph.rate_many(
        texts,
        text=text,
        box=box,
        rules=rules,
        max_size=max_size,
        uniqueness=uniqueness,
        max_steps=max_steps,
        timeout=timeout,
    )


def hint(
    state: Union[State, PuzzleLike],
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
) -> Optional[Step]:
    """The next step at a puzzle, a pencilmark state or a ``State``, without applying it;
    ``None`` when the state is solved or no technique applies. Raises ``Contradiction`` when
    the state has no solution."""
    if isinstance(state, State):
        text, box = str(state), box or state.box
    else:
        text = to_text(state)
    return _sudograph.hint(text, box=box, rules=rules, max_size=max_size, uniqueness=uniqueness)


def generate(
    box: str = "3x3",
    count: int = 1,
    *,
    seed: int = 1,
    givens: int = 0,
    max_nodes: int = 10_000,
    timeout: Optional[float] = None,
) -> List[str]:
    """``count`` puzzles with a unique solution, the same as ``sudograph generate`` prints for
    the same ``seed``: givens are removed from a random solved grid while the solution stays
    unique, down to ``givens``. ``max_nodes`` bounds each uniqueness check; ``timeout``
    (seconds) bounds the removals of each puzzle."""
    return _sudograph.generate(
        box, count, seed=seed, givens=givens, max_nodes=max_nodes, timeout=timeout
    )
