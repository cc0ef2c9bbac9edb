"""A check's time limit kept by stamen when the native solver does not keep it.

A native solver looks at its limit only at some points of its work: z3 5.4 ran a
quantified check 20 minutes past its 2 s limit in CI, and 4 of 400 one-shot checks of
that axiom under limits of 5 ms to 1 s ran on for over 35 minutes, all in its quantifier
model checker (MBQI, `smt::model_checker::check`, by gdb), its timer thread idle after
firing; its resource limit (`rlimit`) was not honoured either where its timeout was (a
million units ran past 27 CPU seconds: BENCHMARKS.md, issue 10 iso10). So a native
check with a limit runs on a worker thread here, and the caller waits: at
`interrupt_at(limit)` seconds it interrupts the native solver (z3 checks its interrupt
at the points it checks its timer: this covers a timer that does not fire); at
`abandon_at(limit)` = 2 * limit + 1 seconds it gives up on the call, which raises
`Abandoned`: the check is unknown with reason "timeout". The abandoned call keeps its
native objects, which are kept alive here (`bury`) so that nothing frees them under it,
and released at the next abandonment after it ends.

Only where it can work: the native call must release Python's GIL (z3's ctypes calls do;
cvc5's `checkSat` does not, measured: the waiting thread never ran during a 3 s check),
so only the z3 backend uses it; cvc5 and bitwuzla keep their limits themselves, or their
checks run in a child process (solvers/isolation.py). `ACTIVE` is False in such a child:
its parent kills it at the limit.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

__all__ = ["ACTIVE", "Abandoned", "abandon_at", "bury", "interrupt_at", "run_watched"]

ACTIVE = True  # False in an isolated check's child process (its parent keeps the limit)


class Abandoned(Exception):  # noqa: N818 - a signal inside solvers/, not an error
    """A watched native call ran past `abandon_at(limit)` and was left running."""


def interrupt_at(limit: float) -> float:
    """Returns the seconds after which a native call limited to `limit` seconds is
    interrupted: half a second plus half the limit past it (a loaded machine delays the
    native timer's return, and an interrupt there is only a second try of the timer)."""
    return 1.5 * limit + 0.5


def abandon_at(limit: float) -> float:
    """Returns the seconds after which a native call limited to `limit` seconds is
    abandoned: the bound every check with a limit keeps, 2 * limit + 1."""
    return 2 * limit + 1


# (worker thread, native objects it may still use): released once the thread has ended.
_graves: list[tuple[threading.Thread, tuple]] = []


def bury(worker: threading.Thread, *objects) -> None:
    """Keeps `objects` (the native context, solver, ... an abandoned call uses) alive until
    `worker` ends; releases those of the calls that have ended since."""
    _graves[:] = [(t, objs) for t, objs in _graves if t.is_alive()]
    _graves.append((worker, objects))


class _Worker:
    """A daemon thread that runs one call at a time (kept between checks: starting a thread
    per check cost 0.4 ms of CPU, BENCHMARKS.md); an abandoned worker is retired: it ends
    when its call does, and is never reused."""

    def __init__(self):
        self._ready = threading.Condition()
        self._job: Callable | None = None
        self.retired = False
        self.thread = threading.Thread(target=self._serve, name="stamen-solver-check",
                                       daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            with self._ready:
                while self._job is None:
                    self._ready.wait()
                job, self._job = self._job, None
            job()
            if self.retired:
                return

    def submit(self, job: Callable[[], None]) -> None:
        """Starts `job` on the thread (the last job was taken: `run_watched` waited for it)."""
        with self._ready:
            self._job = job
            self._ready.notify()


_local = threading.local()  # each calling thread has its worker: one call at a time each


def _idle_worker() -> _Worker:
    """Returns the calling thread's worker, started if it has none that is idle (the last
    one was abandoned, or this process was forked: the thread is not in the child)."""
    worker = getattr(_local, "worker", None)
    if worker is None or not worker.thread.is_alive():
        worker = _local.worker = _Worker()
    return worker


def _retire(worker: _Worker) -> None:
    """Retires the worker of an abandoned call: it ends with the call; a new one serves."""
    worker.retired = True
    if getattr(_local, "worker", None) is worker:
        _local.worker = None


def run_watched(call: Callable, limit: float, interrupt: Callable[[], None],
                abandon: Callable[[threading.Thread], None]):
    """Returns `call()` (a native check limited to `limit` seconds) run on the worker thread,
    or raises its exception. Past `interrupt_at(limit)` it calls `interrupt()`; past
    `abandon_at(limit)` it calls `abandon(worker thread)` (which must detach the native
    objects the call uses and `bury` them) and raises Abandoned. An exception in the
    waiting thread (KeyboardInterrupt) interrupts the call and waits one second for it; a
    call still running then is abandoned the same way before the exception goes on."""
    box: dict = {}
    done = threading.Event()

    def job() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
            box["error"] = exc
        finally:
            done.set()

    worker = _idle_worker()
    worker.submit(job)
    try:
        if not done.wait(interrupt_at(limit)):
            interrupt()
            if not done.wait(abandon_at(limit) - interrupt_at(limit)):
                _retire(worker)
                abandon(worker.thread)
                raise Abandoned(f"the native check ran past {abandon_at(limit):g} s")
    except Abandoned:
        raise
    except BaseException:
        interrupt()
        if not done.wait(1.0):
            _retire(worker)
            abandon(worker.thread)
        raise
    if "error" in box:
        raise box["error"]
    return box["value"]
