"""The analysis primitives on small steps: what an Update holds where a step fails or
blocks, wlp (liberal) and wp against concrete runs, composition of conditions, and the
refusals (never a verdict)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import NamedTuple

import pytest

import stamen as st
from stamen.analysis import Update, compose, pre_state, symbolic_eval, vocabulary, wlp, wp

MERGES = ["types", "none", "logic"]


@dataclass(frozen=True)
class S:
    a: int
    b: int


class T(NamedTuple):
    flag: bool
    n: st.BitVec(8)


@st.lifted
def halve(s: S) -> S:
    """Fails (an assertion) on odd `a`; else halves it and counts in b."""
    assert s.a % 2 == 0, "odd"
    return S(s.a // 2, s.b + 1)


@st.lifted
def divide(s: S) -> S:
    """Fails (ZeroDivisionError) where b == 0."""
    return S(s.a // s.b, s.b)


@st.lifted
def guarded(s: S) -> S:
    """Blocks (assume) where a < 0; then fails where b == 7."""
    st.assume(s.a >= 0)
    if s.b == 7:
        raise ValueError("seven")
    return S(s.a + s.b, s.b)


@st.lifted
def toggle(t: T) -> T:
    if t.flag:
        return T(False, t.n + 1)
    return T(True, t.n ^ 3)


DOMAIN = [S(a, b) for a, b in itertools.product(range(-3, 4), range(-1, 9))]


def _concrete(step, state):
    """(outcome, post) of a concrete run: 'ok' or 'wrong' (it raised). It runs in a query's
    own context: a failure at top level would stay in the top-level vc (see concrete_run)."""
    try:
        return "ok", concrete_run(step, state)
    except st.AssertFailure:
        return "wrong", None


def concrete_run(step, state):
    """Returns step(state) run on concrete values in a fresh evaluation (a failure raises
    AssertFailure). Run at top level instead, a failing assertion of lifted code stays in
    the top-level vc and later top-level operations take it as proven (x ** y is no longer
    refused): a defect of the VM reported with issue 15's work."""
    value, _ = st.evaluate_with_stats(lambda: step(state))
    return value


def _outcome(u: Update, state):
    values = {u.vocabulary.constants[n]: getattr(state, n) for n in u.vocabulary.names}
    assumes = st.substitute(u.assumes, values)
    asserts = st.substitute(u.asserts, values)
    if assumes is False:
        return "blocked"
    return "ok" if asserts is True else "wrong"


def _run_guarded(state):
    if state.a < 0:
        return "blocked", None
    return _concrete(guarded, state)


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("step", [halve, divide, guarded], ids=lambda f: f.__name__)
def test_update_agrees_with_concrete_runs(step, merge):
    u = symbolic_eval(step, merge=merge)
    for state in DOMAIN:
        kind, post = _run_guarded(state) if step is guarded else _concrete(step, state)
        assert _outcome(u, state) == kind, state
        completes, got = u.at(state)
        assert completes is (kind == "ok")
        if kind == "ok":
            assert got == post, state


@pytest.mark.parametrize("merge", MERGES)
@pytest.mark.parametrize("step", [halve, divide, guarded], ids=lambda f: f.__name__)
def test_wlp_and_wp_agree_with_concrete_runs(step, merge):
    def post(s):
        return s.a > s.b

    liberal = wlp(step, post, merge=merge)
    boogie = wp(step, post, merge=merge)
    u = symbolic_eval(step, merge=merge)
    vocab = u.vocabulary
    for state in DOMAIN:
        kind, after = _run_guarded(state) if step is guarded else _concrete(step, state)
        values = {vocab.constants["a"]: state.a, vocab.constants["b"]: state.b}
        expected_wlp = after.a > after.b if kind == "ok" else True
        expected_wp = {"ok": expected_wlp, "wrong": False, "blocked": True}[kind]
        assert st.substitute(liberal, values) is expected_wlp, state
        assert st.substitute(boogie, values) is expected_wp, state


@pytest.mark.parametrize("merge", MERGES)
def test_composition_chains_blocking_and_failure(merge):
    pairs = [(halve, guarded), (guarded, divide), (divide, halve), (halve, halve)]
    for later, earlier in pairs:
        u = compose(symbolic_eval(later, merge=merge), symbolic_eval(earlier, merge=merge))

        def both(s, later=later, earlier=earlier):
            return later(earlier(s))

        whole = symbolic_eval(both, S, merge=merge)
        assert u.equivalent(whole).unsat, (later.__name__, earlier.__name__)


def test_equivalent_finds_a_differing_state():
    u, v = symbolic_eval(halve), symbolic_eval(divide)
    sol = u.equivalent(v)
    assert sol.sat
    a, b = (sol.evaluate(c) for c in vocabulary(S).constants.values())
    assert _concrete(halve, S(a, b))[0] != _concrete(divide, S(a, b))[0] or \
        _concrete(halve, S(a, b)) != _concrete(divide, S(a, b))


def test_identity_and_printing():
    u = Update.identity(S)
    assert repr(u) == "Update(identity)"
    assert compose(symbolic_eval(halve), u) == symbolic_eval(halve)
    text = repr(symbolic_eval(halve))
    assert text.startswith("Update(a' ↔ ") and "completes when" in text


def test_named_tuple_states_and_bitvectors():
    for merge in MERGES:
        u = symbolic_eval(toggle, merge=merge)
        for flag, n in itertools.product([False, True], [0, 5, 255]):
            t = T(flag, st.BitVec(8)(n))
            assert u.at(t) == (True, toggle(t))


def test_state_from_a_partly_concrete_pre_state():
    start = pre_state(S)
    u = symbolic_eval(halve, S(4, start.b))
    assert u.post["a"] == 2 and u.completes is True
    u = symbolic_eval(halve, S(3, start.b))
    assert u.completes is False


# --- refusals and errors: never a verdict ---------------------------------------------

@st.lifted
def union_field(s: S) -> S:
    return S(s.a if s.b > 0 else None, s.b)


@st.lifted
def havoc(s: S) -> S:
    return S(st.fresh(int), s.b)


@st.lifted
def not_a_state(s: S):
    return s.a


@st.lifted
def type_error(s: S) -> S:
    return S(s.a + "x", s.b)


@st.lifted
def countdown(s: S) -> S:
    a = s.a
    while a > 0:
        a = a - 1
    return S(a, s.b)


def test_a_union_in_a_field_is_refused():
    with pytest.raises(st.UnsupportedConstruct, match="field 'a'"):
        symbolic_eval(union_field)


def test_a_nondeterministic_step_is_refused():
    with pytest.raises(st.UnsupportedConstruct, match="fresh symbolic values"):
        symbolic_eval(havoc)
    with pytest.raises(st.UnsupportedConstruct, match="fresh symbolic values"):
        wlp(halve, lambda s: s.a == st.fresh(int))


def plain_step(s: S) -> S:
    """Not decorated: symbolic_eval runs it lifted, as a query runs its thunk."""
    if s.a > s.b:
        return S(s.b, s.a)
    return s


def test_a_plain_step_function_runs_lifted():
    for merge in MERGES:
        u = symbolic_eval(plain_step, merge=merge)
        for state in DOMAIN:
            assert u.at(state) == (True, plain_step(state))


def test_a_postcondition_lambda_runs_lifted():
    pre = wlp(halve, lambda s: s.a > 0 and s.b > 0)
    constants = vocabulary(S).constants
    for state in DOMAIN:
        kind, after = _concrete(halve, state)
        expected = (after.a > 0 and after.b > 0) if kind == "ok" else True
        values = {constants["a"]: state.a, constants["b"]: state.b}
        assert st.substitute(pre, values) is expected


def test_ghost_values_made_before_are_not_fresh():
    ghost = st.fresh(int)
    pre = wlp(halve, lambda s: s.a == ghost)
    a = vocabulary(S).constants["a"]
    assert st.substitute(pre, {a: 8, ghost: 4, vocabulary(S).constants["b"]: 0}) is True
    assert st.substitute(pre, {a: 8, ghost: 5, vocabulary(S).constants["b"]: 0}) is False


def test_bad_arguments_are_invalid():
    with pytest.raises(st.InvalidArgument, match="expected a S state"):
        symbolic_eval(not_a_state)
    with pytest.raises(st.InvalidArgument, match="state type"):
        symbolic_eval(lambda s: s)
    with pytest.raises(st.InvalidArgument, match="frozen"):
        vocabulary(type("Plain", (), {}))
    with pytest.raises(st.InvalidArgument, match="postcondition"):
        wlp(halve, 3)
    with pytest.raises(st.InvalidArgument, match="different state types"):
        compose(symbolic_eval(toggle), symbolic_eval(halve))


def test_a_type_error_on_every_path_is_raised():
    with pytest.raises(TypeError):
        symbolic_eval(type_error)


def test_a_loop_past_the_unrolling_bound_is_an_error_not_a_failure():
    with pytest.raises(st.UnrollBoundExceeded):
        symbolic_eval(countdown, unroll=3)
    with pytest.raises(st.UnrollBoundExceeded):
        wlp(countdown, lambda s: s.a <= 0, unroll=3)


@dataclass(frozen=True)
class WithFunction:
    f: st.Function(st.BitVec(8), st.BitVec(8))
    x: st.BitVec(8)


@st.lifted
def apply_f(s: WithFunction) -> WithFunction:
    return WithFunction(s.f, s.f(s.x))


def test_a_function_field_is_a_read_only_memory():
    b8 = st.BitVec(8)
    f = st.FunctionValue(st.Function(b8, b8), b8(0), {(b8(1),): b8(2), (b8(2),): b8(3)})
    u = symbolic_eval(apply_f)
    twice = compose(u, u)
    for x in range(4):
        state = WithFunction(f, b8(x))
        assert u.at(state) == (True, apply_f(state))
        assert twice.at(state) == (True, apply_f(apply_f(state)))
