"""Name resolution: names in scope resolve; each kind of undeclared or misplaced name is a
located error of kind `resolution` (label errors, found by Boogie's parser: `parse`)."""

import pytest

from stamen.langs.boogie import check

OK = """
type T; type S a = [a]int;
const c: int; var g: int;
function f<a>(x: a): int;
datatype D { A(n: int), B() }
procedure P(x: int) returns (y: int);
  requires x > c; modifies g; ensures y == old(g) + f(x);
implementation P(x: int) returns (y: int)
{
  var m: S int, d: D;
  L: y := (var z := x; z + g); m[1] := 2; havoc g;
  if (d is A) { goto L; }
  while (*) { if (*) { break; } }
  assert (forall<a> v: a, i: int :: f(v) == i ==> true);
  call y := P(x);
}
"""


def test_a_program_whose_names_all_resolve_is_accepted():
    program, errors = check(OK, "ok.bpl")
    assert errors == [] and program is not None


@pytest.mark.parametrize("text, message", [
    ("axiom x > 0;", "1:7: resolution error: undeclared identifier: x"),
    ("axiom f(1);", "1:7: resolution error: use of undeclared function: f"),
    ("var x: T;", "1:8: resolution error: undeclared type: T"),
    ("type C a; var x: C;", "1:18: resolution error: type constructor received wrong number"),
    ("procedure P() { call Q(); }", "1:17: resolution error: call to undeclared procedure: Q"),
    ("implementation Q() { }", "1:1: resolution error: implementation given for undeclared"),
    ("var g: int; procedure P(); requires old(g) == 0;",
     "1:37: resolution error: old expressions allowed only in two-state contexts"),
    ("var g: int; axiom old(g) == 0;", "old expressions allowed only in two-state contexts"),
    ("procedure P(); modifies h;", "undeclared variable in modifies clause: h"),
    ("var x: int; var x: bool;", "1:17: resolution error: more than one declaration of "
                                 "variable name: x"),
    ("procedure P(x: int, x: int);", "more than one declaration of variable name: x"),
    ("procedure P() { L: L: }", "1:20: resolution error: more than one declaration of label"),
    ("var x, y: int; procedure P() modifies x, y; { x, y := 1; }",
     "number of left-hand sides does not match"),
    ("var a: [int]int; procedure P() modifies a; { a[1], a[2] := 1, 2; }",
     "variable a is assigned more than once in parallel assignment"),
    ("procedure P<a>(x: int);", "type variable must occur in the signature: a"),
    ("type bv8;", "cannot declare a type with a built-in name: bv8"),
    ("axiom (forall x: int :: y > x);", "undeclared identifier: y"),
    ("axiom 5 : 3;", "bitvector bounds in illegal position"),
    ("procedure P() { goto M; }", "1:17: parse error: goto to unknown label: M"),
    ("var x: int; pure procedure P(); modifies x;", "pure procedure P may not modify global"),
    ("procedure A(); pure procedure B() { call A(); }",
     "a pure procedure may only call pure procedures: A"),
    ('procedure P() { assume {:id "s"} true; assert {:id "s"} true; }',
     "more than one statement with id: s"),
    ("procedure P() { assume {:minimize} true; }", "attribute :minimize expects one"),
    ("function f(int): bool; axiom (forall x: int :: {f(x) && f(x)} f(x));",
     "&& not allowed in triggers"),
    ("procedure P() { break; }", "1:17: parse error: break not inside a loop"),
])
def test_unresolved_names_are_located_errors(text, message):
    program, errors = check(text, "r.bpl")
    assert program is None
    assert any(message in str(e) for e in errors), [str(e) for e in errors]
    assert all(str(e).startswith("r.bpl:") for e in errors)


def test_several_errors_are_reported_in_order():
    _, errors = check("axiom a > b;\naxiom f(c);", "r.bpl")
    assert [(e.line, e.col, e.message) for e in errors] == [
        (1, 7, "undeclared identifier: a"), (1, 11, "undeclared identifier: b"),
        (2, 7, "use of undeclared function: f"), (2, 9, "undeclared identifier: c")]


def test_deeply_nested_programs_are_checked_and_printed():
    from stamen.langs.boogie import print_program
    from stamen.langs.boogie.parse import parse_text

    text = "axiom " + " && ".join(["true"] * 3000) + ";\naxiom " + "-" * 2000 + "1 == 1;"
    program, errors = check(text)
    assert errors == []
    printed = print_program(program)
    assert print_program(parse_text(printed)) == printed


@pytest.mark.parametrize("text, message", [
    ("datatype L { C(n: int, next: L) }", "datatype L has no finite values"),
    ("datatype A { A1(b: B) } datatype B { B1(a: A) }", "datatype A has no finite values"),
    ("datatype A { A1(s: S) } type S = A;", "datatype A has no finite values"),
    ("procedure P() { var {:assumption} a: bool where a; }",
     "assumption variable may not be declared with a where clause: a"),
    ("procedure P() { var {:assumption} a: bool; a := true; }",
     "assumption variable a may only be updated as a := a && e"),
])
def test_datatype_cycles_and_assumption_variables(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert any(e.kind == "resolution" and message in e.message for e in errors), \
        [str(e) for e in errors]


def test_datatypes_with_a_base_case_and_assumption_updates_are_accepted():
    text = ("datatype L<T> { Nil(), Cons(hd: T, tl: L T) } datatype M { M1(m: [int]M) } "
            "procedure P() { var {:assumption} a: bool; a := a && true; }")
    assert check(text, "t.bpl")[1] == []


@pytest.mark.parametrize("text, cyclic", [
    ("type A = B; type B = A;", ["A", "B"]),
    ("type C a = C (C a);", ["C"]),
    ("type D = [int]D;", ["D"]),
    ("type A = A; type E = [int]A;", ["A", "E"]),
    ("type F a = [a]int; type G = F G;", ["G"]),
])
def test_type_synonyms_on_a_cycle_are_located_errors(text, cyclic):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert [(e.kind, e.message) for e in errors] == [
        ("resolution", f"type synonym could not be resolved because of cycles: {n}")
        for n in cyclic]
    assert all(e.line == 1 for e in errors)


def test_type_synonyms_whose_names_are_bound_are_not_cycles():
    program, errors = check("type H a = [a]a; type a = int; type I = <a>[a]H a;"
                            "type J a = [a]int;", "t.bpl")
    assert errors == [], [str(e) for e in errors]


@pytest.mark.parametrize("text, message", [
    ("const a: int; const b: int extends a, a;", "1:39: resolution error: a occurs more than "
                                                 "once as parent"),
    ("const c: int extends c;", "1:22: resolution error: constant cannot be its own parent"),
])
def test_constant_orders_are_resolved(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None and [str(e) for e in errors] == [f"t.bpl:{message}"]
