"""z3 tactic pipelines, written as SMT-LIB2's `(check-sat-using T)` writes them, for
solver profiles.

A profile's `tactic` (z3 only) replaces z3's solver by `T`'s solver: a name (`qfbv`,
`qflia`, `smt`, `sat`, ...) or a combination of them:

    (then T1 T2 ...)  (and-then T1 T2 ...)    run each on the previous one's goals
    (or-else T1 T2 ...)                        the first that does not fail
    (try-for T MILLISECONDS)                   T, failing after that long
    (repeat T [N])                             T until the goal stops changing (N times)
    (using-params T :key value ...)  (! T :key value ...)   T with parameters

e.g. `(then simplify propagate-values solve-eqs elim-uncnstr bit-blast sat)` or
`(using-params qfbv :sat.phase always_false)`. Parallel combinators (`par-or`,
`par-then`) are refused: they run threads, whose CPU time and answers vary from run to
run. z3's tactic solver keeps push/pop (it re-runs the tactic on all assertions at each
check), but gives no unsat core, so the backend reports all assumptions as the core; a
tactic that cannot decide a query (`bit-blast` on integers) answers unknown, never a
verdict.
"""

from __future__ import annotations

import functools

import z3

from stamen.errors import InvalidArgument

__all__ = ["parse_tactic", "check_tactic"]

_SEQUENCES = {"then": z3.Then, "and-then": z3.Then, "or-else": z3.OrElse}
_PARAMS = ("using-params", "!")
_REFUSED = ("par-or", "par-then", "if", "when", "cond", "fail-if")


def parse_tactic(text: str, ctx: z3.Context | None = None) -> z3.Tactic:
    """Returns z3's tactic for the expression `text` in `ctx`; raises InvalidArgument
    saying what is wrong when it is malformed, refused or names no z3 tactic."""
    tree = _read(text)
    return _build(tree, ctx, text)


@functools.lru_cache(maxsize=64)
def check_tactic(text: str) -> str:
    """Returns `text` once it parses into a z3 tactic (in a throwaway context); raises
    InvalidArgument otherwise. Cached: profiles are checked whenever they load."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidArgument(f"a z3 tactic must be a non-empty string, got {text!r}")
    ctx = z3.Context()
    try:
        parse_tactic(text, ctx)
    finally:
        del ctx
    return text


def _read(text: str):
    """Returns the s-expression `text` as nested lists of atoms (strings)."""
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    if not tokens:
        raise InvalidArgument("empty z3 tactic")
    stack: list[list] = [[]]
    for tok in tokens:
        if tok == "(":
            stack.append([])
        elif tok == ")":
            if len(stack) == 1:
                raise InvalidArgument(f"z3 tactic {text!r}: unbalanced ')'")
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(tok)
    if len(stack) != 1 or len(stack[0]) != 1:
        raise InvalidArgument(f"z3 tactic {text!r}: expected one expression with balanced "
                              f"parentheses")
    return stack[0][0]


def _build(tree, ctx, text: str) -> z3.Tactic:
    """Returns the tactic of the s-expression `tree` (see the module doc)."""
    if isinstance(tree, str):
        try:
            return z3.Tactic(tree, ctx)
        except z3.Z3Exception as e:
            raise InvalidArgument(f"z3 tactic {text!r}: z3 has no tactic {tree!r}") from e
    if not tree or not isinstance(tree[0], str):
        raise InvalidArgument(f"z3 tactic {text!r}: a combination starts with its name")
    head, args = tree[0], tree[1:]
    if head in _SEQUENCES:
        if not args:
            raise InvalidArgument(f"z3 tactic {text!r}: ({head}) needs a tactic")
        tactics = [_build(a, ctx, text) for a in args]
        return tactics[0] if len(tactics) == 1 else _SEQUENCES[head](*tactics, ctx=ctx)
    if head == "try-for":
        return z3.TryFor(_build(_one(args, head, text), ctx, text),
                         _number(args[1:], head, text, int))
    if head == "repeat":
        t = _build(_one(args, head, text), ctx, text)
        return z3.Repeat(t, _number(args[1:], head, text, int)) if len(args) > 1 \
            else z3.Repeat(t)
    if head in _PARAMS:
        t = _build(_one(args[:1], head, text), ctx, text)
        return _with_params(t, args[1:], text)
    if head in _REFUSED:
        raise InvalidArgument(f"z3 tactic {text!r}: ({head} ...) is not supported in a "
                              f"profile (parallel or probe-guarded tactics)")
    raise InvalidArgument(f"z3 tactic {text!r}: unknown combinator ({head} ...)")


def _one(args: list, head: str, text: str):
    if not args:
        raise InvalidArgument(f"z3 tactic {text!r}: ({head}) needs a tactic")
    return args[0]


def _number(args: list, head: str, text: str, kind):
    """Returns the single number of `args`, of `kind`."""
    if len(args) != 1 or not isinstance(args[0], str):
        raise InvalidArgument(f"z3 tactic {text!r}: ({head} T N) needs one number")
    try:
        return kind(args[0])
    except ValueError as e:
        raise InvalidArgument(f"z3 tactic {text!r}: ({head} ...): {args[0]!r} is not a "
                              f"number") from e


def _with_params(t: z3.Tactic, pairs: list, text: str) -> z3.Tactic:
    """Returns `t` with the `:key value` pairs set (a parameter `t` does not take is an
    error when the tactic runs, which the backend reports as a SolverError)."""
    if len(pairs) % 2 or any(not isinstance(k, str) or not k.startswith(":")
                             for k in pairs[::2]):
        raise InvalidArgument(f"z3 tactic {text!r}: parameters are ':key value' pairs")
    params = {k[1:]: _value(v, text) for k, v in zip(pairs[::2], pairs[1::2], strict=True)}
    try:
        return z3.With(t, **params)
    except z3.Z3Exception as e:
        raise InvalidArgument(f"z3 tactic {text!r}: {e}") from e


def _value(atom, text: str):
    """Returns a parameter value: true/false as a bool, a number as int or float, else
    the symbol."""
    if not isinstance(atom, str):
        raise InvalidArgument(f"z3 tactic {text!r}: a parameter value is an atom")
    if atom in ("true", "false"):
        return atom == "true"
    for kind in (int, float):
        try:
            return kind(atom)
        except ValueError:
            pass
    return atom
