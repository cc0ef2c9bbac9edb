"""An unknown answer (a timeout) is never read as unsat, verified, optimal or a minimal core:
every query is run on a solver that gives up on chosen checks, and each answer is checked
for its exact verdict."""

from __future__ import annotations

import pytest
from giving_up import GIVE_UP, giving_up

import stamen as st
from stamen import assert_, assume, lifted
from stamen.errors import InvalidArgument, UnknownAnswer
from stamen.query.solution import Solution

x = st.symbolic("ukx", int)
y = st.symbolic("uky", int)


@lifted
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return lo  # the bug: should be hi
    return v


def test_the_truth_of_an_unknown_solution_is_an_error_that_says_why():
    sol = Solution("unknown", reason="timeout after 0.5 s")
    assert (sol.sat, sol.unsat, sol.unknown, sol.timed_out) == (False, False, True, True)
    with pytest.raises(UnknownAnswer, match=r"unknown \(timeout after 0.5 s\).*sol.unsat"):
        bool(sol)
    assert repr(sol) == "Solution(unknown: timeout after 0.5 s)"
    with pytest.raises(InvalidArgument, match="unknown: it has no model"):
        sol.evaluate(x)
    assert bool(Solution("sat")) is True and bool(Solution("unsat")) is False
    assert repr(Solution("unsat")) == "Solution(unsat)"
    with pytest.raises(InvalidArgument, match="kind"):
        Solution("verified")


@pytest.mark.parametrize("merge", ["types", "logic", "none"])
def test_a_timed_out_verify_is_unknown_and_the_readme_idiom_cannot_print_verified(merge):
    with giving_up(lambda index: True):
        cex = st.verify(lambda: assert_(clamp(x, 0, 10) <= 10), solver=GIVE_UP, timeout=0.5,
                        merge=merge)
    assert cex.kind == "unknown" and cex.timed_out
    assert repr(cex) == "Solution(unknown: timeout after 0.5 s)"
    with pytest.raises(UnknownAnswer):
        print(cex.evaluate(x) if cex else "verified")


@pytest.mark.parametrize("merge", ["types", "logic", "none"])
def test_a_timed_out_solve_is_unknown(merge):
    with giving_up(lambda index: True):
        sol = st.solve(lambda: assert_(clamp(x, 0, 10) == 10), solver=GIVE_UP, merge=merge)
    assert sol.kind == "unknown" and sol.reason == "timeout"
    with pytest.raises(UnknownAnswer):
        bool(sol)


def test_a_real_timeout_on_a_valid_formula_is_unknown_never_sat_or_unsat():
    """No counterexample exists (Fermat, n = 3) and z3 cannot prove it: unknown, exactly."""
    a, b, c = (st.symbolic(n, int) for n in ("fa", "fb", "fc"))
    sol = st.verify(lambda: assert_((a * a * a + b * b * b != c * c * c) | (a * b * c == 0)),
                    timeout=0.05)
    assert sol.kind == "unknown" and sol.timed_out
    assert "timeout after 0.05 s" in repr(sol)


def _sketch_query():
    @lifted
    def sketch(v):
        return st.choose(v + v, v * st.hole(int), v - v)

    return lambda: assert_(sketch(x) == 3 * x)


def test_synthesize_with_an_unknown_step_is_unknown_and_says_which():
    guarantee = _sketch_query()
    with giving_up(set()) as plan:
        assert st.synthesize(forall=[x], guarantee=guarantee, solver=GIVE_UP).sat
    total = plan.checks
    assert total >= 2
    for at in range(total):
        with giving_up({at}):
            sol = st.synthesize(forall=[x], guarantee=guarantee, solver=GIVE_UP)
        assert sol.kind == "unknown", at
        assert "timeout" in sol.reason and "step of CEGIS" in sol.reason


def test_optimize_with_an_unknown_check_is_unknown_with_its_best_model():
    """Regression: a check that timed out was read as "not reachable", and a non-optimal
    model came back as optimal (true maximum 16, returned 15)."""
    guarantee = lambda: (assume(x >= 0), assert_(x <= 16))  # noqa: E731
    with giving_up(set()) as plan:
        sol = st.optimize(maximize=[x], guarantee=guarantee, solver=GIVE_UP)
    assert sol.sat and sol[x] == 16
    total = plan.checks
    assert total >= 3
    for at in range(total):
        with giving_up({at}):
            sol = st.optimize(maximize=[x], guarantee=guarantee, solver=GIVE_UP)
        assert sol.kind == "unknown", at
        assert "timeout" in sol.reason and "unbounded" not in sol.reason
        if at == 0:
            assert sol.best is None
        else:
            assert sol.best.sat and 0 <= sol.best[x] <= 16
            assert "best model found, not proven optimal" in repr(sol)
        with pytest.raises(UnknownAnswer):
            bool(sol)


def test_debug_with_an_unknown_check_is_not_called_minimal():
    """Regression: a timed-out minimisation returned a non-minimal core labelled as a core,
    and a timed-out debug printed as an empty core."""
    thunk = lambda: assert_(clamp(15, 0, 10) == 10)  # noqa: E731
    with giving_up(set()) as plan:
        core = st.debug(thunk, relax=int, solver=GIVE_UP)
    assert core.status == "minimal" and core.minimal and len(core) == 1
    total = plan.checks
    assert total >= 2
    with giving_up({0}):
        core = st.debug(thunk, relax=int, solver=GIVE_UP, timeout=1)
    assert core.status == "unknown" and core.unknown and not core.minimal
    assert repr(core) == "Core(unknown: timeout after 1 s (debug: does the thunk fail?))"
    with pytest.raises(UnknownAnswer):
        bool(core)
    for at in range(1, total):
        with giving_up({at}):
            core = st.debug(thunk, relax=int, solver=GIVE_UP)
        assert core.status == "not minimal" and not core.minimal, at
        assert repr(core).startswith("Core(not proven minimal: timeout")
        assert len(core) >= 1


def test_render_says_when_a_core_is_unknown_or_not_minimal():
    from rich.console import Console

    from stamen.query.debug import Core

    console = Console(force_terminal=False, width=100, record=True)
    Core([], status="unknown", reason="timeout [1 s]").render(console)
    Core([], status="not minimal", reason="timeout").render(console)
    text = console.export_text()
    assert "unknown: timeout [1 s]; no core" in text
    assert "a core, not proven minimal: timeout" in text
