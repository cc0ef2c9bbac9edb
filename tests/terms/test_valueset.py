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


def _equivalent(a, b) -> bool:
    """Whether two boolean terms are equivalent (z3 proves a ≠ b unsatisfiable)."""
    import z3

    from .z3_oracle import to_z3

    s = z3.Solver()
    s.add(to_z3(a) != to_z3(b))
    return s.check() == z3.unsat


def test_a_chain_built_from_guards_that_cover_one_path_reads_back_as_the_term_means():
    # A dict lookup merges the values where its key is found ({1: y == 1, 2: y == 2}): the
    # chain ite(y == 1, 1, 2) is right where the key is found, and interned. A later
    # query that builds the same term (a list's length) must not read y == 2 back as the
    # guard of 2 (it read `0 < ite(y == 1, 1, 2)` as y == 1 or y == 2: a wrong answer).
    from stamen.terms.arith import lt
    from stamen.terms.boolean import eq, not_

    y = constant("vs_path_y", INT)
    chain = valueset.from_value_map({1: eq(y, 1), 2: eq(y, 2)}, INT)
    again = ite(eq(y, 1), 1, 2)
    assert again is chain
    assert lt(0, again) is True
    vm = valueset.value_map(again)
    assert _equivalent(vm[1], eq(y, 1)) and _equivalent(vm[2], not_(eq(y, 1)))


def test_value_maps_of_random_chains_mean_what_the_terms_mean():
    from stamen.terms.boolean import and_, eq, not_, or_

    rng = random.Random(11)
    y = constant("vs_rand_y", INT)
    for _ in range(60):
        values = rng.sample(range(-4, 5), rng.randint(2, 5))
        picks = rng.sample(range(-6, 7), len(values))
        guards = {v: eq(y, p) for v, p in zip(values, picks, strict=True)}
        if rng.random() < 0.5:  # covering: the last value takes every other case
            rest = or_(*[guards[v] for v in values[:-1]])
            guards[values[-1]] = not_(rest)
        chain = valueset.from_value_map(guards, INT)
        vm = valueset.value_map(chain)
        assert sorted(vm) == sorted(values)
        taken = False
        for v in values:  # the chain's own semantics: the first guard that holds
            meaning = and_(guards[v], not_(taken)) if v != values[-1] else not_(taken)
            taken = or_(taken, guards[v])
            assert _equivalent(vm[v], meaning), (v, guards)


def test_value_maps_of_long_random_chains_mean_what_the_terms_mean():
    """Chains of more than MAX_VALUES values (issue 10): guards that cover only the
    caller's path are recorded as the term means; the end cases of a case split cover."""
    from stamen.terms.boolean import and_, eq, not_, or_

    rng = random.Random(12)
    y = constant("vs_long_y", INT)
    for _ in range(12):
        n = rng.randint(MAX_VALUES + 1, 3 * MAX_VALUES)
        values = rng.sample(range(-40, 40), n)
        picks = rng.sample(range(-50, 50), n)
        guards = {v: eq(y, p) for v, p in zip(values, picks, strict=True)}
        chain = valueset.from_value_map(guards, INT)
        vm = valueset.value_map(chain, valueset.COMPARE_LIMIT)
        assert sorted(vm) == sorted(values)
        taken = False
        for v in values:
            meaning = and_(guards[v], not_(taken)) if v != values[-1] else not_(taken)
            taken = or_(taken, guards[v])
            assert _equivalent(vm[v], meaning), (v, guards)


def test_a_case_split_of_a_bounded_int_is_recorded_as_its_chain_means(monkeypatch):
    """str(n) of an int the path bounds to -16..16 is a chain of 33 literals; its recorded
    map must hold in every model (the chain is interned): the end cases take the ints
    beyond them, so "16" is n >= 16, not n == 16."""
    from stamen.terms import intbits
    from stamen.terms.arith import le
    from stamen.terms.boolean import and_, eq, not_, or_
    from stamen.terms.pystr import text_of_int

    n = constant("vs_bound_n", INT)
    bound = and_(le(-16, n), le(n, 16))
    monkeypatch.setattr(intbits, "_prover", lambda c: c is bound)
    chain = text_of_int(n)
    vm = valueset.value_map(chain, valueset.COMPARE_LIMIT)
    assert sorted(vm, key=int) == [str(k) for k in range(-16, 17)]
    taken, node = False, chain
    while type(node).__name__ == "Term":  # the chain's own semantics, in every model
        guard, value, node = node.args
        assert _equivalent(vm[value], and_(guard, not_(taken))), value
        taken = or_(taken, guard)
    assert _equivalent(vm[node], not_(taken))
    assert _equivalent(vm["16"], le(16, n)) and _equivalent(vm["0"], eq(n, 0))
