"""The program's own `__hash__`, `__eq__` and `__lt__`, called as Python calls them.

A class that counts or logs the calls of its special methods sees exactly Python's calls
in lifted code: a dict key is hashed once when stored and a probe once per look-up, `==`
is asked only of keys whose hashes agree, and `sorted` asks `<` in timsort's order. Here
`verify` proves, for every input, that the log of a lifted function equals the log plain
Python writes, also for a class the program did not lift; and a `__eq__` with effects on
two different keys of equal hash, whose number of calls CPython's table layout decides,
is refused rather than guessed.

Run: python examples/counted_dunders.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
class Key:
    """A dict key that logs its hashes and comparisons."""

    def __init__(self, v, log):
        self.v, self.log = v, log

    def __hash__(self):
        self.log.append(("hash", self.v))
        return self.v % 8

    def __eq__(self, other):
        self.log.append(("eq", self.v, other.v))
        return self.v == other.v


@lifted
class Item:
    """A sortable item that logs its comparisons."""

    def __init__(self, v, log):
        self.v, self.log = v, log

    def __lt__(self, other):
        self.log.append(("lt", self.v, other.v))
        return self.v < other.v


class PlainKey:
    """A key of a class the program did not lift: its hashes are logged as well."""

    def __init__(self, v, log):
        self.v, self.log = v, log

    def __hash__(self):
        self.log.append(("hash", self.v))
        return self.v % 8

    def __eq__(self, other):
        return isinstance(other, PlainKey) and self.v == other.v


@lifted
def plain_keys(x):
    """Two keys whose hashes agree, a look-up and a copy: the hashes Python computes."""
    log = []
    d = {PlainKey(1, log): x}
    d[PlainKey(9, log)] = x + 1
    return d[PlainKey(1, log)], dict(d) == d, log


@lifted
def lookups(x, y):
    """A dict of two keys, a look-up and an update: the log of the calls made."""
    log = []
    d = {Key(x, log): "x", Key(y, log): "y"}
    found = d.get(Key(x, log), "-")
    d[Key(y, log)] = "again"
    return found, len(d), log


@lifted
def sort_log(x, y, z):
    """Sorts three items: their order and the comparisons made."""
    log = []
    items = sorted([Item(x, log), Item(y, log), Item(z, log)])
    return [i.v for i in items], log


def main() -> None:
    x, y, z = (st.symbolic(n, int) for n in "xyz")
    small = (0 <= x) & (x < 8) & (0 <= y) & (y < 8)
    # Python, written out for x != y: both keys hashed once, the probe hashed, then one
    # `==` each time a look-up meets the equal key (stored key first)
    python_log = [("hash", x), ("hash", y), ("hash", x), ("eq", x, x), ("hash", y),
                  ("eq", y, y)]
    sol = st.verify(lambda: (assume(small), assume(x != y),
                             assert_(lookups(x, y) == ("x", 2, python_log))))
    print(f"dict calls of __hash__/__eq__ are Python's: {'verified' if sol.unsat else sol}")

    # a class not lifted: each key hashed once when stored, the probe once; a copy and
    # an == read the hashes the tables kept
    sol = st.verify(lambda: assert_(plain_keys(x) == (x, True, [("hash", 1), ("hash", 9),
                                                                ("hash", 1)])))
    print(f"an un-lifted key's hashes are Python's: {'verified' if sol.unsat else sol}")

    # timsort on 3 items: 2 comparisons when they come in order, else 3
    sol = st.solve(lambda: assert_(len(sort_log(x, y, z)[1]) == 3))
    xs = sol.evaluate([x, y, z])
    concrete = sort_log.__wrapped__(*xs)
    print(f"sorted {xs} with 3 comparisons: {concrete[1]} (a concrete run agrees: "
          f"{sol.evaluate(sort_log(x, y, z)) == concrete})")

    try:
        st.verify(lambda: assert_(lookups(x, x + 8)[1] == 2))
    except st.UnsupportedConstruct as exc:
        print("refused:", str(exc).split(": ", 1)[1][:60] + "...")


if __name__ == "__main__":
    main()
