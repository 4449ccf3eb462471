"""The objects in Python's terms: steps, ratings, the graph view, the documented statuses."""

from __future__ import annotations

import sudograph as sg

from conftest import DATA, puzzles

PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def cell_index(name: str, side: int = 9) -> int:
    r, c = name[1:].split("c")
    return (int(r) - 1) * side + int(c) - 1


def test_replaying_the_steps_reaches_the_explanation_state():
    for puzzle in puzzles(DATA / "top1465.txt", 3) + [PUZZLE]:
        explanation = sg.explain(puzzle)
        cands = sg.candidates(puzzle)
        # The explainer starts from the givens' pencilmarks: givens' numbers out of their peers.
        start = sg.state(puzzle)
        for h in start.houses():
            givens = {int(puzzle[c]) for c in h.cells if puzzle[c] not in ".0"}
            for c in h.cells:
                if puzzle[c] in ".0":
                    cands[c] -= givens
        for step in explanation.steps:
            assert [cell_index(n) for n in step.cells] == step.cell_indices
            assert [(cell_index(n), d) for n, d in step.eliminations] == step.elimination_indices
            assert [(cell_index(n), d) for n, d in step.placements] == step.placement_indices
            for c, d in step.elimination_indices:
                assert d in cands[c], f"{step}: {d} already gone from {c}"
                cands[c].discard(d)
            for c, d in step.placement_indices:
                assert cands[c] == {d}, step
            assert step.rating > 0 and step.technique and step.title
        assert " ".join("".join(str(d) for d in sorted(c)) for c in cands) == explanation.state
        assert explanation.rating.rating == max((s.rating for s in explanation.steps), default=0)
        assert explanation.rating.steps == len(explanation) == len(explanation.steps)
        assert sum(explanation.rating.counts.values()) == len(explanation)
        if explanation.outcome == "solved":
            assert explanation.solution == str(sg.solve(puzzle))


def test_house_maps_are_transposes_of_each_other():
    for state in [sg.state(PUZZLE), sg.propagate(puzzles(DATA / "top1465.txt", 1)[0])]:
        cands = state.candidates
        assert state.house_count == 27
        for house in state.houses():
            assert house.kind in ("row", "column", "box")
            assert sorted(house.cell_to_numbers) == sorted(house.cells)
            for cell, numbers in house.cell_to_numbers.items():
                assert numbers == cands[cell]
            for number, cells in house.number_to_cells.items():
                assert cells == [c for c in house.cells if number in cands[c]]
        assert state.candidates_of("r1c3") == state.candidates_of(2) == cands[2]


def test_state_propagates_in_place_and_copies():
    state = sg.state(PUZZLE)
    copy = state.copy()
    state.propagate()
    assert state.is_solved and not copy.is_solved
    assert state.to_puzzle() == str(sg.solve(PUZZLE))
    assert str(state) == str(sg.propagate(PUZZLE))
    assert state.side == 9 and state.box == "3x3"
    assert "|" in copy.grid() or "-" in copy.grid()


def test_hint_on_a_state_and_on_a_solved_grid():
    assert str(sg.hint(PUZZLE)) == str(sg.explain(PUZZLE).steps[0])
    # A state is pencilmarks: a given whose number its peers still hold is a single to place.
    step = sg.hint(sg.state(PUZZLE))
    assert step is not None and step.technique == "naked_single"
    assert PUZZLE[step.placement_indices[0][0]] == str(step.placement_indices[0][1])
    assert sg.hint(str(sg.solve(PUZZLE))) is None


def test_rating_fields():
    rating = sg.rate(PUZZLE)
    assert (rating.rating, rating.level, rating.outcome) == (1.2, "easy", "solved")
    assert rating.counts == {"full_house": 20, "hidden_single": 29} or sum(rating.counts.values()) == rating.steps
    several = sg.rate("." * 16)
    assert several.level == "several_solutions" and several.outcome == "stuck"


def test_box_shape_option_reads_a_grid_of_another_shape():
    # A 6x6 grid is 2x3 by default; 3x2 boxes give another puzzle.
    puzzle = puzzles(DATA / "generated_6x6.txt", 1)[0]
    assert sg.solve(puzzle).status == "unique"
    assert sg.solve(puzzle, box="3x2").status in ("unique", "none", "multiple")
    assert sg.state(puzzle, box="3x2").box == "3x2"


def test_candidates_view():
    start = sg.candidates(PUZZLE)
    end = sg.candidates(PUZZLE, propagated=True)
    assert len(start) == 81 and start[2] == {3}
    assert all(len(c) == 1 for c in end)
    assert all(e <= s for s, e in zip(start, end))
