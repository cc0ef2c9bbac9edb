"""The functions that lifted code calls (as `_stamen_rt.<name>`).

Each gives a Python construct its meaning on symbolic values: `if_` runs a
branch closure directly on a concrete condition and branch-and-merges on a
symbolic one; `and_`/`or_`/`ifexp` take thunks so the right side is
evaluated only under its guard; loops count the iterations whose condition
stayed symbolic against the unrolling bound.
"""

from __future__ import annotations

import abc
import collections
import functools
import inspect
import operator
import os
import string
import sys
import time
import types
import warnings
import weakref

from stamen.boundary import call_native, call_user, mark_program, on_behalf, program_exception
from stamen.errors import (
    InternalError,
    PathFailure,
    StamenError,
    UnliftedBranchError,
    UnsupportedConstruct,
    UntrackedMutation,
)
from stamen.lift.builtins import *  # noqa: F401,F403  (the b_* lifted builtins)
from stamen.lift.builtins import (
    Generated,
    attribute,
    b_dict,
    b_isinstance,
    b_tuple,
    pattern_attr,
    pattern_has_attr,
    present_attribute,
    require_settled_attributes,
)
from stamen.lift.enums import enum_call, is_enum_class
from stamen.lift.expressions import C_RESULTS, LIBRARY_CALLEES, MUTATORS, library_function
from stamen.lift.generators import (  # noqa: F401  (in lifted bodies)
    Enumerated,
    Zipped,
    as_stream,
    first_hit,
    gen_make,
    gen_pull,
    gen_return,
    gen_yield,
    is_stream,
    owned,
)
from stamen.lift.recursion import enter_call, lambda_call  # noqa: F401  (in lifted bodies)
from stamen.lift.unrolling import past_bound, probe_due
from stamen.terms.arith import le as int_le
from stamen.terms.boolean import and_ as and_term
from stamen.terms.boolean import not_ as not_term
from stamen.terms.boolean import or_ as or_term
from stamen.terms.operators import python_type_name, user_line, user_location
from stamen.terms.partial import require
from stamen.terms.pystr import index_or_none, repeat_count_error
from stamen.terms.sorts import STRING
from stamen.terms.term import Term
from stamen.terms.valueset import value_map
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import (
    List,
    PaddedTuple,
    as_index,
    compact,
    list_repeat,
    seq_len,
    seq_physical,
    set_contents,
)
from stamen.vm.paths import regions
from stamen.vm.paths.control import (
    Returns,
    apply_guarded,
    branch_and_merge,
    handled_by_try,
    raise_if_fault,
    term_attribute_error,
)
from stamen.vm.paths.crossing import (
    is_program_helper,
    raise_library_refusal,
    refuse_crossing,
    register_runner,
)
from stamen.vm.paths.feasibility import decided_on_path, feasible_on_path
from stamen.vm.paths.regions import Split
from stamen.vm.paths.relax import Origin, relaxable
from stamen.vm.python import hooks, seqlib
from stamen.vm.python.assertions import assert_ as vm_assert
from stamen.vm.python.counters import counter_most_common, is_counter_method
from stamen.vm.python.dicts import (
    DictView,
    GuardedIterator,
    as_c_sees,
    dict_build,
    dict_fromkeys,
    dict_iterate,
    dict_store,
    foreign_c_dict,
    has_slots,
    is_partial,
    logical_key,
    note_if_linked,
    presence,
    require_concrete_keys,
    settled,
)
from stamen.vm.python.dunders import NOT_USER, user_int
from stamen.vm.python.hashing import call_keeping_hashes
from stamen.vm.python.identity import identical
from stamen.vm.python.messages import require_arity
from stamen.vm.python.pyops import (
    contains,
    del_attr,
    delitem,
    dict_method,
    differs_by_path,
    getitem,
    iterate,
    list_method,
    object_delattr,
    object_setattr,
    py_eq,
    py_ne,
    require_lifted_dunders,
    set_attr,
    setitem,
    str_join,
    truth,
    unpack,
    user_protocol,
)
from stamen.vm.python.pytype import OPERATOR_METHODS, py_getattr, type_of
from stamen.vm.python.reflect import classinfo_cases, python_shapes
from stamen.vm.python.seqlib import (  # noqa: F401  (in lifted bodies)
    elements_of,
    make_tuple,
    order,
    splat,
    star_call,
    star_unpack,
)
from stamen.vm.python.sets import (
    SET_METHODS,
    is_symbolic_set,
    require_view_hashes_unseen,
    set_binop,
    set_build,
    set_method,
    view_binop,
    view_isdisjoint,
)
from stamen.vm.python.strings import (
    concat,
    encodes_open_int,
    format_field,
    percent_field,
    percent_fields,
    render,
    str_method,
)
from stamen.vm.python.watched import Dict
from stamen.vm.state.context import current, install_evaluation_end
from stamen.vm.state.signals import raise_pending
from stamen.vm.values.storedhash import REPLAY_CODE
from stamen.vm.values.union import ABSENT, NO_RETURN, Unbound, Union
from stamen.vm.values.untracked import foreign_function
from stamen.vm.values.writefree import CACHE_WRAPPER, writes_nothing

__all__ = ["Unbound", "NO_RETURN", "bound", "result", "to_c", "set_global", "set_cell",
           "if_",
           "none_set", "assert_", "augop", "setattr_", "delattr_", "getitem", "setitem",
           "delitem", "unpack", "iterate", "Loop", "for_go", "for_next", "loop_iterator",
           "try_body", "try_handle", "raised", "with_enter", "with_body",
           "with_exit", "reraise", "pending", "finally_raised", "finally_ended", "cleared",
           "after_finally", "caught", "store_depth",
           "mklist", "mcall",
           "and_", "or_", "not_", "ifexp", "chain", "eq", "ne", "lt", "le", "gt", "ge", "in_",
           "not_in", "is_", "is_not", "slice_", "attr", "callee", "operator_result", "fcall",
           "fvalue", "fstring", "percent",
           "str_format", "format_method", "format_map_method", "smethod", "splat", "star_unpack",
           "object_setattr", "object_delattr", "binop", "build_dict", "build_set"]

slice_ = slice
setattr_ = set_attr
delattr_ = del_attr
eq = py_eq
ne = py_ne


def _ordering(op):
    """Returns the lifted `a op b` for an order comparison: tuples and lists compare
    lexicographically (see vm.seqlib.order: Python asks for the truth of each element's
    `==`, which native code cannot do on symbolic elements), everything else as Python;
    a symbolic value against a value Python does not order it with is Python's TypeError,
    naming Python's types."""
    def compare(a, b):
        ta, tb = type(a), type(b)
        if ta is Union or tb is Union:  # per member, as vm.seqlib.order would
            if ta is Union:
                return apply_guarded(a.members, lambda m: compare(m, b))
            return apply_guarded(b.members, lambda m: compare(a, m))
        if ta is tb and _generated_order(ta, op):
            return order(op, _field_values(a), _field_values(b))
        for v in (a, b):  # Counter's `<=`, an un-lifted subclass's: they read the storage
            if isinstance(v, (dict, set, frozenset)):
                require_lifted_dunders(v, *_ORDER_METHODS.values())
        return order(op, a, b)  # (a symbolic number against a str: Python's TypeError)

    compare.__name__ = op.__name__
    return compare


_ORDER_METHODS = {operator.lt: "__lt__", operator.le: "__le__", operator.gt: "__gt__",
                  operator.ge: "__ge__"}


def _generated_order(t: type, op) -> bool:
    """Whether `t`'s method for `op` is the one `@dataclass(order=True)` generates: it
    compares the tuples of the fields, which native code cannot do on symbolic fields."""
    params = getattr(t, "__dataclass_params__", None)
    if params is None or not params.order:
        return False
    method = getattr(t, _ORDER_METHODS[op], None)
    code = getattr(method, "__code__", None)
    return code is not None and code.co_filename.startswith("<")


def _field_values(obj) -> tuple:
    """Returns the values of a dataclass's compared fields, in order (as its generated
    order methods compare them)."""
    import dataclasses

    return tuple(getattr(obj, f.name) for f in dataclasses.fields(obj) if f.compare)


lt, le, gt, ge = (_ordering(operator.lt), _ordering(operator.le), _ordering(operator.gt),
                  _ordering(operator.ge))


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
        for _, v in value.members:
            if type(v) is Unbound:
                return _where_bound(value, UnboundLocalError, (
                    f"cannot access local variable '{v.name}' where it is not associated "
                    f"with a value"))
    return value


def gload(value, name: str, kind: str):
    """Returns a global's (or, `kind` "nonlocal", a closure variable's) value where it is
    bound: a name the program bound or deleted on some paths only holds a union with an
    ABSENT member (see vm.store), and reading it raises Python's NameError on those paths
    only (to a lifted `try` that catches it, else as a failure of the path). A free
    variable its function has not bound (on some paths) holds an Unbound there."""
    if type(value) is not Union:
        if value is ABSENT:
            raise NameError(_unbound_message(name, kind))
        if type(value) is Unbound:
            raise NameError(_unbound_message(name, "nonlocal"))
        return value
    for _, v in value.members:
        if v is ABSENT or type(v) is Unbound:
            return _where_bound(value, NameError, _unbound_message(
                name, "nonlocal" if type(v) is Unbound else kind))
    return value


def _where_bound(value: Union, exc_type: type, message: str):
    """Returns the members of `value` that are bound (not ABSENT or Unbound); raises
    `exc_type(message)` on the paths where it is not (to a lifted `try` that catches it,
    else as a failure of the path)."""
    from stamen.terms.boolean import or_ as or_term

    members = [(g, v) for g, v in value.members if v is not ABSENT and type(v) is not Unbound]
    if not members:
        raise exc_type(message)
    ctx = current()
    where = or_term(*(g for g, v in value.members if v is ABSENT or type(v) is Unbound))
    refuse_crossing(exc_type)
    if regions.intercepts(ctx, exc_type):  # a lifted `try` may catch it
        regions.raise_where(where, lambda: exc_type(message), user_location())
    else:
        ctx.vc.fail_under(and_term(ctx.guard(), where), f"{exc_type.__name__}: {message}",
                          "user", user_line())
    return members[0][1] if len(members) == 1 else merge_all(members)


def _unbound_message(name: str, kind: str) -> str:
    if kind == "nonlocal":
        return (f"cannot access free variable '{name}' where it is not associated with a "
                f"value in enclosing scope")
    return f"name '{name}' is not defined"


def result(returned, value):
    """Returns what a lifted function returns when its body ends: `value` where a `return`
    ran (`returned`), None where the body fell off its end."""
    if returned is False or value is NO_RETURN:
        return None
    if returned is True:
        return value
    return merge(returned, value, None)


def to_c(value, name: str):
    """Returns `value`, returned by a lifted special method `name` (one of C_RESULTS);
    refuses a symbolic one (a term or a union) unless stamen itself called the method
    (`call_user(method, ...)`, which reads the result symbolically): Python's C code
    calling it would reject it with its own TypeError, which the program could catch, or
    which C code could turn into another exception (islice: a ValueError)."""
    if type(value) is Term or type(value) is Union:
        _refuse_symbolic_result(name, sys._getframe(1))
    return value


def _refuse_symbolic_result(name: str, method_frame) -> None:
    """Raises the refusal of a symbolic result of special method `name` (whose frame is
    `method_frame`), unless its caller is stamen's `call_user` calling that method."""
    caller = method_frame.f_back
    if caller is not None and caller.f_code is REPLAY_CODE:  # a lifted class's __hash__
        method_frame, caller = caller, caller.f_back          # (see hashing.replayable_hash)
    if caller is not None and caller.f_code is call_user.__code__:
        fn = caller.f_locals.get("fn")
        if getattr(getattr(fn, "__func__", fn), "__code__", None) is method_frame.f_code:
            return
    raise UnsupportedConstruct(
        f"{method_frame.f_code.co_filename}:{method_frame.f_lineno}: "
        f"{method_frame.f_code.co_qualname} returned a symbolic value to Python's own code "
        f"(a built-in or library function such as range(), islice(), int(), format() or "
        f"a C container), which needs a concrete {C_RESULTS[name]}; call it from lifted "
        f"code (len(), bool(), str() there read it symbolically), or return a concrete "
        f"value")


def set_global(namespace: dict, name: str, value) -> None:
    """`name = value` (or `del name`) for a name the lifted function declares global."""
    from stamen.vm.values.union import ABSENT

    current().store.set_key(namespace, name, ABSENT if type(value) is Unbound else value)


def set_cell(reader, value) -> None:
    """`name = value` (or `del name`) for a name declared nonlocal; `reader` is
    `lambda: name`, whose only cell is the variable's."""
    from stamen.vm.values.union import ABSENT

    current().store.set_cell(reader.__closure__[0], ABSENT if type(value) is Unbound else value)


def if_(test, then_fn, else_fn, state: tuple, *extra):
    """Runs then_fn or else_fn on the state (merging both if `test` is symbolic)."""
    c = truth(test)
    if c is True:
        return call_user(then_fn, *extra, *state)
    if c is False:
        return call_user(else_fn, *extra, *state) if else_fn is not None else state
    return branch_and_merge(
        c,
        lambda: call_user(then_fn, *extra, *state),
        (lambda: call_user(else_fn, *extra, *state)) if else_fn is not None else Returns(state),
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
            value = call_user(thunk)
        else:
            value = branch_and_merge(c, thunk, Returns(value))
    return value


def or_(first, *thunks):
    """Returns `first or thunk1() or ...` with Python's value semantics."""
    value = first
    for thunk in thunks:
        c = truth(value)
        if c is True:
            return value
        if c is False:
            value = call_user(thunk)
        else:
            value = branch_and_merge(c, Returns(value), thunk)
    return value


def ifexp(test, then_thunk, else_thunk):
    """Returns `then if test else else` evaluating only the side(s) that may be taken."""
    c = truth(test)
    if c is True:
        return call_user(then_thunk)
    if c is False:
        return call_user(else_thunk)
    return branch_and_merge(c, then_thunk, else_thunk)


def in_(item, container):
    """Returns `item in container`; a class's own `__contains__` is called directly, so that
    a lifted one may answer with a symbolic truth value (Python's `in` would ask for its
    truth natively)."""
    if is_stream(container):  # a lifted generator: taken as far as Python's `in` takes it
        return first_hit(container, lambda e: contains(item, (e,)))
    method = _own_contains(container)
    if method is not None:
        return truth(call_user(method, container, item))
    t = type(container)
    if t is not Union and getattr(t, "__contains__", None) is None and user_protocol(t):
        # Python's search by iteration, in lifted code (a symbolic hit stops it there)
        from stamen.lift.stdlib.membership import contains_by_iteration

        return contains_by_iteration(item, container)
    return contains(item, container)


def _own_contains(container):
    """Returns the `__contains__` a user-defined class gives `container`, else None."""
    cls = type(container)
    if cls is Union or isinstance(container, (list, tuple, dict, set, frozenset, str, bytes,
                                              range)):
        return None
    method = getattr(cls, "__contains__", None)
    if method is None or cls.__module__ == "builtins" or cls.__module__.startswith("stamen."):
        return None
    return method


def not_in(item, container):
    """Returns `item not in container`."""
    return not_term(truth(in_(item, container)))


def is_(a, b):
    """Returns `a is b`: per member for unions and merged objects, `b` for `b is True` on a
    symbolic bool (see vm.identity)."""
    return identical(a, b)


def is_not(a, b):
    """Returns `a is not b`."""
    return not_term(truth(identical(a, b)))


def fvalue(value, conversion: int, spec=""):
    """One replacement field `{value!conversion:spec}` of an f-string (see vm.strings)."""
    return render("an f-string field", format_field, value, conversion, spec, lazy=True)


def fstring(*parts):
    """An f-string: the concatenation of its literal parts and formatted fields."""
    return concat(parts)


def percent(template, args):
    """`template % args` for a string template (printf-style formatting); a template
    chosen by path, on each (Python's own `%` would show a symbolic argument's term)."""
    if type(template) is Union:
        return apply_guarded(template.members, lambda m: percent(m, args))
    if type(args) is Union and isinstance(template, str):  # a tuple on some paths only
        return apply_guarded(args.members, lambda a: percent(template, a))
    if not isinstance(template, str):
        return template % args
    fields = percent_fields(template, args) if type(template) is str else None
    if fields is not None:  # each conversion a field of its own (on a symbolic int too)
        return fstring(*[f if type(f) is str else render("%-formatting", percent_field, *f,
                                                         lazy=True) for f in fields])
    if isinstance(args, tuple):  # its values, as `%` takes any tuple's (a namedtuple's)
        return render("%-formatting", lambda t, *a: call_user(operator.mod, t, a), template,
                      *tuple.__iter__(args), lazy=True)
    return render("%-formatting", lambda t, a: call_user(operator.mod, t, a), template, args,
                  lazy=True)


def smethod(obj, name: str, *args, **kwargs):
    """Calls a method whose name is a str method's: on a string (or a union of strings),
    computed per case (see vm.strings.str_method); otherwise the object's own method."""
    if type(obj) is str or type(obj) is Union or (type(obj) is Term and obj.sort is STRING):
        return str_method(obj, name, args, kwargs)
    with on_behalf():
        method = getattr(obj, name)
    if type(method) in _DESCRIPTORS:
        return descriptor_call(method, *args, **kwargs)  # `str.lower(s)`
    return call_user(method, *args, **kwargs)


def _format_fields(template: str, args: tuple, kwargs: dict) -> list | None:
    """Returns `template.format(*args, **kwargs)` as f-string parts (literal strings and
    fields (value, conversion code, spec)), or None where the template uses what fields do
    not say alone (attribute or index lookups, nested specs, mixed numbering): there
    `str.format` itself runs on each concrete case, or is refused. A field with no value
    is Python's IndexError or KeyError."""
    codes = {None: -1, "s": 115, "r": 114, "a": 97}
    parts: list = []
    auto = 0
    numbered = set()
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    for literal, name, spec, conversion in parsed:
        parts.append(literal)
        if name is None:
            continue
        if "." in name or "[" in name or "{" in spec or conversion not in codes:
            return None
        if name == "":
            numbered.add("auto")
            name, auto = str(auto), auto + 1
        elif name.isdigit():
            numbered.add("manual")
        if len(numbered) > 1:
            return None
        with on_behalf():  # Python's errors of the template, whatever the values
            if name.isdigit() and int(name) >= len(args):
                raise IndexError(f"Replacement index {name} out of range for positional "
                                 f"args tuple")
            if not name.isdigit() and name not in kwargs:
                raise KeyError(name)
        parts.append((args[int(name)] if name.isdigit() else kwargs[name], codes[conversion],
                      spec))
    return parts


def str_format(template, *args, **kwargs):
    """`template.format(*args, **kwargs)` for a string template: its fields as f-string
    fields where it is a plain one (see `_format_fields`)."""
    fields = _format_fields(template, args, kwargs) if type(template) is str else None
    if fields is not None:
        return fstring(*[f if type(f) is str else fvalue(*f) for f in fields])
    keys = list(kwargs)
    return render("str.format()",
                  lambda t, *a: call_user(t.format, *a[:len(args)],
                                          **dict(zip(keys, a[len(args):], strict=True))),
                  template, *args, *kwargs.values(), lazy=True)


def format_method(obj, *args, **kwargs):
    """`obj.format(*args, **kwargs)` where `obj` is not a literal: `str_format` on each
    string the receiver may be (Python's own str.format would show a symbolic argument's
    term); `str.format(template, ...)`; any other object's own `format`."""
    if obj is str and args:
        return format_method(*args, **kwargs)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda m: format_method(m, *args, **kwargs))
    if _str_formats(obj):
        return str_format(obj, *args, **kwargs)
    return call_user(callee(obj, "format"), *args, **kwargs)


def format_map_method(obj, *args, **kwargs):
    """`obj.format_map(mapping)` (see `format_method`): each field's value read from the
    mapping by lifted code, in the template's order, then formatted as `str_format` does."""
    if obj is str and args:
        return format_map_method(*args, **kwargs)
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda m: format_map_method(m, *args, **kwargs))
    if type(obj) is str and len(args) == 1 and not kwargs:
        values = _format_map_values(obj, args[0])
        if values is not None:
            return str_format(obj, **values)
    elif _str_formats(obj):
        raise UnsupportedConstruct(f"{user_location()}: str.format_map() of a symbolic "
                                   f"string or with these arguments")
    return call_user(callee(obj, "format_map"), *args, **kwargs)


def _translate(text: str, table):
    """`text.translate(table)`: Python's own on a table of concrete values (a lifted dict
    handed to C as a plain one); a symbolic value in it is refused (C would read stamen's
    object)."""
    if type(table) is Union:  # a table chosen by path: each path's own
        return apply_guarded(table.members, lambda t: _translate(text, t))
    if isinstance(table, dict):
        table = _plain_table(table, "str.translate() of a table")
    return call_user(str.translate, text, table)


_STR_MAKETRANS = str.maketrans


def _maketrans(table: dict):
    """str.maketrans(table): a lifted dict (stamen's dict type) handed to C as a plain one
    (C takes an exact dict only)."""
    return call_user(_STR_MAKETRANS, _plain_table(table, "str.maketrans() of a dict"))


def _plain_table(table: dict, what: str) -> dict:
    """A lifted dict of concrete keys and values as a plain dict, for C code that reads it
    natively; `what` (a refusal's words) where a key or value is symbolic."""
    if is_partial(table) or any(type(v) in (Term, Union)
                                for v in (*table.keys(), *table.values())):
        raise UnsupportedConstruct(f"{user_line()}: {what} with a symbolic key or value")
    return dict(table.items())


# A string's formatting methods read as values: what a call of them runs in lifted code.
_FORMATTERS = {"format": format_method, "format_map": format_map_method,
               "translate": _translate}


def _str_formats(obj) -> bool:
    """Whether `obj.format` is str.format: a string, a string term, a str subclass that
    keeps str's own."""
    return type(obj) is str or (type(obj) is Term and obj.sort is STRING) or (
        isinstance(obj, str) and type(obj).format is str.format)


def _format_map_values(template: str, mapping) -> dict | None:
    """Returns {field name: mapping[name]} for the fields of `template` (None where the
    template does not parse: Python's own format_map says why); Python's ValueError for
    a positional field."""
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    values = {}
    for _, name, _, _ in parsed:
        if name is None:
            continue
        key = name.split(".", 1)[0].split("[", 1)[0]
        if key == "" or key.isdigit():
            raise ValueError("Format string contains positional fields")
        values[key] = getitem(mapping, key)
    return values


_CMP = {"eq": py_eq, "ne": py_ne, "lt": lt, "le": le, "gt": gt,
        "ge": ge, "in_": in_, "not_in": not_in, "is_": is_, "is_not": is_not}


def chain(left, *pairs):
    """Returns a chained comparison `left op1 r1 op2 r2 ...`, each right side once."""
    op, thunk = pairs[0]
    right = call_user(thunk)
    result = _CMP[op](left, right)
    if len(pairs) == 1:
        return result
    return and_(result, lambda: chain(right, *pairs[1:]))


def assert_(test, message_thunk, location: str) -> None:
    """The lifted `assert` statement: inside a lifted `try` that catches AssertionError it
    raises one where the condition fails (see vm.regions), elsewhere it asserts."""
    c = truth(test)
    if c is True:
        return
    ctx = current()
    if handled_by_try(ctx, AssertionError()):
        def make() -> AssertionError:
            message = call_user(message_thunk) if message_thunk is not None else None
            return AssertionError(*(() if message is None else (message,)))

        if c is False:
            raise make()  # plain Python
        refuse_crossing(AssertionError)
        regions.raise_where(not_term(c), make, location)
        return
    refuse_crossing(AssertionError)  # C code or an un-lifted function would see it
    message = call_user(message_thunk) if message_thunk is not None else None
    text = str(message) if message is not None else f"assertion at {location} failed"
    vm_assert(c, text, location=location)


_AUG = {"+": operator.iadd, "-": operator.isub, "*": operator.imul, "/": operator.itruediv,
        "//": operator.ifloordiv, "%": operator.imod, "**": operator.ipow,
        "<<": operator.ilshift, ">>": operator.irshift, "&": operator.iand, "|": operator.ior,
        "^": operator.ixor, "@": operator.imatmul}


def augop(op: str, target, value):
    """Returns `target op= value`; in-place on lists and dicts, through the store; of a
    union, per member (each member's own in-place method, as on its path: a union's `+`
    would call `__add__` where the member has `__iadd__`)."""
    if type(target) is Union:
        return apply_guarded(target.members, lambda m: augop(op, m, value))
    if isinstance(target, list) and op == "+":
        list_method(target, "extend", (value,))
        return target
    if isinstance(target, list) and op == "*":
        if type(value) is not Term:
            current().store.before_change(target)
            return call_user(operator.imul, target, value)
        repeated = list_repeat(target, value)  # a symbolic count: the list's new contents
        current().store.before_change(target)
        set_contents(target, seq_physical(repeated), seq_len(repeated))
        return target
    if isinstance(target, dict) and op == "|":
        dict_method(target, "update", (value,), {})
        return target
    if isinstance(target, set):
        if op in _SET_UPDATES and (type(value) is Term or not isinstance(
                value, (set, frozenset, Union)) and not any(
                f"__r{_SET_DUNDERS[op]}__" in k.__dict__ for k in type_of(value).__mro__)):
            raise TypeError(f"unsupported operand type(s) for {op}=: 'set' and "
                            f"'{python_type_name(value)}'")  # (update takes any iterable)
        if op in _SET_UPDATES and (is_symbolic_set(target) or is_symbolic_set(value)):
            set_method(target, _SET_UPDATES[op], (value,), {})
            return target
        current().store.before_change(target)
    elif isinstance(target, frozenset) and op in _SET_UPDATES:
        return binop(op, target, value)  # a new frozenset, as Python's
    return call_user(_AUG[op], target, value)


_SET_DUNDERS = {"|": "or", "&": "and", "-": "sub", "^": "xor"}


def _require_repeat_count(a, b) -> None:
    """Raises Python's TypeError for a tuple repeated by a term that is no integer (a
    float): Python decides it by the type alone; a term's `__index__` would refuse it."""
    for seq, n in ((a, b), (b, a)):
        if isinstance(seq, tuple) and type(n) is Term and index_or_none(n) is None:
            raise repeat_count_error(n)


_SET_UPDATES = {"|": "update", "&": "intersection_update", "-": "difference_update",
                "^": "symmetric_difference_update"}


def binop(op: str, a, b):
    """Returns lifted code's `a op b`: on numbers and terms, Python's operator; for `|`,
    `&`, `-`, `^` by value on sets of symbolic shape, and the merge of two dicts (`|`) key
    by key where one has symbolic shape; else Python's operator called as stamen calls the
    program's code (an un-lifted class's `__add__` or `__radd__` handed a term runs under
    the helper watch, vm.paths.crossing)."""
    if type(a) in _OPERANDS and type(b) in _OPERANDS:  # numbers (the common case): no set
        return call_native(_BINARY[op], a, b)  # (`1 // 0`: the program's ZeroDivisionError)
    if type(b) is Union and type(a) is not Union and type(a).__module__ != "builtins":
        # per member, as Python dispatches on each path: a subclass's reflected method
        # there goes first (handed the union, the left operand's own would answer)
        return apply_guarded(b.members, lambda m: binop(op, a, m))
    if type(a) is collections.Counter and type(b) is collections.Counter:
        return _counter_binop(op, a, b)
    if op == "%" and (type(a) is str or type(a) is Union and any(
            type(m) is str for _, m in a.members)):  # a template that is not a literal
        return percent(a, b)
    if op == "*":
        _require_repeat_count(a, b)
    if op not in _SET_OPERATORS:
        return call_user(_BINARY[op], a, b)
    a, b = settled(a), settled(b)
    if op == "|" and isinstance(a, dict) and isinstance(b, dict) and (
            is_partial(a) or is_partial(b)):
        merged = b_dict(a)
        dict_method(merged, "update", (b,), {})
        return merged
    if isinstance(a, (set, frozenset)) and isinstance(b, (set, frozenset)) and (
            is_symbolic_set(a) or is_symbolic_set(b)):
        return set_binop(op, a, b)
    if type(a) is DictView or type(b) is DictView:
        return view_binop(op, a, b)
    if op == "|" and (foreign_c_dict(a) or foreign_c_dict(b)):
        # OrderedDict's `|` reads an exact dict's table, and hashes what it stores
        return note_if_linked(call_keeping_hashes(call_user, operator.or_, as_c_sees(a),
                                                  as_c_sees(b)))
    require_view_hashes_unseen(a)
    require_view_hashes_unseen(b)
    return call_user(_BINARY[op], a, b)


def _counter_binop(op: str, a: collections.Counter, b: collections.Counter):
    """Returns `a op b` of two Counters: Python's own where every count and key is plain,
    else its version in lifted Python (lift.stdlib.counters), which keeps the counts that
    are positive on each path (Python's own would branch on a symbolic count natively)."""
    method = getattr(collections.Counter, _COUNTER_DUNDERS.get(op, ""), None)
    if method not in _LIBRARY or all(
            not is_partial(c) and seqlib.native_ok([*dict.keys(c), *dict.values(c)])
            for c in (a, b)):
        return call_user(_BINARY[op], a, b)
    return _resolved(_LIBRARY, method)(a, b)


_COUNTER_DUNDERS = {"+": "__add__", "-": "__sub__", "|": "__or__", "&": "__and__"}


def build_dict(*parts) -> dict:
    """A dict literal `{k: v, **m}`: each part is a (key, value) pair or a 1-tuple holding a
    mapping to spread; keys compare by value (see vm.dicts)."""
    return dict_build(*parts)


def build_set(elements: list) -> set:
    """A set literal `{a, b, *c}`: members compare by value (see vm.sets)."""
    return set_build(elements)


_BINARY = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
           "//": operator.floordiv, "%": operator.mod, "**": operator.pow,
           "<<": operator.lshift, ">>": operator.rshift, "|": operator.or_,
           "&": operator.and_, "^": operator.xor, "@": operator.matmul}
_SET_OPERATORS = frozenset({"|", "&", "-", "^"})
_OPERANDS = frozenset({int, bool, float, Term})


def mcall(obj, name: str, *args, **kwargs):
    """Calls a (possibly) mutating method: containers go through the store. The unbound
    form (`list.append(xs, v)`) runs the container type's own method on its first argument,
    also where that argument's class overrides it (the override calling its base); a method
    that a subclass the program wrote defines itself is that subclass's, called as written."""
    t = type(obj)
    if name == "fromkeys" and t is type and issubclass(obj, dict) and not kwargs:
        return dict_fromkeys(obj, *args)
    standing_for = getattr(t, "_stamen_arity_of", None)  # (stamen's deque: Python's counts)
    if standing_for is not None and hasattr(standing_for, name):
        require_arity(standing_for, name, args, kwargs)
    if t is type and obj in _CONTAINER_TYPES and args and isinstance(args[0], obj):
        result = _container_method(args[0], name, args[1:], kwargs)
        if result is not _NOT_OWN:
            return result
    if t is List or t is list:
        result = _container_method(obj, name, args, kwargs)
        if result is not _NOT_OWN:
            return result
    if t is DictView and name == "isdisjoint" and obj.kind != "values" and is_partial(obj.d):
        return view_isdisjoint(obj, *args, **kwargs)  # a view of a dict of symbolic shape
    if name in ("count", "index") and (t is PaddedTuple or isinstance(obj, tuple) and getattr(
            t, name) is getattr(tuple, name)):
        return _tuple_method(obj, name, args, kwargs)
    if isinstance(obj, (list, dict, set, frozenset)) and not _overridden(t, name):
        result = _container_method(obj, name, args, kwargs)
        if result is not _NOT_OWN:
            return result
    if t is Union:
        from stamen.vm.paths.control import apply_guarded

        return apply_guarded(obj.members, lambda o: mcall(o, name, *args, **kwargs))
    if (t is Term and obj.sort is STRING) or (t is str and (any(
            type(a) is Term and a.sort is STRING for a in (*args, *kwargs.values())) or
            encodes_open_int(name, args))):
        return str_method(obj, name, args, kwargs)  # a string term: encoded or refused
    if t is str and name == "join" and len(args) == 1 and not kwargs:
        return str_join(obj, args[0])
    if t in _SPLIT_ARGUMENTS:
        for i, a in enumerate(args):
            # A union, or an int term that is one of a few literals (`s.index("]", pc)`
            # with pc merged from two jumps): native code would reject it, so it is called
            # once per case.
            cases = _cases(a) if type(a) in (Union, Term) else None
            if cases is not None:
                from stamen.vm.paths.control import apply_guarded

                return apply_guarded(cases, lambda m, i=i: mcall(
                    obj, name, *args[:i], m, *args[i + 1:], **kwargs))
    with on_behalf():
        method = getattr(obj, name)
    if type(method) is Union:  # an attribute set or deleted on some paths: as `attr` reads it
        method = present_attribute(obj, name, method)
    if t is types.ModuleType and library_function(method):
        return ncall(method, *args, **kwargs)  # `dataclasses.replace(p, ...)` of a union p
    if type(method) in _DESCRIPTORS:
        return descriptor_call(method, *args, **kwargs)  # `str.lower(s)`
    return call_user(method, *args, **kwargs)


_DESCRIPTORS = (types.MethodDescriptorType, types.WrapperDescriptorType)


def descriptor_call(fn, *args, **kwargs):
    """Calls an unbound method of a builtin type (`str.lower(s)`, `key=str.lower`,
    `map(int.bit_length, xs)`) as Python does: it checks that the first argument is an
    instance of the method's class (TypeError otherwise), then calls the method on it. On
    a value of exactly that class, or a stamen value standing for one (a term, a union per
    member, a list of symbolic length), the bound call `mcall` makes is the same method,
    with the meaning stamen gives it on symbolic values (the native descriptor would
    reject the term with a TypeError the program could catch); on a subclass's instance,
    whose own method a bound call could find instead, the descriptor itself."""
    if not args:
        return call_user(fn, *args, **kwargs)
    obj, owner = args[0], fn.__objclass__
    if type(obj) is Union:
        return apply_guarded(obj.members, lambda m: descriptor_call(fn, m, *args[1:], **kwargs))
    actual = type_of(obj)
    if not issubclass(actual, owner):
        raise TypeError(f"descriptor '{fn.__name__}' for '{owner.__name__}' objects doesn't "
                        f"apply to a '{actual.__name__}' object")
    if actual is not type(obj) or type(obj) is owner:
        return mcall(obj, fn.__name__, *args[1:], **kwargs)
    if owner in (dict, set, frozenset):  # a subclass's instance: the container's own method
        out = _container_method(obj, fn.__name__, args[1:], kwargs)  # (stamen's encoding)
        if out is not _NOT_OWN:
            return out
    return call_user(fn, *args, **kwargs)


def _tuple_method(obj, name: str, args: tuple, kwargs: dict):
    """tuple.count / tuple.index (also of a namedtuple or a padded tuple): natively on
    concrete elements, else by the sequence library (symbolic `==`)."""
    if type(obj) is not PaddedTuple and not kwargs and seqlib.native_ok([*obj, *args]):
        return call_user(getattr(tuple, name), obj, *args)  # (its ValueError: the program's)
    require_arity(tuple, name, args, kwargs)
    return getattr(seqlib, name)(obj, *args, **kwargs)




_SPLIT_ARGUMENTS = (str, bytes, tuple, int, frozenset, range)  # pure native methods


_CONTAINER_TYPES = (list, List, dict, set)
_LIST_ITEM_WRITES = {"__setitem__": setitem, "__delitem__": delitem}
_NOT_OWN = object()  # `_container_method`: not a method of the container's type
_PYTHONS = ("builtins", "collections")  # modules whose container classes are Python's own


def _overridden(t: type, name: str) -> bool:
    """Whether a class the program wrote, between `t` and the container type it derives
    from (Python's own, a `collections` one, or stamen's stand-in), defines `name`."""
    for cls in t.__mro__:
        module = cls.__module__
        if module in _PYTHONS or module.startswith("stamen."):
            return False
        if name in vars(cls):
            return True
    return False


def _unlifted_method(obj, name: str):
    """Returns the method `name` of a dict or set subclass where it is the library's own in
    Python and stamen has it in lifted Python (a Counter's `total`: `library_call` then
    takes it where a value is symbolic); None where it is another. Any other method
    written in Python that is not lifted (the library's, or an un-lifted class's) reads
    the container's storage natively, which holds stamen's encoding (an absent marker, a
    set's member records) where its shape differs by path: it is refused there."""
    for cls in type(obj).__mro__:
        method = vars(cls).get(name)
        if method is None:
            continue
        if type(method) is not types.FunctionType or cls.__module__.startswith("stamen."):
            return None  # a C method, a descriptor the call resolves, a stand-in's own
        if method in _LIBRARY:
            return method
        if not getattr(method, "__stamen_lifted__", False) and differs_by_path(obj):
            fix = ("compute it in lifted code" if cls.__module__ in _PYTHONS
                   else f"decorate `{cls.__name__}` with @stamen.lifted")
            raise UnsupportedConstruct(
                f"{user_line()}: {cls.__name__}.{name}() of a {type(obj).__name__} whose "
                f"contents differ by path, in code stamen does not lift (it reads the "
                f"storage natively); {fix}")
        return None
    return None


def _c_signature_differs(obj: dict, name: str, args: tuple, kwargs: dict) -> bool:
    """Whether a dict subclass's own C method `name` is called with arguments dict's
    method does not take: `OrderedDict.popitem(last=False)` (the one such method of the
    standard library's dict subclasses; `move_to_end` is not dict's at all). It is the
    subclass's method, called natively (`dict_c_method`), not dict's (a TypeError)."""
    return name == "popitem" and bool(args or kwargs) and \
        type(obj).popitem is not dict.popitem and isinstance(obj, collections.OrderedDict)


def _container_method(obj, name: str, args: tuple, kwargs: dict):
    """Returns the result of the method `name` of obj's container type (list, dict, set,
    frozenset) run on `obj` through the store, never a subclass's override of it; or
    _NOT_OWN where the type has no such method."""
    if isinstance(obj, list) and name in dir(list):
        require_arity(list, name, args, kwargs)
        if name in _LIST_ITEM_WRITES and not kwargs:  # `xs.__setitem__(i, v)`: `xs[i] = v`
            return _LIST_ITEM_WRITES[name](obj, *args)
        return list_method(obj, name, args, kwargs)
    if isinstance(obj, dict):
        if name in dir(dict) and not _c_signature_differs(obj, name, args, kwargs):
            require_arity(dict, name, args, kwargs)
            return dict_method(obj, name, args, kwargs)
        if is_counter_method(obj, name):  # counts may be symbolic: a sorting network
            return counter_most_common(obj, *args, **kwargs)
        require_concrete_keys(obj)  # a subclass's own method (Counter.most_common) reads raw
        library = _unlifted_method(obj, name)
        if library is not None:
            return library_call(library, obj, *args, **kwargs)
        with on_behalf():
            method = getattr(obj, name)
        if type(method) is types.BuiltinMethodType:  # a C subclass's (move_to_end)
            return dict_c_method(obj, method, *args, **kwargs)
        return _NOT_OWN
    base = set if isinstance(obj, set) else frozenset if isinstance(obj, frozenset) else None
    if base is None:
        return _NOT_OWN
    if name not in dir(base):
        _unlifted_method(obj, name)  # refused where it would read a symbolic shape
        return _NOT_OWN
    if name in SET_METHODS or is_symbolic_set(obj):
        require_arity(base, name, args, kwargs)
        return set_method(obj, name, args, kwargs)
    if base is set:
        current().store.before_change(obj)
    with on_behalf():
        method = getattr(base, name)
    return call_user(method, obj, *args, **kwargs)


def attr(obj, name: str):
    """Returns `obj.name` (a load in lifted code; see `builtins.attribute`); a container's
    mutating method read as a value is a `method_alias`."""
    if type(obj) is Term:  # the attributes of the Python value it stands for
        return py_getattr(obj, name)
    if type(obj) is CACHE_WRAPPER and name in ("cache_info", "cache_clear"):
        return _cache_state(obj, name)
    if type(obj) is Union and name in OPERATOR_METHODS:
        return functools.partial(_members_method, obj, name)  # not the union's operator
    if type(obj) is str and name in _FORMATTERS:  # `fmt = "{:>3}".format`, as it is called
        return functools.partial(_FORMATTERS[name], obj)
    if type(obj) is Union:
        value = attribute(obj, name)
    else:
        getter = _lifted_getter(type(obj), name)
        if getter is not None:  # run as lifted code calls it, not inside native getattr
            return call_user(getter, obj)
        if name == "__dict__" and isinstance(obj, type):  # a mappingproxy: read natively
            require_settled_attributes(obj, f"{obj.__name__}.__dict__")
        with on_behalf():
            value = getattr(obj, name)
    t = type(value)
    if t is Union:
        return present_attribute(obj, name, value)
    if name in MUTATORS and isinstance(obj, (list, dict, set)) and callable(value):
        return method_alias(obj, name)
    if name == "__getitem__" and isinstance(obj, (list, tuple, dict, PaddedTuple)):
        return functools.partial(getitem, obj)  # `key=xs.__getitem__`: a lifted read
    return value


_GETTERS: dict = {}  # type -> {name: its lifted property of that name}


def _lifted_getter(cls: type, name: str):
    """Returns the lifted getter of the property `cls.name` where Python's attribute read
    is that getter's call (no `__getattribute__` of the program's, no `__getattr__` that an
    AttributeError of the getter would fall back to), else None. Called from lifted code,
    an exception it raises under a symbolic condition is the program's, where native
    getattr's frame stood between (a crossing refused). The properties are cached per
    class and checked again where one is found (a class changed since reads anew)."""
    props = _GETTERS.get(cls)
    if props is None:
        props = {}
        if cls.__getattribute__ is object.__getattribute__ and not hasattr(cls, "__getattr__"):
            for klass in reversed(cls.__mro__):  # the first class defining it wins
                for key, value in vars(klass).items():
                    props.pop(key, None)
                    if type(value) is property and getattr(value.fget, "__stamen_lifted__",
                                                           False):
                        props[key] = value
        if len(_GETTERS) > 4096:
            _GETTERS.clear()
        _GETTERS[cls] = props
    prop = props.get(name) if props else None
    if prop is None:
        return None
    found = next((k.__dict__[name] for k in cls.__mro__ if name in k.__dict__), None)
    if found is not prop or cls.__getattribute__ is not object.__getattribute__ or \
            hasattr(cls, "__getattr__"):
        del _GETTERS[cls]  # the class changed since: read it anew
        return _lifted_getter(cls, name)
    return prop.fget


def callee(obj, name: str):
    """Returns `obj.name` read as the callee of a method call `obj.name(...)`: a method
    (or callable) stored on the instance on some paths only is the class's on the others,
    as a load reads it (`attr`); a term's own methods are its own (`x.bit_length()`); the
    program's un-lifted code (a method of an un-lifted class, a helper stored on an
    object) is called as `dcall` calls it, under crossing's helper watch."""
    if type(obj) is CACHE_WRAPPER and name in ("cache_info", "cache_clear"):
        return _cache_state(obj, name)
    if type(obj) is DictView and name == "isdisjoint" and obj.kind != "values" and \
            is_partial(obj.d):
        return functools.partial(view_isdisjoint, obj)  # a view of a dict of symbolic shape
    if type(obj) is Term and (not hasattr(Term, name) or name in OPERATOR_METHODS):
        return py_getattr(obj, name)  # the value's method (`x.conjugate()`), or refused
    if type(obj) is str and name in _FORMATTERS:
        return functools.partial(_FORMATTERS[name], obj)
    if obj is str and name == "maketrans":
        return functools.partial(ncall, _STR_MAKETRANS)
    if type(obj) is Union and name in OPERATOR_METHODS:
        return functools.partial(_members_method, obj, name)  # not the union's operator
    with on_behalf():
        value = getattr(obj, name)
    if type(value) is Union and type(obj) is not Term:
        return present_attribute(obj, name, value)
    if type(value) in _DESCRIPTORS:
        return functools.partial(descriptor_call, value)  # `int.bit_length(x)`
    if type(obj) is slice and name == "indices" and any(
            type(b) in (Term, Union) for b in (obj.start, obj.stop, obj.step)):
        return functools.partial(slice_indices_of, obj)  # C code reads the bounds natively
    if type(value) is types.BuiltinMethodType and isinstance(obj, dict) and \
            type(obj) is not dict and not hasattr(dict, name):
        return functools.partial(dict_c_method, obj, value)  # `od.move_to_end(k)`
    if is_program_helper(value) or (type(value) in _FOREIGN_CALLABLES
                                    and foreign_function(value)):
        return functools.partial(dcall, value)  # crossing's helper watch; a union per member
    if name == "__new__" and type(value) is types.BuiltinFunctionType:
        return functools.partial(dcall, value)  # `object.__new__(cls)`, cls chosen by path
    return value


_FOREIGN_CALLABLES = (types.MethodType, types.FunctionType)


def _members_method(obj: Union, name: str, *args, **kwargs):
    """Calls each member's own method `name` under its guard (`s.__lt__(1)` of a union of
    strings: each str's, NotImplemented; the union's own `__lt__` is the operator `<`)."""
    return apply_guarded(obj.members, lambda m: callee(m, name)(*args, **kwargs))


def slice_indices_of(s: slice, length):
    """Returns s.indices(length) for a slice holding a symbolic bound (C code would read
    it natively): seqlib's computation of Python's, per member of a union bound; Python's
    ValueError for a negative length."""
    for field in ("start", "stop", "step"):
        bound = getattr(s, field)
        if type(bound) is Union:
            def one(m, field=field):
                parts = {"start": s.start, "stop": s.stop, "step": s.step, field: m}
                return slice_indices_of(slice(parts["start"], parts["stop"], parts["step"]),
                                        length)
            return apply_guarded(bound.members, one)
    n = as_index(length)
    require(int_le(0, n), "length should not be negative", ValueError)
    return seqlib.slice_indices(n, s)[:3]


def operator_index(value):
    """operator.index(value): an int term as it is, a bool as 0 or 1, per member of a
    union; the program's own `__index__`, whose int may be symbolic; else Python's."""
    if type(value) is Union:
        return apply_guarded(value.members, operator_index)
    if type(value) is Term:
        return as_index(value)
    n = user_int(value, "__index__")
    return call_user(operator.index, value) if n is NOT_USER else n


def dict_c_method(obj: dict, method, *args, **kwargs):
    """Calls a dict subclass's own C method (`OrderedDict.move_to_end`): it reads the
    physical entries and hashes its arguments natively. So a union argument, or a term
    known to be one of a few literals, is split (`ncall`: the method is called on each
    value under its guard, as each path calls it; a change under a guard the store sees
    as untracked, and refuses); the call is refused where a key is symbolic (a `Slot`,
    which a native lookup of its value misses) or an argument is another term (which C
    code hashes by its identity, not its value), where a native answer would be wrong."""
    require_concrete_keys(obj)
    if has_slots(obj) or any(type(a) is Term and _cases(a) is None
                             for a in (*args, *kwargs.values())):
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: {type(obj).__name__}.{method.__name__}() "
            f"with a symbolic key: it is C code that hashes keys natively; make the keys "
            f"concrete first (stamen.concretize(key, candidates))")
    if foreign_c_dict(obj):  # its own C state (an OrderedDict's order): undone, merged
        current().store.before_change(obj)
    return ncall(method, *args, **kwargs)


def operator_result(name: str, value):
    """Returns what the lifted operator method `name` returned, refusing a union with a
    NotImplemented member: Python's operator, which called it natively, would try the
    reflected method (or raise TypeError) on those paths only, which native dispatch
    cannot do (`==` and `!=` are dispatched per path by vm.python.dunders)."""
    if type(value) is Union and any(m is NotImplemented for _, m in value.members) and \
            len(value.members) > 1:
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: {name} returns NotImplemented on some "
            f"paths only; Python's operator then tries the reflected method there, which "
            f"stamen does only for == and !=: decide NotImplemented before branching on "
            f"symbolic values (by the operand's class, when it is not a union)")
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


def _math_functions() -> dict:
    """Returns {math function: its meaning on symbolic values} (see terms.pyfloat and
    terms.intbits)."""
    import math

    from stamen.terms import intbits, pyfloat

    return {math.isnan: pyfloat.isnan, math.isinf: pyfloat.isinf,
            math.isfinite: pyfloat.isfinite, math.copysign: pyfloat.copysign,
            math.fabs: pyfloat.fabs, math.gcd: intbits.gcd, math.lcm: intbits.lcm,
            math.isqrt: intbits.isqrt, math.comb: intbits.comb, math.perm: intbits.perm,
            math.factorial: intbits.factorial,
            math.isclose: pyfloat.isclose, math.fsum: pyfloat.fsum, math.sqrt: pyfloat.sqrt}


# The math functions that take keyword arguments (the others' keywords go to Python).
_MATH_KEYWORDS = {"isclose"}


_MATH = _math_functions()


def _math_call(fn, lifted_fn, args: tuple, kwargs: dict):
    """Calls math function `fn` per member of a union argument: its symbolic meaning
    `lifted_fn` where an argument is a term, Python's own function on concrete members
    (`math.isnan(2)` on the int member of a union is False, as in Python)."""
    for i, a in enumerate(args):
        if type(a) is Union:
            return apply_guarded(a.members, lambda m, i=i: _math_call(
                fn, lifted_fn, (*args[:i], m, *args[i + 1:]), kwargs))
    if any(type(a) is Term for a in args) or _symbolic_items(fn, args):
        return lifted_fn(*args, **kwargs)
    return call_user(fn, *args, **kwargs)


def _symbolic_items(fn, args: tuple) -> bool:
    """Whether math.fsum's iterable holds a symbolic value (its one refusal's test)."""
    return fn.__name__ == "fsum" and len(args) == 1 and isinstance(args[0], (list, tuple)) \
        and any(type(v) in (Term, Union) for v in args[0])


def fcall(fn, *args, **kwargs):
    """Calls a function whose name is one of a list-mutating library function's
    (heapq.heappush, bisect.insort, ...): the list is logged by the store first. Such C
    code reads the physical list and compares its elements natively, so a list of
    symbolic length or with symbolic elements is refused rather than misread. A math
    function of a symbolic float (math.isnan, ...) gets its meaning on terms."""
    try:
        position = _MUTATING.get(fn)
        lifted_math = _MATH.get(fn)
    except TypeError:  # an unhashable callable is none of them
        position = lifted_math = None
    if lifted_math is not None and (not kwargs or fn.__name__ in _MATH_KEYWORDS) and (
            any(type(a) in (Term, Union) for a in args) or _symbolic_items(fn, args)):
        return _math_call(fn, lifted_math, args, kwargs)
    if position is None or len(args) <= position or not isinstance(args[position], list):
        if position is not None and len(args) > position and type(args[position]) is Union \
                and fn in _LIBRARY:  # a list chosen by path: the lifted version on each
            return library_call(fn, *args, **kwargs)
        return call_user(fn, *args, **kwargs)
    if fn in _LIBRARY:
        return library_call(fn, *args, **kwargs)
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
    return call_user(fn, *args, **kwargs)


_LIBRARY: dict = {}  # {library function: its version in lifted Python} (see lift.stdlib)
_REPLACED: dict = {}  # {library type or function: its replacement, always called}


def install_library(functions: dict, replaced: dict) -> None:
    """Installs {library function: its version in lifted Python}, and {library type or
    function: its replacement}, each given as "module:name" and imported when first
    needed (called by lift.stdlib, whose functions are lifted, which needs this module): a
    call of the library function, by whatever name, goes to `library_call`; of a replaced
    one, to its replacement."""
    _LIBRARY.update(functions)
    _REPLACED.update(replaced)
    for fn in functions:
        if fn not in _MUTATING:  # those go through `fcall`, which calls `library_call`
            _BY_OBJECT[fn] = functools.partial(library_call, fn)
    for fn in replaced:
        _BY_OBJECT[fn] = functools.partial(_replaced_call, fn)
    LIBRARY_CALLEES.update([*functions, *replaced])  # the rewriter sends their calls to `dcall`


def _resolved(table: dict, fn):
    """Returns table[fn], importing it the first time ("module:name")."""
    target = table[fn]
    if type(target) is str:
        import importlib

        module, _, name = target.partition(":")
        target = table[fn] = getattr(importlib.import_module(module), name)
    return target


def _replaced_call(fn, *args, **kwargs):
    """Calls the replacement of a library type or function (see `install_library`). A key
    chosen per path is handed on whole: the replacement (itertools.groupby) tests it for
    None in lifted code, per path; a call split per key would make a union of lazy
    streams, read one whole member at a time."""
    return _resolved(_REPLACED, fn)(*args, **kwargs)


def _per_key(call, fn, args: tuple, kwargs: dict):
    """Returns the merge of call(fn, *args, **kwargs) made once per member of the union
    `kwargs["key"]` (a key chosen per path, None on some: no key there), each under its
    guard."""
    return apply_guarded(kwargs["key"].members,
                         lambda k: call(fn, *args, **{**kwargs, "key": k}))


def library_call(fn, *args, **kwargs):
    """Calls a library function that stamen has in lifted Python (heapq, bisect): the
    native function where its arguments are plain concrete values and no `key` is given
    (the list it mutates logged by the store first), else its lifted version, which
    compares symbolic elements and writes through the store (see lift.stdlib). A key
    chosen per path (None on some: no key there) is taken on each."""
    if type(kwargs.get("key")) is Union:
        return _per_key(library_call, fn, args, kwargs)
    if kwargs.get("key") is None and all(_plain(a) for a in (*args, *kwargs.values())):
        position = _MUTATING.get(fn)
        if position is not None and len(args) > position and isinstance(args[position], list):
            current().store.before_change(args[position])
        return call_user(fn, *args, **kwargs)
    return _resolved(_LIBRARY, fn)(*args, **kwargs)


def builtin_misuse(name: str, *args, **kwargs):
    """A call of the builtin `name` with arguments its lifted replacement does not take
    (`max(b=1)`, `len(1, 2)`): on concrete values Python's own call, whose TypeError (or
    answer) is Python's; on symbolic ones refused, since no replacement computes it."""
    import builtins

    fn = getattr(builtins, name)
    if all(_plain(v) for v in (*args, *kwargs.values())):
        return call_user(fn, *args, **kwargs)
    raise UnsupportedConstruct(
        f"{user_location().split(' at ')[-1]}: {name}() called with arguments stamen's "
        f"{name}() does not take ({len(args)} positional, keywords {sorted(kwargs)}), on "
        f"symbolic values: Python would raise its TypeError here, or take arguments stamen "
        f"does not model")


def _plain(value) -> bool:
    """Whether native code can compare `value` (and its elements) exactly as lifted code
    would: a concrete atom, or a list (of concrete length) or tuple of them."""
    if type(value) is List:
        return value._stamen_len is None and seqlib.native_ok(list.__iter__(value))
    return seqlib.native_ok((value,))


def _lifted_by_object() -> dict:
    """Returns {builtin object: its lifted replacement}: the builtins the rewriter replaces
    by name (`len` -> `b_len`), and the library functions the runtime gives a meaning on
    symbolic values, so that a call finds them whatever name reaches them."""
    import builtins
    from fractions import Fraction

    from stamen.lift import builtins as lifted_builtins
    from stamen.lift.expressions import LIFTED_BUILTINS

    table: dict = {getattr(builtins, name): getattr(lifted_builtins, f"b_{name}")
                   for name in LIFTED_BUILTINS}
    table[Fraction] = lifted_builtins.b_fraction
    table[collections.Counter] = lifted_builtins.b_counter
    table[functools.reduce] = lifted_builtins.b_reduce
    for fn in (*_MUTATING, *_MATH):
        table[fn] = functools.partial(fcall, fn)
    table.update(_OPERATOR_TESTS)
    return table


# The operator module's functions that take a truth value, a membership, an index or a
# count: C code would ask a symbolic value for a concrete one; each is the lifted
# operation it names.
_OPERATOR_TESTS = {operator.not_: lambda a: not_(a), operator.truth: lambda a: truth(a),
                   operator.contains: lambda a, b: in_(b, a),
                   operator.index: lambda a: operator_index(a),
                   operator.countOf: lambda a, b: seqlib.count(b_tuple(a), b)}


_BY_OBJECT = _lifted_by_object()
# Callables hashed by identity (a Python function may be a library function stamen lifts).
_KEYED = (types.BuiltinFunctionType, type, abc.ABCMeta, types.FunctionType)


def spread_keywords(mapping):
    """`f(**mapping)`: the mapping as Python's call reads it. A dict (or a union of dicts)
    whose keys are the same names in the same order wherever it exists is one dict of
    the merged values (the call binds the same parameters on every path); one whose keys
    depend on the path (a symbolic key, a key present on some paths only, dicts of other
    keys) is refused: which parameters the call binds would differ between the paths,
    and it is one call."""
    if type(mapping) is not Union and not (type(mapping) in (dict, Dict) and
                                           is_partial(mapping)):
        return mapping
    members = mapping.members if type(mapping) is Union else [(True, mapping)]
    entries = [_keyword_entries(m, g) for g, m in members]
    if any(e is None or [k for k, _ in e] != [k for k, _ in entries[0]] for e in entries):
        raise UnsupportedConstruct(
            f"{user_line()}: `**` of a dict whose keys depend on the path (or of other "
            f"mappings on other paths): the parameters the call binds would differ "
            f"between the paths; make the call on each path (inside the branch)")
    return {k: merge_all([(g, e[i][1]) for (g, _), e in zip(members, entries, strict=True)])
            for i, (k, _) in enumerate(entries[0])}


def _keyword_entries(d, g) -> list | None:
    """Returns the (name, value) entries of the dict `d` where `g` holds, in order: each
    a str key present wherever g does (else None: not the same names on every path)."""
    if type(d) not in (dict, Dict):
        return None
    out = []
    for physical, raw in dict.items(d):
        key = logical_key(physical)
        present, value = presence(raw)
        if and_term(g, present) is False:  # absent wherever this member exists
            continue
        if type(key) is not str or (and_term(g, not_term(present)) is not False and
                                    decided_on_path(or_term(not_term(g), present)) is not True):
            return None
        out.append((key, value))
    return out


def dcall(fn, *args, **kwargs):
    """Calls a callee the rewriter could not see (a local, a closure variable, a global
    bound later): a builtin or library function reached by another name (`f = abs`,
    `gcd` imported after the function was lifted) is called as lifted code calls it by
    its own name (its lifted replacement, or `ncall` for a module's C function), anything
    else directly."""
    t = type(fn)
    if t is functools.partial:  # its function called as lifted code calls it by name
        return dcall(fn.func, *fn.args, *args, **{**fn.keywords, **kwargs})
    if t in _OPERATOR_CALLERS:
        return _OPERATOR_CALLERS[t](fn, *args, **kwargs)
    if t is type and fn in _OPERATOR_CALLERS:  # made of a symbolic name: refused as C's
        return ncall(fn, *args, **kwargs)
    if t in _KEYED:
        lifted = _BY_OBJECT.get(fn)
        if lifted is not None:
            return _call_lifted(fn, lifted, args, kwargs)
        if t is types.BuiltinFunctionType and isinstance(fn.__self__, types.ModuleType):
            return ncall(fn, *args, **kwargs)
        if t is types.BuiltinFunctionType and isinstance(fn.__self__, type):
            # `object.__new__(cls)` of a class chosen per path: C reads it natively
            out = _per_case(lambda *a, **k: dcall(fn, *a, **k), args, kwargs, _class_cases)
            if out is not _WHOLE:
                return out
    if t is types.MethodType and isinstance(fn.__self__, (dict, set, frozenset)):
        obj = fn.__self__
        if is_counter_method(obj, fn.__name__):
            return counter_most_common(obj, *args, **kwargs)  # symbolic counts
        library = _unlifted_method(obj, fn.__name__)
        if library is not None:
            return library_call(library, obj, *args, **kwargs)
    if t in _DESCRIPTORS:
        return descriptor_call(fn, *args, **kwargs)  # `key=str.lower`
    if foreign_function(fn):  # handed a union, it would read stamen's object (its type)
        out = _per_case(lambda *a, **k: dcall(fn, *a, **k), args, kwargs, python_shapes)
        if out is not _WHOLE:
            return out
    if t is CACHE_WRAPPER:
        out = cached_call(fn, *args, **kwargs)
    elif is_enum_class(fn):
        out = enum_call(fn, *args, **kwargs)
    elif isinstance(fn, type) and _lifted_new(fn):
        out = _constructed(fn, args, kwargs)
    else:
        out = call_user(fn, *args, **kwargs)  # the program's callee (crossing's helper watch)
    raise_pending()  # a refusal that callee (un-lifted code) caught ends here
    return out


def _class_cases(v):
    """The members of a union of classes (one call per class), else None."""
    if type(v) is Union and all(isinstance(m, type) for _, m in v.members):
        return v.members
    return None


def _call_methodcaller(fn, obj, *rest, **kwargs):
    """operator.methodcaller(name, *args, **kw)(obj): `obj.name(*args, **kw)` as lifted
    code calls it (C code would hand a symbolic argument to the method natively)."""
    if rest or kwargs:
        return call_user(fn, obj, *rest, **kwargs)  # Python's TypeError for the count
    maker, args = fn.__reduce__()
    keywords = maker.keywords if type(maker) is functools.partial else {}
    name, *args = (*maker.args, *args) if type(maker) is functools.partial else args
    return mcall(obj, name, *args, **keywords)


def _call_attrgetter(fn, obj, *rest, **kwargs):
    """operator.attrgetter(*names)(obj), each (dotted) name read as lifted code reads it."""
    if rest or kwargs:
        return call_user(fn, obj, *rest, **kwargs)
    names = fn.__reduce__()[1]
    values = []
    for dotted in names:
        v = obj
        for part in dotted.split("."):
            v = attr(v, part)
        values.append(v)
    return values[0] if len(values) == 1 else tuple(values)


def _call_itemgetter(fn, obj, *rest, **kwargs):
    """operator.itemgetter(*keys)(obj), each item read as lifted code reads it."""
    if rest or kwargs:
        return call_user(fn, obj, *rest, **kwargs)
    keys = fn.__reduce__()[1]
    values = [getitem(obj, k) for k in keys]
    return values[0] if len(values) == 1 else tuple(values)


_OPERATOR_CALLERS = {operator.methodcaller: _call_methodcaller,
                     operator.attrgetter: _call_attrgetter,
                     operator.itemgetter: _call_itemgetter}


# Per evaluation, the cache wrappers (by id) a call went past (`cached_call`): their C
# statistics no longer count what Python's would.
_PAST_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _cache_state(fn, name: str):
    """Returns a cache wrapper's `cache_info` or `cache_clear` read in lifted code. Its
    statistics are refused once a call of this evaluation went past the cache (Python's
    would have counted a hit or a miss by the arguments' values); clearing it is C state
    the store does not see, so under a symbolic condition it is refused, and elsewhere
    it makes the statistics Python's again."""
    where = user_line()
    past = _PAST_CACHE.setdefault(current(), set())
    if name == "cache_info":
        if id(fn) in past:
            raise UnsupportedConstruct(
                f"{where}: {fn.__wrapped__.__name__}.cache_info() after a call on symbolic "
                f"arguments or under a symbolic condition, which did not go through the "
                f"cache: Python's hits and misses depend on the arguments' values")
        return fn.cache_info
    if current().guard() is not True:
        raise UnsupportedConstruct(
            f"{where}: {fn.__wrapped__.__name__}.cache_clear() under a symbolic condition: "
            f"the cache is C state that would be emptied on every path")

    def cache_clear():
        past.discard(id(fn))
        fn.cache_clear()
    return cache_clear


def _cache_as_first_run_found_it(fn) -> None:
    """Path by path (merge="none") every run of the thunk must find `fn`'s C cache as the
    first run found it, or a later run hits what an earlier, undone, run stored and skips
    the call's writes: a cache empty when the exploration first called it is emptied
    before each run; a cache that held entries then (not restorable) is refused once a
    run has changed it."""
    explorer = current().explorer
    if explorer is None:
        return
    size, key = fn.cache_info().currsize, ("cache", id(fn))
    if key not in explorer.noted:
        explorer.noted[key] = size
        if size == 0:
            explorer.run_resets.append(fn.cache_clear)
    first = explorer.noted[key]
    if first != 0 and size != first:
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: {fn.__wrapped__.__name__}, cached by "
            f"functools, under merge='none': each path re-runs the program, and this "
            f"run would find entries an earlier path stored (its cache held entries "
            f"before, which stamen cannot put back); clear the cache first, or use "
            f"another merge strategy")


def cached_call(fn, *args, **kwargs):
    """Calls a `functools.cache` / `lru_cache` function from lifted code. Its cache is C
    state the store does not see, and Python finds a hit by the arguments' values, not
    their terms: so it is used only on concrete arguments outside any symbolic branch
    (where it fills as Python's does); elsewhere the function itself is called, which
    gives Python's answer when it provably writes nothing (`writes_nothing`: a hit only
    skips a call that changes nothing); otherwise the call is refused."""
    values = (*args, *kwargs.values())
    if current().guard() is True and all(_plain(v) for v in values):
        _cache_as_first_run_found_it(fn)
        return call_user(fn, *args, **kwargs)
    if writes_nothing(fn.__wrapped__, values):
        _PAST_CACHE.setdefault(current(), set()).add(id(fn))
        return call_user(fn.__wrapped__, *args, **kwargs)
    raise UnsupportedConstruct(
        f"{user_location().split(' at ')[-1]}: {fn.__wrapped__.__name__}, cached by "
        f"functools, called on symbolic arguments or under a symbolic condition: whether "
        f"the cache hits (skipping the call's effects) depends on values stamen does not "
        f"know; call it without the cache, or make it write nothing")


hooks.install_call_value(dcall)  # a callable passed to the library (`key=str`) runs as here


def ncall(fn, *args, **kwargs):
    """Calls a module's C function (`math.gcd`, `operator.add`) from lifted code. C code
    reads its arguments natively, so a union argument, or a term known to be one of a few
    literals, is split: the function is called on each member (value) under its guard, as
    Python computes it on each path; another symbolic argument is passed as is (operator
    functions dispatch to the term's own dunders), and where the function needs its
    concrete value the call is refused at the user's line (UnsupportedConstruct), never
    a failure of the path. A builtin stamen lifts (`len`, `max`, `abs` reached as `ln =
    len`) is its lifted replacement."""
    if fn is _STR_MAKETRANS and len(args) == 1 and not kwargs and isinstance(args[0], dict):
        return _maketrans(args[0])
    if isinstance(fn, type) and issubclass(fn, BaseExceptionGroup) and len(args) == 2 and \
            not kwargs and isinstance(args[1], (list, tuple)):
        elems, n = elements_of(args[1])
        if type(n) is int:
            split = _exception_group(fn, args[0], elems[:n])
            if split is not _WHOLE:
                return split
            args = (args[0], list(elems[:n]))
    if type(fn) in _KEYED:
        lifted = _BY_OBJECT.get(fn)
        if lifted is not None:
            return _call_lifted(fn, lifted, args, kwargs)
        if fn in _C_SETTINGS and current().guard() is not True:
            _refuse_c_setting(fn)
    out = _per_case(lambda *a, **k: ncall(fn, *a, **k), args, kwargs, _cases)
    if out is not _WHOLE:
        return out
    try:
        out = call_user(fn, *args, **kwargs)
    except (UnliftedBranchError, TypeError) as exc:
        if not any(_holds_term(v) for v in (*args, *kwargs.values())):
            raise  # (a TypeError with no symbolic argument is Python's)
        name = f"{getattr(fn, '__module__', None) or ''}.{fn.__qualname__}".lstrip(".")
        name = name.removeprefix("builtins.")
        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: {name}() of a symbolic value: it is "
            f"library code that needs the concrete value; compute it in lifted code, or "
            f"concretize the argument first (stamen.concretize)") from exc
    raise_pending()  # a refusal the C function swallowed or converted ends here
    return out


def _exception_group(fn, message, elems: list):
    """fn(message, elems) of an exception group whose elements' exceptions may be chosen
    per path: C reads each element's type natively, so such an element is split per
    member (the group made of each path's own); _WHOLE where none is."""
    for k, e in enumerate(elems):
        if type(e) is Union:
            return apply_guarded(e.members, lambda m, k=k: ncall(
                fn, message, [*elems[:k], m, *elems[k + 1:]]))
    return _WHOLE


def _holds_term(v, depth: int = 2) -> bool:
    """Whether `v` is a term, or a list, tuple, set or dict holding one (`depth` levels
    down): what C code handed it reads natively, and may reject with a TypeError."""
    t = type(v)
    if t is Term:
        return True
    if depth and t in (list, tuple, set, frozenset):
        return any(_holds_term(e, depth - 1) for e in v)
    if depth and t is dict:
        return any(_holds_term(e, depth - 1) for e in (*dict.keys(v), *dict.values(v)))
    return False


def _call_lifted(fn, lifted, args: tuple, kwargs: dict):
    """Calls `lifted`, the replacement of the builtin or library function `fn`; where the
    arguments do not fit its signature (the TypeError is raised at this call, not inside
    it), a builtin's call is Python's to make (`builtin_misuse`)."""
    try:
        return lifted(*args, **kwargs)
    except TypeError as exc:
        if exc.__traceback__.tb_next is not None or not _is_builtin(fn):
            raise
        return builtin_misuse(fn.__name__, *args, **kwargs)


def _lifted_new(cls: type) -> bool:
    """Whether calling `cls` runs a lifted `__new__` of the program's (under Python's own
    `type.__call__`), whose result may differ by path."""
    return type(cls).__call__ is type.__call__ and getattr(
        cls.__new__, "__stamen_lifted__", False)


def _constructed(cls: type, args: tuple, kwargs: dict):
    """`cls(*args, **kwargs)` as `type.__call__` runs it, per path: `__new__`, then
    `__init__` on the paths where it returned an instance of `cls` (an existing object
    included), none where it returned something else (native `type.__call__` handed the
    union skipped `__init__` on every path)."""
    obj = call_user(cls.__new__, cls, *args, **kwargs)

    def initialised(o):
        if isinstance(o, cls):
            r = call_user(type(o).__init__, o, *args, **kwargs)
            if r is not None:
                raise TypeError(f"__init__() should return None, not '{type(r).__name__}'")
        return o

    if type(obj) is Union:
        return apply_guarded(obj.members, initialised)
    return initialised(obj)


def _is_builtin(fn) -> bool:
    """Whether `fn` is one of Python's builtins (`max`, not a library function)."""
    import builtins

    return getattr(builtins, getattr(fn, "__name__", ""), None) is fn


_WHOLE = object()  # `_per_case`: no argument splits


def _per_case(call, args: tuple, kwargs: dict, cases):
    """Returns the merge of call(*args, **kwargs) made once per case of the first argument
    that `cases` splits (`cases(value)`: its (guard, value) pairs, or None), each under its
    guard, the other split arguments split by the calls made there; `_WHOLE` when `cases`
    splits no argument."""
    for i, a in enumerate(args):
        split = cases(a)
        if split is not None:
            return apply_guarded(split, lambda m, i=i: call(*args[:i], m, *args[i + 1:],
                                                              **kwargs))
    for k, a in kwargs.items():
        split = cases(a)
        if split is not None:
            return apply_guarded(split, lambda m, k=k: call(*args, **{**kwargs, k: m}))
    return _WHOLE


_WARNINGS = frozenset({warnings.warn, warnings.warn_explicit})


def _c_settings() -> frozenset:
    """Returns the C functions that change the interpreter's or a library's settings,
    held in C where neither the store nor the untracked check sees them (the recursion
    limit, decimal's current context, the locale, the working directory, ...), and the
    warnings module's warn, whose log and registry the library holds."""
    import decimal
    import gc
    import locale
    import socket

    return frozenset({*_WARNINGS, sys.setrecursionlimit, sys.setswitchinterval,
                      sys.set_int_max_str_digits, gc.enable, gc.disable, gc.set_threshold,
                      gc.set_debug, decimal.setcontext, locale.setlocale, os.chdir, os.umask,
                      os.putenv, os.unsetenv, socket.setdefaulttimeout,
                      *(getattr(time, "tzset", None),)} - {None})


_C_SETTINGS = _c_settings()


def _refuse_c_setting(fn) -> None:
    """Refuses a call of `fn` (one of `_C_SETTINGS`) under a symbolic condition: it would
    change C state on every path, which stamen can neither undo nor merge."""
    what = ("records the warning in the warnings module's state (a catch_warnings log, "
            "the caller's __warningregistry__) and may print it" if fn in _WARNINGS else
            "changes a setting held in C (the interpreter's or a library's)")
    module = fn.__module__.lstrip("_")  # (`_warnings.warn` is warnings.warn)
    raise UntrackedMutation(
        f"{user_location().split(' at ')[-1]}: {module}.{fn.__name__}() under a symbolic "
        f"condition: it {what}, which would change on every path; call it outside the "
        f"branch")


def _cases(value) -> list | None:
    """Returns [(guard, value)] for a union, or for a term known to be one of a few
    literals (None for anything else)."""
    if type(value) is Union:
        return list(value.members)
    if type(value) is Term:
        cases = value_map(value)
        if cases is not None and len(cases) > 1:
            return [(g, v) for v, g in cases.items()]
    return None


def mklist(items: list) -> List:
    """Returns a list that may later get a symbolic length."""
    return List(items)


class Loop:
    """One execution of a `while` loop: counts iterations whose going on is symbolic: a
    symbolic condition, or (path by path) a concrete one on a path that decided a symbolic
    branch during the iteration: `while True: if n > 100: break` goes on for ever on the
    path that decided n <= 100, and only the bound ends it there."""

    __slots__ = ("where", "count", "depth")

    def __init__(self, where: str):
        self.where = where
        self.count = 0
        self.depth = len(current().guards)  # the path's decisions when the loop was entered

    def _decided(self) -> bool:
        """Whether the path took branch decisions since the last test of the loop."""
        depth = len(current().guards)
        moved, self.depth = depth > self.depth, depth
        return moved

    def go(self, test_thunk, broken, returned, *raised):
        """Returns whether to run another iteration: a bool, or the guard under which to
        (not where the loop broke, returned or, inside a `try` body, raised)."""
        stop = none_set(broken, returned, *raised)
        if stop is False:
            return False
        if stop is True:
            c = truth(call_user(test_thunk))
        else:
            c = branch_and_merge(stop, lambda: truth(call_user(test_thunk)), Returns(False))
        if type(c) is bool and not (c and self._decided()):
            return c
        self.count += 1
        if probe_due(self.count) and not feasible_on_path(c):
            return False  # no execution on this path runs another iteration
        if past_bound(self.count, c, f"the loop at {self.where}", "iterations", self.where):
            return False
        return c


# Iterables whose next element Python takes without running the program's code.
_PLAIN_ITERABLES = (list, tuple, str, bytes, dict, set, frozenset, range, type({}.keys()),
                    type({}.values()), type({}.items()))


def loop_iterator(iterable) -> list:
    """Returns what a lifted `for` takes its (guard, element) pairs from: the iterator, and
    whether taking one may run code of the program's (a user iterator, a generator, a
    native iterator over either), which may then raise or write state."""
    t = type(iterable)
    plain = t in _PLAIN_ITERABLES or (t.__module__ or "").startswith("stamen.") and not \
        getattr(t, "_stamen_runs_code", False)
    if t is Union:  # a union holding an iterator: taking an element moves it
        plain = not any(getattr(type(m), "_stamen_runs_code", False) or
                        hasattr(type(m), "__next__") for _, m in iterable.members)
    return [iter(iterate(iterable)), not plain, 0]


def for_next(loop: list, broken, returned, *raised):
    """Returns the next (guard, element) of a lifted `for` (None: the loop ends). Where the
    loop goes on on some paths only (the body returned or broke on others) and taking an
    element may run the program's code, it is taken as a branch on the paths still
    looping: what that code raises fails those paths only, and what it writes holds there
    only (it was taken unguarded: an iterator failing after the loop's return on some
    paths failed them all)."""
    it, runs_code, count = loop
    c = none_set(broken, returned, *raised) if runs_code else True
    if c is False:
        return None
    if c is True:
        return next(it, None)
    loop[2] = count = count + 1  # the code taken under c may make the iterator's end symbolic
    if probe_due(count) and not feasible_on_path(c):
        return None  # no execution on this path takes another element
    if past_bound(count, c, f"a loop over a {type(it).__name__} ({user_location()})",
                  "elements"):
        return None
    box = []
    branch_and_merge(c, lambda: box.append(next(it, None)), Returns(None))
    return box[0] if box else None


def for_go(guard, broken, returned, *raised):
    """Returns the guard of one `for` iteration (False: stop)."""
    stop = none_set(broken, returned, *raised)
    if guard is True:
        return stop
    if guard is False:
        return False
    return and_term(stop, guard) if stop is not True else guard


def store_depth() -> int:
    """Returns how many store frames are open (a lifted closure in a `try` body notes it on
    entry, so that `caught` can close what a native exception left open)."""
    return len(current().store.frames)


def caught(exc: BaseException, depth: int):
    """Returns `exc`, caught by the code lifted inside a `try`/`with` body, as the value of
    its pending-exception slot; re-raises what the program must never catch: stamen's own
    signals, path failures and errors, a refusal still pending (code stamen does not see
    caught or converted it: `exc` may be what it became), and a fault of stamen (as
    InternalError)."""
    if isinstance(exc, (Split, PathFailure, StamenError)) or not program_exception(exc):
        raise exc
    raise_pending(exc)  # C code or an un-lifted helper turned a refusal into `exc`
    raise_library_refusal(exc)  # a library's type check of a stamen value: a refusal
    raise_if_fault(exc)
    _close_frames(current(), depth)
    regions.clear_world_raise(exc)
    return term_attribute_error(exc)  # `v.upper()` of an int term: Python's 'int' text


def _close_frames(ctx, depth: int) -> None:
    """Folds the store frames above `depth` into the one below (their writes stay: a native
    exception skipped the joins that would have closed them)."""
    frames = ctx.store.frames
    while len(frames) > depth:
        ctx.store.pop_keep()


def try_body(body, state: tuple, handled, catch_all: bool = False):
    """Runs the closure of a lifted `try` (or `with`) body on `state` as a region whose
    handlers catch the types the thunks `handled` give (`catch_all`: anything, for `with`);
    returns its state, whose last two items are the pending-exception flag and value."""
    ctx = current()
    region = regions.Region(handled or (), catch_all)
    ctx.try_handlers.append(region)
    try:
        return _attempt(ctx, region, body, state)
    finally:
        ctx.try_handlers.remove(region)


def _attempt(ctx, region, body, state: tuple):
    """Runs the body once; on a Split rolls it back and runs it in both worlds. The worlds
    run after the `except` that caught the Split, never inside it: Python would chain every
    exception the program raises there to stamen's signal (`e.__context__`)."""
    depth, fresh = len(ctx.store.frames), ctx.fresh_index
    ctx.store.push()
    try:
        out = call_user(body, *state)
    except regions.Split as caught_split:
        split = caught_split
    except BaseException:
        _close_frames(ctx, depth)
        raise
    else:
        _close_frames(ctx, depth)
        return out
    while len(ctx.store.frames) > depth:
        ctx.store.pop_undo()
    # Scoped guards were popped by their blocks on the way out; the decisions a
    # path-by-path run took in the body stay: they hold for the rest of the path.
    ctx.fresh_index = fresh
    if regions.split_count(ctx) >= regions.MAX_SPLITS:
        raise UnsupportedConstruct(
            f"a lifted `try` body raises at more than {regions.MAX_SPLITS} places under "
            f"symbolic conditions; stamen does not model that many") from None
    c = split.condition
    del split
    known = decided_on_path(c)
    if known is not None:  # one world only: the other is empty on this path
        return _decided(ctx, region, c, known, body, state)
    return branch_and_merge(c, lambda: _world(ctx, region, c, True, body, state),
                            lambda: _world(ctx, region, c, False, body, state))


register_runner(_attempt.__code__, "region")  # a `try` region: where its exceptions end


def _world(ctx, region, condition, holds: bool, body, state: tuple):
    """Re-runs the body where `condition` holds (`holds`) or does not: the branch that
    calls this has just pushed the world's guard."""
    position = len(ctx.guards) - 1
    region.world_positions.add(position)
    try:
        return _decided(ctx, region, condition, holds, body, state)
    finally:
        region.world_positions.discard(position)


def _decided(ctx, region, condition, holds: bool, body, state: tuple):
    """Re-runs the body with `condition` decided (`holds`) for the rest of the region."""
    region.decisions[condition] = holds
    try:
        return _attempt(ctx, region, body, state)
    finally:
        del region.decisions[condition]


def user_items(v, after_iter=None):
    """Returns the elements of `v`, whose iteration is the program's own code (see
    `pyops.user_protocol`), as a tuple (merged over the paths: a union of tuples, or a
    padded tuple). Python's loop ends where `__next__` (`__getitem__`) raises StopIteration
    (IndexError), which the program may do under a symbolic condition, so the loop runs as
    the body of a region catching those: in the world where the raise happens it is raised
    natively and Python's loop ends there (a path that raises anything else fails as
    before). `after_iter(v)`, if given, runs once the iterator is made (the length hint
    of list(), tuple() and sorted(), which ask `__len__` there)."""
    stops = user_protocol(type(v))
    if _iteration_blocked(type(v)):
        raise TypeError(f"'{type(v).__name__}' object is not iterable")
    if getattr(type(v), "__iter__", None) is None:  # the sequence protocol
        if after_iter is not None:  # (iter(v) runs none of the program's code)
            after_iter(v)
        return caught_natively(lambda: _items(v, iter(v)), stops)  # (an iterator per world)
    it = call_user(type(v).__iter__, v)  # it may differ by path: each is iterated there
    if after_iter is not None:
        after_iter(v)
    return apply_guarded(it.members, lambda m: _iterator_items(v, m, stops)) \
        if type(it) is Union else _iterator_items(v, it, stops)


def _iteration_blocked(t: type) -> bool:
    """Whether class `t` sets `__iter__ = None` (Python's way to say its instances are not
    iterable, even with a `__getitem__`)."""
    return inspect.getattr_static(t, "__iter__", False) is None


def _iterator_items(v, it, stops: tuple) -> tuple:
    """Returns the elements of the iterator `it` that `v.__iter__` returned, as Python's
    loop takes them; Python's TypeError where it is not an iterator."""
    if getattr(type(it), "__next__", None) is None:
        raise TypeError(f"iter() returned non-iterator of type '{type(it).__name__}'")
    if is_stream(it) or isinstance(it, GuardedIterator):  # stamen's own (`iter(self.xs)`)
        return make_tuple(*compact(list(iterate(it))))  # each path's elements, its end
    return caught_natively(lambda: _items(v, it), stops)


def _items(v, it) -> tuple:
    """Returns the elements Python's loop over the program's iterable `v` takes from its
    iterator `it` (`next` until StopIteration, as the loop calls it)."""
    out = []
    step = functools.partial(call_user, next) if is_program_helper(
        getattr(type(it), "__next__", None)) else next  # (un-lifted: the helper watch)
    while True:
        try:
            e = step(it)
        except StopIteration:
            return tuple(out)
        out.append(e)
        if not _may_go_on(len(out), v):
            return tuple(out)


def caught_natively(thunk, stops: tuple):
    """Returns thunk(), C code that calls the program's iteration and catches its `stops`
    itself (Python's loop, `next(it, default)`), run as the body of a region catching
    those: in the world where the program raises one under a symbolic condition, it is
    raised natively and the C code catches it there, as in Python (`hooks.caught_natively`)."""
    def body(value, flag, pending):
        with on_behalf():
            return thunk(), flag, pending

    return try_body(body, (None, False, None), (lambda: stops,))[0]


def _may_go_on(count: int, v) -> bool:
    """Whether Python's loop over the program's iterator `v`, at its `count`th element, may
    take another on the current path (a world a symbolic stop split off): checked at powers
    of two from 4 on, as a lifted loop's condition is, since no concrete stop may ever
    come (an end that is symbolic on every step); past the unrolling bound, the loops'
    policy (`unrolling.past_bound`: an error, or an unwinding assertion failing the path)."""
    if not probe_due(count):
        return True
    if not feasible_on_path(True):
        return False  # no execution reaches this far: the world is empty
    return not past_bound(count, True, f"iterating a {type(v).__name__} ({user_location()})",
                          "elements")


hooks.install_user_items(user_items, caught_natively)


def _exception_members(ev, raised):
    """Returns the (guard, exception) pairs of a pending-exception value where `raised`."""
    if type(ev) is Union:
        pairs = [(and_term(g, raised), v) for g, v in ev.members
                 if isinstance(v, BaseException)]
        return [(g, v) for g, v in pairs if g is not False]
    if isinstance(ev, BaseException):
        return [(raised, ev)]
    return []


def _run_disjoint(runs):
    """Returns the merge of the runs [(guard, thunk)] (disjoint guards covering the path)."""
    runs = [(g, t) for g, t in runs if g is not False]
    if not runs:
        raise InternalError("a lifted `try` dispatched no path")
    if len(runs) == 1 or runs[0][0] is True:
        return runs[0][1]()
    # Halves, not one member after the other: a try whose worlds raised many exception
    # objects dispatches them all, and a chain would nest one branch per object.
    half = len(runs) // 2
    g = or_term(*(g for g, _ in runs[:half]))
    if g is True or g is False:
        return _run_disjoint(runs[:half] if g is True else runs[half:])
    return branch_and_merge(g, lambda: _run_disjoint(runs[:half]),
                            lambda: _run_disjoint(runs[half:]))


def try_handle(handlers, else_fn, state: tuple):
    """Runs what follows a lifted `try` body on each path: the first handler whose type
    matches the path's exception (`handlers`: (type thunk or None, closure) pairs), `else_fn`
    where none was raised; returns the merged state, whose last two items are the
    exception still pending on each path (unmatched, or raised by a handler or `else`)."""
    *rest, ef, ev = state
    c = truth(ef)
    runs = []
    if c is not True:
        runs.append((not_term(c), lambda: _no_exception(else_fn, rest)))
    if c is not False:
        for g, exc in _exception_members(ev, c):
            runs.append((g, lambda exc=exc: _handle(exc, handlers, rest)))
    return _run_disjoint(runs)


def _no_exception(else_fn, rest: list) -> tuple:
    if else_fn is None:
        return (*rest, False, None)
    return call_user(else_fn, *rest, False, None)


def _handle(exc: BaseException, handlers, rest: list, start: int = 0) -> tuple:
    """Runs the first of `handlers[start:]` whose type matches `exc` (each `except`'s
    type evaluated when reached, as Python does); `exc` stays pending where none does."""
    if start == len(handlers):
        return (*rest, True, exc)
    type_thunk, handler = handlers[start]
    if type_thunk is None:
        return _in_handler(exc, handler, rest)
    return _try_handler(exc, handlers, rest, start, call_user(type_thunk))


def _try_handler(exc: BaseException, handlers, rest: list, i: int, handled) -> tuple:
    """Runs handler i where its type `handled` matches `exc`, else the next that does; a
    type chosen per path (`except E:` with E picked by a branch) is matched on each."""
    cases = classinfo_cases(handled)
    if cases is not None:
        return apply_guarded(cases, lambda t: _try_handler(exc, handlers, rest, i, t))
    if _matches(exc, handled):
        return _in_handler(exc, handlers[i][1], rest)
    return _handle(exc, handlers, rest, i + 1)


def _in_handler(exc: BaseException, handler, rest: list) -> tuple:
    """Runs the handler of `exc`. Python chains an exception raised while one is handled to
    it (`__context__`); the lifted handler runs outside a native `except`, so the chaining
    is done here (and on a pending exception the handler's closure returns)."""
    try:
        state = _handling(exc, handler, exc, *rest, False, None)
    except BaseException as raised_here:
        _chain(raised_here, exc)
        raise
    for _, pending in _exception_members(state[-1], True):
        _chain(pending, exc)
    return state


def _handling(exc: BaseException, fn, *args):
    """Returns fn(*args) (a handler's closure) run with `exc` as the exception being
    handled, as inside Python's `except` block: `sys.exception()`, `sys.exc_info()` and a
    bare `raise` in a function the handler calls see it. It is raised natively for that,
    its traceback and context put back as they were."""
    traceback, context = exc.__traceback__, exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__traceback__, exc.__context__ = traceback, context
        return call_user(fn, *args)


def _chain(raised_here, handled: BaseException) -> None:
    """Sets `raised_here.__context__` to the exception being handled, as Python's raise
    inside an `except` block does (not for stamen's own signals, nor the handled one)."""
    if (isinstance(raised_here, Exception) and raised_here is not handled
            and raised_here.__context__ is None
            and not isinstance(raised_here, (StamenError, PathFailure))):
        raised_here.__context__ = handled


def _matches(exc: BaseException, handled) -> bool:
    """Returns whether `except handled:` catches `exc`, as Python decides it."""
    classes = handled if isinstance(handled, tuple) else (handled,)
    for cls in classes:
        if not (isinstance(cls, type) and issubclass(cls, BaseException)):
            raise TypeError("catching classes that do not inherit from BaseException is not "
                            "allowed")
    return isinstance(exc, handled)


def raised(exc, location: str, *cause):
    """Returns what a lifted `raise exc [from cause]` raises: `exc` itself (made from its
    class, with its `__cause__` set, as Python's `raise ... from` does), unless it or the
    cause is one of several objects depending on the path (a union, as `raise A(m) if c
    else B(m)` or an exception chosen earlier gives), which Python raises as it is on each
    path: each member is raised under its guard (its paths fail, or go to the region of an
    enclosing `try`)."""
    if type(exc) is not Union and not (cause and type(cause[0]) is Union):
        return _with_cause(exc, cause, location)
    _raise_each(exc, location, cause)
    raise InternalError("a `raise` of a union went on on some path")


def _raise_each(exc, location: str, cause: tuple) -> None:
    """Raises, per member of a union exception or cause under its guard, what Python's
    `raise exc from cause` raises on those paths."""
    if type(exc) is Union:
        apply_guarded(exc.members, lambda m: _raise_each(m, location, cause))
    elif cause and type(cause[0]) is Union:
        apply_guarded(cause[0].members, lambda c: _raise_each(exc, location, (c,)))
    else:
        raise mark_program(_with_cause(exc, cause, location), location)


def _with_cause(exc, cause: tuple, location: str):
    """Returns the exception `raise exc [from cause]` raises (`exc` made from its class,
    its `__cause__` set); Python's TypeError where either is no exception."""
    if isinstance(exc, type) and issubclass(exc, BaseException):
        exc = exc()
    if not isinstance(exc, BaseException):
        raise mark_program(TypeError("exceptions must derive from BaseException"), location)
    if not cause:
        return exc
    c = cause[0]
    if isinstance(c, type) and issubclass(c, BaseException):
        c = c()
    if c is not None and not isinstance(c, BaseException):
        raise mark_program(TypeError("exception causes must derive from BaseException"),
                           location)
    exc.__cause__ = c
    return exc


def local_class(cls: type) -> type:
    """Returns a class that a `class` statement of a lifted function just made, its
    methods lifted (see `rewrite.stmt_ClassDef`)."""
    from stamen.lift.decorator import lifted

    return lifted(cls)


def _missed_exit_words() -> str:
    """The running Python's words after "...context manager protocol" for a manager with
    `__enter__` and no `__exit__` (" (missed __exit__ method)" since 3.11)."""
    class EnterOnly:
        def __enter__(self):
            return self

    try:
        with EnterOnly():
            pass
    except TypeError as exc:
        return str(exc).partition("protocol")[2]
    raise AssertionError("a manager without __exit__ was entered")


_MISSED_EXIT = _missed_exit_words()


def with_enter(manager) -> tuple:
    """Returns (`manager.__enter__()`, its bound `__exit__`), looked up on the type. A
    manager chosen per path is entered on each path: the value is the merge of theirs, the
    exit the union of their bound `__exit__`s, each called on its own paths."""
    if type(manager) is Union:
        return apply_guarded(manager.members, with_enter)
    cls = type(manager)
    enter, exit_ = getattr(cls, "__enter__", None), getattr(cls, "__exit__", None)
    if enter is None or exit_ is None:  # Python's words name a missing __exit__ alone
        raise TypeError(f"'{cls.__name__}' object does not support the context manager "
                        f"protocol{'' if enter is None else _MISSED_EXIT}")
    return call_user(enter, manager), (lambda *args: call_user(exit_, manager, *args))


def with_body(exit_fn, body, state: tuple) -> tuple:
    """Runs the closure of a lifted `with` body as `try_body` does (a region catching
    everything). A refusal leaving the body (stamen cannot go on) still calls `__exit__`,
    as Python calls it for any exception leaving a `with`, so that what `__enter__` set
    outside the store's sight is put back (decimal.localcontext()'s current context, C
    state, stayed current after the query: the next query computed with its
    precision); its answer is ignored and the refusal goes on (it stays pending: see
    vm.state.signals)."""
    try:
        return try_body(body, state, None, True)
    except StamenError as exc:
        if not exc.records_signal:
            raise
        try:
            exit_fn(type(exc), exc, exc.__traceback__)
        except Exception:  # noqa: BLE001, S110 - the refusal says more
            pass
        raise


def with_exit(exit_fn, state: tuple) -> tuple:
    """Calls `__exit__` on each path after a lifted `with` body: with the path's pending
    exception, which stays pending unless `__exit__` returns a true value."""
    *rest, ef, ev = state
    c = truth(ef)
    runs = []
    if c is not True:
        runs.append((not_term(c), lambda: (exit_fn(None, None, None), (*rest, False, None))[1]))
    if c is not False:
        for g, exc in _exception_members(ev, c):
            runs.append((g, lambda exc=exc: _exit_with(exit_fn, exc, rest)))
    return _run_disjoint(runs)


def _exit_with(exit_fn, exc: BaseException, rest: list) -> tuple:
    """Calls `__exit__` with `exc`, pending on the current paths; what it raises is chained
    to `exc`, as Python's own `with` does (`__context__`)."""
    try:
        suppress = truth(exit_fn(type(exc), exc, exc.__traceback__))
    except BaseException as raised_here:
        _chain(raised_here, exc)
        raise
    if suppress is True:
        return (*rest, False, None)
    if suppress is False:
        return (*rest, True, exc)
    return merge(suppress, (*rest, False, None), (*rest, True, exc))


def reraise(ef, ev) -> None:
    """Raises, after a lifted `try`/`with` outside any other, the exception still pending on
    each path: natively where it is pending on every path, as a failure of the others."""
    c = truth(ef)
    if c is False:
        return
    runs = [] if c is True else [(not_term(c), lambda: None)]
    for g, exc in _exception_members(ev, c):
        runs.append((g, lambda exc=exc: _raise(exc)))
    _run_disjoint(runs)


def _raise(exc: BaseException):
    raise exc


def cleared(flag, raised):
    """Returns a jump flag (`return`, `break`, `continue`) unset where `raised` holds."""
    r = truth(raised)
    if r is False or flag is False:
        return flag
    if r is True:
        return False
    return and_term(truth(flag), not_term(r))


def after_finally(own, before, jumped):
    """Returns a jump flag after a `finally` that may jump: its own jump (`own`) where it
    set it, else the jump pending before it (`before`) where the `finally` did not jump."""
    j = truth(jumped)
    if j is True:
        return own
    kept = before if j is False else cleared(before, j)
    if own is False:
        return kept
    if own is True or kept is True:
        return True
    if kept is False:
        return own
    return or_term(truth(own), truth(kept))


def pending(ef, ev, pending_ef, pending_ev) -> tuple:
    """Returns the exception pending after a `finally` (or the end of a handler) inside an
    enclosing lifted `try`: the one the `finally` raised (ef, ev) where it raised, else the
    one pending before it."""
    c = truth(ef)
    if c is True:
        return ef, ev
    if c is False:
        return pending_ef, pending_ev
    return merge(c, (True, ev), (pending_ef, pending_ev))


def finally_raised(exc: BaseException, flag, value) -> None:
    """Chains an exception a `finally` raised natively (on every path of the world) to
    the exception pending when the `finally` began (`flag`, `value`), as Python does; with
    no region to split and paths merged, where that one was pending on some paths only the
    chain is left out (the exception leaves the program's code as a failure, where no
    handler reads it)."""
    if not program_exception(exc) or isinstance(exc, (StamenError, PathFailure)):
        return
    _chain_to_pending(True, exc, truth(flag), value, regions.can_decide(current()))


def finally_ended(raised_natively: bool, ef, ev, flag, value) -> None:
    """Chains the exceptions a `finally` inside an enclosing lifted `try` raised into that
    region's slot (`ef`, `ev`: where `ef` holds, set by the `finally`'s own statements) to
    the exception pending when it began (`flag`, `value`). Runs however the `finally`'s
    block ends (a raise on every path returns from it early), but not for a native raise,
    which `finally_raised` chained."""
    if not raised_natively:
        _chain_to_pending(truth(ef), ev, truth(flag), value)


def _chain_to_pending(raised, ev, was_pending, pending_ev, can_split: bool = True) -> None:
    """Chains each exception a `finally` raised (where `raised` holds) to the exception
    that was pending there, as Python does (`__context__`). An exception object holds one
    context, so where the pending one is pending on some of the raise's paths only, the
    enclosing region splits on it (`decide_where`) and each world's run, which builds its
    own exception objects, chains or not. (An exception object made before the region and
    raised by the `finally` is shared by the worlds: the world that chains it decides.)"""
    if was_pending is False:
        return
    for g, exc in _exception_members(ev, raised):
        for h, before in _exception_members(pending_ev, was_pending):
            both = and_term(g, h)
            if both is False or exc is before:
                continue
            if and_term(g, not_term(h)) is False:
                _chain(exc, before)
            elif can_split and _world_chains(exc, both, regions.decide_where(both)):
                _chain(exc, before)


# (id of an evaluation context, id of an exception, tid of a condition) -> (the exception,
# whether its world chained it), until that evaluation ends: see _world_chains.
_WORLD_CHAINS: dict = {}


def _world_chains(exc: BaseException, condition, chains: bool) -> bool:
    """Returns `chains`, the decision of the world being run on whether `exc` is chained
    where `condition` holds. Each world's run of a region builds its own exception objects;
    one made before the region is shared by the worlds, and the other world deciding
    otherwise about it would need a `__context__` that differs between paths, which
    an exception cannot hold: refused."""
    key = (id(current()), id(exc), condition.tid if type(condition) is Term else condition)
    seen = _WORLD_CHAINS.setdefault(key, (exc, chains))
    if seen[1] != chains:
        raise UnsupportedConstruct(
            f"{user_location()}: an exception object made before a lifted `try` and raised by "
            f"a `finally` where another exception is pending on some paths only: its "
            f"`__context__` would differ between paths, which one object cannot hold; raise "
            f"a new exception in the `finally`")
    return chains


def _forget_world_chains(ctx, failed) -> None:
    """Forgets the decisions of an evaluation that ended."""
    for key in [k for k in _WORLD_CHAINS if k[0] == id(ctx)]:
        del _WORLD_CHAINS[key]


install_evaluation_end(_forget_world_chains)


# ----------------------------------------------------------------- match --

def match_sequence(subject, n: int, at_least: bool):
    """Returns whether `subject` is a sequence (not str/bytes) of length n (or >= n)."""
    from stamen.lift.builtins import b_len

    if type(subject) is Union:
        return apply_guarded(subject.members, lambda s: match_sequence(s, n, at_least))
    from collections.abc import Sequence

    from stamen.vm.merging.seq import PaddedTuple

    python_type = type_of(subject)  # (stamen's deque and symbolic range: Python's types)
    if issubclass(python_type, (str, bytes, bytearray)) or not (
            issubclass(python_type, Sequence) or type(subject) is PaddedTuple):
        return False
    length = b_len(subject)
    return operator.ge(length, n) if at_least else py_eq(length, n)


_SELF_MATCHING = (bool, int, float, str, bytes, tuple, list, dict, set, frozenset)


def _positional_name(cls, i: int, given: int) -> str | None:
    """Returns the attribute the i-th positional sub-pattern of `cls(...)` reads (None: the
    subject itself, for a builtin class's one sub-pattern); Python's TypeError where the
    pattern has more (`given`) than `__match_args__` names."""
    names = getattr(cls, "__match_args__", None)
    if names is None and cls in _SELF_MATCHING:
        if given > 1:
            raise TypeError(f"{cls.__name__}() accepts 1 positional sub-pattern "
                            f"({given} given)")
        return None
    names = names or ()
    if given > len(names):
        raise TypeError(f"{cls.__name__}() accepts {len(names)} positional sub-pattern"
                        f"{'' if len(names) == 1 else 's'} ({given} given)")
    return names[i]


def match_has_positional(subject, cls, i: int, given: int):
    """Whether the i-th of the `given` positional sub-subjects of a class pattern exists:
    where Python's getattr raises AttributeError (an attribute set on some paths only),
    the pattern fails."""
    name = _positional_name(cls, i, given)
    return True if name is None else pattern_has_attr(subject, name)


def match_positional(subject, cls, i: int, given: int):
    """Returns the i-th positional sub-subject of a class pattern (read as lifted code
    reads an attribute: where it is present)."""
    name = _positional_name(cls, i, given)
    return subject if name is None else pattern_attr(subject, name)


def match_mapping(subject, keys: tuple):
    """Returns whether `subject` is a mapping holding every key (per member of a union)."""
    from collections.abc import Mapping

    if type(subject) is Union:
        return apply_guarded(subject.members, lambda s: match_mapping(s, keys))
    if not isinstance(subject, Mapping):
        return False
    result = True
    for k in keys:
        result = and_term(truth(result), truth(contains(k, subject)))
    return result


def match_rest(subject, keys: tuple) -> dict:
    """Returns the mapping without the matched keys (for `**rest`); a dict of symbolic
    shape keeps each entry where it is present and not one of the keys; a union of
    mappings, the rest of each member where that member is the subject."""
    if type(subject) is Union:
        return apply_guarded(subject.members, lambda s: match_rest(s, keys))
    if isinstance(subject, dict) and is_partial(subject):
        rest: dict = {}
        for g, (k, v) in dict_iterate(subject, "items"):
            dict_store(rest, k, v, and_term(g, not_term(truth(contains(k, keys)))))
        return rest
    return {k: v for k, v in subject.items() if k not in keys}


def gen_source(iterable):
    """Returns the stream a resumable `for` (or `yield from`) inside a lifted generator takes
    its elements from (see lift.resumable): a generator expression's elements as computed."""
    if type(iterable) is Generated:
        iterable = iterable.rest()
    stream = as_stream(iterable)
    return stream if stream is iterable else owned(stream)


def gen_enumerate(iterable, start=0):
    """enumerate(iterable, start) as the source of a resumable `for`."""
    return owned(Enumerated(gen_source(iterable), start))


def gen_zip(*iterables):
    """zip(*iterables) as the source of a resumable `for`."""
    return owned(Zipped([gen_source(it) for it in iterables]))


def isinstance_(obj, cls):
    """Returns isinstance(obj, cls), per member for a union."""
    return b_isinstance(obj, cls)


def to_list(value):
    """Returns a list of the value (for `*rest` captures), keeping a symbolic length."""
    from stamen.lift.builtins import b_list

    return b_list(value)


