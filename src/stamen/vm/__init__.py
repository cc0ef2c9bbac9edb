"""The symbolic virtual machine: vc, guards, branch-and-merge, unions, store, reflection."""

from stamen.vm import assertions, union_ops  # noqa: F401  (installs the sink and union ops)
from stamen.vm.assertions import assert_, assume
from stamen.vm.config import Config, config
from stamen.vm.context import current, evaluation
from stamen.vm.merge import merge, merge_all
from stamen.vm.reflect import concretize, for_all, is_symbolic, is_union, union_contents
from stamen.vm.seq import List
from stamen.vm.stats import Stats
from stamen.vm.union import Union

__all__ = ["assert_", "assume", "Config", "config", "current", "evaluation", "merge",
           "merge_all", "concretize", "for_all", "is_symbolic", "is_union", "union_contents",
           "List", "Stats", "Union"]
