"""`compose(later, earlier)`: symbolic composition of two transformers by substitution
(the paper's Ū[U2]U1): each field's new value in `later` evaluated in `earlier`'s
post-state, and the two steps' conditions chained (the later one's count only where the
earlier one completes)."""

from __future__ import annotations

from stamen.analysis.update import Update
from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument
from stamen.terms.boolean import and_, implies

__all__ = ["compose"]


@faults_are_internal
def compose(later: Update, earlier: Update) -> Update:
    """Returns the Update of running `earlier`, then `later` (same state type)."""
    for name, u in (("later", later), ("earlier", earlier)):
        if not isinstance(u, Update):
            raise InvalidArgument(f"compose: {name} must be an Update, got {u!r}")
    earlier._same_vocabulary(later, "compose")
    post = {n: earlier.apply(v) for n, v in later.post.items()}
    assumes = and_(earlier.assumes, implies(earlier.asserts, earlier.apply(later.assumes)))
    asserts = and_(earlier.asserts, earlier.apply(later.asserts))
    return Update(earlier.vocabulary, post, assumes, asserts)
