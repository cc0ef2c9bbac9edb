"""The ambient state of one evaluation: its vc, path guard, store, statistics and settings.

There is always a current `Context`: the root one outside queries (its vc
collects top-level assertions, as Rosette's global vc does), and a fresh one
inside each query. It is held in a ContextVar and changed only through the
`evaluation` context manager.

The path guard π is a stack of conditions with two kinds of entries, and each
has exactly one way in and out, so the stack is balanced by construction:

- `with ctx.guarded(g):` runs a block under the scoped guard g (one side of
  a merged branch, one member of a union); g is popped when the block ends,
  however it ends.
- `with ctx.exploring():` runs one path of path-by-path execution
  (merge="none"); inside it `ctx.decide(g)` adds a branch decision that holds
  for the rest of the path, and the decisions are dropped when the path
  ends. A decision inside a scoped guard opened during the path is refused
  (InternalError): popping that scope would silently drop the decision, so
  the branches there merge instead (`may_decide` says which applies).
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from contextvars import ContextVar

from stamen.errors import InternalError, InvalidArgument, UnsupportedConstruct, user_site
from stamen.terms.boolean import and_
from stamen.terms.operators import set_evaluation_probe
from stamen.terms.term import Term, term_count
from stamen.vm.state.config import Config, current_config
from stamen.vm.state.stats import Stats
from stamen.vm.state.vc import VC
from stamen.vm.values.writefree import forget as forget_proofs

__all__ = ["Context", "assume_established", "clear_vc", "current", "evaluation", "evaluating"]


class Context:
    """What one evaluation knows: settings, vc, guard stack, store, stats, path explorer."""

    def __init__(self, cfg: Config, root: bool = False):
        self._config = cfg
        self.vc = VC()
        # The conditions whose conjunction is the path guard, innermost last, and the
        # conjunctions of their prefixes (_guard_cache[i] is the conjunction of guards[:i]).
        self.guards: list = []
        self._guard_cache: list = [True]
        self._open_scopes = 0       # `guarded` blocks currently open
        self._path_scopes = None    # _open_scopes when the current explored path began
        # Per lifted function: (guard depth at entry, symbolic depth) of its active calls.
        self.calls: dict = {}
        self.store = _new_store() if _new_store is not None else None
        self.stats = Stats()
        self.explorer = None
        self.fresh_index = 0
        self.fresh_id = None  # this evaluation's number in its fresh constants' names
        # The exception types the handlers of the enclosing lifted `try` blocks catch.
        self.try_handlers: list = []
        self.relaxation = None
        self.root = root
        self.terms_at_start = term_count()
        self.pending_signal = None  # a refusal no one handled yet (see vm.state.signals)
        # The frame that entered the evaluation (the query's): where an exception of the
        # program leaves it (see vm.paths.crossing); None outside evaluations.
        self.entry_frame = None
        # {id: (container, still shaped?)}: containers of exactly Python's type (made by
        # code stamen does not lift) whose contents came to differ by path at a join; code
        # stamen does not lift must not read them (see vm.paths.crossing).
        self.shaped_natives: dict = {}
        # {id: instance dict}: objects' attribute tables whose order differs by path (a
        # name deleted and set again, or two set in other orders, under a symbolic
        # condition): one Python dict has one order, so iterating one is refused.
        self.orders_by_path: dict = {}

    @property
    def config(self) -> Config:
        """Returns the settings; the root context follows the global defaults."""
        return current_config() if self.root else self._config

    def guard(self):
        """Returns the current path guard π, the conjunction of the enclosing branch guards."""
        return self._guard_cache[-1]

    def guarded(self, g) -> _Guarded:
        """Returns a context manager running its block under the scoped guard `g` (π becomes
        π ∧ g until the block ends, however it ends)."""
        return _Guarded(self, g)

    @contextmanager
    def exploring(self):
        """Runs one path of path-by-path execution: the `decide`d guards hold until it ends."""
        if self.guards or self._path_scopes is not None:
            raise InternalError("stamen bug: a path explored inside a branch or another path")
        self._path_scopes = self._open_scopes
        try:
            yield
        finally:
            self._path_scopes = None
            self._truncate(0)

    @property
    def may_decide(self) -> bool:
        """Whether a branch decision may be added here: on an explored path, outside any
        guarded block opened during it."""
        return self._path_scopes is not None and self._open_scopes == self._path_scopes

    def decide(self, g) -> None:
        """Adds the branch decision `g` to the current explored path, for the rest of it."""
        if not self.may_decide:
            raise InternalError("stamen bug: a path-by-path branch decision outside an explored "
                                "path or inside a guarded block; please report it")
        self._push(g)

    def _push(self, g) -> None:
        conjunction = and_(self._guard_cache[-1], g)  # first: it may raise (e.g. RecursionError)
        self.guards.append(g)
        self._guard_cache.append(conjunction)

    def _truncate(self, depth: int) -> None:
        del self.guards[depth:]
        del self._guard_cache[depth + 1:]

    @property
    def in_branch(self) -> bool:
        """Whether evaluation is inside a branch on a symbolic condition."""
        return bool(self.guards)

    def next_fresh_index(self) -> int:
        """Returns a per-evaluation counter, so re-running a thunk names its fresh constants
        the same way (path-by-path exploration re-runs it once per path)."""
        self.fresh_index += 1
        return self.fresh_index


class _Guarded:
    """The block of `Context.guarded`: pushes its guard on entry and pops it on exit,
    checking that nothing inside left a guard behind (a class, not a generator: it runs
    twice per symbolic branch)."""

    __slots__ = ("ctx", "g", "depth")

    def __init__(self, ctx: Context, g):
        self.ctx = ctx
        self.g = g
        self.depth = 0

    def __enter__(self) -> None:
        ctx = self.ctx
        self.depth = len(ctx.guards)
        ctx._push(self.g)
        ctx._open_scopes += 1

    def __exit__(self, *exc) -> None:
        ctx = self.ctx
        ctx._open_scopes -= 1
        balanced = len(ctx.guards) == self.depth + 1
        ctx._truncate(self.depth)
        if not balanced:
            raise InternalError("stamen bug: a guard was pushed inside a guarded block and "
                                "never popped; please report it")


# What the paths layer above provides to a context, installed at its import (vm/__init__
# imports every layer): the store of a new context (vm.paths.store) and the check that turns
# an exception raised by stamen's own code into an InternalError (vm.paths.control).
_new_store = None


def _fault_check_missing(exc: BaseException) -> None:
    raise InternalError("stamen.vm.paths.control is not imported yet") from exc


_raise_if_fault = _fault_check_missing


def install_store(new_store) -> None:
    """Installs the constructor of a context's store (`new_store()`), and gives the
    root context, made before the store module is imported, its store."""
    global _new_store
    _new_store = new_store
    _root.store = new_store()


_evaluation_ends: list = []


def install_evaluation_end(hook) -> None:
    """Installs `hook(ctx, failed)`, run when an evaluation ends (`failed`: it is leaving
    by an exception); a hook may raise to end a body that completed."""
    _evaluation_ends.append(hook)


def _no_escape_check(ctx, exc: BaseException) -> None:
    return None


_escape_check = _no_escape_check


def install_escape_check(check) -> None:
    """Installs `check(ctx, exc)`, run first on an exception leaving an evaluation, and
    with `exc` None after a body that completed (its end hooks run); it may raise in its
    place (vm.state.signals: a refusal the program's code lost)."""
    global _escape_check
    _escape_check = check


def install_fault_check(raise_if_fault) -> None:
    """Installs the check `evaluation` runs on an escaping exception."""
    global _raise_if_fault
    _raise_if_fault = raise_if_fault


_root = Context(current_config(), root=True)
_current: ContextVar[Context] = ContextVar("stamen_context", default=_root)


def current() -> Context:
    """Returns the current evaluation context."""
    return _current.get()


def evaluating() -> bool:
    """Whether a lifted evaluation is running (its context is not the root)."""
    return _current.get() is not _root


set_evaluation_probe(evaluating)


def clear_vc() -> None:
    """Forgets what top-level lifted code asserted and assumed (Rosette's `clear-vc!`).

    The root vc collects the assertions of lifted code run outside queries, and every
    later query assumes those about its own constants (`assume_established`): a
    long-running program, a notebook or a test suite clears it between unrelated pieces
    of work. Refused inside a query, where it would drop what the query is asking about."""
    if evaluating():
        raise InvalidArgument(f"{user_site()}: clear_vc() inside a query would drop the "
                              f"assertions the query is asking about; call it at top level")
    _root.vc = VC()


def assume_established(vc: VC, values=()) -> None:
    """Adds to a query's vc, as an assumption, what the evaluation the query was asked in
    (the current one, once the query's own has ended; at top level the root vc, as
    Rosette 4 reads the current vc) established about the same constants: its conjuncts
    that share constants, directly or through each other, with `vc` or with `values`
    (terms the query reads, such as objectives). A lifted call outside any query that
    fails on some paths returns the value of the others, so `r = f(x)` then
    `solve(r == v)` must find only inputs on which f returned, never one on which Python
    raises. Conjuncts about other constants are left out: they cannot change the answer
    (a definite failure is never kept there), and another solver may not take them."""
    outer = _current.get().vc
    pending = [a.formula for a in (*outer.assumes, *outer.asserts) if a.formula is not True]
    if not pending:
        return
    from stamen.terms.traverse import constants

    wanted = {c.tid for c in constants([vc.assumes_formula(), vc.asserts_formula(),
                                        *(v for v in values if type(v) is Term)])}
    taken, grew = [], True
    while grew:
        grew, rest = False, []
        for formula in pending:
            mentioned = outer.constants_of(formula, constants)
            if mentioned & wanted:
                taken.append(formula)
                wanted |= mentioned
                grew = True
            else:
                rest.append(formula)
        pending = rest
    if taken:
        vc.add_assume(and_(*taken), "what was computed before the query did not fail")


@contextmanager
def evaluation(cfg: Config):
    """Runs the body in a fresh context (fresh vc, no guards, empty store) and yields it.
    A query asked under a symbolic branch (of top-level lifted code, or of another query's
    thunk) is refused: its one answer would stand for every path, where Python asks it
    with each path's concrete values. The query adds what was established before it
    (`assume_established`) once its evaluation has ended."""
    outer = _current.get()
    if outer.guard() is not True:
        raise UnsupportedConstruct(
            f"{user_site()}: a query (solve, verify, synthesize, debug, optimize) asked "
            f"under a symbolic branch: its one answer would stand for every path; ask it "
            f"outside the branch, or at top level")
    ctx = Context(cfg)
    ctx.entry_frame = sys._getframe(2)  # past contextlib's __enter__: the `with` statement
    token = _current.set(ctx)
    failed = True
    try:
        yield ctx
        failed = False
    except BaseException as exc:
        _escape_check(ctx, exc)  # a refusal the program's code caught explains it
        if isinstance(exc, Exception):
            _raise_if_fault(exc)  # a fault of stamen's own code is an InternalError
        raise
    finally:
        ctx.entry_frame = None
        _current.reset(token)
        for hook in _evaluation_ends:
            hook(ctx, failed)
        if _current.get() is _root:
            forget_proofs()  # the values cached proofs hold must not outlive the query
    _escape_check(ctx, None)  # the body completed: a refusal it lost is raised now
