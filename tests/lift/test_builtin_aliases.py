"""A builtin or a module's C function reached by another name (`gcd = math.gcd`, `from
math import gcd`, `f = abs`, `m = math; m.gcd(...)`, a name bound after the function was
lifted) is called as lifted code calls it by its own name: its lifted replacement, or per
member of a union argument (issue 10). Each program agrees with Python under every
strategy."""

from __future__ import annotations

import math

import pytest

import stamen
from stamen import lifted

from .agreement import agree

g_gcd = math.gcd
f_abs = abs
ln = len
mx = max


@lifted
def imported_gcd(a):
    v = 4 if a > 0 else -6
    return g_gcd(v, 8)


@lifted
def aliased_abs(a):
    v = -3 if a > 0 else (a > -1)  # an int on one path, a bool on the other: a union
    return f_abs(v)


@lifted
def aliased_len(a):
    v = (1, 2) if a > 0 else (3,)
    return ln(v)


@lifted
def aliased_max(a):
    v = a if a > 0 else -a
    return mx(v, 2)


@lifted
def local_module_alias(a):
    m = math
    v = 4 if a > 0 else True
    return m.gcd(v, 8)


@lifted
def local_builtin_alias(a):
    f = max
    g = len
    return f(a, 1) + g([a] if a > 0 else [a, a])


@lifted
def bound_after_lifting(a):
    v = 4 if a > 0 else True
    return late_gcd(v, 6) + late_len((1,) if a > 1 else ())


late_gcd = math.gcd  # bound after `bound_after_lifting` was lifted
late_len = len


@lifted
def callee_from_a_list(a):
    fs = [min, max]
    return fs[1](a, 1)


@lifted
def callee_from_a_conditional(a):
    return (max if a > 0 else min)(a, 1) + (abs if a > 1 else len)((a,) if a < 0 else -a)


@lifted
def callee_from_a_choice(a):
    pick = 1
    return (lambda: [min, max][pick])()(a, 0)


@lifted
def callee_as_a_union(a):
    f = max if a > 0 else (lambda u, v: u - v)  # a builtin and a lambda: a union
    return f(a, 2)


@pytest.mark.parametrize("program", [imported_gcd, aliased_abs, aliased_len, aliased_max,
                                     local_module_alias, local_builtin_alias,
                                     bound_after_lifting, callee_from_a_list,
                                     callee_from_a_conditional, callee_from_a_choice,
                                     callee_as_a_union])
def test_a_builtin_reached_by_another_name_agrees_with_python(program):
    agree(program)


@stamen.lifted
def _argmax(n, i):
    xs = [i, 3, -2, i + 1][:n] + [i]
    t = tuple(xs)
    return max(range(len(xs)), key=xs.__getitem__), min(range(len(t)), key=t.__getitem__)


def test_a_bound_getitem_of_a_list_of_symbolic_length_as_key():
    """`key=xs.__getitem__` was list's own method, which a symbolic length refuses; it is
    the lifted read."""
    n, i = stamen.symbolic("am_n", int), stamen.symbolic("am_i", int)
    for merge in ("types", "logic", "none"):
        def body():
            stamen.assume((0 <= n) & (n <= 4) & (-1 <= i) & (i <= 2))
            return _argmax(n, i)

        value, _ = stamen.evaluate_with_stats(body, merge=merge)
        for a, b in ((0, 0), (2, -1), (4, 2)):
            sol = stamen.solve(lambda a=a, b=b: stamen.assume((n == a) & (i == b)), merge=merge)
            assert sol.evaluate(value) == _argmax.__wrapped__(a, b), (merge, a, b)


def test_a_choice_of_builtins_is_synthesized():
    """`choose(min, max)(a, b)` ran Python's own `max` on symbolic ints (UnliftedBranchError
    at the call): each alternative is the lifted builtin."""
    a, b = stamen.symbolic("cb_a", int), stamen.symbolic("cb_b", int)

    @lifted
    def pick(u, v):
        return stamen.choose(min, max)(u, v)

    @lifted
    def biggest(u, v):
        return u if u >= v else v

    sol = stamen.synthesize(forall=[a, b], guarantee=lambda: stamen.assert_(
        pick(a, b) == biggest(a, b)))
    assert sol.sat and "max(u, v)" in sol.complete(pick)
    assert stamen.verify(lambda: stamen.assert_(pick(a, b) <= a), merge="none").sat


@lifted
def unbound_str_method_on_a_union(a):
    s = "ab" if a > 0 else "Cd"
    try:
        return str.upper(s), sorted(["b", s, "A"], key=str.lower), str.startswith(s, "a")
    except TypeError:
        return "type"


@lifted
def unbound_int_methods(a):
    return (int.bit_length(a * 5), list(map(int.bit_length, [a, -a])),
            sorted([a, -2, 1], key=int.__abs__), int.__neg__(a))


@lifted
def unbound_method_of_another_type(a):
    v = a if a > 0 else "s"
    try:
        return str.upper(v)
    except TypeError:
        return "type"


@lifted
def unbound_list_method_under_a_branch(a):
    xs = [1]
    add = list.append
    if a > 0:
        add(xs, a)
    list.extend(xs, [a] if a > 1 else [])
    return xs


@pytest.mark.parametrize("program", [unbound_str_method_on_a_union, unbound_int_methods,
                                     unbound_method_of_another_type,
                                     unbound_list_method_under_a_branch])
def test_an_unbound_method_of_a_builtin_type_is_the_bound_call(program):
    """`str.upper(s)`, `key=str.lower`, `map(int.bit_length, xs)`: the native descriptor
    rejected a term or a union with a TypeError, which the program could catch (a wrong
    answer); it is the bound method on the value, per member of a union, and a TypeError
    only where Python's own check fails (an argument not of the method's class)."""
    agree(program)


@lifted
def operator_truth_tests(a):
    import operator

    v = a if a > 1 else [a]  # an int on some paths, a list on the others: a union
    return (operator.not_(a), operator.truth(a - 1), operator.not_(v),
            operator.contains([a, 2], a * a), operator.contains(v, a),
            operator.index(a > 0) + operator.index(a), operator.index(v if a > 1 else True),
            operator.countOf([a, 1, a * a], a))


def test_operator_truth_and_membership_functions_are_lifted():
    """operator.not_, .truth, .contains, .index and .countOf asked C code for the concrete
    value of a symbolic one (a refusal); each is the lifted operation it names."""
    agree(operator_truth_tests)
