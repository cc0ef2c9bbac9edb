"""Symbolic analysis from one interpreter (seed 001, Lim, Lal and Reps): the pointer swap
of PL, its transformer, weakest preconditions and composition, all read off the same
interpreter that runs PL programs concretely.

Run: python examples/analysis.py
"""

import stamen as st
from stamen.analysis import compose, pre_state, symbolic_eval, wlp
from stamen.langs import pl

swap = pl.program("*px = *px ^ *py; *py = *px ^ *py; *px = *px ^ *py;",
                  variables=["x", "y", "px", "py"])


def verdict(sol) -> str:
    """Says what verify found: verified only when unsat, never on unknown."""
    return "verified" if sol.unsat else "counterexample" if sol.sat else f"unknown ({sol.reason})"


# 1. Run it: with px -> x and py -> y it swaps x and y.
state = swap.state(x=3, y=5, px=swap.layout["x"], py=swap.layout["y"])
after = swap.step(state)
print(f"concrete run: x = {swap.value(after, 'x').value}, y = {swap.value(after, 'y').value}")

# 2. Its transformer from the states where px -> x and py -> y (as the paper's Fig. 5
#    starts from Fig. 1(c)): the memory's new value, over the symbolic memory `mem`.
mem = st.symbolic("mem", pl.MEMORY)
aiming = pl.State(st.store(st.store(mem, swap.address("px"), swap.address("x")),
                           swap.address("py"), swap.address("y")))
print("transformer from px = &x, py = &y:", symbolic_eval(swap.step, aiming))
u = symbolic_eval(swap.step)  # from any state: aliasing makes it larger

# 3. A swap when the pointers point at x and y, for all values: ask the solver.
pre, post = pre_state(pl.State), u.post_state()
x, y = swap.expression("x"), swap.expression("y")
aimed = swap.condition("px == &x && py == &y")
swaps = st.and_(x(post) == y(pre), y(post) == x(pre))
print("px = &x, py = &y: x and y swapped:", verdict(st.verify(st.implies(aimed(pre), swaps))))

# 4. When px and py both point at x, the swap zeroes x: the wlp of "x == 0" holds there,
#    and "x == 0" is not implied elsewhere.
zeroed = wlp(swap.step, swap.condition("x == 0"))
both = swap.condition("px == &x && py == &x")
print("px = py = &x: x ends 0:", verdict(st.verify(st.implies(both(pre), zeroed))))
print("px = &x, py = &y: x ends 0:", verdict(st.verify(st.implies(aimed(pre), zeroed))))

# 5. Morris's rule for free: WLP(*p = e, x == 5) accounts for p pointing at x.
assign = pl.program("*p = e;", variables=["x"])
print("WLP(*p = e, x == 5) =", wlp(assign.step, assign.condition("x == 5")))

# 6. Composing the three statements' transformers gives the whole one.
parts = [symbolic_eval(swap.part(k, k + 1).step) for k in range(3)]
whole = compose(parts[2], compose(parts[1], parts[0]))
print("composition equals the transformer of the whole:", verdict(whole.equivalent(u)))
