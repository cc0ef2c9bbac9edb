"""`stamen boogie bench`: a hand-made manifest run through the command line (with a
stand-in for `stamen boogie run`), scored, resumed from its JSON lines, plotted."""

import json

import pytest

from stamen.cli import main
from stamen.langs.boogie.corpus import append_record, read_records

from .benchcorpus import ROWS, fake_command, write_corpus


def _bench(manifest, *extra):
    return main(["boogie", "bench", "--manifest", str(manifest), "--jobs", "1",
                 "--command", fake_command(), *extra])


def test_a_clean_run_exits_0_and_prints_the_table(tmp_path, capsys):
    manifest = write_corpus(tmp_path)
    assert _bench(manifest, "--suite", "beta") == 0
    out = capsys.readouterr().out
    assert "beta" in out and "alpha" not in out
    assert "1/1" in out                                 # the invalid file was rejected
    assert "beta: unscored labels (unknown, vacuous, ...): 1 verified" in out


def test_a_false_alarm_or_a_missed_bug_exits_1(tmp_path, capsys):
    rows = ROWS + (("c/alarm.bpl", "gamma", "correct", "main", ["answer bug x"]),)
    assert _bench(write_corpus(tmp_path, rows), "--suite", "gamma") == 1
    assert "false alarm: c/alarm.bpl (paths): bug main: x" in capsys.readouterr().out
    rows = ROWS + (("c/missed.bpl", "gamma", "bug", "main", ["answer verified"]),)
    assert _bench(write_corpus(tmp_path, rows), "--suite", "gamma") == 1
    assert "missed: c/missed.bpl (paths): verified" in capsys.readouterr().out


def test_results_are_appended_and_a_rerun_resumes(tmp_path, capsys):
    manifest, results = write_corpus(tmp_path), tmp_path / "out" / "results.jsonl"
    assert _bench(manifest, "--limit", "2", "--json", str(results), "--mode", "paths") == 0
    first = read_records(results)
    assert [(r["file"], r["mode"], r["answer"]) for r in first] == [
        ("a/ok.bpl", "paths", "verified"), ("a/bug.bpl", "paths", "bug")]
    # A run killed while writing leaves a partial line: it is skipped, and the file runs again.
    with results.open("a") as f:
        f.write('{"file": "a/slow.bpl", "mo')
    assert _bench(manifest, "--json", str(results), "--mode", "paths") == 0
    records = read_records(results)
    assert [r["file"] for r in records] == [row[0] for row in ROWS]
    assert records[:2] == first                          # not run again
    # Another mode is another run in the same file.
    assert _bench(manifest, "--json", str(results), "--mode", "merged", "--limit", "1") == 0
    assert [(r["file"], r["mode"]) for r in read_records(results)][-1] == ("a/ok.bpl", "merged")


def test_resumed_records_are_scored_against_the_current_labels(tmp_path, capsys):
    manifest, results = write_corpus(tmp_path), tmp_path / "results.jsonl"
    append_record(results, {"file": "a/ok.bpl", "mode": "paths", "suite": "old",
                            "verdict": "bug", "answer": "bug", "seconds": 1.0})
    assert _bench(manifest, "--json", str(results), "--limit", "1") == 1   # now a false alarm
    assert "false alarm: a/ok.bpl" in capsys.readouterr().out
    assert len(read_records(results)) == 1


def test_the_quantile_plot_is_written(tmp_path, capsys):
    manifest, png = write_corpus(tmp_path), tmp_path / "plots" / "quantile.png"
    results = tmp_path / "r.jsonl"
    assert _bench(manifest, "--json", str(results), "--plot", str(png)) == 0
    assert _bench(manifest, "--json", str(results), "--plot", str(png), "--mode", "paths") == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_missing_manifest_or_suite_is_bad_input(tmp_path, capsys):
    assert _bench(tmp_path / "none.csv") == 2
    assert "cannot read the manifest" in capsys.readouterr().err
    assert _bench(write_corpus(tmp_path), "--suite", "nosuch") == 2
    assert "no suite nosuch" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["boogie", "bench", "extra.bpl"])
    assert exc.value.code == 2


def test_check_without_a_file_is_bad_input(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["boogie", "check"])
    assert exc.value.code == 2


def test_records_are_json_lines(tmp_path):
    path = tmp_path / "r.jsonl"
    append_record(path, {"file": "x", "answer": "bug"})
    append_record(path, {"file": "y", "answer": "verified"})
    assert [json.loads(ln)["file"] for ln in path.read_text().splitlines()] == ["x", "y"]
