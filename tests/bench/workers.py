"""Functions for `run_isolated` to run in a child process (importable by name)."""

import time

__all__ = ["fail", "nap", "square"]


def square(x: int) -> dict:
    """Returns {"x": x, "square": x * x}."""
    return {"x": x, "square": x * x}


def nap(seconds: float) -> None:
    """Sleeps for `seconds`."""
    time.sleep(seconds)


def fail(message: str) -> None:
    """Raises ValueError(message)."""
    raise ValueError(message)
