"""The package gives the command line's answers, byte for byte, on the shipped puzzles."""

from __future__ import annotations

import sudograph as sg

from conftest import DATA, check_solution, puzzles, shared


def test_solve_many_agrees_with_the_cli_on_top1465(cli):
    batch = puzzles(DATA / "top1465.txt", 50)
    expected = cli(["solve"], "\n".join(batch) + "\n").splitlines()
    got = [str(s) for s in sg.solve_many(batch)]
    assert got == expected
    for puzzle, line in zip(batch, got):
        check_solution(puzzle, line, 9, 3, 3)


def test_solve_one_at_a_time_agrees_with_the_batch():
    batch = puzzles(DATA / "top1465.txt", 50)
    assert [str(sg.solve(p)) for p in batch] == [str(s) for s in sg.solve_many(batch)]


def test_solving_a_file_text_agrees_with_the_cli_for_every_size(cli):
    for name in ["gecode_9x9.txt", "generated_4x4.txt", "generated_6x6.txt", "generated_12x12.txt",
                 "generated_16x16.txt"]:
        text = (DATA / name).read_text()
        expected = cli(["solve"], text).splitlines()
        got = [str(s) for s in sg.solve_many(text)]
        assert got == expected, name


def test_none_and_multiple_are_the_cli_words(cli):
    first = puzzles(DATA / "top1465.txt", 1)[0]
    several = "." * 81
    # Two equal givens in row 1: no solution.
    none = "11" + first[2:]
    expected = cli(["solve"], f"{several}\n{none}\n").splitlines()
    got = sg.solve_many([several, none])
    assert [str(s) for s in got] == expected == ["multiple", "none"]
    assert [s.status for s in got] == ["multiple", "none"]
    assert got[0].solution != got[0].other
    check_solution(several, got[0].solution, 9, 3, 3)
    check_solution(several, got[0].other, 9, 3, 3)


def test_rate_many_agrees_with_the_cli(cli):
    batch = puzzles(DATA / "top1465.txt", 30) + puzzles(DATA / "gecode_9x9.txt")
    expected = cli(["rate", "--jobs", "2"], "\n".join(batch) + "\n").splitlines()
    assert [str(r) for r in sg.rate_many(batch)] == expected
    assert str(sg.rate(batch[0])) == expected[0]


def test_explain_agrees_with_the_cli(cli):
    for puzzle in puzzles(DATA / "gecode_9x9.txt", 6) + puzzles(DATA / "generated_6x6.txt", 2):
        assert str(sg.explain(puzzle)) == cli(["explain"], puzzle + "\n")


def test_hint_agrees_with_the_cli(cli):
    for puzzle in puzzles(DATA / "top1465.txt", 10):
        state = sg.propagate(puzzle, rules="intersections")
        expected = cli(["hint"], str(state) + "\n").strip()
        step = sg.hint(state)
        assert step is not None and str(step) == expected


def test_propagate_agrees_with_the_cli(cli):
    batch = puzzles(DATA / "top1465.txt", 20) + puzzles(DATA / "generated_16x16.txt", 3)
    expected = cli(["propagate"], "\n".join(batch) + "\n").splitlines()
    assert [str(sg.propagate(p)) for p in batch] == expected
    limited = cli(["propagate", "--rules", "subsets", "--max-size", "2"], batch[0] + "\n")
    assert str(sg.propagate(batch[0], rules="subsets", max_size=2)) == limited.strip()


def test_count_agrees_with_the_cli(cli):
    # Puzzles with givens taken away have many solutions: counts up to the limit.
    batch = [p[:40] + "." * 41 for p in puzzles(DATA / "top1465.txt", 5)] + ["." * 16]
    expected = cli(["count", "--limit", "300"], "\n".join(batch) + "\n").splitlines()
    got = [sg.count(p, limit=300) for p in batch]
    assert [str(n) if n < 300 else ">=300" for n in got] == expected
    assert sg.count("." * 16, limit=10_000) == 288


def test_generate_agrees_with_the_cli(cli):
    for box, seed in [("3x3", 5), ("2x3", 9)]:
        expected = cli(["generate", "--box", box, "--count", "3", "--seed", str(seed)], None)
        assert sg.generate(box, 3, seed=seed) == expected.splitlines()
        for puzzle in sg.generate(box, 2, seed=seed):
            assert sg.solve(puzzle, box=box).status == "unique"


def test_janko_16x16_solutions_are_the_published_ones():
    path = shared("janko_16x16.txt")
    expected = [line.strip() for line in shared("janko_16x16.solutions.txt").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    got = [s.solution for s in sg.solve_many(path.read_text())]
    assert len(got) == len(expected) > 0
    assert got == expected
