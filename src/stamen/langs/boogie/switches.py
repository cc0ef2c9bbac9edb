"""The executor's optimisations as switches of `stamen boogie run`, for measurement.

Issue 13 asks that each optimisation of the paths mode (Symbooglix's) and of the
merged mode can be turned off, so that its effect is measured; turning one off must
change only the time an answer takes, never the answer. Three of Symbooglix's are
switched by its own flags (flags.py: `--globaldde`, `--goto-assume-look-ahead`,
`--ci-solver`); the others are here, as `--NAME 0|1`, each setting one option of
paths.py or merged.py:

- `--incremental` (both modes): one solver whose scopes follow the path, instead of
  the whole path sent for each check (feasibility.py);
- `--cheap-cloning` (both modes): copy-on-write environments at a fork, instead of
  copying every variable (state.py);
- `--accelerate` (both modes), `--one-shot`, `--deepen`, `--converge` (merged mode): loops in
  closed form (accelerate.py), slow incremental checks moved to one-shot z3 solvers
  (feasibility.py), the loop bound doubled from 1 (merged.py), and loop heads whose
  state returned to an earlier one ended (merged.py's `_seen_at_head`).

Expression simplification and constant folding are not switchable: stamen's terms are
built by smart constructors that fold and normalise as they build (`stamen.terms`,
shared by every language), so there is no unsimplified term to run on; Symbooglix's
`--fold-constants` is ignored (flags.py). `SWITCHES` says which mode each switch
applies to; `option_argv` turns `NAME=VALUE` pairs (`stamen boogie bench --option`)
into arguments of `stamen boogie run`.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

__all__ = ["SWITCHES", "STRUCTURAL", "Switch", "add_arguments", "option_argv", "switch_options"]


@dataclass(frozen=True)
class Switch:
    """One optimisation: its flag, the executor option it sets, the modes it applies to."""

    name: str
    option: str
    modes: tuple[str, ...]
    help: str


SWITCHES = (
    Switch("incremental", "incremental", ("paths", "merged"),
           "0: send every feasibility check the whole path on a fresh solver scope, "
           "instead of one incremental solver that pushes and pops along the path"),
    Switch("cheap-cloning", "cheap_cloning", ("paths", "merged"),
           "0: copy every variable of a state when it forks, instead of sharing the "
           "environments copy-on-write"),
    Switch("accelerate", "accelerate", ("paths", "merged"),
           "0: unroll every loop instead of running the loops it can in closed form "
           "(loop acceleration; on by default, in both modes not under a loop bound "
           "or branch depth)"),
    Switch("one-shot", "one_shot", ("merged",),
           "merged mode, 0: keep every check on the incremental solver, instead of "
           "moving to one-shot z3 checks once one was slow"),
    Switch("deepen", "deepen", ("merged",),
           "merged mode, 0: unroll loops to --loop-bound (unbounded without it) at once, "
           "instead of doubling the bound from 1"),
    Switch("converge", "subsume", ("merged",),
           "merged mode, 0: do not end a loop head whose joined state the previous "
           "iteration's state holds (the convergence check)"),
)

# What cannot be switched off without rewriting, and why (the argument group's help).
STRUCTURAL = ("expression simplification and constant folding cannot be turned off: "
              "stamen's terms fold and normalise as they are built, in every language")


def add_arguments(group) -> None:
    """Adds one `--NAME 0|1` argument per switch (dest: the name with underscores)."""
    for switch in SWITCHES:
        group.add_argument(f"--{switch.name}", dest=switch.name.replace("-", "_"), type=int,
                           choices=(0, 1), metavar="0|1", help=switch.help)


def switch_options(args: argparse.Namespace, mode: str) -> dict:
    """Returns the executor options the parsed switches set; raises ValueError for a
    switch given to a mode it does not apply to (it would measure nothing)."""
    options = {}
    for switch in SWITCHES:
        value = getattr(args, switch.name.replace("-", "_"), None)
        if value is None:
            continue
        if mode not in switch.modes:
            raise ValueError(f"--{switch.name} applies to --mode "
                             f"{' or '.join(switch.modes)}, not {mode}")
        options[switch.option] = bool(value)
    return options


def option_argv(pairs: list[str], mode: str | None = None) -> list[str]:
    """Returns `--NAME=VALUE` for each `NAME=VALUE` (a switch of this module or any
    other option of `stamen boogie run`, such as `globaldde=0`); raises ValueError on a
    pair without `=`, and on a switch that does not apply to `mode` (refused before any
    file runs, as `stamen boogie run` refuses it, not as one unknown per file)."""
    argv = []
    modes = {switch.name: switch.modes for switch in SWITCHES}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip().lstrip("-").replace("_", "-")
        if not sep or not name:
            raise ValueError(f"--option: expected NAME=VALUE, got {pair!r}")
        if mode is not None and mode not in modes.get(name, (mode,)):
            raise ValueError(f"--option {pair}: --{name} applies to --mode "
                             f"{' or '.join(modes[name])}, not {mode}")
        argv.append(f"--{name}={value.strip()}")
    return argv
