"""The assertion stack a backend keeps before and between queries.

A backend builds no solver objects until a query is sent: `add`, `push` and
`pop` are recorded here, and `drain` hands the backend the operations it has
not yet replayed (asserted terms and `PUSH` markers). A `pop` that undoes
only unreplayed operations costs the backend nothing; `pop` returns how many
scopes the backend itself must pop (before its next replay). Invariant: the
backend's scope depth, less the pops it owes, plus the number of `PUSH`
markers pending equals `depth`.
"""

from __future__ import annotations

from stamen.errors import InvalidArgument

__all__ = ["ScopeLog", "PUSH"]


class _Push:
    """The marker for a `push` the backend has not replayed yet."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "PUSH"


PUSH = _Push()


class ScopeLog:
    """The asserted terms by scope, and the operations not yet sent to the backend."""

    __slots__ = ("frames", "pending")

    def __init__(self) -> None:
        self.frames: list[list] = [[]]
        self.pending: list = []

    @property
    def depth(self) -> int:
        """Returns the number of open scopes (pushes not yet popped)."""
        return len(self.frames) - 1

    def add(self, term) -> None:
        """Records the assertion of `term` in the innermost scope."""
        self.frames[-1].append(term)
        self.pending.append(term)

    def push(self) -> None:
        """Opens a scope."""
        self.frames.append([])
        self.pending.append(PUSH)

    def pop(self, n: int = 1) -> int:
        """Closes `n` scopes; returns how many of them the backend must pop itself."""
        if type(n) is not int or n < 0 or n > self.depth:
            raise InvalidArgument(
                f"pop: expected 0 <= n <= {self.depth} (the open scopes), got n={n!r}"
            )
        backend_pops = 0
        for _ in range(n):
            self.frames.pop()
            cut = _last_push(self.pending)
            if cut is None:
                self.pending.clear()
                backend_pops += 1
            else:
                del self.pending[cut:]
        return backend_pops

    def drain(self) -> list:
        """Returns the operations not yet replayed, in order, and forgets them."""
        ops, self.pending = self.pending, []
        return ops

    def rewind(self) -> None:
        """Marks every open scope and assertion as not yet replayed (the backend was reset)."""
        ops: list = list(self.frames[0])
        for frame in self.frames[1:]:
            ops.append(PUSH)
            ops.extend(frame)
        self.pending = ops

    def assertions(self) -> list:
        """Returns every term asserted in the open scopes, outermost first."""
        return [t for frame in self.frames for t in frame]


def _last_push(ops: list) -> int | None:
    """Returns the index of the last PUSH marker in `ops`, or None."""
    for i in range(len(ops) - 1, -1, -1):
        if ops[i] is PUSH:
            return i
    return None
