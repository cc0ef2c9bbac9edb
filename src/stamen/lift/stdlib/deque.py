"""`collections.deque` written in lifted Python, for deques changed under symbolic branches.

Python's deque is C code: a change made under a symbolic condition is out of the store's
sight (refused as an untracked mutation), and a deque whose length differs by path cannot
be stored. `Deque` keeps its items in a lifted list, so every change goes through the store
and is merged at the join (the length may become symbolic), and it behaves as Python's
deque: `maxlen` drops items from the other end, `rotate`, indexing with Python's errors,
comparisons, `repr`; `type()` and `isinstance` see `collections.deque`. Lifted code
creates one wherever it calls `collections.deque` (see `stdlib`).
"""

from __future__ import annotations

import collections

from stamen.lift.decorator import lifted
from stamen.terms.boolean import eq
from stamen.terms.intbits import proven, unsupported
from stamen.terms.partial import require
from stamen.vm.python.pyops import contains, iterate, length

__all__ = ["Deque"]


@lifted
class Deque:
    """collections.deque(iterable=(), maxlen=None) in lifted Python."""

    __hash__ = None
    _stamen_arity_of = collections.deque  # a method given a wrong count: Python's words

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError("an integer is required")
            if maxlen < 0:
                raise ValueError("maxlen must be non-negative")
        self._maxlen = maxlen
        self._items = []
        self._state = 0  # CPython's mutation count, which its iterator checks
        self._changes = 0  # every change, also those whose effect on it is not modelled
        self.extend(iterable)

    def _changed(self, noticed=True):
        """Counts a change; `noticed`: one CPython's iterator notices (its `state`)."""
        self._changes += 1
        if noticed:
            self._state += 1

    @property
    def maxlen(self):
        return self._maxlen

    def append(self, x):
        self._changed()
        if self._maxlen == 0:
            return
        if self._maxlen is not None and len(self._items) == self._maxlen:
            self._items.pop(0)
        self._items.append(x)

    def appendleft(self, x):
        self._changed()
        if self._maxlen == 0:
            return
        if self._maxlen is not None and len(self._items) == self._maxlen:
            self._items.pop()
        self._items.insert(0, x)

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        self._changed()
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        self._changed()
        return self._items.pop(0)

    def extend(self, iterable):
        items = list(iterable)  # Python reads the iterable first when it is the deque
        for x in items:
            self.append(x)

    def extendleft(self, iterable):
        items = list(iterable)
        for x in items:
            self.appendleft(x)

    def rotate(self, n=1):
        self._changed(noticed=False)
        size = len(self._items)
        if size <= 1:
            return
        k = n % size
        if k != 0:
            self._items[:] = self._items[size - k:] + self._items[:size - k]

    def clear(self):
        self._changed(noticed=False)
        self._items.clear()

    def copy(self):
        return Deque(self._items, self._maxlen)

    __copy__ = copy

    def count(self, x):
        return self._items.count(x)

    def index(self, x, start=0, stop=None):
        try:
            return self._items.index(x, start, len(self._items) if stop is None else stop)
        except ValueError:
            raise ValueError(f"{x!r} is not in deque") from None

    def insert(self, i, x):
        if self._maxlen is not None and len(self._items) == self._maxlen:
            raise IndexError("deque already at its maximum size")
        self._changed()
        self._items.insert(i, x)

    def remove(self, value):
        try:
            i = self._items.index(value)
        except ValueError:
            if _REMOVE_NAMES_VALUE:  # (the running Python's words)
                raise ValueError(f"{value!r} is not in deque") from None
            raise ValueError(_REMOVE_TEXT) from None
        self._changed()
        del self._items[i]

    def reverse(self):
        self._changed(noticed=False)
        self._items.reverse()

    def _position(self, i):
        if not isinstance(i, int):
            raise TypeError(f"sequence index must be integer, not '{type(i).__name__}'")
        size = len(self._items)
        j = i + size if i < 0 else i
        if j < 0 or j >= size:
            raise IndexError("deque index out of range")
        return j

    def __getitem__(self, i):
        return self._items[self._position(i)]

    def __setitem__(self, i, x):
        j = self._position(i)
        self._changed(noticed=False)
        self._items[j] = x

    def __delitem__(self, i):
        j = self._position(i)
        self._changed()
        del self._items[j]

    def __len__(self):
        return len(self._items)

    def __bool__(self):
        return len(self._items) > 0

    def __iter__(self):
        return iter(list(self._items))

    def __reversed__(self):
        return iter(list(reversed(self._items)))

    def __contains__(self, x):
        return x in self._items

    def __eq__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items == list(other)

    def __ne__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items != list(other)

    def __lt__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items < list(other)

    def __le__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items <= list(other)

    def __gt__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items > list(other)

    def __ge__(self, other):
        if not isinstance(other, collections.deque):
            return NotImplemented
        return self._items >= list(other)

    def __add__(self, other):
        if not isinstance(other, collections.deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to '
                            f'deque')
        out = Deque(self._items, self._maxlen)
        out.extend(other)
        return out

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        out = Deque((), self._maxlen)
        for _ in range(n):
            out.extend(self._items)
        return out

    __rmul__ = __mul__

    def __imul__(self, n):
        self._changed(noticed=False)
        items = list(self._items)
        self._items.clear()
        for _ in range(n):
            self.extend(items)
        return self

    def __repr__(self):
        if self._maxlen is None:
            return f"deque({list(self._items)!r})"
        return f"deque({list(self._items)!r}, maxlen={self._maxlen})"


# deque.remove(value) of a missing value: 3.11 says "<repr> is not in deque", earlier
# ones "deque.remove(x): x not in deque"
try:
    collections.deque().remove(0)
except ValueError as _missing:
    _REMOVE_TEXT = str(_missing)
_REMOVE_NAMES_VALUE = _REMOVE_TEXT == "0 is not in deque"


def _items(d: Deque):
    """Yields (guard, item) of a deque for lifted iteration (its length may be symbolic),
    read as CPython's iterator reads it: where the deque was appended to, popped, rotated
    or an item inserted, removed or deleted since the iteration began, the next step
    raises RuntimeError (also after the last item); a change whose effect on CPython's
    iterator stamen does not model (clear, reverse, an item set, `*=`) is refused."""
    state, changes = d._state, d._changes
    for pair in iterate(d._items):
        _unchanged(d, state, changes)
        yield pair
    _unchanged(d, state, changes)


def _unchanged(d: Deque, state, changes) -> None:
    require(eq(d._state, state), "deque mutated during iteration", RuntimeError)
    if not proven(eq(d._changes, changes)):
        raise unsupported("changing a deque while a loop iterates it",
                          "CPython's iterator notices some changes and not others "
                          "(clear, reverse, an item set, *=), which stamen does not model")


Deque._stamen_iterate = staticmethod(_items)
Deque._stamen_length = staticmethod(lambda d: length(d._items))
Deque._stamen_contains = staticmethod(lambda d, item: contains(item, d._items))
Deque._stamen_python_type = collections.deque
# Python's messages name a type by its C name (`unhashable type: 'collections.deque'`,
# "'<' not supported between instances of 'collections.deque' and 'list'"), which a
# class's __name__ gives; type() in lifted code is collections.deque, named 'deque'
Deque.__qualname__ = "deque"
Deque.__name__ = "collections.deque"
