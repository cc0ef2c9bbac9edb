"""Symbolic strings: `stamen.fresh(str)` is a string the solver chooses (z3's or cvc5's
theory of strings), with Python's `len`, `+`, `==`, `<`, indexing, slicing, `in`,
`startswith`/`endswith` and `int()` on it; every model is a Python `str` that replays.

- a file name `stem + ".py"` that a naive check accepts although its stem is empty;
- `s.startswith("ab")` implies `"b" in s`: verified;
- sorting `[s, "m", "b"]` with `s` first: a two-letter `s` below "b".
- `int(s)` of a string that is a numeral or holds a letter: ValueError where Python
  raises it.
- `key_of(s)`: the text after the first "=", found by `s.find("=")`: a line whose key
  is "port" and whose value is not empty.
- `kind_of(tok)`: a tokenizer's test `tok.isdigit()` is Unicode's: a token it calls a
  number that `int()` rejects (e.g. '²'), chosen over the solvers' whole alphabet.

Run: python examples/symbolic_strings.py
"""

from __future__ import annotations

import stamen as st
from stamen import assert_, assume, lifted


@lifted
def accepts(name):
    """A naive check of a Python file name: long enough and ends in ".py"."""
    return len(name) >= 3 and name.endswith(".py")


@lifted
def first_of(s):
    return sorted([s, "m", "b"])[0]


@lifted
def parse(s):
    try:
        return int(s) + 1
    except ValueError:
        return -1


@lifted
def key_of(line):
    at = line.find("=")
    return (line[:at], line[at + 1:]) if at >= 0 else (line, "")


def parse_ok(text: str) -> bool:
    """Whether Python's int() reads `text` (plain Python, for the report)."""
    try:
        int(text)
    except ValueError:
        return False
    return True


@lifted
def kind_of(tok):
    """A tokenizer's classification of a token."""
    if tok.isdigit():
        return "number"
    if tok.isidentifier():
        return "name"
    return "other"


def main() -> None:
    name = st.fresh(str)
    cex = st.verify(lambda: assert_(st.implies(accepts(name), len(name) > 3)))
    print(f"accepts({cex[name]!r}) although its stem is empty: {accepts.__wrapped__(cex[name])}")

    s = st.fresh(str)
    sol = st.verify(lambda: assert_(st.implies(s.startswith("ab"), "b" in s)))
    print(f"startswith('ab') implies 'b' in s: {'verified' if sol.unsat else sol}")

    def s_first():
        assume(len(s) == 2)
        assert_(first_of(s) == s)

    x = st.solve(s_first)[s]
    print(f"sorted([{x!r}, 'm', 'b'])[0] is {x!r}; Python: {sorted([x, 'm', 'b'])[0]!r}")

    for word in ("42", "-7", "x1"):
        box = []
        sol = st.solve(lambda word=word, box=box: (assume(st.or_(s == "42", s == "-7", s == "x1")),
                                                   assume(s == word), box.append(parse(s))))
        print(f"parse({word!r}) = {sol.evaluate(box[-1])}; Python: {parse.__wrapped__(word)}")

    line = st.fresh(str)
    sol = st.solve(lambda: (assume(len(line) <= 8), assert_(key_of(line)[0] == "port"),
                            assert_(len(key_of(line)[1]) > 0)))
    print(f"key_of({sol[line]!r}) = {key_of.__wrapped__(sol[line])}")

    tok = st.fresh(str)
    sol = st.solve(lambda: (assert_(kind_of(tok) == "number"), assert_(not tok.isdecimal())))
    print(f"kind_of({sol[tok]!r}) = {kind_of.__wrapped__(sol[tok])!r}, but int() of it "
          f"fails: {not parse_ok(sol[tok])}")


if __name__ == "__main__":
    main()
