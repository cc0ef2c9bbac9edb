"""The answer to a query: sat with a model, unsat, or unknown (never "verified" by default).

`sol[x]` gives the value of a constant; `sol.evaluate(v)` concretises any
nested Python structure of symbolic values (terms, unions, tuples, lists of
symbolic length, dicts, dataclasses) under the model, completing it with
default values for constants the model leaves free.
"""

from __future__ import annotations

import dataclasses

from stamen.errors import InvalidArgument
from stamen.solvers.values import default_value
from stamen.terms.term import Term
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.objstate import new_instance, raw_state
from stamen.vm.seq import List, PaddedTuple
from stamen.vm.stats import Stats
from stamen.vm.union import ABSENT, Union

__all__ = ["Solution", "default_value"]

SAT, UNSAT, UNKNOWN = "sat", "unsat", "unknown"


class Solution:
    """A query's answer. Truthy exactly when sat."""

    def __init__(self, kind: str, model: dict | None = None, stats: Stats | None = None,
                 reason: str | None = None, failure=None, core=None):
        self.kind = kind
        self.model = model or {}
        self.stats = stats or Stats()
        self.reason = reason
        self.failure = failure
        self.core = core

    @property
    def sat(self) -> bool:
        return self.kind == SAT

    @property
    def unsat(self) -> bool:
        return self.kind == UNSAT

    @property
    def unknown(self) -> bool:
        return self.kind == UNKNOWN

    def __bool__(self) -> bool:
        return self.kind == SAT

    def __repr__(self) -> str:
        if self.kind == SAT:
            items = ", ".join(f"{k!r}: {v!r}" for k, v in list(self.model.items())[:12])
            more = ", …" if len(self.model) > 12 else ""
            return f"Solution(sat, {{{items}{more}}})"
        if self.kind == UNKNOWN:
            return f"Solution(unknown: {self.reason})"
        return "Solution(unsat)"

    def _require_model(self):
        if self.kind != SAT:
            raise InvalidArgument(f"this solution is {self.kind}: it has no model")

    def __getitem__(self, constant):
        self._require_model()
        return self.evaluate(constant)

    def complete(self, fn) -> str:
        """Returns the source of the sketch `fn` with its holes and choices filled in."""
        self._require_model()
        from stamen.sketch.complete import complete_source

        return complete_source(fn, self)

    def evaluate(self, value):
        """Returns `value` with every symbolic part replaced by its value in the model."""
        self._require_model()
        return _concretise(value, self.model, {})


def _complete(c):
    return default_value(c.sort)


def _concretise(value, model: dict, memo: dict):
    t = type(value)
    if t is Term:
        return evaluate_term(value, model, default=_complete)
    if t is Union:
        for g, v in value.members:
            if evaluate_term(g, model, default=_complete) is True:
                return _concretise(v, model, memo)
        raise InvalidArgument("no member of the union is selected by the model")
    if t is List or t is PaddedTuple:
        if t is List:
            elems, n = list(list.__iter__(value)) if value._stamen_len is None else \
                list.__getitem__(value, slice(None)), value._stamen_len
        else:
            elems, n = list(value.elems), value.length
        count = len(elems) if n is None else _concretise(n, model, memo)
        items = [_concretise(e, model, memo) for e in elems[:count]]
        return items if t is List else tuple(items)
    if id(value) in memo:
        return memo[id(value)]
    if isinstance(value, tuple):
        items = [_concretise(v, model, memo) for v in value]
        if t is tuple:
            return tuple(items)
        state = {k: _concretise(v, model, memo) for k, v in raw_state(value).items()}
        return new_instance(t, state, tuple(items))  # never through the class's __new__
    if isinstance(value, list):
        out: list = []
        memo[id(value)] = out
        out.extend(_concretise(v, model, memo) for v in value)
        return out
    if isinstance(value, dict):
        out_d: dict = {}
        memo[id(value)] = out_d
        for k, v in value.items():
            cv = _concretise(v, model, memo)
            if cv is not ABSENT:
                out_d[_concretise(k, model, memo)] = cv
        return out_d
    if isinstance(value, (set, frozenset)):
        return t(_concretise(v, model, memo) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # rebuilt from its stored attributes, without running __init__ or __post_init__
        state = {k: _concretise(v, model, memo) for k, v in raw_state(value).items()}
        return new_instance(t, state)
    return value
