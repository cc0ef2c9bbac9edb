"""A time budget for a benchmark run inside this process: past it, the run is stopped.

Path-by-path exploration (merge="none") forks at every symbolic branch, so
some suites have exponentially many paths and would run for hours printing
nothing. `time_budget(seconds)` arms a real-time timer whose signal raises
`OverBudget` in the running evaluation, from pure Python code where
threads cannot interrupt it. OverBudget is a BaseException: neither the
program nor stamen's branch handling (which re-raises what is not an
Exception) turns it into a path failure. Where no timer exists (not the main
thread, or no SIGALRM), the run is not limited.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager

__all__ = ["OverBudget", "time_budget"]


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
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
