"""A time budget for a benchmark run inside this process: past it, the run is stopped.

Path-by-path exploration (merge="none") forks at every symbolic branch, so
some suites have exponentially many paths and would run for hours printing
nothing. `time_budget(seconds)` arms a real-time timer whose signal raises
`OverBudget` in the running evaluation, from pure Python code where
threads cannot interrupt it. OverBudget is a BaseException: neither the
program nor stamen's branch handling (which re-raises what is not an
Exception) turns it into a path failure. Python loses an exception a signal
handler raises while a finaliser runs (a `__del__` of z3's objects, a weak
reference's callback, run by the collector at any allocation): the timer
therefore fires again every `REPEAT` seconds until the block has ended, so a
lost signal delays the stop, never cancels it (a test of this once spun
for ten minutes). Where no timer exists (not the main thread, or no
SIGALRM), the run is not limited.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager

__all__ = ["OverBudget", "REPEAT", "time_budget"]

REPEAT = 0.5  # seconds between the timer's signals once the budget is spent


class OverBudget(BaseException):
    """The run took longer than its time budget."""


@contextmanager
def time_budget(seconds: float | None):
    """Runs the block, raising OverBudget in it once `seconds` have passed (None: no limit)."""
    if (seconds is None or not hasattr(signal, "setitimer")
            or threading.current_thread() is not threading.main_thread()):
        yield
        return

    def stop(signum, frame):
        raise OverBudget(f"stopped after {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds, REPEAT)
    try:
        yield
    finally:
        _disarm(previous)


def _disarm(previous) -> None:
    """Stops the timer and restores the previous handler; a signal of the repeating timer
    landing here is dropped and the disarming retried, so no signal outlives the block."""
    while True:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            return
        except OverBudget:
            continue
