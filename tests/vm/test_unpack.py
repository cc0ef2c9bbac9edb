"""`a, b = value` where value is one of several lists depending on the path (distinct
mutable objects, which merge into a union, never into one list): unpacked member by
member (it recursed until Python's stack ran out)."""

from __future__ import annotations

from differential.oracle import assert_agrees
from stamen import lifted


def self_modifying(x, y):
    prog = [["add", 1], ["patch", 2], ["add", 5], ["halt", 0]]
    acc, pc = x, 0
    while pc < len(prog):
        op, arg = prog[pc]
        if op == "halt":
            break
        if op == "add":
            acc += arg
        elif acc > y:
            prog[arg] = ["add", -acc]
        pc += 1
    a, b = prog[0] if x > 0 else prog[2]
    return acc, prog[2], a, b


def test_unpacking_one_of_several_lists_agrees_with_python():
    assert_agrees(lifted(self_modifying), [(x, y) for x in (-2, 0, 1, 3) for y in (-1, 2)],
                  plain=self_modifying, pin=3)


class Pair:
    """An iterable of the program's (no `__len__`) whose `__iter__` divides by its value."""

    def __init__(self, v):
        self.v = v

    def __iter__(self):
        return iter([12 // self.v, self.v])


def unpack_union_of_iterables(x, y):
    a, b = Pair(y) if y else Pair(7)
    c, d = Pair(x) if x > 0 else (x, y)
    return a, b, c, d


def test_unpacking_a_union_of_the_programs_iterables_runs_each_under_its_guard():
    # each member's `__iter__` runs (and may fail) where it is the value only; it was read
    # as "cannot unpack" on every path (it has no len())
    assert_agrees(lifted(unpack_union_of_iterables),
                  [(x, y) for x in (-1, 0, 2) for y in (-1, 0, 3)],
                  plain=unpack_union_of_iterables, pin=3)


def unpack_symbolic_length(x, y):
    xs = list(range(x)) if x > 0 else [y]
    try:
        a, b = xs
        return a + b
    except ValueError:
        head, *rest = xs
        return head, rest


def test_unpacking_a_union_holding_a_list_of_symbolic_length_reads_its_length_as_a_guard():
    # a member whose length is symbolic (a list built by `range(x)`) was asked Python's
    # `len()`, and the UnliftedBranchError told the user to lift the lifted function
    # (round 9's r9_c7_unpack_symlen_error)
    assert_agrees(lifted(unpack_symbolic_length), [(x, y) for x in range(-1, 4) for y in (0, 2)],
                  plain=unpack_symbolic_length, pin=4)
