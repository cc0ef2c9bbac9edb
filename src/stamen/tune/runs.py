"""One capped run of a dumped query under a solver configuration.

A run's cost is what the search minimises: with metric "rlimit", z3's deterministic
resource count (the same on a loaded machine as on an idle one, so searches repeat
exactly); with metric "time", wall-clock seconds. A run that does not answer within its
cap costs ten times the cap (PAR10, as ParamILS scores runtime), so that a configuration
cannot look good by giving up.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from stamen.errors import InvalidArgument, SolverError

__all__ = ["Run", "run_query", "METRICS", "PENALTY"]

METRICS = ("time", "rlimit")
PENALTY = 10


@dataclass(frozen=True)
class Run:
    """What one run gave: `answer` sat/unsat/unknown, its `cost` in the metric's unit
    (penalised when unknown), and the wall-clock `seconds` it took."""

    answer: str
    cost: float
    seconds: float

    @property
    def solved(self) -> bool:
        return self.answer in ("sat", "unsat")


def run_query(text: str, solver: str, config: tuple, *, metric: str = "time",
              cap: float = 10.0) -> Run:
    """Runs the SMT-LIB2 script `text` on `solver` with `config` ((name, value) pairs;
    "logic" picks z3's solver), stopping at `cap` (seconds, or z3 resource units with
    metric "rlimit"); a solver error is a SolverError, never an answer."""
    if metric not in METRICS:
        raise InvalidArgument(f"metric must be one of {METRICS}, got {metric!r}")
    if solver == "z3":
        return _run_z3(text, dict(config), metric, cap)
    if solver == "cvc5":
        if metric != "time":
            raise InvalidArgument("cvc5 runs are measured in time only (metric='time')")
        return _run_cvc5(text, dict(config), cap)
    raise InvalidArgument(f"stamen tune runs z3 or cvc5, not {solver!r}")


def _scored(answer: str, used: float, cap: float, seconds: float) -> Run:
    """Returns the run, its cost penalised when it did not answer."""
    cost = used if answer in ("sat", "unsat") else PENALTY * cap
    return Run(answer, cost, seconds)


def _run_z3(text: str, params: dict, metric: str, cap: float) -> Run:
    import z3

    ctx = z3.Context()
    try:
        logic = params.pop("logic", None)
        s = z3.SolverFor(logic, ctx=ctx) if logic else z3.Solver(ctx=ctx)
        for key, value in params.items():
            s.set(key, value)
        if metric == "rlimit":
            s.set("rlimit", int(cap))
        else:
            s.set("timeout", max(1, int(cap * 1000)))
        s.from_string(text)
        started = time.perf_counter()
        answer = str(s.check())
        seconds = time.perf_counter() - started
        used = seconds if metric == "time" else _rlimit_count(s)
        return _scored(answer, used, cap, seconds)
    except z3.Z3Exception as e:
        raise SolverError(f"z3 failed on a tuning run: {_first_line(e)}") from e
    finally:
        del ctx


def _first_line(e: Exception) -> str:
    """Returns the first line of a solver's message (z3 appends its whole parameter list)."""
    text = e.value.decode(errors="replace") if isinstance(getattr(e, "value", None), bytes) \
        else str(e)
    return text.splitlines()[0] if text else type(e).__name__


def _rlimit_count(s) -> float:
    """Returns the resource units z3 spent on the last check."""
    stats = s.statistics()
    return float(stats.get_key_value("rlimit count")) if "rlimit count" in stats.keys() else 0.0


def _run_cvc5(text: str, params: dict, cap: float) -> Run:
    import cvc5

    from stamen.solvers.cvc5_backend import option_text

    tm = cvc5.TermManager()
    s = cvc5.Solver(tm)
    try:
        for key, value in params.items():
            s.setOption(key, option_text(value))
        s.setOption("tlimit-per", str(max(1, int(cap * 1000))))
        parser = cvc5.InputParser(s)
        parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6,
                              text.replace("(check-sat)", ""), "query")
        symbols = parser.getSymbolManager()
        while not (cmd := parser.nextCommand()).isNull():
            cmd.invoke(s, symbols)
        started = time.perf_counter()
        result = s.checkSat()
        seconds = time.perf_counter() - started
    except RuntimeError as e:
        raise SolverError(f"cvc5 failed on a tuning run: {_first_line(e)}") from e
    answer = "sat" if result.isSat() else "unsat" if result.isUnsat() else "unknown"
    return _scored(answer, seconds, cap, seconds)
