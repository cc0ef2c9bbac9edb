"""Loop-free bit-vector programs (Gulwani et al., PLDI'11): synthesize a Hacker's Delight
problem from its component library, and check the program on every 32-bit input.

Run: python examples/bv.py
"""

import stamen as st
from stamen.langs import bv

problem = bv.PROBLEMS["p19"]  # exchange two fields of a register: (x, mask m, shift k)
print(f"{problem.name}: {problem.description}; library: {' '.join(problem.components)}")

result = bv.synthesize_problem(problem, timeout=60)
assert result.answer == "synthesized" and result.verified
print(result.program)
print(f"found at {result.widths[-1]} bits in {result.seconds:.2f} s")

# The program is ordinary data: run it, and check it against the reference ourselves.
x, m, k = (st.symbolic(name, bv.BV32) for name in ("x", "m", "k"))
cex = st.verify(lambda: st.assert_(bv.run_program(result.program, [x, m, k])
                                   == problem.reference(x, m, k)))
assert cex.unsat
print("equal to the reference on all 32-bit inputs")
