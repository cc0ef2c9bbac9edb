"""Crossings: an exception of the program that stamen models on some paths only must not
pass through code stamen does not see on its way to where it is modelled.

Stamen models an exception Python raises on some paths only (a `raise` under a symbolic
condition, a partial operator's side condition, a symbolic `assert`) as a failure of those
paths in the vc, or as a Split of the lifted `try` that catches it (vm.regions). Both
assume that only lifted code and stamen's own code lie between the raise and that point:
the region's runner, or the evaluation's entry (the query). When the program's lifted code
was called by C code or by an un-lifted function, that code lies between: on the raising
paths it would see the exception (islice turns it into a ValueError, a helper's `except`
catches it) while it goes on with a value on the others, which stamen cannot run. So the
point that would record such a failure calls `refuse_crossing` first: it walks the Python
stack outwards and refuses (UnsupportedConstruct, which stays pending, so that the C code
or helper cannot convert or swallow it: see vm.state.signals) when it passes

- an un-lifted function with a `try`/`with` around its current instruction (its handler
  could catch the exception), or
- a call into the program's code (or into stamen's, from an un-lifted function) that did
  not come straight from the frame below it: the instruction running there calls something
  else (a C function such as islice, list.index, a C method), which called the program.
  Operator dispatch (`a < b`, `x in xs`, `d[k]`), a class instantiation, resuming a
  generator and the C functions in `_TRANSPARENT` hand every exception on unchanged.

The C code stamen itself calls inside a region of its own is no crossing: stamen's
iteration of the program's iterator and `next(it, default)` run C `next` as the body of a
region catching the StopIteration (`hooks.caught_natively`), re-run per world, where the
exception is raised natively on the whole world and the C code sees it as in Python. So a
crossing whose caller is stamen's code with only stamen's code between it and a runner
whose region catches the exception passes (`_routed_by_stamen`); a frame of the program
between (its lifted `try` around `zip()`) makes the C code the program's call: refused.

C frames leave no Python frame: the instruction a Python frame is running (a call whose
callee is read off the bytecode and resolved without running code) tells them apart.
The walk runs only where a failure is about to be recorded (rare); its per-instruction
analysis is cached.

The other way in: C and library code's own type checks of a stamen value (`timedelta(
days=x)`, `Decimal(x)`, `statistics.mean([x])` of a symbolic `x`) raise TypeError because a
term is no int, not because of the value Python would have. Such an exception coming back
to lifted code (a lifted `except`, a branch boundary, the evaluation's end) is judged by
`library_refusal` (installed in vm.state.signals) and raised as the refusal it stands for.
One the program's un-lifted code catches itself never comes back: every call stamen or
lifted code makes of the program's un-lifted code goes through `call_user` (`dcall`, a
method's `callee`, a class or callable object, the special methods stamen calls for a
lifted operation: a property's setter, `==`, `with`, iteration, a subscript), which arms
the helper watch (`_arm`) where that code is handed a term or can reach, by module, code
of the user's with a handler (`_reaches_handler`): a tracer judging each exception where
it reaches a frame of the user's un-lifted code. Not seen: an un-lifted class's binary
operator that Python's own dispatch calls from lifted code's `+` (no stamen code runs in
between).
"""

from __future__ import annotations

import builtins
import dis
import functools
import inspect
import operator
import os
import re
import sys
from itertools import repeat
from types import (
    BuiltinFunctionType,
    CodeType,
    FrameType,
    FunctionType,
    GeneratorType,
    MethodType,
    ModuleType,
)

from stamen.boundary import call_user, install_watch, stamen_file
from stamen.errors import StamenError, UnsupportedConstruct
from stamen.terms.operators import program_qualname, user_line
from stamen.terms.partial import exception_text
from stamen.terms.term import Term
from stamen.vm.paths.feasibility import feasible_on_path
from stamen.vm.paths.regions import Region
from stamen.vm.state.context import current
from stamen.vm.state.signals import handles_refusals, install_library_check
from stamen.vm.values.objstate import instance_dict
from stamen.vm.values.storedhash import replayed
from stamen.vm.values.union import Union
from stamen.vm.values.untracked import runs_natively

__all__ = ["refuse_crossing", "register_runner", "library_refusal", "raise_library_refusal",
           "is_program_helper", "call_program_helper", "is_program_class"]

_STAMEN, _LIFTED, _FOREIGN = 0, 1, 2
_GENERATOR = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
_CALLS = frozenset({"CALL", "PRECALL", "CALL_FUNCTION_EX"})
_LOADS = frozenset({"LOAD_FAST", "LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF", "LOAD_CLOSURE",
                    "LOAD_CLASSDEREF", "LOAD_ATTR", "LOAD_METHOD", "LOAD_CONST"})
_NAMES = frozenset({"LOAD_FAST", "LOAD_GLOBAL", "LOAD_NAME", "LOAD_DEREF", "LOAD_CLASSDEREF"})
_CALL_USER = call_user.__code__

# C functions that hand on every exception raised by the code they call, unchanged (list()
# and tuple() excepted for __len__, whose TypeError their length hint swallows).
_TRANSPARENT = frozenset({sorted, min, max, sum, map, filter, any, all, enumerate, zip,
                          reversed, repr, str, format, abs, len, list, tuple, dict, set,
                          frozenset, functools.reduce, str.join, iter, next, hash, int, float,
                          bool, divmod, pow, round, setattr, delattr})
_LENGTH_HINTED = frozenset({list, tuple})

_runners: dict[CodeType, str] = {}  # {code of a region runner: its local holding the Region}
_kinds: dict[int, tuple] = {}  # {id(code): (code, kind)}


def register_runner(code: CodeType, region_local: str) -> None:
    """Registers the code of a function that runs a lifted `try`/`with` body as a region
    (its local `region_local` holds the Region): the walk ends at the first one whose
    region catches the exception."""
    _runners[code] = region_local


def refuse_crossing(exc_type: type) -> None:
    """Refuses (UnsupportedConstruct) an exception of `exc_type` that the caller is about to
    model on some paths only, when it would pass through C code or an un-lifted function
    before reaching the lifted `try` that catches it or the query (see the module's
    docstring); returns otherwise (and outside queries)."""
    ctx = current()
    entry = ctx.entry_frame
    if entry is None:
        return
    frame = sys._getframe(1)
    raiser = None  # the innermost frame of the program's code: where it raises
    while frame is not None and frame is not entry:
        code = frame.f_code
        region_local = _runners.get(code)
        if region_local is not None:
            region = frame.f_locals.get(region_local)
            if type(region) is Region and region.catches(exc_type):
                return
        kind = _kind(code)
        caller = frame.f_back
        if kind == _FOREIGN and _handles(frame, code, frame.f_lasti):
            _refuse(exc_type, raiser, f"the un-lifted function {program_qualname(code)} "
                    f"({_where(frame)}), whose `try`/`with` may catch it")
        if raiser is None and kind != _STAMEN:
            raiser = frame
        if caller is not None and caller is not entry and (
                kind != _STAMEN or _kind(caller.f_code) == _FOREIGN):
            crossing = _crossing(caller, frame, exc_type)
            if crossing is not None:
                if _routed_by_stamen(caller, entry, exc_type):
                    return
                _refuse(exc_type, raiser or frame, crossing)
        frame = caller


def _routed_by_stamen(caller: FrameType, entry: FrameType, exc_type: type) -> bool:
    """Whether the C code `caller` called hands an exception of `exc_type` to stamen's own
    machinery, which routes it per path: `caller` is stamen's code, and only stamen's code
    lies between it and a region runner whose region catches the exception (stamen's
    iteration of the program's iterator and `next(it, default)` run the C call as the body
    of such a region, `hooks.caught_natively`: in the world where the program raises, it
    is raised natively on the whole world and the C code sees it there, as in Python). A
    frame of the program's (a lifted `try` around the C call) on the way is not stamen's
    machinery: the C code there is the program's call (refused, see the module's
    docstring)."""
    frame = caller
    while frame is not None and frame is not entry and _kind(frame.f_code) == _STAMEN:
        region_local = _runners.get(frame.f_code)
        if region_local is not None:
            region = frame.f_locals.get(region_local)
            if type(region) is Region and region.catches(exc_type):
                return True
        frame = frame.f_back
    return False


def _kind(code: CodeType) -> int:
    """Returns whether `code` is stamen's own, the program's lifted code, or neither."""
    found = _kinds.get(id(code))
    if found is not None and found[0] is code:
        return found[1]
    if stamen_file(code.co_filename) is not None:
        kind = _STAMEN
    elif "_stamen_rt" in code.co_freevars or "_stamen_rt" in code.co_names:
        kind = _LIFTED
    else:
        kind = _FOREIGN
    _kinds[id(code)] = (code, kind)
    return kind


@functools.lru_cache(maxsize=4096)
def _handler_entries(code: CodeType) -> tuple:
    """Returns the (start, end, target) byte offsets of `code`'s exception table entries."""
    try:
        return tuple((e.start, e.end, e.target) for e in dis._parse_exception_table(code))
    except Exception:  # noqa: BLE001 - unreadable: every instruction may be covered
        return ((0, sys.maxsize, -1),)


@functools.lru_cache(maxsize=4096)
def _instructions(code: CodeType) -> tuple:
    return tuple(dis.get_instructions(code))


def _handles(frame: FrameType | None, code: CodeType, lasti: int) -> bool:
    """Whether a handler of `code` around the instruction at `lasti` may catch an exception:
    an `except`, or a `with` whose manager may suppress it (`frame`: where to read the
    manager; None: any `with` may). A `finally`, and the cleanup of a handler, re-raise."""
    for start, end, target in _handler_entries(code):
        if start <= lasti < end and _catching(frame, code, start, target):
            return True
    return False


def _catching(frame: FrameType | None, code: CodeType, start: int, target: int) -> bool:
    """Whether the handler at `target` (covering code from `start`) may end the exception."""
    instructions = _instructions(code)
    at = next((k for k, ins in enumerate(instructions) if ins.offset == target), None)
    if at is None:
        return True
    for k in range(at, len(instructions)):
        op = instructions[k].opname
        if op == "RERAISE":
            return False  # a `finally` (or a handler's cleanup): the exception goes on
        if op == "WITH_EXCEPT_START":
            return _with_may_suppress(frame, code, start)
        if op in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH", "RETURN_VALUE") or (
                op == "POP_EXCEPT" and (k + 1 == len(instructions) or
                                        instructions[k + 1].opname != "RERAISE")):
            return True
    return True


def _with_may_suppress(frame: FrameType | None, code: CodeType, start: int) -> bool:
    """Whether the manager of the `with` whose body starts at `start` may suppress an
    exception: a `contextlib.contextmanager` function whose `yield` no handler catches
    around, or a class whose `__exit__` returns only None, never does."""
    if frame is None:
        return True
    instructions = _instructions(code)
    before = [ins for ins in instructions if ins.offset < start]
    enter = next((k for k in range(len(before) - 1, -1, -1)
                  if before[k].opname == "BEFORE_WITH"), None)
    if not enter:
        return True
    made = before[enter - 1]
    if made.opname in _CALLS:
        target = _resolve(frame, _instruction(code, made.offset)[1])
        wrapped = getattr(target, "__wrapped__", None)
        inner = getattr(wrapped, "__code__", None)
        if inner is None or not inner.co_flags & inspect.CO_GENERATOR:
            return True
        return any(ins.opname == "YIELD_VALUE" and _handles(None, inner, ins.offset)
                   for ins in _instructions(inner))
    manager = _resolve(frame, ((made.opname, made.argval),)) if made.opname in _NAMES else None
    exit_code = getattr(inspect.getattr_static(type(manager), "__exit__", None), "__code__",
                        None)
    if manager is None or exit_code is None:
        return True
    returns = [k for k, ins in enumerate(_instructions(exit_code))
               if ins.opname == "RETURN_VALUE"]
    body = _instructions(exit_code)
    return any(k == 0 or body[k - 1].opname != "LOAD_CONST" or body[k - 1].argval is not None
               for k in returns)


def _crossing(caller: FrameType, frame: FrameType, exc_type: type) -> str | None:
    """Returns None when `caller` called `frame`'s code straight (or through C code that
    hands every exception on), else what it called instead, for the message."""
    code = frame.f_code
    if code.co_flags & _GENERATOR:
        return None  # resumed: its exceptions reach whoever resumed it
    opname, loads = _instruction(caller.f_code, caller.f_lasti)
    if opname in _CALLS and (code.co_name == "__call__" or
                             getattr(Union.__call__, "__code__", None) is code):
        return None  # the called object's own __call__ (C hands its exceptions on)
    if opname not in _CALLS:
        if opname in ("LOAD_ATTR", "LOAD_METHOD") and issubclass(exc_type, AttributeError):
            return f"an attribute lookup at {_where(caller)} (which then tries __getattr__)"
        return None  # operator dispatch hands exceptions on
    if caller.f_code is _CALL_USER:
        target = caller.f_locals.get("fn")
    else:
        if any(name == code.co_name for _, name in loads):
            return None
        target = _resolve(caller, loads)
    if _calls_code(target, code):
        return None
    try:
        if target in _TRANSPARENT and not (target in _LENGTH_HINTED and
                                           code.co_name == "__len__") and not (
                target is next and issubclass(exc_type, StopIteration)):
            return None  # (next(it, default) ends on StopIteration)
    except TypeError:  # unhashable: none of them
        pass
    shown = getattr(target, "__qualname__", None) or (loads[-1][1] if loads else "?")
    return f"{shown}, called at {_where(_program_frame(caller))}, which is not lifted code"


@functools.lru_cache(maxsize=4096)
def _instruction(code: CodeType, lasti: int) -> tuple[str, tuple]:
    """Returns the name of the instruction at `lasti` and, for a call, the (opname, name)
    loads that compute its callee: the loads that start where the call expression does."""
    instructions = list(dis.get_instructions(code))
    i = next((k for k, ins in enumerate(instructions) if ins.offset == lasti), None)
    if i is None:
        return "", ()
    ins = instructions[i]
    if ins.opname not in _CALLS or ins.positions is None:
        return ins.opname, ()
    start = (ins.positions.lineno, ins.positions.col_offset)
    loads = tuple((k.opname, k.argval) for k in instructions[:i]
                  if k.opname in _LOADS and k.positions is not None
                  and (k.positions.lineno, k.positions.col_offset) == start
                  and isinstance(k.argval, str))
    j = len(loads)
    while j > 0 and loads[j - 1][0] not in _NAMES:  # the last chain: `name.attr.attr`
        j -= 1
    return ins.opname, loads[max(j - 1, 0):]


def _no_arguments(fn, code: CodeType, lasti: int) -> bool:
    """Whether the call at `lasti` instantiates the class `fn` with no argument at all
    (`Expr()` of an abstract class): no stamen value can have been passed, so the error
    is the program's own."""
    if not isinstance(fn, type):
        return False
    ins = next((k for k in _instructions(code) if k.offset == lasti), None)
    return ins is not None and ins.opname == "CALL" and ins.arg == 0


def _resolve(frame: FrameType, loads: tuple):
    """Returns the object the dotted load chain `loads` names in `frame`, read without
    running the program's code (None when it cannot be read)."""
    if not loads or loads[0][0] not in _NAMES:
        return None
    name = loads[0][1]
    scope = frame.f_locals
    target = scope[name] if name in scope else frame.f_globals.get(
        name, getattr(builtins, name, None))
    for _, attr in loads[1:]:
        try:
            target = inspect.getattr_static(target, attr)
        except AttributeError:
            return None
        if isinstance(target, (staticmethod, classmethod)):
            target = target.__func__
    return target


def _calls_code(target, code: CodeType) -> bool:
    """Whether calling `target` runs `code` straight: its function, its bound method's, a
    partial's, or a class's `__init__`/`__new__` (type.__call__ hands their exceptions on),
    or an instance's `__call__`."""
    for _ in range(4):
        if isinstance(target, functools.partial):
            target = target.func
        elif inspect.ismethod(target) or isinstance(target, (staticmethod, classmethod)):
            target = target.__func__
        else:
            break
    if getattr(target, "__code__", None) is code:
        return True
    if isinstance(target, type):
        return code.co_name in ("__init__", "__new__", "__post_init__")
    if target is not None and code.co_name == "__call__":
        return getattr(inspect.getattr_static(type(target), "__call__", None), "__code__",
                       None) is code
    return False


def _program_frame(frame: FrameType) -> FrameType:
    """Returns the innermost frame from `frame` outwards that is not stamen's own code (the
    program's line that led stamen to call there), or `frame` when there is none."""
    found = frame
    while found is not None and _kind(found.f_code) == _STAMEN:
        found = found.f_back
    return found or frame


def _where(frame: FrameType) -> str:
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"


def _refuse(exc_type: type, raiser: FrameType | None, crossing: str) -> None:
    """Raises the refusal of an exception raised on some paths only in `raiser` that would
    pass through `crossing` (C code or an un-lifted function)."""
    where = f"{program_qualname(raiser.f_code)} ({_where(raiser)})" if raiser is not None else "?"
    raise UnsupportedConstruct(
        f"{where} raises {exc_type.__name__} under a symbolic condition (on some paths "
        f"only), and the exception would pass through {crossing}: that code would see it "
        f"on those paths and go on on the others, which stamen cannot run; call the lifted "
        f"code from lifted code, lift the caller, or make the condition concrete")


# --- C and library code checking a stamen value's type ----------------------------------

# The exceptions a library's or C function's type checks raise over a value it cannot take.
_TYPE_CHECKS = (TypeError, ValueError, AttributeError)
_LIBRARY = tuple({os.path.abspath(p) + os.sep for p in (sys.prefix, sys.base_prefix,
                                                         sys.exec_prefix)})
_HEAP_TYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made at run time (a Python class)
# Modules whose C functions dispatch to the operands' own methods, which a term has: their
# errors are Python's own.
_DISPATCHING = frozenset({None, "builtins", "operator", "_operator", "heapq", "_heapq",
                          "bisect", "_bisect", "math", "cmath", "itertools", "functools",
                          "_functools", "collections", "_collections"})


def library_refusal(exc: BaseException, tb=None) -> UnsupportedConstruct | None:
    """Returns the refusal that `exc` stands for when a library or C function raised it over
    a stamen value, else None. Judged on the innermost frame of its traceback: a library
    function's (the standard library, site-packages) holding a stamen value; stamen's
    `call_user`, or the program's own frame, calling a library's C function
    (`_checks_types`) with one at hand. A `raise` of the program, Python's error of the
    program's own operation, and stamen raising Python's exception on the program's
    behalf are the program's. `tb`: the traceback, where `exc` has none yet (a tracer's
    exception event)."""
    if not isinstance(exc, _TYPE_CHECKS) or isinstance(exc, StamenError):
        return None
    tb = tb or exc.__traceback__
    if tb is None:
        return None
    while tb.tb_next is not None:
        tb = tb.tb_next
    frame, code = tb.tb_frame, tb.tb_frame.f_code
    if code is _CALL_USER:
        fn = frame.f_locals.get("fn")
        values = (*frame.f_locals.get("args", ()), *frame.f_locals.get("kwargs", {}).values())
    elif _kind(code) == _STAMEN:
        return None
    elif os.path.abspath(code.co_filename).startswith(_LIBRARY):
        local = frame.f_locals.values()
        if not (_holds_stamen_value(local) or _STAMEN_TYPE_NAME.search(exception_text(exc)) or
                _holds_stamen_value(v for o in local for v in _stored_values(o))):
            return None  # (a library object's attribute: string.Template(s).template)
        return _library_refusal(f"{program_qualname(code)} ({code.co_filename}:{tb.tb_lineno})",
                                exc)
    else:
        opname, loads = _instruction(code, tb.tb_lasti)
        if opname not in _CALLS:
            return None
        fn = _resolve(frame, loads)
        if type(fn) is Union or type(fn) is Term:  # the callee read is a value per path
            if not _may_have_passed_stamen_value(frame, exc):
                return None
            return _library_refusal(f"{code.co_filename}:{tb.tb_lineno}: a call of C code "
                                    f"(with a value chosen per path)", exc)
        if not (_checks_types(fn) or _names_stamen_type(fn, exc)) or \
                _no_arguments(fn, code, tb.tb_lasti) or \
                not _may_have_passed_stamen_value(frame, exc):
            return None
        return _library_refusal(f"{code.co_filename}:{tb.tb_lineno}: "
                                f"{getattr(fn, '__qualname__', fn)!s}() (C code)", exc)
    if not (_checks_types(fn) or _names_stamen_type(fn, exc)) or \
            not _holds_stamen_value(values):
        return None
    return _library_refusal(f"{getattr(fn, '__qualname__', fn)!s}() (C code)", exc)


_STAMEN_TYPE_NAME = re.compile(r"\b(Term|Union)\b")


def _may_have_passed_stamen_value(frame: FrameType, exc: BaseException) -> bool:
    """Whether the program's frame `frame` may have passed a stamen value to the C
    function whose exception `exc` is: its arguments are on the value stack, which Python
    does not show, so the evidence is what the frame can reach there: a stamen value
    among its locals and cells, in a plain container among them, an attribute of an
    object among them (`Decimal(o.v)`), or a global its code names (`Decimal(G)`); or
    the exception's message naming a stamen value's type (`Decimal(fn())`: "conversion
    from Term to Decimal is not supported")."""
    if _STAMEN_TYPE_NAME.search(exception_text(exc)):
        return True
    local = frame.f_locals.values()
    if _holds_stamen_value(local):
        return True
    scope = frame.f_globals
    named = [scope[n] for n in frame.f_code.co_names if n in scope]
    if _holds_stamen_value(named):
        return True
    return any(_holds_stamen_value(_state(v).values()) for v in (*local, *named)
               if _program_class(type(v)))


def _state(obj) -> dict:
    """Returns the instance dict of `obj` read without running its class's code ({} when
    it has none)."""
    try:
        state = object.__getattribute__(obj, "__dict__")
    except AttributeError:
        return {}
    return state if type(state) is dict else {}


def raise_library_refusal(exc: BaseException) -> None:
    """Raises (from `exc`) the refusal `exc` stands for, if any (see `library_refusal`),
    where an execution gets there: on a path no execution takes (a union's member on no
    feasible path, which C code met as stamen's value) there is nothing to refuse."""
    with handles_refusals():  # (made here, and raised here or not at all)
        refusal = library_refusal(exc)
    if refusal is not None and feasible_on_path(True):
        raise refusal from exc


def _library_refusal(culprit: str, exc: BaseException) -> UnsupportedConstruct:
    # Python's words name the type it met: stamen's Term or Union, not the program's
    text = _STAMEN_TYPE_WORDS.sub("a symbolic value", exception_text(exc))
    return UnsupportedConstruct(
        f"{culprit} raised {type(exc).__name__} ({text}) over a symbolic "
        f"value: library and C code check a value's Python type, which a symbolic value "
        f"does not have; compute it in lifted code, or pass a concrete value "
        f"(stamen.concretize)")


_STAMEN_TYPE_WORDS = re.compile(r"'(?:Term|Union)'|\b(?:Term|Union)\b")


def _names_stamen_type(fn, exc: BaseException) -> bool:
    """Whether `exc` of the C function `fn` (a built-in's too: `e.add_note(note)`,
    `int.to_bytes`) names stamen's Term or Union as the type it rejected: Python would name
    the type of the value (its message says 'str'), so the error is stamen's value's, not
    the program's."""
    return fn is not None and getattr(fn, "__code__", None) is None and callable(fn) and \
        _STAMEN_TYPE_NAME.search(exception_text(exc)) is not None


def _checks_types(fn) -> bool:
    """Whether `fn` is a C function or type of a library module (datetime, decimal, struct,
    ...): those check their arguments' Python types. The builtins and the modules in
    `_DISPATCHING`, whose C functions ask the operands' own methods, raise Python's own
    errors; so does a Python function or class (its own code raises)."""
    if fn is None or getattr(fn, "__code__", None) is not None or not callable(fn):
        return False
    if isinstance(fn, type) and fn.__flags__ & _HEAP_TYPE and any(
            getattr(vars(c).get(name), "__code__", None) is not None
            for c in fn.__mro__ for name in ("__init__", "__new__")):
        return False
    if fn in _NAME_CHECKING:
        return True
    module = getattr(fn, "__module__", None) or getattr(
        getattr(fn, "__objclass__", None), "__module__", None)
    return module not in _DISPATCHING


# C callables of the dispatching modules that check an argument's type themselves: a
# symbolic name there is Python's TypeError about stamen's object, not about the value
_NAME_CHECKING = frozenset({operator.attrgetter, operator.methodcaller})


def _holds_stamen_value(values, stamen_value=None) -> bool:
    """Whether a stamen value (`stamen_value(v)`; by default `_is_stamen_value`: a term, a
    union, a container of stamen's own: a set or dict of symbolic shape, a list of
    symbolic length) is among `values` or the items of a plain list, tuple, set,
    frozenset or dict among them. Only those are looked into: a container of stamen's
    own refuses being read natively, and a program's one may run its code."""
    is_value = stamen_value or _is_stamen_value
    for v in values:
        if is_value(v):
            return True
        t = type(v)
        if t is dict:
            v = (*dict.keys(v), *dict.values(v))
        elif t not in _PLAIN_CONTAINERS:
            continue
        if any(is_value(e) for e in v):
            return True
    return False


_PLAIN_CONTAINERS = (list, tuple, set, frozenset)


def _stored_values(obj) -> tuple:
    """Returns the values stored in an object's instance dict (read running no code)."""
    if isinstance(obj, (type, ModuleType)):
        return ()
    d = instance_dict(obj)
    return tuple(dict.values(d)) if d else ()


def _is_term(v) -> bool:
    return type(v) is Term or type(v) is Union


def _is_stamen_value(v) -> bool:
    t = type(v)
    return t is Term or t is Union or (
        t.__module__.startswith("stamen.") and t.__module__ != "stamen.errors")


def is_program_helper(fn) -> bool:
    """Whether calling `fn` runs the program's code that stamen does not lift straight
    (the user's code, neither stamen's, lifted, nor a library's): a function, a bound
    method, a `functools.partial` of one, a class whose `__init__` or `__new__` is such
    code, or an object whose class's `__call__` is (see `call_program_helper`)."""
    return _entered_code(fn) is not None


def _entered_code(fn) -> CodeType | None:
    """Returns the un-lifted code of the program's that calling `fn` runs first (see
    `is_program_helper`), else None."""
    for _ in range(4):
        t = type(fn)
        if t is MethodType:
            fn = fn.__func__
        elif t is functools.partial:
            fn = fn.func
        else:
            break
    fn = replayed(fn)  # (a replayable `__hash__`/`__eq__`: the program's function it runs)
    t = type(fn)
    if t is FunctionType:
        code = fn.__code__
        return code if _is_helper_code(code) else None
    if isinstance(fn, type):
        for name in ("__init__", "__new__"):
            code = getattr(_class_attribute(fn, name), "__code__", None)
            if code is not None and _user_code_of_class(code):
                return code
        return None
    if t.__flags__ & _HEAP_TYPE and t.__module__ != "builtins":
        code = getattr(_class_attribute(t, "__call__"), "__code__", None)
        if code is not None and _is_helper_code(code):
            return code
    return None


def _class_attribute(cls: type, name: str):
    """Returns the first `name` in the dicts of `cls`'s MRO (None when none has it), read
    without running code; a static or class method's function."""
    for c in cls.__mro__:
        found = c.__dict__.get(name)
        if found is not None:
            return getattr(found, "__func__", found)
    return None


def _user_code_of_class(code: CodeType) -> bool:
    """Whether a class's `__init__`/`__new__` is the user's un-lifted code (a dataclass's
    generated `__init__`, compiled from a string, is not: it only stores its fields)."""
    return _is_helper_code(code) and not code.co_filename.startswith("<string>")


def call_program_helper(fn, /, *args, **kwargs):
    """Returns fn(*args, **kwargs), a call from lifted code of the program's un-lifted
    code `fn` (`is_program_helper`): `call_user`, which arms the helper watch for it
    where it is needed (`_arm`)."""
    return call_user(fn, *args, **kwargs)


def _arm(fn, args: tuple, kwargs: dict):
    """Returns the helper watch armed for `call_user(fn, *args, **kwargs)` where the call
    runs the program's un-lifted code that may catch a library's refusal of a stamen value
    (else None): that code may hand the value to library or C code whose type check
    raises (`Decimal(x)`, `json.dumps`) and catch the exception itself, so that it never
    comes back to lifted code, where `library_refusal` judges it. So the call runs under a
    tracer that judges each exception where it reaches a frame of the user's un-lifted
    code, and raises the refusal it stands for (kept pending on the evaluation: see
    vm.state.signals). Armed for the program's un-lifted function, method, class or
    callable object (`_watched` says when), and for a builtin stamen calls on an object of
    a program class (`setattr`, `len`, `str`: its special methods run). Not inside a
    call already watched."""
    t = type(fn)
    if _armed[0] or t is FunctionType and _helper_codes.get(fn.__code__) is False:
        return None  # (the common case inline: stamen's or lifted code)
    if t is BuiltinFunctionType:
        if not _runs_methods(args):
            return None  # (no un-lifted method: a lifted class's object, say)
    else:
        code = _entered_code(fn)
        if code is None:
            return None
        values = (*args, *kwargs.values())
        _require_no_shaped_native(fn, code, values)
        if not _watched(fn, values) and not (_reads_type(code) and _holds_symbolic(values)):
            return None
    return _Armed()


_REACH_LIMIT = 2000  # objects walked from a call's arguments (see _require_no_shaped_native)


def _require_no_shaped_native(fn, code: CodeType, values: tuple) -> None:
    """Refuses a call of the program's un-lifted code that can reach a container of
    Python's own type whose contents differ by path (`Context.shaped_natives`: a dict made
    by un-lifted code that lifted code gave a key under a symbolic condition): that code
    would read stamen's encoding as entries. Reached: through the arguments (`self`
    included), their items and attributes, and the globals the code names."""
    shaped = current().shaped_natives
    if not shaped:
        return  # (the common case)
    scope = getattr(fn, "__globals__", None) or getattr(
        getattr(fn, "__func__", None), "__globals__", {})
    stack = [*values, getattr(fn, "__self__", None),
             *(scope[n] for n in code.co_names if n in scope)]
    seen: set = set()
    while stack and len(seen) < _REACH_LIMIT:
        v = stack.pop()
        if id(v) in seen or issubclass(type(v), (type, ModuleType, FunctionType, Term)):
            continue
        seen.add(id(v))
        entry = shaped.get(id(v))
        if entry is not None and entry[0] is v and entry[1](v):
            raise UnsupportedConstruct(
                f"{user_line()}: a {type(v).__name__} whose contents differ by path (a key "
                f"added or removed under a symbolic condition) is reached by `{code.co_name}`, "
                f"which stamen does not lift (it would read the storage natively); decorate "
                f"it with @stamen.lifted, or make the container inside lifted code")
        if issubclass(type(v), (list, tuple, set, frozenset)):
            stack.extend(v)
        elif issubclass(type(v), dict):
            stack.extend(dict.values(v))
        else:
            stack.extend((instance_dict(v) or {}).values())


def _runs_methods(args: tuple) -> bool:
    """Whether a builtin called on `args` may run the user's un-lifted methods with a
    handler that may catch: an object of a program class among the first two (the second:
    an operator's reflected operand, `x + Money()` running `Money.__radd__`)."""
    for i, obj in enumerate(args[:2]):
        cls = type(obj)
        if _program_class(cls) and _class_scopes(cls) and _reaches_handler(
                obj, args[:i] + args[i + 1:]):
            return True
    return False


_armed = [0]  # how many watches are armed (the outermost one watches the nested calls)


class _Armed:
    """The helper watch armed for one call (see `_arm`): a tracer installed over the
    tracer before (coverage, a debugger, the set-copy watch of vm.python.setcopies), which
    keeps running: ours calls it first, as if alone."""

    __slots__ = ("previous", "watch")

    def __init__(self) -> None:
        self.previous = sys.gettrace()
        self.watch = _raise_watch(self.previous)
        self.watch.active = False  # until `start`, called inside the caller's `try`

    def start(self) -> None:
        """Installs the watch. Called inside the `try` whose `finally` disarms it: an
        exception raised at any point in between (a time budget's alarm) cannot leave it
        installed and active."""
        _armed[0] += 1
        self.watch.active = True
        sys.settrace(self.watch)

    def returned(self, value):
        """Returns what the watched call returned: a generator of the program's un-lifted
        code is resumed under the watch each time."""
        if type(value) is GeneratorType and _is_helper_code(value.gi_code):
            return _WatchedGenerator(value)
        return value

    def disarm(self) -> None:
        """Ends the watch (idempotent; nothing where it was never started). It is made
        inactive first: a watch left installed by an interruption then removes itself."""
        if not self.watch.active:
            return
        self.watch.active = False  # left in place when another tracer wrapped it
        _armed[0] -= 1
        if sys.gettrace() in (self.watch, None):  # (None: a refusal raised in it removed it)
            sys.settrace(self.previous)


def _run_watched(run, /, *args, **kwargs):
    """Returns run(*args, **kwargs) under the helper watch (see `_arm`)."""
    if _armed[0]:
        return run(*args, **kwargs)
    armed = _Armed()
    try:
        armed.start()
        return run(*args, **kwargs)
    finally:
        armed.disarm()


class _WatchedGenerator:
    """A generator of the program's un-lifted code returned to lifted code by a watched
    call: each resumption (`next`, `send`, `throw`, `close`) runs under the watch, where
    its frame's handlers run."""

    __slots__ = ("generator",)

    def __init__(self, generator) -> None:
        self.generator = generator

    def __iter__(self):
        return self

    def __next__(self):
        return _run_watched(next, self.generator)

    def send(self, value):
        return _run_watched(self.generator.send, value)

    def throw(self, *exc):
        return _run_watched(self.generator.throw, *exc)

    def close(self) -> None:
        return _run_watched(self.generator.close)


def _watched(fn, values: tuple) -> bool:
    """Whether the call of the program's un-lifted `fn` on `values` runs under the watch:
    a term or a union is among them or in a plain container among them (it may reach
    any code the helper calls), or code the call may run has a handler that may catch
    (`_reaches_handler`): a stamen value may reach that code by many ways besides the
    arguments (an object's attribute, a closure's cell, a global lifted code wrote, a
    lifted callback's result). (A helper with no handler anywhere it can reach is not
    watched: `bench ifc`'s helpers, ~1,000 calls per quick run, handed containers of
    stamen's own; watching them cost 27% more CPU.)"""
    if _holds_stamen_value(values, _is_term):
        return True
    return _reaches_handler(fn, values)


_INERT = frozenset({int, float, complex, str, bytes, bool, type(None)})
def _reaches_handler(fn, values: tuple) -> bool:
    """Whether a call of `fn` on `values` may run the user's un-lifted code with a handler
    that may catch: code of a module of the user's whose un-lifted code has one anywhere
    (`_module_catches`: any function or method of it, nested functions included, or of a
    module it reaches), the module being that of `fn`'s code or of a function, class or
    object among `values`, or in a plain container or an object's state among them.
    A module, not a call graph: what a function may call is found by name at run time
    (a global rebound, a method of an object handed in, a closure made by a call), and
    any of it is code of such a module. Lifted code it calls calls un-lifted code through
    this check again."""
    checked: set = set()
    for obj in (fn, *values):
        for inner in (obj, *_contents(obj)):
            t = type(inner)
            if t in _NO_SCOPE:
                continue
            key = id(t) if _program_class(t) else id(inner)  # (objects: by their class)
            if key in checked:
                continue
            checked.add(key)
            for scope in _scopes(inner):
                if id(scope) not in checked:
                    checked.add(id(scope))
                    if _module_catches(scope):
                        return True
    return False


_STAMEN_VALUES = frozenset({Term, Union})
_NO_SCOPE = _INERT | _STAMEN_VALUES | {tuple, list, dict, set, frozenset}  # (no code)


def _contents(obj) -> tuple:
    """Returns the elements of a plain container, or the stored attributes of an object
    of a program class (one level), else ()."""
    t = type(obj)
    if t in _PLAIN_CONTAINERS:
        return tuple(obj)
    if t is dict:
        return tuple(dict.values(obj))
    if t in _INERT or t in _STAMEN_VALUES or not _program_class(t):
        return ()
    return tuple(_state(obj).values())


def _scopes(obj) -> tuple:
    """Returns the globals of the user's un-lifted code that calling or using `obj` may
    run first: a function's, a bound method's, a partial's, a class's methods' (for a
    class or an object of one), a module's own."""
    t = type(obj)
    if t in _INERT or t in _STAMEN_VALUES:
        return ()
    if t is FunctionType:
        return (obj.__globals__,) if _is_helper_code(obj.__code__) else ()
    if t is MethodType:
        return _scopes(obj.__func__) + _scopes(obj.__self__)
    if t is functools.partial:
        return _scopes(obj.func) + tuple(s for a in (*obj.args, *obj.keywords.values())
                                         for s in _scopes(a))
    if t is ModuleType:
        return (obj.__dict__,) if _user_module(obj) else ()
    if t is GeneratorType:
        return (obj.gi_frame.f_globals,) if obj.gi_frame is not None and _is_helper_code(
            obj.gi_code) else ()
    if isinstance(obj, type):
        return _class_scopes(obj) if _program_class(obj) else ()
    if _program_class(t):
        return _class_scopes(t)
    return ()


_class_scope_cache: dict = {}  # {class: (its MRO, their dicts' values, the scopes)}


def _class_scopes(cls: type) -> tuple:
    """Returns the globals of the user's un-lifted methods of `cls` and its bases (cached
    while the classes' dicts hold the same objects)."""
    mro = cls.__mro__
    contents = tuple(tuple(c.__dict__.values()) for c in mro[:-1])
    known = _class_scope_cache.get(cls)
    if known is not None and known[0] is mro and len(known[1]) == len(contents) and all(
            map(_same, known[1], contents)):
        return known[2]
    scopes = tuple({id(f.__globals__): f.__globals__ for f in _class_functions(cls)
                    if _is_helper_code(f.__code__)}.values())
    if len(_class_scope_cache) > 4096:
        _class_scope_cache.clear()
    _class_scope_cache[cls] = (mro, contents, scopes)
    return scopes


def _user_module(module: ModuleType) -> bool:
    """Whether `module` is the user's (not stamen's own, not a library's)."""
    name = module.__name__
    if name == "stamen" or name.startswith("stamen.") and not name.startswith("stamen.langs"):
        return False
    path = getattr(module, "__file__", None)
    return path is None or not os.path.abspath(path).startswith(_LIBRARY)


_module_verdicts: dict = {}  # {id(globals): (globals, reads, whether they may catch)}


def _module_catches(scope: dict) -> bool:
    """Whether the user's un-lifted code of the module whose globals are `scope`, or of a
    module those globals reach (a function or class of another module imported by name,
    an attribute of a module imported whole that its code names, an object or container
    holding one), has a handler that may catch (`_may_catch`, nested functions
    included). Cached with what it read (the globals' values, the state of the objects
    and containers among them, the attributes of modules), compared by identity at each
    use."""
    known = _module_verdicts.get(id(scope))
    if known is not None and known[0] is scope and all(map(_holds, known[1])):
        return known[2]
    verdict, reads = False, []
    todo, seen = [scope], {id(scope)}
    while todo and not verdict:
        here = todo.pop()
        names = tuple(here)
        found = tuple(here.values())
        reads.append((here, names, found))
        objects = [*found]
        for name, obj in zip(names, found, strict=True):
            if type(name) is str and name.startswith("__"):
                continue  # (`__builtins__`, `__spec__`, `__all__`: the module's machinery)
            inner = _contents(obj)
            if inner:
                objects.extend(inner)
                if type(obj) is not tuple and type(obj) is not frozenset:  # (immutable)
                    reads.append(_contents_read(obj, inner))
        used = _names_used(objects)
        for module in [o for o in objects if type(o) is ModuleType and _user_module(o)]:
            attributes = tuple(module.__dict__.get(n, _ABSENT) for n in used)
            reads.append((module.__dict__, used, attributes))
            objects.extend(attributes)
        for obj in objects:
            if _own_code_catches(obj):
                verdict = True
                break
            if type(obj) is ModuleType:
                continue
            for other in _scopes(obj):
                if id(other) not in seen:
                    seen.add(id(other))
                    todo.append(other)
    if len(_module_verdicts) > 1024:
        _module_verdicts.clear()
    _module_verdicts[id(scope)] = (scope, reads, verdict)
    return verdict


def _contents_read(obj, inner: tuple) -> tuple:
    """Returns the read of a container's or an object's contents (see `_holds`)."""
    t = type(obj)
    if t is dict:
        return obj, tuple(obj), inner
    if t in _PLAIN_CONTAINERS:
        return obj, None, inner
    state = _state(obj)
    return state, tuple(state), inner


def _holds(read: tuple) -> bool:
    """Whether a read of `_module_catches` finds the same objects now: (a mapping, its
    keys, their values), or (a container, None, its elements), compared by identity."""
    where, names, found = read
    if names is None:
        return _same(tuple(where), found)
    if type(where) is dict and len(where) == len(names):  # (the common case, at C speed)
        is_ = operator.is_
        return all(map(is_, where.values(), found)) and all(map(is_, where, names))
    return _same(tuple(map(where.get, names, repeat(_ABSENT))), found)


def _names_used(objects) -> tuple:
    """Returns the names the user's un-lifted functions and methods among `objects` read
    (their code's and nested functions' `co_names`)."""
    names: set = set()
    for obj in objects:
        if type(obj) is FunctionType and _is_helper_code(obj.__code__):
            names.update(_code_facts(obj.__code__)[0])
        elif isinstance(obj, type) and _program_class(obj):
            for f in _class_functions(obj):
                if _is_helper_code(f.__code__):
                    names.update(_code_facts(f.__code__)[0])
    return tuple(sorted(names))


def _same(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(map(operator.is_, a, b))


def _own_code_catches(obj) -> bool:
    """Whether `obj` is the user's un-lifted function, or a program class (or an object of
    one) with such a method, whose code has a handler that may catch."""
    t = type(obj)
    if t is FunctionType:
        return _is_helper_code(obj.__code__) and _code_facts(obj.__code__)[1]
    if t in _INERT or t in _STAMEN_VALUES:
        return False
    if not isinstance(obj, type):
        if not _program_class(t):
            return False
        obj = t
    return _program_class(obj) and any(
        _is_helper_code(f.__code__) and _code_facts(f.__code__)[1]
        for f in _class_functions(obj))


_ABSENT = object()


def is_program_class(cls: type) -> bool:
    """Whether `cls` is a class whose methods may be the user's code (a Python class,
    not stamen's own: its values, lifted classes' machinery; not the standard library's)."""
    return _program_class(cls)


def _program_class(cls: type) -> bool:
    """(is_program_class)"""
    known = _program_classes.get(cls)
    if known is None:
        module = cls.__module__ if type(cls.__module__) is str else ""
        known = bool(cls.__flags__ & _HEAP_TYPE) and not (
            module.startswith("stamen.") and not module.startswith("stamen.langs")) and (
            _top(module) not in sys.stdlib_module_names or module == "__main__")
        if len(_program_classes) > 4096:
            _program_classes.clear()
        _program_classes[cls] = known
    return known


_program_classes: dict = {}


def _top(module: str) -> str:
    """Returns the top-level package of a module's name, its C twin's underscore dropped
    (`_decimal`: decimal, `__future__` stays)."""
    top = module.partition(".")[0]
    return top if top in sys.stdlib_module_names else top.lstrip("_")


def _class_functions(cls: type) -> list:
    """Returns the Python functions of `cls` and its bases (methods, static and class
    methods, properties' accessors; a C callable stored there, `staticmethod(
    operator.attrgetter(...))`, is none)."""
    found = []
    for c in cls.__mro__[:-1]:
        for v in c.__dict__.values():
            t = type(v)
            if t is staticmethod or t is classmethod:
                v = v.__func__
            elif t is property:
                found.extend(f for f in (v.fget, v.fset, v.fdel) if type(f) is FunctionType)
                continue
            if type(v) is FunctionType:
                found.append(v)
    return found


@functools.lru_cache(maxsize=4096)
def _code_facts(code: CodeType) -> tuple[tuple, bool]:
    """Returns (the names `code` and the functions nested in it read, whether any of them
    has a handler that may catch)."""
    names: set = set()
    catches = False
    todo = [code]
    while todo:
        c = todo.pop()
        names.update(c.co_names)
        catches = catches or _may_catch(c)
        todo.extend(k for k in c.co_consts if type(k) is CodeType)
    return tuple(sorted(names)), catches


@functools.lru_cache(maxsize=4096)
def _may_catch(code: CodeType) -> bool:
    """Whether `code` has a handler that may end an exception (an `except`, a `with`)."""
    return any(_catching(None, code, start, target)
               for start, _, target in _handler_entries(code))


def _raise_watch(previous):
    """Returns the global tracer of `call_program_helper`: it gives the frames of un-lifted
    code a local tracer judging their exceptions (`_judged`), chained to the
    local tracer `previous` (the tracer installed before) gives them. Its `active` set
    False makes it a pass-through, which gives `previous` back when it finds itself the
    tracer again (the set-copy watch, armed inside the helper, restores it at its end).
    A function, not an object with `__call__`: it runs on every frame the helper enters,
    stamen's own included."""
    kinds = _kinds
    gettrace, settrace = sys.gettrace, sys.settrace  # (held: a pass-through left installed
    # at interpreter exit runs after the module's globals are cleared)

    def watch(frame, event, arg):
        local = previous(frame, event, arg) if previous is not None else None
        if not watch.active:
            if gettrace() is watch:  # given back as the tracer by one that wrapped it
                settrace(previous)
            return local
        code = frame.f_code
        found = kinds.get(id(code))
        kind = found[1] if found is not None and found[0] is code else _kind(code)
        if kind != _FOREIGN or not _is_helper_code(code):
            return local
        type_reads = _type_argument_names(code)
        if type_reads is not None:
            _refuse_type_of_symbolic(frame, type_reads)
        if local is None:
            frame.f_trace_lines = False
            return _judged
        return _ChainedJudge(local)

    watch.active = True
    watch.chained_to = previous  # (the set-copy watch reads it: wrapped, not replaced)
    return watch


_helper_codes: dict = {}  # {code: whether it is the user's un-lifted code (runs_natively)}


@functools.lru_cache(maxsize=4096)
def _reads_type(code: CodeType) -> bool:
    """Whether `code` (or a function nested in it) calls the builtin `type`."""
    todo = [code]
    while todo:
        c = todo.pop()
        if _type_argument_names(c) is not None:
            return True
        todo.extend(k for k in c.co_consts if type(k) is CodeType)
    return False


_NAME_LOADS = frozenset({"LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE"})
_CALL_SETUP = frozenset({"PRECALL", "CACHE", "NOP"})  # (3.11's: not the argument's)


@functools.lru_cache(maxsize=4096)
def _type_argument_names(code: CodeType) -> tuple | None:
    """Returns the local names read by the arguments of `code`'s own calls of `type` (from
    the load of `type` to the next call: a nested call's operands count too) as two sets:
    those passed bare (`type(v)`: the class of that value) and those read in a larger
    expression (`type(box[0])`: of something inside them); None when it calls no `type`."""
    if "type" not in code.co_names:
        return None
    bare: set = set()
    deep: set = set()
    argument: list | None = None
    for i in dis.get_instructions(code):
        if i.opname in ("LOAD_GLOBAL", "LOAD_NAME") and i.argval == "type":
            argument = []
        elif argument is not None and i.opname == "CALL":
            names = {a.argval for a in argument if a.opname in _NAME_LOADS}
            (bare if len(argument) == 1 else deep).update(names)
            argument = None
        elif argument is not None and i.opname not in _CALL_SETUP:
            argument.append(i)
    if not bare and not deep:
        return None  # (type of a global or a constant only)
    return frozenset(bare), frozenset(deep)


def _holds_symbolic(values: tuple) -> bool:
    """Whether a term or a union is among `values`, in a plain container among them, or
    among the elements of a list lifted code made (stamen's `List`, read physically)."""
    if _holds_stamen_value(values, _is_term):
        return True
    return any(isinstance(v, list) and type(v) is not list
               and _holds_stamen_value(tuple(list.__iter__(v)), _is_term) for v in values)


def _refuse_type_of_symbolic(frame, names: tuple) -> None:
    """Refuses the call of the program's un-lifted code calling `type` on what its
    arguments read (`names`: the bare and the deep ones of `_type_argument_names`), when
    a bare one bound on entry is a term or a union, or a deep one holds one, itself or in
    a plain container or a lifted list (where one is bound later: when any local does):
    C's `type(v)` asks the object nothing, so it would read stamen's Term or Union where
    Python reads the value's class on each path (isinstance and `__class__` are answered
    per path). stamen's own languages know its values and are left to read their
    classes."""
    if _knows_stamen(frame.f_globals):
        return
    bare, deep = names
    local = frame.f_locals
    if not (bare | deep) <= local.keys():  # a local bound after entry: any local's value
        found = _holds_symbolic(tuple(local.values()))
    else:
        found = any(_is_term(local[n]) for n in bare) or _holds_symbolic(
            tuple(local[n] for n in deep))
    if found:
        code = frame.f_code
        raise UnsupportedConstruct(
            f"{code.co_filename}:{code.co_firstlineno}: {program_qualname(code)}, which is not "
            f"lifted, reads type() and is handed a symbolic value: type() of it would be "
            f"stamen's, not the value's class on each path; lift {code.co_name} "
            f"(@stamen.lifted), or use isinstance")


def _knows_stamen(globals_: dict) -> bool:
    """Whether code with these globals is stamen's own (a language of `stamen.langs`,
    written against the public API: its type() of a term is meant)."""
    name = globals_.get("__name__")
    return type(name) is str and name.startswith("stamen.")


def _is_helper_code(code: CodeType) -> bool:
    """Whether `code` is the user's un-lifted code, not a library's (cached)."""
    found = _helper_codes.get(code)
    if found is None:
        if len(_helper_codes) > 65536:
            _helper_codes.clear()
        found = _helper_codes[code] = runs_natively(code)
    return found


def _judged(frame, event, arg):
    """The local tracer of a watched frame of the user's un-lifted code: an exception
    reaching it (raised by its code, a C function it called, or library code below) that
    a library's type check of a stamen value raised is refused. Library frames are not
    watched: an exception a library raises and catches itself (`ast.NodeVisitor`'s
    `getattr` of a missing visitor) is its own control flow."""
    if event == "exception" and arg[2] is not None:
        refusal = library_refusal(arg[1], arg[2])
        if refusal is not None:
            raise refusal from arg[1]
    return _judged


class _ChainedJudge:
    """`_judged` chained to another tracer's local tracer of the same frame."""

    __slots__ = ("local",)

    def __init__(self, local) -> None:
        self.local = local

    def __call__(self, frame, event, arg):
        if self.local is not None:
            self.local = self.local(frame, event, arg)
        _judged(frame, event, arg)
        return self


install_library_check(library_refusal)
install_watch(_arm)
