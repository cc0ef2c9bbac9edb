"""`collections.OrderedDict(...)` and `collections.defaultdict(...)` called from lifted
code: C types, handed the program's dicts as C sees them.

Stamen's own dict is a subclass of dict standing for an exact one, and C tells the two
apart: it reads an exact dict's table with the hashes it kept, and a subclass's through
`keys()` and `[]`, hashing each key again (calls of the program's `__hash__` it can see).
So a dict argument is handed over as the exact dict it stands for (`as_c_sees`), and the
hashes C computes are kept as stamen's own stores keep theirs (`call_keeping_hashes`)."""

from __future__ import annotations

import collections

from stamen.vm.python.dicts import as_c_sees, note_if_linked
from stamen.vm.python.hashing import call_keeping_hashes

__all__ = ["ordered_dict", "default_dict"]


def ordered_dict(*args, **kwargs) -> collections.OrderedDict:
    """`collections.OrderedDict(*args, **kwargs)`, a dict argument as C sees it (made now:
    see Store.note_birth)."""
    return note_if_linked(
        call_keeping_hashes(collections.OrderedDict, *map(as_c_sees, args), **kwargs))


def default_dict(*args, **kwargs) -> collections.defaultdict:
    """`collections.defaultdict(*args, **kwargs)`, a dict argument as C sees it."""
    return call_keeping_hashes(collections.defaultdict, *map(as_c_sees, args), **kwargs)
