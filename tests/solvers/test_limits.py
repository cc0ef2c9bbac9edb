"""A limit is a limit: every query (solve, verify, synthesize, debug, optimize) under every
back end (z3, cvc5, bitwuzla), on a formula known to be hard, under a tiny timeout, is
unknown and says why ("timeout" where the solver ran to its limit), never a verdict.

Each query runs in a child process killed at `HANG` seconds, so a limit that is not kept
fails the test instead of hanging the run; the outcome is asserted, not the wall time.
The bit-vector family runs by default (about 0.3 s a query); the others are `slow`.
"""

from __future__ import annotations

import importlib.util
import os
import pickle
import signal
import time

import pytest

import stamen as st
from stamen.terms import floats as F
from stamen.terms import strings

HANG = 120.0  # seconds: far past every bound (2 * timeout + 1), so only a hang reaches it
TIMEOUT = 0.2
BACKENDS = [name for name in ("z3", "cvc5", "bitwuzla")
            if name == "z3" or importlib.util.find_spec(name) is not None]

P, Q = st.fresh(st.BitVec(32), "lim_p"), st.fresh(st.BitVec(32), "lim_q")
X, Y, Z = st.fresh(int, "lim_x"), st.fresh(int, "lim_y"), st.fresh(int, "lim_z")
I, G = st.fresh(int, "lim_i"), st.fresh(st.Function(int, int), "lim_g")
S = st.fresh(str, "lim_s")
R = st.fresh(float, "lim_r")
D = st.fresh(st.BitVec(8), "lim_d")  # synthesize's input: the hard part is over the unknowns


def bv_factors():
    """2^62 - 57 is prime: two 32-bit factors other than 1 (unsat; bit-blasting the product
    takes every solver minutes)."""
    product = st.zero_extend(32, P) * st.zero_extend(32, Q)
    return st.and_(product == st.BV(2**62 - 57, 64), P != st.BV(1, 32), Q != st.BV(1, 32))


def cubes():
    """x^3 + y^3 + z^3 = 42 (nonlinear integers: the smallest solution has 17 digits)."""
    return X * X * X + Y * Y * Y + Z * Z * Z == 42


def quantified():
    """g(i) > i for every i, and g(0) <= 5 with g(g(0)) > 9000 (z3's model search does not
    find g(i) = i + 1 + ...)."""
    return st.and_(st.forall([I], G(I) > I), G(0) <= 5, G(G(0)) > 9000)


def string_cubes():
    """The cubes with x read from a string of digits (`str.to_int`)."""
    x = strings.to_int(S)
    return st.and_(x >= 0, x * x * x + Y * Y * Y + Z * Z * Z == 42)


def float_rem():
    """Python's float % (fp.rem) whose result pins the input among huge values."""
    return st.and_(F.fp_eq(F.py_mod(R, 0.75), 0.5), F.lt(1e300, R), F.lt(F.mul(R, R), R))


FAMILIES = {"bv_factors": bv_factors, "cubes": cubes, "quantified": quantified,
            "string_cubes": string_cubes, "float_rem": float_rem}
# The families a back end has no theory for: refused (UnsupportedConstruct), which is also
# never a verdict.
LACKS = {("bitwuzla", "cubes"), ("bitwuzla", "quantified"), ("bitwuzla", "string_cubes")}


def _solve(hard, solver):
    return st.solve(lambda: st.assert_(hard()), solver=solver, timeout=TIMEOUT)


def _verify(hard, solver):
    return st.verify(lambda: st.assert_(st.not_(hard())), solver=solver, timeout=TIMEOUT)


def _synthesize(hard, solver):
    return st.synthesize(forall=[D], guarantee=lambda: st.assert_(st.or_(hard(), D != D)),
                         solver=solver, timeout=TIMEOUT)


def _debug(hard, solver):
    return st.debug(lambda: st.assert_(hard()), relax=int, solver=solver, timeout=TIMEOUT)


def _optimize(hard, solver):
    return st.optimize(minimize=[Y], guarantee=lambda: st.assert_(hard()), solver=solver,
                       timeout=TIMEOUT)


QUERIES = {"solve": _solve, "verify": _verify, "synthesize": _synthesize, "debug": _debug,
           "optimize": _optimize}


def outcome(query: str, family: str, solver: str) -> tuple:
    """Returns (status, reason) of the query, or ("refused", message) for a refusal."""
    try:
        answer = QUERIES[query](FAMILIES[family], solver)
    except st.UnsupportedConstruct as exc:
        return "refused", str(exc)
    if isinstance(answer, st.Core):
        return answer.status, answer.reason
    status = "sat" if answer.sat else "unsat" if answer.unsat else "unknown"
    return status, answer.reason


def in_child(fn, *args, limit: float = HANG):
    """Returns fn(*args) computed in a forked child, which is killed past `limit` seconds
    (then the test fails: a limit was not kept)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            data = pickle.dumps(("ok", fn(*args)))
        except BaseException as exc:  # noqa: BLE001 - reported by the parent
            data = pickle.dumps(("error", f"{type(exc).__name__}: {exc}"))
        os.write(write, data)
        os._exit(0)
    os.close(write)
    deadline = time.monotonic() + limit
    chunks = []
    try:
        while time.monotonic() < deadline:
            if os.waitpid(pid, os.WNOHANG)[0]:
                break
            time.sleep(0.02)
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail(f"{fn.__name__}{args} still ran after {limit} s: a limit was not kept")
        while chunk := os.read(read, 1 << 16):
            chunks.append(chunk)
    finally:
        os.close(read)
    kind, value = pickle.loads(b"".join(chunks))
    assert kind == "ok", value
    return value


def _check(query: str, family: str, solver: str) -> None:
    status, reason = in_child(outcome, query, family, solver)
    if (solver, family) in LACKS:
        assert status == "refused", (status, reason)
        return
    assert status == "unknown", (status, reason)
    assert reason, "an unknown answer says why"


@pytest.mark.parametrize("solver", BACKENDS)
@pytest.mark.parametrize("query", sorted(QUERIES))
def test_a_hard_bit_vector_query_is_unknown_at_its_limit(query, solver):
    status, reason = in_child(outcome, query, "bv_factors", solver)
    assert status == "unknown" and reason.startswith(f"timeout after {TIMEOUT} s"), reason


@pytest.mark.slow
@pytest.mark.parametrize("solver", BACKENDS)
@pytest.mark.parametrize("family", sorted(set(FAMILIES) - {"bv_factors"}))
@pytest.mark.parametrize("query", sorted(QUERIES))
def test_a_hard_query_is_unknown_or_refused(query, family, solver):
    _check(query, family, solver)


@pytest.mark.skipif("bitwuzla" not in BACKENDS, reason="bitwuzla is not installed")
def test_a_sort_the_solver_lacks_is_refused_at_the_querys_line():
    # a limit the evaluation cannot use up: past the query's deadline the check is unknown
    # without translating the formula, so the refusal would not be seen
    line = None
    try:
        line = _line() + 1
        st.verify(lambda: st.assert_(X * X != 7), solver="bitwuzla", timeout=30)
    except st.UnsupportedConstruct as exc:
        assert str(exc).startswith(f"{__file__}:{line}: the symbolic int lim_x"), str(exc)
    else:
        pytest.fail("bitwuzla decided a query over integers")


def _line() -> int:
    import sys

    return sys._getframe(1).f_lineno


def test_a_solver_that_is_not_installed_is_a_clear_error(monkeypatch):
    import sys

    for name in ("cvc5", "bitwuzla"):
        monkeypatch.setitem(sys.modules, name, None)  # `import name` raises ImportError
        with pytest.raises(st.StamenError, match=f"the {name} solver is not installed; "
                                                 f"install it with `pip install {name}`"):
            st.verify(lambda: st.assert_(X != 7), solver=name, timeout=TIMEOUT)
