"""The string theory's smart constructors (terms/strings.py): literals fold as SMT-LIB
defines each operator (checked against z3's own evaluation), the rewrite rules are valid
(proved by z3), and the translations to z3, cvc5 and SMT-LIB text agree."""

from __future__ import annotations

import itertools

import pytest
import z3

import stamen  # noqa: F401  (installs the requirement sink and the operators)
from stamen.solvers.smtlib import to_smtlib
from stamen.terms import arith, strings
from stamen.terms.boolean import and_, eq, implies, ite, not_
from stamen.terms.sorts import BOOL, INT
from stamen.terms.term import constant, make, make2

WORDS = ["", "0", "7", "-1", "12", "a-b", "007", "x\"y", "é\\u", "10"]
INTS = [-2, -1, 0, 1, 2, 5]


OPS = [
    (strings.concat, (WORDS, WORDS)), (strings.length, (WORDS,)), (strings.at, (WORDS, INTS)),
    (strings.substr, (WORDS, INTS, INTS)), (strings.from_int, (INTS,)),
    (strings.to_int, (WORDS,)), (strings.prefixof, (WORDS, WORDS)),
    (strings.suffixof, (WORDS, WORDS)), (strings.contains, (WORDS, WORDS)),
    (strings.lt, (WORDS, WORDS)), (strings.le, (WORDS, WORDS)),
    (strings.indexof, (WORDS, ["", "0", "-", "a-b"], [-1, 0, 1, 3, 4])),
    (strings.to_code, (WORDS,)), (strings.from_code, (INTS + [97, 0x2FFFF, 0x30000],)),
    (strings.replace, (WORDS, ["", "0", "-", "a-b"], ["", "xy"])),
    (strings.replace_all, (WORDS, ["", "0", "-", "00"], ["", "0x"])),
]


def _valid(formula) -> bool:
    """Whether z3, reading stamen's SMT-LIB text of the negation, finds it unsat."""
    s = z3.Solver()
    s.set("timeout", 20000)
    s.from_string(to_smtlib(not_(formula)))
    return s.check() == z3.unsat


@pytest.mark.parametrize("op, domains", OPS, ids=lambda v: getattr(v, "__name__", ""))
def test_literals_fold_as_z3_evaluates_the_operator(op, domains):
    """Each constructor on literals gives what z3 computes for the SMT-LIB operator applied
    to symbolic stand-ins equal to those literals."""
    for args in itertools.product(*domains):
        consts = [constant(f"a{i}", strings.STRING if type(a) is str else INT)
                  for i, a in enumerate(args)]
        pinned = and_(*(eq(c, a) for c, a in zip(consts, args, strict=True)))
        assert _valid(implies(pinned, eq(op(*consts), op(*args)))), (op.__name__, args)


def test_rewrite_rules_are_valid():
    """The rules the constructors apply, proved by z3 on fresh operands."""
    a, b = constant("sa", strings.STRING), constant("sb", strings.STRING)
    n = constant("n", INT)
    string = strings.STRING
    rules = [
        # adjacent literals join
        eq(make2(strings.CONCAT, "ab", make2(strings.CONCAT, "c", a, string), string),
           strings.concat("ab", strings.concat("c", a))),
        eq(make2(strings.CONCAT, make2(strings.CONCAT, a, "c", string), "d", string),
           strings.concat(strings.concat(a, "c"), "d")),
        # len(a ++ b) = len(a) + len(b)
        eq(make(strings.LENGTH, (make2(strings.CONCAT, a, b, string),), INT),
           strings.length(strings.concat(a, b))),
        # to_int(from_int(n)) = ite(n >= 0, n, -1)
        eq(make(strings.TO_INT, (strings.from_int(n),), INT), strings.to_int(strings.from_int(n))),
        # "" is a prefix of everything; substr with a count <= 0 is ""
        eq(make2(strings.PREFIXOF, "", a, BOOL), strings.prefixof("", a)),
        eq(make(strings.SUBSTR, (a, n, 0), string), strings.substr(a, n, 0)),
        # replace_all of "" is the identity
        eq(make(strings.REPLACE_ALL, (a, "", b), string), strings.replace_all(a, "", b)),
    ]
    for rule in rules:
        assert rule is True or _valid(rule), rule


def test_value_chains_fold_value_by_value():
    """str.len, str.++ and predicates on an ite of literals are computed per value, and
    agree with the plain operator in z3."""
    c, d = constant("c", BOOL), constant("d", BOOL)
    s = ite(c, "12", ite(d, "-3", "abc"))
    folded = [strings.length(s), strings.concat(s, "!"), strings.contains(s, "3"),
              strings.prefixof("-", s), strings.to_int(s)]
    plain = [make(strings.LENGTH, (s,), INT), make2(strings.CONCAT, s, "!", strings.STRING),
             make2(strings.CONTAINS, s, "3", BOOL), make2(strings.PREFIXOF, "-", s, BOOL),
             make(strings.TO_INT, (s,), INT)]
    for f, p in zip(folded, plain, strict=True):
        assert f is not p
        assert _valid(eq(f, p))


def test_smtlib_text_of_strings_parses_in_z3_with_the_same_verdict():
    n = constant("n", INT)
    text = strings.concat("q\"\\é", strings.from_int(n))
    formula = eq(strings.length(text), arith.add(strings.length(strings.from_int(n)), 4))
    script = to_smtlib(formula)
    s = z3.Solver()
    s.from_string(script)
    assert s.check() == z3.sat
    s = z3.Solver()
    s.from_string(to_smtlib(not_(formula)))
    assert s.check() == z3.unsat
