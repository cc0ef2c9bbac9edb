"""Loading the programs of `examples/` as modules, so tests check the code users run."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

__all__ = ["EXAMPLES", "load_example"]

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load_example(name: str):
    """Returns the module examples/<name>.py (imported once, without running its main)."""
    module_name = f"stamen_example_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
