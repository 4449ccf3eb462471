"""The exceptions sudograph raises."""

from __future__ import annotations

from typing import Any, Optional

__all__ = ["SudographError", "ParseError", "Contradiction", "LimitReached"]


class SudographError(Exception):
    """Base class of every sudograph error."""


class ParseError(SudographError, ValueError):
    """Text (or an array) that is no grid.

    ``line`` and ``column`` are 1-based: in the puzzle's text, or the row and column of a
    bad value in an array. ``index`` is the puzzle's place in a batch (``None`` for one
    puzzle).
    """

    def __init__(
        self, message: str, line: int, column: int, index: Optional[int] = None
    ) -> None:
        super().__init__(message, line, column, index)
        self.message = message
        self.line = line
        self.column = column
        self.index = index

    def __str__(self) -> str:
        where = f"line {self.line}, column {self.column}: {self.message}"
        return where if self.index is None else f"puzzle {self.index}: {where}"


class Contradiction(SudographError):
    """The state has no solution: a cell with no candidate left, or a number with no place
    left in a house."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class LimitReached(SudographError):
    """A limit stopped the work before it could finish.

    ``limit`` names it: ``"nodes"`` (``max_nodes``), ``"timeout"``, or ``"steps"``
    (``max_steps``). ``partial`` holds what was done before: the solutions counted so far
    (``count``), or the steps taken (``explain``, ``rate``). ``index`` is the puzzle's place
    in a batch (``None`` for one puzzle).
    """

    def __init__(
        self, message: str, limit: str, partial: Any = None, index: Optional[int] = None
    ) -> None:
        super().__init__(message, limit, partial, index)
        self.message = message
        self.limit = limit
        self.partial = partial
        self.index = index

    def __str__(self) -> str:
        return self.message if self.index is None else f"puzzle {self.index}: {self.message}"


# Shown as `sudograph.ParseError`, where users import them from.
for _error in (SudographError, ParseError, Contradiction, LimitReached):
    _error.__module__ = "sudograph"
