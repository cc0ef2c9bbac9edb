"""The symbolic virtual machine: vc, guards, branch-and-merge, unions, store, reflection.

The VM is five layers, each a subpackage; a module imports only modules of lower layers
and the lower modules of its own layer (listed here bottom-up), at top level
(tests/test_layers.py checks it):

1. `values`:  union (Union and its sentinels), objstate (objects' attribute state),
   untracked (snapshots that detect mutations made outside lifted code).
2. `state`:   config, stats, vc, context (the current evaluation: vc, guard stack, store).
3. `merging`: identity (which originals a merged value stands for), merge (the type-driven
   merge of two values), seq (symbolic-length sequences and the merge of containers).
4. `paths`:   regions (lifted try/with), control (guarded execution, branch-and-merge),
   relax, feasibility, explore (path-by-path execution), store (the write log of objects).
5. `python`:  hooks, dunders, hashing, dicts, pytype, pyops (Python's operator semantics on
   symbolic values), strings, union_ops (Union's operators), assertions, reflect.

Where a lower module must call up (a Context's store, `is` asking a value's Python type, a
dict lookup asking `==`), the lower module holds a documented hook that the upper module
installs at import; importing this package imports every layer in order, so every hook is
set before any evaluation runs.
"""

# Every module, layer by layer, bottom-up: each upper module installs its hooks in the
# lower ones at import, before anything can use them.
import stamen.vm.merging.identity  # noqa: F401
import stamen.vm.merging.merge  # noqa: F401
import stamen.vm.merging.seq  # noqa: F401
import stamen.vm.paths.control  # noqa: F401
import stamen.vm.paths.explore  # noqa: F401
import stamen.vm.paths.feasibility  # noqa: F401
import stamen.vm.paths.regions  # noqa: F401
import stamen.vm.paths.relax  # noqa: F401
import stamen.vm.paths.store  # noqa: F401
import stamen.vm.python.assertions  # noqa: F401
import stamen.vm.python.dicts  # noqa: F401
import stamen.vm.python.dunders  # noqa: F401
import stamen.vm.python.hashing  # noqa: F401
import stamen.vm.python.hooks  # noqa: F401
import stamen.vm.python.pyops  # noqa: F401
import stamen.vm.python.pytype  # noqa: F401
import stamen.vm.python.reflect  # noqa: F401
import stamen.vm.python.strings  # noqa: F401
import stamen.vm.python.union_ops  # noqa: F401
import stamen.vm.state.config  # noqa: F401
import stamen.vm.state.context  # noqa: F401
import stamen.vm.state.stats  # noqa: F401
import stamen.vm.state.vc  # noqa: F401
import stamen.vm.values.objstate  # noqa: F401
import stamen.vm.values.union  # noqa: F401
import stamen.vm.values.untracked  # noqa: F401
from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import List
from stamen.vm.python.assertions import assert_, assume
from stamen.vm.python.reflect import concretize, for_all, is_symbolic, is_union, union_contents
from stamen.vm.state.config import Config, config
from stamen.vm.state.context import current, evaluation
from stamen.vm.state.stats import Stats
from stamen.vm.values.union import Union

__all__ = ["assert_", "assume", "Config", "config", "current", "evaluation", "merge",
           "merge_all", "concretize", "for_all", "is_symbolic", "is_union", "union_contents",
           "List", "Stats", "Union"]
