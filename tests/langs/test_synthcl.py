"""SynthCL: OpenCL's types, buffers and runtime on stamen, and the paper's refinement
steps (MM, SF, FWT) at small bounds, each with its exact answer."""

from dataclasses import replace
from fractions import Fraction

import pytest

import stamen as st
from stamen.langs import synthcl as cl
from stamen.langs.synthcl import bench
from stamen.langs.synthcl.queries import Problem, int_arrays


def _row(name):
    return next(r for r in bench.ROWS if r.name == name)


def _run(name, shapes, verify_shapes=None):
    """Runs a row of the table at the given dimension tuples."""
    row = _row(name)
    problem = replace(bench.problem(row, quick=True), shapes=shapes)
    if row.sketches:
        return cl.synthesize_problem(problem, row.sketches, row.complete,
                                     verify_shapes or shapes)
    return cl.verify_problem(problem)


# ---------------------------------------------------------------- types


def test_ints_are_c_ints_of_the_current_width():
    assert cl.int_(-7) / cl.int_(2) == cl.int_(-3)            # truncating division
    assert cl.rem(cl.int_(-7), cl.int_(2)) == cl.int_(-1)     # C's %, sign of the dividend
    assert cl.int_(2**31) == cl.int_(-2**31)                  # wraps at 32 bits
    with cl.bitwidth(8):
        assert cl.int_(200).signed == -56
        assert cl.int_(st.BitVec(32)(-3)) == st.BitVec(8)(-3)  # sign-converted
    assert cl.convert_int(Fraction(-7, 2)) == cl.int_(-3)     # (int) truncates
    assert cl.convert_float(cl.int_(-3)) == Fraction(-3)


def test_int_converts_bit_vectors_of_other_widths():
    small = st.fresh(cl.SMALL)
    with cl.bitwidth(8):
        widened = cl.int_(small)
        assert widened.sort == st.BitVec(8)
        assert st.verify(lambda: st.assert_(
            st.implies(small == cl.SMALL(-3), widened == cl.int_(-3)))).unsat
        assert cl.int_(st.fresh(st.BitVec(32))).sort == st.BitVec(8)


def test_vectors_are_element_wise_with_swizzles():
    v = cl.int4(1, 2, 3, 4)
    assert (v + 1).elems == cl.int4(2, 3, 4, 5).elems
    assert (v * v).w == cl.int_(16)
    assert v.wzyx.elems == cl.int4(4, 3, 2, 1).elems
    assert v.lo.elems == cl.int2(1, 2).elems and v.odd.elems == cl.int2(2, 4).elems
    assert v.s3 == cl.int_(4) and v.xy.elems == v.s01.elems
    assert (v < 3).elems == cl.int4(-1, -1, 0, 0).elems       # OpenCL's true is -1
    assert v.with_("yz", cl.int2(9, 8)).elems == cl.int4(1, 9, 8, 4).elems
    f = cl.convert_float4(v) / 2
    assert f.elems == (Fraction(1, 2), 1, Fraction(3, 2), 2)
    assert cl.convert_int4(f).elems == cl.int4(0, 1, 1, 2).elems
    with pytest.raises(TypeError):
        bool(v)
    with pytest.raises(AttributeError):
        _ = v.q


@st.lifted
def _vector_under_a_branch(x):
    v = cl.int4(1)
    if x > 0:
        v = cl.int4(x, 2, 3, 4)
    return v.x + v.y


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_vectors_merge_element_wise_under_every_strategy(merge):
    x = st.fresh(cl.int_type())
    expected = st.ite(x > 0, x + 2, cl.int_(2))
    assert st.verify(lambda: st.assert_(_vector_under_a_branch(x) == expected),
                     merge=merge).unsat
    assert st.verify(lambda: st.assert_(_vector_under_a_branch(x) == x + 2),
                     merge=merge).sat


def test_concrete_sqrt_is_exact_on_squares():
    assert cl.sqrt(Fraction(9, 4)) == Fraction(3, 2)
    assert cl.sqrt(cl.float4(4)).elems == (2, 2, 2, 2)


# ---------------------------------------------------------------- memory and runtime


@cl.kernel("int*", "int*")
def shift_left(src, dst):
    i = cl.get_global_id(0)
    dst[i] = src[i + 1]


@cl.kernel("int*")
def racy(buf):
    buf[0] = cl.get_global_id(0)


@cl.kernel("int*")
def reads_a_neighbours_write(buf):
    i = cl.get_global_id(0)
    buf[i] = buf[i] + buf[0]


def _launch(kernel_fn, values, global_size, *, extra=()):
    context = cl.Context()
    queue = context.create_command_queue()
    buffers = []
    for v in (values, *extra):
        b = context.create_buffer(cl.READ_WRITE, len(v))
        queue.write_buffer(b, v)
        buffers.append(b)
    k = cl.Kernel(kernel_fn)
    for i, b in enumerate(buffers):
        k.set_arg(i, b)
    queue.enqueue_nd_range(k, global_size)
    return [queue.read_buffer(b).contents() for b in buffers]


def test_a_kernel_runs_concretely():
    src, dst = _launch(shift_left, [cl.int_(v) for v in (5, 6, 7, 8)], 3, extra=([0] * 4,))
    assert dst == [cl.int_(v) for v in (6, 7, 8, 0)]


def test_out_of_bounds_is_an_assertion_failure():
    sol = st.verify(lambda: _launch(shift_left, [cl.int_(v) for v in (5, 6, 7, 8)], 4,
                                    extra=([0] * 4,)))
    assert sol.sat and "out-of-bounds read at 4" in sol.failure.message
    xs = [st.fresh(cl.int_type()) for _ in range(4)]
    sol = st.verify(lambda: _launch(shift_left, xs, 4, extra=([0] * 4,)))
    assert sol.sat and "out-of-bounds" in sol.failure.message


def test_conflicting_accesses_are_assertion_failures():
    # (checked through verify: a concrete failure is a counterexample under any input)
    sol = st.verify(lambda: _launch(racy, [0, 0], 2))
    assert sol.sat and "conflicting access to cell 0" in sol.failure.message
    sol = st.verify(lambda: _launch(reads_a_neighbours_write, [1, 2, 3], 3))
    assert sol.sat and "conflicting access to cell 0" in sol.failure.message


def test_a_symbolic_index_reads_and_writes_under_guards():
    buf = cl.host_array([10, 20, 30, 40])
    k = st.fresh(cl.int_type())

    def body():
        st.assume(k < 4)
        buf[k] = 0
        st.assert_(buf[k] == 0)

    assert st.verify(body).sat                      # k < 0 reads out of bounds
    assert st.verify(lambda: (st.assume(k >= 0), body())).unsat


# ---------------------------------------------------------------- the benchmarks, small


@pytest.mark.parametrize("name, shapes", [
    ("MM1_v", ((4, 4, 4), (4, 8, 4))),
    ("MM2_v", ((4, 4, 4), (8, 4, 8))),
    ("SF1_v", ((1, 1), (3, 3), (4, 3))),
    ("SF2_v", ((3, 3), (4, 4))),
    ("SF3_v", ((2, 3), (4, 4))),
    ("SF4_v", ((3, 4),)),
    ("SF5_v", ((4, 3),)),
    ("SF6_v", ((3, 3), (4, 3))),
    ("SF7_v", ((3, 3), (3, 4))),
    ("FWT1_v", ((1,), (2,), (4,), (8,))),
    ("FWT2_v", ((1,), (2,), (4,), (8,), (16,))),
])
def test_refinement_steps_verify(name, shapes):
    assert _run(name, shapes).answer == "verified"


@pytest.mark.parametrize("name, shapes, where", [
    ("MM2_v (bug)", ((4, 4, 4), (4, 8, 8)), (4, 4, 4)),
    ("SF4_v (bug)", ((3, 3),), (3, 3)),
    ("FWT1_v (bug)", ((1,), (2,)), (2,)),
])
def test_buggy_steps_give_replayed_counterexamples(name, shapes, where):
    outcome = _run(name, shapes)
    assert outcome.answer == "counterexample" and outcome.shape == where
    assert outcome.solution.sat and outcome.failure


@pytest.mark.parametrize("name, shapes, verify_shapes, expect", [
    ("FWT2_s", ((8,),), ((2,), (8,), (16,)), "step / 4"),
    ("FWT1_s", ((8,),), ((2,), (8,)), "pair = "),
    # the two slowest (12 and 10 CPU s) in the slow tier; `make demo` runs them too
    pytest.param("MM2_s", ((8, 4, 8),), ((4, 4, 4), (8, 4, 8)), "r = i * 4 + off",
                 marks=pytest.mark.slow),
    pytest.param("SF3_s", ((3, 3), (4, 4)), ((3, 3), (4, 6)), "int_(SMALL(4)) <= cx",
                 marks=pytest.mark.slow),
    ("SF7_s", ((3, 3),), ((3, 3), (4, 3)), "int_(SMALL("),
])
def test_sketches_are_synthesized_printed_and_verified(name, shapes, verify_shapes, expect):
    outcome = _run(name, shapes, verify_shapes)
    assert outcome.answer == "synthesized", outcome
    assert outcome.check.answer == "verified"
    source = "\n".join(outcome.sources)
    assert "choose" not in source and "hole" not in source
    assert expect in source


def test_a_kernel_can_be_verified_under_every_merge_strategy():
    def problem():
        return Problem("shift", lambda a, n: _shifted(a, n), lambda a, n: _shifted_ref(a, n),
                       ((3,),), lambda n: int_arrays(n), lambda n: n)
    for merge in ("types", "none", "logic"):
        assert cl.verify_problem(problem(), merge=merge).answer == "verified"


def _shifted(a, n):
    context = cl.Context()
    queue = context.create_command_queue()
    src = context.create_buffer(cl.READ_ONLY, n)
    dst = context.create_buffer(cl.WRITE_ONLY, n)
    queue.write_buffer(src, a)
    k = cl.Kernel(shift_left)
    k.set_arg(0, src)
    k.set_arg(1, dst)
    queue.enqueue_nd_range(k, n - 1)
    return queue.read_buffer(dst)


@st.lifted
def _shifted_ref(a, n):
    out = cl.malloc(n)
    for i in range(n - 1):
        out[i] = a[i + 1]
    return out


@pytest.mark.slow
def test_full_suite():
    rows = bench.suite(quick=False, out=False)
    assert [r["name"] for r in rows] == [r.name for r in bench.ROWS]
    assert all(r["ok"] for r in rows), [(r["name"], r["answer"]) for r in rows]


@st.lifted
def _doubled_sketch(a, n):
    out = cl.malloc(n)
    for i in range(n):
        out[i] = a[i] * 2 + cl.int_(st.hole(cl.SMALL))
    return out


@st.lifted
def _tripled(a, n):
    out = cl.malloc(n)
    for i in range(n):
        out[i] = a[i] * 3
    return out


def test_synthesis_is_unsat_when_real_inputs_rule_out_every_completion():
    problem = Problem("triple", _doubled_sketch, _tripled, ((4,),), lambda n: int_arrays(n),
                      lambda n: n, width=8)
    outcome = cl.synthesize_problem(problem, (_doubled_sketch,), lambda f: f, ((4,),))
    assert outcome.answer == "unsat" and outcome.rounds == 1 and not outcome.sources
