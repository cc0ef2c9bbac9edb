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
are read from the frame where the bytecode shows them (a local, a global, a constant,
an attribute whose reading runs no code), or known from the bytecode to be no set (a new
list, tuple, str or dict, a comprehension's result, the result of a builtin such as
`range` or `sorted`), and the copy is refused with `UnsupportedConstruct` at its
file:line when an operand is a set of symbolic shape, or cannot be read.

The watch is a `sys.settrace` tracer that chains to the one installed before it (coverage,
a debugger): that one still sees every frame and event it asked for, and is given back
at the evaluation's end. The refusal, like every refusal, stays pending on the evaluation
(vm.state.signals), so that a program catching it (`except Exception`) still ends in the
refusal, never in an answer computed from a copy that did not happen.

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
import inspect
import operator
import sys
import types

from stamen.errors import UnsupportedConstruct
from stamen.terms.operators import program_qualname
from stamen.vm.python.sets import is_symbolic_set, is_watched_set
from stamen.vm.state.context import current, install_evaluation_end
from stamen.vm.values.untracked import runs_natively

__all__ = ["arm"]

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


def arm() -> None:
    """Starts watching un-lifted frames for the rest of the current evaluation (called
    when a set of symbolic shape is made); cheap when already armed. A tracer installed
    before (coverage, a debugger, a profiler using `sys.settrace`) keeps running: the
    watch calls it first, on every frame, and is itself removed at the evaluation's end."""
    ctx = current()
    if id(ctx) in _armed or ctx.root:
        return
    running = []
    frame = sys._getframe(1)
    while frame is not None:  # frames already running (an un-lifted caller) are watched
        if _plan(frame.f_code):
            running.append(frame)
        frame = frame.f_back
    installed = sys.gettrace()
    _armed[id(ctx)] = installed
    if not isinstance(installed, _Watch):
        sys.settrace(_Watch(installed))
    for frame in running:
        _watch_frame(frame, frame.f_trace)


def _disarm(ctx, failed: bool) -> None:
    """Ends the watch at the end of evaluation `ctx` (giving back the tracer installed
    before, unless the program installed another one since; a refusal raised in the
    tracer made CPython remove every tracer)."""
    if id(ctx) not in _armed:
        return
    previous = _armed.pop(id(ctx))
    while getattr(previous, "active", True) is False:  # a helper watch disarmed under ours
        previous = previous.chained_to
    now = sys.gettrace()
    if now is None or isinstance(now, _Watch):
        sys.settrace(previous)


install_evaluation_end(_disarm)


class _Watch:
    """The global tracer while armed: chains to the tracer installed before it (its
    `previous`, called first on every frame, as if alone) and watches the frames that
    hold an instruction to check (one dict lookup for a code seen before)."""

    __slots__ = ("previous",)

    def __init__(self, previous) -> None:
        self.previous = previous

    def __call__(self, frame, event, arg):
        local = None
        if self.previous is not None:
            local = self.previous(frame, event, arg)
            replaced = sys.gettrace()
            if replaced is not self and not _wraps(replaced, self):
                # the previous tracer installed another (pdb does)
                self.previous = replaced
                sys.settrace(self)
        plan = _plans.get(frame.f_code)
        if plan is None:
            plan = _plan(frame.f_code)
        if not plan:
            return local
        return _watch_frame(frame, local)


def _wraps(tracer, target) -> bool:
    """Whether `tracer` calls `target` first, as its `chained_to` (followed): a tracer
    stamen installs over this one for a while (vm.paths.crossing's, while an un-lifted
    helper runs), not a replacement."""
    for _ in range(64):
        tracer = getattr(tracer, "chained_to", None)
        if tracer is None:
            return False
        if tracer is target:
            return True
    return False


def _watch_frame(frame, local):
    """Makes `frame` report its instructions to the check, chained to `local` (the
    local tracer another tracer gave the frame, or None); returns the frame's tracer."""
    if local is None:
        tracer = _on_opcode
    else:
        tracer = _Chained(local, frame.f_trace_opcodes)
    frame.f_trace = tracer
    frame.f_trace_opcodes = True
    return tracer


class _Chained:
    """A watched frame's local tracer when another tracer traces the frame too: every
    event goes on to the other's local tracer, opcode events only if it asked for them
    (`f_trace_opcodes` as it set it), and the frame's instructions are checked."""

    __slots__ = ("local", "opcodes")

    def __init__(self, local, opcodes: bool) -> None:
        self.local, self.opcodes = local, opcodes

    def __call__(self, frame, event, arg):
        if event == "opcode":
            _on_opcode(frame, event, arg)
            if not self.opcodes:
                return self
        if self.local is not None:
            frame.f_trace_opcodes = self.opcodes
            self.local = self.local(frame, event, arg)
            self.opcodes = frame.f_trace_opcodes
            frame.f_trace_opcodes = True
        return self


def _on_opcode(frame, event, arg):
    """The local tracer: checks an instruction of the plan before it runs."""
    if event == "opcode":
        plan = _plans.get(frame.f_code)
        step = (_plan(frame.f_code) if plan is None else plan).get(frame.f_lasti)
        if step is not None:
            check, what = step
            if not check(frame):
                _refuse(frame, what)
    return _on_opcode


def _refuse(frame, what: str) -> None:
    code = frame.f_code
    exc = UnsupportedConstruct(
        f"{code.co_filename}:{frame.f_lineno}: {what} in un-lifted code "
        f"`{program_qualname(code)}` with a set whose members depend on the path (or an operand "
        f"stamen cannot see): CPython copies a set's members in C, past stamen, so the "
        f"copy would hold stamen's encoding, not the members of a path; decorate "
        f"`{code.co_name}` with @stamen.lifted, or copy the set in lifted code")
    raise exc  # kept pending on the evaluation when made (vm.state.signals)


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
    for i, inst in enumerate(ins):  # `{*range(n)}`: the callee is checked where loaded
        if inst.offset in plan and inst.opname in ("SET_UPDATE", "BINARY_OP"):
            k = _builtin_call_ending(ins, i - 1)
            if k is not None and ins[k].offset not in plan:
                plan[ins[k].offset] = _builtin_check(ins[k]), plan[inst.offset][1]
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
        operand = _operand_ending(ins, i - 1)
        return (_never if operand is None else _operand_check(operand)), "{*...}"
    if op in ("LOAD_METHOD", "LOAD_ATTR") and name in _TAKING_A_SET:
        receiver = before if _readable(before) else None
        argument = _single_argument(ins, i) if op == "LOAD_METHOD" else None
        return _method_check(receiver, argument, name), f".{name}()"
    if op == "BINARY_OP" and inst.argrepr in _INPLACE:
        if before is not None and before.opname == "LOAD_CONST":
            return None  # x |= 1
        left, right = _inplace_operands(ins, i)
        return _inplace_check(left, right), inst.argrepr
    return None


def _readable(inst) -> bool:
    return inst is not None and inst.opname in _LOADS


# A value these instructions leave on the stack is a new list, tuple, str or dict: no set
# (`set([a, b])`, `{*"ab"}`, `p.update(f"{x}")`).
_FRESH = frozenset({"BUILD_LIST", "BUILD_TUPLE", "LIST_EXTEND", "BUILD_STRING",
                    "FORMAT_VALUE", "BUILD_MAP", "BUILD_CONST_KEY_MAP", "DICT_UPDATE",
                    "DICT_MERGE"})
# Builtins whose result is never a set (nor a user's object: `reversed` may return what
# `__reversed__` does, so it is not here); their argument is read by the builtin itself,
# through the methods of a watched set.
_NO_SET_RESULT = frozenset({"range", "list", "tuple", "sorted", "str", "repr", "dict",
                            "enumerate", "zip", "map", "filter", "iter", "len"})
_COMPREHENSIONS = frozenset({"<genexpr>", "<listcomp>", "<dictcomp>"})
_JUMPS = frozenset(dis.hasjrel + dis.hasjabs)
_NOT_A_SET = object()  # an operand known to be no set (a new list, a generator, ...)
_UNKNOWN = object()  # an operand stamen cannot see


def _call_end(ins: list, i: int, args: int | None = None) -> int | None:
    """Returns the index of the PRECALL of the call whose callee ins[i] loads (with
    `args` arguments, if given), following the stack depth of the instructions between
    (None past a jump: an argument with a branch is not followed)."""
    depth = 0
    for k in range(i + 1, min(len(ins), i + 400)):
        x = ins[k]
        if x.opname == "PRECALL" and depth == x.arg:
            return k if args is None or x.arg == args else None
        if x.opcode in _JUMPS or x.opname in ("RETURN_VALUE", "KW_NAMES", "COPY", "SWAP"):
            return None
        depth += dis.stack_effect(x.opcode, x.arg if x.opcode >= dis.HAVE_ARGUMENT else None,
                                  jump=False)
        if depth < 0:
            return None
    return None


def _single_argument(ins: list, i: int):
    """Returns the operand (see `_operand`) of the only argument of the call whose callee
    ins[i] loads, or None when the bytecode does not show it."""
    end = _call_end(ins, i, 1)
    if end is None or end == i + 1:
        return None
    return _operand(ins, i + 1, end - 1)


def _operand(ins: list, a: int, b: int):
    """Returns `read(frame)`, giving the value the instructions ins[a..b] leave on the
    stack (_NOT_A_SET when it is no set, _UNKNOWN when it cannot be read), when read in
    `frame` just before ins[a] runs; None when the bytecode does not show it."""
    first, last = ins[a], ins[b]
    if a == b and _readable(first):
        return lambda frame: _read(frame, first)
    if b == a + 1 and _readable(first) and last.opname == "LOAD_ATTR":
        return lambda frame: _static_attribute(_read(frame, first), last.argval)
    if last.opname in _FRESH or _is_comprehension_call(ins, a, b):
        return lambda frame: _NOT_A_SET
    if first.opname == "LOAD_GLOBAL" and first.arg & 1 and first.argval in _NO_SET_RESULT \
            and last.opname == "CALL" and _call_end(ins, a) == b - 1:
        builtin = getattr(builtins, first.argval)
        # the callee is loaded right after the check: its value then is the one called
        return lambda frame: _NOT_A_SET if _read(frame, first) is builtin else _UNKNOWN
    return None


def _operand_ending(ins: list, b: int):
    """Returns the operand (see `_operand`) that ins[b] leaves on the stack, read just
    after ins[b] ran: a load, an attribute of a load, a new list, tuple, str or dict, a
    comprehension's result; None for any other."""
    if b < 0:
        return None
    last = ins[b]
    if _readable(last):
        return lambda frame: _read(frame, last)
    if last.opname == "LOAD_ATTR" and b > 0 and _readable(ins[b - 1]):
        first = ins[b - 1]
        return lambda frame: _static_attribute(_read(frame, first), last.argval)
    if last.opname in _FRESH or _builtin_call_ending(ins, b) is not None:
        return lambda frame: _NOT_A_SET  # a builtin's: checked where the callee is loaded
    for a in range(b - 3, max(-1, b - 400), -1):
        if ins[a].opname == "MAKE_FUNCTION":
            return (lambda frame: _NOT_A_SET) if _is_comprehension_call(
                ins, a - 1, b) else None
    return None


def _builtin_call_ending(ins: list, b: int) -> int | None:
    """Returns the index of the load of the callee when ins[b] ends a call of a name of
    _NO_SET_RESULT (`range(n)`), else None; `_plan_of` checks that load."""
    if b < 1 or ins[b].opname != "CALL":
        return None
    for k in range(b - 2, max(-1, b - 400), -1):
        x = ins[k]
        if x.opname == "LOAD_GLOBAL" and x.arg & 1 and x.argval in _NO_SET_RESULT and \
                _call_end(ins, k) == b - 1:
            return k
    return None


def _builtin_check(load):
    """Checks the load of a callee whose result `_plan_of` takes for no set: it must be
    the builtin (a name the program bound to something else is refused)."""
    builtin = getattr(builtins, load.argval)

    def check(frame) -> bool:
        return _read(frame, load) is builtin
    return check


def _is_comprehension_call(ins: list, a: int, b: int) -> bool:
    """Whether ins[a..b] ends in the call of a comprehension's function made in it
    (`f(x for x in s)`: LOAD_CONST <genexpr>, MAKE_FUNCTION, <iterable>, GET_ITER,
    PRECALL 0, CALL 0): its result is a generator, list or dict, never a set."""
    if b - a < 4 or ins[b].opname != "CALL" or ins[b - 1].opname != "PRECALL" or \
            ins[b - 1].arg != 0 or ins[b - 2].opname != "GET_ITER":
        return False
    for m in range(a, b - 2):
        if ins[m].opname == "MAKE_FUNCTION":
            code = ins[m - 1].argval if m > 0 else None
            if getattr(code, "co_name", None) not in _COMPREHENSIONS:
                return False
            depth = 0
            for x in ins[m + 1:b - 2]:  # the iterable: one value, no branch
                if x.opcode in _JUMPS or x.opname in ("COPY", "SWAP"):
                    return False
                depth += dis.stack_effect(
                    x.opcode, x.arg if x.opcode >= dis.HAVE_ARGUMENT else None, jump=False)
            return depth == 1
    return False


def _inplace_operands(ins: list, i: int):
    """Returns the operands (see `_operand`) of the in-place operator ins[i]: the right
    one, and the left one where nothing runs between reading it and the operator (`p |=
    s`, `self.p |= s`); None for an operand the bytecode does not show."""
    right = _operand_ending(ins, i - 1)
    if not _readable(ins[i - 1]):
        return None, right
    if i > 1 and _readable(ins[i - 2]):
        return _operand_ending(ins, i - 2), right
    if i > 3 and ins[i - 2].opname == "LOAD_ATTR" and ins[i - 3].opname == "COPY" and \
            ins[i - 3].arg == 1 and _readable(ins[i - 4]):
        first, name = ins[i - 4], ins[i - 2].argval
        return (lambda frame: _static_attribute(_read(frame, first), name)), right
    return None, right


def _static_attribute(owner, name: str):
    """Returns `owner.name` where reading it runs no code (an instance's or a module's
    own attribute, a class's plain attribute), else _UNKNOWN."""
    if owner is _UNREADABLE or type(owner).__getattribute__ not in (
            object.__getattribute__, types.ModuleType.__getattribute__):
        return _UNKNOWN
    value = inspect.getattr_static(owner, name, _UNKNOWN)
    if value is not _UNKNOWN and hasattr(type(value), "__get__"):
        return _UNKNOWN  # a property, a method, a slot: code or a descriptor decides
    return value


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
    if value is _NOT_A_SET:
        return True
    if value is _UNKNOWN:
        return False
    if value is _UNREADABLE:
        return True  # unbound: the instruction raises Python's error itself
    if type(value) in (list, tuple):
        return not any(is_symbolic_set(e) for e in value)
    return not is_symbolic_set(value)


def _never(frame) -> bool:
    return False


def _operand_check(operand):
    def check(frame) -> bool:
        return _copied_safely(operand(frame))
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
            return _copied_safely(argument(frame))
        return value_use
    return check


def _method_check(receiver, argument, name: str):
    """Checks a call of a method taking a set: harmless where its one argument is copied
    safely, or the receiver is no plain set (a watched set's own method, a dict's)."""
    def check(frame) -> bool:
        if argument is not None and _copied_safely(argument(frame)):
            return True
        if receiver is None:
            return False
        owner = _read(frame, receiver)
        if isinstance(owner, type):
            return not issubclass(owner, (set, frozenset))  # dict.update(...)
        if owner is operator:
            return False  # operator.ior(p, s): arguments unseen
        return not isinstance(owner, (set, frozenset)) or is_watched_set(owner)
    return check


def _inplace_check(left, right):
    """Checks `p |= s`: harmless where `s` is copied safely, or `p` is no plain set (an
    int, a user class's own `__ior__`, a watched set's own)."""
    def check(frame) -> bool:
        if right is None:
            return False
        if _copied_safely(right(frame)):
            return True
        target = _UNKNOWN if left is None else left(frame)
        if target is _UNKNOWN:
            return False
        return not isinstance(target, (set, frozenset)) or is_watched_set(target)
    return check
