"""A symbolic profiler, as Rosette 4 has: where symbolic evaluation spends its effort.

`with stamen.profile() as prof:` (or `stamen profile SCRIPT`) records, per
lifted function and call site, the calls, the seconds spent evaluating them
(in the call and its callees, and in the call alone), and the terms, unions
and control-flow joins they created; and per query (solve, verify,
synthesize, debug, optimize), its call site, answer, and its evaluation and
solver seconds. Unlike Python's profilers it counts what makes symbolic
evaluation slow: terms and unions that grow with each join.

Every lifted function already reports its calls (`lift.recursion.enter_call`,
popped when the body ends); while a profile is active, the record it returns
is wrapped so that the exit is seen too. With no profile active the cost is
one attribute read per call.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import asdict, dataclass
from functools import wraps

from stamen.terms.term import term_count

__all__ = ["CallRecord", "Profile", "QueryRecord", "active", "profile", "profiled_query"]

_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

active: Profile | None = None  # the innermost profile being recorded, if any


@dataclass
class CallRecord:
    """The calls of one lifted function from one call site."""

    function: str
    defined_at: str
    call_site: str
    calls: int = 0
    seconds: float = 0.0        # in the calls and their callees (outermost calls only)
    self_seconds: float = 0.0   # in the calls alone
    terms: int = 0              # terms created while the calls ran (callees included)
    unions: int = 0             # unions created while the calls ran (callees included)
    joins: int = 0              # control-flow joins while the calls ran (callees included)


@dataclass
class QueryRecord:
    """One query: its kind, where it was asked, its answer and its seconds."""

    query: str
    call_site: str
    answer: str
    seconds: float
    eval_seconds: float
    solve_seconds: float


class _Frame:
    """An active profiled call: its record and the counters when it began."""

    __slots__ = ("record", "stats", "start", "terms", "unions", "joins", "children", "outermost")

    def __init__(self, record: CallRecord, stats, outermost: bool):
        self.record, self.stats, self.outermost = record, stats, outermost
        self.terms, self.unions, self.joins = term_count(), stats.unions, stats.joins
        self.children = 0.0
        self.start = time.perf_counter()


class _ProfiledCall:
    """What `enter_call` returns while profiling: popping it ends the call's record."""

    __slots__ = ("_profile", "_stack")

    def __init__(self, prof: Profile, stack: list):
        self._profile, self._stack = prof, stack

    def pop(self):
        """Pops the function's own call record, then closes the profiled call."""
        try:
            return self._stack.pop()
        finally:
            self._profile._exit()


class Profile:
    """The records of one profiled run (see the module docstring)."""

    def __init__(self):
        self.calls: dict[tuple, CallRecord] = {}
        self.queries: list[QueryRecord] = []
        self._frames: list[_Frame] = []
        self._outer: Profile | None = None

    # --------------------------------------------------------- recording --

    def __enter__(self) -> Profile:
        global active
        self._outer, active = active, self
        return self

    def __exit__(self, *exc) -> None:
        global active
        active = self._outer

    def _enter(self, name: str, where: str, stats, stack: list) -> _ProfiledCall:
        """Begins the record of a call of the lifted function `name` (defined at `where`)."""
        key = (name, where, user_site(2))  # past enter_call and the lifted body itself
        record = self.calls.get(key)
        if record is None:
            record = self.calls[key] = CallRecord(name, where, key[2])
        outermost = all(f.record is not record for f in self._frames)
        self._frames.append(_Frame(record, stats, outermost))
        return _ProfiledCall(self, stack)

    def _exit(self) -> None:
        """Ends the innermost profiled call: adds its time and counts to its record."""
        frame = self._frames.pop()
        seconds = time.perf_counter() - frame.start
        record = frame.record
        record.calls += 1
        record.self_seconds += seconds - frame.children
        if frame.outermost:  # a recursive call's time is already in its outermost call's
            record.seconds += seconds
            record.terms += term_count() - frame.terms
            record.unions += frame.stats.unions - frame.unions
            record.joins += frame.stats.joins - frame.joins
        if self._frames:
            self._frames[-1].children += seconds

    def _query(self, kind: str, site: str, result, seconds: float) -> None:
        """Records one finished query and what it answered."""
        stats = getattr(result, "stats", None)
        self.queries.append(QueryRecord(
            kind, site, _answer(result), seconds,
            getattr(stats, "eval_seconds", 0.0), getattr(stats, "solve_seconds", 0.0)))

    # ----------------------------------------------------------- reading --

    def functions(self) -> list[CallRecord]:
        """Returns the call records, most expensive (total seconds) first."""
        return sorted(self.calls.values(), key=lambda r: (-r.seconds, r.function, r.call_site))

    def as_dict(self) -> dict:
        """Returns the records as plain data (for JSON)."""
        return {"functions": [asdict(r) for r in self.functions()],
                "queries": [asdict(q) for q in self.queries]}

    def write_json(self, path: str) -> None:
        """Writes `as_dict()` to `path` as JSON."""
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.as_dict(), fh, indent=2)

    def print(self, console=None, limit: int = 30) -> None:
        """Prints the records as two rich tables: lifted functions (the `limit` most
        expensive) and queries."""
        from rich.console import Console
        from rich.table import Table

        console = console or Console()
        calls = Table(title="lifted functions, by total seconds")
        for column in ("function", "call site", "calls", "total s", "self s", "terms",
                       "unions", "joins"):
            calls.add_column(column, justify="left" if column in ("function", "call site")
                             else "right")
        for r in self.functions()[:limit]:
            calls.add_row(r.function, r.call_site, str(r.calls), f"{r.seconds:.3f}",
                          f"{r.self_seconds:.3f}", str(r.terms), str(r.unions), str(r.joins))
        console.print(calls)
        queries = Table(title="queries")
        for column in ("query", "call site", "answer", "seconds", "eval s", "solve s"):
            queries.add_column(column, justify="left" if column in ("query", "call site",
                                                                    "answer") else "right")
        for q in self.queries:
            queries.add_row(q.query, q.call_site, q.answer, f"{q.seconds:.3f}",
                            f"{q.eval_seconds:.3f}", f"{q.solve_seconds:.3f}")
        console.print(queries)


def profile() -> Profile:
    """Returns a new profile; use it as a context manager around the code to profile."""
    return Profile()


def profiled_query(kind: str):
    """Decorates a public query so that an active profile records it."""

    def decorate(fn):
        @wraps(fn)
        def query(*args, **kwargs):
            prof = active
            if prof is None:
                return fn(*args, **kwargs)
            site = user_site()
            start = time.perf_counter()
            result = fn(*args, **kwargs)
            prof._query(kind, site, result, time.perf_counter() - start)
            return result

        return query

    return decorate


def user_site(skip: int = 0) -> str:
    """Returns `file:line` of the innermost frame outside stamen's package, past the
    caller's frame and `skip` more: where the user's code made the call being recorded."""
    frame = sys._getframe(2 + skip)
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE_DIR):
        frame = frame.f_back
    if frame is None:
        return "?"
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"


def _answer(result) -> str:
    """Returns a query's answer in a word: sat, unsat, unknown (or the core's status)."""
    for word in ("sat", "unsat", "unknown"):
        if getattr(result, word, False) is True:
            return word
    status = getattr(result, "status", None)
    return status if isinstance(status, str) else type(result).__name__
