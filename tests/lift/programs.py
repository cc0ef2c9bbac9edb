"""Random small Python programs for the differential tests of `@lifted`.

A program is the source text of `def prog(a, b, c): ...` over int locals
`v0 v1 v2`, a list `lst`, loops over concrete ranges, bounded `while` loops,
nested ifs, early returns of several types, asserts, and operations that may
fail (`//`, `lst.pop()`, `lst[0]`), so that failures on a path are exercised too.
"""

from __future__ import annotations

from hypothesis import strategies as st

__all__ = ["programs", "PARAMS"]

PARAMS = ("a", "b", "c")
_INT_VARS = ("v0", "v1", "v2")


class _Gen:
    """Draws the parts of one program; `loops` holds the loop variables in scope."""

    def __init__(self, draw):
        self.draw = draw
        self.loops: list[str] = []
        self.loop_depth = 0
        self.nesting = 0  # returns only inside ifs and loops: the rest would be dead code
        self.counter = 0

    def int_leaf(self) -> str:
        names = [*_INT_VARS, *self.loops]
        kind = self.draw(st.integers(0, 9))
        if kind < 6:
            return self.draw(st.sampled_from(names))
        if kind < 8:
            return str(self.draw(st.integers(-2, 3)))
        return self.draw(st.sampled_from(
            ["len(lst)", "sum(lst)", "len(tup)", "sum(tup)", "d.get('p', 0)", "len(d)"]))

    def int_expr(self, depth: int = 2) -> str:
        if depth == 0:
            return self.int_leaf()
        kind = self.draw(st.integers(0, 17))
        sub = depth - 1
        if kind < 5:
            return self.int_leaf()
        if kind < 9:
            op = self.draw(st.sampled_from(["+", "-", "*", "+", "-"]))
            return f"({self.int_expr(sub)} {op} {self.int_expr(sub)})"
        if kind == 9:
            return f"({self.int_expr(sub)} if {self.cond(sub)} else {self.int_expr(sub)})"
        if kind == 10:
            fn = self.draw(st.sampled_from(["min", "max"]))
            return f"{fn}({self.int_expr(sub)}, {self.int_expr(sub)})"
        if kind == 11:
            return f"abs({self.int_expr(sub)})"
        if kind == 12:
            return f"(lst[-1] if lst else {self.int_expr(sub)})"
        if kind == 13:
            op = self.draw(st.sampled_from(["//", "%"]))
            return f"({self.int_expr(sub)} {op} {self.int_expr(0)})"
        if kind == 14:
            return f"(lst[0] if len(lst) > 1 else {self.int_expr(sub)})"
        if kind == 15:
            return f"(tup[-1] if tup else {self.int_expr(sub)})"
        if kind == 16:
            return f"sum([x * 2 for x in {self.seq()} if x > {self.int_expr(0)}])"
        return f"h({self.int_expr(sub)})"

    def seq(self) -> str:
        return self.draw(st.sampled_from(["lst", "tup"]))

    def cond(self, depth: int = 1) -> str:
        kind = self.draw(st.integers(0, 9))
        if depth == 0 or kind < 5:
            op = self.draw(st.sampled_from(["<", "<=", "==", "!=", ">", ">="]))
            return f"{self.int_expr(1)} {op} {self.int_expr(1)}"
        sub = depth - 1
        if kind == 5:
            return f"({self.cond(sub)} and {self.cond(sub)})"
        if kind == 6:
            return f"({self.cond(sub)} or {self.cond(sub)})"
        if kind == 7:
            return f"not ({self.cond(sub)})"
        if kind == 8:
            return f"{self.int_expr(0)} < {self.int_expr(1)} <= {self.int_expr(0)}"
        return self.draw(st.sampled_from([
            f"{self.int_expr(0)} in {self.seq()}", "lst", "not tup", "'q' in d",
            f"lst == [{self.int_expr(0)}]", f"tup == ({self.int_expr(0)}, {self.int_expr(0)})",
            f"any(x < {self.int_expr(0)} for x in {self.seq()})"]))

    def returned(self) -> str:
        kind = self.draw(st.integers(0, 4))
        if kind == 0:
            return f"return {self.int_expr(1)}"
        if kind == 1:
            return f"return ({self.int_expr(1)}, lst)"
        if kind == 2:
            return "return 'early'"
        if kind == 3:
            return "return tup"
        return "return None"

    def block(self, depth: int, size: int) -> list[str]:
        n = self.draw(st.integers(1, size))
        return [line for _ in range(n) for line in self.stmt(depth)]

    def stmt(self, depth: int) -> list[str]:
        kind = self.draw(st.integers(0, 22 if depth > 0 else 12))
        var = self.draw(st.sampled_from(_INT_VARS))
        if kind < 3:
            return [f"{var} = {self.int_expr()}"]
        if kind == 3:
            op = self.draw(st.sampled_from(["+=", "-=", "*="]))
            return [f"{var} {op} {self.int_expr(1)}"]
        if kind == 4:
            return [f"lst.append({self.int_expr(1)})"]
        if kind == 5:
            return [f"lst.insert({self.draw(st.sampled_from(['0', '1', '-1', var]))}, "
                    f"{self.int_expr(1)})"]
        if kind == 6:
            return [f"{var} = lst.pop()" if self.draw(st.integers(0, 3)) == 0 else
                    f"if lst:\n    {var} = lst.pop({self.draw(st.sampled_from(['', '0']))})"]
        if kind == 7:
            return [f"lst[0] = {self.int_expr(1)}" if self.draw(st.integers(0, 3)) == 0 else
                    f"if lst:\n    lst[-1] = {self.int_expr(1)}"]
        if kind == 8:
            return [f"assert {self.cond()}"]
        if kind == 9 and self.loop_depth:
            return [self.draw(st.sampled_from(["break", "continue"]))]
        if kind in (9, 10) and self.nesting:
            return [self.returned()]
        if kind == 11:
            return [f"{var} = {self.int_expr(0)} // {self.int_expr(0)}"]
        if kind in (9, 10):
            return [f"{var} = {self.int_expr()}"]
        if kind == 12:
            return [self.draw(st.sampled_from([
                f"tup = ({self.int_expr(1)},) + tup", f"tup = tup + ({self.int_expr(1)},)",
                f"lst.extend([{self.int_expr(0)}, {self.int_expr(0)}])",
                f"lst[0] += {self.int_expr(0)}", f"d['{self.draw(st.sampled_from('pq'))}'] = "
                f"{self.int_expr(1)}", f"tup = tuple(x for x in lst if x != {self.int_expr(0)})",
                f"lst = [x + 1 for x in {self.seq()}]"]))]
        if kind == 13:
            seq = self.draw(st.sampled_from(["tup", "list(lst)"]))
            self.loop_depth += 1
            self.nesting += 1
            body = self.block(depth - 1, 2)
            self.loop_depth -= 1
            self.nesting -= 1
            return [f"for x in {seq}:", *_indent([f"{var} = {var} + x", *body])]
        if kind < 18:
            self.nesting += 1
            lines = [f"if {self.cond()}:", *_indent(self.block(depth - 1, 3))]
            if self.draw(st.booleans()):
                lines += ["else:", *_indent(self.block(depth - 1, 2))]
            self.nesting -= 1
            return lines
        if kind < 21 and len(self.loops) < 2:
            return self.for_loop(depth)
        if kind == 21 and len(self.loops) < 2:
            return self.while_loop(depth)
        return [f"{var} = {self.int_expr()}"]

    def for_loop(self, depth: int) -> list[str]:
        name = f"i{len(self.loops)}"
        bound = self.draw(st.integers(0, 3))
        self.loops.append(name)
        self.loop_depth += 1
        self.nesting += 1
        body = self.block(depth - 1, 3)
        self.loops.pop()
        self.loop_depth -= 1
        self.nesting -= 1
        return [f"for {name} in range({bound}):", *_indent(body)]

    def while_loop(self, depth: int) -> list[str]:
        self.counter += 1
        name = f"w{self.counter}"
        bound = self.draw(st.integers(1, 3))
        self.loops.append(name)
        self.loop_depth += 1
        self.nesting += 1
        body = self.block(depth - 1, 2)
        self.loops.pop()
        self.loop_depth -= 1
        self.nesting -= 1
        return [f"{name} = 0",
                f"while {name} < {bound} and {self.cond(0)}:",
                f"    {name} += 1", *_indent(body)]


def _indent(lines: list[str]) -> list[str]:
    return ["    " + line for text in lines for line in text.split("\n")]


@st.composite
def programs(draw, depth: int = 3, size: int = 5) -> str:
    """Returns the source of `def prog(a, b, c)` (a random small program)."""
    gen = _Gen(draw)
    body = ["v0, v1, v2 = a, b, c", "lst = []", "tup = ()", "d = {}",
            "def h(y):", "    return y + v0 if y > v1 else y - 1",
            *gen.block(depth, size), "return (v0, v1, v2, lst, tup, d)"]
    return "\n".join(["def prog(a, b, c):", *_indent(body)]) + "\n"
