"""What the Boogie executor cannot encode: a located refusal, never a verdict.

`refuse(construct, path, pos)` returns a `stamen.UnsupportedConstruct` whose
message is `path:line:col: <construct>`; an entry point that meets one ends
with the answer unknown and that message as its reason.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie import ast as A

__all__ = ["refuse", "located"]


def located(path: str, pos: A.Pos | None) -> str:
    """Returns `path:line:col` (`path` alone when the position is unknown)."""
    if pos is None:
        return path
    return f"{path}:{pos.line}:{pos.col}"


def refuse(construct: str, path: str, pos: A.Pos | None) -> st.UnsupportedConstruct:
    """Returns the refusal of `construct` at `pos` of the file `path` (to be raised)."""
    return st.UnsupportedConstruct(f"{located(path, pos)}: unsupported: {construct}")
