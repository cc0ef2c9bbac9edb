"""Exact loop acceleration (merged and paths modes): a loop's head after k iterations at once.

At the first entry of an innermost loop of a reducible graph, `Accelerator.head` runs
one iteration of the loop symbolically (`one_iteration`): every variable the loop may
change starts as a fresh constant x, asserts are skipped and assumes gathered, until
the states come back to the head (the back edge, joined into one) or leave the loop
(dropped: the real run takes the exits). The iteration is accepted (closed_form.py)
when every changed variable after it is
- x itself (unchanged), or x + c for an int literal c (an induction variable), or
- an expression of the induction variables and unchanged values (a temporary, its
  value after k >= 1 iterations is that expression at iteration k - 1), or
- `if c then e else x` with c over the induction variables and unchanged values and
  e unchanged (a flag: after k iterations e if c held at some j < k, an `exists`,
  else its value before the loop), or
- store(x, a, e) of an array whose address a is affine in the induction variables
  with a non-zero step and whose value e does not read x (a fill loop): after k
  iterations a fresh array A whose reads (`Accelerator.read`, the evaluator's map
  reads, through stores and ites over A) are, quantifier-free,
  `A[p] == if p is written at some j < k then e(j) else the array before at p`,
(or, under a condition c the loop does not change, of those shapes with c taken true
and with c false: `closed_forms`), and the back edge's condition G (the assumes and
branch conditions on the way) is a conjunction: those of its conjuncts that are
linear comparisons in the induction variables hold on an interval of iteration numbers
j, so "they held at every j < k" is exactly `k == 0 || G(0) && G(k - 1)`; the others
(`a[i] != 0`) are kept as `forall j. 0 <= j < k ==> G(j)`. The state at the head
becomes the state after a fresh number k >= 0 of iterations, under that condition: it
stands for every state the loop reaches at its head, so the body runs once from it (its
asserts checked at iteration k, for every k) and its back edge ends there
(`Accelerator.back`). Anything else
(nondeterminism in the body, inner loops, calls deeper than `MAX_DEPTH`, updates of
other shapes) leaves the loop to the unrolling, unchanged.

Asserts skipped in the iteration make the states at the head a superset of the
reachable ones only past a failing assert, which is itself checked (at iteration k):
a verified answer stays exact, and a bug is replayed (replay.py) through the same
closed form on the model's k, never by running k iterations. An accelerated array is
described by its reads only: used otherwise (compared as a whole, passed to a
function over maps) it is any array, a superset again, so that a verified answer
holds and a bug that depends on it cannot replay (unknown). A definition
`forall p. A[p] == ...` in the path would be exact there, but made z3's satisfiable
queries time out on SV-COMP's array programs.
"""

from __future__ import annotations

import stamen as st
from stamen.langs.boogie.branching import exclusive_branch
from stamen.langs.boogie.closed_form import ClosedForm, Refused, affine, closed_forms, mentions
from stamen.langs.boogie.evaluate import ite, value_sort
from stamen.langs.boogie.frontier import Frontier
from stamen.langs.boogie.join import join
from stamen.langs.boogie.machine import KINDS
from stamen.langs.boogie.state import State, items, push
from stamen.langs.boogie.unroll import UnrollingMachine, loops_of, position
from stamen.terms.sorts import BOOL

__all__ = ["AcceleratingMachine", "Accelerator", "one_iteration", "MAX_DEPTH", "MAX_STEPS"]

MAX_DEPTH = 4  # call frames above the loop's an iteration may open
MAX_STEPS = 2000  # positions one iteration may visit before acceleration gives up
UNBOUNDED = 1 << 62  # the iteration's loop bound: counts kept, never reached


# ---------------------------------------------------------------- one iteration


class _IterationOracle:
    """Decides one symbolic iteration: assumes gathered without the solver, asserts
    skipped, fresh values recorded (they must not reach the iteration's result)."""

    def __init__(self) -> None:
        self.made: list = []  # fresh constants made in the iteration
        self.choices: set = set()

    def fresh(self, state: State, sort, name, role):
        t = st.fresh(sort, name or "v")
        self.made.append(t)
        return t

    def assume(self, state: State, formula, kind, node) -> bool:
        if formula is False:
            return False
        if formula is not True:
            state.path = push(state.path, formula)
        return True

    def check(self, state: State, formula, kind, node, call=None) -> bool:
        return True

    def terminate(self, state: State, kind: str) -> None:
        return None

    def feasible(self, state: State) -> bool:
        return True

    def branch(self, machine, state: State, targets: tuple) -> list:
        return exclusive_branch(self, machine, state, targets)


def _head_key(state: State) -> tuple:
    """Returns the position of the state's innermost loop head with that loop's count 0
    (the state at the head, index 0)."""
    pos = position(state)
    last = pos[-2]
    return (*pos[:-2], (*last[:-3], 0, *last[-2:]), pos[-1])


def one_iteration(machine: UnrollingMachine, state: State, head: str, body: frozenset,
                  names: list):
    """Returns (G, after, x) for one iteration of the loop at `head` from `state` (the
    frame at the head, command 0): `x` maps each of `names` to the fresh constant it
    starts as, `after` each name to its value at the back edge, `G` the constraints on
    the way there. Returns None when no path goes back; raises Refused (module doc)."""
    depth = len(state.frames)
    s = state.clone(machine.eager)
    s.path = None
    x = {}
    for name in names:
        env = s.frame.locals if name in s.frame.locals else s.globals
        x[name] = st.fresh(value_sort(env.get(name)), f"{name}@0")
        env.set(name, x[name])
    oracle = _IterationOracle()
    saved = machine.oracle, machine.loop_bound, machine.cut_repeats, machine.analysing
    machine.oracle, machine.loop_bound, machine.cut_repeats = oracle, UNBOUNDED, False
    machine.analysing = True
    try:
        back = _explore(machine, s, head, body, depth, s.frame.active[-1][1] + 1)
    finally:
        machine.oracle, machine.loop_bound, machine.cut_repeats, machine.analysing = saved
    if back is None:
        return None
    after = {}
    for name in names:
        env = back.frames[depth - 1].locals if name in s.frame.locals else back.globals
        value = env.get(name)
        # a variable the back edge no longer holds was dropped as dead (liveness.py): it
        # is written before it is read again, so its value at the head stays as it came
        after[name] = x[name] if value is None else value
    _same_elsewhere(state, back, depth, set(names))
    made = {t.tid for t in oracle.made}
    guard = items(back.path)
    if made and any(c.tid in made for c in st.constants(_terms(after))):
        raise Refused("a value made in the iteration reaches the next")
    return _eliminate(guard, oracle.made), after, x


def _eliminate(guard: list, made: list) -> list:
    """Returns the guard with the iteration's own bool choices (goto choices, havocs that
    only the guard reads) eliminated, `exists c. G` as `G[c := true] || G[c := false]`;
    raises Refused when another value made in the iteration is left in it."""
    for c in made:
        if c.sort is BOOL and any(g is c or mentions(g, c) for g in guard):
            g = st.and_(*guard)
            guard = [st.or_(st.substitute(g, {c: True}), st.substitute(g, {c: False}))]
    made_ids = {t.tid for t in made}
    if made_ids and any(c.tid in made_ids for c in st.constants(guard)):
        raise Refused("the guard reads a value made in the iteration")
    return guard


def _explore(machine, state: State, head: str, body: frozenset, depth: int,
             count: int) -> State | None:
    """Runs the iteration's states, joined by position; returns the joined state at the
    back edge, the head entered with the loop's `count` (None: none reached it)."""
    work = Frontier()
    work.add([state])
    backs: list = []
    steps = 0
    while work:
        s = join(work.pop())
        if len(s.frames) < depth:
            continue  # the implementation returned: an exit
        frame = s.frames[depth - 1]
        if len(s.frames) == depth:
            if frame.block.label not in body:
                continue  # an exit of the loop
            if frame.block.label == head and frame.index == 0 and frame.active and \
                    frame.active[-1] == (head, count):
                backs.append(s)  # (every back edge reaches this one position)
                continue
        if len(s.frames) > depth + MAX_DEPTH:
            raise Refused("calls too deep")
        top = s.frame
        if top.index == 0 and top.block.loop_head and not (
                top is frame and top.block.label == head):
            raise Refused("an inner loop")
        steps += 1
        if steps > MAX_STEPS:
            raise Refused("a long iteration")
        try:
            work.add(machine.run(s))
        except st.UnsupportedConstruct as exc:
            raise Refused(str(exc)) from None
    return backs[0] if backs else None


def _same_elsewhere(before: State, after: State, depth: int, names: set) -> None:
    """Refuses when the iteration changed a variable outside `names` (a callee that
    writes a global its modifies clause does not name)."""
    pairs = [(before.globals.data, after.globals.data),
             (before.frames[depth - 1].locals.data, after.frames[depth - 1].locals.data)]
    for old, new in pairs:
        for name, v in new.items():
            if name not in names and old.get(name) is not v:
                raise Refused(f"{name} changed outside the loop's targets")


def _terms(after: dict) -> list:
    return [v for v in after.values() if type(v) is st.Term]


# ---------------------------------------------------------------- the machine


class Accelerator:
    """Accelerates the loops of one exploration (module doc); `done` holds the heads
    (positions at count 0) accelerated in the current round."""

    def __init__(self, machine) -> None:
        self.machine = machine
        self.done: set = set()
        self.refused: dict = {}  # (cfg id, head) -> why, for the last refusal
        self.arrays: dict = {}  # tid -> (array, array before, hit(q), written(q))
        machine.ev.read = self.read

    def head(self, state: State) -> None:
        """Turns the state at a loop head (command 0: the loop just entered, or after the
        machine's `after` iterations) into the state after k more iterations when the
        loop is accepted; leaves it alone otherwise."""
        frame = state.frame
        cfg, label = frame.cfg, frame.block.label
        loops = loops_of(cfg)
        body = loops.bodies.get(label)
        if not loops.reducible or body is None or \
                any(b != label and cfg.blocks[b].loop_head for b in body):
            return
        names = _targets(self.machine, state, body)
        values = {n: _read(state, n) for n in names}
        if any(v is None for v in values.values()):
            return
        try:
            got = one_iteration(self.machine, state, label, body, names)
            if got is None:
                return
            forms = closed_forms(*got, values)
        except Refused as exc:
            self.refused[(id(cfg), label)] = str(exc)
            return
        if names:  # (a loop that changes nothing is at its head as it came: no k)
            self._apply(state, forms, values)
        key = _head_key(state)
        self.done.add(key)
        state.accelerated = push(state.accelerated, key)

    def back(self, state: State) -> bool:
        """Whether the state entering a loop head for the second time (count 1) is the
        back edge of an accelerated loop: it ends there. The scheduler's joined states
        ask the round's `done`; a path (the paths mode, a replay) asks its own record, so
        that another path's acceleration of the same position does not end it."""
        key = _head_key(state)
        if self.machine.scheduled:
            return key in self.done
        link = state.accelerated
        while link is not None:
            if link.value == key:
                return True
            link = link.parent
        return False

    def _apply(self, state: State, forms: list, values: dict) -> None:
        """Sets the state to the state after k iterations, under their condition (one
        closed form, or two under an unchanged condition and its negation)."""
        frame = state.frame  # k is named after the loop's head, proc:label
        k = self.machine.oracle.fresh(state, int, f"{frame.impl.name}:{frame.block.label}",
                                      "iterations")
        cases = [(case, *self._after(state, form, values, k)) for case, form in forms]
        if len(cases) == 1:
            _, condition, new = cases[0]
        else:
            (c, cond1, new1), (_, cond2, new2) = cases
            condition = st.or_(st.and_(c, cond1), st.and_(st.not_(c), cond2))
            new = {n: ite(c, new1.get(n, values[n]), new2.get(n, values[n]))
                   for n in sorted({*new1, *new2})}
        if not self.machine.oracle.assume(state, condition, KINDS[2], None):
            raise _Dead
        for name, v in new.items():
            env = state.frame.locals if name in state.frame.locals else state.globals
            env.set(name, v)

    def _after(self, state: State, form: ClosedForm, values: dict, k) -> tuple:
        """Returns the condition that k iterations ran and the values after them."""
        at_k = form.at(values, k)
        at_last = form.at(values, k - 1)
        at_0 = form.at(values, 0)
        ran = st.and_(*(st.substitute(g, at_0) for g in form.guard),
                      *(st.substitute(g, at_last) for g in form.guard))
        condition = st.and_(k >= 0, st.or_(k == 0, ran))
        if form.quantified:  # every iteration j < k took them: a quantifier
            jq = st.fresh(int, "jq")
            at_jq = form.at(values, jq)
            each = st.and_(*(st.substitute(a, at_jq) for a in form.quantified))
            condition = st.and_(condition, st.forall([jq], st.implies(
                st.and_(jq >= 0, jq < k), each)))
        new = {}
        for name, (x, _c) in form.steps.items():
            new[name] = at_k[x]
        for name, (x, _c, _v) in form.flags.items():
            new[name] = at_k[x]
        for name, v in form.temps.items():
            new[name] = ite(k == 0, values[name],
                            st.substitute(v, at_last) if type(v) is st.Term else v)
        for name in sorted(form.arrays):
            new[name] = self._array(state, form, values, name, k)
        return condition, new

    def _array(self, state: State, form: ClosedForm, values: dict, name: str, k):
        """Returns the array `name` after k iterations of its store: a fresh array whose
        reads `read` gives in closed form (quantifier-free: a definition
        `forall p. A[p] == ...` in the path made z3's satisfiable queries time out)."""
        x, address, value = form.arrays[name]
        j = form.j
        b, a = affine(st.substitute(address, form.at(values, j)), j)
        before = values[name]
        sort = before.sort if type(before) is st.Term else value_sort(before)

        def index(q):  # the iteration that writes q, when one does
            offset = q - a
            return offset * b if b in (1, -1) else st.div(offset, b)

        def hit(q):
            jq = index(q)
            step = () if b in (1, -1) else (st.mod(q - a, b) == 0,)
            return st.and_(jq >= 0, jq < k, *step)

        def written(q):
            return st.substitute(value, form.at(values, index(q))) \
                if type(value) is st.Term else value

        oracle = self.machine.oracle
        if self.machine.scheduled:
            array = oracle.fresh(state, sort, name, "iterations")
            getattr(oracle, "unmodelled", set()).add(array.tid)  # a replay makes its own
        else:
            array = st.fresh(sort, name)
        self.arrays[array.tid] = (array, before, hit, written)
        return array

    def read(self, m, key):
        """Returns m[key], in closed form when m is (stores over) an accelerated array."""
        if not self.arrays or not self._reaches(m):
            return st.select(m, key)
        if m.op == "store":
            a, i, v = m.args
            return ite(i == key, v, self.read(a, key))
        if m.op == "ite":
            c, t, e = m.args
            return ite(c, self.read(t, key), self.read(e, key))
        _, before, hit, written = self.arrays[m.tid]
        return ite(hit(key), written(key), self.read(before, key))

    def _reaches(self, m) -> bool:
        """Whether m is an accelerated array or stores or ites over one."""
        todo = [m]
        while todo:
            t = todo.pop()
            if type(t) is not st.Term:
                continue
            got = self.arrays.get(t.tid)
            if got is not None and got[0] is t:
                return True
            if t.op == "store":
                todo.append(t.args[0])
            elif t.op == "ite":
                todo.extend(t.args[1:])
        return False


class _Dead(Exception):
    """The accelerated state's condition cannot hold."""


def _targets(machine, state: State, body: frozenset) -> list:
    """Returns the names of the variables the loop's blocks may change, sorted."""
    from stamen.langs.boogie.cutpoints import block_targets

    out: set = set()
    for label in body:
        block_targets(state.frame.cfg.blocks[label].cmds, machine.world, out)
    return sorted(n for n in out if n in state.frame.locals or n in state.globals)


def _read(state: State, name: str):
    env = state.frame.locals if name in state.frame.locals else state.globals
    return env.get(name)


class AcceleratingMachine(UnrollingMachine):
    """The machine with loop acceleration: the merged scheduler's joined state at a loop
    head is accelerated in `run` (`scheduled`); a path's (the paths mode, paths.py, and
    every replay) in `enter`. Loops are counted per entry (`Frame.count_loop`) even
    without a loop bound: a head's count tells its first entry from its back edge."""

    def __init__(self, world, oracle, options: dict) -> None:
        super().__init__(world, oracle, options)
        self.scheduled = options.get("scheduled", False)
        self.analysing = False
        self.accelerator = Accelerator(self)
        # a replay accelerates only the heads its exploration accelerated (that set);
        # the paths mode's exploration (no set) every head it can
        self.only = None if self.scheduled else options.get("accelerated")
        # iterations a loop inside another loop runs before it is accelerated (paths.py)
        self.after = options.get("accelerate_after") or 0

    def initial(self, impl):
        self.accelerator.done.clear()
        return super().initial(impl)

    def _entered(self, state: State) -> int | None:
        """Returns the innermost loop's count when the state is at its head, command 0."""
        frame = state.frame
        if not frame.block.loop_head or frame.index != 0 or not frame.active:
            return None
        head, n = frame.active[-1]
        return n if head == frame.block.label else None

    def _start(self, state: State) -> int:
        """Returns the loop count at which the loop at the state's head is accelerated:
        0, or `after` for a loop inside another loop (of any frame), so that a short
        inner loop of an endless outer loop runs concretely and the outer loop's state
        can repeat (State.repeats), instead of taking a new count k at each entry."""
        if not self.after:
            return 0
        nested = len(state.frame.active) > 1 or any(f.active for f in state.frames[:-1])
        return self.after if nested else 0

    def enter(self, state: State, label: str) -> bool:
        if not super().enter(state, label):
            return False
        if self.analysing:
            return True
        if self.loop_bound is None:  # (Machine.enter counts them only under a bound)
            state.frame.count_loop(label)
        n = self._entered(state)
        if n is None:
            return True
        start = self._start(state)
        if n == start + 1 and self.accelerator.back(state):
            return False
        if n == start and not self.scheduled and (self.only is None or
                                                  _head_key(state) in self.only):
            # the paths mode's look-ahead took the head's first assume on the values
            # before the loop: it must run on the values after k iterations (and in the
            # iteration: its guard)
            state.skip = False
            try:
                self.accelerator.head(state)
            except _Dead:
                return False
        return True

    def run(self, state: State) -> list[State]:
        if self.scheduled and not self.analysing and self._entered(state) == 0:
            try:
                self.accelerator.head(state)
            except _Dead:
                return []
        return super().run(state)
