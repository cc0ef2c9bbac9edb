"""The instructions of the secure stack machines, correct and buggy (Hritcu et al.,
sections 2 and 5; the buggy variants are named as there: `Add*` ignores labels,
`Store*AB` stores an unlabelled value, and so on).

Every instruction is a function `op(m, a, b)` of a machine and two argument
slots (used by Push, Call and Return), returning the next machine.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.ifc.machine import (
    BV5,
    LOW,
    Ret,
    Value,
    goto,
    insert,
    loc,
    next_,
    peek,
    pop,
    pop_until_return,
    push,
    read,
    ret_at,
    value_at,
    write,
    zero,
)

__all__ = [
    "ALL", "Add", "AddStar", "Call", "CallStarB", "Halt", "Jump", "JumpStarAB", "JumpStarB",
    "Load", "LoadStar", "Noop", "Pop", "Push", "Return", "ReturnStarAB", "ReturnStarB",
    "Store", "StoreCR", "StoreStarAB", "StoreStarB",
]

ALL: dict = {}


def instruction(name: str, arity: int = 0):
    """Returns a decorator that lifts an instruction and records its printed name and arity."""

    def register(fn):
        op = st.lifted(fn)
        op.name, op.arity = name, arity
        op.__name__ = op.__qualname__ = name
        ALL[name] = op
        return op

    return register


def _implies(a, b):
    return st.or_(st.not_(a), b)


# --- basic machine (section 2) --------------------------------------------------


@instruction("Halt")
def Halt(m, a, b):
    return goto(m, Value(BV5(loc(m)), m.pc.high))


@instruction("Noop")
def Noop(m, a, b):
    return next_(m)


@instruction("Push", 1)
def Push(m, a, b):
    return next_(push(m, a))


@instruction("Pop")
def Pop(m, a, b):
    return next_(pop(m))


@instruction("Add*")
def AddStar(m, a, b):
    x, y = value_at(m, 0), value_at(m, 1)
    return next_(push(pop(m, 2), Value(x.n + y.n, LOW)))


@instruction("Add")
def Add(m, a, b):
    x, y = value_at(m, 0), value_at(m, 1)
    return next_(push(pop(m, 2), Value(x.n + y.n, st.or_(x.high, y.high))))


@instruction("Load*")
def LoadStar(m, a, b):
    x = value_at(m, 0)
    return next_(push(pop(m), read(m, x.n)))


@instruction("Load")
def Load(m, a, b):
    x = value_at(m, 0)
    v = read(m, x.n)
    return next_(push(pop(m), Value(v.n, st.or_(x.high, v.high))))


@instruction("Store*AB")
def StoreStarAB(m, a, b):
    x, y = value_at(m, 0), peek(m, 1)
    return next_(write(pop(m, 2), x.n, y))


@instruction("Store*B")
def StoreStarB(m, a, b):
    x, y = value_at(m, 0), value_at(m, 1)
    return next_(write(pop(m, 2), x.n, Value(y.n, st.or_(x.high, y.high))))


@instruction("Store")
def Store(m, a, b):
    x, y = value_at(m, 0), value_at(m, 1)
    st.assume(_implies(x.high, read(m, x.n).high), "no sensitive upgrade")
    return next_(write(pop(m, 2), x.n, Value(y.n, st.or_(x.high, y.high))))


# --- jumps (section 5) ------------------------------------------------------------


@instruction("Jump*AB")
def JumpStarAB(m, a, b):
    x = value_at(m, 0)
    return goto(pop(m), Value(x.n, LOW))


@instruction("Jump*B")
def JumpStarB(m, a, b):
    return goto(pop(m), value_at(m, 0))


@instruction("Jump")
def Jump(m, a, b):
    x = value_at(m, 0)
    return goto(pop(m), Value(x.n, st.or_(x.high, m.pc.high)))


# --- calls and returns (section 5); argument labels must be low -------------------


@instruction("Call*B", 1)
def CallStarB(m, a, b):
    st.assume(st.not_(a.high), "call argument count must be low")
    x = value_at(m, 0)
    ret = Ret(Value(m.pc.n + 1, m.pc.high), zero())
    return goto(insert(pop(m), a.n, ret), Value(x.n, st.or_(x.high, m.pc.high)))


@instruction("Call", 2)
def Call(m, a, b):
    st.assume(st.not_(a.high), "call argument count must be low")
    st.assume(st.not_(b.high), "call result count must be low")
    st.assume(st.or_(b.n == 0, b.n == 1), "a call returns 0 or 1 values")
    x = value_at(m, 0)
    ret = Ret(Value(m.pc.n + 1, m.pc.high), b)
    return goto(insert(pop(m), a.n, ret), Value(x.n, st.or_(x.high, m.pc.high)))


@instruction("Return*AB", 1)
def ReturnStarAB(m, a, b):
    st.assume(st.not_(a.high), "return count must be low")
    st.assume(st.or_(a.n == 0, a.n == 1), "a return returns 0 or 1 values")
    v = peek(m, 0)
    frame = pop_until_return(m)
    r = ret_at(frame, 0)
    if a.n == 0:
        after = pop(frame)
    else:
        after = push(pop(frame), v)
    return goto(after, r.pc)


@instruction("Return*B", 1)
def ReturnStarB(m, a, b):
    st.assume(st.not_(a.high), "return count must be low")
    st.assume(st.or_(a.n == 0, a.n == 1), "a return returns 0 or 1 values")
    v = value_at(m, 0)
    frame = pop_until_return(m)
    r = ret_at(frame, 0)
    if a.n == 0:
        after = pop(frame)
    else:
        after = push(pop(frame), Value(v.n, m.pc.high))
    return goto(after, r.pc)


@instruction("StoreCR")
def StoreCR(m, a, b):
    x, y = value_at(m, 0), value_at(m, 1)
    lpc = m.pc.high
    st.assume(_implies(st.or_(lpc, x.high), read(m, x.n).high), "no sensitive upgrade")
    return next_(write(pop(m, 2), x.n, Value(y.n, st.or_(x.high, y.high, lpc))))


@instruction("Return")
def Return(m, a, b):
    v = value_at(m, 0)
    frame = pop_until_return(m)
    r = ret_at(frame, 0)
    if r.n.n == 0:
        after = pop(frame)
    else:
        after = push(pop(frame), Value(v.n, st.or_(v.high, m.pc.high)))
    return goto(after, r.pc)
