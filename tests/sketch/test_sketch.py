"""Holes, choices and grammars: one unknown per site, completed sources that run."""

import pytest

import stamen as st
from stamen import BitVec, assert_, lifted

BV8 = BitVec(8)


@lifted
def times3(v):
    c = st.hole(BV8)
    return st.choose(v + v, v << c, v * c)


@lifted
def twice_same_site(v):
    return st.hole(int) + st.hole(int) + v


def test_a_hole_is_the_same_constant_each_time_its_site_runs():
    @lifted
    def f(v):
        return v + st.hole(int)

    a, b = f(1), f(2)
    assert st.constants(a) == st.constants(b)


def test_two_holes_on_one_line_are_distinct():
    value = twice_same_site(0)
    assert len(st.constants(value)) == 2


@lifted
class Box:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


@lifted
def boxed(v):
    with Box(st.hole(int)) as a, Box(st.choose(1, 2)) as b:
        return a.v - b.v + v


def test_holes_in_a_with_header_are_their_own_sites_and_completed():
    # (they took the `with` keyword's place: one unknown for two holes, unsat for a spec
    # they meet, and `complete` printed the sketch unfilled)
    v = st.symbolic("v", int)
    sol = st.synthesize(forall=[v], guarantee=lambda: assert_(boxed(v) == v + 5))
    assert sol.sat and len(st.constants(boxed(0))) == 2
    source = sol.complete(boxed)
    assert "hole" not in source and "choose" not in source
    namespace = {"Box": Box, "lifted": lambda fn: fn}
    exec(source, namespace)
    assert all(namespace["boxed"](k) == k + 5 for k in range(-3, 4))


def test_keyed_holes_at_one_site_are_distinct():
    holes = [st.hole(int, key=k) for k in range(3)]
    assert len({h.tid for h in holes}) == 3


def test_synthesize_fills_hole_and_choice_and_the_completed_source_runs():
    x = st.symbolic("x8", BV8)
    sol = st.synthesize(forall=[x], guarantee=lambda: assert_(times3(x) == x + x + x))
    assert sol.sat
    source = sol.complete(times3)
    assert "choose" not in source and "hole" not in source
    namespace = {**times3.__globals__, "lifted": lambda f: f}  # pasted back in its module
    exec(compile(source, "<completed>", "exec"), namespace)
    completed = namespace["times3"]
    for v in range(256):
        assert completed(BV8(v)) == BV8(3 * v)


def test_choice_guards_are_disjoint_and_cover():
    from stamen.sketch.holes import choice_guards
    from stamen.sketch.sites import Site
    from stamen.solvers.check import prove
    from stamen.terms.boolean import and_, not_, or_

    guards = choice_guards(Site("f.py", 1, 0, 1, 5), 4)
    assert prove(or_(*guards))
    for i in range(4):
        for j in range(i + 1, 4):
            assert prove(not_(and_(guards[i], guards[j])))


@st.grammar(depth=2)
def expr(v):
    return st.choose(v, st.hole(int), expr(v) + expr(v), expr(v) * expr(v))


@lifted
def poly(v):
    return expr(v)


def test_grammar_synthesis_prints_an_expanded_expression():
    y = st.symbolic("gy", int)
    sol = st.synthesize(forall=[y], guarantee=lambda: assert_(poly(y) == y * y + 3))
    assert sol.sat
    source = sol.complete(poly)
    assert "expr(" not in source
    namespace = {"lifted": lambda f: f}
    exec(compile(source, "<completed>", "exec"), namespace)
    for v in range(-5, 6):
        assert namespace["poly"](v) == v * v + 3


def test_grammar_depth_zero_has_no_recursive_alternative():
    @st.grammar(depth=0)
    def leaf(v):
        return st.choose(v, leaf(v) + 1)

    @lifted
    def use(v):
        return leaf(v)

    z = st.symbolic("gz", int)
    assert not st.synthesize(forall=[z], guarantee=lambda: assert_(use(z) == z + 1))


def test_unsat_synthesis_is_unsat_not_unknown():
    x = st.symbolic("ux", BV8)
    sol = st.synthesize(forall=[x], guarantee=lambda: assert_(x + st.hole(BV8) == x * 2))
    assert sol.unsat and not sol.unknown


def test_a_solution_says_which_alternative_a_keyed_choice_takes():
    @st.lifted
    def pick(v):
        return st.choose(v + 1, v * 3, v - 2, key="op")

    x = st.fresh(int)
    sol = st.synthesize(forall=[x], guarantee=lambda: st.assert_(pick(x) == x * 3))
    assert sol.sat and sol.chosen("op") == 1
    with pytest.raises(st.InvalidArgument, match="no choose\\(\\) call with key='other'"):
        sol.chosen("other")


@lifted
class Scaler:
    def __init__(self):
        self.k = st.hole(int)

    def apply(self, v):
        return self.k * v + st.choose(0, 1)


def test_a_lifted_class_is_completed_whole():
    # (complete() of a class raised InternalError: it read the class's __code__)
    v = st.symbolic("v", int)
    sol = st.synthesize(forall=[v], guarantee=lambda: assert_(Scaler().apply(v) == 3 * v + 1))
    source = sol.complete(Scaler)
    assert source.startswith("@lifted\nclass Scaler:") and "self.k = 3" in source
    assert "return self.k * v + 1" in source and "hole" not in source
