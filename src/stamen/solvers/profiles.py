"""Named solver profiles: a solver and the parameters it runs with, saved as JSON.

`stamen tune` writes one after searching a solver's parameters on a training set;
`stamen.config(solver_profile=NAME)` or `--solver-profile NAME` loads it. A name is
looked up as a path first (`x.json`), then as `NAME.json` in each folder of
`$STAMEN_PROFILES` (separated by the OS's path separator), in `./stamen-profiles/`, and
among the profiles shipped with stamen.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from stamen.errors import InvalidArgument

__all__ = ["SolverProfile", "load_profile", "save_profile", "profile_dirs", "TUNABLE_SOLVERS"]

# Solvers whose parameters a profile can set.
TUNABLE_SOLVERS = ("z3", "cvc5", "bitwuzla")
_SHIPPED = Path(__file__).resolve().parent / "profiles"


@dataclass(frozen=True)
class SolverProfile:
    """A solver (`z3`, `cvc5` or `bitwuzla`) with parameter settings.

    params: z3 parameters as `z3.Solver.set` takes them (`"smt.relevancy": 0`), cvc5
        options as `setOption` takes them (`"simplification": "none"`), or bitwuzla
        options by their long names (`"rewrite-level": 1`);
    logic: z3 only, None or "QF_BV" (z3's bit-vector solver while the query allows it);
    tactic: z3 only, None or a tactic expression as `(check-sat-using T)` takes it
        (`"(then simplify solve-eqs bit-blast sat)"`, `"qfbv"`: see
        `stamen.solvers.z3_tactics`) whose solver replaces z3's (with logic "QF_BV", for
        the bit-vector queries only); refused when malformed or naming no z3 tactic;
    note: where the profile comes from (suite, seed, split), for people reading it.
    """

    name: str
    solver: str
    params: dict = field(default_factory=dict)
    logic: str | None = None
    note: str = ""
    tactic: str | None = None

    def __post_init__(self):
        if self.solver not in TUNABLE_SOLVERS:
            raise InvalidArgument(f"solver profile {self.name!r}: solver must be one of "
                                  f"{TUNABLE_SOLVERS}, got {self.solver!r}")
        if self.logic not in (None, "QF_BV") or (self.logic and self.solver != "z3"):
            raise InvalidArgument(f"solver profile {self.name!r}: logic must be None or "
                                  f"'QF_BV' (z3 only), got {self.logic!r}")
        if self.tactic is not None:
            if self.solver != "z3":
                raise InvalidArgument(f"solver profile {self.name!r}: a tactic is for z3 "
                                      f"only, not {self.solver}")
            from stamen.solvers.z3_tactics import check_tactic

            try:
                check_tactic(self.tactic)
            except InvalidArgument as e:
                raise InvalidArgument(f"solver profile {self.name!r}: {e}") from e

    def as_dict(self) -> dict:
        """Returns the profile as JSON-ready data."""
        data = {"name": self.name, "solver": self.solver, "logic": self.logic,
                "params": dict(self.params), "note": self.note}
        if self.tactic is not None:
            data["tactic"] = self.tactic
        return data

    @classmethod
    def from_dict(cls, data: dict, where: str = "<profile>") -> SolverProfile:
        """Returns the profile in `data`; raises InvalidArgument naming `where` if malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("params", {}), dict):
            raise InvalidArgument(f"{where}: not a solver profile (expected an object with "
                                  f"'solver' and 'params')")
        unknown = set(data) - {"name", "solver", "logic", "params", "note", "tactic"}
        if unknown:
            raise InvalidArgument(f"{where}: unknown field(s) {sorted(unknown)}")
        return cls(name=str(data.get("name", Path(where).stem)), solver=data.get("solver"),
                   params=dict(data.get("params", {})), logic=data.get("logic"),
                   note=str(data.get("note", "")), tactic=data.get("tactic"))


def profile_dirs() -> list[Path]:
    """Returns the folders searched for `NAME.json`, in order."""
    env = os.environ.get("STAMEN_PROFILES", "")
    dirs = [Path(p) for p in env.split(os.pathsep) if p]
    return [*dirs, Path.cwd() / "stamen-profiles", _SHIPPED]


def load_profile(name_or_path: str | Path) -> SolverProfile:
    """Returns the profile named (or stored at) `name_or_path`; raises InvalidArgument
    saying where it looked when there is none."""
    if isinstance(name_or_path, SolverProfile):
        return name_or_path
    if not isinstance(name_or_path, str | Path) or not str(name_or_path):
        raise InvalidArgument(f"expected a solver profile name or path, got {name_or_path!r}")
    candidates = [Path(name_or_path)] if str(name_or_path).endswith(".json") else []
    candidates += [d / f"{name_or_path}.json" for d in profile_dirs()]
    for path in candidates:
        if path.is_file():
            try:
                data = json.loads(path.read_text())
            except (OSError, ValueError) as e:
                raise InvalidArgument(f"{path}: cannot read the solver profile: {e}") from e
            return SolverProfile.from_dict(data, str(path))
    looked = ", ".join(str(p) for p in candidates)
    raise InvalidArgument(f"no solver profile {str(name_or_path)!r} (looked for {looked})")


def save_profile(profile: SolverProfile, path: str | Path) -> Path:
    """Writes `profile` as JSON to `path` (folders created); returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(profile.as_dict(), indent=2, sort_keys=True) + "\n")
    return path
