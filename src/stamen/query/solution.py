"""The answer to a query: sat with a model, unsat, or unknown (never "verified" by default).

`sol[x]` gives the value of a constant; `sol.evaluate(v)` concretises any
nested Python structure of symbolic values (terms, unions, tuples, lists of
symbolic length, dicts, dataclasses) under the model, completing it with
default values for constants the model leaves free.
"""

from __future__ import annotations

import dataclasses
import enum
from collections import defaultdict

from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument, UnknownAnswer
from stamen.solvers.result import TIMEOUT
from stamen.solvers.values import default_value
from stamen.terms.printing import term_str
from stamen.terms.term import Term
from stamen.terms.traverse import evaluate as evaluate_term
from stamen.vm.merging.seq import List, PaddedTuple
from stamen.vm.python.dicts import logical_key
from stamen.vm.python.sets import Member, physical_members
from stamen.vm.python.strings import SymbolicText
from stamen.vm.state.stats import Stats
from stamen.vm.values.objstate import new_instance, raw_set, raw_state
from stamen.vm.values.union import ABSENT, Union

__all__ = ["Solution", "default_value", "unknown_reason"]

SAT, UNSAT, UNKNOWN = "sat", "unsat", "unknown"


class Solution:
    """A query's answer: `sat` (with a model), `unsat`, or `unknown`.

    `bool(sol)` is True when sat and False when unsat; for unknown it raises
    `UnknownAnswer`, since an unknown answer is neither (the idiom
    `cex.evaluate(x) if cex else "verified"` must never print "verified" on a
    timeout). `sol.sat`, `sol.unsat` and `sol.unknown` test explicitly.
    `reason` says why an answer is unknown; `best`, on an unknown answer of
    `optimize`, is a sat Solution with the best model found, not proven optimal.
    `solver` names the solver that answered (the fallback's name when it did).
    """

    def __init__(self, kind: str, model: dict | None = None, stats: Stats | None = None,
                 reason: str | None = None, failure=None, core=None,
                 best: Solution | None = None):
        if kind not in (SAT, UNSAT, UNKNOWN):
            raise InvalidArgument(f"Solution: expected kind in {(SAT, UNSAT, UNKNOWN)}, "
                                  f"got kind={kind!r}")
        self.kind = kind
        self.model = model or {}
        self.stats = stats or Stats()
        self.reason = reason if kind == UNKNOWN else None
        self.failure = failure
        self.core = core
        self.best = best
        self.solver: str | None = None  # the solver that gave the answer, where one did

    @property
    def sat(self) -> bool:
        """Whether the query has an answer with a model."""
        return self.kind == SAT

    @property
    def unsat(self) -> bool:
        """Whether the solver proved that there is no model (for verify: verified)."""
        return self.kind == UNSAT

    @property
    def unknown(self) -> bool:
        """Whether the solver could not decide (see `reason`)."""
        return self.kind == UNKNOWN

    @property
    def timed_out(self) -> bool:
        """Whether the answer is unknown because a solver call ran out of time."""
        return self.kind == UNKNOWN and (self.reason or "").startswith(TIMEOUT)

    def __bool__(self) -> bool:
        if self.kind == UNKNOWN:
            raise UnknownAnswer(
                f"the answer is unknown ({self.reason or 'no reason given'}): it is neither "
                "sat nor unsat, so it has no truth value; test sol.sat, sol.unsat or "
                "sol.unknown explicitly")
        return self.kind == SAT

    def __repr__(self) -> str:
        if self.kind == SAT:
            return f"Solution(sat, {_model_repr(self.model)})"
        if self.kind == UNKNOWN:
            best = (f"; best model found, not proven optimal: {_model_repr(self.best.model)}"
                    if self.best is not None else "")
            return f"Solution(unknown: {self.reason or 'no reason given'}{best})"
        return "Solution(unsat)"

    def _require_model(self):
        if self.kind != SAT:
            best = (" (its best model found, not proven optimal, is `sol.best`)"
                    if self.best is not None else "")
            raise InvalidArgument(f"this solution is {self.kind}: it has no model{best}")

    @faults_are_internal
    def __getitem__(self, constant):
        """Returns the value of a symbolic value (usually a constant) in the model."""
        self._require_model()
        if isinstance(constant, str):
            raise InvalidArgument(
                f"Expected a symbolic value for sol[...], got {constant!r}: a name is not "
                "its constant; index with the value itself (e.g. sol[x])")
        return self.evaluate(constant)

    @faults_are_internal
    def complete(self, fn) -> str:
        """Returns the source of the sketch `fn` with its holes and choices filled in."""
        self._require_model()
        from stamen.sketch.complete import complete_source

        return complete_source(fn, self)

    @faults_are_internal
    def chosen(self, key, where: str | None = None) -> int:
        """Returns the index of the alternative this solution takes at the
        `choose(..., key=key)` call (`where`: the call's file, if several calls use `key`)."""
        from stamen.sketch.holes import chosen

        return chosen(self, key, where)

    @faults_are_internal
    def evaluate(self, value):
        """Returns `value` with every symbolic part replaced by its value in the model."""
        self._require_model()
        return _concretise(value, self.model, {})


def unknown_reason(reason: str | None, timeout: float | None, where: str = "") -> str:
    """Returns the text that says why a solver call was unknown: "timeout after 0.5 s" for
    a timeout, the solver's own reason otherwise; `where` names the step (e.g. "verification
    step of CEGIS")."""
    if reason == TIMEOUT and timeout is not None:
        text = f"{TIMEOUT} after {timeout} s"
    else:
        text = reason or "the solver gave no reason"
    return f"{text} ({where})" if where else text


def _model_repr(model: dict) -> str:
    """Returns the first entries of a model as `{k: v, ...}`, safe for huge numbers."""
    items = ", ".join(f"{_safe_repr(k)}: {_safe_repr(v)}" for k, v in list(model.items())[:12])
    more = ", …" if len(model) > 12 else ""
    return f"{{{items}{more}}}"


def _safe_repr(v) -> str:
    """repr(v), or a rendering that needs no decimal conversion when v holds an int past
    Python's int-to-string limit (repr would raise ValueError)."""
    try:
        return repr(v)
    except ValueError:
        return term_str(v, 60)


def _complete(c):
    return default_value(c.sort)


def _concretise(value, model: dict, memo: dict):
    t = type(value)
    if t is Term:
        return evaluate_term(value, model, default=_complete)
    if t is SymbolicText:  # its characters depend on a value it does not keep: refused
        value.refuse()
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
        out = _empty_like(value, list)
        memo[id(value)] = out
        list.extend(out, [_concretise(v, model, memo) for v in list.__iter__(value)])
        _copy_state(value, out, model, memo)
        return out
    if isinstance(value, dict):
        out_d = _empty_like(value, dict)
        memo[id(value)] = out_d
        setitem = _native(type(out_d)).__setitem__  # OrderedDict's keeps its order; no user code
        for k, v in dict.items(value):
            cv = _concretise(v, model, memo)
            if cv is not ABSENT:
                setitem(out_d, _concretise(logical_key(k), model, memo), cv)
        if isinstance(value, defaultdict):
            out_d.default_factory = value.default_factory
        _copy_state(value, out_d, model, memo)
        return out_d
    if isinstance(value, (set, frozenset)):
        members = []
        for m in physical_members(value):
            if type(m) is not Member:
                members.append(_concretise(m, model, memo))
            elif evaluate_term(m.guard, model, default=_complete) is True:
                members.append(_concretise(m.value, model, memo))
        return getattr(t, "_stamen_python_type", t)(members)  # a watched set: its type
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # rebuilt from its stored attributes, without running __init__ or __post_init__
        state = {k: _concretise(v, model, memo) for k, v in raw_state(value).items()}
        return new_instance(t, state)
    if _plain_instance(t):
        return _concretise_object(value, model, memo)
    return value


def _empty_like(value, base: type):
    """Returns an empty container of `value`'s own type (a list or dict subclass, such as
    defaultdict or OrderedDict, keeps its type), made without running its `__init__`."""
    t = getattr(type(value), "_stamen_python_type", type(value))  # stamen's own: Python's
    return base() if t is base else t.__new__(t)


def _copy_state(value, out, model: dict, memo: dict) -> None:
    """Stores the concretised attributes of a container subclass instance on its copy."""
    if type(out) not in (list, dict):
        for name, v in raw_state(value).items():
            raw_set(out, name, _concretise(v, model, memo))


_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class defined in Python (by a class statement)


def _native(t: type) -> type:
    """Returns the first class of `t`'s MRO defined in C (dict, OrderedDict, defaultdict):
    its methods fill a container of type `t` without running the program's overrides."""
    return next(c for c in t.__mro__ if not c.__flags__ & _HEAPTYPE)


def _plain_instance(t: type) -> bool:
    """Whether `t` is a class defined in Python over `object` alone (a user's class, not a
    builtin, a C extension's, a class, a module or an enum), whose instances can be made
    by `object.__new__` and hold their attributes in a dict or slots."""
    return (t.__flags__ & _HEAPTYPE and not issubclass(t, (type, enum.Enum, BaseException))
            and all(c is object or c.__flags__ & _HEAPTYPE for c in t.__mro__))


def _concretise_object(value, model: dict, memo: dict):
    """Returns a user object with its attributes concretised: `value` itself when none holds
    a symbolic value (its identity kept), else a copy made without its `__init__`."""
    state = raw_state(value)
    if not state:
        return value
    copy = new_instance(type(value), {})
    memo[id(value)] = copy  # an attribute reaching the object back reaches the copy
    concrete = {k: _concretise(v, model, memo) for k, v in state.items()}
    if all(concrete[k] is v for k, v in state.items()):
        memo[id(value)] = value
        return value
    for name, v in concrete.items():
        raw_set(copy, name, v)
    return copy
