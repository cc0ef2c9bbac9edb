"""Python's truth, equality, length and iteration for the modules below vm.python.pyops.

dunders, hashing, dicts, sets and seqlib sit below pyops (pyops builds on them) but need
Python's `bool(v)`, `a == b`, `len(v)`, `iter(v)`, `x in range(...)`, `a, b = v` and
`v[k]` of symbolic values in turn, which pyops defines. They call them
through this module; pyops installs the real functions at import, and vm/__init__ imports
pyops before any evaluation runs. Until then a call is an InternalError.
"""

from __future__ import annotations

from stamen.errors import InternalError

__all__ = ["truth", "py_eq", "length", "iterate", "range_contains", "unpack", "getitem",
           "call_value", "install", "install_call_value", "user_items",
           "install_user_items", "caught_natively", "steps_may_go_on",
           "install_steps_may_go_on", "repr_text", "install_repr_text", "union_stream",
           "install_union_stream"]


def _not_installed(*args):
    raise InternalError("stamen.vm.python.pyops is not imported yet: a hook is not installed")


truth = _not_installed
py_eq = _not_installed
length = _not_installed
iterate = _not_installed
range_contains = _not_installed
unpack = _not_installed
getitem = _not_installed


def _call_as_given(fn, *args, **kwargs):
    from stamen.boundary import call_user

    return call_user(fn, *args, **kwargs)


call_value = _call_as_given


def install(truth_fn, py_eq_fn, length_fn, iterate_fn, range_contains_fn, *, unpack_fn,
            getitem_fn) -> None:
    """Installs pyops's functions (called once, by pyops at import)."""
    global truth, py_eq, length, iterate, range_contains, unpack, getitem
    truth, py_eq, length, iterate = truth_fn, py_eq_fn, length_fn, iterate_fn
    range_contains = range_contains_fn
    unpack, getitem = unpack_fn, getitem_fn


def install_call_value(call_value_fn) -> None:
    """Installs how a callable passed as a value is called (`key=str`, `map(abs, xs)`):
    the lift layer's call of a callee the rewriter did not see, so that a builtin runs as
    its lifted replacement (native `str` of a tuple holding a term would compute the
    term's name). Until the lift layer is imported, the callable is called as given."""
    global call_value
    call_value = call_value_fn


user_items = None  # the lift layer's iteration of the program's own iterators


def caught_natively(thunk, stops: tuple):
    """Returns thunk(), C code that calls the program's iteration and catches its `stops`
    itself (`next(it, default)`): the lift layer runs it as a region catching those, so
    that one raised under a symbolic condition is raised natively, on its own paths, and
    the C code catches it there. Until the lift layer is imported, thunk() as it is."""
    return _caught_natively(thunk, stops)


_caught_natively = lambda thunk, stops: thunk()  # noqa: E731  (replaced by the lift layer)


def install_user_items(fn, caught=None) -> None:
    """Installs how an iterable whose protocol is the program's code (`__iter__`/`__next__`,
    or `__getitem__` without `__iter__`) is iterated: `fn(v)` returns its elements as a
    tuple (a union of tuples, or a padded tuple, where the paths' lengths differ), the
    StopIteration (IndexError) that ends Python's loop routed on each path as a lifted
    `try` routes it; and `caught(thunk, stops)`, the same routing for one call of C code
    (see `caught_natively`). Until the lift layer is imported, such an iterable is
    iterated natively."""
    global user_items, _caught_natively
    user_items = fn
    if caught is not None:
        _caught_natively = caught


def steps_may_go_on(count: int, what: str, going=True) -> bool:
    """Returns whether the `count`th step of a loop the vm takes for the program (over the
    program's iterator; `going`: where the step is taken, a bool or a guard) is taken on
    the current path: the lift layer's unrolling policy (no when no execution gets this
    far; past the bound, an error or an unwinding assertion). Until the lift layer is
    imported, always."""
    return _steps_may_go_on(count, what, going)


_steps_may_go_on = lambda count, what, going: True  # noqa: E731  (replaced by the lift layer)


def install_steps_may_go_on(fn) -> None:
    """Installs `fn(count, what, going)`, the lift layer's unrolling policy (see
    `steps_may_go_on`)."""
    global _steps_may_go_on
    _steps_may_go_on = fn


union_stream = None  # the lift layer's lazy iteration of a union holding a lifted generator


def install_union_stream(fn) -> None:
    """Installs `fn(u)`, yielding (guard, element) of a union of iterables of which some
    member is a lifted generator (or another lazy stream), each element taken when the
    consumer asks for it, from the member that is the value on each path: a consumer that
    stops early (a loop's `break`) leaves each generator where Python's would be. Until
    the lift layer is imported, no value is such a stream."""
    global union_stream
    union_stream = fn


def _plain_repr(v, tail: str = "") -> str:
    return repr(v) + tail


repr_text = _plain_repr  # repr(v) as lifted code computes it, for Python's own messages


def install_repr_text(fn) -> None:
    """Installs `fn(v, tail)`, repr(v) + tail as lifted code computes it (a str, a
    symbolic string, or a text stamen cannot compute that refuses when its characters
    are read), for the messages Python builds from a value (`list.index`'s "5 is not in
    list"): vm.strings installs it at import; native repr() of a term would give the
    term's name."""
    global repr_text
    repr_text = fn
