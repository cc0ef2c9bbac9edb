"""`vm.writefree`: a callback proven to write nothing behind the store's back runs in a
frame without a snapshot; anything not proven keeps its snapshot, and a proof read from
the cache is checked again once a binding it read may have changed."""

from __future__ import annotations

import dataclasses
import heapq

import pytest

import stamen
from stamen.errors import UntrackedMutation
from stamen.vm.values import writefree
from stamen.vm.values.writefree import bindings_changed, writes_nothing

x = stamen.symbolic("x", int)


@dataclasses.dataclass(frozen=True)
class Cell:
    n: object
    high: object

    def __repr__(self) -> str:
        return f"{self.n}@{self.high}"


class Plain:
    def __init__(self, v):
        self.v = v


LOG: list = []
helper = len  # rebound by a test


def _nth(stack: tuple, i: int):
    if len(stack) <= i:
        stamen.assume(False, "underflow")
    return stack[i]


def _logs(v):
    LOG.append(v)
    return v


def _sets_attribute(v):
    v.seen = True
    return v


def _rebinds(v):
    global LOG
    LOG = [v]
    return v


def _reads_dict(v):
    return v.__dict__


def _pushes(v):
    heap: list = []
    heapq.heappush(heap, v)
    return heap


def _counter():
    count = 0

    def bump(v):
        nonlocal count
        count += 1
        return v
    return bump


STACKS = [(Cell(1, False), Cell(2, True)), (Cell(3, False),)]


def test_a_reader_of_immutable_values_is_proven():
    assert writes_nothing(lambda s: _nth(s, 1), STACKS)
    assert writes_nothing(lambda s: (Cell(0, False), *s), STACKS)  # builds new records
    assert writes_nothing(repr, STACKS)


@pytest.mark.parametrize("callback, values", [
    (_logs, STACKS),  # appends to a module's list
    (_sets_attribute, STACKS),  # an attribute store
    (_rebinds, STACKS),  # `global`
    (_reads_dict, STACKS),  # a writable internal
    (_pushes, STACKS),  # a library function that writes its argument
    (_counter(), STACKS),  # `nonlocal` of a cell that outlives the call
    (lambda s: len(s), [[1, 2]]),  # a value that is mutable
    (lambda s: Plain(s), STACKS),  # a class whose own __init__ writes
    (setattr, STACKS),  # a builtin that writes
    (print, STACKS),  # writes sys.stdout, which the program may have redirected
    (lambda s: exec("pass"), STACKS),
])
def test_anything_that_may_write_is_no_proof(callback, values):
    assert not writes_nothing(callback, values)


def test_stamen_internals_named_by_the_program_are_no_proof():
    from stamen.vm.values.objstate import raw_set

    assert not writes_nothing(lambda s: raw_set(s, "k", 1), STACKS)
    assert writes_nothing(lambda s: stamen.assume(len(s) > 0), STACKS)


def test_a_cached_proof_is_checked_again_after_a_rebinding(monkeypatch):
    def reader(s):
        return helper(s)

    monkeypatch.setitem(globals(), "helper", len)
    assert writes_nothing(reader, STACKS)
    monkeypatch.setitem(globals(), "helper", _logs)
    bindings_changed()
    assert not writes_nothing(reader, STACKS)


def test_a_cached_class_proof_is_checked_again_after_a_method_changes(monkeypatch):
    @dataclasses.dataclass(frozen=True)
    class Record:
        v: int

        def __repr__(self):
            return "r"

    records = [(Record(1),)]
    assert writes_nothing(repr, records)
    monkeypatch.setattr(Record, "__repr__", lambda self: _logs("r"))
    bindings_changed()
    assert not writes_nothing(repr, records)


def test_a_cell_that_now_holds_a_list_is_no_proof():
    held = (1,)

    def reader(s):
        return (held, s)

    assert writes_nothing(reader, STACKS)
    held = [1]  # noqa: F841 - rebinds the cell the reader holds
    bindings_changed()
    assert not writes_nothing(reader, STACKS)


def test_without_the_opcodes_of_the_python_it_knows_nothing_is_proven(monkeypatch):
    monkeypatch.setattr(writefree, "_ALLOWED", frozenset())
    assert not writes_nothing(lambda s: s, STACKS)


# --- end to end: a frame skips its snapshot only where the proof holds ---------------

SWAPPED: list = []


def _pure_count(v):
    return 1


def _counting(v):
    SWAPPED.append(v)
    return 1


def _swap_helper():
    """Not lifted: rebinds the helper the callback below names."""
    global _helper
    _helper = _counting


_helper = _pure_count


def _count_with_helper(u):
    return stamen.for_all(u, lambda v: _helper(v))


@stamen.lifted
def swaps_between_branches(a):
    u = (1,) if a > 0 else (2, 3)  # a union of tuples
    first = _count_with_helper(u)  # proven: _helper writes nothing yet
    _swap_helper()
    return first + _count_with_helper(u)  # not proven any more: snapshot, refused


def test_a_helper_rebound_between_two_proofs_is_seen():
    """The second for_all must not reuse the first proof: its helper now appends to a
    module list once per member of the union, behind the store's back."""
    global _helper
    try:
        with pytest.raises(UntrackedMutation, match="SWAPPED"):
            stamen.evaluate_with_stats(lambda: swaps_between_branches(x))
    finally:
        _helper = _pure_count
        SWAPPED.clear()


def f1(v):
    return v


def f2(v):
    return v + 1


@stamen.lifted
def pick(p):
    if p == 0:
        return f1
    return f2


@pytest.mark.parametrize("pick_a, pick_b", [(0, 0), (0, 1), (1, 0), (1, 1)])
def test_unions_of_functions_compare_by_identity_as_python_does(pick_a, pick_b):
    a, b = stamen.symbolic("a", int), stamen.symbolic("b", int)

    def thunk():
        u, w = pick(a), pick(b)
        stamen.assume(a == pick_a)
        stamen.assume(b == pick_b)
        same = pick(pick_a) == pick(pick_b)  # Python's answer
        stamen.assert_(stamen.and_(u == w, stamen.not_(u != w)) if same else
                       stamen.and_(stamen.not_(u == w), u != w))

    assert stamen.verify(thunk).unsat
