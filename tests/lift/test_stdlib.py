"""heapq and bisect on lists holding symbolic elements, and deques changed under symbolic
branches (lift.stdlib): the lifted versions follow the C code's comparisons and moves, so
the containers and the results are Python's on every path, and their writes under a
symbolic condition are merged, never leaked."""

from __future__ import annotations

import bisect
import collections
import heapq
import itertools
from bisect import insort_left
from collections import deque

import stamen
from stamen import lifted
from stamen.lift.stdlib import LIFTED_LIBRARY, REPLACED

from .agreement import agree, refused


@lifted
def heap_under_branches(a):
    h = [a, 3, 1 - a]
    heapq.heapify(h)
    if a > 0:
        first = heapq.heappop(h)
    else:
        first = heapq.heapreplace(h, 2)
    second = heapq.heappushpop(h, a + 1)
    return first, second, h


@lifted
def heap_of_tuples_by_alias(a):
    push, h, out = heapq.heappush, [], []
    if a > 0:
        push(h, (a, "a"))
    push(h, (1, "b"))
    heapq.heappush(h, (a - 1, "c"))
    while h:
        out.append(heapq.heappop(h)[1])
    return out


@lifted
def heap_empty_pop(a):
    h = []
    if a > 0:
        heapq.heappush(h, a)
    try:
        return heapq.heappop(h), len(h)
    except IndexError:
        return "empty", len(h)


@lifted
def smallest_and_largest(a):
    xs = [a, -a, 2, 1]
    if a < 1:
        xs.append(0)
    return (heapq.nlargest(2, xs, key=abs), heapq.nsmallest(a, xs),
            heapq.nsmallest(3, xs, key=lambda v: -v))


@lifted
def bisect_with_key_and_bounds(a):
    xs = [(0, "a"), (2, "b"), (4, "c")]
    if a > 0:
        bisect.insort(xs, (a, "d"), key=lambda p: p[0])
    i = bisect.bisect_right(xs, a, key=lambda p: p[0])
    j = bisect.bisect_left([1, a, 3], 2, 1)
    try:
        k = bisect.bisect(xs, (1, ""), a)
    except ValueError:
        k = "lo"
    return i, j, k, [p[1] for p in xs]


@lifted
def insort_unsorted_with_hi(a):
    xs = [3, a, 1]
    insort_left(xs, 2, 0, a + 1)
    return bisect.bisect_left(xs, a, 0, a), xs


@lifted
def heap_not_a_list(a):
    try:
        heapq.heappush((a,), 1)
    except TypeError as e:
        return str(e)
    return "pushed"


def test_heap_operations_under_symbolic_branches_agree_with_python():
    agree(heap_under_branches)
    agree(heap_of_tuples_by_alias)
    agree(heap_empty_pop)


def test_nsmallest_and_nlargest_with_keys_and_symbolic_n():
    agree(smallest_and_largest)


def test_bisect_and_insort_with_key_bounds_and_unsorted_lists():
    agree(bisect_with_key_and_bounds)
    agree(insort_unsorted_with_hi, domain=range(-1, 3))


def test_a_heap_that_is_not_a_list_is_python_s_type_error():
    agree(heap_not_a_list)


def test_every_lifted_library_function_is_installed():
    """Each function of the table is found by the runtime, whatever name reaches it."""
    from stamen.lift import runtime

    assert set(LIFTED_LIBRARY) <= set(runtime._LIBRARY)
    assert set(REPLACED) <= set(runtime._REPLACED)
    assert bisect.insort is bisect.insort_right and bisect.bisect is bisect.bisect_right
    for table in (runtime._LIBRARY, runtime._REPLACED):
        for fn in list(table):
            version = runtime._resolved(table, fn)
            # the same name, spelt as a Python function's or class's (`ordered_dict`); the
            # deque is named by its C name, `collections.deque`, as Python's messages name it
            def spelt(name: str) -> str:
                return name.rpartition(".")[2].replace("_", "").lower()
            assert callable(version) and spelt(version.__name__) == spelt(fn.__name__)


@lifted
def concrete_heap_under_branch(a):
    heap = [5, 1, 4]
    if a > 0:
        heapq.heapify(heap)
        heapq.heappush(heap, 0)
        bisect.insort(heap, 2)
    return heap


def test_concrete_heaps_run_natively_and_are_still_tracked(monkeypatch):
    """On concrete elements the native function runs (the lifted ones are not called),
    and its write under a symbolic condition is still merged."""
    from stamen.lift import runtime

    def not_called(*args, **kwargs):
        raise AssertionError("the lifted version ran on concrete elements")

    monkeypatch.setattr(runtime, "_LIBRARY", {fn: not_called for fn in runtime._LIBRARY})
    agree(concrete_heap_under_branch)


# ------------------------------------------------------------------------- deque --

@lifted
def deque_under_branches(a):
    d = collections.deque([1, 2, 3], maxlen=4)
    if a > 0:
        d.append(a)
        d.append(-a)
    elif a < 0:
        d.appendleft(a)
        d.extendleft([0, 5])
    else:
        d.pop()
    d.rotate(a)
    e = deque(d)
    if a == 1:
        e.popleft()
    return (list(d), list(e), d[-1], d == e, len(d), [v * 2 for v in d], d.maxlen, a in d,
            type(d) is collections.deque, isinstance(e, collections.deque))


@lifted
def deque_errors(a):
    d = collections.deque()
    if a > 0:
        d.append(a)
    try:
        first = d.popleft()
    except IndexError as e:
        first = str(e)
    try:
        item = d[a]
    except IndexError:
        item = "index"
    d.extend(range(a))
    try:
        d.remove(1)
        removed = True
    except ValueError:
        removed = False
    return (first, item, removed, list(d), d.count(0), list(reversed(d)),
            d < collections.deque([0, 1]), d.index(0) if 0 in d else -1)


@lifted
def deque_as_a_queue(a):
    q, seen = collections.deque([a]), []
    while q:
        v = q.popleft()
        seen.append(v)
        if v > 0 and len(seen) < 4:
            q.append(v - 1)
    return seen, list(q * 2), list(q + collections.deque([a]))


def test_a_deque_changed_under_symbolic_branches_agrees_with_python():
    agree(deque_under_branches)
    agree(deque_errors)
    agree(deque_as_a_queue)


def test_the_repr_of_a_deque_of_symbolic_length_is_refused_at_the_line():
    @lifted
    def shown(a):
        d = collections.deque()
        if a > 0:
            d.append(a)
        return repr(d)

    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: stamen.assert_(shown(a) == "deque([])"),
            r"test_stdlib.py:\d+: an f-string field")


# --------------------------------------------------------------------- itertools --

@lifted
def chain_and_islice(a):
    xs = list(itertools.chain([a], range(a), (a,)))
    ys = [v + 1 for v in itertools.islice(range(a + 2), 1, None, 2)]
    zs = list(itertools.islice(xs, a))
    c = itertools.chain(zs, [7])
    n = 0
    for v in c:
        n += v
    tail = list(itertools.islice(itertools.chain(range(a), [9]), 1, None))
    return xs, ys, zs, n, list(c), type(c) is itertools.chain, tail


@lifted
def islice_bounds(a):
    try:
        return list(itertools.islice([1, 2, 3, 4], a - 1, a + 1))
    except ValueError:
        return "bad index"


@lifted
def product_accumulate_groupby(a):
    pairs = [p + q for p, q in itertools.product([a, 1], range(a))]
    runs = list(itertools.accumulate([a, -a, 2], max, initial=a))
    out = []
    for k, g in itertools.groupby(sorted([a, 1, 0, a])):
        out.append((k, len(list(g))))
    keys = [k for k, _ in itertools.groupby([a, -a, 1], key=abs)]
    return pairs, runs, out, keys


@lifted
def groupby_group_read_late(a):
    groups = [g for _, g in itertools.groupby([a, 1, 1])]
    return [list(g) for g in groups]


def test_chain_islice_product_accumulate_groupby_agree_with_python():
    agree(chain_and_islice)
    agree(islice_bounds)
    agree(product_accumulate_groupby)


@lifted
def groupby_key_none_on_some_paths(a):
    key = None if a > 0 else (lambda v: -v)
    runs = [(k, len(list(g))) for k, g in itertools.groupby(sorted([a, 1, 0]), key=key)]
    computed = __import__("itertools").groupby([a, 1, 1], key=key)
    return runs, [(k, list(g)) for k, g in computed]


def test_a_groupby_key_chosen_per_path_groups_on_each():
    # a key=None on some paths was split into a union of two lazy groupbys, whose groups
    # were then read after their groupby moved on (refused); a groupby reached through a
    # computed callee (`__import__(...)`) was C's, which called the union key
    agree(groupby_key_none_on_some_paths)


def test_a_groupby_group_read_after_the_groupby_moved_on_is_refused():
    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: groupby_group_read_late(a),
            r"test_stdlib.py:\d+: a group of an itertools.groupby read after")


@lifted
def takewhile_and_dropwhile(a):
    it = itertools.takewhile(lambda v: v != a, [2, 1, 0, -1])
    first = next(it, 9)
    if a > 0:
        first += next(it, 7)  # moves it on this branch only
    rest = itertools.dropwhile(lambda v: v < a, [a, 0, 2, 1, 3])
    head = next(rest, None)
    return first, list(it), head, [v for v in rest if v != a], type(it) is itertools.takewhile


@lifted
def filterfalse_and_compress(a):
    data = [a, 1]
    if a > 1:
        data.append(5)  # compress stops where the shorter of the two ends
    kept = list(itertools.compress(data, [True, a > 0, a]))
    try:
        tested = list(itertools.filterfalse(lambda v: 6 // v > 1, [3, a, 2]))
    except ZeroDivisionError:
        tested = "zde"
    return kept, tested, list(itertools.filterfalse(None, [a, 0, a - 1]))


def test_takewhile_dropwhile_filterfalse_compress_with_symbolic_tests_agree_with_python():
    # Python's own versions take each test's truth natively, which a symbolic test refused
    agree(takewhile_and_dropwhile)
    agree(filterfalse_and_compress)


@lifted
def starmap_of_c_functions(a):
    pairs = [(i, a) for i in range(max(a, 0))]  # symbolic length
    powers = itertools.starmap(pow, pairs)
    kinds = list(itertools.starmap(isinstance, [(a, int), (a, str)]))
    spread = (a, 2) if a > 0 else (a, 2, 5)  # an element of path-dependent length
    try:
        bad = list(itertools.starmap(max, [(1, 2), a]))
    except TypeError as e:
        bad = str(e)
    return type(powers).__name__, list(powers), kinds, list(itertools.starmap(pow, [spread])), bad


@lifted
def starmap_of_a_generator(a):
    g = ((i, i + a) for i in range(3))
    it = itertools.starmap(lambda p, q: p * q, g)
    first = next(it)
    return first, list(g), list(it)


def test_starmap_calls_c_functions_as_lifted_code_does():
    # Python's starmap called isinstance and int natively on the term (isinstance(x, int)
    # was False), and spread a union element natively
    agree(starmap_of_c_functions)
    agree(starmap_of_a_generator)


# ---------------------------------------------------------------------- Counter --

@lifted
def counter_arithmetic(a):
    left = collections.Counter("aab")
    if a > 0:
        left["c"] += a  # a key present on some paths only
    right = collections.Counter({"a": a, "d": -a})
    out = [list(op(left, right).items()) for op in (
        lambda p, q: p + q, lambda p, q: p - q, lambda p, q: p | q, lambda p, q: p & q)]
    return out, list((right - left).items())


@lifted
def counter_library_methods(a):
    c = collections.Counter(x=1)
    if a > 0:
        c["y"] = a
    c.subtract(y=1)
    c.subtract(["x", "z"])
    return c.total(), sorted(c.elements()), sorted(c.items())


def test_counter_arithmetic_and_methods_with_symbolic_counts_agree_with_python():
    # Python's own keep only positive counts by a branch native code cannot take (refused),
    # and its total() summed the dict's storage: stamen's absent marker where a key is
    # missing on some paths (a wrong answer: a counterexample to `total() == 0` at a = 0)
    agree(counter_arithmetic)
    agree(counter_library_methods)


@lifted
def counter_of_union(a):
    c = collections.Counter([2, 2] if a > 0 else [1])
    c.update({"k": a} if a > 1 else "kk")
    return sorted(c.items(), key=str)


def test_a_counter_of_a_union_counts_each_paths_value():
    # (the union asked for `keys` as a whole: every list member raised AttributeError, so
    # every path failed and a solve for Python's value was unsat)
    agree(counter_of_union)


@lifted
def counter_update_of_partial(a):
    c = collections.Counter(x=1)
    if a > 0:
        c["y"] = a
    return c.copy()


def test_a_library_method_reading_a_partial_counter_natively_is_refused():
    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: counter_update_of_partial(a),
            r"test_stdlib.py:\d+: Counter.copy\(\) of a Counter whose contents differ by path")
