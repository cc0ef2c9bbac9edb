"""The parameter spaces searched for each solver: the parameters that steer search or
preprocessing, with the values worth trying, the solver's default first.

Every parameter here is one the solvers document as changing how an answer is found,
never which answer: no parameter that changes the semantics of an operator (z3's
`rewriter.hi_div0`) or drops part of a theory (`smt.arith.ignore_int`, `smt.arith.nl`),
no incomplete engine (stochastic local search), no experimental engine (z3's
`smt.bv.solver` 1 and 2) and no random seed (a seed that helps on the training queries
is luck, not a setting, and would overfit). z3's `sat.*` parameters steer the SAT
solver behind the `QF_BV` logic (which bit-blasts), its `smt.*` parameters the general
solver; both are in one space so that the search can pick the logic together with the
parameters that matter under it. A value the solver rejects would be a `SolverError` in
every run, so each is checked by a test; a configuration that answers a query
differently from another is rejected by the search (paramils.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from stamen.errors import InvalidArgument

# A configuration: (parameter name, value) pairs in the space's order; hashable, so that
# runs can be cached per configuration.
Configuration = tuple

__all__ = ["Parameter", "Configuration", "space_for", "SPACES", "restrict",
           "with_defaults_where_inactive"]


@dataclass(frozen=True)
class Parameter:
    """A solver parameter and the values to try; `values[0]` is the solver's default.
    `when` (name, value), if given, is the only setting of another parameter under which
    this one has an effect (ParamILS's conditional parameters): elsewhere it keeps its
    default and the search does not move it."""

    name: str
    values: tuple
    when: tuple | None = None

    @property
    def default(self):
        return self.values[0]

    def active(self, config: Configuration) -> bool:
        """Returns whether the parameter has an effect in `config`."""
        return self.when is None or dict(config).get(self.when[0]) == self.when[1]



_QF_BV = ("logic", "QF_BV")  # the sat.* parameters steer only z3's QF_BV solver

BV_TACTICS = (
    "qfbv",
    "(then simplify solve-eqs bit-blast sat)",
    "(then simplify propagate-values solve-eqs elim-uncnstr bit-blast sat)",
    "(then simplify propagate-values solve-eqs elim-uncnstr max-bv-sharing bit-blast sat)",
    "(then (using-params simplify :mul2concat true :blast_eq_value true) propagate-values "
    "solve-eqs elim-uncnstr bit-blast sat)",
)
SMT_TACTICS = (
    "(then simplify propagate-values solve-eqs elim-uncnstr smt)",
    "(then simplify propagate-values elim-term-ite solve-eqs smt)",
)

Z3_SPACE = (
    Parameter("logic", (None, "QF_BV")),  # a profile field, not a z3 parameter
    # a profile field too: a tactic pipeline whose solver replaces z3's (under QF_BV on
    # the bit-vector queries only; else on every query, where a bit-blasting pipeline
    # answers unknown on integers and costs the cap): the well-known bit-vector
    # pipelines, z3's own qfbv tactic without the incremental solver beside it, and
    # preprocessing before the SMT core for the other logics
    Parameter("tactic", (None, *BV_TACTICS, *SMT_TACTICS)),
    # which of z3's two solvers answers a one-shot query: by default the tactic (for
    # bit-vector queries, bit-blasting then SAT), with this the incremental one (the SMT
    # core, or the incremental SAT solver under QF_BV), which is what stamen's own
    # incremental checks use; both decide these logics
    Parameter("combined_solver.ignore_solver1", (False, True)),
    # the general (SMT core) solver
    Parameter("smt.auto_config", (True, False)),
    Parameter("smt.relevancy", (2, 0, 1)),
    Parameter("smt.phase_selection", (3, 0, 1, 2, 4, 5)),
    Parameter("smt.restart_strategy", (1, 0, 2, 3, 4)),
    Parameter("smt.restart_factor", (1.1, 1.5, 2.0)),
    # z3 takes case splits 3-5 only without its automatic configuration (else it warns
    # and ignores them): moved only there, where it takes every value
    Parameter("smt.case_split", (1, 0, 2, 3, 5), ("smt.auto_config", False)),
    Parameter("smt.arith.solver", (6, 2)),
    Parameter("smt.arith.propagation_mode", (1, 0, 2)),
    Parameter("smt.arith.random_initial_value", (False, True)),
    Parameter("smt.arith.eager_eq_axioms", (True, False)),
    Parameter("smt.arith.bprop_on_pivoted_rows", (True, False)),
    Parameter("smt.arith.branch_cut_ratio", (2, 4, 8)),
    Parameter("smt.arith.propagate_eqs", (True, False)),
    Parameter("smt.bv.delay", (False, True)),
    Parameter("smt.bv.reflect", (True, False)),
    Parameter("smt.bv.size_reduce", (False, True)),
    Parameter("smt.bv.watch_diseq", (False, True)),
    Parameter("smt.theory_aware_branching", (False, True)),
    Parameter("smt.elim_unconstrained", (True, False)),
    Parameter("smt.solve_eqs", (True, False)),
    Parameter("smt.propagate_values", (True, False)),
    Parameter("smt.dack", (1, 0, 2)),  # dynamic Ackermann reduction of congruences
    # quantifiers (the Boogie queries: SMACK's axioms over uninterpreted functions):
    # instantiation by E-matching and by model-based instantiation, their thresholds and
    # quantifier preprocessing; switching one engine off can only lose answers (scored as
    # the cap), never change one, as every instance is a consequence of the axiom
    Parameter("smt.mbqi", (True, False)),
    Parameter("smt.ematching", (True, False)),
    Parameter("smt.qi.eager_threshold", (10.0, 5.0, 50.0)),
    Parameter("smt.qi.lazy_threshold", (20.0, 100.0)),
    Parameter("smt.macro_finder", (False, True)),
    Parameter("smt.quasi_macros", (False, True)),
    Parameter("smt.pull_nested_quantifiers", (False, True)),
    # the SAT solver behind QF_BV
    Parameter("sat.restart", ("ema", "luby", "geometric", "static"), _QF_BV),
    Parameter("sat.restart.factor", (1.5, 1.2, 2.0), _QF_BV),
    Parameter("sat.phase", ("caching", "always_false", "always_true", "basic_caching"), _QF_BV),
    Parameter("sat.branching.heuristic", ("vsids", "chb"), _QF_BV),
    Parameter("sat.gc", ("glue_psm", "glue", "psm", "dyn_psm"), _QF_BV),
    Parameter("sat.variable_decay", (110, 100, 120), _QF_BV),
    Parameter("sat.acce", (False, True), _QF_BV),
    Parameter("sat.elim_vars", (True, False), _QF_BV),
    Parameter("sat.probing", (True, False), _QF_BV),
    Parameter("sat.subsumption", (True, False), _QF_BV),
    Parameter("sat.lookahead_simplify", (False, True), _QF_BV),
    Parameter("sat.random_freq", (0.01, 0.0, 0.05), _QF_BV),
    Parameter("sat.restart.initial", (2, 50, 100), _QF_BV),
    Parameter("sat.restart.margin", (1.1, 1.2, 1.5), _QF_BV),
    Parameter("sat.phase.sticky", (True, False), _QF_BV),
    Parameter("sat.rephase.base", (1000, 200, 5000), _QF_BV),
    Parameter("sat.minimize_lemmas", (True, False), _QF_BV),
    Parameter("sat.dyn_sub_res", (True, False), _QF_BV),
    Parameter("sat.asymm_branch", (True, False), _QF_BV),
    Parameter("sat.ate", (True, False), _QF_BV),
    Parameter("sat.scc", (True, False), _QF_BV),
    Parameter("sat.cardinality.solver", (True, False), _QF_BV),
    # the rewriter (equivalence-preserving simplifications, both solvers)
    Parameter("rewriter.blast_distinct", (False, True)),
    Parameter("rewriter.bv_le_extra", (False, True)),
    Parameter("rewriter.pull_cheap_ite", (False, True)),
    Parameter("rewriter.mul2concat", (False, True)),
    Parameter("rewriter.ite_extra_rules", (True, False)),
    Parameter("rewriter.push_ite_bv", (False, True)),
    Parameter("rewriter.hoist_ite", (False, True)),
    Parameter("rewriter.bv_not_simpl", (False, True)),
    Parameter("rewriter.bv_extract_prop", (False, True)),
    Parameter("rewriter.blast_eq_value", (False, True)),
    Parameter("rewriter.elim_sign_ext", (True, False)),
)

_MINISAT = ("sat-solver", "minisat")  # the restart options are MiniSat's

# cvc5's options, as its backend runs (incremental, models produced): options cvc5 refuses
# in incremental mode are left out (`bitblast eager`, `bool-to-bv`, `unconstrained-simp`,
# `ite-simp`, `learned-rewrite`, `pb-rewrites`; `minisat-simplification` with models),
# and so is `bv-rw-extend-eq`, which
# crashed the process (a segmentation fault) on an ifc query. `bv-sat-solver` is not
# here: the PyPI build has CaDiCaL only (kissat and cryptominisat are "not compiled in"),
# so the SAT solver that bit-blasted queries go to cannot be chosen; `sat-solver` is the
# SAT solver of the CDCL(T) core.
CVC5_SPACE = (
    Parameter("simplification", ("batch", "none")),
    Parameter("decision", ("internal", "justification", "stoponly")),
    Parameter("bv-solver", ("bitblast", "bitblast-internal")),
    Parameter("sat-solver", ("cadical", "minisat")),
    Parameter("preregister-mode", ("eager", "lazy")),
    Parameter("bv-eager-eval", (False, True)),
    Parameter("bv-to-bool", (False, True)),
    Parameter("bv-propagate", (True, False)),
    Parameter("bv-gauss-elim", (False, True)),
    Parameter("bv-intro-pow2", (False, True)),
    Parameter("bv-assert-input", (False, True)),
    Parameter("static-learning", (True, False)),
    Parameter("repeat-simp", (False, True)),
    Parameter("simp-ite-compress", (False, True)),
    Parameter("ext-rew-prep", ("off", "use", "agg")),
    Parameter("miplib-trick", (False, True)),
    Parameter("arith-rewrite-equalities", (False, True)),
    Parameter("restart-int-base", (25, 10, 100), _MINISAT),
    Parameter("restart-int-inc", (3.0, 1.5, 2.0), _MINISAT),
    Parameter("random-freq", (0.0, 0.01, 0.05), _MINISAT),
)

_PREPROCESS = ("preprocess", True)  # the pp-* passes run only when preprocessing does
_ABSTRACTION = ("abstraction", True)  # the abstraction-* options steer only that module

# bitwuzla's options by their long names. Its engines: bit-blasting (the default) and
# preprop (local search after preprocessing, falling back to bit-blasting, so it decides
# what bit-blasting decides); prop alone is left out, being incomplete (it cannot
# answer unsat). The SAT solver is left out: the installed build has CaDiCaL only
# (kissat, cms and gimsatul are "not compiled in"), and the prop-* options are local-
# search tuning that matters only under preprop's first phase.
BITWUZLA_SPACE = (
    Parameter("bv-solver", ("bitblast", "preprop")),
    Parameter("rewrite-level", (2, 0, 1)),
    Parameter("preprocess", (True, False)),
    Parameter("pp-contr-ands", (False, True), _PREPROCESS),
    Parameter("pp-elim-bvudiv", (False, True), _PREPROCESS),
    Parameter("pp-embedded", (True, False), _PREPROCESS),
    Parameter("pp-flatten-and", (True, False), _PREPROCESS),
    Parameter("pp-normalize", (True, False), _PREPROCESS),
    Parameter("pp-skeleton-preproc", (True, False), _PREPROCESS),
    Parameter("pp-variable-subst", (True, False), _PREPROCESS),
    Parameter("pp-variable-subst-norm-eq", (True, False), _PREPROCESS),
    Parameter("pp-variable-subst-norm-diseq", (False, True), _PREPROCESS),
    Parameter("pp-variable-subst-norm-bv-ineq", (False, True), _PREPROCESS),
    # abstraction of wide arithmetic (bvmul, bvudiv, bvurem; optionally bvadd, ite) by
    # fresh values refined by lemmas on demand: equisatisfiable whatever its settings
    Parameter("abstraction", (True, False)),
    Parameter("abstraction-bv-size", (33, 8, 16, 64), _ABSTRACTION),
    Parameter("abstraction-eager-refine", (False, True), _ABSTRACTION),
    Parameter("abstraction-value-limit", (8, 4, 16), _ABSTRACTION),
    Parameter("abstraction-value-only", (False, True), _ABSTRACTION),
    Parameter("abstraction-assert", (False, True), _ABSTRACTION),
    Parameter("abstraction-initial-lemmas", (False, True), _ABSTRACTION),
    Parameter("abstraction-inc-bitblast", (False, True), _ABSTRACTION),
    Parameter("abstraction-bvadd", (False, True), _ABSTRACTION),
    Parameter("abstraction-bvmul", (True, False), _ABSTRACTION),
    Parameter("abstraction-bvudiv", (True, False), _ABSTRACTION),
    Parameter("abstraction-bvurem", (True, False), _ABSTRACTION),
    Parameter("abstraction-ite", (False, True), _ABSTRACTION),
)

SPACES = {"z3": Z3_SPACE, "cvc5": CVC5_SPACE, "bitwuzla": BITWUZLA_SPACE}


def space_for(solver: str) -> tuple[Parameter, ...]:
    """Returns the parameter space searched for `solver` (z3, cvc5 or bitwuzla)."""
    if solver not in SPACES:
        raise InvalidArgument(f"stamen tune: no parameter space for solver {solver!r}; "
                              f"one of {sorted(SPACES)}")
    return SPACES[solver]


def restrict(space: tuple[Parameter, ...], names: list[str]) -> tuple[Parameter, ...]:
    """Returns the parameters of `space` named in `names` (a name ending with "." stands
    for every parameter it prefixes: "sat."), with the parameters their conditions
    depend on (so that `sat.` brings `logic`), in the space's order; the others keep
    their defaults. Raises InvalidArgument for a name that picks nothing."""
    def picks(name: str, p: Parameter) -> bool:
        return p.name.startswith(name) if name.endswith(".") else p.name == name

    for name in names:
        if not any(picks(name, p) for p in space):
            raise InvalidArgument(f"stamen tune: no parameter {name!r} in the space")
    chosen = {p.name for p in space if any(picks(n, p) for n in names)}
    chosen |= {p.when[0] for p in space if p.name in chosen and p.when}
    return tuple(p for p in space if p.name in chosen)


def default_configuration(space: tuple[Parameter, ...]) -> Configuration:
    """Returns the configuration that sets every parameter to the solver's default."""
    return tuple((p.name, p.default) for p in space)


def random_configuration(space: tuple[Parameter, ...], rng: random.Random) -> Configuration:
    """Returns a configuration with each parameter drawn uniformly from its values (an
    inactive one at its default)."""
    return with_defaults_where_inactive(
        tuple((p.name, rng.choice(p.values)) for p in space), space)


def neighbours(config: Configuration, space: tuple[Parameter, ...]) -> list[Configuration]:
    """Returns the configurations that differ from `config` in exactly one active parameter
    (ParamILS's one-exchange neighbourhood), with the parameters that change leaves
    inactive set back to their defaults."""
    out = []
    for i, p in enumerate(space):
        if not p.active(config):
            continue
        for v in p.values:
            if v != config[i][1]:
                moved = (*config[:i], (p.name, v), *config[i + 1:])
                out.append(with_defaults_where_inactive(moved, space))
    return out


def with_defaults_where_inactive(config: Configuration,
                                  space: tuple[Parameter, ...]) -> Configuration:
    """Returns `config` with every inactive parameter at its default, so that two
    configurations that run alike are the same configuration."""
    return tuple((name, v if p.active(config) else p.default)
                 for (name, v), p in zip(config, space, strict=True))


def changes(config: Configuration, space: tuple[Parameter, ...]) -> dict:
    """Returns the parameters of `config` that differ from the defaults (`config` may be a
    configuration of a part of `space`: see `restrict`)."""
    defaults = {p.name: p.default for p in space}
    return {name: v for name, v in config if v != defaults[name]}
