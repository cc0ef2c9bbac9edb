"""`symbolic_eval`: the transformer of a step, obtained by running the user's interpreter
(ordinary lifted Python, the same code that runs concretely) on a symbolic pre-state.

This is the paper's reinterpretation of the semantic core with structure updates for
states (seed 001, section 4): here stamen's symbolic VM is the reinterpreted core, so no
translation is written per language or per primitive. The step runs in a fresh
evaluation under the chosen merge strategy; its vc gives the Update's `assumes` and
`asserts`, its returned state the post-state terms.
"""

from __future__ import annotations

from dataclasses import replace

from stamen.analysis.memory import resolve_reads
from stamen.analysis.update import Update
from stamen.analysis.vocabulary import state_type_of, vocabulary
from stamen.boundary import call_user, faults_are_internal
from stamen.errors import InvalidArgument, UnsupportedConstruct
from stamen.lift.decorator import lift_thunk
from stamen.query.evaluation import evaluate_thunk
from stamen.terms.boolean import and_, implies
from stamen.terms.traverse import constants
from stamen.vm.state.config import resolve_config

__all__ = ["Applied", "symbolic_eval", "start_update", "run_on", "analysis_config",
           "refuse_fresh"]


def start_update(step, state) -> Update:
    """Returns the Update a step starts from: `state` itself (an Update), the identity of a
    state type (a type, or None: the step's own state type), or the Update whose
    post-state is `state` (an instance of a state type, e.g. with some fields concrete)."""
    if isinstance(state, Update):
        return state
    if state is None:
        return Update.identity(state_type_of(step))
    if isinstance(state, type):
        return Update.identity(state)
    try:
        vocabulary(type(state))
    except InvalidArgument:
        raise InvalidArgument(f"symbolic_eval: state= must be a state type, a state or an "
                              f"Update, got {state!r}") from None
    return Update.of_state(state)


class Applied:
    """The thunk `fn(arg)`. Unlike functools.partial its repr does not show `arg` (a state
    whose repr prints every term, which evaluate_thunk's argument check would pay for)."""

    __slots__ = ("fn", "arg", "where")

    def __init__(self, fn, arg, where: str):
        self.fn, self.arg, self.where = fn, arg, where

    def __call__(self):
        return call_user(self.fn, self.arg)

    def __repr__(self) -> str:
        return f"<{self.where}: {getattr(self.fn, '__qualname__', self.fn)!s} on a state>"


def analysis_config(options: dict):
    """Returns the evaluation settings of an analysis: the query options given, with loops
    and recursion past their unrolling bound an error (UnrollBoundExceeded), never an
    unwinding assertion, which a transformer would read as the step failing there (and
    wlp as vacuously true: a limit of stamen passing for an answer)."""
    return replace(resolve_config(options), on_unroll="error")


def run_on(step, start: Update, cfg, where: str) -> Update:
    """Runs `step` on the post-state of `start` and returns the composed transformer: the
    step's post-state, its assumptions taken where `start` completes."""
    vocab = start.vocabulary
    step = lift_thunk(step)  # a plain function or lambda runs lifted, as a query's thunk
    ev = evaluate_thunk(Applied(step, start.post_state(), where), cfg, where)
    vc = ev.vc
    assumes = resolve_reads(vc.assumes_formula())
    asserts = resolve_reads(vc.asserts_formula())
    if ev.failed is not None:  # every path fails: no post-state (it is never reached)
        post = dict(start.post)
    else:
        values = vocab.values(ev.value, where)
        post = {n: resolve_reads(v) for n, v in values.items()}
    refuse_fresh([*post.values(), assumes, asserts], start, ev, where)
    return Update(vocab, post, and_(start.assumes, implies(start.asserts, assumes)),
                  and_(start.asserts, asserts))


def refuse_fresh(terms: list, start: Update | None, ev, where: str) -> None:
    """Raises UnsupportedConstruct when `terms` hold symbolic constants the evaluation `ev`
    created (`stamen.fresh` in the step): a step that makes fresh values is
    nondeterministic, its transformer a relation, which an Update (a function of the
    pre-state) cannot hold and which substitution would not quantify. (Constants made
    inside an evaluation are named `prefix!q<context>.<k>`; those the user made before,
    e.g. ghost values of a postcondition, are not refused.)"""
    if ev.ctx.fresh_index == 0:
        return
    known = set()
    if start is not None:
        known = {c.tid for c in constants([*start.post.values(), start.assumes,
                                           start.asserts])}
    made = [c for c in constants(terms) if c.tid not in known and "!q" in str(c.args[0])]
    if made:
        names = ", ".join(str(c.args[0]) for c in made[:3])
        raise UnsupportedConstruct(
            f"{where}: the step creates fresh symbolic values ({names}): a step that is "
            f"nondeterministic has a relation for transformer, which an Update (a function "
            f"of the pre-state) cannot hold; stamen does not analyse such steps")


@faults_are_internal
def symbolic_eval(step, state=None, *, merge=None, unroll=None, solver=None,
                  timeout=None) -> Update:
    """Returns the Update of `step` (a function from a state to a state, the interpreter's
    own code): run on a symbolic pre-state, a fresh constant per field of the state type.

    `state` is where it starts: None (the state type of `step`, from a `state_type`
    attribute or its first parameter's annotation), a state type, a state (an instance
    whose fields may be concrete or terms over any constants, as in the paper's Fig. 5), or
    an Update U (the result is then the step's transformer after U: Ī[s]U). The other
    options are the queries': the merge strategy, loop unrolling (a loop past `unroll`
    raises UnrollBoundExceeded), and the solver and timeout that merge="none" uses for its
    feasibility checks.
    """
    if not callable(step):
        raise InvalidArgument(f"symbolic_eval: expected a step function, got {step!r}")
    cfg = analysis_config(dict(merge=merge, unroll=unroll, solver=solver, timeout=timeout))
    return run_on(step, start_update(step, state), cfg, "symbolic_eval")
