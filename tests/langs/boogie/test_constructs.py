"""Constructs of Boogie's grammar that the corpus does not exercise (or barely does), each
on a small program: accepted, printed, parsed back to an equal AST, and the printed
program accepted again (the audit of grammar.lark against Boogie's BoogiePL.atg)."""

import pytest

from stamen.langs.boogie import check
from stamen.langs.boogie.parse import parse_text
from stamen.langs.boogie.printer import print_program

PROGRAMS = {
    "implication chains": """
        procedure P(a: bool, b: bool, c: bool) {
          assert a <== b <== c; assert a <==> b <==> c; assert a ==> b ==> c;
          assert (a ⇐ b) ⇔ (b ⇒ a);
        }""",
    "arithmetic": """
        procedure P(x: int, r: real) {
          assert x div 2 + x mod 3 - -x * 2 == x - 0; assert r / 2.0 > 1.5e3;
          assert 1.5e3 == 1500.0 && 1.5e-3 < 1.0 && 2e3 == 2000.0;
          assert int(r) == x ==> real(x) == r; assert x ** 2 >= 0 || r ** 2.0 >= 0.0;
          assert 123456789012345678901234567890 > 0;
        }""",
    "bit-vectors": """
        function {:bvbuiltin "bvadd"} ADD8(bv8, bv8) returns (bv8);
        procedure P(x: bv8) {
          assert 0bv0 ++ 1bv1 == 1bv1 && 0bv0 == 0bv0;
          assert 340282366920938463463374607431768211455bv128 != 0bv128;
          assert 1bv1000 != 0bv1000;
          assert x[8:4] ++ x[4:0] == x && ADD8(x, 0bv8) == x && x[1:0] == 0bv1 ++ x[1:1];
        }""",
    "floats": """
        procedure P(d: float53e11) returns (g: float24e8) {
          g := 0x1.8e0f24e8; g := -0x1.0e-2f24e8; g := 0x0.0e0f24e8;
          g := 0NaN24e8; g := 0nan24e8; g := 0+oo24e8; g := 0-oo24e8;
          assert d != 0+oo53e11;
        }""",
    "if-then-else chains": """
        function f(a: bool, b: bool): int { if a then 1 else if b then 2 else 3 }
        procedure P(a: bool) {
          if (*) { } else if (a) { } else if (*) { } else { }
          while (*) { break; }
          assert (if a then f(a, a) else 0) >= 0;
        }""",
    "constants and orders": """
        const unique a: int;
        const unique b: int extends a complete;
        const c: int extends complete;
        const d: int extends unique a, b;
        const unique e: int extends;
        axiom b <: a && a <: a;
        axiom {:id "ax1"} {:weight 3} a < b;
        axiom {:msg "a string", 1, true} true;
        """,
    "types": """
        type C; type finite T; type {:builtin "Seq"} MySeq _;
        type X = int; type Y a = [a]a; type Z a b = Y [a]b;
        type Ref; type Field a; type HeapType = <a>[Ref, Field a]a;
        var H: HeapType; var n: [int, bool]X; var z: Z int bool; var t: finite C;
        """,
    "map assignments": """
        type Ref; type Field a; var H: <a>[Ref, Field a]a; var m: [int][int]int;
        procedure P(i: int, j: int, r: Ref, f: Field int) modifies m, H; {
          m[i][j] := 3; m[i] := m[i][j := 4]; H[r, f] := 5; m[i][j], H[r, f] := 1, 2;
        }""",
    "calls and specifications": """
        var g: int;
        procedure Q(x: int) returns (y: int, z: int);
        procedure {:inline 1} R<T>(t: T) returns (u: T);
        procedure S(x: int, y: int);
        procedure P(x: int) returns (y: int)
          free requires x > 0; requires {:id "r1"} x > 0;
          free ensures y >= 0; ensures {:msg "m"} true; modifies g;
        {
          var a, b: int; var t: bool;
          call a, b := Q(x); call {:si_unique_call 1} a, b := Q(x);
          call t := R(true); call forall S(*, 1); async call S(1, 2); free call S(1, 2);
          assume {:partition} a > 0; assume {:captureState "s"} true;
          while (*) free invariant a >= 0; invariant {:msg "i"} true; { havoc a, b; }
          a, b := b, a; goto L1, L2;
          L1: assume true; goto L3;
          L2: assume true; goto L3;
          L3: y := 0; return;
        }""",
    "quantifiers and lambdas": """
        function f<T>(x: T): T;
        axiom (forall<T> x: T :: {f(x)} f(x) == x);
        axiom (forall x: int :: {:weight 2} {:nopats x} (exists y: int :: y > x));
        axiom (forall<T> :: true) && (∀ x: int • x == x) && (λ x: int :: x)[1] == 1;
        procedure P() {
          var m: [int]int; var pm: <a>[a]a;
          m := (lambda i: int :: i + 1); pm := (lambda<a> x: a :: x);
          assert (lambda x: int, y: int :: x + y)[1, 2] == 3;
          assert (var k, l := 1, 2; k + l) == 3;
        }""",
    "code expressions": """
        procedure P(x: int) {
          assert |{ var y: int; A: y := x; goto B, C; B: assume y > 0; return y > 0;
                    C: assume y <= 0; return true; }|;
          assert |{ A: return true; }|;
        }""",
    "identifiers": """
        var x': int; var #y: int; var $z: int; var a.b: int; var q?: int; var c^d: int;
        var e~f: int; var `tick: int; var _u: int; var \\old: int; var left: int;
        procedure P() modifies x', #y, $z, a.b, q?, c^d, e~f, `tick, _u, \\old, left; {
          x' := #y + $z + a.b + q? + c^d + e~f + `tick + _u + left; \\old := 1;
        }""",
    "comments": """
        /* outer /* inner */ still a comment */
        // a line comment /* that opens nothing
        procedure P() { /* a */ assume /* b */ true; } // end
        """,
    "concurrency": """
        procedure {:yields} {:layer 1} Q();
        procedure {:yields} {:layer 1} P() { yield; L: yield; par Q() | Q(); }
        pure procedure R(x: int) returns (y: int) { y := x; }
        """,
    "datatypes": """
        datatype List<T> { Nil(), Cons(head: T, tail: List T) }
        type {:datatype} Option _;
        function {:constructor} None<T>(): Option T;
        function {:constructor} Some<T>(t: T): Option T;
        procedure P() {
          var l: List int; var o: Option int;
          l := Cons(1, Nil()); assert l is Cons && l->head == 1;
          l := l->(head := 2); l->head := 3; assert l->tail is Nil;
          o := Some(1); assert o != None();
        }""",
}


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_construct_is_accepted_printed_and_read_back(name):
    text = PROGRAMS[name]
    program, errors = check(text, f"{name}.bpl")
    assert errors == [], [str(e) for e in errors]
    parsed = parse_text(text, f"{name}.bpl")
    printed = print_program(parsed)
    again = parse_text(printed, "printed.bpl")
    assert not isinstance(again, list), [str(e) for e in again] + [printed]
    assert again == parsed, printed
    assert check(printed, "printed.bpl")[1] == []


@pytest.mark.parametrize("text, where, message", [
    ("const unique A: int;\naxiom A <: true;", "2:9: type error",
     "invalid argument types (int and bool) to <:"),
    ("const unique A: int;\naxiom A <: A <: A;", "2:14: parse error", "unexpected '<:'"),
    ("axiom 0x1.8p0f24e8 == 0x1.8p0f24e8;", "1:8: parse error", "unexpected"),
    ("function h(x, y: int, z): int;", "1:23: parse error",
     "the type of the last parameter is unspecified"),
    ("function {:define} f<T>(x: T): bool { true }", "1:1: parse error",
     "cannot have type parameters"),
])
def test_construct_misuse_is_a_located_error(text, where, message):
    program, errors = check(text, "m.bpl")
    assert program is None and errors
    assert str(errors[0]).startswith(f"m.bpl:{where}: ") and message in errors[0].message
