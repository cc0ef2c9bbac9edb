"""Located errors of the Boogie front end: `path:line:col: <kind> error: message`.

Every pass returns its errors as `Diagnostic`s (several per file, sorted by
position); `BoogieError` carries them to a caller that wants an exception.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.errors import StamenError

__all__ = ["KINDS", "Diagnostic", "BoogieError"]

# The kinds of error, as the first word after the position names them.
KINDS = ("parse", "resolution", "type")


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One error at a 1-based line and column of a file."""

    path: str
    line: int
    col: int
    kind: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.kind} error: {self.message}"


class BoogieError(StamenError):
    """A Boogie program is not well-formed; `errors` holds one `Diagnostic` per error."""

    def __init__(self, errors: list[Diagnostic]) -> None:
        self.errors = sorted(errors)
        super().__init__("\n".join(str(e) for e in self.errors))

    @property
    def kind(self) -> str:
        """Returns the kind of the first error (`parse`, `resolution` or `type`)."""
        return self.errors[0].kind
