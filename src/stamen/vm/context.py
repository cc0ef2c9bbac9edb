"""The ambient state of one evaluation: its vc, path guard, store, statistics and settings.

There is always a current `Context`: the root one outside queries (its vc
collects top-level assertions, as Rosette's global vc does), and a fresh one
inside each query. It is held in a ContextVar and changed only through the
`evaluation` context manager.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from stamen.terms.boolean import and_
from stamen.terms.term import term_count
from stamen.vm.config import Config, current_config
from stamen.vm.stats import Stats
from stamen.vm.vc import VC

__all__ = ["Context", "current", "evaluation"]


class Context:
    """What one evaluation knows: settings, vc, guard stack, store, stats, path explorer."""

    def __init__(self, cfg: Config, root: bool = False):
        from stamen.vm.store import Store

        self._config = cfg
        self.vc = VC()
        self.guards: list = []
        self._guard_cache: list = [True]
        self.store = Store(self)
        self.stats = Stats()
        self.explorer = None
        self.fresh_index = 0
        # The exception types the handlers of the enclosing lifted `try` blocks catch.
        self.try_handlers: list = []
        self.relaxation = None
        self.root = root
        self.terms_at_start = term_count()

    @property
    def config(self) -> Config:
        """Returns the settings; the root context follows the global defaults."""
        return current_config() if self.root else self._config

    def guard(self):
        """Returns the current path guard π, the conjunction of the enclosing branch guards."""
        return self._guard_cache[-1]

    def push_guard(self, g) -> None:
        """Enters a branch taken under `g`."""
        self.guards.append(g)
        self._guard_cache.append(and_(self._guard_cache[-1], g))

    def pop_guard(self) -> None:
        """Leaves the innermost branch."""
        self.guards.pop()
        self._guard_cache.pop()

    @property
    def in_branch(self) -> bool:
        """Whether evaluation is inside a branch on a symbolic condition."""
        return bool(self.guards)

    def next_fresh_index(self) -> int:
        """Returns a per-evaluation counter, so re-running a thunk names its fresh constants
        the same way (path-by-path exploration re-runs it once per path)."""
        self.fresh_index += 1
        return self.fresh_index


_root = Context(current_config(), root=True)
_current: ContextVar[Context] = ContextVar("stamen_context", default=_root)


def current() -> Context:
    """Returns the current evaluation context."""
    return _current.get()


@contextmanager
def evaluation(cfg: Config):
    """Runs the body in a fresh context (fresh vc, no guards, empty store) and yields it."""
    ctx = Context(cfg)
    token = _current.set(ctx)
    try:
        yield ctx
    except Exception as exc:
        from stamen.vm.control import raise_if_fault

        raise_if_fault(exc)  # a fault of stamen's own code is an InternalError
        raise
    finally:
        _current.reset(token)
