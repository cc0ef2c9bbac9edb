"""Python's truth and equality for the modules below vm.python.pyops.

dunders, hashing and dicts sit below pyops (pyops builds on them) but need Python's
`bool(v)` and `a == b` of symbolic values in turn, which pyops defines. They call them
through this module; pyops installs the real functions at import, and vm/__init__ imports
pyops before any evaluation runs. Until then a call is an InternalError.
"""

from __future__ import annotations

from stamen.errors import InternalError

__all__ = ["truth", "py_eq", "install"]


def _not_installed(*args):
    raise InternalError("stamen.vm.python.pyops is not imported yet: a hook is not installed")


truth = _not_installed
py_eq = _not_installed


def install(truth_fn, py_eq_fn) -> None:
    """Installs pyops's `truth` and `py_eq` (called once, by pyops at import)."""
    global truth, py_eq
    truth, py_eq = truth_fn, py_eq_fn
