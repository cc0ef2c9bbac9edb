"""Decoding opcodes with Python's own language features, on symbolic programs.

A tiny stack machine whose instructions are (code, argument) pairs of ints: `Op(code)`
turns a symbolic code into the `enum` member with that value (a `ValueError`, with
Python's message, where there is none), a `match` with capturing alternatives
(`case (Op.ADD, _) | (Op.SUB, _) as ins`) dispatches, and a `functools.cache`d helper
that writes nothing is called on symbolic arguments. `verify` bounds what three
instructions compute; `solve` finds programs giving a value and giving an error, which
replay on a reference machine written without enum and match.

Run: python examples/opcodes.py
"""

from __future__ import annotations

import enum
import functools

import stamen as st
from stamen import assert_, assume, lifted


class Op(enum.Enum):
    PUSH = 1
    ADD = 2
    SUB = 3
    DUP = 4


@functools.cache
@lifted
def bias(k):
    return 2 * k if k > 0 else 0


@lifted
def run(program):
    stack = []
    for code, arg in program:
        try:
            op = Op(code)
        except ValueError as e:
            return str(e)
        match (op, arg):
            case (Op.PUSH, n):
                stack.append(n + bias(n) - bias(n))
            case (Op.ADD, _) | (Op.SUB, _) as ins if len(stack) >= 2:
                b, a = stack.pop(), stack.pop()
                stack.append(a + b if ins[0] is Op.ADD else a - b)
            case (Op.DUP, _) if stack:
                stack.append(stack[-1])
            case _:
                return "stack underflow"
    return stack[-1] if stack else None


def reference(codes, args):
    """The same machine without enum and match: what `run` must compute."""
    stack = []
    for code, arg in zip(codes, args, strict=True):
        if code not in (1, 2, 3, 4):
            return f"{code} is not a valid Op"
        if code == 1:
            stack.append(arg)
        elif code in (2, 3) and len(stack) >= 2:
            b, a = stack.pop(), stack.pop()
            stack.append(a + b if code == 2 else a - b)
        elif code == 4 and stack:
            stack.append(stack[-1])
        else:
            return "stack underflow"
    return stack[-1] if stack else None


codes = [st.fresh(int) for _ in range(3)]
args = [st.fresh(int) for _ in range(3)]


def bounded():
    for c, a in zip(codes, args, strict=True):
        assume(st.and_(0 <= c, c <= 5, -3 <= a, a <= 3))
    return run(list(zip(codes, args, strict=True)))


@lifted
def at_most(result, k):
    return not isinstance(result, int) or result <= k


def found(sol) -> list:
    return [(sol.evaluate(c), sol.evaluate(a)) for c, a in zip(codes, args, strict=True)]


print("run([(1, 3), (4, 0), (2, 0)]) =", run([(1, 3), (4, 0), (2, 0)]))
print("run([(9, 0)]) =", run([(9, 0)]))
cex = st.verify(lambda: assert_(at_most(bounded(), 6)))
print("every result of 3 instructions is at most 6:", "verified" if cex.unsat else "no")
for target in (-6, "5 is not a valid Op"):
    sol = st.solve(lambda t=target: assert_(bounded() == t))
    program = found(sol) if sol.sat else None
    ok = program is not None and run(program) == target == reference(*zip(*program, strict=True))
    print(f"a program giving {target!r}:", "found, and Python agrees" if ok else "not found")
