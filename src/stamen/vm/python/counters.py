"""`Counter.most_common` where counts are symbolic: Python's order computed by a sorting
network, not by native code that would branch on the counts.

Python orders a Counter's items by count, descending, ties in insertion order
(`sorted(items, key=count, reverse=True)`, stable; `heapq.nlargest` for `n` is its first
`n`). Odd-even transposition sort (rounds of compare-and-swaps of neighbours, as many
rounds as items) sorts any input, and swapping only where the later count is strictly
greater keeps ties in order: so, run on symbolic counts with each swap merged under its
condition, it gives on every path the list Python gives there.
"""

from __future__ import annotations

import collections
import operator

from stamen.errors import UnsupportedConstruct
from stamen.terms.operators import user_line
from stamen.vm.merging.merge import merge
from stamen.vm.python.dicts import is_partial, require_concrete_keys
from stamen.vm.python.pyops import truth
from stamen.vm.python.seqlib import order
from stamen.vm.values.union import Union

__all__ = ["counter_most_common", "is_counter_method"]

_NETWORK_LIMIT = 64  # items: the network makes a merge per pair and round (n² of them)


def counter_most_common(counter: collections.Counter, n=None) -> list:
    """Returns `counter.most_common(n)` as Python computes it on every path, for counts
    that may be symbolic; refuses (UnsupportedConstruct, at the user's line) a Counter
    whose keys depend on the path, a symbolic `n`, or more than 64 items with symbolic
    counts."""
    require_concrete_keys(counter)
    if is_partial(counter):
        raise _refuse("a Counter whose keys depend on the path")
    items = list(dict.items(counter))
    if all(type(v) in (int, bool) for _, v in items):
        return collections.Counter.most_common(counter, n)  # native: nothing symbolic
    if n is not None and type(n) is not int:
        raise _refuse(f"a count `n` that is not a Python int ({n!r})")
    if len(items) > _NETWORK_LIMIT:
        raise _refuse(f"more than {_NETWORK_LIMIT} items with symbolic counts")
    ranked = _sorted_by_count(items)
    if n is None:
        return ranked
    return ranked[:n] if n > 0 else []


def _sorted_by_count(items: list) -> list:
    """Returns the (key, count) pairs sorted by count, descending and stable, by odd-even
    transposition: a swap where the later count is greater, merged under that condition
    where it is symbolic."""
    out = [tuple(item) for item in items]
    for rnd in range(len(out)):
        for i in range(rnd % 2, len(out) - 1, 2):
            a, b = out[i], out[i + 1]
            greater = truth(order(operator.gt, b[1], a[1]))
            if greater is True:
                out[i], out[i + 1] = b, a
            elif greater is not False:
                out[i], out[i + 1] = merge(greater, b, a), merge(greater, a, b)
    return out


def _refuse(what: str) -> UnsupportedConstruct:
    """Returns the refusal of a most_common stamen cannot compute, at the user's line."""
    where = user_line()
    return UnsupportedConstruct(
        f"Counter.most_common of {what} (at {where}): stamen computes it only for a "
        f"Counter whose keys are the same on every path, with a concrete n; count in "
        f"lifted code and sort the items there instead")


def is_counter_method(obj, name: str) -> bool:
    """Whether `obj.name` is Counter's own most_common (not a subclass's override)."""
    return name == "most_common" and isinstance(obj, collections.Counter) and \
        getattr(type(obj), "most_common", None) is collections.Counter.most_common and \
        type(obj) is not Union
