"""Run SMT-LIB2 text through z3 (in process, `from_string`) and cvc5 (its parser)."""

from __future__ import annotations

import importlib.util

import z3

from stamen.solvers.result import Result

__all__ = ["HAVE_CVC5", "z3_text_result", "cvc5_text_result"]

HAVE_CVC5 = importlib.util.find_spec("cvc5") is not None
_VERDICTS = {"sat": Result.SAT, "unsat": Result.UNSAT, "unknown": Result.UNKNOWN}


def z3_text_result(text: str) -> Result:
    """Returns z3's verdict on an SMT-LIB2 script (its assertions; check-sat is ours)."""
    s = z3.Solver()
    s.from_string(text)
    return _VERDICTS[str(s.check())]


def cvc5_text_result(text: str) -> Result:
    """Returns cvc5's answer to the last check-sat of an SMT-LIB2 script."""
    import cvc5

    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "query.smt2")
    symbols = parser.getSymbolManager()
    answers = []
    while True:
        cmd = parser.nextCommand()
        if cmd.isNull():
            break
        out = cmd.invoke(solver, symbols).strip()
        if out:
            answers.append(out)
    if not answers or answers[-1] not in _VERDICTS:
        raise AssertionError(f"cvc5 said {answers!r}")
    return _VERDICTS[answers[-1]]
