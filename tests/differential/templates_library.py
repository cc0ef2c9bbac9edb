"""Program templates for the parts of issue 11's everyday library that the other families
did not draw on: `copy.copy`/`copy.deepcopy` of path-dependent lists, lists of symbolic
length built by a loop (with enumerate(start=), zip, reductions with key=/default=,
sorting with key=/reverse=, slices with symbolic bounds), strings of symbolic ints
(`int()` of them, indexing, comparing, sorting them) and float specials (inf, nan,
-0.0, `math.isinf/isnan/isfinite/copysign`). `families.py` adds them to the shapes,
identity and floats families. A template takes a `Draw` and returns (source, params,
choice)."""

from __future__ import annotations

from .exprs import Draw
from .templates_values import guard, program, sig

__all__ = ["MORE_SHAPES", "MORE_IDENTITY", "MORE_FLOATS"]


def shapes_copies(d: Draw):
    """Shallow and deep copies of a list whose length depends on the path, mutated after
    the copy (a shallow copy shares the inner lists, a deep one does not)."""
    params, n = sig(d)
    shallow = d.pick(("copy.copy(nested)", "nested.copy()", "list(nested)", "nested[:]"))
    change = d.pick((f"xs.append({d.expr(n)})", f"xs[0] = {d.expr(n)}", "xs.pop()",
                     f"nested.append([{d.expr(n)}])", "xs.reverse()"))
    use = d.pick(("(a, b)", "a == b", "(a[0] is xs, b[0] is xs)", "len(a[0]) - len(b[0])",
                  "c", "(c, xs)"))
    src = f"""
    import copy

    @lifted
    def f({", ".join(params)}):
        xs = [{d.expr(n)}, {d.num(-1, 1)}]
        if {guard(d, params, n)}:
            xs.append({d.expr(n)})
        nested = [xs, [{d.expr(n)}]]
        a = {shallow}
        b = copy.deepcopy(nested)
        c = copy.copy(xs)
        {change}
        return {use}
    """
    return program(src), params, 0


def shapes_symbolic_length(d: Draw):
    """A list of symbolic length (a loop over range(x)) through the sequence library."""
    params, n = sig(d, with_bool=False)
    k = d.pick(n)
    m = n + ("v",)
    op = d.pick((f"list(enumerate(xs, start={k}))", "list(zip(xs, ys))",
                 f"dict(enumerate(ys, {d.num(0, 2)}))", f"sum(xs, {k})",
                 f"min(xs, default={d.num(-1, 1)})",
                 f"max(xs, key=lambda v: abs(v - {k}), default={k})",
                 f"sorted(xs, key=lambda v: {d.expr(m)}, reverse={d.flag()})",
                 f"any(v > {k} for v in xs)", f"all(v != {k} for v in ys)",
                 f"xs[:{k}]", f"xs[-{k}:]", f"xs[{k}:{d.pick(n)}]", "[*reversed(xs), *ys]",
                 f"xs.count({d.expr(n)})", f"{d.expr(n)} in xs",
                 f"xs.index({d.expr(n)}) if {d.expr(n)} in xs else -1",
                 "list(map(lambda a, c: a - c, xs, ys))",
                 f"list(filter(lambda v: v % 2 == {d.num(0, 1)}, xs))"))
    stmt = d.pick(("pass", f"del xs[{k}:]", f"xs[:{k}] = [9]", f"xs.sort(reverse={d.flag()})",
                   "xs.reverse()", f"ys.remove({d.expr(n)}) if {d.expr(n)} in ys else None"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        xs = []
        for i in range({d.pick(n)}):
            xs.append({d.expr(n + ("i",))})
        ys = [v * 2 for v in xs if v != {d.num(-1, 1)}]
        {stmt}
        return ({op}, xs)
    """
    return program(src), params, 0


def identity_numerals(d: Draw):
    """Strings of symbolic ints: str/repr/f-string, then int() of them (ValueError where
    Python raises), indexing, comparing and sorting them."""
    params, n = sig(d, with_bool=False)
    e1, e2 = d.expr(n), d.expr(n)
    make = d.pick((f"str({e1})", f"f'{{{e1}}}'", f"repr({e1})"))
    use = d.pick(("int(s) + 1", "int(s + t)", "int(t + s)", "len(s + t)", "s[0]", "s[-1]",
                  "(s < t, s == t)", "s + t == t + s", "'1' in s", "s.startswith('-')",
                  "s.endswith('0')", "sorted([s, t, '10'])", "max(s, t)",
                  "sorted([t, s], reverse=True)", "int(s) == " + e1,
                  "t[len(t) - 1]"))
    src = f"""
    @lifted
    def f({", ".join(params)}):
        s = {make}
        t = str({e2})
        if {d.cond(n)}:
            t = t + "0"
        return {use}
    """
    return program(src), params, 0


def floats_specials(d: Draw):
    """A symbolic float z with an int x meeting inf, nan (only through isnan: the oracle
    compares by ==), -0.0 and the `math` predicates, merged at a branch."""
    e = d.pick(("math.isinf(z * 1e308 * 10.0)", "math.isnan(z * math.inf)",
                "math.isfinite(z * 1e308 + x)", "math.copysign(2.0, z)",
                "math.copysign(1.0, z * -1.0)", "z * math.inf > x", "-math.inf < z",
                "abs(z * 1e308 * 10.0) == math.inf", "z == -z", "sorted([z, 1.0, float(x)])",
                "sum([z, 0.5, float(x)])", "max(z, float(x), -math.inf)",
                "math.isnan(max(z, float('nan')))", "(z * 0.0) == 0.0"))
    c = d.pick(("z < x", "math.isfinite(z)", "z == 0.0", "x >= z", "math.isinf(z * 1e308)"))
    src = f"""
    import math

    @lifted
    def f(z, x):
        r = {e}
        if {c}:
            r = {d.pick(("r", "x", "z", "math.inf", "-0.0"))}
        return r
    """
    return program(src), ("z", "x"), 0


def shapes_library_structures(d: Draw):
    """heapq, bisect and a deque changed under a symbolic branch, itertools over a range of
    symbolic length, jumps out of `finally`, bit_length (lift.stdlib, issue 10 ref10)."""
    params, n = sig(d)
    e, e1 = d.expr(n), d.expr(n)
    change = d.pick((f"heapq.heappush(h, {e})", f"bisect.insort(h, {e})",
                     f"dq.append({e})", f"dq.appendleft({e})", "dq.rotate(1)",
                     f"dq.extend([{e}, {e1}])", "h.pop()", "dq.popleft()"))
    read = d.pick(("(sorted(h), list(dq))", "heapq.heappop(h)", f"bisect.bisect_left(h, {e1})",
                   "heapq.nsmallest(2, h)", "(dq[0], len(dq))", "list(dq) == h",
                   f"list(itertools.islice(itertools.chain(range({d.pick(n)}), h), 3))",
                   "[(k, len(list(g))) for k, g in itertools.groupby(sorted(h))]",
                   f"({d.pick(n)} + 8).bit_length()"))
    jump = d.pick(("return r", "pass"))
    src = f"""
    import itertools

    @lifted
    def f({", ".join(params)}):
        h = [{d.expr(n)}, {d.num(-1, 2)}]
        heapq.heapify(h)
        dq = collections.deque(h, maxlen={d.num(2, 3)})
        if {guard(d, params, n)}:
            {change}
        try:
            r = {read}
        finally:
            if {d.cond(n)}:
                {jump}
        return r, h
    """
    return program(src), params, 0


MORE_SHAPES = (shapes_copies, shapes_symbolic_length, shapes_library_structures)
MORE_IDENTITY = (identity_numerals,)
MORE_FLOATS = (floats_specials,)
