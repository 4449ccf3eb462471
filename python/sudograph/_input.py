"""Puzzles from Python values: text, bytes, rows of ints, NumPy arrays; batches of them."""

from __future__ import annotations

import math
from typing import Any, List, Optional, Tuple

from ._errors import ParseError
from ._sudograph import MAX_SIDE, SYMBOLS

__all__ = ["to_text", "to_texts"]


def _is_array(value: Any) -> bool:
    return hasattr(value, "__array__") and hasattr(value, "shape") and hasattr(value, "dtype")


def _bad_value(value: Any, n: int, cell: int, index: Optional[int]) -> ParseError:
    return ParseError(
        f"value {value!r} is not 0 (empty) or 1 to {n}", cell // n + 1, cell % n + 1, index
    )


def _rows_text(rows: Any, index: Optional[int]) -> str:
    """The text of n rows of n ints (0 = empty), as nested sequences."""
    rows = list(rows)
    n = len(rows)
    if not 0 < n <= MAX_SIDE:
        raise ParseError(f"expected 1 to {MAX_SIDE} rows, found {n}", 1, 1, index)
    out = []
    for r, row in enumerate(rows):
        row = list(row)
        if len(row) != n:
            raise ParseError(f"expected {n} values in row {r + 1}, found {len(row)}", r + 1, 1, index)
        for c, v in enumerate(row):
            if isinstance(v, bool) or not hasattr(v, "__index__") or not 0 <= v <= n:
                raise _bad_value(v, n, r * n + c, index)
            out.append(SYMBOLS[v - 1] if v else ".")
    return "".join(out)


def _array_texts(array: Any, one: bool) -> List[str]:
    """The texts of the puzzles of a NumPy array: one n×n (``one``), or a batch of k×n×n or
    k×(n·n)."""
    import numpy as np

    a = np.asarray(array)
    if a.dtype.kind not in "iu":
        raise TypeError(f"puzzle arrays hold integers (0 = empty), not {a.dtype}")
    if one:
        a = a.reshape((1,) + a.shape)
    if a.ndim == 3 and a.shape[1] == a.shape[2]:
        n = a.shape[1]
    elif a.ndim == 2 and math.isqrt(a.shape[1]) ** 2 == a.shape[1]:
        n = math.isqrt(a.shape[1])
    else:
        what = "an n×n array" if one else "a k×n×n or k×(n·n) array"
        raise ParseError(f"expected {what}, found shape {tuple(np.shape(array))}", 1, 1, None)
    if n > MAX_SIDE:
        raise ParseError(f"grids have at most {MAX_SIDE} rows, found {n}", 1, 1, None)
    k = a.shape[0]
    if k == 0 or n == 0:
        return []
    flat = a.reshape(k, n * n)
    bad = (flat < 0) | (flat > n)
    if bad.any():
        i, cell = (int(x) for x in np.argwhere(bad)[0])
        raise _bad_value(int(flat[i, cell]), n, cell, None if one else i)
    table = np.frombuffer(("." + SYMBOLS[:n]).encode("ascii"), dtype="S1")
    chars = np.ascontiguousarray(table[flat])
    lines = chars.view(f"S{n * n}").reshape(k)
    return [line.decode("ascii") for line in lines.tolist()]


def to_text(puzzle: Any, index: Optional[int] = None) -> str:
    """The text of one puzzle or pencilmark state."""
    if isinstance(puzzle, str):
        return puzzle
    if isinstance(puzzle, (bytes, bytearray)):
        return bytes(puzzle).decode("utf-8", errors="replace")
    if _is_array(puzzle):
        try:
            return _array_texts(puzzle, one=True)[0]
        except ParseError as e:
            raise ParseError(e.message, e.line, e.column, index) from None
    if hasattr(puzzle, "__iter__"):
        return _rows_text(puzzle, index)
    raise TypeError(
        "a puzzle is a str, bytes, rows of ints or a NumPy array, not "
        + type(puzzle).__name__
    )


def to_texts(puzzles: Any) -> Tuple[List[str], Optional[str]]:
    """A batch as a list of texts, or as one text holding one puzzle per record (a str)."""
    if isinstance(puzzles, str):
        return [], puzzles
    if _is_array(puzzles):
        return _array_texts(puzzles, one=False), None
    return [to_text(p, i) for i, p in enumerate(puzzles)], None
