"""The section 7 experiment of seed 001 at a small size: the faithful evaluator (MC's
interpreter under `symbolic_eval`) never diverges; the SAGE-style unfaithful one (the
same interpreter over the `Concolic` core) keeps fewer constraints and does diverge."""

from __future__ import annotations

import random

import stamen as st
from stamen.langs import mc
from stamen.langs.mc import bench


def test_faithful_never_diverges_and_unfaithful_does():
    totals = bench.experiment(programs=6, size=30, tests=3, seed=3)
    faithful, unfaithful = totals["faithful"], totals["unfaithful"]
    assert faithful["tests"] == unfaithful["tests"] == 18
    assert faithful["unknown"] == unfaithful["unknown"] == 0
    assert faithful["sat"] > 0 and faithful["diverged"] == 0
    assert unfaithful["diverged"] > 0
    assert unfaithful["constraints"] <= faithful["constraints"]


def test_path_constraint_characterises_the_path_exactly():
    rng = random.Random(7)
    program = bench.random_program(rng, 20)
    test_input = bench.random_input(rng)
    trace, _ = program.trace(bench._concrete_state(test_input))
    conditions = bench.path_constraint(program, trace, mc.FAITHFUL)
    phi = st.and_(*(c for _, c in conditions))
    values = {st.symbolic(n, s): test_input[n] for n, s in
              (("mem", mc.MEMORY), ("EAX", mc.BV32), ("EBX", mc.BV32))}
    assert st.substitute(phi, values) is True  # the test's own input follows its path
    sol = st.solve(phi)
    assert sol.sat
    vocab = {n: st.symbolic(n, s) for n, s in
             (("mem", mc.MEMORY), ("EAX", mc.BV32), ("EBX", mc.BV32))}
    other = {n: sol.evaluate(c) for n, c in vocab.items()}
    assert program.trace(bench._concrete_state(other))[0] == trace


def test_quick_suite_rows():
    rows = bench.suite(quick=True)
    assert [r["name"] for r in rows] == ["section7_faithful", "section7_unfaithful",
                                         "section7_ratio"]
    assert all(r["ok"] is True for r in rows)
    assert rows[0]["divergence_rate"] == 0.0
