"""Python's `is` on symbolic values, and the identities that merging keeps.

`a is b` compares identities, which a symbolic value has on each path:

- a union is each of its members under its guard, so two unions are
  identical where members that are the same object are both chosen;
- a tuple or frozen dataclass built by merging (`merge.py`) stands for the
  object it was merged from on each side of the join: the merge records
  where it came from (`merge.record_merge`), and `is` compares those originals;
- a symbolic bool is True or False, both singletons: `b is True` is `b`;
- a symbolic value of another sort is never identical to a value of another
  Python type (`x is None` is False); whether two equal ints (reals,
  bitvectors) are one object is up to the interpreter, so stamen refuses to
  decide it unless they are the same term object (the same Python value).
"""

from __future__ import annotations

from stamen.errors import UnsupportedConstruct
from stamen.terms.boolean import and_, eq, not_, or_
from stamen.terms.operators import user_line
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all, merged_from
from stamen.vm.python.pytype import type_of
from stamen.vm.state.context import current
from stamen.vm.values.union import Union

__all__ = ["identical", "py_id"]

def _alternatives(v, guard, out: list, table: dict) -> None:
    """Appends (guard, object) for each object `v` is, looking through unions and merges."""
    if type(v) is Union:
        for g, w in v.members:
            h = and_(guard, g)
            if h is not False:
                _alternatives(w, h, out, table)
        return
    entry = table.get(id(v))
    if entry is not None and entry[0] is v:
        _, g, a, b = entry
        for h, w in ((and_(guard, g), a), (and_(guard, not_(g)), b)):
            if h is not False:
                _alternatives(w, h, out, table)
        return
    out.append((guard, v))


def _python_type(v) -> type:
    return type_of(v)


def _atomic(a, b):
    """`a is b` for values that are neither unions nor merge products."""
    if a is b:
        return True
    ta, tb = type(a), type(b)
    if ta is not Term and tb is not Term:
        return False
    if ta is not Term:
        a, b = b, a
    if a.sort is BOOL:
        if b is True or b is False:
            return a if b is True else not_(a)
        if type(b) is Term and b.sort is BOOL:
            return eq(a, b)
        return False
    if _python_type(a) is not _python_type(b):
        return False
    raise UnsupportedConstruct(
        f"`is` between two {_python_type(a).__name__} values at least one of which is "
        f"symbolic ({user_line()}): whether equal numbers are one object is up to the "
        f"Python interpreter; compare them with `==`"
    )


def identical(a, b):
    """Returns `a is b`: a bool, or a boolean term when it depends on the path."""
    if a is b:
        return True
    ctx = current()
    table = merged_from(ctx)
    left: list = []
    right: list = []
    _alternatives(a, True, left, table)
    _alternatives(b, True, right, table)
    path = ctx.guard()
    parts = []
    for ga, va in left:
        for gb, vb in right:
            both = and_(ga, gb)
            if both is False or (path is not True and and_(path, both) is False):
                continue  # members that are never both chosen on this path
            same = _atomic(va, vb)
            if same is False:
                continue
            part = and_(both, same)
            if part is True:
                return True
            parts.append(part)
    return or_(*parts)


def py_id(v):
    """Returns id(v): the id of the object `v` is on each path (an int term where it
    differs), so `id(a) == id(b)` agrees with `a is b`; refused for a symbolic number."""
    ctx = current()
    objects: list = []
    _alternatives(v, True, objects, merged_from(ctx))
    pairs = []
    for g, w in objects:
        if type(w) is Term:
            if w.sort is not BOOL:
                raise UnsupportedConstruct(
                    f"id() of a symbolic {_python_type(w).__name__} ({user_line()}): which "
                    f"object a number is is up to the Python interpreter")
            pairs.extend([(and_(g, w), id(True)), (and_(g, not_(w)), id(False))])
        else:
            pairs.append((g, id(w)))
    pairs = [(g, i) for g, i in pairs if g is not False]
    return merge_all(pairs) if len(pairs) > 1 else pairs[0][1]
