"""Rebinding a module global or a closure variable under a symbolic condition (issue 10,
class 6): lifted code's own `global`/`nonlocal` writes merge at the join under every
strategy; un-lifted code (a helper, a method of the program's class) that rebinds a
global, a closure variable or a class attribute is refused with UntrackedMutation at the
branch's line, never leaked into the other path or lost."""

from __future__ import annotations

import types

import pytest

import stamen
from stamen import assert_, assume, lifted
from stamen.errors import UntrackedMutation

from .agreement import agree, refused, x

# ------------------------------------------------ lifted code's own rebinding --

TOTAL = 0


@lifted
def bump_total(v):
    global TOTAL
    TOTAL = TOTAL + v


@lifted
def global_counter(a):
    global TOTAL
    TOTAL = 0
    if a > 0:
        TOTAL += a
    else:
        TOTAL -= 1
    if a > 1:
        bump_total(10)  # a lifted helper's own `global` write, in a branch
    for i in range(3):
        if a > i:
            TOTAL = TOTAL * 2
    return TOTAL


@lifted
def nonlocal_counter(a):
    count = 0

    def add(v):
        nonlocal count
        count = count + v

    if a > 0:
        add(5)
    else:
        count = -1
    for i in range(3):
        if a == i:
            add(i)
    return count


def make_counter():
    state = 0

    @lifted
    def step(a):
        nonlocal state
        state = 0
        if a > 0:
            state = state + a
        if a > 1:
            state = state * 3
        return state

    return step


closed_over_counter = make_counter()


@pytest.mark.parametrize("program", [global_counter, nonlocal_counter, closed_over_counter])
def test_lifted_global_and_nonlocal_writes_merge_under_every_strategy(program):
    agree(program)


# ------------------------------------------------------ un-lifted rebinding --

MODE = 0


def set_mode(v):
    """Not lifted: rebinds a module global."""
    global MODE
    MODE = v


@lifted
def helper_rebinds_global(a):
    if a > 0:
        set_mode(1)
    return MODE


def make_closure_pair():
    value = 0

    def set_value(v):
        """Not lifted: rebinds a closure variable it shares with the lifted function."""
        nonlocal value
        value = v

    @lifted
    def reads_value(a):
        if a > 0:
            set_value(5)
        return value

    return reads_value, set_value


helper_rebinds_cell, reset_cell = make_closure_pair()
COUNT = 0


class Tally:
    """Not lifted: its methods change module and class state."""

    seen: list = []

    def bump(self):
        global COUNT
        COUNT += 1

    def read(self):
        return COUNT

    def remember(self):
        Tally.seen.append(1)

    def mark(self):
        Tally.marked = 5

    def size(self):
        return len(Tally.seen) + getattr(Tally, "marked", 0)


@lifted
def method_rebinds_global(a):
    t = Tally()
    if a > 0:
        t.bump()
    return t.read()


@lifted
def method_changes_class_list(a):
    t = Tally()
    if a > 0:
        t.remember()
    return t.size()


@lifted
def method_sets_class_attribute(a):
    t = Tally()
    if a > 0:
        t.mark()
    return t.size()


def _reset() -> None:
    global MODE, COUNT
    MODE = COUNT = 0
    reset_cell(0)
    Tally.seen.clear()
    if "marked" in vars(Tally):
        del Tally.marked


@pytest.mark.parametrize("program, what", [
    (helper_rebinds_global, r"the global variable `MODE` \(of module .*test_rebinding\)"),
    (helper_rebinds_cell, r"the variable `value` of .*\(a closure cell\)"),
    (method_rebinds_global, r"the global variable `COUNT` \(of module .*\)"),
    (method_changes_class_list, r"`Tally.seen` \(a list\)"),
    (method_sets_class_attribute, r"the class attribute `Tally.marked`"),
])
def test_un_lifted_rebinding_under_a_symbolic_condition_is_refused(program, what):
    """Regression: each of these leaked the write into the other path (a wrong answer)."""
    for merge in ("types", "none", "logic"):
        _reset()  # a refused run leaves the write it refused behind
        try:
            refused(UntrackedMutation, lambda: program(x),
                    what + r" was changed under the symbolic condition at "
                    r".*test_rebinding.py:\d+", merges=(merge,))
        finally:
            _reset()


@lifted
def reads_globals_and_classes(a):
    t = Tally()
    r = t.read() + MODE
    if a > 0:
        r = r + len(Tally.seen)
    return r


def test_reading_globals_and_classes_in_a_branch_is_not_refused():
    _reset()
    agree(reads_globals_and_classes)


@lifted
def global_bound_on_some_paths(a):
    global LATE
    if a > 0:
        LATE = a
    try:
        return LATE
    except NameError as e:
        return str(e)


@lifted
def global_deleted_on_some_paths(a):
    global GONE
    GONE = 1
    if a > 0:
        del GONE
    try:
        return GONE + 1
    except NameError:
        return -7


def test_a_global_bound_or_deleted_on_some_paths_is_a_name_error_there_only():
    """Regression: the merged global held a union with stamen's ABSENT marker, read as a
    value: a counterexample where Python raises NameError and the handler answers."""
    for program, name in ((global_bound_on_some_paths, "LATE"),
                          (global_deleted_on_some_paths, "GONE")):
        for merge in ("types", "none", "logic"):
            for v in (-1, 1):
                globals().pop(name, None)
                expected = program.__wrapped__(v)
                globals().pop(name, None)
                sol = stamen.verify(lambda p=program, v=v, e=expected: (
                    assume(x == v), assert_(p(x) == e)), merge=merge)
                assert sol.unsat, (program.__name__, merge, v)
                globals().pop(name, None)


# ----------------------------------------------- a module held as a value --

# `import m as target` in a program: a module of the program's, held in a global
target = types.ModuleType("rebinding_target")
target.X = 0
target.LIST = []


def set_x(mm):
    """Not lifted: sets an attribute of the module it is given."""
    mm.X = 1


def append_to_list(mm):
    """Not lifted: changes a list it reaches through the module it is given."""
    mm.LIST.append(1)


@lifted
def helper_sets_module_attribute(a):
    if a > 0:
        set_x(target)
    return target.X


@lifted
def helper_changes_module_list(a):
    m = target  # the module in a local
    if a > 0:
        append_to_list(m)
    return len(target.LIST)


@lifted
def lifted_writes_module(a):
    target.X = 0
    target.LIST = []
    m = target
    if a > 0:
        m.X = a
        target.LIST.append(a)
    return target.X + len(m.LIST)


def _reset_target() -> None:
    target.X = 0
    target.LIST = []


@pytest.mark.parametrize("program, what", [
    (helper_sets_module_attribute, r"the module attribute `rebinding_target.X`"),
    (helper_changes_module_list, r"`m.LIST` \(a list\)"),
])
def test_un_lifted_code_changing_a_module_it_is_given_is_refused(program, what):
    """Regression: a module held in a variable was not looked inside, so an un-lifted
    helper's `mm.X = 1` (or `mm.LIST.append(1)`) under a symbolic condition leaked into
    the other path: verify said the function always returns 1."""
    for merge in ("types", "none", "logic"):
        _reset_target()
        try:
            refused(UntrackedMutation, lambda: program(x),
                    what + r" was changed under the symbolic condition at "
                    r".*test_rebinding.py:\d+", merges=(merge,))
        finally:
            _reset_target()


def test_lifted_writes_to_a_module_merge():
    """Lifted code's own writes to a module's attributes (and what they hold) are tracked
    and merged, not refused."""
    try:
        agree(lifted_writes_module)
    finally:
        _reset_target()
