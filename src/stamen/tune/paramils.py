"""Iterated local search over a solver's parameters, in the style of ParamILS (BasicILS).

Starting from the solver's defaults and a few random configurations, the search walks the
one-exchange neighbourhood (one parameter changed at a time) in random order, moving to
the first neighbour that is cheaper on the training queries, until none is; then it
perturbs the local optimum (a few random moves, or with probability
`RESTART_PROBABILITY` a restart from a random configuration), searches again, and keeps
the result if it is no worse. When the budget is spent, each setting of the best
configuration that costs nothing to drop is set back to its default (`tidy`, in the last
fifth of a time budget; unbounded under a budget of evaluations, so that it repeats).

Evaluations are made cheap, since the search is only as good as the number of
configurations it can afford:

- adaptive capping: a configuration's runs stop as soon as their total exceeds the
  configuration it is compared with, each run capped at what remains; the queries run
  in the order of that configuration's costs, dearest first (its unanswered ones last),
  so that a worse configuration is found out early;
- a run cache: a run that answered is reused whatever the cap later (with metric
  "rlimit" it would count the same), an unanswered one under any cap up to its own;
- no-effect moves (metric "rlimit" only, where equal counts mean equal work): a
  neighbour whose runs count exactly what its origin's did on the queries that make up
  half of the origin's cost is taken to be no better and left there. This is a
  heuristic: a move that changes only the cheaper queries is not followed;
- racing over seeds (`focused`, with several solver seeds per query; FocusedILS's
  idea, that a challenger is run on more seeds only while it competes): a configuration
  that must be no dearer than a fully evaluated one to be kept (a neighbour in the
  local search, a random start, a setting dropped by the tidy; not a perturbation,
  which is searched from whatever it costs) runs first on the instances of the first
  seed only, and on the others only if it is no worse there than its origin was; one
  that is worse on the first seed is dropped at the price of one seed's runs.

With metric "rlimit" and a fixed seed the whole search is deterministic.

The training "queries" are instances, (query, solver seed) pairs (`queries.with_seeds`),
as in ParamILS, whose FocusedILS scores a randomized solver's configuration over several
seeds per instance: a configuration's cost is its total over every pair, so that a seed
that happens to suit it on one query cannot make it look good. Runs and costs are kept
per instance; a query's answer is one whatever the seed.

A configuration must never change an answer: the first sat/unsat answer any
configuration gives to a training query is that query's answer, and a configuration that
answers it the other way (a solver bug its parameters reach), or that the solver refuses
(two values that do not go together), is rejected: its cost is infinite and it is
counted in `SearchResult.rejected`. Runs set only the parameters that differ from the
solver's defaults, so the default configuration is exactly the solver as shipped.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from stamen.errors import InvalidArgument, SolverError
from stamen.tune.queries import Query
from stamen.tune.runs import PENALTY, Run, run_query
from stamen.tune.space import (
    Configuration,
    changes,
    default_configuration,
    neighbours,
    random_configuration,
    space_for,
    with_defaults_where_inactive,
)

__all__ = ["SearchResult", "tune"]

RANDOM_STARTS = 3
PERTURBATION = 3
# ParamILS restarts with probability 0.01 per iteration over thousands of iterations; a
# search of a few dozen iterations would almost never restart at that rate
RESTART_PROBABILITY = 0.05
NO_EFFECT_SHARE = 0.5  # the share of the origin's cost a no-effect move must match
# the share of a time budget the search gets; `tidy` gets the rest (a tidy takes up to an
# evaluation per changed parameter, hours on a suite whose evaluation takes minutes)
SEARCH_SHARE = 0.8


@dataclass
class SearchResult:
    """The outcome of a search: the default and the best configuration found, with their
    total costs on the training queries, and how much searching it took (`evaluations`
    configurations, of which `no_effect` were left as no-effect moves, in `runs` solver
    runs, `cached` more answered from the run cache; then `tidy_evaluations` more)."""

    solver: str
    metric: str
    default: Configuration
    default_cost: float
    best: Configuration
    best_cost: float
    evaluations: int = 0
    runs: int = 0
    improvements: list = field(default_factory=list)  # (evaluation, cost) at each new best
    rejected: dict = field(default_factory=dict)  # configuration -> why it was rejected
    answers: dict = field(default_factory=dict)  # training query name -> sat/unsat
    no_effect: int = 0
    cached: int = 0
    tidy_evaluations: int = 0  # after the budget, by `_Search.tidy` (runs counts theirs)
    raced_out: int = 0  # configurations dropped on the first seed (`focused`)


class _Search:
    """The state of one search: the training queries, the full evaluations and the run
    cache, the budget, and the best configuration so far."""

    def __init__(self, queries, solver, metric, cap, rng, max_evaluations, deadline,
                 progress, space=None, focused=False):
        self.queries, self.solver, self.metric, self.cap = queries, solver, metric, cap
        first_seed = min(q.seed for q in queries) if queries else 0
        # the instances a challenger races on first (`focused`, with several seeds only)
        self.first = [q for q in queries if q.seed == first_seed] \
            if focused and len({q.seed for q in queries}) > 1 else None
        self.raced_out = 0  # challengers rejected on the first seed
        self.rng, self.max_evaluations, self.deadline = rng, max_evaluations, deadline
        self.progress = progress
        self.space = space or space_for(solver)
        self.costs: dict[Configuration, float] = {}
        self.per_query: dict[Configuration, dict[str, float]] = {}  # full evaluations
        self.no_effect: dict[Configuration, float] = {}  # left as no-effect moves
        self.cache: dict[tuple[Configuration, str], tuple[Run, float]] = {}  # run, its cap
        self.evaluations = self.runs = self.cached = 0
        self.best: Configuration | None = None
        self.best_cost = math.inf
        self.improvements: list = []
        self.answers: dict[str, str] = {}
        self.rejected: dict[Configuration, str] = {}

    def exhausted(self) -> bool:
        """Whether the budget (evaluations or time) is spent."""
        if self.max_evaluations is not None and self.evaluations >= self.max_evaluations:
            return True
        return self.deadline is not None and time.monotonic() >= self.deadline

    def cost(self, config: Configuration, bound: float = math.inf,
             origin: Configuration | None = None, prune: bool = False) -> float:
        """Returns the total cost of `config` on the training queries, or inf as soon as it
        is known to exceed `bound` (the capped runs stop there) or it is rejected.

        `origin`, a fully evaluated configuration (the one `config` is compared with),
        orders the queries dearest first; with `prune`, a move that counts exactly what
        `origin` did (see the module doc) costs what `origin` cost, unevaluated further.
        """
        if config in self.costs:
            return self.costs[config]
        if config in self.rejected:
            return math.inf
        if config in self.no_effect:
            return self.no_effect[config]
        self.evaluations += 1
        params = tuple(changes(config, self.space).items())
        reference = self.per_query.get(origin) if origin is not None else None
        if self.first is not None and reference is not None \
                and bound <= self.costs[origin] \
                and not self._races(config, params, reference):
            self.raced_out += 1
            return math.inf
        prune = prune and reference is not None and self.metric == "rlimit"
        total = same_share = 0.0
        same = True
        costs: dict[str, float] = {}
        for i, q in enumerate(self._ordered(reference)):
            remaining = bound - total
            run_cap = self.cap if remaining >= PENALTY * self.cap else min(self.cap, remaining)
            if run_cap <= 0:
                return math.inf
            run = self._run(q, config, params, run_cap)
            if run is None:
                return math.inf  # rejected
            if not run.solved and run_cap < self.cap:
                return math.inf  # stopped by the bound: worse than what it is compared with
            costs[q.instance] = run.cost
            total += run.cost
            if total > bound:
                return math.inf
            if prune:
                same = same and run.cost == reference[q.instance]
                same_share += reference[q.instance]
                if same and i >= 1 and same_share >= NO_EFFECT_SHARE * self.costs[origin]:
                    self.no_effect[config] = self.costs[origin]
                    return self.costs[origin]
        self.costs[config] = total
        self.per_query[config] = costs
        self._note(config, total)
        return total

    def _races(self, config: Configuration, params: tuple,
               reference: dict[str, float]) -> bool:
        """Returns whether `config` is no worse than `reference` (its origin's per-instance
        costs) on the first seed's instances, run dearest first under adaptive capping at
        the origin's total there; its runs are cached, so a full evaluation after it
        repeats none of them. A rejected configuration races out as a worse one."""
        bound = sum(reference[q.instance] for q in self.first)
        total = 0.0
        for q in self._ordered(reference, self.first):
            remaining = bound - total
            run_cap = self.cap if remaining >= PENALTY * self.cap else min(self.cap, remaining)
            if run_cap <= 0:
                return False
            run = self._run(q, config, params, run_cap)
            if run is None or (not run.solved and run_cap < self.cap):
                return False
            total += run.cost
            if total > bound:
                return False
        return True

    def _ordered(self, reference: dict[str, float] | None,
                 queries: list[Query] | None = None) -> list[Query]:
        """Returns the training queries in the order a comparison with `reference` (a
        configuration's per-query costs) runs them: the queries it answered, dearest
        first, then the ones it did not answer; in the given order without one."""
        queries = self.queries if queries is None else queries
        if reference is None:
            return list(queries)
        unanswered = PENALTY * self.cap
        return sorted(queries, key=lambda q: (reference[q.instance] >= unanswered,
                                              -reference[q.instance]))

    def _run(self, q: Query, config: Configuration, params: tuple, cap: float):
        """Returns the run of `q` under `config` capped at `cap` (from the cache when it
        holds a run that tells), or None when the configuration is rejected (refused by
        the solver, or answering differently from an earlier run); a refused default
        configuration is an error of the suite, raised."""
        hit = self.cache.get((config, q.instance))
        if hit is not None and (hit[0].solved or hit[1] >= cap):
            self.cached += 1
            run = hit[0]
            if not run.solved or run.cost <= cap:
                return run
            return Run("unknown", PENALTY * cap, run.seconds, run.cpu, cap)
        try:
            run = run_query(q.text, self.solver, params, metric=self.metric, cap=cap,
                            seed=q.seed)
        except SolverError as e:
            if not params:
                raise
            self.rejected[config] = f"refused by the solver: {e}"
            return None
        self.runs += 1
        if run.solved:
            known = self.answers.setdefault(q.name, run.answer)
            if known != run.answer:
                self.rejected[config] = f"answers {run.answer} on {q.name}, not {known}"
                self.progress(f"rejected a configuration: {self.rejected[config]}")
                return None
        self.cache[(config, q.instance)] = (run, cap)
        return run

    def _note(self, config: Configuration, cost: float) -> None:
        """Makes `config` the best so far if it is cheaper."""
        if cost < self.best_cost:
            self.best, self.best_cost = config, cost
            self.improvements.append((self.evaluations, cost))
            self.progress(f"evaluation {self.evaluations}: best cost {cost:.4g}: "
                          f"{changes(config, self.space) or 'the defaults'}")

    def local_search(self, config: Configuration, cost: float) -> tuple[Configuration, float]:
        """Moves to the first cheaper neighbour until there is none (or the budget ends)."""
        improved = True
        while improved and not self.exhausted():
            improved = False
            candidates = neighbours(config, self.space)
            self.rng.shuffle(candidates)
            for n in candidates:
                if self.exhausted():
                    break
                c = self.cost(n, cost, origin=config, prune=True)
                if c < cost:
                    config, cost, improved = n, c, True
                    break
        return config, cost

    def tidy(self, deadline: float | None = None) -> None:
        """Sets each parameter of the best configuration back to its default, one at a
        time, wherever that costs no more on the training queries, so that the tuned
        profile holds only the settings that help (a random start brings a value for
        every parameter, most of which change nothing). It runs after the budget, once
        per changed parameter (again while one goes), each evaluation capped at the best
        cost, until `deadline` (time.monotonic) if given: a tidy cut short keeps settings
        that may not help, never one that costs more to drop, so the best configuration
        and its cost are what the search found or cheaper."""
        dropped = True
        while dropped:
            dropped = False
            for i, p in enumerate(self.space):
                if deadline is not None and time.monotonic() >= deadline:
                    return
                if self.best[i][1] == p.default or not p.active(self.best):
                    continue
                reset = with_defaults_where_inactive(
                    (*self.best[:i], (p.name, p.default), *self.best[i + 1:]), self.space)
                cost = self.cost(reset, self.best_cost, origin=self.best)
                if cost <= self.best_cost and reset in self.costs:
                    self.best, self.best_cost, dropped = reset, cost, True

    def perturb(self, config: Configuration) -> Configuration:
        """Returns a random restart (with RESTART_PROBABILITY) or `config` after a few
        random moves."""
        if self.rng.random() < RESTART_PROBABILITY:
            return random_configuration(self.space, self.rng)
        for _ in range(PERTURBATION):
            config = self.rng.choice(neighbours(config, self.space))
        return config


def tune(queries: list[Query], solver: str = "z3", *, metric: str = "time",
         cap: float = 10.0, seed: int = 0, max_evaluations: int | None = None,
         budget_seconds: float | None = None,
         progress: Callable[[str], None] = lambda _: None,
         space: tuple | None = None, focused: bool = False) -> SearchResult:
    """Searches `solver`'s parameters (those of `space`, by default its whole space) for
    the lowest total cost on `queries`; stops after `max_evaluations` configurations or
    `budget_seconds` (at least one must be given; the search gets `SEARCH_SHARE` of the
    time and the tidy the rest, each finishing the evaluation it is in); `focused`:
    race challengers on the first solver seed's instances before the others (module
    doc)."""
    if not queries:
        raise InvalidArgument("stamen tune: no training queries")
    if max_evaluations is None and budget_seconds is None:
        raise InvalidArgument("stamen tune: give a budget (evaluations or seconds)")
    started = time.monotonic()
    deadline = None if budget_seconds is None else started + SEARCH_SHARE * budget_seconds
    s = _Search(queries, solver, metric, cap, random.Random(seed), max_evaluations, deadline,
                progress, space, focused)
    default = default_configuration(s.space)
    default_cost = s.cost(default)
    for _ in range(RANDOM_STARTS):
        if s.exhausted():
            break
        s.cost(random_configuration(s.space, s.rng), s.best_cost, origin=s.best)
    current, current_cost = s.local_search(s.best, s.best_cost)
    while not s.exhausted():
        candidate = s.perturb(current)
        candidate_cost = s.cost(candidate, PENALTY * current_cost + 1, origin=current)
        if candidate in s.costs:  # fully evaluated: neither capped nor a no-effect move
            candidate, candidate_cost = s.local_search(candidate, candidate_cost)
        if candidate in s.costs and candidate_cost <= current_cost:
            current, current_cost = candidate, candidate_cost
    searched = s.evaluations
    s.tidy(None if budget_seconds is None else started + budget_seconds)
    return SearchResult(solver, metric, default, default_cost, s.best, s.best_cost,
                        searched, s.runs, s.improvements, s.rejected, s.answers,
                        len(s.no_effect), s.cached, s.evaluations - searched,
                        s.raced_out)
