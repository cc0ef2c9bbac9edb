"""Errors: constructs that are not lifted are refused at decoration (naming construct and
line); Python exceptions inside a symbolic branch fail that path only; un-lifted code
that branches on a symbolic value is told which function to lift."""

from __future__ import annotations

import itertools
import re

import pytest

import stamen
from stamen import assert_, lifted
from stamen.errors import InvalidArgument, UnliftedBranchError, UnsupportedConstruct

x = stamen.symbolic("x", int)
y = stamen.symbolic("y", int)


def line_of(fn, offset: int) -> str:
    return f"test_errors.py:{fn.__code__.co_firstlineno + offset}"


# ------------------------------------------------------- refused constructs --

def generator(v):  # lifted generators run (tests/lift/test_generators.py), but not send()
    if v > 0:
        w = yield v
        return w


def delegating(v):
    print((yield from range(v)))


async def coroutine(v):
    return v


async def awaiting(v):
    return await v


def try_star(v):
    try:
        v = v + 1
    except* ValueError:
        v = 0
    return v


@pytest.mark.parametrize("fn, construct, offset", [
    (generator, "`yield`", 2),
    (delegating, "`yield from`", 1),
    (coroutine, "`async def`", 0),
    (try_star, "`try ... except*`", 1),
])
def test_constructs_that_are_not_lifted_are_refused_at_decoration(fn, construct, offset):
    with pytest.raises(UnsupportedConstruct) as info:
        lifted(fn)
    message = str(info.value)
    assert construct in message and line_of(fn, offset) in message


def test_lifting_something_that_is_not_a_function_is_an_invalid_argument():
    with pytest.raises(InvalidArgument, match="function or a class"):
        lifted(len)
    namespace: dict = {}
    exec("def made(v):\n    return v\n", namespace)  # noqa: S102 - a function without source
    with pytest.raises(InvalidArgument, match="source"):
        lifted(namespace["made"])


def test_binding_a_global_by_import_is_refused():
    def imports():
        global re
        import re
        return re

    with pytest.raises(UnsupportedConstruct, match=r"'re' by `Import`"):
        lifted(imports)


# ------------------------------------------------------- failures on a path --

@lifted
def risky(v, w, items, table):
    if v > 0:
        r = 100 // w
    elif v == 0:
        r = items[w]
    elif v == -1:
        r = table[w]
    else:
        assert w > 5, "w too small"
        r = -w
    return r


@pytest.mark.parametrize("v, w, failure", [
    (1, 0, "ZeroDivisionError"),
    (0, 7, "IndexError"),
    (-1, 3, "KeyError"),
    (-2, 1, "w too small"),
])
def test_an_exception_in_a_branch_makes_that_path_fail_and_evaluation_continue(v, w, failure):
    def thunk():
        return risky(x, y, [10, 20], {1: "one"})

    value, _ = stamen.evaluate_with_stats(thunk)
    cex = stamen.verify(lambda: (stamen.assume(stamen.and_(x == v, y == w)), thunk()))
    assert cex.sat and failure in cex.failure.message
    assert "test_errors.py" in cex.failure.location
    # the other paths still evaluate
    sol = stamen.solve(lambda: assert_(stamen.and_(x == 2, y == 7)))
    assert sol.evaluate(value) == 100 // 7


def test_solve_avoids_every_failing_path():
    sol = stamen.solve(lambda: assert_(risky(x, y, [10, 20], {1: "one"}) == "one"))
    assert sol[x] == -1 and sol[y] == 1


@lifted
def catches(v):
    try:
        if v > 0:
            return 1 // 0
        return 2
    except ZeroDivisionError:
        return 3


def test_an_exception_under_a_symbolic_guard_inside_try_goes_to_the_handler():
    assert catches(1) == 3 and catches(0) == 2  # on concrete values it is plain Python
    assert stamen.verify(lambda: assert_(catches(x) == ite_value(x))).unsat
    sol = stamen.solve(lambda: assert_(catches(x) == 3))
    assert sol.sat and sol[x] > 0


def ite_value(v):
    return stamen.ite(v > 0, 3, 2)


@lifted
def concrete_try(v):
    try:
        return int("nope")
    except ValueError:
        return v + 1


def test_try_without_symbolic_branches_is_plain_python():
    sol = stamen.solve(lambda: assert_(concrete_try(x) == 5))
    assert sol[x] == 4


# -------------------------------------------------- branching outside lifting --

def unlifted_abs(v):
    if v < 0:
        return -v
    return v


def test_bool_of_a_symbolic_value_outside_lifted_code_names_the_function_to_lift():
    with pytest.raises(UnliftedBranchError) as info:
        stamen.evaluate_with_stats(lambda: unlifted_abs(x))
    message = str(info.value)
    assert "unlifted_abs" in message and "@stamen.lifted" in message
    assert re.search(r"test_errors.py:\d+", message)


def test_calls_into_unlifted_code_that_does_not_branch_work():
    def poly(v):
        return v * v + 1

    sol = stamen.solve(lambda: assert_(poly(x) == 10))
    assert sol[x] in (3, -3)


def test_an_unlifted_branch_error_is_not_swallowed_as_a_path_failure():
    @lifted
    def calls_unlifted(v):
        if v > 10:
            return unlifted_abs(v - 20)
        return 0

    with pytest.raises(UnliftedBranchError, match="unlifted_abs"):
        stamen.evaluate_with_stats(lambda: calls_unlifted(x))


@lifted
def finally_only(v, log):
    try:
        if v > 0:
            return 10 // (v - 1)
        return 0
    finally:
        log.append("done")


@lifted
def other_handler(v):
    try:
        if v > 0:
            return 10 // (v - 1)
        return 0
    except KeyError:
        return -1


def test_an_exception_no_handler_catches_is_a_path_failure_even_inside_try():
    cex = stamen.verify(lambda: finally_only(x, []))
    assert cex.sat and cex[x] == 1 and "ZeroDivisionError" in cex.failure.message
    cex = stamen.verify(lambda: other_handler(x))
    assert cex.sat and cex[x] == 1


@lifted
def checked(v):
    try:
        assert v > 0, "not positive"
        return "ok"
    except AssertionError as exc:
        return str(exc)


def test_a_symbolic_assert_inside_try_goes_to_the_assertion_handler():
    assert checked(-1) == "not positive" and checked(3) == "ok"
    for merge in ("types", "none", "logic"):
        sol = stamen.solve(lambda: assert_(checked(x) == "not positive"), merge=merge)
        assert sol.sat and sol[x] <= 0
        assert stamen.verify(lambda: assert_((checked(x) == "ok") == (x > 0)), merge=merge).unsat


# ------------------------------------------------- errors that point the right way --

@lifted
def orders(a, b):
    return (a, 1) < (b, 2), [a] >= [b, 0], (a, b) > (1,)


def test_tuples_and_lists_compare_lexicographically_on_symbolic_elements():
    for a in range(-1, 3):
        for b in range(-1, 3):
            expected = ((a, 1) < (b, 2), [a] >= [b, 0], (a, b) > (1,))
            assert stamen.verify(pinned_orders(a, b, expected)).unsat, (a, b)


def pinned_orders(a, b, expected):
    """Returns the thunk checking `orders` at x == a, y == b."""
    return lambda: (stamen.assume(x == a), stamen.assume(y == b),
                    assert_(orders(x, y) == expected))


@lifted
class Members:
    def __init__(self, items):
        self.items = items

    def __contains__(self, v):
        for item in self.items:
            if item == v:
                return True
        return False


@lifted
def member(v):
    return v in Members([1, 2]), v not in Members([3])


def test_a_lifted_contains_answers_a_symbolic_in():
    assert stamen.verify(lambda: assert_(member(x)[0] == ((x == 1) | (x == 2)))).unsat
    assert stamen.verify(lambda: assert_(member(x)[1] == (x != 3))).unsat


def positive(v):
    return v > 0


@lifted
def filtered(items):
    # Python's own takewhile (stamen keeps no position for a dict's view to take it lazily)
    return list(itertools.takewhile(positive, {1: items[0], 2: items[1]}.values()))


def test_python_asking_a_lifted_function_for_a_truth_does_not_say_to_lift_it():
    with pytest.raises(UnliftedBranchError) as info:
        stamen.evaluate_with_stats(lambda: filtered([x, y]))
    message = str(info.value)
    assert "Decorate" not in message and "filtered" in message
    assert re.search(r"test_errors.py:\d+", message) and "comprehension" in message


@lifted
def sorts(a):
    return sorted([a, 0.0])  # (a sorting network's comparisons of a float that may be nan)


def test_refusals_inside_builtins_name_the_line():
    with pytest.raises(UnsupportedConstruct, match=r"test_errors.py:\d+: sorted\(\).*nan"):
        stamen.evaluate_with_stats(lambda: sorts(stamen.fresh(float)))


LAMBDAS = [stamen.lifted(lambda v: v if v > 0 else -v),
           stamen.lifted(lambda v: 0 if v > 0 else v)]


def test_lifted_lambdas_inside_a_multi_line_list():
    assert stamen.verify(lambda: assert_(LAMBDAS[0](x) >= 0)).unsat
    assert stamen.verify(lambda: assert_(LAMBDAS[1](x) <= 0)).unsat


def test_a_lambda_lifted_inside_a_query_thunk_on_the_same_line():
    # was UnsupportedConstruct "duplicate argument '_stamen_rt'" (the thunk, lifted, made
    # the runtime a free variable of the inner lambda), then a RecursionError (the inner
    # lambda's source was found as the outer one's)
    assert stamen.verify(lambda: assert_(stamen.lifted(lambda v: v * 2)(x) != 3)).unsat
    cex = stamen.verify(lambda: assert_(stamen.lifted(lambda v: v * 2)(x) != 4))
    assert cex.sat and cex.evaluate(x) == 2


def test_a_lifted_dataclass_lifts_its_own_methods():
    from dataclasses import dataclass

    @lifted
    @dataclass
    class Point:
        a: int

        def clamped(self):
            return self.a if self.a > 0 else 0

    assert stamen.verify(lambda: assert_(Point(x).clamped() >= 0)).unsat
    assert repr(Point(1)) == "test_a_lifted_dataclass_lifts_its_own_methods.<locals>.Point(a=1)"


@lifted
def misnamed(v):
    return v + undefined_name  # noqa: F821 - the error under test


@lifted
def mistyped(v):
    return v + "one"


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("fn, error", [(misnamed, NameError), (mistyped, TypeError)])
def test_a_name_or_type_error_on_every_path_is_raised_at_its_line(fn, error, merge):
    for query in (stamen.solve, stamen.verify):
        with pytest.raises(error) as info:
            query(lambda: assert_(fn(x) == 1), merge=merge)
        assert info.traceback[-1].path.name in ("test_errors.py", "operators.py", "pystr.py")
        assert any(entry.path.name == "test_errors.py" and entry.name == fn.__name__
                   for entry in info.traceback)


@lifted
def sometimes_misnamed(v):
    if v > 0:
        return undefined_name  # noqa: F821 - the error under test
    return v


@lifted
def sometimes_mistyped(v):
    if v > 0:
        return v + "one"
    return v


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("fn, error", [(sometimes_misnamed, "NameError"),
                                       (sometimes_mistyped, "TypeError")])
def test_a_name_or_type_error_on_some_paths_is_their_failure_with_message_and_line(
        fn, error, merge):
    cex = stamen.verify(lambda: (stamen.assume(x > -5), fn(x)), merge=merge)
    assert cex.sat and cex[x] > 0
    assert cex.failure.message.startswith(error)
    assert cex.failure.location == line_of(fn, 2).replace("test_errors.py", __file__)
    assert stamen.solve(lambda: (stamen.assume(x > 0), fn(x)), merge=merge).unsat


@lifted
def median_of(a):
    import statistics

    return statistics.median([a, 0, 1])


def test_a_library_branching_on_a_symbolic_value_is_named_not_the_lifted_caller():
    # the message said "Decorate `median_of` with @stamen.lifted", which it is
    with pytest.raises(UnliftedBranchError) as info:
        stamen.evaluate_with_stats(lambda: median_of(x))
    message = str(info.value)
    assert "Decorate" not in message and "median at " in message and "statistics.py" in message
    assert re.search(r"median_of at \S*test_errors.py:\d+", message)


@lifted
def astuple_of_grown(a):
    import statistics

    box = Tagged(a)
    if a > 0:
        box.tags.append(1)
    return statistics.mean([*box.tags, 2])


def _tagged():
    import dataclasses

    @dataclasses.dataclass
    class Tagged:
        n: int
        tags: list = dataclasses.field(default_factory=list)

    return Tagged


Tagged = lifted(_tagged())


def test_a_library_iterating_a_list_of_symbolic_length_is_named_not_the_lifted_caller():
    # the message said "in astuple_of_grown ...; this code must be lifted", which it is
    with pytest.raises(UnliftedBranchError) as info:
        stamen.evaluate_with_stats(lambda: astuple_of_grown(x))
    message = str(info.value)
    assert "statistics.py" in message and "must be lifted" not in message
    assert re.search(r"astuple_of_grown at \S*test_errors.py:\d+", message)


@lifted
def astuple_of_grown_tags(a):
    import dataclasses

    box = Tagged(a)
    if a > 0:
        box.tags.append(1)
    return dataclasses.astuple(box), dataclasses.asdict(box)


def test_astuple_and_asdict_of_a_record_of_symbolic_shape_are_pythons():
    """dataclasses.astuple/asdict are lifted (stamen.lift.stdlib.records): a field of
    symbolic length or differing between paths is converted on each path."""
    for v in (-1, 0, 2):
        want = ((v, [1] if v > 0 else []), {"n": v, "tags": [1] if v > 0 else []})
        sol = stamen.verify(lambda v=v, want=want: (stamen.assume(x == v), stamen.assert_(
            astuple_of_grown_tags(x) == want)))
        assert sol.unsat


@lifted
def spread_by_path(a):
    def g(first, /, **kw):
        return first, sorted(kw)

    return g(a, **({"b": a} if a > 0 else {}))


def test_a_spread_of_a_union_of_dicts_of_different_sizes_is_refused_naming_the_line():
    # the message said "this code must be lifted" (it is) and named no line; then that a
    # bool was used by Python's own operation (a `**` spread), not that the keys differ
    with pytest.raises(UnsupportedConstruct) as info:
        stamen.evaluate_with_stats(lambda: spread_by_path(x))
    message = str(info.value)
    assert "must be lifted" not in message
    assert re.search(r"test_errors.py:\d+: `\*\*` of a dict whose keys depend on the path",
                     message)


@lifted
def _bytes_in_a_try(v):
    try:
        return bytes([v])
    except ValueError:
        return b""


def test_a_message_from_a_try_body_names_the_users_function():
    # it named the closure stamen made of the `try` body: "in _stamen_try3 at ..."
    v = stamen.symbolic("v", int)
    with pytest.raises(stamen.StamenError) as info:
        stamen.verify(lambda: stamen.assert_(len(_bytes_in_a_try(v)) <= 1))
    assert "_stamen" not in str(info.value) and "_bytes_in_a_try at" in str(info.value), info.value
