"""Checks run in a child process, for the terms on which a solver ignores its timeout.

A native solver looks at its time limit only at some points of its work. z3 5.4 does not
look at it, nor at `interrupt()`, while it internalizes a term: bit-blasting one binary64
`fp.rem` (Python's float `%`, `//` and `divmod`) there ran for 50 minutes under a 10 s
limit; cvc5 and bitwuzla overran 2 s limits by 7 to 13 s on such queries. Such a check
must still end within its timeout as `unknown`, so it runs in a forked copy of this
process: the child
does the check exactly as the parent would have (same translation caches, same native
solver state), and sends back the verdict, the reason, the unsat core's positions and the
model's values of every constant of the query; the parent waits for the timeout plus
`SLACK` and kills the child after that, which is `unknown` with reason "timeout". A child
that dies otherwise (a crash, out of memory) is a `SolverError`, never a verdict.

Only where needed: with the policy "auto" (the default, `POLICY`) a check is isolated
when its query holds an operator in the backend's `UNBOUNDED_OPS` (the ones measured to
ignore the limit), or when it has a limit and its backend once ran past a limit in this
process (`distrust`: the z3 watchdog abandoned a check, solvers/watchdog.py; the cause is
unknown, so every later timed check of that backend is isolated); "always" and "never"
force it either way, for a solver
(`solver.isolate`) or for all of them (`POLICY`). A fork costs milliseconds (measured in
BENCHMARKS.md, issue 11 float11), so ordinary queries never pay it. Forking needs
`os.fork` (POSIX); without it every check runs in the process.
"""

from __future__ import annotations

import os
import pickle
import select
import signal
import struct
import time

from stamen.errors import InvalidArgument, SolverError
from stamen.solvers import watchdog
from stamen.solvers.result import TIMEOUT, Result
from stamen.terms import floats, strings
from stamen.terms.traverse import constants, postorder

__all__ = ["POLICY", "POLICIES", "SLACK", "UNBOUNDED_OPS", "check_in_child", "distrust",
           "distrusted", "wanted"]

POLICIES = ("auto", "always", "never")
POLICY = "auto"  # the default for every solver whose `isolate` is None
SLACK = 1.0  # seconds the parent waits past the timeout before it kills the child

# Per backend, the term operators on which its checks were seen to run past their limit.
# z3 also ran a `str.to_int` of a 2000-ite chain of string literals (p_int_of_str's proof
# checks) 50 s and more past its 10 s timeout and its resource limit.
UNBOUNDED_OPS: dict[str, frozenset] = {
    "z3": frozenset({floats.FP_REM, strings.TO_INT}),
    "cvc5": frozenset({floats.FP_REM}),
    "bitwuzla": frozenset({floats.FP_REM}),
}


# The backends that ran past a check's limit in this process (see `distrust`).
_distrusted: set[str] = set()


def _family(solver) -> str:
    """Returns the backend `solver` runs on ("z3:QF_BV" runs on z3)."""
    return solver.name.split(":")[0]


def distrust(solver) -> None:
    """Records that `solver`'s backend ran past a check's limit: from now on, in this
    process, its checks with a limit run in a child under the policy "auto"."""
    _distrusted.add(_family(solver))


def distrusted() -> frozenset:
    """Returns the backends that ran past a check's limit in this process."""
    return frozenset(_distrusted)


def policy_of(solver) -> str:
    """Returns the isolation policy in force for `solver` ("auto", "always" or "never")."""
    mode = getattr(solver, "isolate", None)
    mode = POLICY if mode is None else mode
    if mode not in POLICIES:
        raise InvalidArgument(f"expected isolate= one of {POLICIES} or None, got {mode!r}")
    return mode


def wanted(solver, assumptions: list, timeout: float | None = None) -> bool:
    """Returns whether `solver`'s check of its assertions and `assumptions` under `timeout`
    runs in a child: by its policy, or under "auto" when the query holds one of its
    UNBOUNDED_OPS (once seen, the solver keeps isolating until it is closed: the term may
    still be asserted) or it has a limit and its backend is distrusted."""
    mode = policy_of(solver)
    if mode != "auto" or not hasattr(os, "fork"):
        return mode == "always" and hasattr(os, "fork")
    if solver._unbounded_seen or timeout is not None and _family(solver) in _distrusted:
        return True
    ops = UNBOUNDED_OPS.get(_family(solver))
    if not ops:
        return False
    # Pending terms only: the ones already sent to the native solver were scanned then.
    roots = [t for t in (*solver._log.pending, *assumptions) if type(t) is not bool]
    solver._unbounded_seen = any(t.op in ops for t in postorder(roots))
    return solver._unbounded_seen


def check_in_child(solver, assumptions: list, timeout: float | None) -> Result:
    """Runs `solver._check(assumptions, timeout)` in a forked child and returns its verdict,
    setting the solver's last verdict, reason, core and model values from the child's;
    past `timeout + SLACK` seconds the child is killed and the verdict is UNKNOWN."""
    query = [*solver.assertions(), *assumptions]
    names = constants(query)
    read, write = os.pipe()
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child: check, send the answer, exit without any cleanup
        os.close(read)
        _child(solver, assumptions, timeout, names, write)
    os.close(write)
    try:
        answer = _receive(read, pid, None if timeout is None else timeout + SLACK)
    finally:
        os.close(read)
        _reap(pid)
    solver.seconds = time.perf_counter() - started
    if answer is None:
        solver._last, solver._reason = Result.UNKNOWN, TIMEOUT
        return Result.UNKNOWN
    if "error" in answer:
        raise SolverError(f"{solver.name} failed in its child process: {answer['error']}")
    result = answer["result"]
    solver._last, solver._reason = result, answer["reason"]
    solver._core = [assumptions[i] for i in answer["core"]]
    if result is Result.SAT:
        solver._isolated_model = dict(zip(names, answer["values"], strict=True))
    return result


def _child(solver, assumptions: list, timeout, names: list, write: int) -> None:
    """In the child: runs the check and writes the pickled answer to `write`; never returns."""
    code = 0
    try:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        _die_with_parent()
        watchdog.ACTIVE = False  # the parent keeps the limit: it kills this process
        result = solver._check(assumptions, timeout)
        answer = {"result": result, "reason": solver._reason, "core": [
            i for i, a in enumerate(assumptions) if any(a is c for c in solver._core)]}
        if result is Result.SAT:
            answer["values"] = [solver._value_of(c) for c in names]
        data = pickle.dumps(answer)
    except BaseException as exc:  # noqa: BLE001 - every failure goes to the parent
        data, code = pickle.dumps({"error": f"{type(exc).__name__}: {exc}"}), 1
    try:
        _write_all(write, struct.pack("<Q", len(data)) + data)
    finally:
        os._exit(code)


def _die_with_parent() -> None:
    """Asks Linux to kill the child when the parent dies (elsewhere: nothing)."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _receive(fd: int, pid: int, limit: float | None):
    """Returns the child's answer, or None when `limit` seconds pass first; a child that
    exits without an answer is a SolverError."""
    deadline = None if limit is None else time.monotonic() + limit
    chunks, need = [], None
    got = 0
    while need is None or got < need:
        wait = None if deadline is None else max(0.0, deadline - time.monotonic())
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return None
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            raise SolverError(f"the solver's child process ended without an answer "
                              f"({_exit_status(pid)})")
        chunks.append(chunk)
        got += len(chunk)
        if need is None and got >= 8:
            need = 8 + struct.unpack("<Q", b"".join(chunks)[:8])[0]
    return pickle.loads(b"".join(chunks)[8:need])


def _exit_status(pid: int) -> str:
    """Returns how the child ended (it has closed its pipe, so it is ending)."""
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        return f"killed by signal {os.WTERMSIG(status)}"
    return f"exit status {os.WEXITSTATUS(status)}"


def _reap(pid: int) -> None:
    """Kills the child if it still runs and collects it."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
