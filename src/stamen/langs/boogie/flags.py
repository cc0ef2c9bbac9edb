"""Symbooglix's command-line flags, with Symbooglix's meaning, as options of `stamen
boogie run`; and the flags a corpus row's expected output was produced with.

A flag maps to an option of the paths mode (paths.py) or of `run_file`: a loop
bound, a branch-depth bound, a failure limit, checks of the initial state turned
off, optimisations turned off, the entry points, the solver. The flags that change
only Symbooglix's logging or how it builds its queries (`--output-dir`,
`--fold-constants`, `--force-qfaufbv`, ...) do not change an answer and are
ignored; an unknown flag is ignored too (a row's flags are not checked here).
"""

from __future__ import annotations

import argparse
import shlex
from dataclasses import dataclass

__all__ = ["FLAGS", "Flag", "add_arguments", "argv_of", "flags_of", "run_options"]


@dataclass(frozen=True)
class Flag:
    """One Symbooglix flag: its name, the option it sets, how its value converts to
    the option's (None: the flag's value for "no limit", so the option stays unset)."""

    name: str
    option: str
    kind: str  # "count" (an int, negative or zero for none as below), "switch" (0/1), "word"
    help: str
    none: int | None = None  # the value that means "no limit" for a count


FLAGS = (
    Flag("max-loop-depth", "loop_bound", "count", "end a path when the innermost loop's "
         "back edge has been taken more than K times since the loop was entered (the "
         "answer is unknown); -1: no bound", none=-1),
    Flag("max-depth", "branch_depth", "count", "end a path after it passed more than N "
         "gotos with several targets (the answer is unknown); -1: no bound", none=-1),
    Flag("stop-at-failure", "failure_limit", "count", "stop once N failures were found "
         "(0: never)", none=0),
    Flag("check-entry-axioms", "check_axioms", "switch",
         "0: assume the axioms without checking that they can hold"),
    Flag("check-unique-vars", "check_uniques", "switch",
         "0: assume the unique constants distinct without checking that they can be"),
    Flag("check-entry-requires", "check_entry_requires", "switch",
         "0: assume the entry point's requires without checking that they can hold"),
    Flag("globaldde", "dead_declarations", "switch",
         "0: keep the global declarations the entry point does not use"),
    Flag("goto-assume-look-ahead", "lookahead", "switch",
         "0: fork at every goto without looking at the assumes its targets start with "
         "(paths mode; the merged mode takes a goto's conditions at the goto)"),
    Flag("ci-solver", "independence", "switch",
         "1: send the solver only the constraints that share constants with the query"),
    Flag("gpuverify-entry-points", "kernels", "flag",
         "run the {:kernel} implementations (GPUVerify's kernels)"),
    Flag("solver", "solver", "word", "z3, cvc5 (CVC4 in Symbooglix) or dummy (answers "
         "unknown to every query)"),
    Flag("entry-points", "entry", "word", "the entry implementation"),
)

_SOLVERS = {"z3": "z3", "cvc4": "cvc5", "cvc5": "cvc5", "dummy": "dummy"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Adds the flags of FLAGS to a parser (dest: the flag's name with underscores)."""
    for flag in FLAGS:
        dest = flag.name.replace("-", "_")
        if flag.kind == "flag":
            parser.add_argument(f"--{flag.name}", dest=dest, action="store_true",
                                default=None, help=flag.help)
        elif flag.kind == "word":
            if flag.option == "entry":
                continue  # `stamen boogie run` has its own --entry
            parser.add_argument(f"--{flag.name}", dest=dest, metavar="NAME", help=flag.help)
        else:
            parser.add_argument(f"--{flag.name}", dest=dest, type=int,
                                choices=(0, 1) if flag.kind == "switch" else None,
                                metavar="0|1" if flag.kind == "switch" else "N",
                                help=flag.help)


def run_options(args: argparse.Namespace) -> dict:
    """Returns the `run_file` keyword arguments the parsed flags set: `loop_bound`,
    `entry` and `options` (the paths mode's); raises ValueError on a bad value."""
    out: dict = {}
    options: dict = {}
    for flag in FLAGS:
        value = getattr(args, flag.name.replace("-", "_"), None)
        if value is None:
            continue
        if flag.kind == "count":
            if value < 0 and flag.none != -1 or value < -1:
                raise ValueError(f"--{flag.name}: expected a count, got {value}")
            value = None if value == flag.none else value
            if value is None:
                continue
        elif flag.kind == "switch":
            value = bool(value)
        elif flag.option == "solver":
            solver = _SOLVERS.get(str(value).lower())
            if solver is None:
                raise ValueError(f"--solver: expected one of z3, cvc5, dummy, got {value}")
            value = solver
        if flag.option in ("loop_bound", "entry"):
            out[flag.option] = value
        else:
            options[flag.option] = value
    if options:
        out["options"] = options
    return out


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    add_arguments(parser)
    parser.add_argument("--entry-points", "-e", dest="entry_points")
    return parser


def _symbooglix_tokens(tool_flags: str) -> list[str]:
    """Returns the arguments of the first Symbooglix command in a manifest's
    `tool_flags` (lit RUN lines: `%eec 2 %symbooglix --flag=v %s | %OutputCheck %s`)."""
    for command in tool_flags.split(";"):
        try:
            tokens = shlex.split(command)
        except ValueError:
            tokens = command.split()
        if "%symbooglix" in tokens:
            rest = tokens[tokens.index("%symbooglix") + 1:]
            end = next((i for i, t in enumerate(rest) if t in ("|", "2>&1", ">", "&&")),
                       len(rest))
            return rest[:end]
    return []


def flags_of(tool_flags: str) -> argparse.Namespace:
    """Returns the Symbooglix flags of a manifest row's `tool_flags` that stamen knows
    (the others are ignored, see the module doc)."""
    args, _ = _parser().parse_known_args(_symbooglix_tokens(tool_flags or ""))
    return args


def argv_of(tool_flags: str) -> list[str]:
    """Returns the known Symbooglix flags of `tool_flags` as arguments of `stamen boogie
    run` (`--max-loop-depth=10`, `--entry=NAME`, ...)."""
    args = flags_of(tool_flags)
    argv = []
    for flag in FLAGS:
        value = getattr(args, flag.name.replace("-", "_"), None)
        if value is None:
            continue
        if flag.kind == "flag":
            argv.append(f"--{flag.name}")
        elif flag.option == "entry":
            names = [n for n in str(value).split(",") if n]
            if len(names) == 1:
                argv.append(f"--entry={names[0]}")
        else:
            argv.append(f"--{flag.name}={value}")
    return argv
