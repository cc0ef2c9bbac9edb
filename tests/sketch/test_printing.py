"""A printed sketch computes the synthesized function: fillings are parenthesised by Python's
precedence, and the printed source, run as plain Python, agrees with the sketch under the
solution on random (seeded) inputs."""

from __future__ import annotations

import itertools
import random

import pytest

import stamen as st
from stamen import BitVec, assert_, lifted

BV8 = BitVec(8)
p, q = st.symbolic("prp", bool), st.symbolic("prq", bool)
v = st.symbolic("prv", int)
b = st.symbolic("prb", BV8)


@lifted
def either_not(a, c):
    return st.choose(a | c, a & c) ^ True  # a comment that stays


@lifted
def scaled(n):
    return n + st.choose(1 + n, n) * 2


@lifted
def cubed(n):
    # a negative alternative under **
    return st.choose(-3, 3) ** 3 + n


@lifted
def holes(n):
    return st.hole(int) * n - st.hole(int) ** 2


@lifted
def negated(n):
    return -st.choose(n + 1, n)


@lifted
def masked(w):
    return st.choose(w + w, w - w) >> st.hole(BV8)


@lifted
def shifted(n):
    return n - st.hole(int)


@st.grammar(depth=2)
def expr(n):
    return st.choose(n, st.hole(int), expr(n) - expr(n), expr(n) * expr(n))


@lifted
def doubled(n):
    return 2 * expr(n)


CASES = {
    "either_not": (either_not, [p, q], lambda a, c: st.not_(st.or_(a, c)),
                   "(a | c) ^ True"),
    "scaled": (scaled, [v], lambda n: n + (1 + n) * 2, "n + (1 + n) * 2"),
    "cubed": (cubed, [v], lambda n: n - 27, "(-3) ** 3 + n"),
    "holes": (holes, [v], lambda n: -3 * n - 9, None),
    "negated": (negated, [v], lambda n: -(n + 1), "-(n + 1)"),
    "masked": (masked, [b], lambda w: (w + w) >> BV8(1), "w + w >> BitVec(8)(1)"),
    "doubled": (doubled, [v], lambda n: 2 * (n - 3), None),
    "shifted": (shifted, [v], lambda n: n + 10**5000, "n - -0x"),  # past 4300 digits
}


def _inputs(args, rng):
    """Random concrete inputs for the symbolic arguments (all of them for booleans)."""
    if args[0] is b:
        return [(BV8(rng.randrange(256)),) for _ in range(50)]
    if args[0] is p:
        return list(itertools.product([False, True], repeat=2))
    return [(rng.randint(-1000, 1000),) for _ in range(50)]


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_printed_source_computes_the_synthesized_function(name):
    fn, args, target, printed = CASES[name]
    sol = st.synthesize(forall=args, guarantee=lambda: assert_(fn(*args) == target(*args)))
    assert sol.kind == "sat"
    source = sol.complete(fn)
    assert "st.choose" not in source and "st.hole" not in source and "expr(" not in source
    if printed is not None:
        assert printed in source, source
    namespace = {"BitVec": BitVec, "lifted": lambda f: f, "st": st}
    exec(compile(source, "<completed>", "exec"), namespace)
    completed = namespace[fn.__name__]
    rng = random.Random(sorted(CASES).index(name))
    for inputs in _inputs(args, rng):
        expected = sol.evaluate(fn(*inputs))
        assert completed(*inputs) == expected, (source, inputs)
        assert expected == target(*inputs)


def test_the_layout_and_comments_are_kept_when_splicing_is_exact():
    sol = st.synthesize(forall=[p, q],
                        guarantee=lambda: assert_(either_not(p, q) == st.not_(st.or_(p, q))))
    source = sol.complete(either_not)
    assert "# a comment that stays" in source
    assert source.splitlines()[0] == "@lifted"
