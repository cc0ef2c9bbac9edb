"""Python's own exception texts (`vm/python/messages.py`), and that lifted code on
symbolic paths fails with them: a program reading `str(e)` computes what Python does."""

from __future__ import annotations

import pytest

import stamen as st
from stamen import lifted
from stamen.vm.python import messages


def _text(thunk) -> str:
    with pytest.raises(Exception) as caught:
        thunk()
    return str(caught.value)


def test_the_texts_are_the_running_pythons():
    assert messages.index_error("tuple") == _text(lambda: (1,)[3])
    assert messages.index_error("pop") == _text(lambda: [1].pop(3))
    assert messages.index_error("list assignment") == _text(lambda: [1].__setitem__(3, 0))
    assert messages.unpack_error(2, 3) == "too many values to unpack (expected 2)"
    assert messages.unpack_error(3, 1) == "not enough values to unpack (expected 3, got 1)"
    assert messages.star_unpack_error(1, 1, 0) == _text(lambda: exec("a, *b, c = []"))
    assert messages.empty_extremum_error("max") == _text(lambda: max([]))
    assert messages.zip_strict_error((1, 0)) == _text(lambda: list(zip([1], [], strict=True)))
    assert messages.zip_strict_error((0, 0, 1)) == \
        _text(lambda: list(zip([], [], [1], strict=True)))


@lifted
def _caught(op, n):
    try:
        return op(n)
    except Exception as e:
        return (type(e).__name__, str(e))


@lifted
def _tuple_read(n):
    return (1, 2, 3)[:n][2]


@lifted
def _unpack(n):
    a, b = [1, 2, 3][:n]
    return a + b


@lifted
def _pop(n):
    return [1, 2, 3][:n].pop(2)


@lifted
def _last_of_filtered(n):
    return max(v for v in (1, 2) if v > n)


@lifted
def _extended_slice_assign(n):
    xs = [1, 2, 3, 4, 5]
    xs[::2] = [9] * n  # Python names both sizes: "sequence of size 1 to ... of size 3"
    return xs


@pytest.mark.parametrize("op", [_tuple_read, _unpack, _pop, _last_of_filtered,
                                _extended_slice_assign])
@pytest.mark.parametrize("merge", ["types", "none", "logic"])
def test_a_symbolic_path_fails_with_pythons_text(op, merge):
    n = st.symbolic("msg_n", int)
    for k in range(0, 4):
        out = []
        sol = st.solve(lambda k=k, out=out: (st.assume(n == k), out.append(_caught(op, n))),
                       merge=merge)
        assert sol.sat
        assert sol.evaluate(out[0]) == _caught(op, k), (k, merge)
