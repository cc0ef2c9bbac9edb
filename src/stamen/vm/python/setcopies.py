"""Un-lifted code copying a set of symbolic shape in C: refused at the copy's line.

CPython copies a set's physical table in C, past every method of a subclass, in
`set(s)`, `frozenset(s)`, `{*s}`, a plain set's methods taking `s` (`p.update(s)`,
`p.union(s)`, `p.issubset(s)`, ...) and `p |= s`. A watched set of symbolic shape keeps
stamen's encoding (`sets.Member`s) in that table, so such a copy in code stamen does not
lift would hold the encoding, not a path's members (`len(set(s))` counted a member
present on one path only). No method can intercept it, so while a set of symbolic shape
exists in an evaluation (from the first `Member` made to the evaluation's end), a tracer
watches the frames of code that is neither stamen's nor lifted (the user's helpers, the
standard library): before an instruction that may perform such a copy runs, its operands
are read from the frame where the bytecode shows them (a local, a global, a constant),
and the copy is refused with `UnsupportedConstruct` at its file:line when an operand is a
set of symbolic shape, or cannot be read. The refusal is also kept on the evaluation, so
that a program catching it (`except Exception`) still ends in the refusal, never in an
answer computed from a copy that did not happen.

Invariant: only code of the frames traced runs these instructions; stamen's own code
reads the encoding through the unbound methods on purpose, and lifted code never copies
natively (its `set()`, `{*s}`, `p.update(s)` go through `vm.python.sets`). Not seen: a
copy method reached by a computed name (`getattr(p, "update")(s)`), and C code handed
`set` or `frozenset` as a callable (`map(set, xs)` is refused conservatively where it is
written, as the type is loaded as a value).
"""

from __future__ import annotations

import builtins
import dis
import operator
import sys
import weakref

from stamen.errors import UnsupportedConstruct
from stamen.vm.python.sets import is_symbolic_set, is_watched_set
from stamen.vm.state.context import current, install_evaluation_end
from stamen.vm.values.untracked import runs_natively

__all__ = ["arm", "refusal_of"]

_TYPES = frozenset({"set", "frozenset"})
_TAKING_A_SET = frozenset({
    "update", "union", "intersection", "difference", "symmetric_difference", "issubset",
    "issuperset", "isdisjoint", "intersection_update", "difference_update",
    "symmetric_difference_update", "__ior__", "__iand__", "__isub__", "__ixor__",
    "__init__", "ior", "iand", "isub", "ixor"})
_INPLACE = frozenset({"|=", "&=", "-=", "^="})
_LOADS = frozenset({"LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE", "LOAD_GLOBAL", "LOAD_NAME",
                    "LOAD_CONST"})
_VALUE_USES = frozenset({"IS_OP", "COMPARE_OP", "BUILD_TUPLE", "PRECALL", "CALL",
                         "KW_NAMES", "RETURN_VALUE", "STORE_FAST", "STORE_NAME",
                         "STORE_GLOBAL", "STORE_ATTR"})
_UNREADABLE = object()  # an operand the bytecode does not show

_plans: dict = {}  # code -> {offset: (check, what)} of the instructions to watch
_armed: dict = {}  # id(context) -> the tracer that was installed before arming
_refusals: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def arm() -> None:
    """Starts watching un-lifted frames for the rest of the current evaluation (called
    when a set of symbolic shape is made); cheap when already armed."""
    ctx = current()
    if id(ctx) in _armed or ctx.root:
        return
    running = []
    frame = sys._getframe(1)
    while frame is not None:  # frames already running (an un-lifted caller) are watched
        if _plan(frame.f_code):
            running.append(frame)
        frame = frame.f_back
    _armed[id(ctx)] = sys.gettrace()
    sys.settrace(_on_call)
    for frame in running:
        frame.f_trace = _on_opcode
        frame.f_trace_opcodes = True


def _disarm(ctx, failed: bool) -> None:
    """Ends the watch at the end of evaluation `ctx`; raises the refusal it recorded when
    the program caught it and the evaluation would otherwise answer."""
    if id(ctx) not in _armed:
        return
    previous = _armed.pop(id(ctx))
    sys.settrace(previous)
    refusal = _refusals.pop(ctx, None)
    if refusal is not None and not failed:
        raise refusal


install_evaluation_end(_disarm)


def refusal_of(ctx) -> UnsupportedConstruct | None:
    """Returns the copy refused in evaluation `ctx`, if any."""
    return _refusals.get(ctx)


def _on_call(frame, event, arg):
    """The global tracer: watches a new frame that holds an instruction to check (called
    at every call while armed: one dict lookup for a code seen before)."""
    plan = _plans.get(frame.f_code)
    if plan is None:
        plan = _plan(frame.f_code)
    if plan:
        frame.f_trace_opcodes = True
        return _on_opcode
    return None


def _on_opcode(frame, event, arg):
    """The local tracer: checks an instruction of the plan before it runs."""
    if event == "opcode":
        step = _plans[frame.f_code].get(frame.f_lasti)
        if step is not None:
            check, what = step
            if not check(frame):
                _refuse(frame, what)
    return _on_opcode


def _refuse(frame, what: str) -> None:
    code = frame.f_code
    exc = UnsupportedConstruct(
        f"{code.co_filename}:{frame.f_lineno}: {what} in un-lifted code "
        f"`{code.co_qualname}` with a set whose members depend on the path (or an operand "
        f"stamen cannot see): CPython copies a set's members in C, past stamen, so the "
        f"copy would hold stamen's encoding, not the members of a path; decorate "
        f"`{code.co_name}` with @stamen.lifted, or copy the set in lifted code")
    ctx = current()
    if not ctx.root and ctx not in _refusals:
        _refusals[ctx] = exc
    raise exc


# ------------------------------------------------------------------------- plans --


def _plan(code) -> dict:
    """Returns {offset: (check, what)} for the instructions of `code` that may copy a
    set in C (empty for stamen's and lifted code, and code with none)."""
    plan = _plans.get(code)
    if plan is None:
        plan = {} if not runs_natively(code) else _plan_of(list(dis.get_instructions(code)))
        if len(_plans) > 65536:
            _plans.clear()
        _plans[code] = plan
    return plan


def _plan_of(ins: list) -> dict:
    plan = {}
    for i, inst in enumerate(ins):
        step = _step(ins, i, inst)
        if step is not None:
            plan[inst.offset] = step
    return plan


def _step(ins: list, i: int, inst):
    """Returns (check, what) for the instruction ins[i], or None when it copies no set."""
    op, name = inst.opname, inst.argval
    before = ins[i - 1] if i > 0 else None
    after = ins[i + 1] if i + 1 < len(ins) else None
    if op in ("LOAD_GLOBAL", "LOAD_NAME", "LOAD_ATTR", "LOAD_METHOD") and name in _TYPES:
        via = None if op in ("LOAD_GLOBAL", "LOAD_NAME") else before
        if via is not None and not _readable(via):
            return None  # `x.y.set(...)`: an attribute of an object, not the type
        if after is not None and after.opname == "PRECALL" and after.arg == 0:
            return None  # set()
        called = op == "LOAD_METHOD" or (op == "LOAD_GLOBAL" and inst.arg & 1) or \
            op == "LOAD_NAME"
        value_use = not called and after is not None and after.opname in _VALUE_USES
        return _type_check(inst, via, _single_argument(ins, i), value_use), f"{name}()"
    if op == "SET_UPDATE":
        return (_operand_check(before) if _readable(before) else _never), "{*...}"
    if op in ("LOAD_METHOD", "LOAD_ATTR") and name in _TAKING_A_SET:
        receiver = before if _readable(before) else None
        argument = _single_argument(ins, i) if op == "LOAD_METHOD" else None
        return _method_check(receiver, argument, name), f".{name}()"
    if op == "BINARY_OP" and inst.argrepr in _INPLACE:
        left = ins[i - 2] if i > 1 and _readable(ins[i - 2]) and _readable(before) else None
        if before is not None and before.opname == "LOAD_CONST":
            return None  # x |= 1
        return _inplace_check(left, before if left is not None else None), inst.argrepr
    return None


def _readable(inst) -> bool:
    return inst is not None and inst.opname in _LOADS


def _single_argument(ins: list, i: int):
    """Returns the load of the only argument of a call whose callee ins[i] loads (`f(y)`
    with y a name or constant), or None."""
    if i + 2 < len(ins) and _readable(ins[i + 1]) and ins[i + 2].opname == "PRECALL" and \
            ins[i + 2].arg == 1:
        return ins[i + 1]
    return None


def _read(frame, inst):
    """Returns the value the load `inst` pushes in `frame` (_UNREADABLE if unbound)."""
    op, name = inst.opname, inst.argval
    if op == "LOAD_CONST":
        return name
    if op in ("LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE"):
        return frame.f_locals.get(name, _UNREADABLE)
    if op == "LOAD_NAME" and name in frame.f_locals:
        return frame.f_locals[name]
    if name in frame.f_globals:
        return frame.f_globals[name]
    return getattr(builtins, name, _UNREADABLE)


def _copied_safely(value) -> bool:
    """Whether a C copy of `value` gives Python's answer: it is no set of symbolic shape,
    nor a list or tuple holding one."""
    if value is _UNREADABLE:
        return True  # unbound: the instruction raises Python's error itself
    if type(value) in (list, tuple):
        return not any(is_symbolic_set(e) for e in value)
    return not is_symbolic_set(value)


def _never(frame) -> bool:
    return False


def _operand_check(load):
    def check(frame) -> bool:
        return _copied_safely(_read(frame, load))
    return check


def _type_check(load, via, argument, value_use: bool):
    """Checks a load of `set` or `frozenset` (`via` the module it is read from, if any):
    harmless where the name holds something else, or the call's only argument is copied
    safely, or the type is only compared or passed on (`isinstance(x, set)`)."""
    def check(frame) -> bool:
        if via is not None and _read(frame, via) is not builtins:
            return True
        if via is None and _read(frame, load) not in (set, frozenset):
            return True  # a name the program bound to something else
        if argument is not None:
            return _copied_safely(_read(frame, argument))
        return value_use
    return check


def _method_check(receiver, argument, name: str):
    def check(frame) -> bool:
        if receiver is None:
            return False
        owner = _read(frame, receiver)
        if isinstance(owner, type):
            return not issubclass(owner, (set, frozenset))  # dict.update(...)
        if owner is operator:
            return False  # operator.ior(p, s): arguments unseen
        if not isinstance(owner, (set, frozenset)) or is_watched_set(owner):
            return True  # dict.update, a user's method (traced itself), a watched set's own
        return argument is not None and _copied_safely(_read(frame, argument))
    return check


def _inplace_check(left, right):
    def check(frame) -> bool:
        if left is None:
            return False
        target = _read(frame, left)
        if not isinstance(target, (set, frozenset)) or is_watched_set(target):
            return True  # ints, lists, a user class's own __ior__, a watched set's own
        return _copied_safely(_read(frame, right))
    return check
