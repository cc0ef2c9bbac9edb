"""Making symbolic values: `symbolic(name, type)`, `fresh(type)`, and `ite`.

`symbolic` returns the constant of that name and type (the same one every
time); `fresh` returns a new constant on every call, named so that re-running
a query's thunk (path-by-path exploration) names them the same way.
"""

from __future__ import annotations

import itertools

from stamen.errors import InvalidArgument
from stamen.terms.operators import sort_of
from stamen.terms.sorts import FLOAT64, as_sort
from stamen.terms.term import Term, constant
from stamen.vm.merging.merge import is_primitive, merge
from stamen.vm.python.pyops import truth
from stamen.vm.state.context import current

__all__ = ["symbolic", "fresh", "ite"]

_global_fresh = itertools.count(1)
_next_context_id = itertools.count(1)


def symbolic(name: str, type_) -> Term:
    """Returns the symbolic constant `name` of `type_` (bool, int, float, stamen.Real,
    BitVec(w), ...)."""
    if not isinstance(name, str) or not name:
        raise InvalidArgument(f"symbolic: expected a non-empty str name, got name={name!r}")
    return constant(name, as_sort(type_))


def fresh(type_, name: str | None = None) -> Term:
    """Returns a new symbolic constant of `type_`, distinct from every other."""
    sort = as_sort(type_)
    prefix = name or "x"
    ctx = current()
    if ctx.root:
        return constant(f"{prefix}!{next(_global_fresh)}", sort)
    cid = ctx.fresh_id
    if cid is None:  # numbered on first use, for life: a later query never reuses the names
        cid = ctx.fresh_id = next(_next_context_id)
    return constant(f"{prefix}!q{cid}.{ctx.next_fresh_index()}", sort)


def ite(condition, then_value, else_value):
    """Returns `then_value` where `condition` holds and `else_value` elsewhere.

    Primitives of compatible types give an if-then-else term (ints promote to
    reals, as in Python); other values are merged by type (possibly a union).
    """
    c = truth(condition)
    if c is True:
        return then_value
    if c is False:
        return else_value
    if is_primitive(then_value) and is_primitive(else_value):
        sa, sb = sort_of(then_value), sort_of(else_value)
        if sa is not sb and FLOAT64 not in (sa, sb):  # a float stays a float: a union
            from stamen.terms.operators import _operands

            then_value, else_value, _ = _operands(then_value, else_value, "ite")
    return merge(c, then_value, else_value)
