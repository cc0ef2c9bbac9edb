"""Secure stack machines: find a noninterference bug, replay it, and verify the fix.

Run: python examples/ifc.py
"""

from stamen.langs import ifc
from stamen.langs.ifc.instructions import (
    Add,
    AddStar,
    Halt,
    Load,
    LoadStar,
    Noop,
    Pop,
    Push,
    Store,
    StoreStarAB,
)

# The first machine of Hritcu et al.: Store*AB forgets the labels of what it stores.
buggy = [Halt, Noop, Push, Pop, AddStar, LoadStar, StoreStarAB]
result = ifc.verify_eeni(buggy, 3, ifc.halted)
print(f"Store*AB machine, programs of 3 instructions: {result.answer}")
print(result.witness)  # two indistinguishable programs whose final memories differ

# The counterexample is concrete: running it again shows the leak.
w = result.witness
assert ifc.replay(w.program0, w.program1, 3, ifc.halted) is not None

# The correct basic machine has no counterexample at the same bound (and beyond).
correct = [Halt, Noop, Push, Pop, Add, Load, Store]
for steps in (3, 5):
    answer = ifc.verify_eeni(correct, steps, ifc.halted).answer
    print(f"correct machine, programs of {steps} instructions: {answer}")
