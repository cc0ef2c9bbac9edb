"""`stamen tune SUITE`: tune a solver's parameters on a suite's queries and save a profile."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console

from stamen.bench.arguments import fraction, positive_float, positive_int
from stamen.errors import InvalidArgument
from stamen.solvers.profiles import SolverProfile, save_profile
from stamen.tune.paramils import tune
from stamen.tune.queries import SUITES, dump_suite, load_queries, split, with_seeds
from stamen.tune.report import compare, comparison_table, row_table
from stamen.tune.space import changes, restrict, space_for

__all__ = ["add_parser", "run"]

DEFAULT_CAPS = {"time": 10.0, "cpu": 10.0, "rlimit": 50_000_000}


def add_parser(sub) -> None:
    """Adds the `tune` command to the `stamen` command line's subparsers."""
    p = sub.add_parser("tune", help="tune a solver's parameters on a suite's queries "
                                    "(ParamILS-style search, train/test split)")
    p.add_argument("suite", metavar="SUITE",
                   help=f"one of {', '.join(sorted(SUITES))}, or a folder of .smt2 files")
    p.add_argument("--train", type=fraction, default=0.1,
                   help="the fraction of queries to train on (default 0.1)")
    p.add_argument("--budget", type=positive_float, metavar="MINUTES", default=10.0,
                   help="search time, the tidy of the best configuration in its last "
                        "fifth (default 10 minutes; an evaluation under way is finished)")
    p.add_argument("--evaluations", type=positive_int, metavar="N",
                   help="stop after N configurations (deterministic with --metric rlimit)")
    p.add_argument("--solver", choices=("z3", "cvc5", "bitwuzla"), default="z3")
    p.add_argument("--metric", choices=("time", "cpu", "rlimit"),
                   help="what a run costs: wall-clock seconds, CPU seconds, or z3's "
                        "deterministic resource units (the default for z3: the same on "
                        "any load, so a search repeats; cpu for cvc5 and bitwuzla)")
    p.add_argument("--cap", type=positive_float,
                   help="the most a run may take (seconds, or resource units); default "
                        "10 s / 5e7 units")
    p.add_argument("--seed", type=int, default=0,
                   help="the seed of the split and the search (default 0)")
    p.add_argument("--seeds", type=positive_int, metavar="K", default=1,
                   help="run each (configuration, query) with K solver random seeds and "
                        "score the mean, in the search and on the test split (ParamILS's "
                        "instance-seed pairs: measures the configuration, not the seed); "
                        "default 1, the solver's own seed")
    p.add_argument("--test-metric", choices=("time", "cpu", "rlimit"),
                   help="what the test comparison measures (default: the search's "
                        "metric), e.g. cpu after a search in z3's resource units")
    p.add_argument("--test-cap", type=positive_float,
                   help="the cap of a test run (default: the search's cap, or the test "
                        "metric's default cap when it is another metric), e.g. a higher "
                        "one than a search kept cheap by a low cap")
    p.add_argument("--test-seeds", type=positive_int, metavar="K",
                   help="solver seeds per test query (default: --seeds), e.g. 3 after a "
                        "search with one, so that the test is seed-robust")
    p.add_argument("--focused", action="store_true",
                   help="with --seeds K: race each challenger on the first seed and run "
                        "it on the other seeds only if it is no worse there than the "
                        "configuration it is compared with (FocusedILS-style: a poor "
                        "configuration costs one seed's runs)")
    p.add_argument("--split", choices=("query", "row"), default="query",
                   help="split the queries at random (query), or the rows they were "
                        "dumped from (row: e.g. whole Boogie files, so that the test "
                        "queries come from files the search never saw)")
    p.add_argument("--params", metavar="NAME[,NAME...]",
                   help="search only these parameters (a name ending with '.' stands for "
                        "all it prefixes, e.g. 'sat.'; the parameters their conditions "
                        "need come along), the others at their defaults")
    p.add_argument("--queries", metavar="DIR",
                   help="where a named suite's dumped queries are kept "
                        "(default bench-results/queries/SUITE; dumped there when empty)")
    p.add_argument("--min-cpu", type=float, metavar="SECONDS",
                   help="boogie-svcomp-hard's dump: keep the queries the default z3 takes "
                        "at least SECONDS CPU seconds on (default 0.5)")
    p.add_argument("--per-file", type=positive_int, metavar="N",
                   help="boogie-svcomp-hard's dump: keep at most N queries of each file, "
                        "the N the default z3 takes longest on (default: all it keeps)")
    p.add_argument("--quick", action="store_true",
                   help="dump the suite's quick rows only (seconds)")
    p.add_argument("--save", metavar="PATH",
                   help="where to write the profile (default stamen-profiles/SUITE-SOLVER.json)")
    p.add_argument("--json", metavar="PATH", help="also write the report as JSON")
    p.set_defaults(handler=run)


def _queries(args, out: Console):
    """Returns the suite's queries, dumping a named suite's first when needed."""
    folder = Path(args.suite)
    if folder.is_dir():
        return load_queries(folder), folder.name
    name = args.suite
    folder = Path(args.queries or Path("bench-results") / "queries" / name)
    if not any(folder.glob("*.smt2")):
        files = dump_suite(name, folder, quick=args.quick, min_cpu=args.min_cpu,
                           per_file=args.per_file,
                           progress=lambda msg: out.print(f"[dim]{msg}[/]"))
        out.print(f"[dim]{len(files)} queries dumped to {folder}[/]")
    return load_queries(folder), name


def run(args: argparse.Namespace, out: Console, err: Console) -> int:
    """Runs `stamen tune`; returns the exit code (0, or 2 on bad arguments)."""
    space = space_for(args.solver)
    if args.params:
        space = restrict(space, [n.strip() for n in args.params.split(",") if n.strip()])
    args.metric = args.metric or ("rlimit" if args.solver == "z3" else "cpu")
    cap = args.cap or DEFAULT_CAPS[args.metric]
    test_metric, test_cap, test_seeds = _test_conditions(args, cap)
    queries, name = _queries(args, out)
    train, test = split(queries, args.train, args.seed, by=args.split)
    out.print(f"{len(queries)} queries: {len(train)} to train on, {len(test)} to test "
              f"(split by {args.split}); solver {args.solver}, metric {args.metric}, cap "
              f"{cap:g}, seed {args.seed}, {args.seeds} solver seed(s) per query")
    if (test_metric, test_cap, test_seeds) != (args.metric, cap, args.seeds):
        out.print(f"the test: metric {test_metric}, cap {test_cap:g}, {test_seeds} solver "
                  f"seed(s) per query")
    train, test = with_seeds(train, args.seeds), with_seeds(test, test_seeds)
    result = tune(train, args.solver, metric=args.metric, cap=cap, seed=args.seed,
                  max_evaluations=args.evaluations,
                  budget_seconds=None if args.evaluations else args.budget * 60,
                  progress=lambda msg: out.print(f"[dim]{msg}[/]"), space=space,
                  focused=args.focused)
    tuned = changes(result.best, space)
    out.print(f"{result.evaluations} configurations ({len(result.rejected)} rejected, "
              f"{result.no_effect} left as no-effect moves, {result.raced_out} raced "
              f"out on the first seed), {result.runs} runs "
              f"({result.cached} more from the cache); "
              f"training cost {result.default_cost:.4g} (default) -> {result.best_cost:.4g}; "
              f"tuned parameters: {tuned or 'the defaults'}")
    comparison = compare(test, args.solver, result.default, result.best, metric=test_metric,
                         cap=test_cap)
    out.print(comparison_table(comparison, test_metric))
    out.print(row_table(comparison, test_metric))
    if args.json:
        _write_json(args, name, cap, train, test, result, comparison, tuned,
                    (test_metric, test_cap, test_seeds))
    if comparison.answer_changes:
        err.print(f"[red]the tuned configuration is rejected: it answers "
                  f"{len(comparison.answer_changes)} test queries differently from the "
                  f"default ({comparison.answer_changes[:3]}); no profile written[/]")
        return 1
    logic, tactic = tuned.pop("logic", None), tuned.pop("tactic", None)
    profile = SolverProfile(name=f"{name}-{args.solver}", solver=args.solver, params=tuned,
                            logic=logic, tactic=tactic,
                            note=f"stamen tune {name}: seed {args.seed}, train {args.train}, "
                                 f"split by {args.split}, {args.seeds} solver seed(s), "
                                 f"metric {args.metric}, cap {cap:g}, {len(train)} training "
                                 f"instances")
    path = save_profile(profile, args.save or Path("stamen-profiles") / f"{profile.name}.json")
    out.print(f"profile {profile.name!r} written to {path}; use it with "
              f"stamen.config(solver_profile={str(path)!r})")
    return 0


def _test_conditions(args, cap: float) -> tuple[str, float, int]:
    """Returns the test comparison's metric, cap and seeds per query: the search's unless
    `--test-metric`, `--test-cap` or `--test-seeds` say otherwise (a test in another
    metric takes that metric's default cap, the search's cap being in other units)."""
    metric = args.test_metric or args.metric
    if metric == "rlimit" and args.solver != "z3":
        raise InvalidArgument(f"--test-metric rlimit is z3's resource count; {args.solver} "
                              f"runs are measured in seconds (cpu or time)")
    if args.test_cap is not None:
        test_cap = args.test_cap
    else:
        test_cap = cap if metric == args.metric else DEFAULT_CAPS[metric]
    return metric, test_cap, args.test_seeds or args.seeds


def _run_record(run) -> dict:
    return {"answer": run.answer, "cost": run.cost, "seconds": round(run.seconds, 4),
            "cpu": round(run.cpu, 4), "rlimit": run.rlimit}


def _write_json(args, name: str, cap: float, train, test, result, comparison,
                tuned: dict, test_conditions: tuple[str, float, int]) -> None:
    """Writes the report as JSON: the search, the tuned parameters, the test's conditions
    and summary, and every test query's runs under both configurations."""
    test_metric, test_cap, test_seeds = test_conditions
    Path(args.json).write_text(json.dumps({
        "suite": name, "solver": args.solver, "metric": args.metric, "cap": cap,
        "seed": args.seed, "seeds": args.seeds, "split": args.split,
        "test_metric": test_metric, "test_cap": test_cap, "test_seeds": test_seeds,
        "train": sorted({q.name for q in train}), "evaluations":
        result.evaluations, "runs": result.runs, "rejected": len(result.rejected),
        "no_effect": result.no_effect, "cached": result.cached,
        "focused": args.focused, "raced_out": result.raced_out,
        "tidy_evaluations": result.tidy_evaluations,
        "tuned": dict(tuned), "improvements": result.improvements,
        "training_cost": {"default": result.default_cost, "tuned": result.best_cost},
        "test": comparison.summary(), "test_by_row": comparison.by_row(),
        "test_runs": [{"query": n, "seed": q.seed, "default": _run_record(d),
                       "tuned": _run_record(t)}
                      for n, q, d, t in zip(comparison.names, test, comparison.default,
                                            comparison.tuned, strict=True)]}, indent=2))
