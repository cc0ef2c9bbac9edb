"""`Update`: a state transformer as the paper's structure update.

For each field of an interpreter's state (a register, a flag, a memory) an Update holds
its new value as a term over the pre-state's constants, and two formulas over the
pre-state: `assumes` (the step's assumptions hold: where they do not, the step blocks, as
after a failed `assume`) and `asserts` (no assertion fails and no exception escapes, on the
paths the step takes). The step *completes* where both hold; there, and only there, the
post-state is the one described. `apply(φ)` is φ with the pre-state's constants
replaced by the post-state's terms (the paper's reinterpreted F̄[φ]U), which is what wlp
and composition are made of.

`==` compares Updates as terms (hash-consed: identical terms); `equivalent` asks the
solver whether two Updates agree on every pre-state.
"""

from __future__ import annotations

from stamen.analysis.memory import resolve_reads
from stamen.analysis.vocabulary import Vocabulary, vocabulary
from stamen.boundary import faults_are_internal
from stamen.errors import InvalidArgument
from stamen.query import verify
from stamen.terms.arrays import STORE
from stamen.terms.boolean import and_, eq, implies, not_
from stamen.terms.printing import term_str
from stamen.terms.sorts import BOOL
from stamen.terms.term import Term
from stamen.terms.traverse import substitute

__all__ = ["Update"]


class Update:
    """A state transformer: `post[name]` is the new value of each field, as a term over the
    pre-state constants `vocabulary.constants`; `assumes` and `asserts` are formulas over
    the pre-state (see the module's docstring)."""

    __slots__ = ("vocabulary", "post", "assumes", "asserts")

    def __init__(self, vocab: Vocabulary, post: dict, assumes=True, asserts=True):
        self.vocabulary = vocab
        self.post = {name: post[name] for name in vocab.names}
        self.assumes = assumes
        self.asserts = asserts

    @classmethod
    def identity(cls, state_type: type) -> Update:
        """Returns U_id of a state type: every field keeps its value, the step completes."""
        vocab = vocabulary(state_type)
        return cls(vocab, dict(vocab.constants))

    @classmethod
    def of_state(cls, state) -> Update:
        """Returns the Update whose post-state is `state` (its fields may hold terms over
        any constants), completing everywhere: the paper's StructUpdate for a given state."""
        vocab = vocabulary(type(state))
        return cls(vocab, vocab.values(state, "Update.of_state"))

    @property
    def state_type(self) -> type:
        return self.vocabulary.cls

    @property
    def completes(self):
        """The formula over the pre-state under which the step runs to its end."""
        return and_(self.assumes, self.asserts)

    @property
    def goes_wrong(self):
        """The formula under which an assertion fails (or an exception escapes) before any
        assumption fails."""
        return and_(self.assumes, not_(self.asserts))

    def post_state(self):
        """Returns the post-state as an instance of the state type (fields hold terms)."""
        return self.vocabulary.instance(self.post)

    @faults_are_internal
    def apply(self, value):
        """Returns `value` (a term over the pre-state's constants) evaluated in the
        post-state: each field's constant replaced by its new value, reads of memories
        carried through their writes (`memory.resolve_reads`)."""
        if type(value) is not Term:
            return value
        mapping = {self.vocabulary.constants[n]: v for n, v in self.post.items()}
        return resolve_reads(substitute(value, mapping))

    @faults_are_internal
    def at(self, state):
        """Returns (completes, post_state) of this transformer run from `state` (an instance
        of the state type; concrete fields give concrete results)."""
        vocab = self.vocabulary
        values = vocab.values(state, "Update.at")
        mapping = {vocab.constants[n]: values[n] for n in vocab.names}
        completes = substitute(self.completes, mapping)
        post = {n: substitute(t, mapping) for n, t in self.post.items()}
        return completes, vocab.instance(post)

    @faults_are_internal
    def equivalence(self, other: Update):
        """Returns the formula "on this pre-state, both block alike, go wrong alike, and
        where they complete they reach the same post-state"."""
        self._same_vocabulary(other, "equivalence")
        same_post = and_(*(eq(self.post[n], other.post[n]) for n in self.vocabulary.names))
        return and_(
            eq(self.assumes, other.assumes),
            implies(self.assumes, eq(self.asserts, other.asserts)),
            implies(self.completes, same_post),
        )

    @faults_are_internal
    def equivalent(self, other: Update, **options):
        """Asks the solver whether the two Updates agree on every pre-state (see
        `equivalence`); returns the `verify` Solution: unsat when they are equivalent, sat
        with a pre-state where they differ, unknown when the solver cannot tell.
        `options` are verify's (solver=, timeout=)."""
        formula = self.equivalence(other)
        return verify(formula, **options)

    def _same_vocabulary(self, other, where: str) -> None:
        if not isinstance(other, Update):
            raise InvalidArgument(f"{where}: expected an Update, got {other!r}")
        if other.vocabulary is not self.vocabulary:
            raise InvalidArgument(
                f"{where}: the Updates have different state types ({self.state_type.__name__}"
                f" and {other.state_type.__name__})")

    def changed(self) -> dict:
        """Returns the fields whose new value is not their pre-state constant."""
        constants = self.vocabulary.constants
        return {n: v for n, v in self.post.items() if v is not constants[n]}

    def __eq__(self, other) -> bool:
        return (isinstance(other, Update) and other.vocabulary is self.vocabulary
                and all(_same(self.post[n], other.post[n]) for n in self.vocabulary.names)
                and _same(self.assumes, other.assumes) and _same(self.asserts, other.asserts))

    __hash__ = None  # compared as terms, like the mutable-looking values they describe

    def __repr__(self) -> str:
        parts = [f"{n}' ↔ {_render(v)}" for n, v in self.changed().items()]
        text = ", ".join(parts) if parts else "identity"
        completes = self.completes
        if completes is not True:
            text += f"; completes when {term_str(completes, 600)}"
        return f"Update({text})"


def _same(a, b) -> bool:
    """Whether two field values are the same term or equal literals."""
    if type(a) is Term or type(b) is Term:
        return a is b
    return type(a) is type(b) and a == b


def _render(value) -> str:
    """Renders a value, memories as the paper writes function updates: F[k ↦ v][...]."""
    if type(value) is not Term or value.op != STORE:
        return term_str(value, 600)
    writes = []
    while type(value) is Term and value.op == STORE:
        base, key, item = value.args
        writes.append(f"[{term_str(key, 200)} ↦ {term_str(item, 200)}]")
        value = base
    return term_str(value, 200) + "".join(reversed(writes))


def is_formula(value) -> bool:
    """Whether `value` is a boolean or a boolean term."""
    return type(value) is bool or type(value) is Term and value.sort is BOOL
