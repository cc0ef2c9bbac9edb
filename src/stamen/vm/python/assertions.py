"""`assert_` and `assume`: adding to the vc of the current evaluation.

Also installs the term layer's requirement sink, so side conditions of
partial operators (a symbolic divisor != 0, an index in range) become
assertions on the current path.
"""

from __future__ import annotations

from stamen.errors import AssertFailure, AssumeFailure, UnsupportedConstruct
from stamen.terms.partial import set_requirement_sink
from stamen.terms.printing import term_str
from stamen.terms.term import Term
from stamen.vm.paths import regions
from stamen.vm.paths.crossing import refuse_crossing
from stamen.vm.paths.feasibility import PROOF_RLIMIT, feasible_on_path
from stamen.vm.python.pyops import truth
from stamen.vm.state.context import current
from stamen.vm.state.signals import handles_refusals, record_signal

__all__ = ["assert_", "assume"]


def _condition(c, what: str):
    """Returns the truth of `c` as a bool or a boolean term."""
    return truth(c)


# _definite_at_top_level: outside queries (the root context), a failure on every path is
# Python's exception and ends that top-level computation; it is not kept in the root vc,
# which would otherwise be false from then on and make every later top-level branch look
# infeasible (a later `x ** y` computed only its y == 0 case). Failures under a symbolic
# guard stay, as Rosette's global vc keeps them.


def assert_(c, msg: str | None = None, *, location: str | None = None) -> None:
    """Asserts `c` on the current path.

    Concretely false: the path fails (raises AssertFailure, which a branch
    turns into "this guard leads to failure"). Symbolic: adds π ⇒ c to the asserts.
    """
    ctx = current()
    c = _condition(c, "assert_")
    if c is True:
        return
    message = msg if msg is not None else (
        "assertion failed" if c is False else f"assertion failed: {term_str(c, 200)}")
    if location is None:
        from stamen.terms.operators import user_location

        location = user_location()
    if c is False:
        if not (ctx.root and ctx.guard() is True):  # see _definite_at_top_level
            ctx.vc.fail_under(ctx.guard(), message, "user", location)
        raise AssertFailure(message, "user", location)
    ctx.vc.assert_under(ctx.guard(), c, message, "user", location)


def assume(c, msg: str | None = None) -> None:
    """Assumes `c` on the current path: models that violate it are not counterexamples."""
    ctx = current()
    c = _condition(c, "assume")
    if c is True:
        return
    message = msg or "assumption"
    if c is False:
        if not (ctx.root and ctx.guard() is True):  # see _definite_at_top_level
            ctx.vc.assume_under(ctx.guard(), False, message)
        raise AssumeFailure(message, "user")
    ctx.vc.assume_under(ctx.guard(), c, message)


def _requirement(condition: Term, message: str, error: type[Exception],
                 args: tuple | None = None) -> None:
    ctx = current()
    from stamen.terms.boolean import and_, not_
    from stamen.terms.operators import user_location

    if and_(ctx.guard(), not_(condition)) is False:
        return  # it holds wherever this path does (a union member's own guard decides it)
    def make(error=error, message=message):
        return error(*args) if args is not None else error(message)

    if regions.leaves_generator(ctx, error):  # PEP 479: a RuntimeError leaves the body
        stop, error, message = make, RuntimeError, "generator raised StopIteration"

        def make():
            return regions.pep479(stop())
    refusal = None
    with handles_refusals():  # C code or an un-lifted function would see it: refused ...
        try:
            refuse_crossing(error)
        except UnsupportedConstruct as exc:
            refusal = exc
    if refusal is not None:
        if not feasible_on_path(not_(condition), PROOF_RLIMIT):
            return  # ... unless no execution here raises it (`xs[i % len(xs)]`)
        record_signal(refusal)  # (pending, whatever C code does with it)
        raise refusal
    if regions.intercepts(ctx, error):  # a lifted `try` may catch it: see vm.regions
        regions.raise_where(not_(condition), make, user_location())
        return
    ctx.vc.assert_under(
        ctx.guard(), condition, f"{error.__name__}: {message}", "core", user_location()
    )


set_requirement_sink(_requirement)
