"""`stamen boogie bench`: run a manifest's files, score them against their labels, print
the table per suite and draw the quantile plot.

Records stream back under a progress bar and are appended to the `--json` file (JSON
lines) as they arrive; a run with the same file and mode skips the files already in
it (resume). Exit status 1 on any false alarm or missed bug, 2 on bad input, else 0.
"""

from __future__ import annotations

import argparse
import os
import shlex
from pathlib import Path

from rich import progress as rp
from rich.console import Console

from stamen.langs.boogie.corpus import (
    CorpusFile,
    append_record,
    default_manifest,
    read_manifest,
    read_records,
    record_key,
    select,
)
from stamen.langs.boogie.runner import DEFAULT_COMMAND, RunOptions, run_files
from stamen.langs.boogie.score import is_wrong, print_scores
from stamen.langs.boogie.switches import option_argv

__all__ = ["DEFAULT_MODE", "DEFAULT_TIMEOUT", "add_arguments", "bench"]

DEFAULT_MODE = "paths"
DEFAULT_TIMEOUT = 10.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds the options of `stamen boogie bench` to its parser."""
    parser.add_argument("--manifest", metavar="CSV",
              help="bench: the manifest (default: the corpus's manifest.csv)")
    parser.add_argument("--suite", nargs="+", action="extend", metavar="S",
              help="bench: run only these suites")
    parser.add_argument("--mode", help=f"the executor's mode (bench default: {DEFAULT_MODE})")
    parser.add_argument("--timeout", type=float, metavar="SECONDS",
              help=f"seconds per file (bench default: {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--loop-bound", type=int, metavar="K", help="the executor's loop bound")
    parser.add_argument("--jobs", type=int, metavar="N",
              help="bench: worker processes of the local Dask cluster (default: the "
                   "number of cores; 1 runs the files one by one without Dask)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
              help="bench: run on the Dask cluster at ADDRESS (tcp://HOST:PORT)")
    parser.add_argument("--json", metavar="PATH",
              help="bench: append each result to PATH (JSON lines) and resume from it")
    parser.add_argument("--plot", metavar="PNG", help="bench: write the quantile plot to PNG")
    parser.add_argument("--limit", type=int, metavar="N", help="bench: run the first N files")
    parser.add_argument("--memory", type=int, default=4096, metavar="MB",
              help="bench: memory limit per file in MB (0: none; default 4096)")
    parser.add_argument("--command", dest="command_template", metavar="TEMPLATE",
              help="bench: the command run per file (default: python -m stamen boogie run; "
                   "{python} {file} {mode} {timeout} {json} are filled in)")
    parser.add_argument("--option", dest="run_options", action="append", default=[],
              metavar="NAME=VALUE",
              help="bench: pass --NAME=VALUE to `stamen boogie run` for every file (an "
                   "optimisation switch such as accelerate=0 or globaldde=0; repeatable)")


def _options(args: argparse.Namespace) -> RunOptions:
    template = args.command_template
    command = tuple(shlex.split(template)) if template else DEFAULT_COMMAND
    timeout = args.timeout if args.timeout is not None else DEFAULT_TIMEOUT
    mode = args.mode or DEFAULT_MODE
    extra = tuple(option_argv(getattr(args, "run_options", None) or [], mode))
    return RunOptions(mode=mode, timeout=timeout,
                      loop_bound=args.loop_bound, memory_mb=args.memory or None,
                      command=command, extra=extra)


def _files(args: argparse.Namespace, err: Console) -> list[CorpusFile] | None:
    """Returns the selected files of the manifest, or None after printing why not."""
    manifest = Path(args.manifest) if args.manifest else default_manifest()
    try:
        files = read_manifest(manifest)
    except (OSError, ValueError) as exc:
        err.print(f"stamen boogie bench: cannot read the manifest {manifest}: {exc}",
                  highlight=False)
        return None
    unknown = sorted(set(args.suite or ()) - {f.suite for f in files})
    if unknown:
        err.print(f"stamen boogie bench: no suite {', '.join(unknown)} in {manifest}",
                  highlight=False)
        return None
    return select(files, args.suite, args.limit)


def _bar(console: Console) -> rp.Progress:
    return rp.Progress(rp.SpinnerColumn(), rp.TextColumn("{task.description}"), rp.BarColumn(),
                       rp.MofNCompleteColumn(), rp.TimeElapsedColumn(), console=console,
                       transient=True)


def _run(files: list[CorpusFile], options: RunOptions, args: argparse.Namespace,
         err: Console) -> list[dict]:
    """Returns a record per file: those in the JSON file already (relabelled from the
    manifest), and those of the files run now, appended to it as they arrive."""
    done = {record_key(r): r for r in read_records(args.json)} if args.json else {}
    records: dict[str, dict] = {}
    todo = []
    for cf in files:
        old = done.get((cf.file, options.mode))
        if old is None:
            todo.append(cf)
        else:
            records[cf.file] = dict(old, suite=cf.suite, verdict=cf.verdict)
    jobs = args.jobs if args.jobs is not None else (os.cpu_count() or 1)
    with _bar(err) as bar:
        task = bar.add_task(f"{options.mode}: {len(records)} resumed", total=len(todo))

        def on_record(record: dict) -> None:
            if args.json:
                append_record(args.json, record)
            records[record["file"]] = record
            bar.update(task, advance=1, description=f"{record['file']}: {record['answer']}")

        run_files(todo, options, on_record, jobs=jobs, scheduler=args.scheduler)
    return [records[cf.file] for cf in files if cf.file in records]


def bench(args: argparse.Namespace, out: Console, err: Console) -> int:
    """Runs `stamen boogie bench` with the parsed arguments; returns the exit status."""
    files = _files(args, err)
    if files is None:
        return 2
    try:
        options = _options(args)
    except ValueError as exc:
        err.print(f"stamen boogie bench: {exc}", highlight=False)
        return 2
    records = _run(files, options, args, err)
    title = f"boogie bench: mode {options.mode}, {options.timeout:g} s per file"
    print_scores(out, records, title)
    if args.plot:
        from stamen.langs.boogie.plot import write_quantile_plot

        chosen = {cf.file: cf for cf in files}
        runs = [dict(r, suite=chosen[r["file"]].suite, verdict=chosen[r["file"]].verdict)
                for r in read_records(args.json) if r.get("file") in chosen] \
            if args.json else records
        write_quantile_plot(args.plot, runs, "stamen boogie bench")
        out.print(f"[dim]quantile plot written to {args.plot}[/]")
    return 1 if any(is_wrong(r) for r in records) else 0
