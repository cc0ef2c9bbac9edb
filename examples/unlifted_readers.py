"""Plain Python reading a dict whose keys depend on the path.

`register` is lifted: it files a badge under a symbolic id and then under id 3, so
the dict holds one key where the id is 3 and two elsewhere. `summary` is plain
Python (not lifted): it reads the dict with `len` and `get`. stamen never lets
it see the encoding of the two shapes: merging the paths (the default), the read
is refused at `summary`'s line; path by path (merge="none") every path's dict is
settled and `summary` reads Python's answer there, so `solve` finds the id 3.

Run: python examples/unlifted_readers.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, lifted


def summary(badges):
    """Plain Python: how many badges, and who holds id 3."""
    return len(badges), badges.get(3)


@lifted
def register(badge_id):
    badges = {}
    badges[badge_id] = "guest"
    badges[3] = "admin"
    return summary(badges)


def main() -> None:
    badge_id = st.fresh(int)
    try:
        st.verify(lambda: assert_(register(badge_id)[0] == 2))
    except st.UnsupportedConstruct as exc:
        print("merged paths: refused:", str(exc).split(" at ")[0])
    sol = st.solve(lambda: assert_(register(badge_id)[0] == 1), merge="none")
    print("path by path: one badge at id", sol[badge_id], "; in Python:",
          register(sol[badge_id]))
    cex = st.verify(lambda: assert_(register(badge_id)[0] == 2), merge="none")
    print("two badges always? counterexample id", cex[badge_id])


if __name__ == "__main__":
    main()
