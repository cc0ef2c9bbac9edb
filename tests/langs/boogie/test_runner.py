"""The corpus runner: each file in its own process under time and memory limits, serially
or on a two-worker local Dask cluster, with the same answers either way."""

import os
import signal
import sys

import psutil

from stamen.langs.boogie.corpus import CorpusFile, read_manifest
from stamen.langs.boogie.runner import RunOptions, command_for, run_file, run_files

from .benchcorpus import FAKE_COMMAND, write_corpus


def _file(tmp_path, lines, entry=None, verdict="correct"):
    path = tmp_path / "f.bpl"
    path.write_text("".join(f"// fake: {ln}\n" for ln in lines))
    return CorpusFile(file="f.bpl", path=str(path), suite="s", verdict=verdict, entry=entry)


def _options(**kwargs):
    return RunOptions(command=FAKE_COMMAND, **kwargs)


def test_the_default_command_is_stamen_boogie_run_with_the_entry_and_bound():
    cf = CorpusFile(file="x.bpl", path="/c/x.bpl", suite="s", verdict="bug", entry="main")
    options = RunOptions(mode="paths", timeout=2.5, loop_bound=4)
    assert command_for(cf, options, "/t/out.json") == [
        sys.executable, "-m", "stamen", "boogie", "run", "/c/x.bpl", "--mode", "paths",
        "--timeout", "2.5", "--json", "/t/out.json", "--entry", "main", "--loop-bound", "4"]


def test_a_file_answer_comes_from_its_records(tmp_path):
    cf = _file(tmp_path, ["answer verified", "answer bug assertion might not hold"], "main")
    record = run_file(cf, _options(mode="paths"))
    assert (record["answer"], record["reason"], record["exit"]) == (
        "bug", "main: assertion might not hold", 1)
    assert [e["answer"] for e in record["entries"]] == ["verified", "bug"]
    assert record["entries"][0]["counters"] == {"mode": "paths"}
    assert (record["file"], record["suite"], record["verdict"], record["mode"]) == (
        "f.bpl", "s", "correct", "paths")


def test_a_child_past_its_time_limit_is_killed_and_unknown(tmp_path):
    cf = _file(tmp_path, ["sleep 60", "answer verified"])
    record = run_file(cf, _options(timeout=0.5, grace=0.5))
    assert (record["answer"], record["reason"], record["exit"]) == ("unknown", "timeout", None)
    assert record["seconds"] < 30


def test_a_child_killed_after_writing_its_records_keeps_its_answer(tmp_path):
    # (a paths-mode run that ended by its deadline and was slow to exit, SV-COMP's
    # loops/sum03_true: Python's teardown took more than 3 s under load)
    cf = _file(tmp_path, ["linger 60", "answer bug assertion might not hold"])
    record = run_file(cf, _options(timeout=0.5, grace=1.5))
    assert (record["answer"], record["exit"]) == ("bug", None)
    assert record["seconds"] < 30


def test_a_child_out_of_memory_is_unknown_memory(tmp_path):
    cf = _file(tmp_path, ["alloc 2000", "answer verified"])
    record = run_file(cf, _options(memory_mb=300))
    assert (record["answer"], record["reason"]) == ("unknown", "memory")


def test_the_same_file_without_a_memory_limit_answers(tmp_path):
    cf = _file(tmp_path, ["alloc 50", "answer verified"])
    assert run_file(cf, _options(memory_mb=None))["answer"] == "verified"


def test_a_child_that_writes_nothing_is_unknown(tmp_path):
    record = run_file(_file(tmp_path, ["crash"]), _options())
    assert record["answer"] == "unknown"
    assert record["reason"] == "no result (exit status 7)"


def _answers(records):
    return sorted((r["file"], r["answer"], r["reason"]) for r in records)


def _children():
    """Returns the pids of this process's descendants, but multiprocessing's resource
    tracker (started with the first spawned process, it lives as long as this one)."""
    return {p.pid for p in psutil.Process().children(recursive=True)
            if "resource_tracker" not in " ".join(_cmdline(p))}


def _cmdline(proc):
    try:
        return proc.cmdline()
    except psutil.Error:
        return []


def test_a_two_worker_local_cluster_answers_as_jobs_1(tmp_path):
    files = read_manifest(write_corpus(tmp_path))
    options = _options(timeout=5)
    serial, parallel = [], []
    before = _children()
    run_files(files, options, serial.append, jobs=1)
    run_files(files, options, parallel.append, jobs=2)
    assert _answers(parallel) == _answers(serial)
    assert len(serial) == len(files)
    assert _children() <= before or _wait_gone(_children() - before)


def _wait_gone(pids, seconds=10.0):
    """Returns whether the processes exit within `seconds` (the cluster's are reaped)."""
    _, alive = psutil.wait_procs([psutil.Process(p) for p in pids if psutil.pid_exists(p)],
                                 timeout=seconds)
    for proc in alive:
        os.kill(proc.pid, signal.SIGKILL)
    return not alive


def test_records_arrive_one_per_file_in_order_with_jobs_1(tmp_path):
    files = read_manifest(write_corpus(tmp_path))
    seen = []
    run_files(files, _options(), seen.append, jobs=1)
    assert [r["file"] for r in seen] == [f.file for f in files]
    assert [r["entry"] for r in seen] == ["main", None, "cba_main", None, "main", "main"]
    assert seen[2]["entries"][0]["entry"] == "cba_main"      # passed as --entry
