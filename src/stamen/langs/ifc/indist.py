"""Indistinguishability of values, programs and machines to a low observer (Hritcu et al.,
Def. 2.3.1 and 5.1.1)."""

from __future__ import annotations

import stamen as st
from stamen.langs.ifc.machine import Instruction, Machine, Ret, Value

__all__ = ["indist", "mem_indist"]


def _value_indist(v0: Value, v1: Value):
    same_label = v0.high == v1.high
    return st.and_(same_label, st.or_(v0.high, v0.n == v1.n))


def _member_indist(v0, v1):
    if isinstance(v0, Value) and isinstance(v1, Value):
        return _value_indist(v0, v1)
    if isinstance(v0, Ret) and isinstance(v1, Ret):
        return _value_indist(v0.pc, v1.pc)
    if isinstance(v0, Instruction) and isinstance(v1, Instruction):
        return st.and_(v0.op == v1.op, _value_indist(v0.a, v1.a), _value_indist(v0.b, v1.b))
    return False


def indist(v0, v1):
    """Returns whether v0 ≈ v1: Values with equal labels and, if low, equal integers; return
    addresses with ≈ pcs; instructions with equal ops and ≈ arguments; tuples element-wise."""
    if isinstance(v0, tuple) and isinstance(v1, tuple):
        if len(v0) != len(v1):
            return False
        return st.and_(*(indist(a, b) for a, b in zip(v0, v1, strict=True)))
    return st.for_all(v0, lambda a: st.for_all(v1, lambda b: _member_indist(a, b)))


def mem_indist(m0: Machine, m1: Machine):
    """Returns whether m0 ≈ m1 as memories: equal pc labels and, if low, ≈ programs and ≈
    memories (stacks are not compared)."""
    same_label = m0.pc.high == m1.pc.high
    contents = st.and_(indist(m0.insts, m1.insts), indist(m0.mem, m1.mem))
    return st.and_(same_label, st.or_(m0.pc.high, contents))
