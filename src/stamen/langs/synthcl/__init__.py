"""SynthCL: the PLDI'14 paper's OpenCL case study (section 5.1), on stamen.

A host program in Python creates buffers, binds kernel arguments and launches NDRanges
of work-items (`runtime`); kernels are lifted Python functions over OpenCL's scalars and
vectors (`types`) and bounds-checked, race-checked buffers (`memory`). The three
benchmarks refine a sequential reference step by step into vector kernels: matrix
multiplication (`mm`), the Sobel filter (`sobel`) and the fast Walsh transform (`fwt`),
each step verified or synthesized by `queries`; `bench.suite` gives Table 4's rows.
"""

from stamen.langs.synthcl.bench import ROWS, run_row, suite
from stamen.langs.synthcl.memory import (
    READ_ONLY,
    READ_WRITE,
    WRITE_ONLY,
    Buffer,
    Pointer,
    host_array,
    malloc,
)
from stamen.langs.synthcl.queries import Outcome, Problem, check, verify_problem
from stamen.langs.synthcl.runtime import (
    CommandQueue,
    Context,
    Kernel,
    get_global_id,
    get_global_offset,
    get_global_size,
    get_group_id,
    get_local_id,
    get_local_size,
    get_num_groups,
    get_work_dim,
    kernel,
)
from stamen.langs.synthcl.synthesis import synthesize_problem
from stamen.langs.synthcl.types import (
    FLOAT,
    INT,
    SMALL,
    Vec,
    bitwidth,
    convert_float,
    convert_float4,
    convert_int,
    convert_int4,
    float2,
    float4,
    float8,
    float16,
    float_,
    int2,
    int4,
    int8,
    int16,
    int_,
    int_range,
    int_type,
    rem,
    sqrt,
)

__all__ = [
    "FLOAT", "INT", "SMALL", "READ_ONLY", "READ_WRITE", "ROWS", "WRITE_ONLY", "Buffer",
    "CommandQueue",
    "Context", "Kernel", "Outcome", "Pointer", "Problem", "Vec", "bitwidth", "check",
    "convert_float", "convert_float4", "convert_int", "convert_int4", "float16", "float2",
    "float4", "float8", "float_", "get_global_id", "get_global_offset", "get_global_size",
    "get_group_id", "get_local_id", "get_local_size", "get_num_groups", "get_work_dim",
    "host_array", "int16", "int2", "int4", "int8", "int_", "int_range", "int_type", "kernel",
    "malloc", "rem", "run_row", "sqrt", "suite", "synthesize_problem", "verify_problem",
]
