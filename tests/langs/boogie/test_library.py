"""stamen's library of Boogie's `/lib:base` and `/lib:set_size` declarations: added, by
section, to a program that uses them and does not declare them."""

import pytest

from stamen.langs.boogie import load
from stamen.langs.boogie.check import check
from stamen.langs.boogie.command import summary
from stamen.langs.boogie.library import LIBRARY_FILE, declared_names, sections
from stamen.langs.boogie.printer import print_program

SETS = """procedure P() returns (n: int) {
  var s: [int]bool;
  s := Set_Add(Set_Empty(), 3);
  assert Set_Contains(s, 3) && Set_Size(s) == 1;
}
"""



def test_the_whole_library_checks_on_its_own():
    _, errors = check(LIBRARY_FILE.read_text(), str(LIBRARY_FILE), library=False,
                      check_modifies=True)
    assert errors == []
    assert [s.name for s in sections()][:3] == ["maps", "id", "default"]


def test_a_program_gets_the_sections_it_uses_and_those_they_use():
    program, errors = check(SETS)
    assert errors == []
    names = declared_names(program.decls)
    assert {"Set_Empty", "Set_Size", "MapConst", "MapImp"} <= names      # set, set_size, maps
    assert not names & {"Vec", "Option", "Seq", "Map", "Default", "Choice"}
    assert summary(program) == "ok (1 procedures, 1 implementations)"


def test_without_the_library_the_names_are_undeclared():
    _, errors = check(SETS, library=False)
    assert [e.message for e in errors][:1] == ["use of undeclared function: Set_Add"]


def test_a_program_that_uses_no_library_name_is_unchanged():
    text = "procedure P(x: int) { assert x == x; }\n"
    assert check(text)[0] == check(text, library=False)[0]


def test_a_section_whose_name_the_program_declares_is_left_out():
    # The program's own MapConst wins: the maps section is not added, nor the set
    # sections that use it, so Set_Empty stays undeclared.
    text = "function MapConst(x: int): int;\nprocedure P() { assert MapConst(1) == 1; }\n"
    program, errors = check(text)
    assert errors == [] and "MapOr" not in declared_names(program.decls)
    _, errors = check(text + "procedure Q() { assert Set_Empty()[1]; }\n")
    assert [e.message for e in errors] == ["use of undeclared function: Set_Empty"]


def test_a_program_declaring_an_unrelated_library_name_still_gets_the_rest():
    text = "type Vec;\nprocedure P(v: Vec) { assert MapConst(1)[v] == 1; }\n"
    program, errors = check(text)
    assert errors == [] and "MapConst" in declared_names(program.decls)


@pytest.mark.parametrize("text", [
    "type E;\nprocedure P(v: Vec E, x: E) { assert Vec_Len(Vec_Append(v, x)) == Vec_Len(v) + 1; }",
    "procedure P(o: Option int) { assert Some(3)->t == 3 && (o is None || o is Some); }",
    "procedure P(m: Map int bool) { assert Map_Contains(Map_Update(m, 1, true), 1); }",
    "procedure P(s: Seq int) { assert Seq_Len(Seq_Concat(s, Seq_Unit(1))) >= 0; }",
])
def test_library_types_and_datatypes_check_in_use(text):
    program, errors = check(text)
    assert errors == []
    printed = print_program(program)
    again, errors = check(printed)
    assert errors == [] and again == program                       # the round trip holds


def test_load_adds_the_library_too():
    assert "Set_Size" in declared_names(load(SETS).decls)
