"""Argument types of the command line's numbers (`--limit`, `--budget`, `--cap`, ...): a
value out of range is argparse's usage error (exit status 2, naming the option), never a
traceback from inside a run or a run with a meaningless setting."""

from __future__ import annotations

import argparse
import math

__all__ = ["positive_float", "positive_int", "fraction"]


def _number(text: str, kind: type):
    try:
        value = kind(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if kind is float and not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"expected a finite number, got {text!r}")
    return value


def positive_float(text: str) -> float:
    """A finite number > 0 (seconds, minutes, a cap)."""
    value = _number(text, float)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number > 0, got {text!r}")
    return value


def positive_int(text: str) -> int:
    """An int >= 1 (a count)."""
    value = _number(text, int)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an int >= 1, got {text!r}")
    return value


def fraction(text: str) -> float:
    """A number in (0, 1) (a share of a suite)."""
    value = _number(text, float)
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"expected a number between 0 and 1, got {text!r}")
    return value
