"""SynthCL: an OpenCL kernel checked against its sequential reference (PLDI'14, 5.1).

Multiplies two matrices with the scalar kernel, verifies the kernel and its int4 refinement
against the textbook triple loop, finds the off-by-one in a buggy int4 kernel, and
synthesizes the float4 stride of the fast Walsh transform, printing the completed kernel,
and the bounds of the Sobel filter's interior.
"""

from dataclasses import replace

from stamen.langs import synthcl as cl
from stamen.langs.synthcl import bench, mm


def row(name, shapes):
    """The table's row `name`, at the given dimension tuples."""
    r = next(r for r in bench.ROWS if r.name == name)
    problem = replace(bench.problem(r, quick=True), shapes=shapes)
    if r.sketches:
        return cl.synthesize_problem(problem, r.sketches, r.complete, shapes)
    return cl.verify_problem(problem)


A = cl.host_array(list(range(16)))          # a 4 x 4 matrix, row-major
identity = cl.host_array([int(i == j) for i in range(4) for j in range(4)])
product = mm.mmul_scalar(A, identity, 4, 4, 4).contents()
print("A * I == A:", [v.signed for v in product] == list(range(16)))

for name in ("MM1_v", "MM2_v", "MM2_v (bug)"):
    outcome = row(name, ((4, 4, 4), (4, 8, 8)))
    where = f" at n, p, m = {outcome.shape}: {outcome.failure}" if outcome.shape else ""
    print(f"{name}: {outcome.answer}{where}")

outcome = row("FWT2_s", ((8,),))
print(f"FWT2_s: {outcome.answer}, the completion {outcome.check.answer} on lengths 8")
print(outcome.sources[0])

# The Sobel filter's bounds (SF3_s): synthesized on concrete images, then verified.
outcome = row("SF3_s", ((3, 3), (4, 4)))
print(f"SF3_s: {outcome.answer} after {outcome.rounds} candidate(s)")
print(next(line.strip() for line in outcome.sources[0].splitlines() if "if " in line))
