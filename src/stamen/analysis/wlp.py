"""`wlp` (and `wp`): weakest preconditions read off a step's Update by substitution.

WLP(s, φ) = completes(s) ⇒ φ[post-state / pre-state constants] (the paper's
F̄[φ](Ī[s]U_id), liberal as Dijkstra's: a state from which s blocks or goes wrong
satisfies it); WP(s, φ) = assumes(s) ⇒ (asserts(s) ∧ φ[...]) (Boogie's: going wrong
falsifies it, blocking satisfies it). A postcondition is a formula over the state type's
constants, or a function from a state to a formula, evaluated on the symbolic pre-state.
"""

from __future__ import annotations

from stamen.analysis.evaluate import (
    Applied,
    analysis_config,
    refuse_fresh,
    run_on,
    start_update,
)
from stamen.analysis.update import Update, is_formula
from stamen.analysis.vocabulary import Vocabulary
from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument
from stamen.lift.decorator import lift_thunk
from stamen.query.evaluation import evaluate_thunk
from stamen.terms.boolean import and_, implies
from stamen.vm.python.pyops import truth

__all__ = ["wlp", "wp", "postcondition"]


def postcondition(post, vocab: Vocabulary, cfg, where: str):
    """Returns `post` as a formula over the vocabulary's constants: a formula as is, a
    function of a state evaluated on the symbolic pre-state (lifted, as a query's thunk:
    `and`, `if` work on symbolic values); an assertion of the
    function that may fail makes the postcondition false there."""
    if is_formula(post):
        return post
    if not callable(post):
        raise InvalidArgument(f"{where}: the postcondition must be a boolean formula or a "
                              f"function of a state, got {post!r}")
    post = lift_thunk(post)  # a plain function or lambda runs lifted, as a query's thunk
    ev = evaluate_thunk(Applied(post, vocab.instance(vocab.constants), where), cfg, where)
    if ev.failed is not None:
        value = False
    else:
        value = truth(ev.value)
        if not is_formula(value):
            raise InvalidArgument(f"{where}: the postcondition returned {ev.value!r}, not a "
                                  f"boolean")
    formula = implies(ev.vc.assumes_formula(), and_(ev.vc.asserts_formula(), value))
    refuse_fresh([formula], None, ev, where)
    return formula


def _update_and_post(step, post, state, options, where):
    cfg = analysis_config(options)
    if isinstance(step, Update):
        if state is not None:
            raise InvalidArgument(f"{where}: state= is for a step function, not an Update")
        update = step
    elif callable(step):
        update = run_on(step, start_update(step, state), cfg, where)
    else:
        raise InvalidArgument(f"{where}: expected a step function or an Update, got {step!r}")
    return update, postcondition(post, update.vocabulary, cfg, where)


@faults_are_internal
def wlp(step, post, state=None, *, merge=None, unroll=None, solver=None, timeout=None):
    """Returns the weakest liberal precondition of `post` for `step` (a step function, or
    its Update), a formula over the pre-state: where the step completes, it reaches a state
    satisfying `post`. `state` and the options are `symbolic_eval`'s."""
    options = dict(merge=merge, unroll=unroll, solver=solver, timeout=timeout)
    update, formula = _update_and_post(step, post, state, options, "wlp")
    return implies(update.completes, update.apply(formula))


@faults_are_internal
def wp(step, post, state=None, *, merge=None, unroll=None, solver=None, timeout=None):
    """Returns the weakest precondition of `post` for `step` as Boogie reads it: no
    assertion of the step fails, and where it completes `post` holds (a step that blocks
    on an assumption satisfies it). `state` and the options are `symbolic_eval`'s."""
    options = dict(merge=merge, unroll=unroll, solver=solver, timeout=timeout)
    update, formula = _update_and_post(step, post, state, options, "wp")
    return implies(update.assumes, and_(update.asserts, update.apply(formula)))
