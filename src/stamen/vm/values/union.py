"""Symbolic unions: a value that is one of several members, each under a guard.

Invariants: guards are pairwise disjoint; at most one member per merge class
(see `merge.merge_class`); members are never unions; a union built by
merging has guards that cover the current path. Operations on a union are
applied to each member under its guard (see `union_ops.py`). Unions never
reach the solver.

A member may be stored as a `Lazy` value (a tuple whose elements are built
when first read, `lazytuple.py`): `members` gives every member as the value
it stands for (built once), `_stamen_raw` the stored members, for the few
operations that need no member's contents (merging unions, `len`, `+` of
tuples) and so keep the union's cost linear in its size.
"""

from __future__ import annotations

__all__ = ["Union", "Lazy", "Unbound", "ABSENT", "NO_RETURN", "union_guards", "union_values",
           "base_refusal", "differing_value", "with_article"]


class Lazy:
    """A union member stored as the recipe of a value, built (once) by `force()`.

    Only a union's stored members (`Union._stamen_raw`) hold such values; every other
    reader sees the built value through `Union.members`."""

    __slots__ = ()

    def force(self):
        """Returns the value this stands for (the same object at every call)."""
        raise NotImplementedError


class Union:
    """A guarded choice among values; build one with `merge.merge`, not directly."""

    __slots__ = ("_stamen_raw", "_stamen_forced")

    def __init__(self, members: tuple, lazy: bool = False):
        """`members`: ((guard, value), ...); `lazy`: whether some value is `Lazy`."""
        object.__setattr__(self, "_stamen_raw", members)
        object.__setattr__(self, "_stamen_forced", None if lazy else members)

    @property
    def members(self) -> tuple:
        """The members ((guard, value), ...), a `Lazy` member built into its value."""
        forced = self._stamen_forced
        if forced is None:
            forced = tuple((g, v.force() if isinstance(v, Lazy) else v)
                           for g, v in self._stamen_raw)
            object.__setattr__(self, "_stamen_forced", forced)
        return forced

    def __repr__(self) -> str:
        from stamen.terms.operators import refuse_unlifted_text
        from stamen.terms.printing import term_str

        refuse_unlifted_text("repr()", "a value that differs between paths")
        parts = ", ".join(f"[{term_str(g, 120)}: {v!r}]" for g, v in self.members)
        return f"Union({parts})"

    def __hash__(self) -> int:
        return id(self)

    @property
    def __bases__(self):
        """Read by Python's issubclass() and isinstance() (in C, or code stamen does not
        lift: `contextlib.suppress`'s `__exit__`) asking about a class chosen per path,
        which they would answer False: refused (lifted code asks per member)."""
        from stamen.errors import UnsupportedConstruct
        from stamen.terms.operators import user_location

        raise UnsupportedConstruct(
            f"{user_location().split(' at ')[-1]}: issubclass() or isinstance() with a "
            f"class chosen by a symbolic branch, in code that stamen does not lift (a "
            f"library's, such as contextlib.suppress): Python asks on each path; decorate "
            f"the code that asks with @stamen.lifted, or choose after the question")

    def __mro_entries__(self, bases: tuple):
        """A class statement whose base class differs between paths: refused at the
        user's line (Python builds one class per path, which stamen does not)."""
        raise base_refusal()

    @property
    def __class__(self):  # noqa: PLE0237 - read by isinstance() and __class__ of foreign code
        """Union for stamen; `union_ops` refuses it where code stamen does not lift reads
        it (`isinstance(u, Node)`, `functools.singledispatch`), which would take stamen's
        object for the program's value."""
        return class_read(self)

    def __deepcopy__(self, memo):
        import copy

        return Union(tuple((g, copy.deepcopy(v, memo)) for g, v in self.members))

    def __copy__(self):
        """copy.copy of each member (a union is immutable; its mutable members are not)."""
        import copy

        return Union(tuple((g, copy.copy(v)) for g, v in self.members))


def class_read(u: Union) -> type:
    """Returns the class `u.__class__` reads (replaced by `union_ops`)."""
    return Union


def union_guards(u: Union) -> list:
    """Returns the guards of the union's members."""
    return [g for g, _ in u.members]


def union_values(u: Union) -> list:
    """Returns the union's member values."""
    return [v for _, v in u.members]


class Unbound:
    """The value of a local variable on a path where Python would find it unbound.

    Merged with a bound value it forms a union; using it fails on its path
    with Python's own UnboundLocalError.
    """

    __slots__ = ("name",)

    def __init__(self, name: str):
        object.__setattr__(self, "name", name)

    def fail(self, *args, **kwargs):
        raise UnboundLocalError(
            f"cannot access local variable '{self.name}' where it is not associated with a value"
        )

    def __repr__(self) -> str:
        return f"<unbound {self.name}>"


for _dunder in (
    "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __truediv__ __rtruediv__ "
    "__floordiv__ __rfloordiv__ __mod__ __rmod__ __pow__ __neg__ __pos__ __abs__ __invert__ "
    "__lt__ __le__ __gt__ __ge__ __bool__ __len__ __iter__ __getitem__ __setitem__ "
    "__contains__ __call__ __getattr__ __index__ __int__ __float__ __and__ __or__ __xor__ "
    "__lshift__ __rshift__ __eq__ __ne__ __hash__"
).split():
    setattr(Unbound, _dunder, Unbound.fail)


class _Absent:
    """Marks a dict key or attribute that is not present on some path (merges into unions)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<absent>"

    def __reduce__(self):
        return "ABSENT"


ABSENT = _Absent()


def _absent_use(self, *args, **kwargs):
    """Using the value of an attribute or key on a path where it does not exist (code that
    is not lifted reading a union with an ABSENT member) fails there, as Python would."""
    raise AttributeError("the attribute (or key) does not exist on this path")


for _dunder in (
    "__add__ __radd__ __sub__ __rsub__ __mul__ __rmul__ __truediv__ __rtruediv__ "
    "__floordiv__ __rfloordiv__ __mod__ __rmod__ __pow__ __rpow__ __neg__ __pos__ __abs__ "
    "__invert__ __lt__ __le__ __gt__ __ge__ __bool__ __len__ __iter__ __getitem__ "
    "__setitem__ __contains__ __call__ __getattr__ __index__ __int__ __float__ __and__ "
    "__rand__ __or__ __ror__ __xor__ __rxor__ __lshift__ __rlshift__ __rshift__ __rrshift__"
).split():
    setattr(_Absent, _dunder, _absent_use)


class _NoReturn:
    """The return slot of a lifted function on a path that has not returned yet. It is
    never read on that path, so merging it with a value gives that value (`merge`): the
    slot holds only what the paths that did return returned, with no spurious union."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<no return>"

    def __reduce__(self):
        return "NO_RETURN"


NO_RETURN = _NoReturn()


def base_refusal():
    """The refusal of a class whose base class differs between paths."""
    from stamen.errors import UnsupportedConstruct
    from stamen.terms.operators import user_location

    return UnsupportedConstruct(
        f"{user_location().split(' at ')[-1]}: a class whose base class differs between "
        f"paths (a base chosen by a symbolic branch): Python makes a different class on "
        f"each path, which stamen does not; define one class per base, and choose between "
        f"the classes")


def differing_value(u: Union) -> str:
    """Names the union `u` in a message, with its article: "a str that differs between
    paths" where its members share a class, "a value that differs between paths (Leaf
    or Pair)" otherwise."""
    classes = sorted({type(m).__name__ for _, m in u.members if m is not ABSENT})
    if len(classes) == 1:
        return f"{with_article(classes[0])} that differs between paths"
    return f"a value that differs between paths ({' or '.join(classes)})"


def with_article(noun: str) -> str:
    """Returns `noun` with its indefinite article ("an Add", "a str")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
