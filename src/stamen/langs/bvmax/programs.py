"""bvmax programs, written in the language's syntax (these functions are parsed, not run)."""

# ruff: noqa: F821, F841  (registers and opcodes are the bvmax language's, not Python's)


def bvmax(r0, r1):
    r2 = bvge(r0, r1)
    r3 = bvneg(r2)
    r4 = bvxor(r0, r2)
    r5 = bvand(r3, r4)
    r6 = bvxor(r1, r5)
    return r6


def bvmax_sketch(r0, r1):
    r2 = bvge(r0, r1)
    r3 = bvneg(r2)
    r4 = bvxor(_, _)
    r5 = bvand(r3, _)
    r6 = bvxor(_, _)
    return r6
