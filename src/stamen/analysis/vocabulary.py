"""The vocabulary of an interpreter's state: its fields, their sorts, and the symbolic
constants that stand for them in the pre-state.

A state type is a frozen dataclass or a NamedTuple whose fields are annotated with
stamen types (`BitVec(32)`, `bool`, `int`, `Array(BitVec(32), BitVec(32))`, ...): each
field is a constant symbol of the paper's logic (a register, a flag) or, when its sort is
an array or a function, a function symbol (a memory). The pre-state of a transformer
holds, for each field, the symbolic constant named after it.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from functools import lru_cache
from typing import ForwardRef

from stamen.errors import InvalidArgument, UnsupportedConstruct
from stamen.terms.arrays import ArrayValue, FunctionValue
from stamen.terms.operators import coerce, sort_of
from stamen.terms.printing import term_str
from stamen.terms.sorts import Sort, as_sort
from stamen.terms.term import Term, constant, literal_sort
from stamen.vm.values.union import Union

__all__ = ["Vocabulary", "vocabulary", "state_type_of", "pre_state"]


class Vocabulary:
    """The fields of a state type, their sorts and their pre-state constants."""

    __slots__ = ("cls", "names", "sorts", "constants")

    def __init__(self, cls: type, sorts: dict[str, Sort]):
        self.cls = cls
        self.names = tuple(sorts)
        self.sorts = sorts
        self.constants = {name: constant(name, sort) for name, sort in sorts.items()}

    def instance(self, values: dict):
        """Returns the state of this type whose fields hold `values` (by name)."""
        return self.cls(**{name: values[name] for name in self.names})

    def values(self, state, where: str) -> dict:
        """Returns the fields of `state` (an instance of this type) by name, each a term or
        literal of its field's sort; a field that holds anything else is refused."""
        if type(state) is Union or not isinstance(state, self.cls):
            raise _not_a_state(state, self.cls, where)
        return {name: _field_value(getattr(state, name), self.sorts[name], name, where)
                for name in self.names}

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}: {s.name}" for n, s in self.sorts.items())
        return f"Vocabulary({self.cls.__name__}: {fields})"


def _not_a_state(value, cls: type, where: str) -> Exception:
    if type(value) is Union:
        return UnsupportedConstruct(
            f"{where}: the step returns a union of different values on different paths "
            f"({term_str(value) if type(value) is Term else value!r}), not one "
            f"{cls.__name__}; an Update holds one state")
    return InvalidArgument(f"{where}: expected a {cls.__name__} state, got {value!r}")


def _field_value(v, sort: Sort, name: str, where: str):
    """Returns `v` as a value of `sort`, or raises UnsupportedConstruct naming the field."""
    if type(v) is Union:
        pass
    elif type(v) in (ArrayValue, FunctionValue):
        if v.sort is sort:
            return v
    elif sort_of(v) is not None:
        try:
            return coerce(v, sort)
        except TypeError:
            pass
    shown = term_str(v) if type(v) is Term else repr(v)
    kind = "a union of values of different types" if type(v) is Union else \
        f"a value of type {_sort_name(v)}"
    raise UnsupportedConstruct(
        f"{where}: field {name!r} of the state is {kind} ({shown[:200]}), not a value of "
        f"{sort.name}; an Update holds one term of its field's sort per field")


def _sort_name(v) -> str:
    s = sort_of(v)
    if s is None:
        try:
            s = literal_sort(v)
        except TypeError:
            return type(v).__name__
    return s.name


@lru_cache(maxsize=256)
def vocabulary(cls: type) -> Vocabulary:
    """Returns the vocabulary of the state type `cls` (a frozen dataclass or a NamedTuple
    whose fields are annotated with stamen types)."""
    if not isinstance(cls, type):
        raise InvalidArgument(f"expected a state type (a frozen dataclass or a NamedTuple), "
                              f"got {cls!r}")
    if dataclasses.is_dataclass(cls):
        if not cls.__dataclass_params__.frozen:
            raise InvalidArgument(
                f"the state type {cls.__name__} must be a frozen dataclass "
                f"(@dataclass(frozen=True)): states are values, merged field by field")
        names = [f.name for f in dataclasses.fields(cls)]
    elif issubclass(cls, tuple) and hasattr(cls, "_fields"):
        names = list(cls._fields)
    else:
        raise InvalidArgument(f"the state type {cls.__name__} must be a frozen dataclass or "
                              f"a NamedTuple")
    try:
        annotations = inspect.get_annotations(cls, eval_str=True)
    except Exception as exc:  # noqa: BLE001 - an annotation that does not evaluate
        raise InvalidArgument(f"the annotations of {cls.__name__} do not evaluate: {exc}") \
            from None
    sorts = {}
    for name in names:
        if name not in annotations:
            raise InvalidArgument(f"field {name!r} of {cls.__name__} has no type annotation")
        try:
            sorts[name] = as_sort(_resolved(annotations[name], cls))
        except InvalidArgument as exc:
            raise InvalidArgument(f"field {name!r} of {cls.__name__}: {exc}") from None
    if not sorts:
        raise InvalidArgument(f"the state type {cls.__name__} has no fields")
    return Vocabulary(cls, sorts)


def _resolved(annotation, cls: type):
    """Returns an annotation evaluated: NamedTuple keeps string annotations as ForwardRefs
    (under `from __future__ import annotations`), evaluated here in the class's module."""
    if isinstance(annotation, ForwardRef):
        module = sys.modules.get(cls.__module__)
        try:
            return eval(annotation.__forward_arg__, vars(module) if module else {})  # noqa: S307
        except Exception as exc:  # noqa: BLE001 - reported as the user's annotation
            raise InvalidArgument(f"the annotation {annotation.__forward_arg__!r} does not "
                                  f"evaluate: {exc}") from None
    return annotation


def state_type_of(step) -> type:
    """Returns the state type of a step function: its `state_type` attribute, else the
    annotation of its first parameter."""
    declared = getattr(step, "state_type", None)
    if isinstance(declared, type):
        return declared
    try:
        params = list(inspect.signature(step, eval_str=True).parameters.values())
    except (TypeError, ValueError, NameError) as exc:
        raise InvalidArgument(f"cannot read the state type of {step!r} ({exc}); pass the "
                              f"state type (or a state) as `state=`") from None
    if params and isinstance(params[0].annotation, type) and \
            params[0].annotation is not inspect.Parameter.empty:
        return params[0].annotation
    raise InvalidArgument(f"cannot tell the state type of {step!r}: annotate its first "
                          f"parameter (def step(s: State) -> State), give it a `state_type` "
                          f"attribute, or pass `state=`")


def pre_state(cls: type):
    """Returns the symbolic pre-state of the state type `cls`: each field holds the
    constant named after it (replace fields with `dataclasses.replace` / `_replace` to
    start from a partly concrete state)."""
    vocab = vocabulary(cls)
    return vocab.instance(vocab.constants)
