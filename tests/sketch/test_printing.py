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


@st.grammar(depth=1)
def op(left, right=1):  # parameters named unlike the caller's values, one defaulted
    return st.choose(left + right, left * right)


@st.grammar(depth=1)
def term(m):
    return st.choose(m, op(term(m), term(m)), op(right=m, left=term(m) - 1), op(m))


@lifted
def nested(n):
    return term(n)


CASES = {
    "either_not": (either_not, [p, q], lambda a, c: st.not_(st.or_(a, c)),
                   "(a | c) ^ True"),
    "scaled": (scaled, [v], lambda n: n + (1 + n) * 2, "n + (1 + n) * 2"),
    "cubed": (cubed, [v], lambda n: n - 27, "(-3) ** 3 + n"),
    "holes": (holes, [v], lambda n: -3 * n - 9, None),
    "negated": (negated, [v], lambda n: -(n + 1), "-(n + 1)"),
    "masked": (masked, [b], lambda w: (w + w) >> BV8(1), "w + w >> BV8(1)"),
    "doubled": (doubled, [v], lambda n: 2 * (n - 3), None),
    "nested": (nested, [v], lambda n: (n - 1) * n, None),  # was printed `left * right`
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
    assert "left" not in source and "right" not in source
    if printed is not None:
        assert printed in source, source
    namespace = {**fn.__globals__, "lifted": lambda f: f}  # pasted back into its module
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


# A sketch over 32-bit vectors in a module of its own, with the imports of each header.
MODULE_BODY = """
@lifted
def offset(w):
    return w + st.hole(st.BitVec(32))
"""
HEADERS = {
    "import stamen as st": "st.BitVec(32)(",
    "import stamen as st\nfrom stamen import BitVec": "BitVec(32)(",
    "import stamen as st\nBV32 = st.BitVec(32)": "BV32(",
    "import stamen as st\nfrom stamen import lifted as _l\nimport sys as stamen": "st.BitVec(32)(",
}


def _module(tmp_path, header: str, index: int):
    """Imports a module made of `header`, `lifted` and MODULE_BODY from a file (a sketch's
    source is read from its file)."""
    import importlib.util

    path = tmp_path / f"sketch_module_{index}.py"
    path.write_text(f"{header}\nfrom stamen import lifted\n{MODULE_BODY}")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("index, header", list(enumerate(HEADERS)))
def test_constants_are_printed_in_the_names_the_module_has(tmp_path, index, header):
    """`st.hole(BV32)` completes to `BV32(7)`, `BitVec(32)(7)` or `st.BitVec(32)(7)`, as the
    module allows: the printed source, run in the module's namespace, computes the
    synthesized function."""
    module = _module(tmp_path, header, index)
    w = st.symbolic(f"pw{index}", BitVec(32))
    sol = st.synthesize(forall=[w], guarantee=lambda: assert_(
        module.offset(w) == w + BitVec(32)(7)))
    assert sol.kind == "sat"
    source = sol.complete(module.offset)
    assert f"w + {HEADERS[header]}7)" in source, source
    namespace = {**vars(module), "lifted": lambda f: f}
    exec(compile(source, "<completed>", "exec"), namespace)
    for n in (0, 1, 2**31, 2**32 - 1):
        assert namespace["offset"](BitVec(32)(n)) == BitVec(32)(n + 7)


def test_a_module_with_no_name_for_stamen_still_runs_the_printed_source():
    from fractions import Fraction

    from stamen.sketch.complete import value_source

    assert value_source(BitVec(8)(3), {}) == "__import__('stamen').BitVec(8)(3)"
    assert eval(value_source(BitVec(8)(3), {})) == BitVec(8)(3)
    assert value_source(Fraction(1, 3), {"F": Fraction}) == "F(1, 3)"
    assert eval(value_source(Fraction(-1, 3), {})) == Fraction(-1, 3)
