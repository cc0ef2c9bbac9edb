"""One capped run of a dumped query under a solver configuration.

A run's cost is what the search minimises: with metric "rlimit", z3's deterministic
resource count (the same on a loaded machine as on an idle one, so searches repeat
exactly); with metric "cpu", the CPU seconds of the check (the solvers run in-process, so
`time.process_time` counts their work and little of the other processes' on a shared
machine); with metric "time", wall-clock seconds. A run that does not answer within its
cap costs ten times the cap (PAR10, as ParamILS scores runtime), so that a configuration
cannot look good by giving up. The cap of a "cpu" run is a cap on CPU seconds, whatever
the load: bitwuzla stops itself by a terminator on the process's CPU time; z3 is
interrupted by a watchdog thread when the process's CPU time since the check began
passes the cap; cvc5 (which has neither) gets a wall-clock guard of `CPU_WALL_GUARD`
times the cap, and a run of either that used more CPU than the cap is unanswered at the
cap whatever it answered, so that a run's score does not depend on the machine's load.

A run may set the solver's random seed (`seed`, `stamen tune --seeds K`): the times of
sat queries, and of some unsat ones, are heavy-tailed in it, so that one seed measures
luck as much as the configuration (BENCHMARKS.md, tune16f). Seed 0 sets nothing (the
solver as shipped); seed j > 0 sets z3's `random_seed` (the solver-level name, which z3
hands to its SMT core and its SAT solver and which every z3 solver, a tactic's included,
takes), cvc5's `seed`, bitwuzla's `seed` to j.
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from dataclasses import dataclass

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers.z3_backend import native_params
from stamen.solvers.z3_tactics import parse_tactic

__all__ = ["Run", "run_query", "seed_params", "bit_vectors_only", "METRICS", "PENALTY"]

METRICS = ("time", "cpu", "rlimit")
PENALTY = 10
RLIMIT_WALL_GUARD = 300  # seconds: a run measured in resource units stops here too
# a "cpu" run of cvc5 may take this many times its cap in wall-clock seconds (on a shared
# machine a process gets a fraction of a core); past its CPU cap it is unanswered anyway
CPU_WALL_GUARD = 10


@dataclass(frozen=True)
class Run:
    """What one run gave: `answer` sat/unsat/unknown, its `cost` in the metric's unit
    (penalised when unknown), the wall-clock `seconds` and `cpu` seconds it took, and
    z3's resource count (`rlimit`, 0 for cvc5), whatever the metric."""

    answer: str
    cost: float
    seconds: float
    cpu: float = 0.0
    rlimit: float = 0.0

    @property
    def solved(self) -> bool:
        return self.answer in ("sat", "unsat")


def run_query(text: str, solver: str, config: tuple, *, metric: str = "time",
              cap: float = 10.0, seed: int = 0) -> Run:
    """Runs the SMT-LIB2 script `text` on `solver` with `config` ((name, value) pairs;
    "logic" picks z3's solver) and the random seed `seed` (`seed_params`), stopping at
    `cap` (seconds, or z3 resource units with metric "rlimit"); a solver error (a rejected
    value, or two values that do not go together) is a SolverError, never an answer."""
    if metric not in METRICS:
        raise InvalidArgument(f"metric must be one of {METRICS}, got {metric!r}")
    params = {**dict(config), **seed_params(solver, seed)}
    if solver == "z3":
        return _run_z3(text, params, metric, cap)
    if solver == "cvc5":
        if metric == "rlimit":
            raise InvalidArgument("cvc5 runs are measured in seconds (metric 'cpu' or "
                                  "'time'), not in z3's resource units")
        return _run_cvc5(text, params, metric, cap)
    if solver == "bitwuzla":
        if metric == "rlimit":
            raise InvalidArgument("bitwuzla runs are measured in seconds (metric 'cpu' or "
                                  "'time'), not in z3's resource units")
        return _run_bitwuzla(text, params, metric, cap)
    raise InvalidArgument(f"stamen tune runs z3, cvc5 or bitwuzla, not {solver!r}")


SEED_OPTIONS = {"z3": "random_seed", "cvc5": "seed", "bitwuzla": "seed"}


def seed_params(solver: str, seed: int) -> dict:
    """Returns the option that sets `solver`'s random seed to `seed`, as a parameter dict
    (empty for seed 0: the solver's own seed, so that seed 0 is the solver as shipped)."""
    if seed < 0:
        raise InvalidArgument(f"a solver seed must be >= 0, got {seed}")
    return {SEED_OPTIONS[solver]: seed} if seed and solver in SEED_OPTIONS else {}


def _scored(answer: str, metric: str, cap: float, seconds: float, cpu: float,
            rlimit: float) -> Run:
    """Returns the run, its cost in `metric` penalised when it did not answer."""
    used = {"time": seconds, "cpu": cpu, "rlimit": rlimit}[metric]
    if metric == "cpu" and cpu > cap:
        answer = "unknown"  # past its CPU cap: what it answered came too late
    cost = used if answer in ("sat", "unsat") else PENALTY * cap
    return Run(answer, cost, seconds, cpu, rlimit)


def _run_z3(text: str, params: dict, metric: str, cap: float) -> Run:
    """Runs the script as stamen's z3 backend would under a profile with these
    parameters: the `QF_BV` logic only when the query is over bit-vectors and booleans
    only (else z3's general solver), and the `sat.*` parameters only under it; a
    "tactic" (a profile's) replaces the solver where the backend would use it (under
    `QF_BV`, on bit-vector queries only)."""
    import z3

    ctx = z3.Context()
    try:
        logic, tactic = params.pop("logic", None), params.pop("tactic", None)
        bit_vectors = logic == "QF_BV" and bit_vectors_only(text)
        if tactic is not None and (logic is None or bit_vectors):
            s = parse_tactic(tactic, ctx).solver()
            bit_vectors = True  # a tactic's solver gets every parameter, as the backend's
        else:
            s = z3.SolverFor("QF_BV", ctx=ctx) if bit_vectors else z3.Solver(ctx=ctx)
        for key, value in native_params(params, bit_vectors).items():
            s.set(key, value)
        if metric == "rlimit":
            s.set("rlimit", int(cap))
            s.set("timeout", RLIMIT_WALL_GUARD * 1000)
        elif metric == "time":
            s.set("timeout", max(1, int(cap * 1000)))
        s.from_string(text)
        started, cpu_started = time.perf_counter(), time.process_time()
        if metric == "cpu":
            with _cpu_watchdog(ctx, cpu_started + cap):
                answer = str(s.check())
        else:
            answer = str(s.check())
        seconds = time.perf_counter() - started
        cpu = time.process_time() - cpu_started
        return _scored(answer, metric, cap, seconds, cpu, _rlimit_count(s))
    except z3.Z3Exception as e:
        raise SolverError(f"z3 failed on a tuning run: {_first_line(e)}") from e
    finally:
        del ctx


@contextlib.contextmanager
def _cpu_watchdog(ctx, stop_at: float):
    """Interrupts z3's check on `ctx` once the process's CPU time passes `stop_at` (z3 has
    only a wall-clock timeout; its check releases the GIL, so this thread runs beside it
    and costs a poll every few milliseconds)."""
    done = threading.Event()

    def watch():
        while not done.wait(0.01):
            if time.process_time() >= stop_at:
                ctx.interrupt()
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield
    finally:
        done.set()
        watcher.join()


@functools.lru_cache(maxsize=1024)
def bit_vectors_only(text: str) -> bool:
    """Returns whether every term of the SMT-LIB2 script `text` is a bit-vector or a
    boolean, with no uninterpreted function (the test stamen's z3 backend makes on its
    terms before it picks the QF_BV solver)."""
    import z3

    ctx = z3.Context()
    allowed = (z3.Z3_BOOL_SORT, z3.Z3_BV_SORT)
    seen: set[int] = set()
    stack = list(z3.parse_smt2_string(text, ctx=ctx))
    while stack:
        e = stack.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_quantifier(e):
            if any(e.var_sort(i).kind() not in allowed for i in range(e.num_vars())):
                return False
            stack.append(e.body())
            continue
        if e.sort().kind() not in allowed:
            return False
        if z3.is_app(e):
            d = e.decl()
            if d.kind() == z3.Z3_OP_UNINTERPRETED and d.arity() > 0:
                return False
            stack.extend(e.children())
    return True


def _first_line(e: Exception) -> str:
    """Returns the first line of a solver's message (z3 appends its whole parameter list)."""
    text = e.value.decode(errors="replace") if isinstance(getattr(e, "value", None), bytes) \
        else str(e)
    return text.splitlines()[0] if text else type(e).__name__


def _rlimit_count(s) -> float:
    """Returns the resource units z3 spent on the last check."""
    stats = s.statistics()
    return float(stats.get_key_value("rlimit count")) if "rlimit count" in stats.keys() else 0.0


def _run_cvc5(text: str, params: dict, metric: str, cap: float) -> Run:
    """Runs the script on cvc5 with the options stamen's backend sets (incremental, models)
    and the profile's, so that what the search measures is what the backend would run."""
    import cvc5

    from stamen.solvers.cvc5_backend import BACKEND_OPTIONS, option_text

    tm = cvc5.TermManager()
    s = cvc5.Solver(tm)
    try:
        for key, value in BACKEND_OPTIONS:
            s.setOption(key, value)
        for key, value in params.items():
            s.setOption(key, option_text(value))
        wall = cap * (CPU_WALL_GUARD if metric == "cpu" else 1)
        s.setOption("tlimit-per", str(max(1, int(wall * 1000))))
        parser = cvc5.InputParser(s)
        parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6,
                              text.replace("(check-sat)", ""), "query")
        symbols = parser.getSymbolManager()
        while not (cmd := parser.nextCommand()).isNull():
            cmd.invoke(s, symbols)
        started, cpu_started = time.perf_counter(), time.process_time()
        result = s.checkSat()
        seconds = time.perf_counter() - started
        cpu = time.process_time() - cpu_started
    except RuntimeError as e:
        raise SolverError(f"cvc5 failed on a tuning run: {_first_line(e)}") from e
    answer = "sat" if result.isSat() else "unsat" if result.isUnsat() else "unknown"
    return _scored(answer, metric, cap, seconds, cpu, 0.0)


def _run_bitwuzla(text: str, params: dict, metric: str, cap: float) -> Run:
    """Runs the script on bitwuzla as stamen's backend would under a profile with these
    options (models produced, as the backend does). bitwuzla runs in this thread, so the
    cap is kept by a terminator on this process's CPU time with metric "cpu" (a true CPU
    cap, whatever the load) and on wall time with metric "time"."""
    import bitwuzla

    from stamen.solvers.bitwuzla_backend import bitwuzla_options

    try:
        options = bitwuzla_options(params)
        parser = bitwuzla.Parser(bitwuzla.TermManager(), options)
        parser.parse(text, True, False)
        solver = parser.bitwuzla()
        clock = time.process_time if metric == "cpu" else time.perf_counter
        stop_at = clock() + cap
        solver.configure_terminator(lambda: clock() >= stop_at)
        started, cpu_started = time.perf_counter(), time.process_time()
        result = solver.check_sat()
        seconds = time.perf_counter() - started
        cpu = time.process_time() - cpu_started
    except bitwuzla.BitwuzlaException as e:
        raise SolverError(f"bitwuzla failed on a tuning run: {_first_line(e)}") from e
    answer = {bitwuzla.Result.SAT: "sat", bitwuzla.Result.UNSAT: "unsat"}.get(result, "unknown")
    return _scored(answer, metric, cap, seconds, cpu, 0.0)
