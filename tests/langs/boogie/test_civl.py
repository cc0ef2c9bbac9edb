"""CIVL's newer syntax (Boogie's current grammar): yield procedures and invariants,
actions with movers, `refines`/`creates`/`asserts`/`preserves` clauses, calls of yield
invariants, `call A() | B();`; parsed, printed back, resolved and type-checked."""

import pytest

from stamen.langs.boogie import ast as A
from stamen.langs.boogie import check
from stamen.langs.boogie.parse import parse_text
from stamen.langs.boogie.printer import print_program

CIVL = """var x: int;
yield invariant {:layer 1} Inv(i: int);
invariant x >= i;
both action {:layer 1} A(i: int) returns (j: int)
modifies x;
asserts i > 0;
creates B;
{ x := x + i; j := x; }
async action {:layer 1} B(i: int) { }
pure action P() { }
action {:layer 2} C(i: int) returns (j: int) refines A using P; { }
yield procedure {:layer 1} Y(i: int) returns (j: int)
refines A;
requires call Inv(i);
preserves call Inv(i);
ensures call Inv(i);
requires {:layer 1} i > 0;
modifies x;
{
  call Inv(i) | Inv(i);
  while (*) invariant {:yields} true; invariant call Inv(i); { yield; }
}
yield right procedure {:layer 2} Z() refines left action {:layer 2} _ { assume true; } { }
"""


def _decls():
    program, errors = check(CIVL, "civl.bpl")
    assert errors == []
    return {d.name: d for d in program.decls if isinstance(d, A.ProcedureDecl)}


def test_civl_declarations_check_and_keep_their_kind():
    d = _decls()
    assert [(d[n].kind, d[n].mover, d[n].is_async, d[n].pure) for n in "ABPCYZ"] == [
        ("action", "both", False, False), ("action", None, True, False),
        ("action", None, False, True), ("action", None, False, False),
        ("yield procedure", None, False, False), ("yield procedure", "right", False, False)]
    assert d["Inv"].kind == "yield invariant"
    assert [type(s).__name__ for s in d["Inv"].specs] == ["Invariant"]
    assert [type(s).__name__ for s in d["A"].specs] == ["Modifies", "Asserts", "Creates"]
    assert [(type(s).__name__, getattr(s, "kind", None)) for s in d["Y"].specs][:4] == [
        ("Refines", None), ("YieldCall", "requires"), ("YieldCall", "preserves"),
        ("YieldCall", "ensures")]
    refines = d["C"].specs[0]
    assert (refines.name, refines.using, refines.body) == ("A", "P", None)
    inline = d["Z"].specs[0]
    assert (inline.name, inline.mover, len(inline.body.stmts)) == ("_", "left", 1)


def test_civl_statements():
    body = _decls()["Y"].body
    par, loop = body.stmts
    assert isinstance(par, A.ParCall) and [c.name for c in par.calls] == ["Inv", "Inv"]
    assert [(i.expr is None, i.call.name if i.call else None) for i in loop.invariants] == [
        (False, None), (True, "Inv")]


def test_civl_programs_print_back_to_an_equal_tree():
    program = parse_text(CIVL)
    printed = print_program(program)
    assert parse_text(printed) == program
    assert "call Inv(i) | Inv(i)" not in printed and "par Inv(i) | Inv(i);" in printed
    assert check(printed)[1] == []


@pytest.mark.parametrize(("old", "new", "message"), [
    ("creates B;", "creates Nope;", "resolution error: undeclared action in creates clause: Nope"),
    ("refines A;", "refines Nope;", "resolution error: undeclared action in refines clause: Nope"),
    ("preserves call Inv(i);", "preserves call Inv(true);",
     "type error: invalid type for argument in call to Inv: bool (expected int)"),
    ("invariant call Inv(i);", "invariant call Nope(i);",
     "resolution error: call to undeclared procedure: Nope"),
    ("asserts i > 0;", "asserts i;", "type error: expected a boolean expression, got int"),
])
def test_civl_errors_are_located(old, new, message):
    program, errors = check(CIVL.replace(old, new, 1), "civl.bpl")
    assert program is None
    assert message in [str(e).split(": ", 1)[1] for e in errors], [str(e) for e in errors]


def test_the_new_keywords_are_still_names_where_a_name_is_expected():
    text = ("var left, right, both, atomic, action, using, creates, asserts, refines: int;\n"
            "procedure P() modifies left; { left := right + both + atomic + action; }\n")
    assert check(text)[1] == []
