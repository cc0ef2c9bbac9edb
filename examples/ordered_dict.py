"""An LRU cache on `collections.OrderedDict`, verified against plain Python.

An OrderedDict keeps its order in links of its own: lifted code runs its own methods
(`move_to_end`, `popitem(last=False)`, its views in its order), reads it at symbolic keys
as a dict, and undoes and merges a change made under a symbolic condition where both
paths hold the same keys in the same order. A branch that adds a key on one path only is
refused at the user's line, not guessed.

Run: python examples/ordered_dict.py
"""

from __future__ import annotations

import collections

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def lru_hits(requests, size, bonus):
    """Counts the hits of an LRU cache of `size` entries over `requests`; a hit on a key
    below `bonus` adds `bonus` to its entry."""
    cache = collections.OrderedDict()
    hits = 0
    for k in requests:
        if k in cache:
            cache.move_to_end(k)
            hits += 1
            if bonus > k:  # a symbolic condition: the value differs by path
                cache[k] += bonus
        else:
            cache[k] = 0
            if len(cache) > size:
                cache.popitem(last=False)
    return hits, list(cache.items())


@lifted
def grows_on_one_path(c):
    cache = collections.OrderedDict({1: 0})
    if c > 0:
        cache[2] = c  # a key added on one path only
    return list(cache)


def plain_lru_hits(requests, size, bonus):
    """The same cache in plain Python, for comparison."""
    cache = collections.OrderedDict()
    hits = 0
    for k in requests:
        if k in cache:
            cache.move_to_end(k)
            hits += 1
            if bonus > k:  # a symbolic condition: the value differs by path
                cache[k] += bonus
        else:
            cache[k] = 0
            if len(cache) > size:
                cache.popitem(last=False)
    return hits, list(cache.items())


def main() -> None:
    requests = (1, 2, 1, 3, 2, 1)
    bonus = st.symbolic("bonus", int)
    for size in (1, 2, 3):
        expected = {b: plain_lru_hits(requests, size, b) for b in range(-2, 3)}

        def check(size=size, expected=expected):
            assume(-2 <= bonus)
            assume(bonus <= 2)
            hits, items = lru_hits(requests, size, bonus)
            for b, (want_hits, want_items) in expected.items():
                if bonus == b:
                    assert_(hits == want_hits)
                    assert_(items == want_items)

        sol = st.verify(check)
        print(f"LRU of size {size} agrees with Python for bonus in -2..2: "
              f"{'verified' if sol.unsat else sol}")
    c = st.symbolic("c", int)
    try:
        st.verify(lambda: grows_on_one_path(c))
    except st.UntrackedMutation as exc:
        print(f"refused: {str(exc).splitlines()[0]}")


if __name__ == "__main__":
    main()
