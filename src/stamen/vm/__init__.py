"""The symbolic virtual machine: vc, guards, branch-and-merge, unions, store, reflection.

The VM is five layers, each a subpackage; a module imports only modules of lower layers
and the lower modules of its own layer (listed here bottom-up), at top level
(tests/test_layers.py checks it):

1. `values`:  union (Union and its sentinels), storedhash (the hashes Python keeps for stored
   keys, answered without running the program's `__hash__`), lazytuple (tuples in a union
   built when read),
   objstate (objects' attribute state), untracked (snapshots that detect mutations made
   outside lifted code), writefree (proofs that a callback needs no snapshot).
2. `state`:   config, stats, vc, context (the current evaluation: vc, guard stack, store),
   signals (the refusal pending in an evaluation until stamen handles it).
3. `merging`: merge (the type-driven merge of two values, and the record of the originals
   each merged value stands for), seq (symbolic-length sequences, the merge of containers).
4. `paths`:   regions (lifted try/with), control (guarded execution, branch-and-merge),
   relax, cases (deciding a formula whose inputs have few values by evaluation),
   feasibility, explore (path-by-path execution), store (the write log of objects).
5. `python`:  messages (the running Python's own exception texts), hooks (truth and
   equality for the modules below pyops), elements, timsort (CPython's sort of a short
   list, for keys whose `<` runs the program's code), pytype (type()),
   identity (`is`, id()), dunders (the program's own dunder methods), hashing, dicts,
   pyops (Python's operator semantics on symbolic values), counters (Counter.most_common
   of symbolic counts), strings, union_ops (Union's
   operators), assertions (assert_, assume), reflect (for_all, concretize, ...).

Where a lower module must call up (a Context's store, `is` asking a value's Python type, a
dict lookup asking `==`), the lower module holds a documented hook that the upper module
installs at import; importing this package imports every layer in order, so every hook is
set before any evaluation runs.
"""

import importlib

from stamen.vm.merging.merge import merge, merge_all
from stamen.vm.merging.seq import List
from stamen.vm.python.assertions import assert_, assume
from stamen.vm.python.reflect import concretize, for_all, is_symbolic, is_union, union_contents
from stamen.vm.state.config import Config, config
from stamen.vm.state.context import clear_vc, current, evaluation
from stamen.vm.state.stats import Stats
from stamen.vm.values.union import Union

# The layers bottom-up, each with its modules bottom-up: a module imports only the modules
# before it here (tests/test_layers.py checks it). Importing them all (each imports the ones
# below it first) lets every upper module install its hooks in the lower ones before use.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("values", ("union", "storedhash", "lazytuple", "objstate", "untracked", "writefree")),
    ("state", ("config", "stats", "vc", "context", "signals")),
    ("merging", ("merge", "seq")),
    ("paths", ("regions", "cases", "feasibility", "crossing", "control", "relax", "explore",
               "store")),
    ("python", ("messages", "hooks", "elements", "timsort", "pytype", "identity", "dunders",
                "hashing", "bounds", "dicts", "sets", "setcopies", "watched", "seqlib", "pyops",
                "counters", "strings", "union_ops", "assertions", "reflect")),
)
for _layer, _modules in LAYERS:
    for _module in _modules:
        importlib.import_module(f"stamen.vm.{_layer}.{_module}")

__all__ = ["assert_", "assume", "clear_vc", "Config", "config", "current", "evaluation", "merge",
           "merge_all", "concretize", "for_all", "is_symbolic", "is_union", "union_contents",
           "List", "Stats", "Union"]
