"""Per-query evaluation statistics: the columns of the PLDI'14 paper's Table 4."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Stats"]


@dataclass
class Stats:
    """Counts for one evaluation: control-flow joins, unions created, the sum and maximum of
    their cardinalities, terms created, and seconds spent evaluating and solving.

    query_terms / query_tree: the verify query's distinct terms (the DAG stamen sends) and
    the size of the tree it stands for; sent_terms: the distinct terms of its slice, the
    part the assertions can reach, which goes to the solver first (see query/slicing.py).
    """

    joins: int = 0
    unions: int = 0
    union_sum: int = 0
    union_max: int = 0
    terms: int = 0
    paths: int = 0
    eval_seconds: float = 0.0
    solve_seconds: float = 0.0
    query_terms: int = 0
    query_tree: int = 0
    sent_terms: int = 0
    summaries: int = 0  # @summarized calls' summaries, and how many verify expanded in
    expansions: int = 0  # how many rounds (query/refined.py)
    rounds: int = 0
    fallbacks: int = 0  # queries the solver left unknown that went to the fallback solver,
    fallback_answers: int = 0  # and how many of them it decided (query/solve.py)

    def record_union(self, size: int) -> None:
        """Counts one union of `size` members."""
        self.unions += 1
        self.union_sum += size
        if size > self.union_max:
            self.union_max = size

    def add(self, other: Stats) -> None:
        """Adds the counts and seconds of `other` (a later evaluation or query) to these;
        the largest union is the larger of the two."""
        for name, value in other.__dict__.items():
            if name == "union_max":
                self.union_max = max(self.union_max, value)
            else:
                setattr(self, name, getattr(self, name) + value)

    def as_dict(self) -> dict:
        """Returns the statistics as a plain dict (for JSON reports)."""
        return dict(self.__dict__)
