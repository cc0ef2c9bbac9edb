"""The symbolic profiler: which lifted functions make evaluation expensive.

Profiles revPos written two ways (the paper's Sec. 4): a list built by
`insert(0, v)` (merged into one list of symbolic length under "logic") and a
tuple rebuilt as `(v,) + ps` (a union of tuples under "types"). The profile
shows where the unions come from; `stamen profile SCRIPT` prints the same
tables for any script.
"""

import stamen as st


@st.lifted
def rev_pos_tuple(xs):
    ps = ()
    for v in xs:
        if v > 0:
            ps = (v,) + ps
    return ps


@st.lifted
def count_positive(xs):
    return len(rev_pos_tuple(xs))


xs = [st.fresh(int) for _ in range(6)]
with st.profile() as prof:
    sol = st.verify(lambda: st.assert_(count_positive(xs) <= len(xs)))
print("verified" if sol.unsat else sol)
for r in sorted(prof.functions(), key=lambda r: r.function):
    print(f"{r.function}: {r.calls} call(s), {r.unions} unions, {r.joins} joins")
(q,) = prof.queries
print(f"{q.query}: {q.answer}, solver {q.solve_seconds:.3f} s")
prof.print()
