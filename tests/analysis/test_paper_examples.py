"""Examples 2 to 7 of Lim, Lal and Reps, "Symbolic Analysis via Semantic
Reinterpretation" (seed 001), reproduced from the PL and MC interpreters: structure
updates compared as terms where the paper prints them, and by the solver as formulas
(exact verdicts: unsat means equivalent)."""

from __future__ import annotations

import dataclasses

import pytest

import stamen as st
from stamen.analysis import Update, compose, pre_state, symbolic_eval, wlp
from stamen.langs import mc, pl

BV32 = st.BitVec(32)
MERGES = ["types", "none", "logic"]


def _valid(formula) -> bool:
    """Whether the solver proves `formula` valid (exactly unsat for its negation)."""
    sol = st.verify(formula)
    assert sol.kind in ("sat", "unsat"), sol
    return sol.unsat


# --- Example 2 (Fig. 5): the pointer swap of Fig. 1(b) from the state of Fig. 1(c) ----

SWAP_PL = "*px = *px ^ *py; *py = *px ^ *py; *px = *px ^ *py;"


@pytest.mark.parametrize("merge", MERGES)
def test_example2_pointer_swap_from_the_before_state_of_fig1c(merge):
    prog = pl.program(SWAP_PL)
    f_rho, v = st.symbolic("F_rho", pl.MEMORY), st.symbolic("v", BV32)
    px, py = prog.address("px"), prog.address("py")
    u1 = pl.State(st.store(st.store(st.store(f_rho, BV32(0), v), px, py), py, py))
    u = Update.of_state(u1)
    expected = [
        st.store(st.store(st.store(f_rho, BV32(0), v), px, py), py, BV32(0)),  # U2
        st.store(st.store(st.store(f_rho, BV32(0), v), px, py), py, BV32(0)),  # U3
        st.store(st.store(st.store(f_rho, BV32(0), v), px, py), py, v),        # U4
    ]
    for k, mem in enumerate(expected):
        u = symbolic_eval(prog.part(k, k + 1).step, u, merge=merge)
        assert u.post["mem"] is mem, f"U{k + 2}: {u}"
        assert u.completes is True
    # the whole fragment at once gives U4 too
    assert symbolic_eval(prog.step, u1, merge=merge).post["mem"] is expected[-1]
    assert "[BV32(4100) ↦ v]" in repr(u)


# --- Examples 3 and 4: WLP(*p = e, x = 5) = ite(F(p) = &x, F(e), F(x)) = 5 ---------

@pytest.mark.parametrize("merge", MERGES)
def test_example4_wlp_through_a_pointer_is_morris_rule(merge):
    prog = pl.program("*p = e;", variables=["x"])
    got = wlp(prog.step, prog.condition("x == 5"), merge=merge)
    f = st.symbolic("mem", pl.MEMORY)
    p, e, x = (prog.address(n) for n in "pex")
    expected = st.ite(f[p] == x, f[e], f[x]) == 5
    assert got is expected  # the paper's formula, term for term
    assert _valid(st.implies(got, expected) & st.implies(expected, got))
    # not the syntactic substitution (x = 5)[*p <- e], which ignores aliasing
    assert not _valid(got == (f[x] == 5))


# --- Example 5: composition of the swap's assignments = the transformer of the whole --

@pytest.mark.parametrize("merge", MERGES)
def test_example5_composition_of_the_swap(merge):
    prog = pl.program("x = x ^ y; y = x ^ y; x = x ^ y;")
    whole = symbolic_eval(prog.step, merge=merge)
    u12 = symbolic_eval(prog.part(0, 2).step, merge=merge)
    u3 = symbolic_eval(prog.part(2).step, merge=merge)
    f = st.symbolic("mem", pl.MEMORY)
    x, y = prog.address("x"), prog.address("y")
    # U_{1,2} = {x' <- x ^ y, y' <- x}; U_3 = {x' <- x ^ y, y' <- y}; whole = {x' <- y, y' <- x}
    assert _valid((u12.post["mem"][x] == (f[x] ^ f[y])) & (u12.post["mem"][y] == f[x]))
    assert _valid((u3.post["mem"][x] == (f[x] ^ f[y])) & (u3.post["mem"][y] == f[y]))
    assert whole.post["mem"] is st.store(st.store(f, x, f[y]), y, f[x])
    composed = compose(u3, u12)
    assert composed == whole  # the same terms
    assert composed.equivalent(whole).unsat
    # composition by steps agrees too
    steps = [symbolic_eval(prog.part(k, k + 1).step, merge=merge) for k in range(3)]
    assert compose(steps[2], compose(steps[1], steps[0])).equivalent(whole).unsat


# --- Example 6: the MC swap of Fig. 1(d), with frame-pointer offsets ---------------------

SWAP_MC = """
    mov eax, [ebp-10]
    xor eax, [ebp-14]
    mov [ebp-10], eax
    mov eax, [ebp-10]
    xor eax, [ebp-14]
    mov [ebp-14], eax
    mov eax, [ebp-10]
    xor eax, [ebp-14]
    mov [ebp-10], eax
"""


@pytest.mark.parametrize("merge", MERGES)
def test_example6_mc_swap_with_frame_offsets(merge):
    u = symbolic_eval(mc.path(SWAP_MC).step, merge=merge)
    f = st.symbolic("mem", mc.MEMORY)
    ebp = st.symbolic("EBP", BV32)
    a, b = ebp - 10, ebp - 14
    assert u.post["EAX"] is f[b]
    assert u.post["mem"] is st.store(st.store(f, a, f[b]), b, f[a])
    assert u.post["EIP"] is st.symbolic("EIP", BV32) + 36
    assert set(u.changed()) == {"mem", "EAX", "EIP"}
    expected = Update(u.vocabulary, {**u.post, "EAX": f[b],
                                     "mem": st.store(st.store(f, a, f[b]), b, f[a])})
    assert u.equivalent(expected).unsat


# --- Example 7: Fig. 6's WLP, and the branch condition recovered from cmp; jz ------------

FIG6 = """
    mov eax, [ebp-4]     ; [1] p at ebp-4
    mov ebx, [ebp-8]     ; [2] e at ebp-8
    mov [eax], ebx       ; [3] *p = e
    cmp [ebp-12], 5      ; [4] x at ebp-12
    jz ERROR             ; [5]
    mov ebx, 0           ; [6]
    ERROR: mov ebx, 1    ; [7]
"""


def _fig6():
    code = mc.program(_strip(FIG6))
    error = code.base + 4 * 6  # c[7]
    return code, error


def _strip(text: str) -> str:
    """Drops the comments (`;` separates instructions in MC text)."""
    return "\n".join(line.split(";")[0] for line in text.splitlines())


@pytest.mark.parametrize("merge", MERGES)
def test_example7_wlp_of_fig6_is_morris_rule_on_machine_code(merge):
    code, error = _fig6()
    start = dataclasses.replace(pre_state(mc.State), EIP=BV32(code.base))
    path = mc.path(code.instructions[:5])
    got = wlp(path.step, lambda s: s.EIP == error, state=start, merge=merge)
    f = st.symbolic("mem", mc.MEMORY)
    ebp = st.symbolic("EBP", BV32)
    p, e, x = f[ebp - 4], f[ebp - 8], ebp - 12
    expected = st.ite(p == x, e, f[x]) - 5 == 0
    assert got is expected  # ((p = &x) ? e : x) - 5 = 0, as the paper prints it
    assert _valid(st.implies(got, expected) & st.implies(expected, got))
    # the same through the machine (fetch at EIP): five steps of the program
    u = Update.of_state(start)
    for _ in range(5):
        u = symbolic_eval(code.step, u, merge=merge)
    assert _valid(u.apply(st.symbolic("EIP", BV32) == error) == expected)


@pytest.mark.parametrize("merge", MERGES)
def test_example7_branch_condition_recovered_from_cmp_jz(merge):
    code, error = _fig6()
    start = dataclasses.replace(pre_state(mc.State), EIP=BV32(code.base + 12))
    cmp_jz = mc.path(code.instructions[3:5])
    u1 = symbolic_eval(mc.path(code.instructions[3:4]).step, start, merge=merge)
    f = st.symbolic("mem", mc.MEMORY)
    zf = f[st.symbolic("EBP", BV32) - 12] - 5 == 0
    assert u1.post["ZF"] is zf  # U1 = {ZF' <- (F(x) - 5) = 0}
    u2 = symbolic_eval(mc.path(code.instructions[4:5]).step, u1, merge=merge)
    assert u2.post["EIP"] is st.ite(zf, BV32(error), BV32(code.base + 20))
    got = wlp(cmp_jz.step, lambda s: s.EIP == error, state=start, merge=merge)
    assert got is zf  # ite(ZF, c7, c6) = c7 simplifies to ZF because c7 != c6
    assert _valid(got == zf)
