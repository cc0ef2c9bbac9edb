"""Value sets: which ite trees count as one, and that deciding it is bounded in work."""

import random

from stamen.terms import valueset
from stamen.terms.arith import gt
from stamen.terms.boolean import ite
from stamen.terms.sorts import INT
from stamen.terms.term import constant
from stamen.terms.valueset import MAX_VALUES, is_value_set


def _tree_leaves(t) -> list:
    """Returns the leaves of `t` read as an ite tree (with multiplicity), or None when some
    node is a term that is not an ite (the reference definition, unbounded)."""
    if type(t).__name__ != "Term":
        return [t]
    if t.op != "ite":
        return None
    left, right = _tree_leaves(t.args[1]), _tree_leaves(t.args[2])
    return None if left is None or right is None else left + right


def _reference(t, limit: int) -> bool:
    leaves = _tree_leaves(t)
    return leaves is not None and len(leaves) <= limit


def test_literal_chains_are_value_sets_up_to_the_limit():
    xs = [constant(f"vs_c{k}", INT) for k in range(4 * MAX_VALUES + 2)]
    for size in (2, MAX_VALUES, 4 * MAX_VALUES, 4 * MAX_VALUES + 1):
        t = size - 1
        for k in range(size - 1):
            t = ite(gt(xs[k], 0), k, t)
        assert is_value_set(t, 4 * MAX_VALUES) is _reference(t, 4 * MAX_VALUES)


def test_random_trees_agree_with_the_unbounded_definition():
    rng = random.Random(14)
    xs = [constant(f"vs_r{k}", INT) for k in range(6)]
    for _ in range(300):
        pool = [rng.randrange(5) for _ in range(4)] + [xs[rng.randrange(6)]]
        for _ in range(rng.randrange(1, 12)):
            a, b = rng.choice(pool), rng.choice(pool)
            pool.append(ite(gt(xs[rng.randrange(6)], rng.randrange(3)), a, b))
        t = pool[-1]
        if type(t).__name__ == "Term" and t.op == "ite":
            for limit in (2, 4, 8):
                assert is_value_set(t, limit) is _reference(t, limit)


def test_a_deep_tree_over_symbolic_leaves_is_rejected_early():
    """A merged tuple's element is a deep ite tree whose leaves are constants: deciding
    that it is no value set must not walk it to its bottom (it once did, after the cache
    was cleared, making each merge linear in the tree's depth)."""
    xs = [constant(f"vs_d{k}", INT) for k in range(400)]
    t = xs[0]
    for k in range(1, 400):
        t = ite(gt(xs[k], 0), ite(gt(xs[k], 1), xs[k], xs[k - 1]), t)
    visited: list = []
    saved = valueset._SHAPE
    valueset._SHAPE = _Counting(visited)
    try:
        assert is_value_set(t) is False
    finally:
        valueset._SHAPE = saved
    assert len(visited) <= 3 * 4 * MAX_VALUES


class _Counting(dict):
    """A cache that records each lookup (the walk's work) and remembers nothing."""

    def __init__(self, log: list):
        super().__init__()
        self.log = log

    def get(self, key, default=None):
        self.log.append(key)
        return None

    def __setitem__(self, key, value):
        pass
