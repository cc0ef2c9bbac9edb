"""IFC: secure stack machines with information-flow labels, verified for end-to-end
noninterference (Hritcu et al., "Testing noninterference, quickly"; the PLDI'14 paper's
IFCL). See `eeni.verify_eeni` and `bench.suite`."""

from stamen.langs.ifc.bench import BENCHMARKS, scaling, suite
from stamen.langs.ifc.eeni import EENIResult, Witness, replay, verify_eeni
from stamen.langs.ifc.indist import indist, mem_indist
from stamen.langs.ifc.instructions import ALL as INSTRUCTIONS
from stamen.langs.ifc.machine import (
    BV5,
    HIGH,
    LOW,
    Instruction,
    Machine,
    Ret,
    Value,
    halted,
    halted_low,
    init,
    run,
)

__all__ = [
    "BENCHMARKS", "BV5", "EENIResult", "HIGH", "INSTRUCTIONS", "Instruction", "LOW",
    "Machine", "Ret", "Value", "Witness", "halted", "halted_low", "indist", "init",
    "mem_indist", "replay", "run", "scaling", "suite", "verify_eeni",
]
