"""Lifted generators (lift.resumable, lift.generators) against plain Python: each program
runs under the three merge strategies, with verify, solve and every input pinned, on every
input of its small domain (the differential oracle); refusals name their line; a generator
that may yield more than `unroll` values follows the loops' policy."""

from __future__ import annotations

import itertools
import operator

import pytest

import stamen
from differential.oracle import check_program
from differential.program import Program
from differential.templates_values import program
from stamen.errors import UnrollBoundExceeded, UnsupportedConstruct, UntrackedMutation

from .agreement import agree

# Small programs over x in -3..3 (and y in -1..2), each a consumer or a shape of generator.
PROGRAMS: dict[str, tuple[str, tuple]] = {}

PROGRAMS["for_symbolic_length"] = ('''
@lifted
def odd(n):
    i = 0
    while i < n:
        if i % 2 == 1:
            yield i
        i += 1
@lifted
def f(x):
    total = 0
    for v in odd(x + 3):
        total += v
    return total, list(odd(x))
''', ("x",))

PROGRAMS["next_and_default"] = ('''
@lifted
def g(n):
    if n > 0:
        yield n
    if n > 1:
        yield -n
    return "end"
@lifted
def f(x):
    it = g(x)
    first = next(it, None)
    second = next(it, None)
    try:
        third = next(it)
    except StopIteration as e:
        third = ("stop", e.value)
    return first, second, third
''', ("x",))

PROGRAMS["any_short_circuit"] = ('''
@lifted
def seen(xs, log):
    for v in xs:
        log.append(v)
        yield v > 1
@lifted
def f(x):
    log = []
    return any(seen([x, 2, x], log)), all(seen([x, 0], log)), log
''', ("x",))

# any()/all() of a generator expression whose element calls a function (searched by
# `generators.first_hit`, the elements left after a symbolic one taken at once where none
# writes or fails): effects, failures and sources others hold, as Python stops.
PROGRAMS["any_all_of_calls_with_effects"] = ('''
@lifted
def f(x, y):
    seen = []
    def chk(v):
        seen.append(v)
        return v > 0
    return any(chk(v) for v in (x, 1, y)), all(chk(v) for v in (y, x, -1, x)), seen
''', ("x", "y"))

PROGRAMS["any_all_of_calls_raising_past_the_decider"] = ('''
@lifted
def inv(v):
    return 6 // v > 1
@lifted
def f(x, y):
    try:
        a = any(inv(v) for v in (x, y, 0))
    except ZeroDivisionError:
        a = "raised"
    try:
        b = all(inv(v) for v in (y + 1, 0))
    except ZeroDivisionError:
        b = "raised"
    return a, b
''', ("x", "y"))

PROGRAMS["any_all_of_pure_calls"] = ('''
@lifted
def big(v, k):
    return v * k > 2
@lifted
def f(x, y):
    return (any(big(v, 2) for v in (x, y, x + y)), all(big(v, 1) for v in [y, x, 3]),
            any(big(v, 1) for v in range(3) if v != y))
''', ("x", "y"))

PROGRAMS["any_of_calls_writing_on_some_paths"] = ('''
@lifted
def f(x, y):
    box = {"n": 0}
    def mark(v):
        if v > 1:
            box["n"] += v
        return v == y
    return any(mark(v) for v in (x, 2, 3)), box["n"]
''', ("x", "y"))

PROGRAMS["any_of_calls_over_a_generator_others_hold"] = ('''
@lifted
def count(k):
    for i in range(3):
        yield k + i
@lifted
def f(x, y):
    it = count(y)
    return any(abs(v) == x for v in it), list(it)
''', ("x", "y"))

PROGRAMS["nested_any_of_recursive_calls"] = ('''
@lifted
def has(tree, x, log):
    log.append(tree[0])
    return tree[0] == x or any(has(t, x, log) for t in tree[1])
@lifted
def f(x, y):
    log = []
    tree = (1, [(y, [(3, [])]), (x, []), (2, [(y + 1, [])])])
    return has(tree, x, log), log
''', ("x", "y"))

PROGRAMS["infinite_with_break_and_zip"] = ('''
@lifted
def nat(k):
    while True:
        yield k
        k += 1
@lifted
def f(x):
    out = []
    for v in nat(0):
        if v >= x:
            break
        out.append(v)
    return out, list(zip("abc", nat(x)))
''', ("x",))

PROGRAMS["exception_after_yields"] = ('''
@lifted
def g(n):
    yield 1
    if n < 0:
        raise ValueError("negative")
    yield 2
@lifted
def f(x):
    got = []
    try:
        for v in g(x):
            got.append(v)
    except ValueError:
        got.append("caught")
    return got, next(g(x))
''', ("x",))

PROGRAMS["yield_from_value"] = ('''
@lifted
def inner(n):
    if n > 0:
        yield n
    return n * 10
@lifted
def outer(n):
    r = yield from inner(n)
    yield r
    yield from (n, 0)
@lifted
def f(x):
    return list(outer(x))
''', ("x",))

PROGRAMS["comprehension_sorted_in"] = ('''
@lifted
def g(a, b):
    yield b
    if a > b:
        yield a
@lifted
def f(x, y):
    return [v * 2 for v in g(x, y)], sorted(g(y, x)), max(g(x, y)), 1 in g(x, y)
''', ("x", "y"))

PROGRAMS["shared_state"] = ('''
@lifted
def drain(xs):
    while xs:
        yield xs.pop()
@lifted
def f(x):
    xs = [1, x, 2]
    out = []
    for v in drain(xs):
        out.append((v, len(xs)))
        if v == 0:
            xs.append(7)
    return out
''', ("x",))

PROGRAMS["class_iter_generator"] = ('''
@lifted
class Bag:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __iter__(self):
        yield self.a
        if self.b > 0:
            yield self.b
@lifted
def f(x):
    out = []
    for v in Bag(x, x - 1):
        out.append(v)
    return out, list(Bag(1, x)), sum(Bag(x, 2)), max(Bag(x, 1))
''', ("x",))

PROGRAMS["never_run"] = ('''
@lifted
def g(n):
    yield 10 // n
@lifted
def f(x):
    it = g(x)
    return x + 1
''', ("x",))


PROGRAMS["set_of_a_generator_sorted"] = ('''
@lifted
def g(x, y):
    for i in range(3):
        if i <= x:
            yield (i * y) % 3, i % 2
@lifted
def f(x, y):
    s = set(g(x, y))
    return len(s), sorted(s)
''', ("x", "y"))


# A generator expression over names the function rebinds before its consumer reads it:
# Python reads `k` (and the loop's `i`) at each element; the elements were computed at
# once, with the old values.
PROGRAMS["genexpr_reads_a_rebound_name_late"] = ('''
@lifted
def f(x, y):
    k = x
    g = (v * k for v in range(3))
    k = y
    first = next(g)
    k = 5
    gs = []
    for i in range(2):
        gs.append(v + i for v in (x, y))
    return first, list(g), [list(h) for h in gs]
''', ("x", "y"))


# ... and a parameter a nested function rebinds (`nonlocal`) before the consumer reads it.
PROGRAMS["genexpr_reads_a_parameter_rebound_by_a_closure"] = ('''
@lifted
def f(x):
    g = (v + x for v in range(2))
    def bump():
        nonlocal x
        x = 10
    if x > 0:
        bump()
    return list(g)
''', ("x",))

# PEP 479 under a symbolic condition: a StopIteration leaving a generator's body on some
# paths is a RuntimeError to the consumer there (it was a failure of those paths that
# the consumer's `except RuntimeError` never saw: round 9's r9_c2_gen_exception_max_sorted)
PROGRAMS["stopiteration_on_some_paths_is_runtimeerror"] = ('''
@lifted
def g(x):
    for v in (x, x + 1):
        if v == 2:
            raise StopIteration
        yield v
@lifted
def inner(x):
    out = "none"
    try:
        if x == 0:
            raise StopIteration
    except StopIteration:
        out = "caught inside"
    yield out
    yield x
@lifted
def f(x):
    try:
        return max(g(x)), list(inner(x))
    except RuntimeError as e:
        return "runtime", type(e.__cause__).__name__
''', ("x",))

PROGRAMS["stopiteration_not_caught_as_stopiteration"] = ('''
@lifted
def g(x):
    if x > 1:
        raise StopIteration
    yield x
@lifted
def f(x):
    try:
        return sum(g(x))
    except StopIteration:
        return "not Python's"
''', ("x",))


# set_of_a_generator_sorted on every input (84 pinned queries) cost 105 s of a loaded
# CI (issue 10), pinning 2 inputs per strategy 17 CPU s: the slow tier pins every input;
# the default tier's slice is test_sorted_set_of_a_generator_is_computed_not_refused
# (verify and both solves, 2 pinned inputs per strategy, every answer "agree").
# (for_symbolic_length: 20 CPU s; set_of_a_generator_sorted: 17 s at two pinned inputs)
EVERY_INPUT_SLOW = ("set_of_a_generator_sorted", "for_symbolic_length")


def _agrees(name: str) -> None:
    """Checks PROGRAMS[name] on every input of its domain (pin=None) under the oracle."""
    source, params = PROGRAMS[name]
    verdict = check_program(Program("generators", program(source), params), pin=None)
    assert not verdict.failures(), verdict.describe()


@pytest.mark.parametrize("name", sorted(set(PROGRAMS) - set(EVERY_INPUT_SLOW)))
def test_generator_agrees_with_python(name):
    _agrees(name)


@pytest.mark.slow
@pytest.mark.parametrize("name", EVERY_INPUT_SLOW)
def test_generator_agrees_with_python_on_every_input(name):
    _agrees(name)


@pytest.mark.slow
def test_sorted_set_of_a_generator_is_computed_not_refused():
    """The set's entries include the generator's return value under a guard no path has
    (the terms do not simplify it away); sorted() must not take it for a member."""
    source, params = PROGRAMS["set_of_a_generator_sorted"]
    verdict = check_program(Program("generators", program(source), params), pin=2)
    assert {f.kind for f in verdict.findings} == {"agree"}, verdict.describe()


# --- concrete runs are Python's ---------------------------------------------------------

@stamen.lifted
def _fib(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b
    return "done"


@stamen.lifted
def _consume(limit):
    g = _fib(limit)
    head = next(g)
    rest = list(g)
    return head, rest, sum(_fib(limit)), list(enumerate(_fib(5), 1)), repr(_fib(1))[:26]


def test_concrete_generator_runs_as_python():
    assert _consume(30) == (0, [1, 1, 2, 3, 5, 8, 13, 21], 54, [(1, 0), (2, 1), (3, 1),
                                                                (4, 2), (5, 3)],
                            "<generator object _fib>"[:26])


# --- refusals ---------------------------------------------------------------------------

def test_yield_as_expression_is_refused_at_its_line():
    with pytest.raises(UnsupportedConstruct, match=r"test_generators.py:\d+:\d+: `yield` used"):
        @stamen.lifted
        def echo():
            x = yield 1
            yield x


def test_yield_in_an_except_or_finally_block_is_refused():
    with pytest.raises(UnsupportedConstruct, match=r"test_generators.py:\d+:\d+: a `yield` "
                       r"inside an `except`, `else` or `finally` block"):
        @stamen.lifted
        def guarded():
            try:
                yield 1
            finally:
                yield 2


@stamen.lifted
def _logged_range(log, a):
    try:
        for i in range(3):
            if i > a:
                return
            yield i * 10
        log.append("end")
    except ZeroDivisionError:
        log.append("zde")
    finally:
        log.append("fin")


@stamen.lifted
def _managed(log, a):
    with _Logged(log) as k:
        yield k
        yield 10 // a
        log.append("after")
    yield "done"


@stamen.lifted
class _Logged:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return 7

    def __exit__(self, kind, exc, tb):
        self.log.append(("exit", kind is None))
        return kind is ZeroDivisionError


def yields_inside_try_and_with(v):
    log = []
    out = list(_logged_range(log, v))
    out += list(_managed(log, v))
    return out, log


def test_yield_inside_try_and_with_bodies_agrees_with_python():
    # a `finally` runs where the body leaves (a return, its end, an exception), not at a
    # `yield`; `with` is entered once and exited once, with the body's exception
    agree(stamen.lifted(yields_inside_try_and_with))


def abandons_a_generator_inside_try_finally(v):
    log = []
    for k in _logged_range(log, 2):
        if k >= v * 10:
            break
    return log


def test_a_generator_left_inside_try_finally_is_refused_when_the_evaluation_ends():
    # Python runs the `finally` when it collects the generator: stamen does not model that
    lifted_fn = stamen.lifted(abandons_a_generator_inside_try_finally)
    x = stamen.symbolic("x", int)
    with pytest.raises(UnsupportedConstruct, match=r"test_generators.py:\d+: the generator "
                       r"_logged_range was left at a `yield` inside a `try`"):
        stamen.verify(lambda: stamen.assert_(len(lifted_fn(x)) < 5))


def test_throw_from_a_context_manager_exit_is_refused_at_the_with_line():
    # contextlib's __exit__ throws the body's exception into the generator: refused at the
    # user's `with` line (it named a closure of stamen's and the body's line)
    import contextlib

    @stamen.lifted
    @contextlib.contextmanager
    def opened(log):
        try:
            yield 1
        finally:
            log.append("close")

    @stamen.lifted
    def use(v):
        log = []
        with opened(log):
            log.append(10 // v)
        return log

    line = use.__wrapped__.__code__.co_firstlineno + 3  # its decorator, def, log, with
    x = stamen.symbolic("x", int)
    with pytest.raises(UnsupportedConstruct, match=rf"^[^ ]*test_generators.py:{line}: "
                       r"generator.throw\(\) on a lifted generator"):
        stamen.verify(lambda: stamen.assert_(len(use(x)) == 2))


def test_send_is_refused():
    g = _fib(3)
    with pytest.raises(UnsupportedConstruct, match="send"):
        g.send(None)


# --- the unrolling bound ----------------------------------------------------------------

@stamen.lifted
def _upto(n):
    i = 0
    while True:
        if i >= n:
            return
        yield i
        i += 1


@stamen.lifted
def _count(n):
    return len(list(_upto(n)))


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_unroll_bound_error(merge):
    n = stamen.fresh(int)
    with pytest.raises(UnrollBoundExceeded):
        stamen.verify(lambda: stamen.assert_(_count(n) >= 0), unroll=6, merge=merge)


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_unroll_bound_assert(merge):
    n = stamen.fresh(int)
    sol = stamen.verify(lambda: stamen.assert_(_count(n) >= 0), unroll=6, on_unroll="assert",
                        merge=merge)
    assert sol.sat and sol.evaluate(n) > 6  # the unwinding assertion fails there
    ok = stamen.verify(lambda: (stamen.assume(n < 5), stamen.assert_(_count(n) <= 4)),
                       unroll=6, on_unroll="assert", merge=merge)
    assert ok.unsat


@stamen.lifted
def _pairs_some_on_one_path(x, y):
    yield ("a", x)
    if y:
        yield ("b", y)
    yield ("a", x + 1)


@stamen.lifted
def _dict_of_collected_pairs(x, y):
    return dict([p for p in _pairs_some_on_one_path(x, y)])


def test_dict_of_pairs_collected_from_a_generator_of_path_dependent_length():
    x, y = stamen.symbolic("x", int), stamen.symbolic("y", int)
    want = _dict_of_collected_pairs.__wrapped__(-3, 0)
    assert stamen.verify(lambda: (stamen.assume(x == -3), stamen.assume(y == 0),
                                  stamen.assert_(_dict_of_collected_pairs(x, y) == want))).unsat


@stamen.lifted
def _native_consumer_of_a_genexpr(x, y):
    xs = [x, 0]
    if y:
        xs.append(y)
    return list(itertools.pairwise(v + 1 for v in xs))


@stamen.lifted
def _starmap_of_a_genexpr(x, y):
    xs = [x]
    if y:
        xs.append(y)
    return list(itertools.starmap(operator.add, ((v, 1) for v in xs)))


def test_native_iteration_of_a_genexpr_whose_end_differs_by_path_is_refused():
    # C's pairwise ends its loop at StopIteration on every path at once; stamen recorded
    # the end as a failure of the paths where the generator expression is shorter (a wrong
    # counterexample). (starmap, which showed it first, is now stamen's own: it agrees.)
    x, y = stamen.symbolic("x", int), stamen.symbolic("y", int)
    with pytest.raises(UnsupportedConstruct, match="ends under a symbolic condition"):
        stamen.verify(lambda: stamen.assert_(len(_native_consumer_of_a_genexpr(x, y)) > 0))
    assert stamen.verify(lambda: stamen.assert_(len(_starmap_of_a_genexpr(x, y)) > 0)).unsat


@stamen.lifted
def _naturals():
    i = 0
    while True:
        yield i
        i += 1


@stamen.lifted
def _two_of_an_infinite_genexpr(x, y):
    g = (v * x for v in _naturals() if v % 2 == y % 2)
    return next(g), next(g)


def test_a_generator_expression_over_an_infinite_generator_is_lazy():
    # its elements were computed at once: a loop over the infinite generator, which ran
    # forever (concretely too: the loop's end is concrete, so no unroll bound stopped it)
    assert _two_of_an_infinite_genexpr(2, 1) == (2, 6)
    x, y = stamen.symbolic("x", int), stamen.symbolic("y", int)
    assert stamen.verify(lambda: stamen.assert_(
        _two_of_an_infinite_genexpr(x, y) == (x * (y % 2), x * (y % 2 + 2)))).unsat
# --- generator expressions: Python's laziness where a consumer could tell ----------------

@stamen.lifted
def _any_stops_before_a_division_by_zero(x):
    return any(10 // v > 1 for v in (1, x))


@stamen.lifted
def _next_of_a_generator_expression(x):
    it = (10 // v for v in (1, x))
    return next(it)


@stamen.lifted
def _loop_interleaves_with_the_generator_expression(x):
    log = []

    def seen(v):
        log.append(("gen", v))
        return v

    for v in (seen(w) for w in (x, 1)):
        log.append(("body", v))
    return log


@stamen.lifted
def _all_stops_before_a_missing_key(x):
    d = {1: 5}
    return all(d[k] > 9 for k in (1, x))


@pytest.mark.parametrize("fn", [_any_stops_before_a_division_by_zero,
                                _next_of_a_generator_expression,
                                _loop_interleaves_with_the_generator_expression,
                                _all_stops_before_a_missing_key])
@pytest.mark.parametrize("v", [0, 2])
def test_a_generator_expression_is_as_lazy_as_pythons_where_it_shows(fn, v):
    x = stamen.symbolic("x", int)
    want = fn.__wrapped__(v)
    assert stamen.verify(lambda: (stamen.assume(x == v),
                                  stamen.assert_(fn(x) == want))).unsat


@stamen.lifted
def _any_stops_before_a_call_with_an_effect(x):
    seen = []

    def chk(v):
        seen.append(v)
        return v > 0

    return any(chk(v) for v in (1, x)), seen


def test_any_of_calls_with_effects_stops_where_python_does():
    x = stamen.symbolic("x", int)
    want = _any_stops_before_a_call_with_an_effect.__wrapped__(2)
    assert stamen.verify(lambda: (stamen.assume(x == 2), stamen.assert_(
        _any_stops_before_a_call_with_an_effect(x) == want))).unsat


_NOTED: list = []


def _note(v):
    """Not lifted: writes behind the store's back."""
    _NOTED.append(v)
    return v > 0


@stamen.lifted
def _any_of_an_unlifted_writer(x, first):
    return any(_note(v) for v in (first, x, 2))


def test_any_of_an_unlifted_writer_stops_where_python_does_on_concrete_elements():
    x = stamen.symbolic("x", int)
    _NOTED.clear()
    assert stamen.verify(lambda: stamen.assert_(_any_of_an_unlifted_writer(x, 1))).unsat
    assert _NOTED == [1]  # Python's any() calls no further; computed at once it was [1, x, 2]


def test_any_of_an_unlifted_writer_past_a_symbolic_element_is_refused_not_wrong():
    # Python calls `_note(2)` only where x <= 0: a write stamen cannot keep per path
    x = stamen.symbolic("x", int)
    with pytest.raises(UntrackedMutation, match="_NOTED"):
        stamen.verify(lambda: stamen.assert_(_any_of_an_unlifted_writer(x, 0)))


@stamen.lifted
def _next_over_a_dict(x):
    d = {1: "a", x: "b"}
    return next(10 // k for k in d)


@stamen.lifted
def _next_over_a_union_of_lists(x):
    s = {3, 0} if x > 0 else {4, 0}
    try:
        return next(10 // k for k in sorted(s, reverse=True))
    except ZeroDivisionError:
        return -1


@stamen.lifted
def _next_over_items_of_a_dict_of_symbolic_shape(x):
    d = {1: 2, 0: 3}
    if x > 1:
        d[x] = 4
    return next((10 // k, v) for k, v in d.items())


@pytest.mark.parametrize("fn", [_next_over_a_dict, _next_over_a_union_of_lists,
                                _next_over_items_of_a_dict_of_symbolic_shape])
@pytest.mark.parametrize("v", [0, 2])
def test_a_generator_expression_over_any_iterable_is_as_lazy_as_pythons(fn, v):
    x = stamen.symbolic("x", int)
    want = fn.__wrapped__(v)
    assert stamen.verify(lambda: (stamen.assume(x == v),
                                  stamen.assert_(fn(x) == want))).unsat


def _runs_out_on_some_paths(x):
    def firsts(its):
        for it in its:
            yield next(it)

    a = iter(range(abs(x)))
    try:
        return list(firsts([a, iter([x]), a]))
    except RuntimeError as e:
        return "RE", str(e), type(e.__cause__).__name__


def test_a_generator_whose_next_runs_out_on_some_paths_raises_pep_479s_runtime_error():
    """The StopIteration a generator's body lets out on some paths only is Python's
    RuntimeError there, caught by the consumer's `except RuntimeError` (it was a failure
    of the path), its cause the StopIteration."""
    from .pinned import check_pinned

    lifted_version = stamen.lifted(_runs_out_on_some_paths)
    check_pinned(_runs_out_on_some_paths, lifted_version, [int], [(v,) for v in range(-3, 4)])


_RUNNING: dict = {}


@stamen.lifted
def _resumes_itself(x):
    yield x
    yield next(_RUNNING["gen"])


@stamen.lifted
def _asks_a_running_generator(x):
    _RUNNING["gen"] = _resumes_itself(x)
    next(_RUNNING["gen"])
    try:
        return next(_RUNNING["gen"])
    except ValueError as e:
        return str(e)


def test_a_generator_resumed_from_its_own_body_is_pythons_value_error():
    # was an InternalError (RecursionError): the body's `next` of itself ran the body
    # again (round 20b)
    x = stamen.fresh(int)
    cex = stamen.verify(lambda: stamen.assert_(
        _asks_a_running_generator(x) == "generator already executing"))
    assert cex.unsat


@stamen.lifted
def _yields_in_a_try_on_some_paths(x):
    for i in range(2):
        try:
            if i != x:
                yield i
        finally:
            pass


def test_a_generator_with_a_finally_run_to_its_end_is_not_refused():
    # list() ran it to its end on every path, but the check that it was not left inside
    # the `try` gave up on the resume point's term and refused it (round 20b)
    x = stamen.fresh(int)
    cex = stamen.verify(lambda: stamen.assert_(
        len(list(_yields_in_a_try_on_some_paths(x))) == (1 if x in (0, 1) else 2)))
    assert cex.unsat
