"""The `stamen` command end to end, run as a user would: a subprocess of this Python."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def stamen(*args: str, cwd: Path | None = None,
           timeout: float = 120) -> subprocess.CompletedProcess:
    """Returns the finished `python -m stamen ARGS` (stdout and stderr as text)."""
    return subprocess.run([sys.executable, "-m", "stamen", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=timeout, env=_env())


def _env() -> dict:
    import os

    return {**os.environ, "COLUMNS": "200"}


def test_bench_terms_quick():
    done = stamen("bench", "terms", "--quick")
    assert done.returncode == 0, done.stderr
    for name in ("fresh_operators", "hit_operators", "fresh_smart", "z3_translation"):
        assert name in done.stdout


def test_bench_revpos_quick_writes_json(tmp_path):
    out = tmp_path / "out.json"
    done = stamen("bench", "revpos", "--quick", "--json", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    for header in ("joins", "unions", "union sum", "union max", "eval s", "solve s", "answer"):
        assert header in done.stdout
    data = json.loads(out.read_text())
    every = data["suites"]["revpos"]["rows"]
    growth = [r for r in every if r["name"].endswith("_eval")]  # evaluation only, types
    assert [(r["style"], r["n"], r["merge"]) for r in growth] == [
        ("tuple", n, "types") for n in (10, 20, 40)] and all(r["ok"] for r in growth)
    assert "fitted exponent" in done.stdout
    rows = [r for r in every if not r["name"].endswith("_eval")]
    styles = ("tuple", "list", "comprehension")
    assert {(r["merge"], r["style"], r["n"]) for r in rows} == {
        (m, s, n) for m, sizes in (("types", (5, 10)), ("logic", (5, 10)), ("none", (3, 6)))
        for s in styles for n in sizes}
    assert all(r["answer"] == "sat" and r["ok"] for r in rows)  # same answers, every strategy
    tuple_10 = next(r for r in rows if (r["merge"], r["style"], r["n"]) == ("types", "tuple", 10))
    assert tuple_10["union_max"] == 11  # a union of the tuples of lengths 0..10
    assert data["machine"]["nproc"] >= 1 and data["machine"]["python"]


def test_bench_revpos_one_strategy():
    done = stamen("bench", "revpos", "--quick", "--merge", "logic")
    assert done.returncode == 0, done.stderr
    assert "tuple_10_logic" in done.stdout and "_types" not in done.stdout


def test_demo_exits_zero():
    done = stamen("demo")
    assert done.returncode == 0, done.stderr
    assert "bvmax" in done.stdout or "revPos" in done.stdout


def test_builtin_demo_exits_zero():
    done = stamen("demo", "--builtin")
    assert done.returncode == 0, done.stderr
    assert "verified" in done.stdout


def test_run_executes_a_file_with_arguments(tmp_path):
    script = tmp_path / "prog.py"
    script.write_text(
        "import sys\n"
        "import stamen as st\n"
        "from stamen import lifted, assert_\n\n"
        "@lifted\n"
        "def absval(v):\n"
        "    if v < 0:\n"
        "        return -v\n"
        "    return v\n\n"
        "x = st.symbolic('x', int)\n"
        "print(__name__, sys.argv[1:], st.verify(lambda: assert_(absval(x) >= 0)).unsat)\n"
    )
    done = stamen("run", str(script), "a", "--flag")
    assert done.returncode == 0, done.stderr
    assert "__main__ ['a', '--flag'] True" in done.stdout


@pytest.mark.parametrize(("body", "code"), [("raise ValueError('boom')\n", 1),
                                            ("import sys\nsys.exit(3)\n", 3)])
def test_run_reports_failures_with_their_exit_code(tmp_path, body, code):
    script = tmp_path / "bad.py"
    script.write_text(body)
    done = stamen("run", str(script))
    assert done.returncode == code
    if code == 1:
        assert "ValueError: boom" in done.stderr and "Traceback" in done.stderr


def test_errors_are_clear_and_non_zero(tmp_path):
    missing = stamen("run", str(tmp_path / "nope.py"))
    assert missing.returncode != 0 and "no such file" in missing.stderr
    unknown = stamen("bench", "no-such-suite")
    assert unknown.returncode == 2 and "invalid choice" in unknown.stderr
    bare = stamen()
    assert bare.returncode == 2


def test_main_in_process_returns_an_exit_code(capsys):
    from stamen.cli import main

    assert main(["bench", "terms", "--quick"]) == 0
    assert "z3_translation" in capsys.readouterr().out


def test_profile_runs_a_file_and_prints_and_writes_its_profile(tmp_path):
    script = tmp_path / "prof.py"
    script.write_text(
        "import stamen as st\n\n"
        "@st.lifted\n"
        "def absval(v):\n"
        "    if v < 0:\n"
        "        return -v\n"
        "    return v\n\n"
        "x = st.fresh(int)\n"
        "print(st.verify(lambda: st.assert_(absval(x) >= 0)).unsat)\n"
    )
    out = tmp_path / "profile.json"
    done = stamen("profile", "--json", str(out), str(script))
    assert done.returncode == 0, done.stderr
    assert "True" in done.stdout and "absval" in done.stdout and "verify" in done.stdout
    data = json.loads(out.read_text())
    assert data["queries"][0]["query"] == "verify" and data["queries"][0]["answer"] == "unsat"
    assert data["functions"][0]["call_site"] == f"{script}:10"


@pytest.mark.parametrize("args, option", [
    (("bench", "bvmax", "--quick", "--limit", "-1"), "--limit"),
    (("bench", "bvmax", "--quick", "--limit", "inf"), "--limit"),
    (("tune", "ifc", "--budget", "-1"), "--budget"),
    (("tune", "ifc", "--evaluations", "0"), "--evaluations"),
    (("tune", "ifc", "--train", "1.5"), "--train"),
    (("tune", "ifc", "--cap", "abc"), "--cap"),
])
def test_numbers_out_of_range_are_usage_errors(args, option):
    """Regression: `bench --limit -1` printed a signal.itimer_error traceback from inside a
    run, and `tune --budget -1` ran a whole tuning (and wrote a profile)."""
    done = stamen(*args)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"argument {option}: expected" in done.stderr
    assert "Traceback" not in done.stderr and "dumping" not in done.stdout + done.stderr


def test_run_shows_the_users_frames_only(tmp_path):
    """A stamen error or the program's exception in `stamen run FILE` shows the traceback of
    the user's code, not stamen's frames (which `python FILE` would also show); an error
    names the user's line."""
    script = tmp_path / "bad.py"
    script.write_text("import stamen as st\n"
                      "x = st.symbolic('x', int)\n"
                      "@st.lifted\n"
                      "def f(v):\n"
                      "    return v + undefined_name\n"
                      "try:\n"
                      "    st.solve(lambda: st.assert_(x > 2), solver=3)\n"
                      "except st.InvalidArgument as e:\n"
                      "    print('caught', e)\n"
                      "st.verify(lambda: st.assert_(f(x) > 0))\n")
    done = stamen("run", str(script))
    assert done.returncode == 1
    assert f"caught {script}:7: Expected a solver name" in done.stdout
    assert "NameError: name 'undefined_name' is not defined" in done.stderr
    assert f'File "{script}", line 5, in f' in done.stderr
    assert "stamen/" not in done.stderr.replace(str(script), ""), done.stderr
    script.write_text("x = 'unterminated\n")
    done = stamen("run", str(script))
    assert done.returncode == 1 and "SyntaxError" in done.stderr
    assert "Traceback" not in done.stderr and "cli.py" not in done.stderr
