"""Python's object protocols where stamen once answered otherwise (held-out round 19a):
`del` of a property or descriptor calls its deleter alone; containers compare an object
to itself as equal when it is a union member; what a lifted `__bool__`, `__len__`,
`__int__`, `__str__`, `__repr__` or `__format__` returns is checked as Python checks it,
with Python's words; `f(**kw)` of a dict whose keys depend on the path is refused; inside
a lifted `except`, `sys.exception()` is the exception handled. Each against plain Python
on every input of a small domain, under the three strategies."""

from __future__ import annotations

import sys

import pytest

import stamen as st
from differential.oracle import assert_agrees
from stamen import UnsupportedConstruct, lifted

DOMAIN = [-1, 0, 2]


@lifted
class Logged:
    def __init__(self):
        self.log = []

    @property
    def v(self):
        self.log.append("get")
        raise ValueError("the getter ran")

    @v.deleter
    def v(self):
        self.log.append("del")


@lifted
class Slotted:
    __slots__ = ("a",)


@lifted
class Never:
    def __eq__(self, other):
        return False

    __hash__ = object.__hash__


def deletes(x):
    o = Logged()
    del o.v
    s = Slotted()
    if x > 0:
        s.a = x
    try:
        del s.a
        text = "deleted"
    except AttributeError as e:
        text = str(e)
    try:
        o.v = x
    except AttributeError as e:
        text += "; " + str(e)
    return o.log, text


def test_del_calls_the_deleter_alone_with_pythons_words():
    assert_agrees(lifted(deletes), DOMAIN, plain=deletes, sorts=[int], pin=3)


def finds_itself(x):
    o = Never()
    p = o if x > 0 else Never()
    return ([p].count(o), o in [p], [p] == [o], {1: p} == {1: o}, (1, p) == (1, o),
            [p] != [o])


def test_containers_find_an_object_as_itself_on_each_path():
    assert_agrees(lifted(finds_itself), DOMAIN, plain=finds_itself, sorts=[int], pin=3)


@lifted
class Odd:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v

    def __len__(self):
        return self.v / 2

    def __str__(self):
        return self.v

    def __format__(self, spec):
        return self.v


def misreturns(x):
    out = []
    for read in (bool, len, str, lambda o: f"{o}", lambda o: "%s" % o):  # noqa: UP031
        try:
            out.append(read(Odd(x)))
        except TypeError as e:
            out.append(str(e))
    return out


def test_a_dunders_result_is_checked_with_pythons_words():
    assert_agrees(lifted(misreturns), DOMAIN, plain=misreturns, sorts=[int], pin=3)


@lifted
def count_keywords(**kw):
    return len(kw), sorted(kw)


def same_keys(x):
    kw = {"a": x} if x > 0 else {"a": 1}
    return count_keywords(**kw)


def test_keywords_of_a_union_of_dicts_with_the_same_keys_are_merged():
    assert_agrees(lifted(same_keys), DOMAIN, plain=same_keys, sorts=[int], pin=3)


@pytest.mark.parametrize("merge", ("types", "logic"))
def test_keywords_whose_names_depend_on_the_path_are_refused(merge):
    x = st.fresh(int)

    @lifted
    def other_keys(x):
        kw = {"a": x} if x > 0 else {"b": x}
        return count_keywords(**kw)

    with pytest.raises(UnsupportedConstruct, match=r"test_object_protocols.py:\d+: `\*\*`"):
        st.verify(lambda: st.assert_(other_keys(x)[0] == 1), merge=merge)


def handled_name():
    return type(sys.exception()).__name__


def reraise():
    raise


def handles(x):
    try:
        if x > 0:
            raise KeyError(x)
        raise ValueError(x)
    except LookupError:
        name = handled_name()
        try:
            reraise()
        except KeyError as again:
            return name, again.args
    except ValueError:
        return handled_name(), sys.exc_info()[0].__name__


def test_the_exception_handled_is_pythons_inside_a_lifted_except():
    assert_agrees(lifted(handles), DOMAIN, plain=handles, sorts=[int], pin=3)
