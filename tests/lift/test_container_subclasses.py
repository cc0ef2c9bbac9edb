"""Subclasses of dict and set as Python runs them (issue 10, session 25): a subclass's own
`__len__`, `__contains__` and `__bool__` are called where stamen's own container
operations used to answer for the base type (a wrong answer even with no branch), the
base's method called on the instance (`dict.__len__(self)`) reads stamen's encoding of a
key present on some paths, and a method that stamen does not lift is refused where it
would read that encoding natively."""

from __future__ import annotations

import collections

import stamen
from stamen import lifted

from .agreement import agree, refused


@lifted
class Scaled(dict):
    def __len__(self):
        return dict.__len__(self) * 10

    def __contains__(self, key):
        return key == "magic" or dict.__contains__(self, key)

    def __bool__(self):
        return "ok" in self


@lifted
class Empty(set):
    def __len__(self):
        return 0


@lifted
def own_dunders(a):
    d = Scaled(k=1)
    s = Empty({1})
    if a > 0:
        d["ok"] = a
        s.add(a)
    return len(d), "magic" in d, "ok" in d, bool(d), len(s), bool(s), len(Scaled(z=0))


def test_a_subclass_s_own_len_contains_and_bool_are_called():
    agree(own_dunders)


class Unlifted(dict):
    def size(self):
        return len(self.keys())


class UnliftedLen(dict):
    def __len__(self):
        return dict.__len__(self) * 10


class UnliftedSet(set):
    def smallest(self):
        return min(self)


@lifted
def unlifted_dict_method(a):
    d = Unlifted(k=1)
    if a > 0:
        d["b"] = a
    return d.size()


@lifted
def unlifted_set_method(a):
    s = UnliftedSet({1})
    if a > 0:
        s.add(a)
    return s.smallest()


@lifted
def unlifted_dunder(a):
    d = UnliftedLen(k=1)
    if a > 0:
        d["b"] = a
    return len(d)


def test_an_unlifted_method_reading_a_container_of_symbolic_shape_is_refused():
    # it read the physical storage: 2 keys where Python has 1, and a raw TypeError on a set
    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: unlifted_dict_method(a),
            r"test_container_subclasses.py:\d+: Unlifted.size\(\) of a Unlifted whose "
            r"contents differ by path, in code stamen does not lift")
    refused(stamen.UnsupportedConstruct, lambda: unlifted_set_method(a),
            r"UnliftedSet.smallest\(\) of a UnliftedSet whose contents differ by path")
    refused(stamen.UnsupportedConstruct, lambda: unlifted_dunder(a),
            r"UnliftedLen.__len__ of a container whose contents differ by path")


@lifted
class NoOpinion(list):
    def __eq__(self, other):
        return NotImplemented


@lifted
def builtin_equality_after_not_implemented(a):
    # Python asks the other operand's built-in __eq__ next: structural, not identity
    c = collections.Counter({"k": a})
    return (collections.Counter() == {}, c == {"k": a}, {"k": a} != c,
            NoOpinion([a]) == [a], [a] == NoOpinion([a + 1]))


def test_a_subclass_eq_returning_not_implemented_falls_to_the_builtin_equality():
    agree(builtin_equality_after_not_implemented)


@lifted
def counter_compared_with_symbolic_keys(a):
    return collections.Counter([a]) == collections.Counter([1])


@lifted
def counter_ordered_with_symbolic_keys(a):
    return collections.Counter([a]) <= collections.Counter([1, 1])


def test_counter_comparisons_reading_symbolic_keys_natively_are_refused():
    # Counter's own __eq__/__le__ are library code: they read stamen's key slots natively
    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: counter_compared_with_symbolic_keys(a),
            r"Counter.__eq__ of a container whose contents differ by path")
    refused(stamen.UnsupportedConstruct, lambda: counter_ordered_with_symbolic_keys(a),
            r"Counter.__\w\w__ of a container whose contents differ by path")


def size_of(d):
    return len(d)


@lifted
def counter_with_symbolic_keys_to_a_helper(a):
    d = collections.defaultdict(int)
    d[a] = 1
    d[1] = 1
    return size_of(d)


def test_a_mapping_holding_symbolic_keys_reached_by_unlifted_code_is_refused():
    # the helper counted stamen's key slots: 2 where Python has 1 (a == 1)
    a = stamen.symbolic("a", int)
    refused(stamen.UnsupportedConstruct, lambda: counter_with_symbolic_keys_to_a_helper(a),
            r"a defaultdict whose contents differ by path .* is reached by `size_of`")
