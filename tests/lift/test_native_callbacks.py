"""C code that calls the program back or reads its arguments natively (issue 10, round
6b): `next(it, default)` and `zip()` over the program's iterator whose end is symbolic,
a dict subclass's C method (`OrderedDict.move_to_end`) given a union, a defaultdict's
factory (called by `__missing__` where the key is missing only). Each either agrees
with Python under every strategy or is refused at the user's line; none is a failure of
the path that Python does not have."""

from __future__ import annotations

import collections

from stamen import UnsupportedConstruct, UntrackedMutation, lifted

from .agreement import agree, refused, x


@lifted
class Count:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i * 10


@lifted
def next_with_default(a):
    c = Count(a)
    first = next(c, "none")
    rest = sum(c)
    return first, rest, next(c, "done"), c.i


def test_next_with_a_default_catches_a_symbolic_stop():
    """next(it, default) called C `next`, which catches the StopIteration the program's
    `__next__` raised under a symbolic condition: that was a failure of the path (verify
    found a counterexample Python does not have); it is raised natively in its world."""
    agree(next_with_default)


@lifted
def zipped(a):
    return list(zip(Count(a), "abc", strict=False))


def test_a_symbolic_stop_caught_by_other_c_code_is_refused():
    """zip() catches the program's StopIteration too, on some paths only, which stamen
    cannot do: refused, not a failure of those paths."""
    refused(UnsupportedConstruct, lambda: zipped(x), "StopIteration raised by the program")


@lifted
def moved(a):
    od = collections.OrderedDict([("a", 1), ("b", 2), ("c", 3)])
    od.move_to_end("a" if a > 0 else "b")
    return list(od)


@lifted
def moved_symbolic(a):
    od = collections.OrderedDict([(0, 1), (1, 2)])
    od.move_to_end(a)
    return list(od)


def test_a_dict_subclass_c_method_of_a_union_is_split_or_refused():
    """`od.move_to_end(union)` looked the union object up as a key (KeyError: a failure of
    every path); it is called per member, whose change under a guard the store refuses;
    a symbolic key that is not one of a few literals is refused (C hashes a term by id)."""
    refused(UntrackedMutation, lambda: moved(x), "OrderedDict")
    refused(UnsupportedConstruct, lambda: moved_symbolic(x), "move_to_end")


@lifted
def factory_calls(a):
    calls = []

    def make():
        calls.append(len(calls))
        return [len(calls)]

    d = collections.defaultdict(make)
    d[a].append(5)
    d[1]
    return dict(d), calls


def test_a_defaultdict_factory_runs_where_the_key_is_missing_only():
    """d[k] at a key present on some paths only called the factory on every path (its
    effect, a call counted, showed where the key was present)."""
    agree(factory_calls)


@lifted
def slice_indices(a):
    step = a if a != 0 else None  # an int on some paths, None on the others: a union
    out = [slice(a, None).indices(5), slice(-a, a * 2, step).indices(4),
           slice(None, a, -1).indices(3)]
    try:
        out.append(slice(a, 2, a - a).indices(3))
    except ValueError:
        out.append("zero step")
    return out


def test_slice_indices_of_symbolic_bounds():
    """`slice.indices` of symbolic (or union) bounds read them natively: a union step was
    Python's TypeError on every path (a wrong answer), a term bound a refusal; it is
    CPython's computation in lifted code (stdlib.slices)."""
    agree(slice_indices, domain=range(-2, 3))


@lifted
def popped_first(a):
    od = collections.OrderedDict([("a", a), ("b", 2), ("c", 3)])
    first = od.popitem(last=False)
    last = od.popitem(False)
    return first, last, list(od)


@lifted
def counter_deleted(a):
    c = collections.Counter({1: a, 2: 5})
    del c[7]  # Counter's `del` ignores a missing key
    if a > 0:
        del c[a]
    return sorted(c.items())


def test_a_library_dict_subclass_method_is_its_own_not_dicts():
    """`od.popitem(last=False)` ran dict.popitem (a raw TypeError: it takes no arguments);
    `del counter[missing]` ran dict's delete (a KeyError Python's Counter does not raise)."""
    agree(popped_first)
    agree(counter_deleted)


@lifted
def ordered_from_a_generator(a):
    od = collections.OrderedDict((k, k * a) for k in "ab")
    return list(od.items())


def test_c_code_takes_a_generator_expression_for_an_iterator_not_a_mapping():
    # its iterator had an `items` attribute (a list): OrderedDict's C update took it for
    # a mapping and called it (a raw TypeError: 'list' object is not callable)
    agree(ordered_from_a_generator)
