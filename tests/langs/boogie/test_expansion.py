"""Expanding type cycles: a polymorphic use that, through a cycle of uses, instantiates a
type parameter with a type built from itself is a located type error (Boogie cannot
monomorphize the program); a finite polymorphic program is accepted."""

import pytest

from stamen.langs.boogie import check

OPTION = """
datatype Opt<T> { None(), Some(t: T) }
"""


@pytest.mark.parametrize("text, where, what", [
    ("procedure A<T>(i: T) { call A(Some(i)); }", "3:24", "T of A is instantiated with Opt T, "
                                                          "built from itself"),
    ("function B<T>(i: T): bool { B(Some(i)) }", "3:29", "T of B is instantiated with Opt T"),
    ("function C<T>(i: T): bool { D(i) }\nfunction D<U>(i: U): bool { C(Some(i)) }", "4:29",
     "T of C is instantiated with Opt U, built from U of D, which a cycle of uses builds "
     "from T of C"),
    ("procedure P<T>(x: T) { var m: [int]T; call Q(m); }\n"
     "procedure Q<T>(x: [int]T) { call P(x); }", "4:29", "T of P is instantiated with [int]T"),
    ("procedure P<T>(x: T);\nimplementation P<U>(x: U) { call P(Some(x)); }", "4:29",
     "instantiated with Opt T"),
    ("procedure P<T>(x: T) requires R(Some(x)); { }\nfunction R<T>(x: T): bool { S(x) }\n"
     "function S<T>(x: T): bool { R(x) }\nprocedure Q<T>(x: T) { call Q(x); call P(x); }",
     "3:32", None),
])
def test_expanding_cycles_are_located_type_errors(text, where, what):
    program, errors = check(OPTION + text, "c.bpl")
    if what is None:
        assert errors == [], [str(e) for e in errors]
        return
    assert program is None and len(errors) == 1, [str(e) for e in errors]
    message = str(errors[0])
    assert message.startswith(f"c.bpl:{where}: type error: expanding type cycle detected")
    assert what in message


@pytest.mark.parametrize("text", [
    "function E<T>(i: T): bool { E(i) && E(1) && E(Some(1)) }",
    "function F<T>(i: T): bool { G(Some(i)) }\nfunction G<T>(i: T): bool { true }",
    "procedure P<T>(x: T) { call P(x); call Q(Some(x)); }\nprocedure Q<T>(x: T);",
    "axiom (forall<T> x: T :: Some(Some(x)) != None());",
])
def test_finite_polymorphism_is_accepted(text):
    program, errors = check(OPTION + text, "c.bpl")
    assert errors == [], [str(e) for e in errors]
