"""The parameter spaces searched for each solver: a few parameters each, with the values
worth trying, the solver's default first.

The parameters are those the solvers document as affecting search on the theories
stamen's suites use (bit-vectors, linear integer arithmetic, arrays); a value the
solver rejects would be a `SolverError` in every run, so each is checked by a test.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from stamen.errors import InvalidArgument

__all__ = ["Parameter", "Configuration", "space_for", "SPACES"]


@dataclass(frozen=True)
class Parameter:
    """A solver parameter and the values to try; `values[0]` is the solver's default."""

    name: str
    values: tuple

    @property
    def default(self):
        return self.values[0]


# A configuration: (parameter name, value) pairs in the space's order; hashable, so that
# runs can be cached per configuration.
Configuration = tuple


Z3_SPACE = (
    Parameter("logic", (None, "QF_BV")),  # a profile field, not a z3 parameter
    Parameter("smt.relevancy", (2, 0, 1)),
    Parameter("smt.phase_selection", (3, 0, 1, 2, 4, 5)),
    Parameter("smt.restart_strategy", (1, 0, 2, 3, 4)),
    Parameter("smt.restart_factor", (1.1, 1.5, 2.0)),
    Parameter("smt.case_split", (1, 0)),
    Parameter("smt.arith.solver", (6, 2)),
    Parameter("smt.bv.delay", (False, True)),
    Parameter("smt.bv.reflect", (True, False)),
    Parameter("smt.bv.solver", (0, 1, 2)),
    Parameter("smt.theory_aware_branching", (False, True)),
    Parameter("rewriter.hi_div0", (True, False)),
    Parameter("smt.random_seed", (0, 1, 2, 3)),
)

CVC5_SPACE = (
    Parameter("simplification", ("batch", "none")),
    Parameter("decision", ("internal", "justification", "stoponly")),
    Parameter("bv-solver", ("bitblast", "bitblast-internal")),
    Parameter("ite-simp", (False, True)),
    Parameter("repeat-simp", (False, True)),
    Parameter("miplib-trick", (False, True)),
    Parameter("sat-random-seed", (0, 1, 2, 3)),
)

SPACES = {"z3": Z3_SPACE, "cvc5": CVC5_SPACE}


def space_for(solver: str) -> tuple[Parameter, ...]:
    """Returns the parameter space searched for `solver` (z3 or cvc5)."""
    if solver not in SPACES:
        raise InvalidArgument(f"stamen tune: no parameter space for solver {solver!r}; "
                              f"one of {sorted(SPACES)}")
    return SPACES[solver]


def default_configuration(space: tuple[Parameter, ...]) -> Configuration:
    """Returns the configuration that sets every parameter to the solver's default."""
    return tuple((p.name, p.default) for p in space)


def random_configuration(space: tuple[Parameter, ...], rng: random.Random) -> Configuration:
    """Returns a configuration with each parameter drawn uniformly from its values."""
    return tuple((p.name, rng.choice(p.values)) for p in space)


def neighbours(config: Configuration, space: tuple[Parameter, ...]) -> list[Configuration]:
    """Returns the configurations that differ from `config` in exactly one parameter
    (ParamILS's one-exchange neighbourhood)."""
    out = []
    for i, p in enumerate(space):
        for v in p.values:
            if v != config[i][1]:
                out.append((*config[:i], (p.name, v), *config[i + 1:]))
    return out


def changes(config: Configuration, space: tuple[Parameter, ...]) -> dict:
    """Returns the parameters of `config` that differ from the defaults."""
    return {name: v for (name, v), p in zip(config, space, strict=True) if v != p.default}
