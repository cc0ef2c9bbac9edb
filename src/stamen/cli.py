"""The `stamen` command: `stamen demo`, `stamen bench SUITE`, `stamen run FILE`,
`stamen profile FILE`, `stamen boogie check|print FILE...`, `stamen boogie bench`.

Exit codes: 0 success; 1 a failure (a benchmark with an unexpected answer, a
suite that raised or is missing when asked for by name, an error in the
file run); 2 a usage error (reported by argparse), or a Boogie file that is
not well-formed.
"""

from __future__ import annotations

import argparse
import os
import runpy
import sys
import traceback
from collections.abc import Sequence

from rich.console import Console

from stamen.boundary import stamen_file
from stamen.errors import InternalError

__all__ = ["builtin_demo", "main"]

MERGES = ("none", "types", "logic")


def builtin_demo(console: Console) -> None:
    """Prints a short solve/verify story on revPos (used when bvmax is not available)."""
    import stamen as st
    from stamen.bench.revpos import rev_pos_list

    console.rule("[bold]stamen[/]: revPos, solved and verified")
    console.print("rev_pos(xs) keeps the positive elements of xs, in reverse order; "
                  "xs is a list of 6 symbolic ints.")
    xs = [st.fresh(int) for _ in range(6)]
    sol = st.solve(lambda: st.assert_(len(rev_pos_list(xs)) == len(xs)))
    console.print(f"[bold]solve[/]  len(rev_pos(xs)) == 6  ->  xs = {sol.evaluate(xs)}")
    cex = st.verify(lambda: st.assert_(len(rev_pos_list(xs)) < len(xs)))
    found = (f"counterexample xs = {cex.evaluate(xs)}" if cex.sat else
             "no counterexample" if cex.unsat else f"unknown ({cex.reason})")
    console.print(f"[bold]verify[/] len(rev_pos(xs)) < 6   ->  {found}")
    ok = st.verify(lambda: st.assert_(len(rev_pos_list(xs)) <= len(xs)))
    verdict = "[green]verified[/]" if ok.unsat else f"[red]{ok}[/]"
    console.print(f"[bold]verify[/] len(rev_pos(xs)) <= 6  ->  {verdict}")
    _, stats = st.evaluate_with_stats(lambda: rev_pos_list(xs))
    console.print(f"[dim]one evaluation: {stats.joins} joins, {stats.unions} unions, "
                  f"{stats.eval_seconds:.3f} s[/]")


def _cmd_demo(args: argparse.Namespace, out: Console, err: Console) -> int:
    if not args.builtin:
        try:
            from stamen.langs.bvmax import demo
        except ModuleNotFoundError as exc:
            if exc.name is None or not "stamen.langs.bvmax".startswith(exc.name):
                raise
            err.print("[dim]stamen.langs.bvmax is not available: showing the built-in demo[/]")
        else:
            demo()
            return 0
    builtin_demo(out)
    return 0


def _cmd_bench(args: argparse.Namespace, out: Console, err: Console) -> int:
    from stamen.bench import BenchOptions, run_suites
    from stamen.bench.report import write_json
    from stamen.solvers.profiles import load_profile
    from stamen.vm import config

    solver = args.solver
    if args.solver_profile:
        profile = load_profile(args.solver_profile)
        config(solver_profile=args.solver_profile)
        solver = solver or profile.solver
    options = BenchOptions(quick=args.quick, merge=args.merge, limit=args.limit,
                           plot=args.plot, solver=solver)
    results = run_suites(args.suite, options, out, err)
    if args.json:
        options = {k: v for k, v in vars(args).items() if k not in ("handler", "command")}
        write_json(args.json, results, options)
        out.print(f"[dim]rows written to {args.json}[/]")
    return _bench_status(args.suite, results, err)


def _bench_status(name: str, results: list, err: Console) -> int:
    """Returns the exit code: 1 when a row is wrong, a suite failed, or a suite asked for
    by name is missing; 0 otherwise (missing languages are only noted under `all`)."""
    failed = [r.name for r in results if r.failures() or r.error]
    missing = [r.name for r in results if r.missing]
    if failed:
        err.print(f"[red]stamen bench: unexpected answers or errors in: {', '.join(failed)}[/]")
        return 1
    if missing and name != "all":
        err.print(f"[red]stamen bench: suite {name!r} is not available yet[/]")
        return 1
    return 0


def _cmd_run(args: argparse.Namespace, out: Console, err: Console) -> int:
    path = args.file
    if not os.path.isfile(path):
        err.print(f"stamen run: no such file: {path}", highlight=False)
        return 1
    return _run_script(path, args.args)


def _cmd_profile(args: argparse.Namespace, out: Console, err: Console) -> int:
    """Runs FILE under the symbolic profiler and prints (and with --json writes) what each
    lifted function and each query cost, even when the script fails."""
    from stamen.lift.profile import Profile

    if not os.path.isfile(args.file):
        err.print(f"stamen profile: no such file: {args.file}", highlight=False)
        return 1
    with Profile() as prof:
        status = _run_script(args.file, args.args)
    prof.print(out)
    if args.json:
        prof.write_json(args.json)
        out.print(f"[dim]profile written to {args.json}[/]")
    return status


def _run_script(path: str, argv: list[str]) -> int:
    """Runs the Python file `path` as `python FILE ARGS` would; returns its exit status."""
    sys.argv = [path, *argv]
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except KeyboardInterrupt:
        return 130
    except BaseException:  # noqa: BLE001 - shown as Python would, minus stamen's own frames
        _print_user_traceback(path)
        return 1
    return 0


def _cmd_boogie(args: argparse.Namespace, out: Console, err: Console) -> int:
    from stamen.langs.boogie.command import run

    return run(args.action, args.files, args.check_modifies)


def _cmd_boogie_bench(args: argparse.Namespace, out: Console, err: Console) -> int:
    from stamen.langs.boogie.corpus_bench import bench

    return bench(args, out, err)


def _cmd_boogie_run(args: argparse.Namespace, out: Console, err: Console) -> int:
    from stamen.langs.boogie.command import execute
    from stamen.langs.boogie.flags import run_options
    from stamen.langs.boogie.switches import switch_options

    try:
        flags = run_options(args)
        switched = switch_options(args, args.mode)
    except ValueError as exc:
        err.print(f"stamen boogie run: {exc}", highlight=False)
        return 2
    bound = args.loop_bound if args.loop_bound is not None else flags.get("loop_bound")
    options = {**(flags.get("options") or {}), **switched, "modular_vc": args.modular_vc}
    if args.abstraction:  # structural abstraction: merged mode, calls as summaries
        if args.mode != "merged":
            err.print("stamen boogie run: --abstraction needs --mode merged", highlight=False)
            return 2
        options["calls"] = "summary"
    if args.solver_profile:  # a tuned z3 profile for the checks of path conditions
        problem = _boogie_profile_problem(args.solver_profile, args.mode,
                                          options.get("solver", "z3"))
        if problem:
            err.print(f"stamen boogie run: --solver-profile: {problem}", highlight=False)
            return 2
        options["solver_profile"] = args.solver_profile
    return execute(args.files, mode=args.mode, entry=args.entry or flags.get("entry"),
                   timeout=args.timeout, loop_bound=bound, json_path=args.json,
                   options=options)


def _boogie_profile_problem(name: str, mode: str, solver: str) -> str | None:
    """Why `stamen boogie run --solver-profile NAME` cannot run in `mode` with the executor
    checking on `solver`, or None: the profile must load and be that solver's, and only
    the paths and merged modes check path conditions with it (refused before any file
    runs, not as one unknown per file)."""
    from stamen.errors import InvalidArgument
    from stamen.solvers.profiles import load_profile

    if mode not in ("paths", "merged"):
        return f"applies to --mode paths or merged, not {mode}"
    try:
        profile = load_profile(name)
    except InvalidArgument as exc:
        return str(exc)
    if profile.solver != solver:
        return f"the executor checks with {solver}, and {name!r} is a {profile.solver} profile"
    return None


def _add_boogie(sub) -> None:
    """Adds `stamen boogie check|print|run FILE...` and `stamen boogie bench`."""
    from stamen.langs.boogie.corpus_bench import add_arguments as add_bench_arguments
    from stamen.langs.boogie.flags import add_arguments as add_symbooglix_flags
    from stamen.langs.boogie.switches import STRUCTURAL
    from stamen.langs.boogie.switches import add_arguments as add_switches

    boogie = sub.add_parser("boogie", help="check, print or run Boogie programs, or run a corpus")
    actions = boogie.add_subparsers(dest="action", required=True, metavar="ACTION")
    for action, text in (("check", "parse, resolve and type-check"),
                         ("print", "print the program as the printer writes it")):
        parser = actions.add_parser(action, help=text)
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument("--check-modifies", action="store_true",
                            help="report assignments to global variables outside the "
                                 "procedure's modifies clause (Boogie's default)")
        parser.set_defaults(handler=_cmd_boogie)
    run = actions.add_parser("run", help="execute symbolically: bug, verified or unknown per "
                                         "entry point")
    run.add_argument("files", nargs="+", metavar="FILE")
    run.add_argument("--mode", choices=("paths", "merged", "modular", "chc"), default="paths",
                     help="paths (one state per path, Symbooglix's algorithm), merged, "
                          "modular (each implementation against its contract), or chc "
                          "(Horn clauses solved by Spacer)")
    run.add_argument("--entry", metavar="NAME", help="the entry procedure")
    run.add_argument("--modular-vc", choices=("wlp", "executor"), default="wlp",
                     help="modular mode: check the wlp VC first, the executor confirming a "
                          "failure (wlp, the default), or run the executor alone")
    run.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                     help="seconds per file (default 10)")
    run.add_argument("--loop-bound", type=int, metavar="K",
                     help="end a path after K iterations of a loop (the answer is unknown)")
    run.add_argument("--json", metavar="PATH", help="write the records to PATH")
    run.add_argument("--abstraction", action="store_true",
                     help="merged mode: calls as summaries, expanded only where a "
                          "counterexample depends on them (structural abstraction)")
    run.add_argument("--solver-profile", metavar="NAME",
                     help="paths and merged modes: check path conditions with a solver "
                          "profile of the executor's solver (z3 unless --solver): a name "
                          "or a .json path (see `stamen tune`)")
    add_symbooglix_flags(run.add_argument_group("Symbooglix's flags, with its meaning"))
    add_switches(run.add_argument_group(
        "optimisations", "each is on by default; 0 turns it off, for measurement (an answer "
        "never changes, only its time). Symbooglix's --globaldde, --goto-assume-look-ahead "
        "(paths mode) and --ci-solver (off by default) switch three more; "
        f"{STRUCTURAL}"))
    run.set_defaults(handler=_cmd_boogie_run)
    bench = actions.add_parser("bench", help="run a manifest's files and score them "
                                             "against their labels")
    add_bench_arguments(bench)
    bench.set_defaults(handler=_cmd_boogie_bench)


def _print_user_traceback(path: str) -> None:
    """Prints the traceback from the user's file on, as `python FILE` would, without
    stamen's own frames (and runpy's): a stamen error names the user's line, and the
    program's exception is the user's code's. An InternalError (a bug of stamen) and
    STAMEN_TRACEBACK=1 keep every frame."""
    etype, value, tb = sys.exc_info()
    frames = traceback.extract_tb(tb)
    start = next((i for i, f in enumerate(frames)
                  if os.path.abspath(f.filename) == os.path.abspath(path)), len(frames))
    shown = frames[start:]
    if not (isinstance(value, InternalError) or os.environ.get("STAMEN_TRACEBACK")):
        first = next((i for i, f in enumerate(shown) if stamen_file(f.filename)), len(shown))
        shown = shown[:first] + [f for f in shown[first:] if _users(f.filename)]
    lines = [*(["Traceback (most recent call last):\n", *traceback.format_list(shown)]
               if shown else []),
             *traceback.format_exception_only(etype, value)]
    sys.stderr.write("".join(lines))


_LIBRARIES = tuple({os.path.abspath(p) + os.sep
                    for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)})


def _users(filename: str) -> bool:
    """Whether a frame below stamen's code is the user's (their lifted code, helpers,
    dunders), not stamen's, an installed library's or generated code's (`<string>`)."""
    return (stamen_file(filename) is None and not filename.startswith("<")
            and not os.path.abspath(filename).startswith(_LIBRARIES))


def _parser() -> argparse.ArgumentParser:
    from stamen.bench.arguments import positive_float
    from stamen.bench.registry import suite_names
    from stamen.tune.command import add_parser as add_tune_parser

    parser = argparse.ArgumentParser(
        prog="stamen", description="stamen: a solver-aided host language for Python.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    demo = sub.add_parser("demo", help="show what stamen does (the bvmax story)")
    demo.add_argument("--builtin", action="store_true",
                      help="show the short built-in solve/verify demo instead")
    demo.set_defaults(handler=_cmd_demo)
    bench = sub.add_parser("bench", help="run a benchmark suite and print its table")
    bench.add_argument("suite", choices=suite_names(), metavar="SUITE",
                       help=f"one of: {', '.join(suite_names())}")
    bench.add_argument("--json", metavar="PATH", help="also write the rows to PATH as JSON")
    bench.add_argument("--merge", choices=MERGES,
                       help="merge strategy (default: the suite's; revpos runs all three)")
    bench.add_argument("--quick", action="store_true", help="small sizes only (seconds)")
    bench.add_argument("--solver", metavar="NAME",
                       help="the solver every query of a language suite uses (z3, z3:QF_BV, "
                            "cvc5, bitwuzla; default: the language's own)")
    bench.add_argument("--solver-profile", metavar="NAME",
                       help="run every query with a solver profile (see `stamen tune`); "
                            "its solver unless --solver says otherwise")
    bench.add_argument("--limit", type=positive_float, metavar="SECONDS",
                       help="revpos: stop a row after SECONDS (default 60 for none, 120 else)")
    bench.add_argument("--plot", metavar="PATH",
                       help="ifc-scaling: where to write the PNG "
                            "(default bench-results/ifc-scaling.png)")
    bench.set_defaults(handler=_cmd_bench)
    run = sub.add_parser("run", help="run a Python file, like `python FILE`")
    run.add_argument("file", metavar="FILE")
    run.add_argument("args", nargs=argparse.REMAINDER, help="arguments passed to FILE")
    run.set_defaults(handler=_cmd_run)
    prof = sub.add_parser("profile", help="run a Python file under the symbolic profiler")
    prof.add_argument("--json", metavar="PATH", help="also write the profile to PATH as JSON")
    prof.add_argument("file", metavar="FILE")
    prof.add_argument("args", nargs=argparse.REMAINDER, help="arguments passed to FILE")
    prof.set_defaults(handler=_cmd_profile)
    add_tune_parser(sub)
    _add_boogie(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the `stamen` command line; returns the exit code."""
    args = _parser().parse_args(argv)
    # Tables are wide: when stdout is a file or pipe, do not wrap them at rich's 80 columns.
    wide = None if sys.stdout.isatty() or os.environ.get("COLUMNS") else 160
    out, err = Console(width=wide), Console(stderr=True)
    try:
        return args.handler(args, out, err)
    except KeyboardInterrupt:
        err.print("[red]interrupted[/]")
        return 130
    except Exception as exc:  # noqa: BLE001 - a clear message instead of a bare traceback
        err.print(f"[red]stamen {args.command}: {type(exc).__name__}: {exc}[/]",
                  highlight=False)
        if os.environ.get("STAMEN_TRACEBACK"):
            err.print_exception()
        else:
            err.print("[dim](set STAMEN_TRACEBACK=1 to see the traceback)[/]")
        return 1
