"""Type stubs of the Rust core, ``sudograph._sudograph``."""

from typing import Dict, List, Optional, Set, Tuple, Union

SYMBOLS: str
MAX_SIDE: int

class Solution:
    """What a search found; ``str()`` is the line ``sudograph solve`` prints."""

    @property
    def status(self) -> str:
        """``"unique"``, ``"none"``, ``"multiple"`` or ``"unknown"``."""
    @property
    def solution(self) -> Optional[str]:
        """The solution when unique; the first found when several (or before a limit)."""
    @property
    def other(self) -> Optional[str]:
        """A second solution, when there are several."""
    @property
    def limit(self) -> Optional[str]:
        """``"nodes"`` or ``"timeout"`` when ``status`` is ``"unknown"``."""
    @property
    def nodes(self) -> int: ...
    @property
    def guesses(self) -> int: ...
    def __bool__(self) -> bool: ...
    def to_list(self) -> Optional[List[List[int]]]: ...
    def to_numpy(self) -> object:
        """The solution as an n×n NumPy array, or ``None``."""

class Step:
    """One step of an explanation; ``str()`` is the line ``sudograph explain`` prints."""

    @property
    def technique(self) -> str:
        """``hidden_single``, ``x_wing``, … (as in JSON output)."""
    @property
    def title(self) -> str:
        """``Hidden single``, ``X-Wing``, …"""
    @property
    def rating(self) -> float: ...
    @property
    def houses(self) -> List[int]: ...
    @property
    def house_names(self) -> List[str]: ...
    @property
    def cells(self) -> List[str]:
        """The pattern's cells as ``r1c1`` names."""
    @property
    def cell_indices(self) -> List[int]: ...
    @property
    def numbers(self) -> List[int]: ...
    @property
    def eliminations(self) -> List[Tuple[str, int]]: ...
    @property
    def elimination_indices(self) -> List[Tuple[int, int]]: ...
    @property
    def placements(self) -> List[Tuple[str, int]]: ...
    @property
    def placement_indices(self) -> List[Tuple[int, int]]: ...

class Rating:
    """A puzzle's rating; ``str()`` is the line ``sudograph rate`` prints."""

    @property
    def rating(self) -> float: ...
    @property
    def level(self) -> str:
        """``easy``, ``medium``, ``hard``, ``fiendish``, ``extreme``, ``needs_search``,
        ``several_solutions`` or ``no_solution``."""
    @property
    def outcome(self) -> str:
        """``solved``, ``stuck`` or ``contradiction``."""
    @property
    def counts(self) -> Dict[str, int]: ...
    @property
    def steps(self) -> int: ...

class Explanation:
    """A whole explanation; ``str()`` is the text ``sudograph explain`` prints."""

    @property
    def steps(self) -> List[Step]: ...
    @property
    def rating(self) -> Rating: ...
    @property
    def outcome(self) -> str: ...
    @property
    def state(self) -> str:
        """The state reached, as a pencilmark line."""
    @property
    def solution(self) -> Optional[str]: ...
    @property
    def contradiction(self) -> Optional[str]: ...
    def __len__(self) -> int: ...

class HouseView:
    """One house and its two maps."""

    @property
    def index(self) -> int: ...
    @property
    def kind(self) -> str:
        """``row``, ``column``, ``box`` or ``extra``."""
    @property
    def name(self) -> str: ...
    @property
    def cells(self) -> List[int]: ...
    @property
    def cell_to_numbers(self) -> Dict[int, Set[int]]: ...
    @property
    def number_to_cells(self) -> Dict[int, List[int]]: ...

class State:
    """A candidate state; ``str()`` is the pencilmark line ``sudograph propagate`` prints."""

    @property
    def side(self) -> int: ...
    @property
    def box(self) -> str: ...
    @property
    def candidates(self) -> List[Set[int]]: ...
    @property
    def house_count(self) -> int: ...
    @property
    def is_solved(self) -> bool: ...
    def candidates_of(self, cell: Union[int, str]) -> Set[int]: ...
    def house(self, index: int) -> HouseView: ...
    def houses(self) -> List[HouseView]: ...
    def to_puzzle(self) -> str: ...
    def grid(self) -> str: ...
    def propagate(self, *, rules: Optional[str] = None, max_size: Optional[int] = None) -> None: ...
    def copy(self) -> State: ...

def solve(
    puzzle: str, *, box: Optional[str] = None, max_nodes: Optional[int] = None, timeout: Optional[float] = None
) -> Solution: ...
def solve_many(
    puzzles: List[str], *, box: Optional[str] = None, max_nodes: Optional[int] = None, timeout: Optional[float] = None
) -> List[Solution]: ...
def solve_text(
    text: str, *, box: Optional[str] = None, max_nodes: Optional[int] = None, timeout: Optional[float] = None
) -> List[Solution]: ...
def count(
    puzzle: str,
    limit: int = 1000,
    *,
    box: Optional[str] = None,
    max_nodes: Optional[int] = None,
    timeout: Optional[float] = None,
) -> int: ...
def generate(
    box: str = "3x3",
    count: int = 1,
    *,
    seed: int = 1,
    givens: int = 0,
    max_nodes: int = 10000,
    timeout: Optional[float] = None,
) -> List[str]: ...
def explain(
    puzzle: str,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Explanation: ...
def rate(
    puzzle: str,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Rating: ...
def rate_many(
    puzzles: List[str],
    *,
    text: Optional[str] = None,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
    max_steps: Optional[int] = None,
    timeout: Optional[float] = None,
) -> List[Rating]: ...
def hint(
    state: str,
    *,
    box: Optional[str] = None,
    rules: Optional[str] = None,
    max_size: Optional[int] = None,
    uniqueness: bool = True,
) -> Optional[Step]: ...
def state(puzzle: str, *, box: Optional[str] = None) -> State: ...
def propagate(
    puzzle: str, *, box: Optional[str] = None, rules: Optional[str] = None, max_size: Optional[int] = None
) -> State: ...
