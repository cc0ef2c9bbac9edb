"""`stamen boogie check|print FILE...`: summaries, located errors, exit status 2."""

from stamen.cli import main
from stamen.langs.boogie import check

GOOD = "procedure P(x: int) returns (y: int);\nimplementation P(x: int) returns (y: int)\n" \
       "{ y := x; }\nprocedure Q() { }\n"


def test_check_prints_a_summary_per_file(tmp_path, capsys):
    good = tmp_path / "good.bpl"
    good.write_text(GOOD)
    assert main(["boogie", "check", str(good), str(good)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{good}: ok (2 procedures, 2 implementations)"] * 2


def test_check_prints_located_errors_and_exits_2(tmp_path, capsys):
    good, bad = tmp_path / "good.bpl", tmp_path / "bad.bpl"
    good.write_text(GOOD)
    bad.write_text("procedure P() {\n  x := ;\n}\n")
    assert main(["boogie", "check", str(bad), str(good)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{bad}:2:8: parse error: unexpected ';'",
                   f"{good}: ok (2 procedures, 2 implementations)"]


def test_check_of_a_missing_file_is_an_error(tmp_path, capsys):
    missing = tmp_path / "missing.bpl"
    assert main(["boogie", "check", str(missing)]) == 2
    assert capsys.readouterr().out.startswith(f"{missing}:1:1: parse error: cannot read")


def test_print_writes_a_program_that_checks_to_the_same_tree(tmp_path, capsys):
    good = tmp_path / "good.bpl"
    good.write_text(GOOD)
    assert main(["boogie", "print", str(good)]) == 0
    printed = capsys.readouterr().out
    assert check(printed)[0] == check(GOOD)[0]


def test_check_modifies_is_an_option(tmp_path, capsys):
    path = tmp_path / "m.bpl"
    path.write_text("var g: int;\nprocedure P() { g := 1; }\n")
    assert main(["boogie", "check", str(path)]) == 0
    capsys.readouterr()
    assert main(["boogie", "check", "--check-modifies", str(path)]) == 2
    assert capsys.readouterr().out == (
        f"{path}:2:17: type error: command assigns to a global variable that is not in the "
        f"enclosing procedure's modifies clause: g\n")


def test_run_ends_by_the_deadline_its_runner_gives(tmp_path, capsys, monkeypatch):
    # the bench's runner sets STAMEN_DEADLINE: start-up counts against --timeout
    import json
    import time

    from stamen.langs.boogie.command import DEADLINE_ENV

    endless = tmp_path / "endless.bpl"
    endless.write_text("procedure main() { var x: int; x := 0;"
                       " while (true) { x := x + 1; } }\n")
    out = tmp_path / "out.json"
    monkeypatch.setenv(DEADLINE_ENV, repr(time.time() + 0.5))
    argv = ["boogie", "run", str(endless), "--timeout", "600", "--json", str(out),
            "--accelerate", "0"]
    assert main(argv) == 3
    rec = json.loads(out.read_text())[0]
    assert rec["answer"] == "unknown" and rec["seconds"] < 30
    monkeypatch.setenv(DEADLINE_ENV, "not a number")  # ignored: --timeout holds
    assert main([*argv[:4], "1", *argv[5:]]) == 3
