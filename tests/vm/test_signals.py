"""The pending stamen signal (vm.state.signals): a refusal that the program's un-lifted
code, or a C function it called, caught, converted or swallowed ends the query in the
refusal, never in an answer; one stamen handles itself does not; the slot is reset per
evaluation."""

from __future__ import annotations

import itertools

import pytest

import stamen
from stamen import lifted
from stamen.errors import UnliftedBranchError, UnsupportedConstruct
from stamen.vm import evaluation
from stamen.vm.state.config import current_config
from stamen.vm.state.signals import handles_refusals, pending_signal, raise_pending


def swallowing_helper(v):
    """An un-lifted helper whose own handler catches stamen's refusal of `v > 0`."""
    try:
        return 1 if v > 0 else 2
    except Exception:
        return 0


def converting_helper(n):
    """islice turns any exception of its stop's conversion into a ValueError."""
    try:
        return list(itertools.islice([1, 2, 3], n))
    except ValueError:
        return []


@lifted
def calls_swallowing(x):
    return swallowing_helper(x)


@lifted
def catches_converted(x):
    try:
        return list(itertools.islice([1, 2, 3], Index(x)))
    except ValueError:
        return "bad"


@lifted
class Index:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


@pytest.mark.parametrize("merge", ["types", "none", "logic"])
@pytest.mark.parametrize("program", [calls_swallowing, catches_converted,
                                     lifted(lambda x: converting_helper(x))])
def test_a_refusal_caught_by_code_stamen_does_not_control_refuses_the_query(program, merge):
    x = stamen.symbolic("x", int)
    with pytest.raises((UnliftedBranchError, UnsupportedConstruct)):
        stamen.verify(lambda: stamen.assert_(program(x) != 0), merge=merge)


def test_the_slot_keeps_the_first_refusal_until_stamen_handles_it():
    with pytest.raises(UnsupportedConstruct, match="first"):
        with evaluation(current_config()):
            assert pending_signal() is None
            first = UnsupportedConstruct("first")
            UnsupportedConstruct("second")
            assert pending_signal() is first
            with pytest.raises(UnsupportedConstruct) as raised:
                raise_pending(ValueError("what C code made of it"))
            assert raised.value is first
            with handles_refusals():
                assert pending_signal() is first  # made before: not this block's to handle
            assert pending_signal() is first  # the evaluation's end raises it


def test_a_refusal_stamen_handles_itself_is_no_longer_pending():
    with pytest.raises(UnsupportedConstruct, match="not handled"):
        with evaluation(current_config()):
            with handles_refusals():
                try:
                    "%d" % stamen.symbolic("x", int)  # noqa: UP031 - C makes it a TypeError
                except TypeError:
                    pass
            assert pending_signal() is None
            with pytest.raises(UnsupportedConstruct):
                with handles_refusals():
                    raise UnsupportedConstruct("not handled: it leaves the block")
            with handles_refusals():
                pass  # the refusal made before stays pending
            assert pending_signal() is not None  # and the evaluation's end raises it


def test_the_end_of_an_evaluation_raises_a_refusal_left_pending_and_resets_the_slot():
    with pytest.raises(UnsupportedConstruct, match="lost"):
        with evaluation(current_config()):
            UnsupportedConstruct("lost")
    with evaluation(current_config()):
        assert pending_signal() is None  # a new evaluation starts clean


def test_a_refusal_made_outside_an_evaluation_is_not_recorded():
    UnsupportedConstruct("at the top level")
    with evaluation(current_config()):
        assert pending_signal() is None


def test_a_program_exception_leaving_the_evaluation_gives_way_to_the_refusal():
    with pytest.raises(UnsupportedConstruct, match="lost") as raised:
        with evaluation(current_config()):
            UnsupportedConstruct("lost")
            raise ValueError("the converted exception")
    assert isinstance(raised.value.__cause__, ValueError)


def test_a_lifted_special_method_may_give_stamen_a_symbolic_result():
    @lifted
    class Sized:
        def __init__(self, n):
            self.n = n

        def __len__(self):
            return self.n

    @lifted
    def size(x):
        return len(Sized(x)) + 1

    x = stamen.symbolic("x", int)
    sol = stamen.solve(lambda: stamen.assert_(size(x) == 4))
    assert sol.sat and sol[x] == 3


def test_a_text_whose_refusal_stamen_defers_to_its_use_is_answered():
    @lifted
    def unused_text(x, spec):
        text = f"{x:{spec}}"  # a symbolic spec: refused only where the text is used
        return x + 1 if text is not None else x

    x, spec = stamen.fresh(int), stamen.symbolic("spec", str)
    assert stamen.solve(lambda: stamen.assert_(unused_text(x, spec) > 1)).sat
