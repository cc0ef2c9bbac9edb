"""Programs iterating `iter(d)` of a dict whose key 2 is present where a > 0, each with
its plain twin (for tests/vm/test_dicts.py): PROGRAMS is {name: (lifted, plain)}."""

from __future__ import annotations

from stamen import lifted


def iterate_list(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return len(list(iter(d)))


def iterate_sum(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return sum(iter(d))


def iterate_tuple(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return tuple(iter(d))


def iterate_sorted(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return sorted(iter(d))


def iterate_comprehension(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return [k for k in iter(d)]


def iterate_next_then_list(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    it = iter(d)
    return (next(it), list(it))[1]


def iterate_max(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return max(iter(d))


def iterate_enumerate_items(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return list(enumerate(iter(d.items())))


def iterate_zip(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return list(zip(iter(d), [7, 8, 9], strict=False))


def iterate_any(a):
    d = {1: 1}
    if a > 0:
        d[2] = 2
    return any(k == 2 for k in iter(d))


PROGRAMS = {
    "list": (lifted(iterate_list), iterate_list),
    "sum": (lifted(iterate_sum), iterate_sum),
    "tuple": (lifted(iterate_tuple), iterate_tuple),
    "sorted": (lifted(iterate_sorted), iterate_sorted),
    "comprehension": (lifted(iterate_comprehension), iterate_comprehension),
    "next_then_list": (lifted(iterate_next_then_list), iterate_next_then_list),
    "max": (lifted(iterate_max), iterate_max),
    "enumerate_items": (lifted(iterate_enumerate_items), iterate_enumerate_items),
    "zip": (lifted(iterate_zip), iterate_zip),
    "any": (lifted(iterate_any), iterate_any),
}
