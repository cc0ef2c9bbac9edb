"""The bvmax story of seed 002 (slides 13-36), as issue 4 states it."""

import pytest

from stamen import BitVec
from stamen.langs.bvmax import (
    debug_program,
    interpret,
    parse,
    parse_function,
    programs,
    run,
    synthesize_program,
    verify_program,
)
from stamen.langs.bvmax.queries import reference_max

BV32 = BitVec(32)


@pytest.fixture(scope="module")
def bvmax():
    return parse_function(programs.bvmax)


def test_runs_concretely(bvmax):
    assert run(bvmax, -2, -1) == -1


def test_verify_finds_a_counterexample_that_replays(bvmax):
    cex, sol = verify_program(bvmax)
    assert sol.sat and cex is not None
    assert run(bvmax, *cex) != max(cex)


def test_debug_core_contains_the_faulty_instruction(bvmax):
    cex, _ = verify_program(bvmax)
    core = debug_program(bvmax, cex)
    texts = [o.text for o in core]
    assert "r4 = bvxor(r0, r2)" in texts
    faulty = next(o for o in core if o.text == "r4 = bvxor(r0, r2)")
    assert faulty.filename == programs.__file__ and faulty.line == 9


def _relaxed_vc(program, inputs):
    """Returns debug_program's encoding: the vc with every instruction's result relaxed and
    softly pinned, and the (indicator, origin) of each pin."""
    import stamen as st
    from stamen.errors import PathFailure
    from stamen.lift.decorator import lift_thunk
    from stamen.terms.boolean import and_
    from stamen.vm.paths.relax import new_relaxation
    from stamen.vm.state.config import resolve_config
    from stamen.vm.state.context import evaluation

    concrete = [BV32(v) for v in inputs]
    relaxation = new_relaxation(BV32)
    relaxation.lifted_returns = False
    with evaluation(resolve_config({})) as ctx:
        ctx.relaxation = relaxation
        try:
            lift_thunk(lambda: st.assert_(interpret(program, concrete)
                                          == reference_max(*concrete)))()
        except PathFailure:
            pass
        finally:
            ctx.relaxation = None
    hard = and_(ctx.vc.assumes_formula(), ctx.vc.asserts_formula(),
                *(formula for _, formula, _ in relaxation.pins))
    return hard, [(p, origin) for p, _, origin in relaxation.pins]


def test_debug_core_is_minimal(bvmax):
    """The core still fails with only its instructions pinned, and removing any element
    from it (relaxing that instruction too) leaves the vc satisfiable: each one is needed."""
    from stamen.solvers.base import make_solver
    from stamen.solvers.result import Result

    cex, _ = verify_program(bvmax)
    core = debug_program(bvmax, cex)
    assert core.status == "minimal" and 1 <= len(core) <= len(bvmax.instructions)
    hard, pins = _relaxed_vc(bvmax, cex)
    assert all(origin is not None for _, origin in pins)

    def pinned(origins):
        return [p for p, origin in pins if origin in origins]

    with make_solver("z3") as s:
        s.add(hard)
        assert s.check(pinned(list(core))) is Result.UNSAT
        for blamed in core:
            rest = [o for o in core if o != blamed]
            assert s.check(pinned(rest)) is Result.SAT, blamed


def test_synthesized_program_is_printed_and_verifies():
    sketch = parse_function(programs.bvmax_sketch)
    program, sol = synthesize_program(sketch)
    assert sol.sat and program is not None
    text = program.source()
    assert "_" not in text.replace("bvmax_sketch", "")
    reparsed = parse(text)
    assert verify_program(reparsed)[1].unsat
    for a, b in [(0, -2), (-2, -1), (7, 7), (-(2**31), 2**31 - 1)]:
        assert run(reparsed, a, b) == max(a, b)


def test_parse_errors_name_the_line():
    from stamen.errors import InvalidArgument

    with pytest.raises(InvalidArgument, match=r"<bvmax>:2: unknown opcode 'bvfoo'"):
        parse("def p(r0, r1):\n    r2 = bvfoo(r0, r1)\n    return r2\n")


def test_each_bench_row_reports_its_own_query(monkeypatch):
    import types

    import stamen as st
    import stamen.langs.bvmax as bvmax_pkg

    def stats(n):
        s = st.Stats()
        s.joins, s.eval_seconds, s.solve_seconds = n, n / 10, n / 100
        return s

    fake = {
        "run": -1, "run_seconds": 0.1,
        "counterexample": [1, 2], "verify_solution": types.SimpleNamespace(stats=stats(2)),
        "verify_seconds": 0.2,
        "core": [], "debug_seconds": 0.3,
        "synthesized": None, "synthesis_solution": types.SimpleNamespace(stats=stats(4)),
        "synthesize_seconds": 0.4,
        "recheck_solution": types.SimpleNamespace(stats=stats(5), unsat=True, sat=False),
        "recheck_seconds": 0.5, "recheck": None,
    }

    class Core(list):
        pass

    fake["core"] = Core()
    fake["core"].stats = stats(3)
    monkeypatch.setattr(bvmax_pkg, "story", lambda: fake)
    rows = {r["name"]: r for r in bvmax_pkg.suite()}
    assert [rows[f"bvmax_{n}"]["seconds"] for n in
            ("run", "verify", "debug", "synthesize", "verify_synthesized")] == [
                0.1, 0.2, 0.3, 0.4, 0.5]
    assert [rows[f"bvmax_{n}"]["joins"] for n in
            ("run", "verify", "debug", "synthesize", "verify_synthesized")] == [0, 2, 3, 4, 5]
