"""Recursive programs in plain Python, for tests/lift/test_recursion.py (which also loads
a lifted copy of this module, whose functions call each other's lifted versions)."""

from __future__ import annotations


def fact(v):
    if v <= 1:
        return 1
    return v * fact(v - 1)


def even(v):
    if v == 0:
        return True
    return odd(v - 1)


def odd(v):
    if v == 0:
        return False
    return even(v - 1)


def fib(v):
    if v < 2:
        return v
    return fib(v - 1) + fib(v - 2)


def down(v):
    if v <= 0:
        return 0
    return 1 + down(v - 1)


TREE = (((None, None), None), ((None, (None, None)), (None, None)))


def tree_count(tree, v):
    """Concrete recursion over a concrete tree with a symbolic branch at every node."""
    if tree is None:
        return 0
    left, right = tree
    here = 1 if v > 0 else 0
    return here + tree_count(left, v - 1) + tree_count(right, v - 1)


def tree(v):
    return tree_count(TREE, v)


def nested_fact(v):
    """A recursive function defined inside another."""
    def go(m):
        if m <= 1:
            return 1
        return m * go(m - 1)
    return go(v)


def guarded_fact(v):
    """Recursion that fails (asserts) below its domain."""
    assert v >= 0
    if v == 0:
        return 1
    return v * guarded_fact(v - 1)


def lambda_count(v):
    """Recursion through a lambda."""
    go = lambda m: 0 if m <= 0 else 1 + go(m - 1)  # noqa: E731
    return go(v)


def depth(k):
    """Concrete recursion: plain Python runs it to a depth near its stack's limit."""
    if k == 0:
        return 0
    return 1 + depth(k - 1)
