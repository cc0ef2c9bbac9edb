"""Random small programs over one int `a` for the differential test of lifted `try` and
`with`: handlers of several types (tuples, bare, `as e`, bare `raise`), `else`, `finally`,
nested regions, raises under conditions, divisions and indexing that may fail, asserts,
early returns, loops with `break`, jumps out of `finally`, a lifted callee that raises on
some paths, and a lifted context manager that suppresses some exception types."""

from __future__ import annotations

from hypothesis import strategies as st

__all__ = ["try_programs"]

HANDLERS = ["ZeroDivisionError", "IndexError", "ValueError", "ArithmeticError", "LookupError",
            "Exception", "KeyError", "(ValueError, ZeroDivisionError)", "AssertionError"]
RAISES = ["ValueError('x')", "KeyError(1)", "IndexError()"]

HEADER = '''import stamen


@stamen.lifted
def helper(a, v):
    if a > v:
        return 10 // (a - 1)
    if a < -2:
        raise KeyError(a)
    return v


@stamen.lifted
class Ctx:
    def __init__(self, log, kinds):
        self.log, self.kinds = log, kinds

    def __enter__(self):
        self.log.append(3)
        return self

    def __exit__(self, t, e, tb):
        self.log.append(4 if t is None else 5)
        return t is not None and issubclass(t, self.kinds)


'''


class _Gen:
    """Draws the parts of one program; `depth` bounds the nesting of compound statements."""

    def __init__(self, draw):
        self.draw = draw
        self.depth = 0
        self.loops = 0  # the loops around the statement being drawn

    def atom(self) -> str:
        return self.draw(st.sampled_from(["a", "v", "w", "1", "2", "-1", "len(lst)"]))

    def expr(self, depth: int = 2) -> str:
        kind = self.draw(st.integers(0, 7))
        if depth == 0 or kind < 3:
            return self.atom()
        if kind == 3:
            return f"({self.expr(depth - 1)} // ({self.atom()} - {self.draw(st.integers(-2, 2))}))"
        if kind == 4:
            return f"lst[{self.expr(depth - 1)}]"
        if kind == 5:
            return f"({self.expr(depth - 1)} if {self.cond()} else {self.expr(depth - 1)})"
        op = self.draw(st.sampled_from(["+", "-", "*"]))
        return f"({self.expr(depth - 1)} {op} {self.expr(depth - 1)})"

    def cond(self) -> str:
        op = self.draw(st.sampled_from(["<", ">", "==", "!="]))
        return f"{self.atom()} {op} {self.atom()}"

    def block(self, ind: int, n: int | None = None) -> str:
        n = n if n is not None else self.draw(st.integers(1, 3))
        return "".join(self.stmt(ind) for _ in range(n))

    def stmt(self, ind: int) -> str:
        p = "    " * ind
        kind = self.draw(st.integers(0, 12))
        if self.depth >= 3:
            kind = min(kind, 6)
        if kind <= 2:
            return f"{p}{self.draw(st.sampled_from(['v', 'w']))} = {self.expr()}\n"
        if kind == 3:
            return f"{p}lst.append({self.expr(1)})\n"
        if kind == 4:
            return f"{p}if {self.cond()}:\n{p}    raise {self.draw(st.sampled_from(RAISES))}\n"
        if kind == 5:
            if self.draw(st.booleans()):
                return f"{p}v = helper(a, v)\n"
            return f"{p}assert {self.cond()}, 'msg'\n"
        if kind == 6:
            return f"{p}if {self.cond()}:\n{p}    return {self.expr(1)}\n"
        self.depth += 1
        try:
            if kind == 7:
                return f"{p}if {self.cond()}:\n{self.block(ind + 1)}{p}else:\n{self.block(ind + 1)}"
            if kind == 8:
                return self.loop_or_with(p, ind)
            return self.try_stmt(p, ind, handlers_optional=kind >= 11)
        finally:
            self.depth -= 1

    def loop_or_with(self, p: str, ind: int) -> str:
        if self.draw(st.booleans()):
            kinds = self.draw(st.sampled_from(HANDLERS))
            return f"{p}with Ctx(lst, {kinds}):\n{self.block(ind + 1)}"
        brk = f"{p}    if {self.cond()}:\n{p}        break\n" if self.draw(st.booleans()) else ""
        self.loops += 1
        try:
            body = self.block(ind + 1)
        finally:
            self.loops -= 1
        return f"{p}for i in range(2):\n{p}    v = v + i\n{brk}{body}"

    def try_stmt(self, p: str, ind: int, handlers_optional: bool) -> str:
        s = f"{p}try:\n{self.block(ind + 1)}"
        count = self.draw(st.integers(0 if handlers_optional else 1, 2))
        for i in range(count):
            bare = [None] if i == count - 1 else []  # a bare `except:` must be last
            handler = self.draw(st.sampled_from(HANDLERS + bare))
            if handler is None:
                s += f"{p}except:\n{self.block(ind + 1)}"
                continue
            named = self.draw(st.booleans())
            s += f"{p}except {handler}{' as e' if named else ''}:\n"
            if named:
                s += f"{p}    w = w + len(type(e).__name__)\n"
            s += self.block(ind + 1)
            if self.draw(st.integers(0, 5)) == 0:
                s += f"{p}    raise\n"
        if count and self.draw(st.booleans()):
            s += f"{p}else:\n{self.block(ind + 1)}"
        if count == 0 or self.draw(st.booleans()):
            s += (f"{p}finally:\n{p}    lst.append(7)\n{self.finally_jump(p)}"
                  f"{p}    w = {self.expr(1)}\n")
        return s

    def finally_jump(self, p: str) -> str:
        """Returns, sometimes, a jump out of a `finally` under a condition (it discards the
        pending exception or jump): `return`, or in a loop `break`/`continue`."""
        jumps = ["", "", f"return {self.expr(1)}"] + (["break", "continue"] if self.loops else [])
        jump = self.draw(st.sampled_from(jumps))
        return f"{p}    if {self.cond()}:\n{p}        {jump}\n" if jump else ""


@st.composite
def try_programs(draw) -> str:
    """The source of a module defining `prog(a)` (and the helpers it may use)."""
    gen = _Gen(draw)
    body = gen.block(1, draw(st.integers(2, 4)))
    return (HEADER + "def prog(a):\n    v = 0\n    w = 1\n    lst = [1, 2]\n" + body
            + "    return v * 100 + w * 10 + len(lst)\n")
