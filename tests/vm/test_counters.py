"""Counter, defaultdict and OrderedDict made by lifted code and changed under a symbolic
condition (merged like any dict, or refused at the branch's line), and
`Counter.most_common` of symbolic counts (vm.python.counters): the answers Python gives
on every path, under every merge strategy."""

from __future__ import annotations

import collections
import itertools

import pytest

import stamen as st
from stamen import lifted
from stamen.errors import UnsupportedConstruct, UntrackedMutation

MERGES = ("types", "none", "logic")


@lifted
def counter_under_branch(a):
    c = collections.Counter()
    if a > 0:
        c["k"] += 1
    else:
        c["j"] += 2
    return c["k"] + c["j"] + len(c)


@lifted
def defaultdict_under_branch(a):
    d = collections.defaultdict(int)
    if a > 0:
        d["k"] += 1
    return d["k"] + len(d)


@lifted
def counter_made_in_branch(a):
    if a > 0:
        c = collections.Counter("aab")
        c.update("b")
    else:
        c = collections.Counter("b")
    return c["b"]


@pytest.mark.parametrize("program", [counter_under_branch, defaultdict_under_branch,
                                     counter_made_in_branch])
@pytest.mark.parametrize("merge", MERGES)
def test_counters_and_defaultdicts_changed_under_a_branch_agree_with_python(program, merge):
    x = st.fresh(int)
    for v in (-1, 0, 1, 2):
        want = program.__wrapped__(v) if hasattr(program, "__wrapped__") else program(v)
        sol = st.verify(lambda v=v, want=want: (st.assume(x == v),
                                                st.assert_(program(x) == want)), merge=merge)
        assert sol.unsat


@lifted
def reorders_under_branch(a):
    d = collections.OrderedDict()
    d["z"] = 0
    if a > 0:
        d["k"] = 1
        d.move_to_end("z")  # OrderedDict's own C method: undone by its own methods
    return list(d)[0]


def test_an_ordered_dict_whose_keys_differ_by_path_is_refused_at_the_join():
    """Its links cannot hold a key present or placed on some paths only: refused, naming
    the line of the branch's first write."""
    x = st.fresh(int)
    with pytest.raises(UntrackedMutation, match=r"an OrderedDict whose keys or their order "
                                                r"differ .*test_counters\.py:65\)"):
        st.verify(lambda: st.assert_(reorders_under_branch(x) == "z"))


@lifted
def ranked(a, b, n):
    c = collections.Counter()
    c["x"] = a
    c["y"] = 2
    c["z"] = b
    return c.most_common(n)


def _ranked(a, b, n):
    c = collections.Counter()
    c["x"], c["y"], c["z"] = a, 2, b
    return c.most_common(n)


@pytest.mark.parametrize("n", [None, 1, 2, 0])
@pytest.mark.parametrize("merge", MERGES)
def test_most_common_of_symbolic_counts_is_pythons_order_on_every_path(n, merge):
    """Ties keep insertion order (x, y, z), as Python's stable sort does."""
    x, y = st.fresh(int), st.fresh(int)
    for a, b in itertools.product(range(1, 4), repeat=2):
        want = _ranked(a, b, n)
        sol = st.verify(lambda a=a, b=b, want=want: (
            st.assume(x == a), st.assume(y == b), st.assert_(ranked(x, y, n) == want)),
            merge=merge)
        assert sol.unsat, (a, b)
    sol = st.solve(lambda: st.assert_(ranked(x, y, n) == _ranked(3, 1, n)), merge=merge)
    assert sol.sat and _ranked(sol[x], sol[y], n) == _ranked(3, 1, n)


@lifted
def ranked_by_symbolic_n(a, n):
    c = collections.Counter()
    c["x"] = a
    return c.most_common(n)


def test_most_common_with_a_symbolic_n_is_refused_at_the_users_line():
    x, k = st.fresh(int), st.fresh(int)
    with pytest.raises(UnsupportedConstruct, match=r"most_common .*test_counters.py:\d+"):
        st.verify(lambda: st.assert_(ranked_by_symbolic_n(x, k) == []))
