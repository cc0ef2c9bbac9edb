"""Type arguments of polymorphic functions: inferred from the arguments and the context
(`==`, arithmetic), and an argument nothing determines reported as Boogie reports it
under its default (monomorphic) encoding."""

import pytest

from stamen.langs.boogie import check

MONO = "unable to monomorphize input program: unhandled polymorphic features detected"


@pytest.mark.parametrize(("text", "where", "tparam", "name"), [
    ('procedure B() { assume {:add_to_pool "A", MapConst(false)} true; }', (1, 43), "T",
     "MapConst"),
    ("function F<T>(): T;\naxiom F() == F();", (2, 7), "T", "F"),
    ("function E<a>(): [a]bool;\nprocedure P() { assert E() == E(); }", (2, 24), "a", "E"),
])
def test_an_undetermined_type_argument_is_a_located_type_error(text, where, tparam, name):
    program, errors = check(text, "t.bpl")
    assert program is None
    first = errors[0]
    assert ((first.line, first.col), first.kind) == (where, "type")
    assert first.message == f"cannot infer the type argument {tparam} of {name}: {MONO}"


@pytest.mark.parametrize("text", [
    # determined by an argument, the store's index, the other side of ==, arithmetic
    "procedure P(s: [int]bool) { assert MapOr(s, MapConst(false)[3 := true]) == s; }",
    "procedure P(s: [int]bool) { assert MapConst(false) == s; }",
    "function F<T>(x: int): T;\nprocedure P(i: int) { assert i + F(1) == i; }",
    "function F<T>(x: int): T;\nprocedure P(i: int) { assert F(1) <= i && F(2) div 2 == 0; }",
    "function F<T>(): T;\nprocedure P<U>(x: U) { assert F() == x; }",
    "function F<T>(): T;\naxiom F() == 3;",
    # a program for a polymorphic encoding (polymorphic maps or quantified types) may
    # leave one undetermined, as Boogie's /typeEncoding:predicates allows
    "const p: <a>[]a;\nfunction F<T>(): T;\naxiom F() == F();",
    "function F<T>(): T;\naxiom (forall<a> x: a :: F() == F());",
])
def test_determined_type_arguments_are_accepted(text):
    assert check(text, "t.bpl")[1] == []


def test_the_library_quantifiers_do_not_count_as_the_programs_own():
    # The library's Vec axioms quantify over types; the program's own declarations do
    # not, so its undetermined MapConst is still reported.
    text = ("type E;\nprocedure P(v: Vec E) "
            "{ assert Vec_Len(v) >= 0 && MapConst(1) == MapConst(1); }")
    errors = check(text, "t.bpl")[1]
    assert [e.message.split(":")[0] for e in errors] == [
        "cannot infer the type argument T of MapConst"] * 2
