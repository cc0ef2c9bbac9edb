"""Plain Python handed a value that differs between paths.

`size` is a `functools.singledispatch` function (not lifted): it dispatches on its
argument's class. The lifted `measure` builds a `Leaf` on some paths and a `Pair` on the
others and hands the result to `size`: stamen calls `size` once per member of the union,
under its guard, so each path gets Python's answer. Where plain Python reaches the union
some other way (here `depth`, reading an attribute of an object built under a branch),
asking its class is refused at that line: stamen never lets it see its own object.

Run: python examples/unlifted_dispatch.py
"""

from __future__ import annotations

import functools

import stamen as st
from stamen import assert_, lifted


@lifted
class Leaf:
    def __init__(self, v):
        self.v = v


@lifted
class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b


@functools.singledispatch
def size(node):
    raise TypeError(f"not a node: {node!r}")


@size.register
def _(node: Leaf):
    return 1


@size.register
def _(node: Pair):
    return size(node.a) + size(node.b)


def depth(node):
    """Plain Python: how deep the left spine goes."""
    return 1 + depth(node.a) if isinstance(node, Pair) else 0


@lifted
def measure(v):
    node = Pair(Leaf(v), Leaf(0)) if v > 0 else Leaf(v)
    return size(node)


@lifted
def nested(v):
    inner = Pair(Leaf(v), Leaf(0)) if v > 0 else Leaf(v)
    return depth(Pair(inner, Leaf(1)))


def main() -> None:
    v = st.fresh(int)
    cex = st.verify(lambda: assert_(measure(v) == st.ite(v > 0, 2, 1)))
    print("size per path:", "verified" if cex.unsat else cex)
    sol = st.solve(lambda: assert_(measure(v) == 2))
    print("size 2 at v =", sol[v], "; in Python:", measure(sol[v]))
    try:
        st.verify(lambda: assert_(nested(v) >= 1))
    except st.UnsupportedConstruct as exc:
        print("refused:", str(exc).split(": ", 1)[1].split(" in `")[0])


if __name__ == "__main__":
    main()
