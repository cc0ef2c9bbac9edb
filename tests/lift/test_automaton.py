"""The paper's section 2 automaton language: state functions as closures over a dict of
transitions, run on symbolic words; solve exposes the bug, verify checks the fix
against Python's `re` through `for_all`."""

from __future__ import annotations

import re

import pytest

import stamen
from stamen import assert_, lifted

from .examples import load_example

auto = load_example("automaton")
PATTERN = r"c[ad]*r"


@pytest.fixture(scope="module")
def machines():
    return (auto.automaton("init", auto.CADR, fixed=False), auto.automaton("init", auto.CADR))


@pytest.mark.parametrize("word", ["", "c", "cr", "car", "cdr", "cadadr", "cadaddrr", "rac",
                                  "caxr"])
def test_on_concrete_words_the_fixed_automaton_is_the_regular_expression(machines, word):
    buggy, m = machines
    expected = re.fullmatch(PATTERN, word) is not None
    assert m(list(word)) is expected
    assert buggy(list(word)) is (expected or re.fullmatch(r"(c[ad]*)?", word) is not None)


def test_solve_finds_a_word_the_buggy_automaton_accepts(machines):
    buggy, _ = machines
    w = auto.SymbolicWord(4)
    sol = stamen.solve(lambda: assert_(buggy(w.value())))
    assert sol.sat and buggy(list(w.concrete(sol)))


def test_the_buggy_automaton_accepts_words_outside_the_language_the_empty_one_first(machines):
    buggy, _ = machines
    w = auto.SymbolicWord(4)
    sol = stamen.solve(lambda: assert_(stamen.and_(
        buggy(w.value()), stamen.not_(auto.matches(PATTERN, auto.spell(w.value()))),
        w.length == 0)))
    assert sol.sat and w.concrete(sol) == ""
    cex = stamen.verify(lambda: assert_(
        buggy(w.value()) == auto.matches(PATTERN, auto.spell(w.value()))))
    found = w.concrete(cex)
    assert buggy(list(found)) and not re.fullmatch(PATTERN, found)


@pytest.mark.parametrize("merge", ["types", "logic"])
def test_after_the_fix_verify_finds_no_counterexample(machines, merge):
    _, m = machines
    w = auto.SymbolicWord(4)
    cex = stamen.verify(lambda: assert_(
        m(w.value()) == auto.matches(PATTERN, auto.spell(w.value()))), merge=merge)
    assert cex.unsat


def test_the_fixed_automaton_under_path_by_path_execution(machines):
    _, m = machines
    w = auto.SymbolicWord(2)
    cex = stamen.verify(lambda: assert_(
        m(w.value()) == auto.matches(PATTERN, auto.spell(w.value()))), merge="none")
    assert cex.unsat


def test_the_word_of_symbolic_length_is_one_list():
    w = auto.SymbolicWord(3)
    value, _ = stamen.evaluate_with_stats(w.value)
    assert type(value) is stamen.List
    spelled, _ = stamen.evaluate_with_stats(lambda: auto.spell(w.value()))
    assert len(stamen.union_contents(spelled)) == 1 + 4 + 16 + 64


@lifted
def run_with_match(stream, state="init"):
    """The same automaton with `match` on the next symbol instead of a dict."""
    if not stream:
        return state == "end"
    match (state, stream[0]):
        case ("init", "c"):
            return run_with_match(stream[1:], "more")
        case ("more", "a" | "d"):
            return run_with_match(stream[1:], "more")
        case ("more", "r"):
            return run_with_match(stream[1:], "end")
        case _:
            return False


def test_an_automaton_written_with_match_verifies_too():
    w = auto.SymbolicWord(4)
    cex = stamen.verify(lambda: assert_(
        run_with_match(w.value()) == auto.matches(PATTERN, auto.spell(w.value()))))
    assert cex.unsat


@pytest.mark.slow  # (15 CPU s; tests/test_examples.py runs the example and reads its output)
def test_the_example_runs():
    auto.main()
