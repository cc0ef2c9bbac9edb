"""Running one benchmark row in a fresh process, with a time limit.

A row runs in a `spawn`ed child, so it starts from an empty term table and
can be stopped when it takes longer than its limit (pure-Python evaluation
cannot be interrupted from a thread). The child sends back one dict.
"""

from __future__ import annotations

import importlib
import multiprocessing
import time
import traceback

__all__ = ["TIMEOUT", "run_isolated"]

TIMEOUT = "timeout"


def _child(conn, module: str, function: str, kwargs: dict) -> None:
    """Runs module.function(**kwargs) and sends ("ok", row) or ("error", message)."""
    try:
        fn = getattr(importlib.import_module(module), function)
        conn.send(("ok", fn(**kwargs)))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which decides
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        conn.send(("error", last))
    finally:
        conn.close()


def run_isolated(module: str, function: str, kwargs: dict, limit: float) -> tuple[str, object]:
    """Returns ("ok", value), ("error", message) or (TIMEOUT, seconds) for
    `module.function(**kwargs)` run in a fresh process stopped after `limit` seconds."""
    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, module, function, kwargs), daemon=True)
    started = time.perf_counter()
    proc.start()
    child.close()
    try:
        if parent.poll(limit):
            try:
                return parent.recv()
            except EOFError:
                return "error", f"the benchmark process died (exit code {proc.exitcode})"
        return TIMEOUT, time.perf_counter() - started
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join()
        parent.close()
