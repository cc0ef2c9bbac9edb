"""MC (seed 001's machine code): the parser, the concrete interpreter, and the three
analysis primitives against concrete runs on random instruction sequences and states
(Hypothesis, the fixed profile), under the three merge strategies; also the machine that
fetches at a symbolic EIP."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

import stamen as st
from stamen.analysis import Update, compose, symbolic_eval, wlp
from stamen.langs import mc
from stamen.langs.mc import Cmp, DirectReg, Immediate, Indirect, Jz, Mov, Xor

BV32 = mc.BV32
MERGES = ["types", "none", "logic"]
FRAME = 0x100
SLOTS = (-4, -8, -12)


# --- parser and concrete semantics ------------------------------------------------------

def test_parse_operands_labels_and_separators():
    code = mc.parse_instructions("start: mov eax, [ebp-10]; xor eax, [ebx+4]\n"
                                 "cmp [eax], 5\njz start\nmov [ebp], ebx", base=8)
    assert code == [Mov(DirectReg("EAX"), Indirect("EBP", -10)),
                    Xor(DirectReg("EAX"), Indirect("EBX", 4)),
                    Cmp(Indirect("EAX", 0), Immediate(5)), Jz(Immediate(8)),
                    Mov(Indirect("EBP", 0), DirectReg("EBX"))]
    assert str(code[0]) == "mov eax, [ebp-10]" and str(code[3]) == "jz 8"


@pytest.mark.parametrize("text, message", [
    ("mov eax", "takes 2"), ("add eax, 1", "unknown instruction"), ("mov 3, eax", "destination"),
    ("jz nowhere", "unknown label"), ("mov [esp], eax", "unknown register"),
])
def test_parse_errors_are_invalid_arguments(text, message):
    with pytest.raises(st.InvalidArgument, match=message):
        mc.parse_instructions(text)


def _state(eax=0, ebx=0, zf=False, eip=0, **slots):
    mem = st.ArrayValue(mc.MEMORY, BV32(0),
                        {BV32(FRAME + int(k[1:]) * -1): BV32(v) for k, v in slots.items()})
    return mc.State(mem, BV32(eax), BV32(ebx), BV32(FRAME), BV32(eip), zf)


def test_concrete_run_of_the_swap_and_a_branch():
    swap = mc.path("mov eax, [ebp-4]; xor eax, [ebp-8]; mov [ebp-4], eax;"
                   "mov eax, [ebp-4]; xor eax, [ebp-8]; mov [ebp-8], eax;"
                   "mov eax, [ebp-4]; xor eax, [ebp-8]; mov [ebp-4], eax")
    after = swap.step(_state(m4=3, m8=5))
    assert after.mem[BV32(FRAME - 4)] == BV32(5) and after.mem[BV32(FRAME - 8)] == BV32(3)
    assert after.EIP == BV32(36)
    prog = mc.program("cmp [ebp-4], 5; jz L; mov ebx, 1; L: mov eax, 2")
    taken, _ = prog.trace(_state(m4=5))
    assert taken == [0, 4, 12]
    fallthrough, final = prog.trace(_state(m4=6))
    assert fallthrough == [0, 4, 8, 12] and final.EBX == BV32(1)


# --- random instruction sequences -------------------------------------------------------

SOURCES = hs.one_of(hs.builds(Indirect, hs.just("EBP"), hs.sampled_from(SLOTS)),
                    hs.builds(Indirect, hs.just("EAX"), hs.sampled_from((0, 4))),
                    hs.builds(DirectReg, hs.sampled_from(("EAX", "EBX"))),
                    hs.builds(Immediate, hs.integers(0, 3)))
DESTINATIONS = hs.one_of(hs.builds(Indirect, hs.just("EBP"), hs.sampled_from(SLOTS)),
                         hs.builds(Indirect, hs.just("EAX"), hs.sampled_from((0, 4))),
                         hs.builds(DirectReg, hs.sampled_from(("EAX", "EBX"))))
INSTRUCTIONS = hs.one_of(hs.builds(Mov, DESTINATIONS, SOURCES),
                         hs.builds(Xor, DESTINATIONS, SOURCES),
                         hs.builds(Cmp, SOURCES, SOURCES),
                         hs.builds(Jz, hs.builds(Immediate, hs.sampled_from((0, 8, 16)))))
PATHS = hs.lists(INSTRUCTIONS, min_size=1, max_size=5).map(mc.path)
VALUES = hs.one_of(hs.integers(0, 3), hs.sampled_from([FRAME + s for s in SLOTS]))
STATES = hs.builds(
    lambda slots, eax, ebx, zf, eip: mc.State(
        st.ArrayValue(mc.MEMORY, BV32(0), {BV32(FRAME + s): BV32(v)
                                           for s, v in zip(SLOTS, slots, strict=True)}),
        BV32(eax), BV32(ebx), BV32(FRAME), BV32(eip), zf),
    hs.lists(VALUES, min_size=3, max_size=3), VALUES, VALUES, hs.booleans(),
    hs.sampled_from((0, 4, 8)))


def _run(step, state):
    """(completes, post) of a concrete run, in a fresh evaluation (a failure at top level
    would stay in the top-level vc: see tests/analysis/test_update.concrete_run)."""
    try:
        return True, st.evaluate_with_stats(lambda: step(state))[0]
    except st.AssertFailure:
        return False, None


@settings(max_examples=25)
@given(PATHS, hs.lists(STATES, min_size=1, max_size=3), hs.sampled_from(MERGES))
def test_symbolic_eval_at_a_state_is_the_concrete_run(path, states, merge):
    u = symbolic_eval(path.step, merge=merge)
    for state in states:
        assert u.at(state) == (True, path.step(state))


@settings(max_examples=12)
@given(PATHS, PATHS, hs.sampled_from(MERGES))
def test_compose_is_the_transformer_of_the_sequence(first, second, merge):
    whole = symbolic_eval(mc.Path(first.instructions + second.instructions).step, merge=merge)
    u = compose(symbolic_eval(second.step, merge=merge), symbolic_eval(first.step, merge=merge))
    assert u.equivalent(whole).unsat


POSTS = [
    lambda s: s.EIP == 8,
    lambda s: s.ZF,
    lambda s: s.mem[s.EBP - 4] == s.EAX,
    lambda s: (s.mem[s.EBX] ^ s.EAX) == 1,
]


@settings(max_examples=25)
@given(PATHS, hs.sampled_from(range(len(POSTS))), hs.lists(STATES, min_size=1, max_size=3),
       hs.sampled_from(MERGES))
def test_wlp_at_a_state_is_the_postcondition_after_the_run(path, k, states, merge):
    post = POSTS[k]
    pre = wlp(path.step, post, merge=merge)
    vocab = symbolic_eval(path.step).vocabulary
    for state in states:
        values = {vocab.constants[n]: getattr(state, n) for n in vocab.names}
        assert st.substitute(pre, values) is post(path.step(state))


@settings(max_examples=15)
@given(hs.lists(INSTRUCTIONS, min_size=1, max_size=4), STATES, hs.sampled_from(MERGES))
def test_the_machine_at_a_symbolic_eip_is_the_concrete_machine(instructions, state, merge):
    machine = mc.Program(tuple(instructions))
    one = symbolic_eval(machine.step, merge=merge)
    two = compose(one, one)
    for u, steps in ((one, 1), (two, 2)):
        completes, post = True, state
        for _ in range(steps):
            completes, post = _run(machine.step, post)
            if not completes:
                break
        got = u.at(state)
        assert got[0] is completes
        if completes:
            assert got[1] == post


def test_concolic_core_reinterprets_the_same_interpreter():
    from stamen.langs.mc.bench import FRAME as F
    from stamen.langs.mc.bench import Concolic, _start

    mem = st.symbolic("mem", mc.MEMORY)
    eax = st.symbolic("EAX", BV32)
    test = {mem: st.ArrayValue(mc.MEMORY, BV32(0), {BV32(F - 8): BV32(6), BV32(F - 4): BV32(3)}),
            eax: BV32(F - 8), st.symbolic("EBX", BV32): BV32(0)}
    path = mc.path("mov ebx, [eax]; xor ebx, [ebp-4]")
    faithful = symbolic_eval(path.step, _start())
    assert faithful.post["EBX"] is mem[eax] ^ mem[BV32(F - 4)]
    core = Concolic(test)
    unfaithful = symbolic_eval(dataclasses.replace(path, core=core).step, _start())
    # the symbolic address EAX and the xor of two symbolic words took the test's values
    assert unfaithful.post["EBX"] == BV32(6 ^ 3) and core.concretised == 2
    assert unfaithful.vocabulary is faithful.vocabulary is Update.identity(mc.State).vocabulary
