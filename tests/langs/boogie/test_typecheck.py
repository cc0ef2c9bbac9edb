"""The conservative type checker: certain type errors are located errors of kind `type`;
what involves type variables is never an error."""

import pytest

from stamen.langs.boogie import check

OK = """
type C; type Syn = [int]bool; type P a;
const k: int; var m: Syn; var r: real; var b: bv32;
function f<a>(x: a): a;
function g(x: int): bool { x > 0 }
datatype D { A(n: int), B() }
procedure Q(x: int) returns (y: bool);
procedure P(x: int, p: P int) returns (y: bool)
  modifies m, r, b;
{
  var d: D, z: C;
  m[x] := g(x) && f(true) && f(x) == x;
  r := real(x) / 2.0 + 1e3;
  b := b[16:0] ++ b[32:16];
  call y := Q(x);
  assume d is A && (forall<a> t: a :: f(t) == t) && (if y then 1 else 2) >= k;
  assume (lambda i: int :: i + 1)[3] == 4 && p == p && z == z;
}
"""


def test_a_well_typed_program_with_polymorphism_is_accepted():
    program, errors = check(OK, "ok.bpl")
    assert errors == [], [str(e) for e in errors]


@pytest.mark.parametrize("text, message", [
    ("axiom 1;", "1:7: type error: expected a boolean expression, got int"),
    ("axiom 1 + true == 2;", "invalid argument types (int and bool) to +"),
    ("axiom 1 == 1.0;", "invalid argument types (int and real) to =="),
    ("axiom !1;", "invalid argument type (int) to !"),
    ("axiom 1 ==> true;", "invalid argument type (int) to ==>"),
    ("axiom 1.5 mod 2 == 0;", "to mod"),
    ("axiom (if 1 then true else false);", "expected a boolean expression, got int"),
    ("axiom (if true then 1 else false) == 1;", "branches of if-then-else have different"),
    ("var m: [int]bool; axiom m[true];", "invalid index type: bool (expected int)"),
    ("var m: [int]bool; axiom m[1, 2];", "wrong number of indexes: 2 instead of 1"),
    ("var m: [int]bool; axiom m[1 := 2][0];", "invalid type of stored value: int"),
    ("function f(x: int): bool; axiom f(true);", "invalid type for argument of f: bool"),
    ("function f(x: int): bool; axiom f(1, 2);", "wrong number of arguments in application"),
    ("function f(x: int): bool { x }", "function body has type int, expected bool"),
    ("var b: bv8; axiom b[9:0] == b;", "extract [9:0] out of the bounds of a bv8"),
    ("var x: int; axiom x ++ x == x;", "invalid argument type (int) to ++"),
    ("procedure P(x: int); procedure Q() { call P(true); }", "invalid type for argument"),
    ("procedure P(x: int); procedure Q() { call P(); }", "wrong number of arguments in call"),
    ("procedure Q() { var x: int; x := true; }", "mismatched types in assignment: int := bool"),
    ("axiom (forall x: int :: x);", "expected a boolean expression, got int"),
    ("axiom (1 : bool);", "type coercion of a int to bool"),
])
def test_certain_type_errors_are_located(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert all(e.kind == "type" and str(e).startswith("t.bpl:") for e in errors)
    assert any(message in str(e) for e in errors), [str(e) for e in errors]


POLY_OK = [
    "function f<a>(x: a): a; axiom f(1) == 1 && f(true);",
    "function e<a>(): a; axiom (e(): int) == 0;",
    "type Field a; function v<a>(r: int, f: Field a): a; const g: Field bool; axiom v(0, g);",
    "var h: <a>[int, a]a; axiom h[0, true] && h[0, 1] == 1;",
    "var h: <a>[int, a]a; procedure P() modifies h; { h[0, true] := false; }",
    "axiom (forall<a, b> x: a, y: b :: x == y ==> y == x);",
    "type C a b; type S b a = C a b; const c: <x, y>[S x y]int; const d: <p, q>[C q p]int;"
    " axiom c == d;",
    "procedure Q<a>(x: a) returns (y: a); procedure P() { var b: bool; call b := Q(true); }",
    "procedure Q<a>() returns (y: a); procedure P() { var b: bool; call b := Q(); }",
    "type Seq t; function Len<t>(s: Seq t): int; function Empty<t>(): Seq t;"
    " axiom (forall<t> :: Len(Empty(): Seq t) == 0);",
    "datatype L<t> { Nil(), Cons(hd: t, tl: L t) } axiom Cons(1, Nil())->hd == 1;",
    "axiom (lambda<a> x: a :: x)[3] == 3;",
]


@pytest.mark.parametrize("text", POLY_OK)
def test_polymorphic_programs_are_accepted(text):
    program, errors = check(text, "t.bpl")
    assert errors == [], [str(e) for e in errors]


@pytest.mark.parametrize("text, message", [
    ("function f<a>(x: a, y: a): bool; axiom f(1, true);", "invalid type for argument of f"),
    ("function f<a>(x: a): a; axiom f(1) == true;", "invalid argument types (int and bool)"),
    ("axiom (exists<a> x: <c>[c]a, y: <d>[d]d :: x == y);", "invalid argument types"),
    ("var h: <a>[int, a]a; axiom h[0, true] == 1;", "invalid argument types (bool and int)"),
    ("var h: <a>[int, a]a; axiom h[true, 0] == 1;", "invalid index type: bool"),
    ("procedure Q<a>(x: a) returns (y: a); procedure P() { var i: int; call i := Q(true); }",
     "invalid type for result i in call to Q"),
    ("function f(m: <a>[a]int): bool; const g: <c>[c]c; axiom f(g);",
     "invalid type for argument of f"),
    ("function e(): int; axiom (forall<a> x: int :: {e()} x == e());",
     "type variable a must occur in the types of the bound variables or in a trigger"),
    ("datatype D { A(n: int) } axiom A(1)->m == 1;", "datatype D has no field m"),
    ("datatype D { A(n: int) } axiom A(1)->n == true;", "invalid argument types"),
])
def test_polymorphic_type_errors_are_located(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert errors and all(e.kind == "type" for e in errors), [str(e) for e in errors]
    assert any(message in str(e) for e in errors), [str(e) for e in errors]


@pytest.mark.parametrize("text, message", [
    ("procedure P(x: int) { x := 1; }", "command assigns to an immutable variable: x"),
    ("procedure P(x: int) { havoc x; }", "command assigns to an immutable variable: x"),
    ("const c: int; procedure P() { c := 1; }", "command assigns to an immutable variable: c"),
    ("procedure P(m: [int]int) { m[0] := 1; }", "immutable variable: m"),
    ("procedure P<a>(x: a); implementation P<a, b>(x: a) {}",
     "mismatched number of type parameters"),
    ("procedure P<a, b>(x: a, y: b); implementation P<b, a>(x: b, y: b) {}",
     "mismatched type of in-parameter in implementation P: y"),
    ("procedure P() returns (r: int); implementation P() returns (r: bool) {}",
     "mismatched type of out-parameter"),
])
def test_frame_and_signature_errors(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert any(message in str(e) and e.kind == "type" for e in errors), [str(e) for e in errors]


MODIFIES = """var g: int; procedure Q(); modifies g;
procedure P() { g := 1; havoc g; call Q(); }
procedure R() modifies g; { g := 1; havoc g; call Q(); }"""


def test_the_modifies_check_is_on_request():
    assert check(MODIFIES, "t.bpl")[1] == []
    program, errors = check(MODIFIES, "t.bpl", check_modifies=True)
    assert [(e.line, e.message.split(":")[0]) for e in errors] == [
        (2, "command assigns to a global variable that is not in the enclosing procedure's "
            "modifies clause"),
        (2, "command assigns to a global variable that is not in the enclosing procedure's "
            "modifies clause"),
        (2, "call to Q modifies a global variable that is not in the enclosing procedure's "
            "modifies clause")]


CALL_FORALL = """var g: int;
procedure Lemma(x: int, b: bool); ensures b ==> x == x;
procedure Out() returns (r: int);
procedure Mod(); modifies g;
procedure P() { call forall Lemma(*, true); call forall Lemma(1, *); %s }"""


@pytest.mark.parametrize("stmt, message", [
    ("", None),
    ("call forall Lemma(*, 1);", "invalid type for argument in call to Lemma: int"),
    ("call forall Out();", "call forall is allowed only on procedures with no out-parameters"),
    ("call forall Mod();", "call forall is allowed only on procedures with no modifies clause"),
])
def test_call_forall_is_typed(stmt, message):
    program, errors = check(CALL_FORALL % stmt, "t.bpl")
    if message is None:
        assert errors == [], [str(e) for e in errors]
    else:
        assert [e.message.split(":")[0] for e in errors] == [message.split(":")[0]]


@pytest.mark.parametrize("text, message", [
    ("const {:a x ++ 1} x: int;", "invalid argument type (int) to ++"),
    ("procedure {:a !(x - 1)} P(x: int);", "invalid argument type (int) to !"),
    ("procedure P() { assume {:minimize true} true; }",
     "the parameter of {:minimize} must be an int, real or bit-vector expression, not bool"),
    ("procedure P() { assert {:verified_under 4} true; }",
     "the parameter of {:verified_under} must be a boolean expression, not int"),
    ("datatype S<X, Y> { L(i: X), R(i: Y) }", "field i has different types in the "
                                              "constructors of S: X and Y"),
])
def test_attribute_parameters_and_datatype_fields_are_typed(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None
    assert [str(e).split(": ", 2)[2] for e in errors if e.kind == "type"] == [message]


def test_well_typed_attributes_are_accepted():
    text = ('const {:c x + 1} {:s "str", 3} x: int; procedure P() '
            '{ assume {:minimize x} true; assert {:verified_under x > 0} true; }')
    assert check(text, "t.bpl")[1] == []


@pytest.mark.parametrize("op", ["+", "-", "*", "<", ">="])
def test_rounding_modes_take_no_arithmetic(op):
    program, errors = check(f"procedure P() {{ var a: rmode; assume (a {op} a) == a; }}", "t.bpl")
    assert program is None and errors[0].kind == "type" and "rmode" in errors[0].message


def test_assumption_variables_are_booleans():
    program, errors = check("procedure P() { var {:assumption} a: int; }", "t.bpl")
    assert [str(e) for e in errors] == [
        "t.bpl:1:35: type error: assumption variable must be of type bool: a"]


def test_a_file_checked_alone_is_boogies_first_file():
    text = "#if FILE_0\nconst x: int;\n#else\nconst y: int;\n#endif\naxiom x == 1;"
    assert check(text, "t.bpl")[1] == []


@pytest.mark.parametrize("text, message", [
    ("axiom |{ A: goto B; B: return 1; }|;", "1:31: type error: expected a boolean "
                                             "expression, got int"),
    ("axiom |{ var x: int; A: x := true; return x > 0; }|;",
     "1:30: type error: mismatched types in assignment: int := bool"),
    ("axiom |{ A: assert 1; return true; }|;", "1:20: type error: expected a boolean"),
])
def test_code_expressions_are_typed_inside(text, message):
    program, errors = check(text, "t.bpl")
    assert program is None and message in str(errors[0]), [str(e) for e in errors]


def test_a_well_typed_code_expression_is_accepted():
    program, errors = check("procedure P(y: int) { assert |{ var x: int; A: x := y; goto B; "
                            "B: assume x > 0; return x > 0; }|; }", "t.bpl")
    assert errors == [], [str(e) for e in errors]


def test_the_parent_of_a_constant_has_its_type():
    program, errors = check("type C; const c1: C; const c2: C extends c1;\n"
                            "const c0: C extends a; const a: int;", "t.bpl")
    assert [str(e) for e in errors] == [
        "t.bpl:2:21: type error: parent of constant has incompatible type (int instead of C)"]
