"""The unrolling bound's one policy (`stamen.lift.unrolling`) for every construct that
repeats under a symbolic condition: `while`, `for` over the program's iterators, user
iterators, `range()` of a symbolic bound and recursion. Past `unroll` steps,
`on_unroll="error"` raises UnrollBoundExceeded naming the construct and
`on_unroll="assert"` fails the executions that would go on with an unwinding assertion;
below the bound every construct is exact."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import assert_, assume, lifted
from stamen.errors import UnrollBoundExceeded
from stamen.lift.unrolling import probe_due

n = stamen.symbolic("n", int)


@lifted
class Upto:
    """A user iterator whose end (StopIteration) comes under a symbolic condition."""

    def __init__(self, n):
        self.n, self.i = n, 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


@lifted
def count_user(n):
    return len(list(Upto(n)))  # taken whole: the end is raised under a symbolic condition


@lifted
def first_at_least(n):
    for i in itertools.count():  # a native iterator: its next element may run code
        if i >= n:
            return i
    return -1


@lifted
def count_range(n):
    total = 0
    for _ in range(n):
        total += 1
    return total


@lifted
def depth(n):
    if n <= 0:
        return 0
    return 1 + depth(n - 1)


@lifted
def countdown(n):
    steps = 0
    while n > 0:
        n -= 1
        steps += 1
    return steps


CONSTRUCTS = [count_user, first_at_least, count_range, depth, countdown]


@pytest.mark.parametrize("fn", CONSTRUCTS, ids=lambda f: f.__name__)
def test_past_the_bound_the_error_policy_raises_naming_the_construct(fn):
    with pytest.raises(UnrollBoundExceeded, match="unroll"):
        stamen.verify(lambda: assert_(fn(n) >= 0), unroll=4, on_unroll="error")


@pytest.mark.parametrize("fn", CONSTRUCTS, ids=lambda f: f.__name__)
def test_past_the_bound_the_assert_policy_fails_only_the_executions_going_on(fn):
    cex = stamen.verify(lambda: assert_(fn(n) >= 0), unroll=4, on_unroll="assert")
    assert cex.sat and cex[n] > 4 and "unwinding" in cex.failure.message
    sol = stamen.solve(lambda: (assume(n >= 0), assume(n <= 4), assert_(fn(n) == 3)),
                       unroll=4, on_unroll="assert")
    assert sol.sat and sol[n] == 3


@pytest.mark.parametrize("fn", CONSTRUCTS, ids=lambda f: f.__name__)
def test_below_the_bound_every_construct_is_exact(fn):
    for k in range(-1, 5):
        want = fn.__wrapped__(k)
        assert stamen.verify(lambda k=k, want=want: (assume(n == k), assert_(fn(n) == want)),
                             unroll=4, on_unroll="assert").unsat, (fn.__name__, k)


def test_probes_are_at_powers_of_two_from_the_start():
    assert [c for c in range(40) if probe_due(c)] == [4, 8, 16, 32]
    assert [c for c in range(40) if probe_due(c, start=8)] == [8, 16, 32]
