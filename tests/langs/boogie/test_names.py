"""Global dead-declaration elimination: which axioms an entry point keeps (names.py)."""

from __future__ import annotations

from stamen.langs.boogie import load
from stamen.langs.boogie.execute import run_program
from stamen.langs.boogie.names import live_declarations, names_in
from stamen.langs.boogie.printer import print_expr
from stamen.langs.boogie.world import World

# SMACK's prelude: float conversions axiomatised with bound variables named like the
# program's variables (`f`, `i`), and an inline function whose parameter is `i`.
SMACK_STYLE = """
type float;
function $fp2si(f: float) returns (int);
function $si2fp(i: int) returns (float);
function $or(p1: int, p2: int) returns (int);
function {:inline} $b2i(i: bool) returns (int) { if i then 1 else 0 }
axiom $or(0, 1) == 1;
axiom (forall f: float :: $si2fp($fp2si(f)) == f);
axiom (forall i: int :: $fp2si($si2fp(i)) == i);
procedure main() {
  var i, f: int;
  i := $or($b2i(f > 0), 1);
  assert i == 1 || i != 1;
}
"""


def _kept(text: str) -> list[str]:
    world = World(load(text))
    _, axioms = live_declarations(world, world.impls["main"][0])
    return [print_expr(ax.expr) for ax in axioms]


def test_bound_names_are_not_mentions():
    program = load("procedure main() { assert (forall x: int :: x == x) && "
                   "(var y := 1; y == 1); }")
    body = program.decls[0].body
    assert {"x", "y"}.isdisjoint(names_in(body))


def test_axioms_over_unused_functions_are_dead_despite_variable_names():
    kept = _kept(SMACK_STYLE)
    assert kept == ["($or(0, 1) == 1)"]


def test_an_axiom_about_a_sort_the_program_uses_is_kept():
    text = SMACK_STYLE.replace("var i, f: int;", "var i: int; var f: float;").replace(
        "$b2i(f > 0)", "$b2i($fp2si(f) > 0)")
    kept = _kept(text)
    assert "(forall f: float :: ($si2fp($fp2si(f)) == f))" in kept
    text = SMACK_STYLE.replace("var i, f: int;", "var i: int; var f: float; var g: int;") \
        .replace("$b2i(f > 0)", "$b2i(g > 0)")
    kept = _kept(text)  # f: float is declared: an axiom bounding float's size stays
    assert "(forall f: float :: ($si2fp($fp2si(f)) == f))" in kept


def test_dead_float_axioms_leave_a_quantifier_free_query():
    rec = run_program(load(SMACK_STYLE), mode="merged", entry="main", timeout=20)[0]
    assert rec["answer"] == "verified"
