"""Running corpus files for `stamen boogie bench`: each file in its own process under a
time and a memory limit, serially or as the tasks of a Dask cluster.

A file runs as the command template (by default `python -m stamen boogie run FILE
--mode M --timeout S --json OUT`, with `--entry NAME` and `--loop-bound K` when set),
followed by the Symbooglix flags of the file's row (`CorpusFile.flags`) and the
options every file gets (`RunOptions.extra`, bench's `--option NAME=VALUE`),
which writes a JSON list of per-entry records `{file, entry, answer, reason, seconds,
counters}`. The child is the leader of its own process group, has an address-space
limit (`RLIMIT_AS`) and dies with the process that started it; at timeout + grace the
whole group is killed and the file's answer is `unknown (timeout)`, unless the child
had written its records (a slow exit: they are its answer). The child is told
its deadline (`DEADLINE_ENV`: this clock's seconds at its start plus the timeout), so
that its start-up counts against its timeout: under a load of 18 on two cores the
paths mode, which explores on after a bug for Symbooglix's counters, was killed at 65 s
with a bug found in its first CPU second (SV-COMP's `loops/invert_string_false`). When it runs out
of memory it is `unknown (memory)`. A limit of stamen or of the machine is never a
verdict: whatever goes wrong with the child makes the answer `unknown`.
"""

from __future__ import annotations

import json
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from stamen.langs.boogie.command import DEADLINE_ENV
from stamen.langs.boogie.corpus import CorpusFile

__all__ = ["ANSWERS", "DEFAULT_COMMAND", "RunOptions", "command_for", "file_answer",
           "run_file", "run_files"]

ANSWERS = ("bug", "verified", "unknown", "invalid")

DEFAULT_COMMAND = ("{python}", "-m", "stamen", "boogie", "run", "{file}", "--mode", "{mode}",
                   "--timeout", "{timeout}", "--json", "{json}")

# Runs in the child before the command: the address-space limit (argv[1] bytes, 0 for
# none), death with the parent (Linux's PR_SET_PDEATHSIG = 1, with SIGKILL), then exec.
# A separate interpreter rather than Popen's preexec_fn, which is unsafe in a threaded
# process such as a Dask worker.
_LAUNCH = (
    "import os, resource, sys\n"
    "n = int(sys.argv[1])\n"
    "if n:\n"
    "    resource.setrlimit(resource.RLIMIT_AS, (n, n))\n"
    "try:\n"
    "    import ctypes; ctypes.CDLL(None).prctl(1, 9)\n"
    "except (OSError, AttributeError):\n"
    "    pass\n"
    "os.execvp(sys.argv[2], sys.argv[2:])\n")

_MEMORY_SIGNS = ("MemoryError", "out of memory", "std::bad_alloc", "Cannot allocate memory")
_STDERR_TAIL = 4000


@dataclass(frozen=True)
class RunOptions:
    """How each file runs: the executor's mode, its time limit in seconds (the child
    is killed at timeout + grace), the loop bound, the memory limit in MB (None: no
    limit) and the command template (`{python}`, `{file}`, `{mode}`, `{timeout}`,
    `{json}` are filled in)."""

    mode: str = "paths"
    timeout: float = 10.0
    loop_bound: int | None = None
    memory_mb: int | None = 4096
    grace: float = 5.0
    command: tuple[str, ...] = DEFAULT_COMMAND
    extra: tuple[str, ...] = ()  # arguments added to every command (bench's --option)


def command_for(cf: CorpusFile, options: RunOptions, out: str) -> list[str]:
    """Returns the command that runs `cf` and writes its records to `out`."""
    fields = {"python": sys.executable, "file": cf.path, "mode": options.mode,
              "timeout": f"{options.timeout:g}", "json": out}
    argv = [part.format(**fields) for part in options.command]
    if cf.entry is not None:
        argv += ["--entry", cf.entry]
    bounds = [b for b in (options.loop_bound, cf.loop_bound) if b is not None]
    if bounds:
        argv += ["--loop-bound", str(min(bounds))]
    return argv + list(cf.flags) + list(options.extra)


def file_answer(entries: list[dict]) -> tuple[str, str]:
    """Returns the file's (answer, reason) from its per-entry records: invalid if the
    front end rejected it, else bug if an entry has one, else unknown if an entry is
    unknown (or there is no record, or an answer is not one of ANSWERS), else verified."""
    if not entries:
        return "unknown", "no entry point was run"
    for wanted in ("invalid", "bug"):
        hit = next((e for e in entries if e.get("answer") == wanted), None)
        if hit is not None:
            return wanted, _entry_reason(hit)
    for e in entries:
        if e.get("answer") != "verified":
            answer = e.get("answer")
            reason = _entry_reason(e) if answer == "unknown" else f"unexpected answer {answer!r}"
            return "unknown", reason
    return "verified", ""


def _entry_reason(entry: dict) -> str:
    reason = str(entry.get("reason") or "")
    name = entry.get("entry")
    return f"{name}: {reason}" if name and reason else reason


def _stamen_env() -> dict:
    """Returns the environment for a child: this process's, with the folder that holds
    the `stamen` package imported here first on PYTHONPATH, so the child runs it."""
    import stamen

    root = str(Path(stamen.__file__).resolve().parents[1])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    return env


def _kill_group(proc: subprocess.Popen) -> None:
    """Kills the child's process group (it leads one) and reaps the child."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def _tail(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    return data[-_STDERR_TAIL:].decode("utf-8", errors="replace")


def _failure(returncode: int, stderr: str) -> str:
    """Returns why a child that wrote no records failed: memory, or how it ended."""
    if any(sign in stderr for sign in _MEMORY_SIGNS):
        return "memory"
    lines = [ln.strip() for ln in stderr.strip().splitlines() if ln.strip()]
    last = f": {lines[-1]}" if lines else ""
    if returncode < 0:
        return f"crashed (signal {-returncode}){last}"
    return f"no result (exit status {returncode}){last}"


def _read_entries(out: Path) -> list[dict] | None:
    """Returns the records the child wrote, or None when it wrote no valid JSON list."""
    try:
        data = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, list) or not all(isinstance(e, dict) for e in data):
        return None
    return data


def run_file(cf: CorpusFile, options: RunOptions) -> dict:
    """Returns the record of one file run in its own process: the manifest's fields, the
    mode, the answer and reason (see `file_answer`), the wall-clock seconds, the exit
    status and the child's per-entry records."""
    with tempfile.TemporaryDirectory(prefix="stamen-bench-") as tmp:
        out, err_path = Path(tmp) / "out.json", Path(tmp) / "stderr.txt"
        limit = (options.memory_mb or 0) * 1024 * 1024
        argv = [sys.executable, "-c", _LAUNCH, str(limit), *command_for(cf, options, str(out))]
        started = time.perf_counter()
        env = {**_stamen_env(), DEADLINE_ENV: repr(time.time() + options.timeout)}
        with err_path.open("wb") as err:
            proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=err, start_new_session=True, env=env)
            try:
                returncode = proc.wait(timeout=options.timeout + options.grace)
            except subprocess.TimeoutExpired:
                returncode = None
            finally:
                _kill_group(proc)
        seconds = time.perf_counter() - started
        entries = _read_entries(out)  # (killed after writing them: they are its answer)
        if returncode is None and entries is None:
            answer, reason = "unknown", "timeout"
        elif entries is None:
            answer, reason = "unknown", _failure(returncode, _tail(err_path))
        else:
            answer, reason = file_answer(entries)
    return {"file": cf.file, "suite": cf.suite, "verdict": cf.verdict, "entry": cf.entry,
            "mode": options.mode, "answer": answer, "reason": reason,
            "seconds": round(seconds, 3), "exit": returncode, "entries": entries or []}


def _error_record(cf: CorpusFile, options: RunOptions, exc: BaseException) -> dict:
    """Returns the record of a file whose task failed in the runner (not in the child)."""
    return {"file": cf.file, "suite": cf.suite, "verdict": cf.verdict, "entry": cf.entry,
            "mode": options.mode, "answer": "unknown",
            "reason": f"runner error: {type(exc).__name__}: {exc}", "seconds": 0.0,
            "exit": None, "entries": []}


def run_files(files: Sequence[CorpusFile], options: RunOptions, on_record: Callable[[dict], None],
              jobs: int = 1, scheduler: str | None = None) -> None:
    """Runs every file and calls `on_record` with each record as it arrives: in this
    process one after the other when jobs == 1 and no scheduler is given, else as Dask
    tasks on the cluster at `scheduler` or on a local cluster of `jobs` worker
    processes with one thread each (shut down before returning)."""
    if jobs <= 1 and scheduler is None:
        for cf in files:
            on_record(run_file(cf, options))
        return
    _run_on_dask(files, options, on_record, jobs, scheduler)


def _run_on_dask(files: Sequence[CorpusFile], options: RunOptions,
                 on_record: Callable[[dict], None], jobs: int, scheduler: str | None) -> None:
    from distributed import Client, LocalCluster, as_completed

    cluster = None
    if scheduler is None:
        cluster = LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True,
                               dashboard_address=None, silence_logs=logging.ERROR)
    client = Client(cluster if cluster is not None else scheduler)
    try:
        futures = {client.submit(run_file, cf, options, pure=False): cf for cf in files}
        for future in as_completed(futures):
            cf = futures[future]
            try:
                record = future.result()
            except Exception as exc:  # noqa: BLE001 - the file's answer is unknown, the run goes on
                record = _error_record(cf, options, exc)
            on_record(record)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

