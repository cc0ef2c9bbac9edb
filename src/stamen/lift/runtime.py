"""The functions that lifted code calls (as `_stamen_rt.<name>`).

Each gives a Python construct its meaning on symbolic values: `if_` runs a
branch closure directly on a concrete condition and branch-and-merges on a
symbolic one; `and_`/`or_`/`ifexp` take thunks so the right side is
evaluated only under its guard; loops count the iterations whose condition
stayed symbolic against the unrolling bound.
"""

from __future__ import annotations

import functools
import operator
from contextlib import contextmanager

from stamen.errors import UnrollBoundExceeded, UnsupportedConstruct
from stamen.lift.builtins import *  # noqa: F401,F403  (the b_* lifted builtins)
from stamen.lift.builtins import attribute, b_isinstance, concrete_members
from stamen.lift.expressions import MUTATORS
from stamen.lift.recursion import enter_call, lambda_call  # noqa: F401  (in lifted bodies)
from stamen.terms.boolean import and_ as and_term
from stamen.terms.boolean import not_ as not_term
from stamen.terms.term import Term
from stamen.vm.assertions import assert_ as vm_assert
from stamen.vm.context import current
from stamen.vm.control import branch_and_merge, handled_by_try
from stamen.vm.feasibility import feasible_on_path
from stamen.vm.identity import identical
from stamen.vm.merge import merge, merge_all
from stamen.vm.pyops import (
    contains,
    del_attr,
    delitem,
    dict_method,
    getitem,
    iterate,
    list_method,
    py_eq,
    py_ne,
    set_attr,
    setitem,
    str_join,
    truth,
    unpack,
)
from stamen.vm.relax import Origin, relaxable
from stamen.vm.seq import List
from stamen.vm.strings import (
    concat,
    format_text,
    py_format,
    py_repr,
    py_str,
    render,
    str_method,
)
from stamen.vm.union import NO_RETURN, Unbound, Union

__all__ = ["Unbound", "NO_RETURN", "bound", "result", "set_global", "set_cell", "if_",
           "none_set", "assert_", "augop", "setattr_", "delattr_", "getitem", "setitem",
           "delitem", "unpack", "iterate", "Loop", "for_go", "try_region", "reraise_stamen_error",
           "mklist", "mcall",
           "and_", "or_", "not_", "ifexp", "chain", "eq", "ne", "lt", "le", "gt", "ge", "in_",
           "not_in", "is_", "is_not", "slice_", "attr", "fcall", "fvalue", "fstring", "percent",
           "str_format", "smethod"]

slice_ = slice
setattr_ = set_attr
delattr_ = del_attr
eq = py_eq
ne = py_ne
lt, le, gt, ge = operator.lt, operator.le, operator.gt, operator.ge


def relax(value, filename: str, where: tuple):
    """A `return` value: a relaxation point while `debug` runs (see vm.relax)."""
    relaxation = current().relaxation
    if relaxation is None or not relaxation.lifted_returns:
        return value
    line, col, text, end_col = where
    return relaxable(value, Origin(filename, line, col, text, end_col))


def bound(value):
    """Returns a local's value where it is bound: reading an unbound local fails, on the
    paths where it is unbound only (the value may be a union with an Unbound member)."""
    t = type(value)
    if t is Unbound:
        value.fail()
    if t is Union:
        unbound = [(g, v) for g, v in value.members if type(v) is Unbound]
        if unbound:
            from stamen.terms.boolean import or_ as or_term

            members = [(g, v) for g, v in value.members if type(v) is not Unbound]
            if not members:
                unbound[0][1].fail()
            ctx = current()
            name = unbound[0][1].name
            from stamen.terms.operators import user_location

            ctx.vc.fail_under(and_term(ctx.guard(), or_term(*(g for g, _ in unbound))),
                              f"UnboundLocalError: cannot access local variable '{name}' "
                              f"where it is not associated with a value", "user",
                              user_location().split(" at ")[-1])
            return members[0][1] if len(members) == 1 else merge_all(members)
    return value


def result(returned, value):
    """Returns what a lifted function returns when its body ends: `value` where a `return`
    ran (`returned`), None where the body fell off its end."""
    if returned is False or value is NO_RETURN:
        return None
    if returned is True:
        return value
    return merge(returned, value, None)


def set_global(namespace: dict, name: str, value) -> None:
    """`name = value` (or `del name`) for a name the lifted function declares global."""
    from stamen.vm.union import ABSENT

    current().store.set_key(namespace, name, ABSENT if type(value) is Unbound else value)


def set_cell(reader, value) -> None:
    """`name = value` (or `del name`) for a name declared nonlocal; `reader` is
    `lambda: name`, whose only cell is the variable's."""
    from stamen.vm.union import ABSENT

    current().store.set_cell(reader.__closure__[0], ABSENT if type(value) is Unbound else value)


def if_(test, then_fn, else_fn, state: tuple, *extra):
    """Runs then_fn or else_fn on the state (merging both if `test` is symbolic)."""
    c = truth(test)
    if c is True:
        return then_fn(*extra, *state)
    if c is False:
        return else_fn(*extra, *state) if else_fn is not None else state
    return branch_and_merge(
        c,
        lambda: then_fn(*extra, *state),
        (lambda: else_fn(*extra, *state)) if else_fn is not None else (lambda: state),
    )


def none_set(*flags):
    """Returns whether no flag is set: a bool, or a term when a flag is symbolic."""
    parts = []
    for f in flags:
        if f is True:
            return False
        if f is not False:
            parts.append(not_term(truth(f)))
    return and_term(*parts) if parts else True


def not_(value):
    """Returns `not value`."""
    c = truth(value)
    return not_term(c)


def and_(first, *thunks):
    """Returns `first and thunk1() and ...` with Python's value semantics."""
    value = first
    for thunk in thunks:
        c = truth(value)
        if c is False:
            return value
        if c is True:
            value = thunk()
        else:
            value = branch_and_merge(c, thunk, lambda v=value: v)
    return value


def or_(first, *thunks):
    """Returns `first or thunk1() or ...` with Python's value semantics."""
    value = first
    for thunk in thunks:
        c = truth(value)
        if c is True:
            return value
        if c is False:
            value = thunk()
        else:
            value = branch_and_merge(c, lambda v=value: v, thunk)
    return value


def ifexp(test, then_thunk, else_thunk):
    """Returns `then if test else else` evaluating only the side(s) that may be taken."""
    c = truth(test)
    if c is True:
        return then_thunk()
    if c is False:
        return else_thunk()
    return branch_and_merge(c, then_thunk, else_thunk)


def in_(item, container):
    """Returns `item in container`."""
    return contains(item, container)


def not_in(item, container):
    """Returns `item not in container`."""
    return not_term(truth(contains(item, container)))


def is_(a, b):
    """Returns `a is b`: per member for unions and merged objects, `b` for `b is True` on a
    symbolic bool (see vm.identity)."""
    return identical(a, b)


def is_not(a, b):
    """Returns `a is not b`."""
    return not_term(truth(identical(a, b)))


def fvalue(value, conversion: int, spec=""):
    """One replacement field `{value!conversion:spec}` of an f-string (see vm.strings)."""
    if conversion == -1:
        return render("an f-string field", py_format, value, spec, lazy=True)
    convert = {115: py_str, 114: py_repr, 97: ascii}[conversion]
    return render("an f-string field", lambda v, s: format_text(convert(v), s), value,
                  spec, lazy=True)


def fstring(*parts):
    """An f-string: the concatenation of its literal parts and formatted fields."""
    return concat(parts)


def percent(template, args):
    """`template % args` for a string template (printf-style formatting)."""
    if not isinstance(template, (str, Union)):
        return template % args
    if type(args) is tuple:
        return render("%-formatting", lambda t, *a: t % a, template, *args, lazy=True)
    return render("%-formatting", lambda t, a: t % a, template, args, lazy=True)


def smethod(obj, name: str, *args, **kwargs):
    """Calls a method whose name is a str method's: on a string (or a union of strings),
    computed per case (see vm.strings.str_method); otherwise the object's own method."""
    if type(obj) is str or type(obj) is Union:
        return str_method(obj, name, args, kwargs)
    return getattr(obj, name)(*args, **kwargs)


def str_format(template, *args, **kwargs):
    """`template.format(*args, **kwargs)` for a string template."""
    keys = list(kwargs)
    return render("str.format()",
                  lambda t, *a: t.format(*a[:len(args)], **dict(zip(keys, a[len(args):],
                                                                      strict=True))),
                  template, *args, *kwargs.values(), lazy=True)


_CMP = {"eq": py_eq, "ne": py_ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
        "ge": operator.ge, "in_": in_, "not_in": not_in, "is_": is_, "is_not": is_not}


def chain(left, *pairs):
    """Returns a chained comparison `left op1 r1 op2 r2 ...`, each right side once."""
    op, thunk = pairs[0]
    right = thunk()
    result = _CMP[op](left, right)
    if len(pairs) == 1:
        return result
    return and_(result, lambda: chain(right, *pairs[1:]))


def assert_(test, message_thunk, location: str) -> None:
    """The lifted `assert` statement."""
    c = truth(test)
    if c is True:
        return
    message = message_thunk() if message_thunk is not None else None
    text = str(message) if message is not None else f"assertion at {location} failed"
    ctx = current()
    if ctx.try_handlers and handled_by_try(ctx, AssertionError()):
        if c is False:
            raise AssertionError(*(() if message is None else (message,)))  # plain Python
        raise UnsupportedConstruct(
            f"{location}: an `assert` whose condition is symbolic inside a `try` block that "
            f"catches AssertionError; stamen does not model the handler yet. Move the `try` "
            f"inside the branch, or assert outside the `try`."
        )
    vm_assert(c, text, location=location)


_AUG = {"+": operator.iadd, "-": operator.isub, "*": operator.imul, "/": operator.itruediv,
        "//": operator.ifloordiv, "%": operator.imod, "**": operator.ipow,
        "<<": operator.ilshift, ">>": operator.irshift, "&": operator.iand, "|": operator.ior,
        "^": operator.ixor, "@": operator.imatmul}


def augop(op: str, target, value):
    """Returns `target op= value`; in-place on lists and dicts, through the store."""
    if isinstance(target, list) and op == "+":
        list_method(target, "extend", (value,))
        return target
    if isinstance(target, list) and op == "*":
        if type(value) is not int:
            raise UnsupportedConstruct("list *= with a symbolic count is not supported")
        current().store.before_change(target)
        return operator.imul(target, value)
    if isinstance(target, dict) and op == "|":
        dict_method(target, "update", (value,), {})
        return target
    if isinstance(target, set):
        current().store.before_change(target)
    return _AUG[op](target, value)


def mcall(obj, name: str, *args, **kwargs):
    """Calls a (possibly) mutating method: containers go through the store. The unbound
    form (`list.append(xs, v)`) is the bound one on its first argument."""
    t = type(obj)
    if t is type and obj in _CONTAINER_TYPES and args and isinstance(args[0], obj):
        return mcall(args[0], name, *args[1:], **kwargs)
    if t is List or t is list:
        if kwargs:
            current().store.before_change(obj)
            return getattr(list, name)(obj, *args, **kwargs)
        return list_method(obj, name, args)
    if isinstance(obj, dict) and name in dir(dict):
        return dict_method(obj, name, args, kwargs)
    if isinstance(obj, (set, list)) and name in dir(type(obj)):
        current().store.before_change(obj)
        result = getattr(obj, name)(*args, **kwargs)
        if isinstance(obj, set):
            concrete_members(obj)
        return result
    if t is Union:
        from stamen.vm.control import apply_guarded

        return apply_guarded(obj.members, lambda o: mcall(o, name, *args, **kwargs))
    if t is str and name == "join" and len(args) == 1 and not kwargs:
        return str_join(obj, args[0])
    if t in _SPLIT_ARGUMENTS:
        for i, a in enumerate(args):
            if type(a) is Union:  # native code would reject it: call once per member
                from stamen.vm.control import apply_guarded

                return apply_guarded(a.members, lambda m, i=i: mcall(
                    obj, name, *args[:i], m, *args[i + 1:], **kwargs))
    return getattr(obj, name)(*args, **kwargs)


_SPLIT_ARGUMENTS = (str, bytes, tuple, int, frozenset, range)  # pure native methods


_CONTAINER_TYPES = (list, List, dict, set)


def attr(obj, name: str):
    """Returns `obj.name` (a load in lifted code; see `builtins.attribute`); a container's
    mutating method read as a value is a `method_alias`."""
    value = getattr(obj, name) if type(obj) is not Union else attribute(obj, name)
    t = type(value)
    if t is Union:
        return attribute(obj, name)
    if name in MUTATORS and isinstance(obj, (list, dict, set)) and callable(value):
        return method_alias(obj, name)
    return value


def method_alias(obj, name: str):
    """Returns `obj.name` read as a value (`add = xs.append`): for a container's mutating
    method a bound `mcall`, so calling the alias still goes through the store."""
    return functools.partial(mcall, obj, name)


def _mutating_functions() -> dict:
    """Returns {function: position of the list it mutates} for the library functions that
    mutate a list in C, out of the store's sight."""
    import bisect
    import heapq

    return {heapq.heappush: 0, heapq.heappop: 0, heapq.heapify: 0, heapq.heapreplace: 0,
            heapq.heappushpop: 0, bisect.insort: 0, bisect.insort_left: 0,
            bisect.insort_right: 0}


_MUTATING = _mutating_functions()


def fcall(fn, *args, **kwargs):
    """Calls a function whose name is one of a list-mutating library function's
    (heapq.heappush, bisect.insort, ...): the list is logged by the store first. Such C
    code reads the physical list and compares its elements natively, so a list of
    symbolic length or with symbolic elements is refused rather than misread."""
    try:
        position = _MUTATING.get(fn)
    except TypeError:  # an unhashable callable is none of them
        position = None
    if position is None or len(args) <= position or not isinstance(args[position], list):
        return fn(*args, **kwargs)
    xs = args[position]
    values = [*list.__iter__(xs), *args[position + 1:], *kwargs.values()]
    if type(xs) is List and xs._stamen_len is not None or any(
            type(v) in (Term, Union) for v in values):
        from stamen.terms.operators import user_location

        raise UnsupportedConstruct(
            f"{fn.__module__}.{fn.__name__} on a list of symbolic length or with symbolic "
            f"elements (at {user_location().split(' at ')[-1]}); it compares the elements "
            f"natively. Write the loop in lifted code instead.")
    current().store.before_change(xs)
    return fn(*args, **kwargs)


def mklist(items: list) -> List:
    """Returns a list that may later get a symbolic length."""
    return List(items)


class Loop:
    """One execution of a `while` loop: counts iterations whose condition is symbolic."""

    __slots__ = ("where", "count")

    def __init__(self, where: str):
        self.where = where
        self.count = 0

    def go(self, test_thunk, broken, returned):
        """Returns whether to run another iteration: a bool, or the guard under which to."""
        stop = none_set(broken, returned)
        if stop is False:
            return False
        if stop is True:
            c = truth(test_thunk())
        else:
            c = branch_and_merge(stop, lambda: truth(test_thunk()), lambda: False)
        if type(c) is bool:
            return c
        self.count += 1
        if self.count >= 4 and self.count & (self.count - 1) == 0 and not feasible_on_path(c):
            return False  # no execution on this path runs another iteration
        cfg = current().config
        if self.count > cfg.unroll:
            if cfg.on_unroll == "error":
                raise UnrollBoundExceeded(
                    f"the loop at {self.where} still has a symbolic condition after "
                    f"{cfg.unroll} iterations; raise the bound (stamen.config(unroll=...)) or "
                    f"add an unwinding assertion instead (stamen.config(on_unroll='assert'))"
                )
            vm_assert(not_term(c), f"unwinding assertion: the loop at {self.where} may run "
                      f"more than {cfg.unroll} times", location=self.where)
            return False
        return c


def for_go(guard, broken, returned):
    """Returns the guard of one `for` iteration (False: stop)."""
    stop = none_set(broken, returned)
    if guard is True:
        return stop
    if guard is False:
        return False
    return and_term(stop, guard) if stop is not True else guard


def reraise_stamen_error() -> None:
    """Called first in every `except` clause of lifted code: re-raises the exception being
    handled when it is stamen's (a StamenError such as UnsupportedConstruct, or an
    InternalError), which a broad `except Exception:` must not turn into the program's
    own recovery (a refusal would become a verdict)."""
    import sys

    from stamen.errors import InternalError, StamenError

    exc = sys.exception()
    if isinstance(exc, (StamenError, InternalError)):
        raise exc


@contextmanager
def try_region(handled: tuple):
    """Marks a `try` body whose handlers catch the exception types `handled`: such an
    exception raised under a symbolic guard there is refused, not modelled."""
    ctx = current()
    ctx.try_handlers.append(handled)
    try:
        yield
    finally:
        ctx.try_handlers.pop()


def to_concrete_sequence(value):
    """Returns `value` for starred unpacking, which needs a concrete length."""
    return list(value) if not isinstance(value, (list, tuple)) else value


# ----------------------------------------------------------------- match --

def match_sequence(subject, n: int, at_least: bool):
    """Returns whether `subject` is a sequence (not str/bytes) of length n (or >= n)."""
    from stamen.lift.builtins import b_len

    if type(subject) is Union:
        from stamen.vm.control import apply_guarded

        return apply_guarded(subject.members, lambda s: match_sequence(s, n, at_least))
    from collections.abc import Sequence

    from stamen.vm.seq import PaddedTuple

    if isinstance(subject, (str, bytes, bytearray)) or not (
            isinstance(subject, Sequence) or type(subject) is PaddedTuple):
        return False
    length = b_len(subject)
    return operator.ge(length, n) if at_least else py_eq(length, n)


def match_positional(subject, cls, i: int):
    """Returns the i-th positional sub-subject of a class pattern."""
    if cls in (bool, int, float, str, bytes, tuple, list, dict, set, frozenset) and i == 0:
        return subject
    names = getattr(cls, "__match_args__", ())
    if i >= len(names):
        raise TypeError(f"{cls.__name__}() accepts {len(names)} positional sub-pattern(s)")
    return getattr(subject, names[i])


def match_mapping(subject, keys: tuple):
    """Returns whether `subject` is a mapping holding every key."""
    from collections.abc import Mapping

    if not isinstance(subject, Mapping):
        return False
    result = True
    for k in keys:
        result = and_term(truth(result), truth(contains(k, subject)))
    return result


def match_rest(subject, keys: tuple) -> dict:
    """Returns the mapping without the matched keys (for `**rest`)."""
    return {k: v for k, v in subject.items() if k not in keys}


def isinstance_(obj, cls):
    """Returns isinstance(obj, cls), per member for a union."""
    return b_isinstance(obj, cls)


def to_list(value):
    """Returns a list of the value (for `*rest` captures), keeping a symbolic length."""
    from stamen.lift.builtins import b_list

    return b_list(value)


