"""Random differential test of identity, type and strings: small programs choose values of
several Python types (bools, None, strings, tuples, frozen dataclasses, lists) under symbolic
conditions and observe them with `is`, `type`, `isinstance`, `==`, `str`, `repr`, f-strings
and `hash`; run once on symbolic inputs per strategy, the value read under each concrete
input must be what plain Python computes (or the vc must fail exactly where it raises)."""

from __future__ import annotations

import itertools
import linecache
import sys
import types
import warnings
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stamen
from stamen import UnsupportedConstruct
from stamen.query.evaluation import evaluate_thunk
from stamen.query.solution import Solution
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.state.config import resolve_config

from .pinned import STRATEGIES, bools, run_plain

_COUNT = itertools.count()


@dataclass(frozen=True)
class Pt:
    x: object
    y: object


SHARED = {"P1": Pt(1, 2), "P2": Pt(1, 2), "T1": (1, "s"), "L1": [1], "L2": [1]}
_ATOMS = ["a", "b", "c", "True", "False", "None", "'s'", "'tt'", "P1", "P2", "T1", "L1",
          "L2", "(a, 'u')", "Pt(b, None)"]
_OBSERVE = ["{0} is {1}", "{0} is not {1}", "{0} is True", "{0} is None",
            "type({0}) is bool", "type({0}) is tuple", "type({0}).__name__",
            "isinstance({0}, (bool, str))", "{0} == {1}", "str({0})", "repr({0})",
            "f'<{{{0}}}>'", "len(str({0}))", "hash({0})", "{0}.__class__ is Pt"]


@st.composite
def programs(draw) -> str:
    """Returns the source of `def prog(a, b, c)`: three locals chosen under conditions on
    the bool inputs, then a tuple of observations of them."""
    def expr(depth: int) -> str:
        if depth == 0 or draw(st.booleans()):
            return draw(st.sampled_from(_ATOMS))
        cond = draw(st.sampled_from(["a", "b", "c", "a and b", "not c", "b or c"]))
        return f"({expr(depth - 1)} if {cond} else {expr(depth - 1)})"

    lines = ["def prog(a, b, c):"]
    for i in range(3):
        source = draw(st.sampled_from([expr(2), expr(2), f"v{max(i - 1, 0)}"]))
        lines.append(f"    v{i} = {source}" if i or source != "v0" else f"    v0 = {expr(2)}")
    observations = []
    for _ in range(draw(st.integers(2, 5))):
        pattern = draw(st.sampled_from(_OBSERVE))
        left, right = draw(st.sampled_from(["v0", "v1", "v2"])), draw(
            st.sampled_from(["v0", "v1", "v2", "P1", "T1", "L1", "None", "'s'"]))
        observations.append(pattern.format(left, right))
    lines.append(f"    return ({', '.join(observations)},)")
    return "\n".join(lines) + "\n"


def load(source: str):
    """Returns (plain, lifted) versions of the program, compiled under a fake filename that
    `linecache` serves (so `@lifted` finds the source; nothing is written)."""
    name = f"stamen_identity_prog_{next(_COUNT)}"
    filename = f"<{name}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(keepends=True), filename)
    module = types.ModuleType(name)
    module.__file__ = filename
    module.__dict__.update(SHARED, Pt=Pt)
    sys.modules[name] = module
    with warnings.catch_warnings():  # `v is 's'` is meant: identity of interned strings
        warnings.simplefilter("ignore", SyntaxWarning)
        exec(compile(source, filename, "exec"), module.__dict__)  # noqa: S102 - generated
        return module.prog, stamen.lifted(module.prog)


def check(source: str, merge: str) -> None:
    plain, lifted = load(source)
    symbols = [stamen.fresh(bool) for _ in range(3)]
    try:
        ev = evaluate_thunk(lambda: lifted(*symbols), resolve_config({"merge": merge}), "test")
    except UnsupportedConstruct:
        return  # a refusal (e.g. hash of a tuple holding a symbolic bool) is never wrong
    asserts = ev.vc.asserts_formula()
    for values in bools(3):
        model = dict(zip(symbols, values, strict=True))
        expected = run_plain(plain, values)
        where = f"merge={merge}, inputs={values}\n{source}"
        ok = evaluate_term(asserts, model)
        if expected[0] == "fail":
            assert ok is False, f"Python raises {expected[1]} but the vc holds; {where}"
            continue
        assert ok is True, f"Python returns {expected[1]!r} but the vc fails; {where}"
        try:
            same = Solution("sat", model).evaluate(ev.value) == expected[1]
        except UnsupportedConstruct:
            return  # the string of a symbolic value, refused where it is read
        assert same, f"lifted differs from Python's {expected[1]!r}; {where}"


@pytest.mark.parametrize("merge", STRATEGIES)
@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(source=programs())
def test_identity_type_and_strings_agree_with_python(merge, source):
    check(source, merge)
