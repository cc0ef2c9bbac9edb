"""`Counter.most_common` on symbolic counts: Python's ranking on every path.

`tally` counts three ballots (symbolic ints) for candidates a, b and c in a Counter; the
counts are symbolic, so the order `most_common` gives depends on the path. stamen computes
it as Python does (by count, ties in the order the candidates were counted): `solve` finds
ballots ranking b, a, c; `verify` proves that the winner has the most votes and that a
three-way tie goes to a, the first candidate counted.

Run: python examples/most_common.py
"""

from __future__ import annotations

import collections

import stamen as st
from stamen import lifted


@lifted
def tally(ballots):
    """Returns a Counter of the votes: a ballot 0 is for a, 1 for b, anything else for c."""
    votes = collections.Counter()
    for name in ("a", "b", "c"):
        votes[name] = 0
    for b in ballots:
        if b == 0:
            votes["a"] += 1
        elif b == 1:
            votes["b"] += 1
        else:
            votes["c"] += 1
    return votes


@lifted
def ranked_as(ballots, order):
    votes = tally(ballots)
    return [name for name, _ in votes.most_common()] == order


@lifted
def winner_has_most(ballots):
    votes = tally(ballots)
    _, n = votes.most_common(1)[0]
    return n >= votes["a"] and n >= votes["b"] and n >= votes["c"]


@lifted
def tie_goes_to_a(ballots):
    votes = tally(ballots)
    if votes["a"] == votes["b"] and votes["b"] == votes["c"]:
        return votes.most_common(1)[0][0] == "a"
    return True


def main() -> None:
    ballots = [st.fresh(int) for _ in range(3)]
    sol = st.solve(lambda: st.assert_(ranked_as(ballots, ["b", "a", "c"])))
    found = [sol[b] for b in ballots]
    python = [name for name, _ in tally(found).most_common()]
    print(f"ballots {found} rank b, a, c; Python ranks them {python}")
    for claim in (winner_has_most, tie_goes_to_a):
        answer = st.verify(lambda claim=claim: st.assert_(claim(ballots)))
        print(f"{claim.__name__}: {'verified' if answer.unsat else 'counterexample'}")


if __name__ == "__main__":
    main()
