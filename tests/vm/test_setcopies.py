"""The watch on C copies of sets of symbolic shape (vm.python.setcopies): it chains to a
tracer installed before it (coverage, a debugger) and gives it back, and it refuses only
copies whose operand may be such a set, answering as Python does on the rest (issue 10)."""

from __future__ import annotations

import sys

import pytest

import stamen as st
from stamen import lifted
from stamen.errors import UnsupportedConstruct

MERGES = ("types", "none", "logic")


@lifted
def with_open_set(a, reader):
    s = {1}
    if a > 0:
        s.add(2)  # a member on some paths only: the set has symbolic shape
    return reader(s) + len(s)


def _python(reader, v: int) -> int:
    s = {1, 2} if v > 0 else {1}
    return reader(s) + len(s)


def _answers(reader, merge: str) -> None:
    """Asserts that every query on `with_open_set(a, reader)` agrees with Python."""
    a = st.fresh(int)
    for v in (0, 1):
        expected = _python(reader, v)
        for holds, sat in ((lambda r, e=expected: r == e, True),
                           (lambda r, e=expected: r != e, False)):
            sol = st.solve(lambda v=v, holds=holds: (st.assume(a == v), st.assert_(
                holds(with_open_set(a, reader))))[-1], merge=merge)
            assert sol.sat == sat, (v, expected)
    expected = st.ite(a > 0, _python(reader, 1), _python(reader, 0))
    assert st.verify(lambda: st.assert_(with_open_set(a, reader) == expected),
                     merge=merge).unsat


class Box:
    def __init__(self, items):
        self.items = items

    def grow(self, more):
        self.items |= more
        return len(self.items)


class Lazy:
    """An attribute computed by a property: reading it runs code stamen does not see."""

    def __init__(self, items):
        self._items = items

    @property
    def items(self):
        return self._items


def _update_from_listcomp(s):
    p = {7}
    p.update([x + 1 for x in (1, 2)])
    return len(p)


def _star_range(s):
    return len({*range(4), 9})


def _attribute_copy(s):
    box = Box({1, 2, 3})
    return len(set(box.items))


def _attribute_ior(s):
    return Box({5}).grow({6, 7})


def _attribute_update(s):
    box = Box({5})
    box.items.update(range(3))
    return len(box.items)


# Copies of sets (and other iterables) that hold no symbolic member, in un-lifted code
# run while a set of symbolic shape exists: refused before, Python's answer now.
EXACT = {
    "range": lambda s: len(set(range(3))),
    "list_display": lambda s: len(frozenset([1, 2, 2])),
    "str": lambda s: len(set("abca")),
    "genexpr": lambda s: len(set(x for x in (1, 2, 2))),
    "sorted": lambda s: len(frozenset(sorted((3, 1, 3)))),
    "update_listcomp": _update_from_listcomp,
    "star_range": _star_range,
    "attribute": _attribute_copy,
    "attribute_ior": _attribute_ior,
    "attribute_update": _attribute_update,
}


@pytest.mark.parametrize("name", sorted(EXACT))
@pytest.mark.parametrize("merge", MERGES)
def test_a_copy_of_no_symbolic_set_is_answered(name, merge):
    _answers(EXACT[name], merge)


def _returns(s):
    return s


# Copies whose operand is (or may be) the open set: still refused where it is open.
STILL_REFUSED = {
    "attribute": lambda s: len(set(Box(s).items)),
    "property": lambda s: len(set(Lazy(s).items)),
    "call": lambda s: len(frozenset(_returns(s))),
    "attribute_ior": lambda s: Box({9}).grow(s),
    "update_call": lambda s: (p := {7}, p.update(_returns(s)), len(p))[-1],
}


@pytest.mark.parametrize("name", sorted(STILL_REFUSED))
@pytest.mark.parametrize("merge", ("types", "logic"))
def test_a_copy_that_may_be_of_an_open_set_is_refused(name, merge):
    a = st.fresh(int)
    with pytest.raises(UnsupportedConstruct, match="un-lifted code"):
        st.verify(lambda: st.assert_(with_open_set(a, STILL_REFUSED[name]) == 0), merge=merge)


# ------------------------------------------------------------------ other tracers --


def _copy_len(s):
    return len(set(s))


def _count(s):
    return len(set(range(2)))


def _tracing(tracer, thunk):
    """Runs `thunk()` with `tracer` installed; returns the tracer installed after it."""
    before = sys.gettrace()
    sys.settrace(tracer)
    try:
        thunk()
        return sys.gettrace()
    finally:
        sys.settrace(before)


def _recorder(names, opcodes: bool = False):
    """Returns (events, tracer): a tracer recording the events of the frames of `names`."""
    events = []

    def local(frame, event, arg):
        events.append((frame.f_code.co_name, event))
        return local

    def tracer(frame, event, arg):
        if frame.f_code.co_name not in names:
            return None
        events.append((frame.f_code.co_name, event))
        frame.f_trace_opcodes = opcodes
        return local

    return events, tracer


@pytest.mark.parametrize("merge", ("types", "logic"))
def test_a_tracer_installed_before_keeps_its_events_and_is_given_back(merge):
    events, tracer = _recorder({"_copy_len", "_count"})
    a = st.fresh(int)

    def refused():
        with pytest.raises(UnsupportedConstruct, match="un-lifted code `_copy_len`"):
            st.verify(lambda: st.assert_(with_open_set(a, _copy_len) == 0), merge=merge)

    assert _tracing(tracer, refused) is tracer
    assert ("_copy_len", "call") in events and ("_copy_len", "line") in events
    assert ("_copy_len", "opcode") not in events  # opcodes only to who asks for them
    events.clear()
    answered = lambda: st.verify(  # noqa: E731
        lambda: st.assert_(with_open_set(a, _count) == st.ite(a > 0, 4, 3)), merge=merge)
    assert _tracing(tracer, lambda: assert_unsat(answered())) is tracer
    assert ("_count", "call") in events and ("_count", "return") in events


def assert_unsat(result) -> None:
    assert result.unsat


def test_a_tracer_asking_for_opcodes_gets_them():
    events, tracer = _recorder({"_count"}, opcodes=True)
    a = st.fresh(int)
    _tracing(tracer, lambda: st.verify(
        lambda: st.assert_(with_open_set(a, _count) == st.ite(a > 0, 4, 3))))
    assert ("_count", "opcode") in events and ("_count", "line") in events


def test_a_tracer_replacing_itself_stays_chained_and_the_copy_is_still_refused():
    """A debugger switches tracers from inside one (bdb's `set_continue` installs
    another): the watch keeps watching, and calls the new one."""
    events, second = _recorder({"_copy_len"})

    def first(frame, event, arg):
        sys.settrace(second)
        return None

    a = st.fresh(int)

    def refused():
        with pytest.raises(UnsupportedConstruct, match="un-lifted code `_copy_len`"):
            st.verify(lambda: st.assert_(with_open_set(a, _copy_len) == 0))

    _tracing(first, refused)
    assert ("_copy_len", "call") in events
