"""Batches: input order kept, every input form the same answer, large batches finish, the GIL
is released."""

from __future__ import annotations

import random
import threading
import time

import numpy as np

import sudograph as sg

from conftest import DATA, check_solution, puzzles


def as_array(batch):
    return np.array([[0 if c == "." else int(c) for c in p] for p in batch], dtype=np.int64)


def test_order_is_kept_whatever_the_order_of_the_input():
    batch = puzzles(DATA / "top1465.txt", 200)
    shuffled = batch[:]
    random.Random(7).shuffle(shuffled)
    alone = {p: str(sg.solve(p)) for p in batch}
    assert [str(s) for s in sg.solve_many(shuffled)] == [alone[p] for p in shuffled]
    ratings = {p: str(sg.rate(p)) for p in shuffled[:40]}
    assert [str(r) for r in sg.rate_many(shuffled[:40])] == [ratings[p] for p in shuffled[:40]]


def test_every_input_form_gives_the_same_answers():
    batch = puzzles(DATA / "top1465.txt", 30)
    expected = [str(s) for s in sg.solve_many(batch)]
    flat = as_array(batch)
    assert [str(s) for s in sg.solve_many(flat)] == expected
    assert [str(s) for s in sg.solve_many(flat.reshape(30, 9, 9).astype(np.uint8))] == expected
    assert [str(s) for s in sg.solve_many([row.reshape(9, 9) for row in flat])] == expected
    assert [str(s) for s in sg.solve_many([row.reshape(9, 9).tolist() for row in flat])] == expected
    assert [str(s) for s in sg.solve_many("\n".join(batch))] == expected
    assert [str(s) for s in sg.solve_many(tuple(p.encode() for p in batch))] == expected
    assert [str(r) for r in sg.rate_many(flat[:5])] == [str(sg.rate(p)) for p in batch[:5]]
    assert sg.solve_many([]) == [] and sg.solve_many(np.zeros((0, 81), dtype=int)) == []


def test_a_solution_as_numpy_array_matches_its_text():
    solution = sg.solve(puzzles(DATA / "top1465.txt", 1)[0])
    grid = solution.to_numpy()
    assert grid.shape == (9, 9)
    assert "".join(str(v) for v in grid.ravel()) == str(solution)
    assert solution.to_list() == grid.tolist()
    assert sg.solve("11" + "." * 79).to_numpy() is None


def test_two_thousand_17_clue_puzzles_finish_and_are_solved():
    batch = puzzles(DATA / "17clue_2000.txt")
    assert len(batch) == 2000
    start = time.perf_counter()
    solutions = sg.solve_many(batch)
    elapsed = time.perf_counter() - start
    assert len(solutions) == 2000
    assert all(s.status == "unique" for s in solutions)
    for p, s in zip(batch[::50], solutions[::50]):
        check_solution(p, s.solution, 9, 3, 3)
    assert elapsed < 60, f"2000 puzzles took {elapsed:.1f} s"


def test_other_sizes_solve_and_check():
    for name, rows, cols in [("generated_4x4.txt", 2, 2), ("generated_6x6.txt", 2, 3),
                             ("generated_12x12.txt", 3, 4), ("generated_16x16.txt", 4, 4),
                             ("generated_25x25.txt", 5, 5)]:
        batch = puzzles(DATA / name, 5)
        for p, s in zip(batch, sg.solve_many(batch)):
            assert s.status == "unique", name
            check_solution(p, s.solution, rows * cols, rows, cols)


def test_batches_release_the_gil():
    # Long enough (about 0.1 s of solving on this machine's two cores) that a loop ticking every
    # millisecond runs many times over if the GIL is released; 17-clue puzzles, solved in 2 µs,
    # once made a batch too short to tell.
    batch = puzzles(DATA / "forum_hardest_1106.txt") * 4
    ticks = 0
    done = threading.Event()

    def work():
        sg.solve_many(batch)
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    worker.join()
    # Python code ran beside the batch: with the GIL held, the loop would stall until the end.
    assert ticks > 5, ticks
