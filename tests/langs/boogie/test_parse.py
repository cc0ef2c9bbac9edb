"""Parsing Boogie: each construct on a small program, and located parse errors."""

import pytest

from stamen.langs.boogie import BoogieError, load
from stamen.langs.boogie import ast as A
from stamen.langs.boogie.parse import parse_program, parse_text
from stamen.langs.boogie.printer import print_expr


def expr(text: str) -> A.Expr:
    """Returns the expression of `axiom text;`."""
    return parse_program(f"axiom {text};").decls[0].expr


def body(text: str) -> tuple:
    """Returns the statements of a procedure body."""
    return parse_program(f"procedure P() {{ {text} }}").decls[0].body.stmts


def errors(text: str) -> list[str]:
    errs = parse_text(text, "t.bpl")
    assert isinstance(errs, list)
    return [str(e) for e in errs]


@pytest.mark.parametrize("text, printed", [
    ("1 + 2 * 3", "(1 + (2 * 3))"),
    ("1 - 2 - 3", "((1 - 2) - 3)"),
    ("a ==> b ==> c", "(a ==> (b ==> c))"),
    ("a <== b <== c", "(c ==> (b ==> a))"),
    ("a <==> b <==> c", "((a <==> b) <==> c)"),
    ("a && b && c ==> d || e", "(((a && b) && c) ==> (d || e))"),
    ("x ++ y[3:1] == z", "((x ++ y[3:1]) == z)"),
    ("2 ** 3 ** 4", "(2 ** (3 ** 4))"),
    ("- x * y", "((- x) * y)"),
    ("!b is C", "((! b) is C)"),
    ("x div 2 mod 3 / 4", "(((x div 2) mod 3) / 4)"),
    ("m[i, j][k := v]", "m[i, j][k := v]"),
    ("m[:= v]", "m[:= v]"),
    ("x : int", "(x : int)"),
    ("if a then b else c + 1", "(if a then b else (c + 1))"),
    ("old(g) == int(r) + real(1)", "(old(g) == (int(r) + real(1)))"),
    ("1bv8 ++ 0bv24", "(1bv8 ++ 0bv24)"),
    ("1.5e-3 + 2e3", "(1.5e-3 + 2e3)"),
    ("0x1.8e0f24e8", "0x1.8e0f24e8"),
    ("0NaN24e8 == 0+oo24e8", "(0NaN24e8 == 0+oo24e8)"),
    ("RNE == roundTowardZero", "(RNE == RTZ)"),
    ("f(x)->h->(g := 1)", "f(x)->h->(g := 1)"),
    ("(var y := 1; y + 1)", "(var y := 1; (y + 1))"),
    ("(forall<T> x: T, y: int :: {f(x)} {:w 1} f(x) > y)",
     "(forall <T> x: T, y: int :: {:w 1} {f(x)} (f(x) > y))"),
    ("(lambda i: int :: i + 1)[2]", "(lambda i: int :: (i + 1))[2]"),
    ("a ⇒ b ∧ c", "(a ==> (b && c))"),
    ("\\old(1)", "\\old(1)"),
    ('f("s", 1)', 'f("s", 1)'),
])
def test_expressions_nest_as_boogie_reads_them(text, printed):
    assert print_expr(expr(text)) == printed


@pytest.mark.parametrize("text, message", [
    ("a && b || c", "unexpected '||'"),
    ("a < b < c", "unexpected '<'"),
    ("a ==> b <== c", "illegal mixture of ==> and <=="),
    ("x[y:1]", "arguments of extract need to be integer literals"),
    ("(lambda x: int :: {f(x)} x)", "triggers not allowed in lambda expressions"),
    ("(forall x: int where x > 0 :: true)", "where clause not allowed on bound variables"),
])
def test_expressions_boogie_rejects_are_parse_errors(text, message):
    (err,) = errors(f"axiom {text};")
    assert err.startswith("t.bpl:1:") and " parse error: " in err and message in err


def test_declarations():
    program = parse_program("""
        type {:x} C a b; type S = [int]C int bool;
        const unique k: int extends p complete; const a, b: bv32;
        function {:inline} f<T>(x, y: T) returns (r: bool) { x == y }
        function g(int, bool): int;
        axiom (forall i: int :: g(i, true) > 0);
        datatype L<T> { Nil(), Cons(hd: T, tl: L T) }
        var {:global} G: [int]int where G[0] == 0;
        procedure {:entry} P<T>(x: T) returns (y: int);
          free requires x == x; ensures y > 0; modifies G;
        implementation P<T>(x: T) returns (y: int) { y := 1; }
    """)
    kinds = [type(d).__name__ for d in program.decls]
    assert kinds == ["TypeDecl", "TypeDecl", "ConstDecl", "ConstDecl", "ConstDecl",
                     "FunctionDecl", "FunctionDecl", "AxiomDecl", "DatatypeDecl",
                     "GlobalVarDecl", "ProcedureDecl", "ImplementationDecl"]
    f = program.decls[5]
    assert [(p.name, p.type.name) for p in f.params] == [("x", "T"), ("y", "T")]
    assert program.decls[1].synonym.range == A.NamedType(None, "C", (A.BasicType(None, "int"),
                                                                     A.BasicType(None, "bool")))
    proc = program.decls[10]
    assert [type(s).__name__ for s in proc.specs] == ["Requires", "Ensures", "Modifies"]
    assert proc.specs[0].free and not proc.specs[1].free


def test_statements():
    stmts = body("""
        var x: int, m: [int]int;
        L: assert {:msg "m"} x > 0; assume x < 9; havoc x, m;
        x, m[1] := m[x], m[2 := 3];
        call x := Q(1); call Q(2); async call R(); free call R(); par A() | B(x);
        if (*) { goto L, M; } else if (x > 0) { return; } else { break; }
        while (x < 10) invariant x >= 0; free invariant true; { x := x + 1; }
        M: yield;
    """)
    kinds = [type(s).__name__ for s in stmts]
    assert kinds == ["Label", "Assert", "Assume", "Havoc", "Assign", "Call", "Call", "Call",
                     "Call", "ParCall", "If", "While", "Label", "Yield"]
    assert stmts[7].is_async and stmts[8].free
    assert isinstance(stmts[10].else_, A.If) and stmts[10].guard is None
    assert [i.free for i in stmts[11].invariants] == [False, True]


def test_preprocessor_comments_and_positions():
    program = parse_program("/* a /* nested */ comment */ // line\n#if X\nsyntax error\n#else\n"
                   "procedure P();\n#endif\n  axiom true;")
    assert program.decls[1].pos == A.Pos(7, 3)
    assert isinstance(program.decls[0], A.ProcedureDecl)


@pytest.mark.parametrize("text, where", [
    ("procedure P() { x := ; }", "t.bpl:1:22: parse error: unexpected ';'"),
    ("procedure P() {\n  assert x\n}", "t.bpl:3:1: parse error: unexpected '}'"),
    ("procedure P() {", "t.bpl:1:16: parse error: unexpected end of file"),
    ("/* open", "t.bpl:1:1: parse error: unterminated comment"),
    ("#if A\naxiom true;", "t.bpl:1:1: parse error: #if without #endif"),
    ("axiom @;", "t.bpl:1:7: parse error: invalid character '@'"),
    ("implementation P(x: int where x > 0) { }",
     "t.bpl:1:18: parse error: where clause not allowed on the 'implementation' copies"),
    ("function f(x: int, int): int;",
     "t.bpl:1:20: parse error: the type of the last parameter is unspecified"),
])
def test_parse_errors_are_located(text, where):
    (err,) = errors(text)
    assert err.startswith(where)


def test_load_raises_located_errors():
    with pytest.raises(BoogieError) as info:
        load("procedure")
    assert info.value.kind == "parse"
    assert str(info.value).startswith("<string>:1:")


def test_load_takes_one_line_of_text_too_long_for_a_file_name():
    # one line, longer than a file name may be (it used to raise OSError)
    text = "procedure P() { var x: int; x := 1; assert x == 1; }" + " " * 400
    assert load(text) is not None
    with pytest.raises(BoogieError):
        load("procedure" + " " * 400)


def test_call_forall_takes_wildcards_and_prints_back():
    stmts = body("call forall Lemma(*, 3); call {:a} forall Lemma(x + 1, *);")
    assert [(s.forall, s.args[0] is None, s.args[1] is None) for s in stmts] == [
        (True, True, False), (True, False, True)]
    assert stmts[1].attrs[0].name == "a"
    from stamen.langs.boogie.printer import print_program
    program = parse_program("procedure P() { call forall Lemma(*, 3); }")
    assert parse_program(print_program(program)) == program


@pytest.mark.parametrize("text", [
    "procedure P() { async call forall Q(*); }",
    "procedure P() { par forall Q(*) | R(); }",
    "procedure P() { call x := forall Q(*); }",
])
def test_call_forall_is_only_a_plain_call(text):
    assert errors(text) and all(": parse error:" in e for e in errors(text))


@pytest.mark.parametrize("literal, ok", [
    ("0x0.0e0f24e8", True), ("0x0.000008e-32f24e8", True), ("0x0.000004e-32f24e8", False),
    ("0x0.8e32f24e8", True), ("0x1.0e32f24e8", False), ("0x0.ffffffe0f24e8", True),
    ("0x1.ffffffe0f24e8", False), ("-0x1.ffffffe0f24e8", False), ("0x0.0e0f2e1", False),
    ("0x1.fffffffffffffe0f53e11", True), ("0x3.fffffffffffffe0f53e11", False),
    ("0x0.0000000000004e-256f53e11", True), ("0x0.0000000000002e-256f53e11", False),
    ("0NaN24e8", True), ("0+oo53e11", True),
])
def test_float_literals_must_be_values_of_their_format(literal, ok):
    errs = parse_text(f"axiom {literal} == {literal};", "t.bpl")
    assert (not isinstance(errs, list)) == ok, errs


def test_a_pattern_exclusion_mentions_one_expression():
    text = "function f(int): int; axiom (forall x: int :: {:nopats f(x), f(1)} f(x) == 3);"
    assert errors(text) == ["t.bpl:1:47: parse error: a pattern exclusion can only mention "
                            "one expression"]


@pytest.mark.parametrize("text, message", [
    ("function {:define} f<a>(x: a): bool { true }",
     "a {:define} function cannot have type parameters: f"),
    ("function {:define} {:inline} f(x: int): int { x }",
     "a function cannot be both {:define} and {:inline}: f"),
])
def test_define_functions(text, message):
    assert [e.split(": parse error: ")[1] for e in errors(text)] == [message]


def test_a_map_type_ends_the_arguments_of_a_type_constructor():
    e = expr("(x : C <a>[a]int < 0)")
    assert isinstance(e, A.Binary) and e.op == "<" and isinstance(e.left, A.TypeCoercion)


def test_later_keywords_are_names_where_no_keyword_fits():
    program = parse_program("const is: int; const yield: int; axiom is == yield; "
                            "procedure P() { yield; }")
    assert [d.name for d in program.decls[:2]] == ["is", "yield"]
    assert isinstance(program.decls[3].body.stmts[0], A.Yield)
    assert errors("const if: int;") == ["t.bpl:1:7: parse error: unexpected 'if'"]
