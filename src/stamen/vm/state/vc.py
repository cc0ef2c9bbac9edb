"""The verification condition: a pair (assumes, asserts) of boolean formulas, as in Rosette 4.

`assert c` under path guard π adds π ⇒ c to the asserts; `assume c` adds
(π ∧ asserts-so-far) ⇒ c to the assumes, so an assumption reached only after
a failed assertion does not hide that failure. A query reads the vc: `solve`
wants assumes ∧ asserts, `verify` wants assumes ∧ ¬asserts. Each assertion
keeps its message and source location for counterexample reports.
"""

from __future__ import annotations

from dataclasses import dataclass

from stamen.terms.boolean import and_, implies, not_

__all__ = ["Assertion", "VC"]


@dataclass(frozen=True)
class Assertion:
    """One conjunct of the asserts or assumes, with where it came from."""

    formula: object
    message: str
    origin: str = "user"
    location: str | None = None


class VC:
    """The vc of one evaluation. Conjunctions are materialised lazily and cached."""

    __slots__ = ("assumes", "asserts", "_assumes_term", "_asserts_term", "_constants",
                 "hidden")

    def __init__(self):
        self.assumes: list[Assertion] = []
        self.asserts: list[Assertion] = []
        self._assumes_term = True
        self._asserts_term = True
        self._constants: dict[int, frozenset] = {}
        # (assumes from, to, asserts from, to): what the earlier runs of a path-by-path
        # exploration added, which the current run's proofs must not read (see path_formula)
        self.hidden: tuple[int, int, int, int] | None = None

    def path_formula(self, asserts: bool = True):
        """Returns the conjunction of the assumes (and the asserts) that a proof on the
        current path may use: all but what earlier explored runs added. Those hold on their
        own paths only, but read where this run still shares their prefix they would prove
        what they did not prove there (a bound, a branch), and the replayed decisions
        would meet other branches."""
        if self.hidden is None:
            assumes = self.assumes_formula()
        else:
            lo, hi, _, _ = self.hidden
            assumes = and_(*(a.formula for a in [*self.assumes[:lo], *self.assumes[hi:]]))
        return and_(assumes, self._path_asserts()) if asserts else assumes

    def _path_asserts(self):
        """Returns the conjunction of the asserts a proof on the current path may use (see
        `path_formula`)."""
        if self.hidden is None:
            return self.asserts_formula()
        _, _, lo, hi = self.hidden
        return and_(*(a.formula for a in [*self.asserts[:lo], *self.asserts[hi:]]))

    def constants_of(self, formula, constants) -> frozenset:
        """Returns the tids of the free constants of one of this vc's conjuncts (found by
        `constants`), memoised: the root vc lives as long as the process, and every query
        asked at top level reads its conjuncts' constants (`assume_established`); walking
        them anew made each later query pay for all the top-level code run before it."""
        key = getattr(formula, "tid", None)
        found = self._constants.get(key) if key is not None else None
        if found is None:
            found = frozenset(c.tid for c in constants(formula))
            if key is not None:
                self._constants[key] = found
        return found

    def add_assert(self, formula, message: str, origin: str = "user", location=None) -> None:
        """Adds a conjunct to the asserts."""
        if formula is True:
            return
        self.asserts.append(Assertion(formula, message, origin, location))
        self._asserts_term = None

    def add_assume(self, formula, message: str, origin: str = "user", location=None) -> None:
        """Adds a conjunct to the assumes."""
        if formula is True:
            return
        self.assumes.append(Assertion(formula, message, origin, location))
        self._assumes_term = None

    def asserts_formula(self):
        """Returns the conjunction of the asserts."""
        if self._asserts_term is None:
            self._asserts_term = and_(*(a.formula for a in self.asserts))
        return self._asserts_term

    def assumes_formula(self):
        """Returns the conjunction of the assumes."""
        if self._assumes_term is None:
            self._assumes_term = and_(*(a.formula for a in self.assumes))
        return self._assumes_term

    def assert_under(self, guard, condition, message, origin="user", location=None) -> None:
        """Adds guard ⇒ condition to the asserts."""
        self.add_assert(implies(guard, condition), message, origin, location)

    def assume_under(self, guard, condition, message, origin="user", location=None) -> None:
        """Adds (guard ∧ asserts) ⇒ condition to the assumes: the asserts of this run of a
        path-by-path exploration (see `hidden`), as the first run that shared its prefix
        added them (for its executions the other runs' asserts hold anyway)."""
        premise = and_(guard, self._path_asserts())
        self.add_assume(implies(premise, condition), message, origin, location)

    def fail_under(self, guard, message, origin="user", location=None) -> None:
        """Records that the program fails whenever `guard` holds."""
        self.add_assert(not_(guard), message, origin, location)

    def mark(self) -> tuple[int, int]:
        """Returns a mark of the vc's current contents, for `rewind`."""
        return len(self.assumes), len(self.asserts)

    def rewind(self, mark: tuple[int, int]) -> None:
        """Forgets what was added since `mark`."""
        n_assumes, n_asserts = mark
        if len(self.assumes) > n_assumes:
            del self.assumes[n_assumes:]
            self._assumes_term = None
        if len(self.asserts) > n_asserts:
            del self.asserts[n_asserts:]
            self._asserts_term = None
        self._constants.clear()

    def refuted(self) -> bool:
        """Whether the asserts or the assumes are definitely false (no execution goes on)."""
        return self.asserts_formula() is False or self.assumes_formula() is False

    def __repr__(self) -> str:
        return f"VC(assumes={self.assumes_formula()!r}, asserts={self.asserts_formula()!r})"
