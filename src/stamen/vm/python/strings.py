"""Python's strings of symbolic values: `str`, `repr`, `format`, f-strings and `%`.

A string is computed per concrete case: a union per member, a symbolic bool
as True and as False, a term known to be one of a few literals (an ite of
literals) per literal, each case under its guard, and the results merged
(a union of strings). `str()`, `repr()`, `format()` (spec "" or "d") and an
f-string field of an int term are a string term (`terms.pystr`), as is any
of them of a string term; those of a tuple or list are written from their
elements' (`(1, 2)`, `[x]`). What would need the string of another symbolic
number (or of a container or object holding one) is refused with
`UnsupportedConstruct` at the user's line: Python would format the value,
while the term only has a name, and a string computed from the name would
make every answer about it wrong.
"""

from __future__ import annotations

import collections
import dataclasses
import functools
import itertools
import operator
import re
from fractions import Fraction

from stamen.boundary import call_user, on_behalf
from stamen.errors import UnsupportedConstruct
from stamen.terms import pystr, strings, textformat, textmethods
from stamen.terms.boolean import and_, ite, not_
from stamen.terms.bv import BV
from stamen.terms.operators import python_type_name, user_line
from stamen.terms.printing import term_str
from stamen.terms.sorts import BOOL, INT, STRING
from stamen.terms.term import Term
from stamen.vm.merging.merge import merge_all
from stamen.vm.merging.seq import List, PaddedTuple
from stamen.vm.paths.control import apply_guarded
from stamen.vm.python.hashing import register_symbolic_type
from stamen.vm.python.hooks import install_repr_text
from stamen.vm.python.pyops import str_join
from stamen.vm.python.pytype import type_of
from stamen.vm.state.context import current
from stamen.vm.state.signals import handles_refusals
from stamen.vm.values.objstate import raw_state
from stamen.vm.values.union import Union, differing_value, with_article

__all__ = ["render", "concat", "SymbolicText", "py_str", "py_repr", "py_format", "format_text",
           "format_field", "percent_fields", "percent_field", "str_method", "STR_METHODS",
           "encodes_open_int"]

_ATOMS = (str, bytes, bytearray, int, float, complex, bool, type(None), Fraction, BV, range)


_MAX_CASES = 64  # a container with more element cases than this is not taken apart


def _container_cases(v, guard, out: list) -> bool:
    """Appends the cases of a plain tuple or list from its elements' cases (its string is
    its elements'); returns False if it has a single case or too many."""
    per_element = []
    total = 1
    for e in v:
        cases: list = []
        _cases(e, True, cases)
        per_element.append(cases)
        total *= len(cases)
        if total > _MAX_CASES:
            return False
    if total == 1:
        return False
    for combo in itertools.product(*per_element):
        g = and_(guard, *(h for h, _ in combo))
        if g is not False:
            items = [w for _, w in combo]
            out.append((g, tuple(items) if type(v) is tuple else items))
    return True


def _is_sequence(v) -> bool:
    """Whether `v` is a tuple or a list of known length (whose string is its elements')."""
    return type(v) is tuple or type(v) is list or (type(v) is List and v._stamen_len is None)


def _cases(v, guard, out: list) -> None:
    """Appends (guard, value) for each concrete case of `v`."""
    if _is_sequence(v) and _container_cases(v, guard, out):
        return
    if type(v) is Union:
        for g, w in v.members:
            h = and_(guard, g)
            if h is not False:
                _cases(w, h, out)
        return
    if type(v) is Term:
        if v.sort is BOOL:
            for value, g in ((True, v), (False, not_(v))):
                h = and_(guard, g)
                if h is not False:
                    out.append((h, value))
            return
        from stamen.terms.valueset import value_map

        literals = value_map(v)
        if literals is not None:
            for value, g in literals.items():
                h = and_(guard, g)
                if h is not False:
                    out.append((h, value))
            return
    out.append((guard, v))


_DUNDERS = ("__str__", "__repr__", "__format__")


def _own(t: type, name: str):
    """Returns the class's own `name` dunder (None when it is object's)."""
    method = getattr(t, name, None)
    return None if method is getattr(object, name) else method


def _is_lifted(fn) -> bool:
    return getattr(fn, "__stamen_lifted__", False)


def _formats_content(t: type) -> bool:
    """Whether str/repr/format of an instance of `t` may read its attributes (a class of
    the program that defines its own; object's print only the class and the address)."""
    return any(_own(t, name) is not None for name in _DUNDERS)


def _lifted_formatting(t: type) -> bool:
    """Whether every formatting dunder `t` defines is lifted (so it formats its symbolic
    attributes itself, and may return a union of strings)."""
    own = [_own(t, name) for name in _DUNDERS]
    return any(m is not None for m in own) and all(m is None or _is_lifted(m) for m in own)


def _symbolic_part(v):
    """Returns a symbolic value inside `v` that its string may show, or None. An object at
    the top whose formatting is lifted formats itself; nested in a container it would be
    formatted by Python's own str/repr, which needs a real string, so it counts."""
    if not isinstance(v, type) and _lifted_formatting(type(v)):
        return None
    if _args_differ_per_path(v):
        return None  # formatted per case of its args (see `_exception_text`)
    return symbolic_part(v, _formatted_parts)


def _formatted_parts(w, top: bool):
    """The attributes of `w` that its string may show (for `symbolic_part`): none unless
    its class formats its content; None (`w` counts) for a nested object whose formatting
    is lifted."""
    t = type(w)
    if not _formats_content(t):
        return ()
    if not top and any(_is_lifted(_own(t, n)) for n in _DUNDERS):
        return None
    if isinstance(w, BaseException):  # Python's str/repr of an exception show its args
        if t.__str__ is BaseException.__str__ and t.__repr__ is BaseException.__repr__:
            return w.args  # and only them (not the fields a subclass sets)
        return (*w.args, *raw_state(w).values())
    return raw_state(w).values()


def symbolic_part(v, object_parts):
    """Returns a symbolic value inside `v` (a term, a union, a padded tuple, a List of
    symbolic length or a SymbolicText), or None: the one walker for "is there a symbolic
    value in here" (str() of a value, stamen.is_symbolic). It looks through lists, tuples,
    sets and dicts, and into any other object `w` (not a class) at the values
    `object_parts(w, w is v)` returns; when that returns None, `w` itself counts."""
    stack, seen = [v], set()
    while stack:
        w = stack.pop()
        t = type(w)
        if t is Term or t is Union or t is PaddedTuple or t is SymbolicText:
            return w
        if t is List and w._stamen_len is not None:
            return w
        if t in _ATOMS or id(w) in seen:
            continue
        seen.add(id(w))
        if isinstance(w, (list, tuple, set, frozenset)):
            stack.extend(list.__iter__(w) if isinstance(w, list) else set.__iter__(w)
                         if isinstance(w, set) else frozenset.__iter__(w)
                         if isinstance(w, frozenset) else w)
        elif isinstance(w, dict):  # the physical entries (a watched dict's own read the path)
            stack.extend(dict.keys(w))
            stack.extend(dict.values(w))
        elif t in _C_HOLDERS:  # C objects whose text shows what they hold
            stack.extend(_C_HOLDERS[t](w))
        elif not isinstance(w, type):
            parts = object_parts(w, w is v)
            if parts is None:
                return w
            stack.extend(parts)
    return None


# C types whose str()/repr() show values they hold, which no instance dict reveals: their
# parts (a slice's bounds, a dict view's dict, a partial's arguments, a deque's items).
_VIEW_NAMES = {type({}.keys()): "keys", type({}.values()): "values", type({}.items()): "items"}
_C_HOLDERS = {
    slice: lambda s: (s.start, s.stop, s.step),
    functools.partial: lambda p: (p.func, *p.args, *p.keywords.values()),
    collections.deque: tuple,
    **dict.fromkeys(_VIEW_NAMES, tuple),
}


# The built-in exceptions' str that shows the args as BaseException's does (KeyError's shows
# the repr of its one arg; OSError's and the Unicode errors' read other fields).
_ARGS_STR = (BaseException.__str__, KeyError.__str__, NameError.__str__,
             AttributeError.__str__)


def _args_differ_per_path(v) -> bool:
    """Whether `v` is an exception that Python formats from its args alone (the built-in
    exceptions' str and repr) and an arg is a union."""
    if not isinstance(v, BaseException) or isinstance(v, type):
        return False
    t = type(v)
    return (t.__repr__ is BaseException.__repr__
            and t.__str__ in _ARGS_STR
            and any(type(a) is Union for a in v.args))


def _exception_text(v, kind: str):
    """Returns str(v) (`kind` "str") or repr(v) of an exception whose class formats it as
    Python's built-in exceptions do (from its args alone) and whose args hold a value that
    differs per path (a union), computed per case of the args; None for any other value
    (Python's own str/repr then runs on it)."""
    if not _args_differ_per_path(v):
        return None
    method, args, name = type(v).__str__, v.args, type(v).__name__

    def text(*a):
        if kind == "repr":
            return f"{name}({a[0]!r})" if len(a) == 1 else f"{name}{a!r}"
        if len(a) == 1:
            return repr(a[0]) if method is KeyError.__str__ else str(a[0])
        return "" if not a else str(a)

    return render(f"{kind}()", text, *args, lazy=True)


def py_repr(v):
    """repr(v) of a case value; a lifted `__repr__` is called directly (it may return a
    union of strings, which Python's repr() would reject)."""
    text = _exception_text(v, "repr")
    if text is not None:
        return text
    method = _own(type(v), "__repr__")
    if method is not None and _is_lifted(method) and not isinstance(v, type):
        return _checked_text(call_user(method, v), "__repr__ returned non-string (type {})")
    return call_user(repr, v)


def _checked_text(r, words: str):
    """Python's check on what a lifted `__str__`, `__repr__` or `__format__` returned: a
    string on every path (`words`: its TypeError's text, with {} for the type's name)."""
    if isinstance(r, (str, SymbolicText)) or (type(r) is Term and r.sort is STRING):
        return r  # (a str subclass too: Python accepts it as it is)
    if type(r) is Union:
        return apply_guarded(r.members, lambda m: _checked_text(m, words))
    raise TypeError(words.format(python_type_name(r)))


def py_str(v):
    """str(v) of a case value (see `py_repr`)."""
    if isinstance(v, type):
        return str(v)
    text = _exception_text(v, "str")
    if text is not None:
        return text
    method = _own(type(v), "__str__")
    if method is None:
        return py_repr(v)
    if _is_lifted(method):
        return _checked_text(call_user(method, v), "__str__ returned non-string (type {})")
    return call_user(str, v)


def py_format(v, spec):
    """format(v, spec) of a case value (see `py_repr`)."""
    if isinstance(v, type):
        return call_user(format, v, spec)
    method = _own(type(v), "__format__")
    if method is None:
        if spec != "":
            return call_user(format, v, spec)  # object.__format__: TypeError, as in Python
        return py_str(v)
    if _is_lifted(method):
        return _checked_text(call_user(method, v, spec), "__format__ must return a str, not {}")
    return call_user(format, v, spec)


def format_field(v, conversion: int, spec: str):
    """The replacement field `{v!conversion:spec}` of an f-string, on a case value
    (`conversion` is ast's: -1 none, 115 !s, 114 !r, 97 !a)."""
    if conversion == -1:
        return py_format(v, spec)
    convert = {115: py_str, 114: py_repr, 97: ascii}[conversion]
    return format_text(convert(v), spec)


# printf-style conversions read as f-string fields: the format type of each conversion
_PERCENT_TYPES = {"d": "d", "i": "d", "u": "d", "x": "x", "X": "X", "o": "o", "s": "s",
                  "r": "r"}
_PERCENT = re.compile(r"%(?P<flags>[-+ #0]*)(?P<width>[0-9]*)(?P<conv>[diuxXosr%])")


def percent_fields(template: str, args) -> list | None:
    """Returns `template % args` as parts to concatenate: literal strings and fields
    (value, conversion text, f-string spec) that `percent_field` computes as `%` does, or
    None where the template is not one of those (mapping keys, `*` widths, precisions,
    other conversions, a count of values that differs): there `%` itself runs on each
    concrete case, or is refused."""
    if type(args) is dict or hasattr(type(args), "keys"):
        return None
    values = list(args) if isinstance(args, tuple) else [args]  # (a namedtuple too)
    parts: list = []
    end = 0
    for m in _PERCENT.finditer(template):
        if "%" in template[end:m.start()]:
            return None  # a conversion the pattern does not take
        parts.append(template[end:m.start()])
        end = m.end()
        flags, width, conv = m["flags"], m["width"], m["conv"]
        if conv == "%":
            if flags or width:
                return None
            parts.append("%")
            continue
        if not values:
            return None
        if conv in "sr":  # str()/repr(), right-aligned in the width unless `-`
            spec = f"{'<' if '-' in flags else '>'}{width}" if width else ""
        else:
            align = "<" if "-" in flags else ""
            sign = "+" if "+" in flags else (" " if " " in flags else "")
            zero = "0" if "0" in flags and not align else ""
            spec = f"{align}{sign}{'#' if '#' in flags else ''}{zero}{width}{_PERCENT_TYPES[conv]}"
        parts.append((values.pop(0), m.group(0), spec))
    if values or "%" in template[end:]:
        return None
    parts.append(template[end:])
    return parts


def _percent_as_field(v, conversion: str, spec: str) -> tuple | None:
    """Returns the f-string field (value, conversion code, spec) that one conversion of `%`
    (its text, e.g. "%03d", and its f-string spec) is on the case value `v`: str()/repr()
    for `s`/`r`, the int's format for the others where `v` is an int or bool (or a term of
    theirs); None where Python's own `%` decides (a float's `%d` truncates, a str's is
    Python's TypeError)."""
    if conversion[-1] in "sr":
        return v, 115 if conversion[-1] == "s" else 114, spec
    if type(v) in (int, bool) or type(v) is Term and v.sort in (INT, BOOL):
        return v, -1, spec
    return None


def percent_field(v, conversion: str, spec: str):
    """One conversion of `%` on a case value (see `_percent_as_field`)."""
    field = _percent_as_field(v, conversion, spec)
    if field is not None:
        return format_field(*field)
    return call_user(operator.mod, conversion, (v,))


# ------------------------------------------------------- strings of terms --


def _text_refused(construct: str, v, detail: str):
    from stamen.terms.intbits import unsupported

    raise unsupported(f"{construct} of {_describe(v)}", detail)


def _text_str(v):
    """str(v) of an int or string term, of a tuple or list holding such terms (see
    `_sequence_text`), or of an exception whose one argument is one (as Python's
    BaseException.__str__ shows it) or whose arguments are (the tuple's text); None for
    another value."""
    if isinstance(v, BaseException) and type(v).__str__ is BaseException.__str__ and \
            len(v.args) == 1 and not isinstance(v.args[0], BaseException):
        return _text_str(v.args[0])
    if isinstance(v, BaseException) and type(v).__str__ in _ARGS_STR and len(v.args) > 1:
        return _sequence_text(v.args, set())  # Python shows the args tuple
    if isinstance(v, KeyError) and type(v).__str__ is KeyError.__str__ and \
            len(v.args) == 1 and (type(v.args[0]) is Term or _is_sequence(v.args[0])):
        return _text_repr(v.args[0], "str()")  # KeyError shows its key's repr
    if _is_sequence(v):
        return _sequence_text(v, set())  # a str: as Python writes it
    if _generated_repr(type(v)) and type(v).__str__ is object.__str__:
        return _dataclass_repr(v, set())  # object.__str__ is the repr
    if _generated_namedtuple_repr(type(v)) and type(v).__str__ is object.__str__:
        return _namedtuple_repr(v, set())
    if type(v) is slice:
        parts = [_element_repr(b, set()) for b in (v.start, v.stop, v.step)]
        return None if None in parts else _joined(
            ["slice(", parts[0], ", ", parts[1], ", ", parts[2], ")"])
    view = _VIEW_NAMES.get(type(v))
    if view is not None:
        items = list(v)  # the view's own iteration: no element's text is asked
        text = _sequence_text(items, set())
        return None if text is None else _joined([f"dict_{view}(", text, ")"])
    if type(v) is not Term:
        return None
    if v.sort is INT:
        return pystr.text_of_int(v)
    if v.sort is STRING:
        return v
    return None


def _joined(parts: list):
    """Returns the concatenation of Python strings and string terms."""
    result = ""
    for part in parts:
        result = strings.concat(result, part)
    return result


# Element types whose repr is Python's own and reads no symbolic state.
_PLAIN_REPR = frozenset({int, bool, float, complex, str, bytes, type(None), Fraction})


def _sequence_text(v, open_ids: set):
    """Returns repr(v) (= str(v)) of a tuple or list as Python writes it, `(1, 2)`, `(1,)`,
    `[1, 2]`, from its elements' reprs: an int term's digits, a string term in quotes (see
    `_text_repr`), a nested tuple or list's own, Python's repr of a plain number, string
    or None; None for any other element (a user object's repr may read symbolic state) or
    when `v` holds itself."""
    if id(v) in open_ids:
        return None
    open_ids.add(id(v))
    parts: list = []
    for k, e in enumerate(list.__iter__(v) if isinstance(v, list) else v):
        text = _element_repr(e, open_ids)
        if text is None:
            return None
        parts += [", ", text] if k else [text]
    open_ids.discard(id(v))
    if type(v) is tuple:
        return _joined(["(", *parts, ",)" if len(parts) == 1 else ")"])
    return _joined(["[", *parts, "]"])


def _element_repr(e, open_ids: set):
    """Returns repr(e) of an element of a container (or a field of a dataclass) that
    stamen can write: an int or string term's text, a nested tuple, list or dataclass's
    own, a plain value's, a lifted `__repr__`'s; None otherwise."""
    if type(e) is Term:
        return _text_repr(e, "repr()") if e.sort in (INT, STRING) else None
    if type(e) is Union:  # each member's text where it is: an ite of them
        texts = [(g, _element_repr(m, open_ids)) for g, m in e.members]
        if any(t is None for _, t in texts):
            return None
        result = texts[-1][1]
        for g, t in reversed(texts[:-1]):
            result = ite(g, t, result)
        return result
    if _is_sequence(e):
        return _sequence_text(e, open_ids)
    if _generated_repr(type(e)):
        return _dataclass_repr(e, open_ids)
    if _generated_namedtuple_repr(type(e)):
        return _namedtuple_repr(e, open_ids)
    if type(e) in _PLAIN_REPR and _symbolic_part(e) is None:
        return repr(e)  # a user object's repr may depend on symbolic state: refused
    if not isinstance(e, type) and _is_lifted(_own(type(e), "__repr__")):
        return _string_value(py_repr(e))  # the program's lifted __repr__ writes it
    return None


def _generated_repr(t: type) -> bool:
    """Whether `t` is a dataclass whose `__repr__` is the one `@dataclass` wrote."""
    params = getattr(t, "__dataclass_params__", None)
    if params is None or not params.repr or not isinstance(t, type):
        return False
    method = getattr(t, "__repr__", None)
    code = getattr(getattr(method, "__wrapped__", method), "__code__", None)
    return code is not None and code.co_filename == "<string>"  # dataclasses' exec


_NAMEDTUPLE_REPR = collections.namedtuple("_", "a").__repr__.__code__  # every one's


def _generated_namedtuple_repr(t: type) -> bool:
    """Whether `t` is a namedtuple class whose `__repr__` is the one namedtuple wrote."""
    method = getattr(t, "__repr__", None)
    if getattr(method, "__stamen_lifted__", False):  # a typing.NamedTuple lifted: its own
        method = getattr(method, "__wrapped__", method)  # members are lifted with it
    return isinstance(t, type) and issubclass(t, tuple) and \
        getattr(method, "__code__", None) is _NAMEDTUPLE_REPR


def _namedtuple_repr(v, open_ids: set):
    """repr(v) of a namedtuple with the generated `__repr__`, `Name(x=1, y='k')` (its
    class's `__name__`, as namedtuple writes it), from its elements' reprs; None where
    one cannot be written or `v` holds itself."""
    if id(v) in open_ids:
        return None
    open_ids.add(id(v))
    parts = [f"{type(v).__name__}("]
    for k, (name, e) in enumerate(zip(type(v)._fields, tuple.__iter__(v), strict=False)):
        text = _element_repr(e, open_ids)
        if text is None:
            return None
        parts += [", " if k else "", f"{name}=", text]
    open_ids.discard(id(v))
    return _joined([*parts, ")"])


def _dataclass_repr(v, open_ids: set):
    """repr(v) of a dataclass with the generated `__repr__`, `Name(a=1, b='k')`, from
    its fields' reprs (see `_element_repr`); None where a field's cannot be written or
    `v` holds itself (Python writes "..." there)."""
    if id(v) in open_ids:
        return None
    open_ids.add(id(v))
    parts = [f"{type(v).__qualname__}("]
    for k, field in enumerate(f for f in dataclasses.fields(v) if f.repr):
        text = _element_repr(raw_state(v).get(field.name), open_ids) \
            if field.name in raw_state(v) else None
        if text is None:
            return None
        parts += [", " if k else "", f"{field.name}=", text]
    open_ids.discard(id(v))
    return _joined([*parts, ")"])


def _string_value(r):
    """Returns `r` (what a lifted `__repr__` returned) as one string or string term: a
    union of strings merged into one term; None for anything else (Python's repr()
    would raise TypeError, which the caller's refusal leaves to the user's repr())."""
    if type(r) is str or (type(r) is Term and r.sort is STRING):
        return r
    if type(r) is Union and all(type(m) is str or (type(m) is Term and m.sort is STRING)
                                for _, m in r.members):
        return merge_all(r.members)
    return None


def _text_repr(v, construct: str):
    """repr(v) of an int or string term, or None for another value: a string's repr is
    itself in quotes where pystr.text_repr encodes it (Python's escapes are not)."""
    if type(v) is Term and v.sort is STRING:
        text = pystr.text_repr(v)
        if text is None:
            _text_refused(construct, v, "Python escapes backslashes, unprintable characters "
                          "and quotes in a string's repr and picks its quotes by them; of "
                          "a string whose characters are not known, or may be those, "
                          "this is not encoded")
        return text
    if isinstance(v, BaseException) and type(v).__repr__ is BaseException.__repr__:
        return _exception_repr(v, construct)
    if _generated_repr(type(v)):
        return _dataclass_repr(v, set())
    if _generated_namedtuple_repr(type(v)):
        return _namedtuple_repr(v, set())
    if isinstance(v, BaseException):
        return None  # its class's own __repr__ (str's texts are not its repr)
    return _text_str(v)


def _exception_repr(v: BaseException, construct: str):
    """repr(v) of an exception formatted as the built-in ones are, `Name(arg, ...)`, whose
    arguments are int or string terms or plain values; None for another argument."""
    texts = []
    for a in v.args:
        text = _text_repr(a, construct) if type(a) is Term else \
            repr(a) if type(a) in _PLAIN_REPR else None
        if text is None:
            return None
        texts.append(text)
    parts = [f"{type(v).__name__}("]
    for k, text in enumerate(texts):
        parts.extend([", "] if k else [])
        parts.append(text)
    return _joined([*parts, ")"])


def _text_format(v, spec, construct: str):
    """format(v, spec) of an int or string term, or None for another value: the specs ""
    and "d" (an int) and "" and "s" (a string) are its str(); another concrete spec is
    Python's mini-language as `terms.textformat` encodes it (or refuses)."""
    text = _text_str(v)
    if text is None or type(v) is not Term:  # an exception: object.__format__ takes ""
        return text if spec == "" else None
    if type(spec) is not str:
        _text_refused(construct, v, f"a symbolic format spec {term_str(spec, 80)!r} is not "
                      f"supported")
    if spec in (("", "d") if v.sort is INT else ("", "s")):
        return text
    call_user(format, 0 if v.sort is INT else "", spec)  # Python's error for a bad spec
    return (textformat.format_int if v.sort is INT else textformat.format_text)(v, spec)


def _term_text(fn, combo, construct: str):
    """Returns fn(*combo) as a string term when fn is str/repr/format (or an f-string field)
    of one int or string term (see the module docstring), else None."""
    if fn is py_str and len(combo) == 1:
        return _text_str(combo[0])
    if fn is py_repr and len(combo) == 1:
        return _text_repr(combo[0], construct)
    if fn is py_format and len(combo) == 2:
        return _text_format(combo[0], combo[1], construct)
    if fn is percent_field:
        field = _percent_as_field(*combo)
        return None if field is None else _term_text(format_field, field, construct)
    if fn is format_field:
        v, conversion, spec = combo
        if conversion == -1:
            return _text_format(v, spec, construct)
        if conversion == 97 and type(v) is not Term:
            return None  # ascii() of a container: Python escapes its elements' text
        text = _text_str(v) if conversion == 115 else _text_repr(v, construct)
        return text if text is None else format_text(text, spec)
    return None


def _describe(v) -> str:
    """Names the symbolic value `v` in a message, with its article ("the symbolic int
    `x + 1`", "a Num that differs between paths")."""
    if type(v) is Term:
        return f"the symbolic {type_of(v).__name__} `{term_str(v, 80)}`"
    if type(v) is Union:
        return differing_value(v)
    return f"the symbolic value `{type(v).__name__}`"



def _refusal(what: str, inner, outer=None) -> str:
    """The refusal of the string `what` of `outer` (the value asked), which holds the
    symbolic value `inner` stamen cannot write."""
    site = user_line()
    subject = _describe(inner) if outer is None or outer is inner else \
        f"{with_article(type_of(outer).__name__)} holding {_describe(inner)}"
    return (f"{site}: {what} of {subject}: stamen does not compute this string (it computes "
            f"str(), repr(), format() and f-string fields of symbolic ints and strings with "
            f"the common format specs, and the strings of symbolic bools, of unions, of "
            f"values known to be one of a few literals, and of the tuples, lists, dicts, "
            f"namedtuples, dataclasses and exceptions holding them); compute the string on "
            f"concrete values, e.g. after stamen.concretize(value, candidates)")


def _refuse(what: str, inner, outer=None) -> None:
    raise UnsupportedConstruct(_refusal(what, inner, outer))


class SymbolicText:
    """The string of a symbolic number, which Python would compute and stamen cannot yet.

    It may be stored, passed around and put in an exception or an assert message (where
    it shows the term, e.g. `index i!3 out of range`), which is all most such strings are
    for; every use that depends on its characters (comparing, hashing, measuring,
    concatenating, calling its methods, its truth) raises the refusal, naming the line
    that made the string. A lifted program thus fails with the right exception on the
    right paths, and a string that matters is never computed from a term's name."""

    __slots__ = ("text", "refusal")

    def __init__(self, text: str, refusal: str):
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "refusal", refusal)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return repr(self.text)

    def refuse(self, *args, **kwargs):
        """Raises the refusal: this use of the string needs its characters."""
        raise UnsupportedConstruct(self.refusal)


for _dunder in (
    "__eq__ __ne__ __lt__ __le__ __gt__ __ge__ __hash__ __len__ __iter__ __contains__ "
    "__getitem__ __add__ __radd__ __mul__ __rmul__ __mod__ __rmod__ __bool__ __format__ "
    "__int__ __float__ __index__ __getattr__ __setattr__"
).split():
    setattr(SymbolicText, _dunder, SymbolicText.refuse)


def _text_for_message(fn, combo, what: str, inner) -> str:
    """The text a refused string shows in messages: Python's string with the terms'
    names, when that can be computed at all."""
    with handles_refusals():  # only a message: any failure (a refusal too) falls back
        try:
            text = fn(*combo)
        except Exception:  # noqa: BLE001
            text = None
    return text if isinstance(text, str) else f"<{what} of {_describe(inner)}>"


def render(what: str, fn, *values, lazy: bool = False):
    """Returns fn(*values) computed on every concrete case of the values (see the module
    docstring); `what` names the construct in a refusal (e.g. "str()"). With `lazy` (for
    constructs that make a string) a refused string is a `SymbolicText`."""
    path = current().guard()
    combos: list = [(True, ())]
    for v in values:
        cases: list = []
        _cases(v, True, cases)
        if path is not True:  # a union member that cannot be on this path is no case
            cases = [(g, w) for g, w in cases if and_(path, g) is not False]
        if len(cases) == 1 and cases[0][0] is True:
            combos = [(g, (*c, cases[0][1])) for g, c in combos]
            continue
        combos = [(h, (*c, w)) for g, c in combos for k, w in cases
                  if (h := and_(g, k)) is not False]
    if len(combos) == 1:
        return _render_case(fn, combos[0][1], what, lazy)
    # each case under its guard: its text may run the program's code (a lifted __repr__ of
    # an object that exists, or has its attributes, on that case's paths only)
    return apply_guarded([(g, k) for k, (g, _) in enumerate(combos)],
                         lambda k: _render_case(fn, combos[k][1], what, lazy))


def _render_case(fn, combo: tuple, what: str, lazy: bool):
    """Returns fn(*combo) for one case of `render`: a string term where the text is one,
    Python's string computed on the case's values, or (lazy) a `SymbolicText` where the
    text of a symbolic value is not encoded (refused where not lazy)."""
    text = _term_text_or_lazy(fn, combo, what, lazy)
    refused = None
    if type(text) is _Refused:  # the encoding's own reason (a format spec it lacks)
        refused, text = text.message, None
    if text is not None:
        return text
    for w in combo:
        inner = None if _writes_itself(fn, combo, w) else _symbolic_part(w)
        if inner is None:
            continue
        if not lazy:
            _refuse(what, inner, w)
        if type(inner) is SymbolicText:
            text = _text_for_message(fn, [str(x) if type(x) is SymbolicText else x
                                          for x in combo], what, inner)
            return SymbolicText(text, inner.refusal)
        return SymbolicText(_text_for_message(fn, combo, what, inner),
                            refused or _refusal(what, inner, w))
    return call_user(fn, *combo)


def _writes_itself(fn, combo: tuple, w) -> bool:
    """Whether the case asks repr() (repr(), `{w!r}`, `%r`) or str() (str(), `{w!s}`, `%s`,
    `{w}` where object's __format__ is str()) of `w` and its class's own dunder for it is
    lifted: it writes its symbolic attributes
    itself (its other dunders, an exception's BaseException.__repr__, are not asked)."""
    if fn is py_repr or fn is format_field and combo[1] == 114 or \
            fn is percent_field and combo[1][-1:] == "r":
        name = "__repr__"
    elif fn is py_str or fn is format_field and combo[1] == 115 or \
            fn is percent_field and combo[1][-1:] == "s":
        name = "__str__"
    elif (fn is py_format and _no_spec(combo[1]) or fn is format_field and combo[1] == -1
          and _no_spec(combo[2])) and _own(type(w), "__format__") is None:
        name = "__str__"  # object.__format__ with no spec is str()
    else:
        return False
    return combo[0] is w and not isinstance(w, type) and _is_lifted(_own(type(w), name))


def _no_spec(spec) -> bool:
    """Whether a format spec is the literal "" (a spec term is not asked: it is symbolic)."""
    return type(spec) is str and spec == ""


def _term_text_or_lazy(fn, combo, what: str, lazy: bool):
    """`_term_text`, except that a refused string is a `_Refused` where the construct is
    lazy (it becomes a SymbolicText, refused only where its characters are used)."""
    with handles_refusals():  # lazy: refused later, where the characters are used
        try:
            return _term_text(fn, combo, what)
        except UnsupportedConstruct as exc:
            if lazy:  # the encoding's reason, after what was asked ("an f-string field")
                site = user_line()
                reason = str(exc).rpartition(f"{site}: ")[2]
                return _Refused(f"{site}: {what}: {reason}")
            raise


class _Refused:
    """`_term_text_or_lazy`: the string was refused, for this reason (kept for the
    `SymbolicText`, whose use raises it)."""

    __slots__ = ("message",)

    def __init__(self, message: str):
        self.message = message


def format_text(text, spec):
    """format(text, spec) of a converted field (`{v!r:>6}`), whose text may be a union of
    strings or a string term (from a lifted `__repr__`): never Python's format() of a
    term, which writes the term's name."""
    if type(text) is Union:
        return apply_guarded(text.members, lambda t: format_text(t, spec))
    if type(text) is Term and text.sort is STRING:
        if spec == "":
            return text
        if type(spec) is not str:
            _text_refused("an f-string field", text, f"a symbolic format spec "
                          f"{term_str(spec, 80)!r} is not supported")
        call_user(format, "", spec)  # Python's error for a bad spec
        return textformat.format_text(text, spec)
    return call_user(format, text, spec)


def concat(parts):
    """Returns the concatenation of strings some of which may be unions of strings, string
    terms (the whole is then a string term) or `SymbolicText` (which makes the whole a
    SymbolicText)."""
    lazy = [p for p in parts if type(p) is SymbolicText]
    if lazy:
        return SymbolicText("".join(p if type(p) is str else str(p) for p in parts),
                            lazy[0].refusal)
    result = ""
    for p in parts:
        result = result + p
    return result


# Methods of str that take other values: called on strings that may be unions, or with
# arguments that may be (a native str method would raise TypeError on a union argument,
# which would read as the program failing).
STR_METHODS = frozenset({
    "join", "startswith", "endswith", "replace", "split", "rsplit", "strip", "lstrip",
    "rstrip", "find", "rfind", "partition", "rpartition", "removeprefix", "removesuffix",
    "center", "ljust", "rjust", "zfill", "expandtabs", "splitlines", "lower", "upper",
    "casefold", "capitalize", "title", "swapcase", "isdigit", "isalpha", "isalnum",
    "isspace", "islower", "isupper", "isdecimal", "isnumeric", "isidentifier", "isascii",
    "encode",
})


def _is_text(v) -> bool:
    if type(v) is Union:
        return all(isinstance(w, str) or pystr.is_string_term(w) for _, w in v.members)
    return isinstance(v, str) or pystr.is_string_term(v)


def _has_string_term(values) -> bool:
    """Whether a string term is among `values` or their union members."""
    for v in values:
        if pystr.is_string_term(v):
            return True
        if type(v) is Union and any(pystr.is_string_term(w) for _, w in v.members):
            return True
    return False


def encodes_open_int(name: str, args) -> bool:
    """Whether str.name is encoded (`textmethods.METHODS`) and an index term (an int, a
    bool or a bit-vector) that is not one of a few literals is among its arguments (a start
    or a width, which native code cannot take; a few literals are computed case by case)."""
    from stamen.terms.bitvec import index_int
    from stamen.terms.valueset import value_map

    return name in textmethods.METHODS and any(
        type(v) is Term and v.sort is not STRING and type(index_int(v)) is Term and
        value_map(v) is None for v in args)


_ENCODED_NAMES = ", ".join(sorted(textmethods.METHODS))


def _text_method(receiver, name: str, args: tuple, kwargs: dict):
    """Returns receiver.name(*args) where the receiver or an argument is a string term:
    the methods of `textmethods.METHODS` (startswith and endswith also with a tuple of
    strings) are encoded, computed per member of a union; any other method is refused."""
    for k, v in enumerate((receiver, *args)):
        if type(v) is Union:
            def call(m, k=k):
                values = [receiver, *args]
                values[k] = m
                return _text_method(values[0], name, tuple(values[1:]), kwargs)
            return apply_guarded(v.members, call)
    encoded = textmethods.METHODS.get(name)
    if encoded is not None and encoded[1] <= len(args) <= encoded[2] and not kwargs and \
            pystr.is_text(receiver):
        return encoded[0](receiver, *args)
    if not pystr.is_text(receiver):
        with on_behalf():
            method = getattr(receiver, name)
        return call_user(method, *args, **kwargs)
    inner = next((v for v in (receiver, *args) if pystr.is_string_term(v)), None)
    if inner is None:  # an int term where the method is encoded
        inner = next(v for v in args if type(v) is Term)
    from stamen.terms.intbits import unsupported

    why = textmethods.REFUSED.get(name, "not encoded")
    if encoded is not None:  # the method is encoded, not with these arguments
        _, low, high = encoded
        why = (f"str.{name}() with keyword arguments is not encoded" if kwargs else
               f"str.{name}() with {len(args)} arguments is not encoded (with "
               f"{low}{'' if low == high else f' to {high}'})")
    raise unsupported(f"str.{name}() with {_describe(inner)}",
                      f"{why}; on symbolic strings stamen encodes ==, +, *, len(), indexing, "
                      f"slicing, `in`, comparisons and the methods {_ENCODED_NAMES}")


def _str_call(receiver, name: str, args, kwargs: dict):
    """Returns receiver.name(*args, **kwargs), Python's own str method on one case."""
    with on_behalf():
        return getattr(receiver, name)(*args, **kwargs)


def str_method(obj, name: str, args: tuple, kwargs: dict):
    """Returns obj.name(*args, **kwargs) for a str method (see STR_METHODS), computed per
    case of a union receiver or argument; any other receiver calls its own method."""
    if name != "join" and (_has_string_term((obj, *args, *kwargs.values())) or
                           encodes_open_int(name, args)):
        return _text_method(obj, name, args, kwargs)
    if not _is_text(obj):
        with on_behalf():
            method = getattr(obj, name)
        return call_user(method, *args, **kwargs)
    if name == "join" and len(args) == 1 and not kwargs:  # the separator may be a term
        return str_join(obj, args[0])
    keys = list(kwargs)
    return render(f"str.{name}()",
                  lambda r, *a: _str_call(r, name, a[:len(args)],
                                          dict(zip(keys, a[len(args):], strict=True))),
                  obj, *args, *kwargs.values())


register_symbolic_type(SymbolicText)


def _repr_text(v, tail: str = ""):
    """repr(v) + tail as lifted code computes it (see `hooks.install_repr_text`): a
    `SymbolicText` where stamen cannot compute the characters stays one."""
    text = render("repr()", py_repr, v, lazy=True)
    if isinstance(text, SymbolicText):
        return SymbolicText(text.text + tail, text.refusal)
    return text + tail


install_repr_text(_repr_text)
