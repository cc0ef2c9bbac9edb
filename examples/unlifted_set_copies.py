"""Plain Python copying a set whose members depend on the path.

`enrol` is lifted: it adds a guest to a set of members only when the id is positive,
so the set holds one member on some paths and two on others. `head_count` is plain
Python (not lifted): it copies the set with `set(members)`, which CPython does in C,
past any method stamen could watch. stamen refuses that copy at `head_count`'s line
when the paths are merged (the default), rather than count stamen's encoding; path by
path (merge="none") each path's set is plain, the copy is Python's, and `solve` finds
an id with two members.

Run: python examples/unlifted_set_copies.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, lifted


def head_count(members):
    """Plain Python: how many distinct members, counted on a copy."""
    return len(set(members))


@lifted
def enrol(member_id):
    members = {"admin"}
    if member_id > 0:
        members.add("guest")
    return head_count(members)


def main() -> None:
    member_id = st.fresh(int)
    try:
        st.verify(lambda: assert_(enrol(member_id) == 1))
    except st.UnsupportedConstruct as exc:
        print("merged paths: refused:", str(exc).split(" with ")[0].split(": ", 1)[1])
    sol = st.solve(lambda: assert_(enrol(member_id) == 2), merge="none")
    print("path by path: two members at id", sol[member_id], "; in Python:",
          enrol(sol[member_id]))


if __name__ == "__main__":
    main()
