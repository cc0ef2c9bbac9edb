"""synthesize, debug and optimize as a user calls them (API_TOUR.md)."""

import pytest

import stamen as st
from stamen import BitVec, assert_, assume, lifted

BV32 = BitVec(32)


@lifted
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return lo  # the bug: should be hi
    return v


def test_debug_blames_the_faulty_return():
    core = st.debug(lambda: assert_(clamp(15, 0, 10) == 10), relax=int)
    assert core.status == "minimal"
    assert [(o.line, o.text) for o in core] == [(clamp.__code__.co_firstlineno + 4, "lo")]
    assert "test_synthesize_debug_optimize.py" in str(core[0])


@lifted
class Token:
    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return self.s % 3


@lifted
def distinct_tokens(v):
    return len({Token(v), Token(v + 3)})


def test_debug_of_a_program_hashing_its_objects_gives_a_core():
    # (a `return` in `__hash__` is no relaxation point: its symbolic stand-in reached
    # Python's hash(), and debug died with a raw TypeError)
    core = st.debug(lambda: assert_(distinct_tokens(2) == 1))
    assert core.status == "minimal" and len(core) >= 1
    assert all("__hash__" not in o.text and "% 3" not in o.text for o in core)


def test_debug_on_a_passing_run_says_there_is_nothing_to_blame():
    with pytest.raises(st.InvalidArgument, match="does not fail"):
        st.debug(lambda: assert_(clamp(5, 0, 10) == 5), relax=int)


def test_debug_render_prints_the_source(capsys):
    from rich.console import Console

    core = st.debug(lambda: assert_(clamp(15, 0, 10) == 10), relax=int)
    console = Console(force_terminal=False, width=100)
    core.render(console)
    out = capsys.readouterr().out
    assert "return lo" in out and "│" in out


def test_optimize_maximize_and_minimize():
    x = st.symbolic("ox", int)
    assert st.optimize(maximize=[x], guarantee=lambda: assert_(x * 3 <= 100))[x] == 33
    y = st.symbolic("oy", int)
    assert st.optimize(minimize=[y], guarantee=lambda: assert_(y * y <= 50))[y] == -7
    b = st.symbolic("ob", BitVec(8))
    assert st.optimize(maximize=[b], guarantee=lambda: assert_(st.ult(b, 200)))[b].value == 199


def test_optimize_unbounded_is_unknown():
    x = st.symbolic("ux2", int)
    sol = st.optimize(maximize=[x], guarantee=lambda: assert_(x > 0))
    assert sol.kind == "unknown" and "may be unbounded" in sol.reason


def test_optimize_unsat():
    x = st.symbolic("ux3", int)
    sol = st.optimize(maximize=[x], guarantee=lambda: (assert_(x > 0), assert_(x < 0)))
    assert sol.kind == "unsat"


def test_synthesize_respects_assume():
    x = st.symbolic("sx", int)

    @lifted
    def abs_sketch(v):
        return st.choose(v, -v, v * v)

    sol = st.synthesize(forall=[x], assume=lambda: assume(x >= 1),
                        guarantee=lambda: assert_(abs_sketch(x) == x))
    assert sol.sat
    sol2 = st.synthesize(forall=[x], assume=lambda: assume(x <= -1),
                         guarantee=lambda: assert_(abs_sketch(x) > 0))
    assert sol2.sat


def test_verify_timeout_is_unknown_never_verified():
    """The formula is valid (Fermat, n = 3), so verify has no counterexample, and z3 cannot
    prove it: the answer is unknown, exactly (sat would be a wrong answer)."""
    a, b, c = (st.symbolic(n, int) for n in ("ta", "tb", "tc"))
    hard = lambda: assert_((a * a * a + b * b * b != c * c * c) | (a * b * c == 0))  # noqa: E731
    sol = st.verify(hard, timeout=0.001)
    assert sol.kind == "unknown" and sol.timed_out


@pytest.mark.parametrize("solver", ["z3", "cvc5"])
def test_queries_agree_across_solvers(solver):
    pytest.importorskip("cvc5") if solver == "cvc5" else None
    x, y = st.symbolic("ax", int), st.symbolic("ay", int)
    v = st.symbolic("av", BV32)
    assert st.solve(lambda: assert_(x * 3 == y + 1), solver=solver).sat
    assert st.verify(lambda: (assume(y != 0), assert_((x // y) * y + x % y == x)),
                     solver=solver).unsat
    cex = st.verify(lambda: assert_(v + 1 > v), solver=solver)
    assert cex.sat and cex[v] == BV32(2**31 - 1)
    times = st.synthesize(forall=[v], guarantee=lambda: assert_(v * st.hole(BV32) == v + v),
                          solver=solver)
    assert times.sat


@lifted
def _above_three(v):
    return v > 3


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_debug_relaxes_concrete_booleans_with_relax_bool(merge):
    """Regression: relax=bool skipped every concrete bool (the filter meant to keep bools out
    of relax=int), so `debug(..., relax=bool)` answered Core(minimal, []): nothing to blame.
    The core is the one return that fails, and it is minimal: relaxing it repairs the run."""
    core = st.debug(lambda: assert_(st.and_(_above_three(1), _above_three(5))), relax=bool,
                    merge=merge)
    assert core.minimal and [o.text for o in core] == ["v > 3"], core
    assert not st.debug(lambda: assert_(st.and_(_above_three(1), _above_three(5)) == 1),
                        relax=int, merge=merge)  # a bool is never relaxed as an int


@lifted
def _clamped_by_a_helper(v, lo, hi):
    return _clamp_value(v, lo, hi) + abs(lo)


@lifted
def _clamp_value(v, lo, hi):
    if v > hi:
        return lo  # bug: should be hi
    return v


def test_a_blamed_expression_is_shown_as_the_user_wrote_it():
    # its text was read after the rewriting: `_stamen_rt.dcall(...) + _stamen_rt.b_abs(lo)`
    core = st.debug(lambda: assert_(_clamped_by_a_helper(15, 0, 10) == 10), relax=int)
    assert "_clamp_value(v, lo, hi) + abs(lo)" in [o.text for o in core], core
    assert not any("_stamen" in o.text for o in core)
