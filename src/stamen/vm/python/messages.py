"""Python's own words: the messages of the exceptions stamen raises on Python's behalf.

A lifted program may read an exception's text (`str(e)`, `e.args`), so an IndexError
that stamen raises on a symbolic path must say what CPython says for the same operation
("tuple index out of range", not "list index out of range"). CPython's messages change
between versions (3.12 renamed "max() arg is an empty sequence"), so none is written
out here: each is taken from the running interpreter, by running the operation on a
small concrete stand-in that fails the same way, once per shape (cached).
"""

from __future__ import annotations

import functools
import inspect
import re

__all__ = ["empty_extremum_error", "index_error", "no_attribute", "python_error", "unset_slot",
           "star_unpack_error", "unpack_error", "zip_strict_error", "require_arity"]


def python_error(operation) -> BaseException:
    """Returns the exception the running Python raises for `operation()` (a thunk over
    concrete stand-ins that must fail)."""
    try:
        operation()
    except Exception as exc:  # noqa: BLE001 - the exception is the answer
        return exc
    raise AssertionError(f"{operation!r} did not fail")  # a stand-in that does not fail


_INDEX_STANDINS = {
    "list": lambda: [][0],
    "tuple": lambda: ()[0],
    "str": lambda: ""[0],
    "range": lambda: range(0)[0],
    "list assignment": lambda: [].__setitem__(0, None),
    "list deletion": lambda: [].__delitem__(0),
    "pop": lambda: [None].pop(1),
    "pop empty": lambda: [].pop(),
}


@functools.cache
def index_error(kind: str) -> str:
    """Returns Python's message for an index out of range: `kind` is one of "list",
    "tuple", "str", "range" (reads), "list assignment", "list deletion", "pop" (a
    position past the end) and "pop empty"."""
    return str(python_error(_INDEX_STANDINS[kind]))


@functools.cache
def _unpacker(before: int, after: int, starred: bool):
    """Returns a function doing `a0, ..., [*m,] b0, ... = value` (compiled once)."""
    names = [f"a{j}" for j in range(before)] + (["*m"] if starred else []) + \
        [f"b{j}" for j in range(after)]
    namespace: dict = {}
    exec(f"def unpack(value):\n    {', '.join(names)}, = value\n", namespace)  # noqa: S102
    return namespace["unpack"]


@functools.cache
def unpack_error(count: int, got: int) -> str:
    """Returns Python's message for `count` targets unpacking `got` values (got != count)."""
    return str(python_error(lambda: _unpacker(count, 0, False)([None] * got)))


@functools.cache
def star_unpack_error(before: int, after: int, got: int) -> str:
    """Returns Python's message for `before` targets, a starred one and `after` more,
    unpacking `got` values (got < before + after)."""
    return str(python_error(lambda: _unpacker(before, after, True)([None] * got)))


@functools.cache
def zip_strict_error(lengths: tuple[int, ...]) -> str:
    """Returns Python's message for `zip(..., strict=True)` over iterables of these
    lengths (not all equal)."""
    return str(python_error(lambda: list(zip(*([None] * n for n in lengths), strict=True))))


def no_attribute(obj, name: str) -> str:
    """Returns Python's text for reading the missing attribute `name` of `obj`: an
    instance's ("'K' object has no attribute 'a'"), a class's ("type object 'K' ...") or
    a module's."""
    if isinstance(obj, type):
        return f"type object '{obj.__name__}' has no attribute '{name}'"
    if type(obj).__name__ == "module" and isinstance(getattr(obj, "__name__", None), str):
        return f"module '{obj.__name__}' has no attribute '{name}'"
    return f"'{type(obj).__name__}' object has no attribute '{name}'"


@functools.cache
def unset_slot(name: str) -> str:
    """Returns Python's text for deleting the slot `name` of an instance that has no value
    in it (read off a class of Python's with that slot)."""
    holder = type("Holder", (), {"__slots__": (name,)})
    return str(python_error(lambda: delattr(holder(), name)))


@functools.cache
def empty_extremum_error(name: str) -> str:
    """Returns Python's message for `min()`/`max()` of an empty iterable."""
    return str(python_error(lambda: {"min": min, "max": max}[name]([])))


def require_arity(base: type, name: str, args: tuple, kwargs: dict) -> None:
    """Python's TypeError where a container method is called with a count of arguments (or
    keywords) it does not take: stamen's own versions of the methods assume they fit."""
    message = _arity_error(base, name, len(args), tuple(kwargs))
    if message is not None:
        raise TypeError(message)


# the words of a TypeError about how many arguments a C method got
_COUNT_WORDS = re.compile(r"argument.*(given|got \d)|takes no (keyword )?arguments")


@functools.cache
def _arity_error(base: type, name: str, count: int, keywords: tuple) -> str | None:
    """Python's message for `base.name` called with `count` positional arguments and these
    keywords where it does not take them, else None: the method's own words, run on an
    empty container with placeholders (checked against its signature where Python gives
    one, else by what the words say, since a placeholder of the wrong type fails too)."""
    method = getattr(base, name)
    placeholders = [None] * count
    try:
        signature = inspect.signature(method)
    except (TypeError, ValueError):
        signature = None
    if signature is not None:
        try:
            signature.bind(None, *placeholders, **dict.fromkeys(keywords))
            return None
        except TypeError as bad:
            fallback = str(bad)
    else:
        fallback = None
    try:
        method(base(), *placeholders, **dict.fromkeys(keywords))
    except TypeError as error:
        if signature is not None or _COUNT_WORDS.search(str(error)):
            return str(error)
    except Exception:  # noqa: BLE001 - any other failure is about the placeholders
        pass
    return fallback
