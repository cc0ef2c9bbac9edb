"""A generated program: its source text, its inputs and their finite domain, and the two
ways to run it (plain Python, and lifted by stamen).

The source defines `f` (and whatever helpers it needs) with `@lifted` on what stamen
should lift. It is compiled twice under one fake filename registered in `linecache`
(so `inspect.getsource`, which `@lifted` reads, finds it; nothing is written to disk):
once with `lifted` bound to the identity, giving plain Python, and once with
`stamen.lifted`, giving the lifted program. Each run gets its own classes and helpers.
"""

from __future__ import annotations

import dataclasses
import itertools
import linecache
import sys
import types

import stamen

__all__ = ["DOMAINS", "FLOAT_INPUTS", "INPUT_SORTS", "BV4", "Program", "load",
           "plain_choose", "plain_hole"]

BV4 = stamen.BitVec(4)

# The finite domain of each input name; a program's inputs are a prefix-free pick of these.
DOMAINS: dict[str, tuple] = {
    "x": tuple(range(-3, 4)),
    "y": tuple(range(-1, 3)),
    "b": (False, True),
    "k": (0, 1, 2),  # a choice index: `choose(...)` with the alternatives' number drawn
    "z": (-2.5, 0.0, 0.5, 3.0),  # a symbolic float (no nan: the oracle compares by ==)
    # a symbolic str: the empty string, digits, a sign, a space, orders and repeats
    "s": ("", "a", "ab", "ba", "aa", "-1", "10", " ", "A1"),
    # a symbolic float with IEEE's corners (the oracle keys and compares them by `same`);
    # its nan is its own object, not `math.nan`, so `math.nan in [w]` is False as for a
    # nan the program computed
    "w": (float("nan"), -0.0, 0.0, float("inf"), float("-inf"), 1e308, 5e-324, 0.1, -2.5),
    # a symbolic 4-bit bit-vector: every value of the width
    "v": tuple(BV4(i) for i in range(16)),
}
FLOAT_INPUTS = frozenset({"z", "w"})
# The sort of each input name that is not an int.
INPUT_SORTS: dict[str, object] = {"b": bool, "z": float, "w": float, "s": str, "v": BV4}
_COUNTER = itertools.count()


@dataclasses.dataclass(frozen=True)
class Program:
    """A program of one family: `f(*params)` over the product of the params' domains.

    `choice` > 0 means the source calls `choose` once with that many alternatives; the
    choice is then an extra input `k` that plain Python reads (see `plain_choose`), and
    `f` returns the pair (k, value) so the lifted run exposes which alternative it took.
    """

    family: str
    source: str
    params: tuple[str, ...]
    choice: int = 0
    query: str = ""  # "optimize", "synthesize" or "debug": a query family's question
    target: int = 0  # synthesize: the hole value plain Python runs with (the spec)

    def inputs(self) -> list[tuple]:
        """Returns every input tuple of the domain, `k` last when there is a choice."""
        domains = [DOMAINS[p] for p in self.params]
        if self.choice:
            domains.append(tuple(range(self.choice)))
        return list(itertools.product(*domains))


class _PlainChoice:
    """`choose` for plain Python: the alternative numbered by the current `k` input."""

    def __init__(self):
        self.k = 0

    def __call__(self, *alternatives):
        return alternatives[self.k]


class _PlainHole:
    """`hole` for plain Python: every hole reads `value` (set before a run)."""

    def __init__(self):
        self.value = 0

    def __call__(self, type_=int):
        return self.value


def plain_hole(namespace: dict) -> _PlainHole:
    """Returns the `hole` object of a plain namespace (to set its value before a run)."""
    return namespace["hole"]


def plain_choose(namespace: dict) -> _PlainChoice:
    """Returns the `choose` object of a plain namespace (to set `k` before a run)."""
    return namespace["choose"]


def _register(source: str) -> str:
    """Returns a fresh fake filename whose lines `linecache` serves (never evicted)."""
    filename = f"<stamen-difftest-{next(_COUNTER)}>"
    lines = source.splitlines(keepends=True)
    linecache.cache[filename] = (len(source), None, lines, filename)
    return filename


def _identity(obj):
    return obj


def load(program: Program, *, lift: bool) -> dict:
    """Returns the namespace of `program.source` run plain (lift=False) or lifted.

    The source runs as a module registered in `sys.modules` while it executes (as
    `dataclasses` expects). Raises what compiling or lifting raises (stamen refusals
    included)."""
    filename = _register(program.source)
    module = types.ModuleType(filename.strip("<>").replace("-", "_"))
    module.__file__ = filename
    module.__dict__.update(lifted=stamen.lifted if lift else _identity, stamen=stamen,
                           choose=stamen.choose if lift else _PlainChoice(),
                           hole=stamen.hole if lift else _PlainHole())
    code = compile(program.source, filename, "exec")
    sys.modules[module.__name__] = module
    try:
        exec(code, module.__dict__)  # noqa: S102 - the generator's own program text
    finally:
        del sys.modules[module.__name__]
    return module.__dict__
