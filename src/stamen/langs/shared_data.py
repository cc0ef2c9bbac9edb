"""Where the languages find their data: the project's `shared/data/<name>` folder."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["shared_data_dir"]


def shared_data_dir(name: str, env_var: str) -> Path:
    """Returns the directory of the data set `name`: $env_var if set, else the nearest
    `shared/data/<name>` beside the source checkout or above it."""
    configured = os.environ.get(env_var)
    if configured:
        return Path(configured)
    checkout = Path(__file__).resolve().parents[3]
    for ancestor in checkout.parents:  # shared/ beside the checkout, or further up
        candidate = ancestor / "shared" / "data" / name
        if candidate.is_dir():
            return candidate
    return checkout.parent / "shared" / "data" / name
