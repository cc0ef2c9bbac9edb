# ruff: noqa: B905 - zip without strict= is the shortest-wins default the probes test
"""A second set of held-out style probes of issue 11's "sequences and dicts of symbolic
shape" (2026-11-27, worktree lib11d): small programs as a user writes them, at least two
per construct of the issue's list, on lists and tuples of symbolic length (a prefix of a
literal cut at a symbolic `n`, or built by appending under symbolic conditions) with
symbolic elements, and constructs combined as real code combines them. Each takes
`(n, i)` from `DOMAIN`; `tests/lift/test_heldout_probes.py` runs them through the
differential oracle under the three merge strategies.

The module is loaded twice by `load(lift)`: plain (`lifted` is the identity, so Python's
answers come from Python alone) and lifted (helpers, classes and probes all lifted)."""

from __future__ import annotations

import copy
import operator
from operator import itemgetter

import stamen


def _identity(obj):
    return obj


lifted = globals().get("LIFT", _identity)  # set by `load`
DOMAIN = [(n, i) for n in (0, 1, 3) for i in (-1, 0, 2)]


@lifted
def prefix(n, i):
    """A list of symbolic length with symbolic elements: a literal cut at n."""
    return [i, 3, -2, i + 1][:n]


@lifted
def kept(n, i):
    """A list built by appending under symbolic conditions."""
    xs = []
    for v in (4, -1, 2, 0):
        if v > i or v == n:
            xs.append(v * n - i)
    return xs


# ---------------------------------------------------------------- slices --

def q_slice_steps(n, i):
    xs = prefix(n + 1, i)
    return xs[::2], xs[1::2], xs[::-2], xs[i::-1], xs[-1::-2]


def q_slice_symbolic_step(n, i):
    ys = [1, 2, 3, 4, 5][:n + 2]
    return ys[::i], ys[n::i]


def q_slice_negative(n, i):
    xs = kept(n, i)
    return xs[-2:], xs[:-1], xs[-n:], xs[i:-1], xs[-n - 1:n]


def q_slice_tuple(n, i):
    t = tuple(prefix(n, i))
    return t[:i], t[i:], t[-1:], t[::-1]


# ------------------------------------------------------------------- del --

def q_del_index(n, i):
    xs = [10, 20, 30][:n]
    del xs[i]
    return xs


def q_del_last(n, i):
    xs = kept(n, i)
    del xs[-1]
    return xs, len(xs)


def q_del_slice_symbolic(n, i):
    xs = [1, 2, 3, 4][:n + 1]
    del xs[i:n]
    return xs


def q_del_slice_step(n, i):
    xs = prefix(n + 1, i)
    ys = list(xs)
    del xs[::2]
    del ys[-2:]
    return xs, ys


# ------------------------------------------------------- slice assignment --

def q_slice_assign_same(n, i):
    xs = kept(n, i)
    xs[:1] = [i]
    xs[-1:] = [n]
    return xs


def q_slice_assign_grow(n, i):
    xs = prefix(n, i)
    xs[i:] = [0, 0, 0]
    xs[1:1] = [n]
    return xs


def q_slice_assign_shrink(n, i):
    xs = [5, 6, 7, 8][:n + 1]
    xs[1:n] = []
    xs[:0] = [i]
    return xs


def q_slice_assign_extended(n, i):
    xs = prefix(n + 1, i)
    xs[::2] = [9] * len(xs[::2])
    ys = [1, 2, 3][:n]
    ys[::-1] = ys
    return xs, ys


def q_slice_assign_extended_bad(n, i):
    xs = [1, 2, 3, 4][:n + 1]
    xs[::2] = [0, 0]
    return xs


# -------------------------------------------------------------------- in --

def q_in(n, i):
    xs = kept(n, i)
    return i in xs, 4 in xs, (i, n) in [(0, 0), (2, 3)], i not in xs[:1], [i] in [[0], [2]]


def q_in_tuple(n, i):
    t = tuple(prefix(n, i))
    return 3 in t, i + 1 in t, n in t


# ---------------------------------------------------------------- remove --

def q_remove_error(n, i):
    xs = [i, 0, i, 2][:n + 1]
    xs.remove(0)
    return xs


def q_remove_try(n, i):
    xs = kept(n, i)
    try:
        xs.remove(i * n - i)
    except ValueError:
        xs.append(-5)
    return xs


# ------------------------------------------------------------ count/index --

def q_count(n, i):
    xs = prefix(n, i) + kept(n, i)
    return xs.count(i), xs.count(3), [(i, 0), (0, 0)].count((i, n)), tuple(xs).count(i + 1)


def q_index_start_stop(n, i):
    xs = [i, 3, i, 3, 0][:n + 2]
    a = xs.index(3, 1)
    try:
        b = xs.index(i, 1, n + 1)
    except ValueError:
        b = None
    return a, b, tuple(xs).index(i)


def q_index_negative_start(n, i):
    xs = prefix(n, i)
    return xs.index(3, -3)


# ------------------------------------------------------- reverse/reversed --

def q_reverse(n, i):
    xs = kept(n, i)
    xs.reverse()
    ys = prefix(n, i)
    ys.reverse()
    return xs, ys[:1]


def q_reversed(n, i):
    t = tuple(prefix(n, i))
    return list(reversed(t)), list(reversed(range(n))), [v for v in reversed(kept(n, i))]


# ------------------------------------------------ min/max/sum/any/all --

def q_min_max_key_default(n, i):
    xs = prefix(n, i)
    return (min(xs, key=abs, default=0), max(xs, key=lambda v: (v % 2, v), default=None),
            min(xs, default=i), max(kept(n, i), default=-9))


def q_min_max_args(n, i):
    return min(n, i, 1), max(n, i, key=lambda v: -v), max([n, i], key=abs), min((i, n), (n, i))


def q_max_empty_error(n, i):
    return max(kept(n, i), key=lambda v: v * v)


def q_sum_any_all(n, i):
    xs = prefix(n, i)
    return (sum(xs, 10), sum(v * v for v in xs), any(v < 0 for v in xs), all(xs),
            any([]), all(v != i for v in kept(n, i)))


# --------------------------------------------------------------- sorting --

def q_sorted_lambda(n, i):
    xs = prefix(n + 1, i)
    return sorted(xs, key=lambda v: v % 3), sorted(xs, key=lambda v: -v, reverse=True)


def q_sorted_abs(n, i):
    xs = kept(n, i) + [i]
    return sorted(xs, key=abs), sorted(xs, key=abs, reverse=True)


def q_sorted_len(n, i):
    groups = [[1, 2], prefix(n, i), [i], []]
    return [len(g) for g in sorted(groups, key=len)], sorted(groups, key=len)[-1]


def q_sorted_tuple_key(n, i):
    pairs = [(n, 1), (i, 0), (1, i), (n, 0)][:n + 1]
    return sorted(pairs, key=lambda p: (p[1], -p[0])), sorted(pairs)


def q_sorted_itemgetter(n, i):
    rows = [("a", i), ("b", n), ("c", i), ("d", 1)]
    by = sorted(rows, key=itemgetter(1))
    rev = sorted(rows, key=operator.itemgetter(1), reverse=True)
    return [r[0] for r in by], [r[0] for r in rev]


def q_sort_reverse_stable(n, i):
    items = [(i, "p"), (0, "q"), (i, "r"), (n, "s"), (0, "t")][:n + 2]
    items.sort(key=lambda t: t[0], reverse=True)
    return "".join(t[1] for t in items)


def q_sort_then_slice(n, i):
    xs = kept(n, i) + prefix(n, i)
    xs.sort(reverse=True)
    return xs[:2], xs[-1:], sorted(xs)[n:]


# ------------------------------------------------------------ map/filter --

def q_map(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return list(map(abs, xs)), list(map(lambda a, b: a - b, xs, ys)), list(map(operator.neg, ys))


def q_filter_none(n, i):
    xs = [i, 0, n, i - 1][:n + 1]
    return list(filter(None, xs)), list(filter(lambda v: v % 2 == 0, xs))


def q_filter_then_sum(n, i):
    xs = kept(n, i)
    return sum(filter(lambda v: v > 0, xs)), len(list(filter(None, xs)))


# ------------------------------------------------------------- unpacking --

def q_star_concat(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return [*xs, *ys], (*ys, i), [*range(n), *xs[:1]], len([*xs, *xs])


def q_star_unpack_union(n, i):
    t = (n, i) if n > i else (i, n, 3) if n == 0 else (n,)
    first, *rest = t
    *init, last = t
    return first, rest, init, last


def q_star_middle(n, i):
    t = tuple(prefix(n, i))
    a, *mid, b = t
    return a, mid, b


def q_unpack_list_union(n, i):
    xs = kept(n, i)
    head, *tail = xs
    return head, tail, [*tail, head]


# ----------------------------------------------------------------- copies --

def q_copy_shallow(n, i):
    xs = [prefix(n, i), [i]]
    ys = copy.copy(xs)
    ys[0].append(7)
    ys.append([n])
    return xs, ys


def q_deepcopy(n, i):
    d = {"a": prefix(n, i), "b": (i, [n])}
    e = copy.deepcopy(d)
    e["a"].append(0)
    e["b"][1].append(i)
    return d, e


# ------------------------------------------------------- enumerate / zip --

def q_enumerate(n, i):
    xs = kept(n, i)
    return [(k, v) for k, v in enumerate(xs) if v != i], list(enumerate(prefix(n, i), i))


def q_zip_pairwise(n, i):
    xs = prefix(n, i) + [n]
    diffs = [b - a for a, b in zip(xs, xs[1:])]
    return diffs, all(a <= b for a, b in zip(xs, xs[1:]))


def q_zip_three(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    out = []
    for a, b, c in zip(xs, ys, range(5)):
        out.append(a + b * c)
    return out, dict(zip(ys, xs))


# ---------------------------------------------------------------- ordering --

def q_tuple_compare(n, i):
    a, b = (n, i), (i, n)
    return a < b, a >= b, (n,) < (n, i), (i, 0) <= (i,), (n, i, 0) > (n, i)


def q_list_compare_lengths(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return xs < ys, xs <= ys, ys > [i], xs == ys[:n], max(xs, ys)


def q_max_tuples(n, i):
    ts = [(i, n), (n, i), (i, i)][:n + 1]
    return max(ts), min(ts), max(ts, key=lambda t: t[1]), sorted(ts, reverse=True)


# --------------------------------------------------- union of objects --

@lifted
class Square:
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side

    def grow(self, k):
        self.side += k
        return self


@lifted
class Rect:
    def __init__(self, w, h):
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def grow(self, k):
        self.w += k
        return self


def q_union_methods(n, i):
    s = Square(n) if i > 0 else Rect(n, i)
    before = s.area()
    s.grow(1)
    return before, s.area(), type(s).__name__


def q_union_in_list(n, i):
    shapes = [Square(i), Rect(n, 2)] if n > i else [Rect(i, i)]
    return [sh.area() for sh in shapes], sum(sh.grow(n).area() for sh in shapes)


# ----------------------------------------------------------------- dicts --

def q_dict_views(n, i):
    d = {"a": 1}
    if n > 0:
        d["b"] = i
    if i > 0:
        d["c"] = n
    return "b" in d.keys(), i in d.values(), ("a", 1) in d.items(), list(d.items())


def q_dict_pop_symbolic(n, i):
    d = {0: "z", 1: "o", 2: "t"}
    v = d.pop(i, "none")
    w = d.pop(n, None)
    return v, w, d


def q_dict_pop_keyerror(n, i):
    d = {k: k * k for k in range(n)}
    return d.pop(i), d


def q_dict_setdefault(n, i):
    d = {}
    for v in prefix(n, i):
        d.setdefault(v % 2, []).append(v)
    return d


def q_dict_popitem_order(n, i):
    d = {"x": 0}
    if i > 0:
        d["y"] = i
    else:
        d["z"] = n
    d["x"] = 5
    a = d.popitem()
    return a, d, list(d)


def q_dict_update_or(n, i):
    d = {"a": n}
    e = {"b": i} if i > 0 else {"a": i, "c": 0}
    f = d | e
    d.update(e)
    d |= {"d": n}
    return f, d, f == d


def q_dict_del_symbolic(n, i):
    d = {0: "a", 2: "b", -1: "c"}
    del d[i]
    return d, list(d.values())


def q_dict_get_symbolic(n, i):
    d = {i: "i", n: "n"}
    return d.get(0), d.get(i + n, "?"), len(d), sorted(d)


def q_dict_counting(n, i):
    counts = {}
    for v in kept(n, i) + prefix(n, i):
        counts[v] = counts.get(v, 0) + 1
    return counts, max(counts.values(), default=0)


def q_dict_sorted_items(n, i):
    d = {"p": i, "q": n, "r": 1}
    if n > 1:
        d["s"] = -1
    return sorted(d.items(), key=lambda kv: kv[1]), sorted(d, key=d.get)


def q_dict_iterate_keys_differ(n, i):
    d = {}
    for k in ("u", "v", "w"):
        if len(d) < n:
            d[k] = i
    out = []
    for k in d:
        out.append(k * 2)
    return out, list(d.keys()), sum(d.values())


def q_dict_from_zip(n, i):
    d = dict(zip(prefix(n, i), range(10)))
    return d, list(d.keys()), i in d


# -------------------------------------------------------- tuple keys / sets --

def q_tuple_keys(n, i):
    d = {}
    for a, b in [(i, 0), (0, n), (i, n), (0, 0)]:
        d[(a, b)] = d.get((a, b), 0) + 1
    return d, (0, 0) in d, len(d)


def q_set_of_tuples(n, i):
    s = {(i, n), (n, i), (0, 0)}
    s.add((i, i))
    return len(s), (n, n) in s, sorted(s)


def q_len_set(n, i):
    xs = prefix(n, i) + kept(n, i)
    return len(set(xs)), len(set(xs[:2])), sorted(set(xs))


def q_set_dedup_order(n, i):
    seen = set()
    out = []
    for v in kept(n, i) + [i, n]:
        if v not in seen:
            seen.add(v)
            out.append(v)
    return out, len(seen)


# -------------------------------------------------------------- combined --

def q_top_k(n, i):
    scores = {"a": i, "b": n, "c": i * n}
    if i > 0:
        scores["d"] = 2
    best = sorted(scores, key=lambda k: scores[k], reverse=True)[:2]
    return best


def q_group_by_parity(n, i):
    groups = {}
    for k, v in enumerate(prefix(n + 1, i)):
        groups.setdefault(v % 2 == 0, []).append(k)
    return sorted(groups.items())


def q_running_max(n, i):
    xs = kept(n, i)
    best = []
    for v in xs:
        best.append(max(best[-1], v) if best else v)
    return best, xs.index(max(xs)) if xs else -1


def q_window_sums(n, i):
    xs = prefix(n + 1, i) + [n]
    return [sum(xs[k:k + 2]) for k in range(len(xs) - 1)]


def q_dedupe_sorted(n, i):
    xs = sorted(prefix(n, i) + [i, n])
    out = [x for k, x in enumerate(xs) if k == 0 or xs[k - 1] != x]
    return out, len(out) == len(set(xs))


def q_inventory(n, i):
    stock = {"apple": n, "pear": i}
    orders = [("apple", 1), ("pear", 2), ("fig", 1)][:n]
    missing = []
    for name, qty in orders:
        if stock.get(name, 0) >= qty:
            stock[name] -= qty
        else:
            missing.append(name)
    return stock, missing



def w_star_methods(n, i):
    xs = [0]
    xs.extend(*[prefix(n, i)])
    xs.insert(*(0, i))
    d = {"a": 1}
    d.update(*[{"b": n}])
    return xs, d, "-".join(*[["x", "y"][:n]])


def w_min_max_star_union(n, i):
    t = (n, i) if n > i else (i, n, 5)
    return max(*t), min(t), sorted(t, reverse=n > 1)


PROGRAMS = [
    q_slice_steps, q_slice_symbolic_step, q_slice_negative, q_slice_tuple,
    q_del_index, q_del_last, q_del_slice_symbolic, q_del_slice_step,
    q_slice_assign_same, q_slice_assign_grow, q_slice_assign_shrink,
    q_slice_assign_extended, q_slice_assign_extended_bad,
    q_in, q_in_tuple, q_remove_error, q_remove_try,
    q_count, q_index_start_stop, q_index_negative_start,
    q_reverse, q_reversed,
    q_min_max_key_default, q_min_max_args, q_max_empty_error, q_sum_any_all,
    q_sorted_lambda, q_sorted_abs, q_sorted_len, q_sorted_tuple_key, q_sorted_itemgetter,
    q_sort_reverse_stable, q_sort_then_slice,
    q_map, q_filter_none, q_filter_then_sum,
    q_star_concat, q_star_unpack_union, q_star_middle, q_unpack_list_union,
    q_copy_shallow, q_deepcopy,
    q_enumerate, q_zip_pairwise, q_zip_three,
    q_tuple_compare, q_list_compare_lengths, q_max_tuples,
    q_union_methods, q_union_in_list,
    q_dict_views, q_dict_pop_symbolic, q_dict_pop_keyerror, q_dict_setdefault,
    q_dict_popitem_order, q_dict_update_or, q_dict_del_symbolic, q_dict_get_symbolic,
    q_dict_counting, q_dict_sorted_items, q_dict_iterate_keys_differ, q_dict_from_zip,
    q_tuple_keys, q_set_of_tuples, q_len_set, q_set_dedup_order,
    q_top_k, q_group_by_parity, q_running_max, q_window_sums, q_dedupe_sorted, q_inventory,
]



# ------------------------------------------- a second batch: harder corners --

def r_slice_symbolic_step_on_symbolic_length(n, i):
    xs = kept(n, i)
    step = i if i != 0 else -1
    return xs[::step], xs[n::step], xs[-1:-n - 2:-1]


def r_slice_assign_symbolic_other(n, i):
    xs = [1, 2, 3, 4]
    ys = prefix(n, i)
    xs[i:n] = ys
    return xs, len(xs)


def r_del_in_loop(n, i):
    xs = kept(n, i) + [i, i]
    k = 0
    while k < len(xs):
        if xs[k] == i:
            del xs[k]
        else:
            k += 1
    return xs


def r_insert_pop_setitem(n, i):
    xs = prefix(n, i)
    xs.insert(i, 9)
    v = xs.pop(i) if xs else None
    if xs:
        xs[i % len(xs)] = -7
    return xs, v


def r_index_stop_negative(n, i):
    xs = [i, 5, i, 5][:n + 1]
    try:
        return xs.index(5, 0, -1)
    except ValueError:
        return "absent"


def r_count_tuples(n, i):
    ps = [(i, n), (n, i), (i, n)][:n]
    return ps.count((i, n)), (n, i) in ps, ps.index((n, i)) if (n, i) in ps else -1


def r_first_rest_list(n, i):
    xs = prefix(n, i)
    first, *rest = xs
    return first, rest


def r_nested_unpack(n, i):
    pairs = [(i, 1), (n, 2), (0, 3)][:n]
    out = []
    for (a, b), c in zip(pairs, kept(n, i)):
        out.append(a * b + c)
    return out


def r_transpose(n, i):
    pairs = [(i, 1), (n, 2), (0, 3)][:n]
    return list(zip(*pairs))


def r_enumerate_reversed(n, i):
    xs = prefix(n, i)
    return [(k, v) for k, v in enumerate(reversed(xs))], list(reversed(list(enumerate(xs))))


def r_max_key_len(n, i):
    rows = [prefix(n, i), [i], kept(n, i)]
    return max(rows, key=len), min(rows, key=len), sorted(map(len, rows))


def r_map_filter_chain(n, i):
    xs = kept(n, i)
    return (sum(map(abs, xs)), any(map(lambda v: v == i, xs)),
            list(filter(None, map(lambda v: v - i, xs))))


def r_list_eq(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return xs == ys, xs != ys, tuple(xs) < (i, 3), tuple(ys) >= (), list(xs) == xs[:]


def r_sets_of_lists(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return sorted(set(xs)), set(xs) == set(ys), len(set(map(abs, xs))), set(xs) <= set(ys)


def r_union_missing_method(n, i):
    s = Square(n) if i > 0 else [n]
    try:
        return s.area()
    except AttributeError:
        return "no area"


def r_union_isinstance(n, i):
    s = Square(n) if i > 0 else Rect(i, n)
    if isinstance(s, Square):
        return "square", s.side
    return "rect", s.w + s.h


def r_deepcopy_union(n, i):
    s = Square(n) if i > 0 else Rect(i, n)
    t = copy.deepcopy(s)
    t.grow(5)
    return s.area(), t.area()


def r_fromkeys(n, i):
    d = dict.fromkeys(prefix(n, i), 0)
    for k in kept(n, i):
        if k in d:
            d[k] += 1
    return d


def r_union_dict_reads(n, i):
    e = {"b": i} if i > 0 else {"a": i, "c": n}
    out = []
    for k in e:
        out.append(e[k])
    return out, sorted(e.items()), [k for k, v in e.items() if v == n]


def r_dict_symbolic_pop_popitem(n, i):
    d = {n: "n", 1: "one"}
    d[i] = "i"
    a = d.pop(i, "-")
    b = d.popitem() if d else None
    return a, b, d


def r_dict_delete_reinsert(n, i):
    d = {0: "a", 1: "b", 2: "c"}
    if i in d:
        del d[i]
        d[i] = "back"
    return list(d), list(d.values())


def r_dict_views_setops(n, i):
    d = {"a": n, "b": i}
    if n > 1:
        d["c"] = 0
    return sorted(d.keys() & {"a", "c", "z"}), sorted(d.keys() - {"a"}), ("c", 0) in d.items()


def r_dict_reversed(n, i):
    d = {}
    for k in kept(n, i):
        d[k] = len(d)
    return list(reversed(d)), list(reversed(d.items()))


def r_dict_min_by_value(n, i):
    d = {"x": i, "y": n, "z": 1}
    by_value = sorted(d, key=lambda k: (d[k], k))
    return min(d, key=d.get), max(d.items(), key=itemgetter(1)), by_value


def r_dict_setdefault_symbolic(n, i):
    d = {}
    for v in [i, n, i, 0]:
        d.setdefault(v, []).append(v * 2)
    return d, len(d)


def r_symbolic_tuple_membership(n, i):
    s = {(i, n), (0, 1)}
    d = {(n, i): "x"}
    return (n, i) in s, (0, 1) in s, d.get((i, n), "none"), (i, n) in d


def r_sort_strings_key_len(n, i):
    words = ["bb", "a", "ccc", "dd"][:n + 1]
    words.sort(key=len, reverse=i > 0)
    return words


def r_sort_tuples_mixed(n, i):
    xs = kept(n, i) + [i]
    return (sorted(xs, key=lambda v: (v % 2, -v)),
            sorted(xs, key=lambda v: (abs(v), v), reverse=True))


def r_min_default_none(n, i):
    xs = [v for v in prefix(n, i) if v > 0]
    lo = min(xs, default=None)
    return lo is None, lo, max(xs, key=lambda v: -v, default="empty")


def r_zip_dict_items(n, i):
    keys = ["a", "b", "c"][:n]
    vals = kept(n, i)
    d = dict(zip(keys, vals))
    return d, sorted(d.items(), key=lambda kv: kv[1], reverse=True)


def r_star_call(n, i):
    xs = prefix(n, i)
    return max(*xs, 0), min(0, *xs), [*xs][::-1]


def r_tuple_union_compare(n, i):
    t = (n, i) if n > i else (i,)
    u = (i, 0, n)[:n]
    return t < u, t == u, max(t, u), sorted([t, u])


PROGRAMS2 = [
    r_slice_symbolic_step_on_symbolic_length,
    r_slice_assign_symbolic_other,
    r_del_in_loop,
    r_insert_pop_setitem,
    r_index_stop_negative,
    r_count_tuples,
    r_first_rest_list,
    r_nested_unpack,
    r_transpose,
    r_enumerate_reversed,
    r_max_key_len,
    r_map_filter_chain,
    r_list_eq,
    r_sets_of_lists,
    r_union_missing_method,
    r_union_isinstance,
    r_deepcopy_union,
    r_fromkeys,
    r_union_dict_reads,
    r_dict_symbolic_pop_popitem,
    r_dict_delete_reinsert,
    r_dict_views_setops,
    r_dict_reversed,
    r_dict_min_by_value,
    r_dict_setdefault_symbolic,
    r_symbolic_tuple_membership,
    r_sort_strings_key_len,
    r_sort_tuples_mixed,
    r_min_default_none,
    r_zip_dict_items,
    r_star_call,
    r_tuple_union_compare,
]



# ---------------------------------------- a third batch: everyday idioms --

def s_index_update(n, i):
    xs = kept(n, i) + [0]
    xs[i] += 1
    xs[-1] -= n
    return xs


def s_swap(n, i):
    xs = prefix(n + 1, i)
    j = len(xs) - 1
    xs[0], xs[j] = xs[j], xs[0]
    return xs


def s_palindrome(n, i):
    xs = prefix(n, i) + [3]
    return xs[::-1] == xs, sum(xs[i:n]), xs[1:] == xs[:-1]


def s_tuple_of_symbolic_length_key(n, i):
    d = {}
    d[tuple(prefix(n, i))] = "p"
    d[(i,)] = "single"
    return len(d), d.get(()), d.get((i, 3), "none")


def s_argmin(n, i):
    xs = kept(n, i) + [i]
    k, v = min(enumerate(xs), key=itemgetter(1))
    return k, v, max(range(len(xs)), key=xs.__getitem__)


def s_seen_filter(n, i):
    xs = prefix(n, i) + kept(n, i)
    seen = []
    for v in xs:
        if v not in seen:
            seen.append(v)
    return seen, any(v in seen for v in [i, 9])


def s_copies_alias(n, i):
    xs = prefix(n, i)
    a, b, c = xs.copy(), list(xs), xs[:]
    a.append(1)
    b.append(2)
    c.append(3)
    return xs, a, b, c


def s_tuple_methods(n, i):
    t = tuple(kept(n, i)) + (i,)
    return t.count(i), t.index(i), t[-1], len(t), isinstance(t, tuple)


def s_dict_truth_len(n, i):
    d = {}
    if n > 0:
        d["k"] = i
    if i > 0:
        d.pop("k", None)
    return not d, len(d) == 0, bool(d), list(d.items())


def s_get_append(n, i):
    d = {}
    for v in kept(n, i):
        d[v % 3] = d.get(v % 3, []) + [v]
    return d, sorted(d)


def s_zip_reversed(n, i):
    xs = prefix(n, i)
    return [a - b for a, b in zip(xs, reversed(xs))], dict(enumerate(xs, start=1))


def s_bool_tuple_key(n, i):
    xs = kept(n, i) + prefix(n, i)
    return sorted(xs, key=lambda v: (v > 0, v)), sorted(xs, key=lambda v: v == i)


def s_nested_lists(n, i):
    grid = [[0] * 2 for _ in range(n)]
    for r in range(n):
        grid[r][r % 2] = i + r
    return grid, [row[::-1] for row in grid], sum(map(sum, grid))


def s_extend_map(n, i):
    xs = [i]
    xs.extend(map(lambda v: v * 2, prefix(n, i)))
    xs += filter(None, kept(n, i))
    return xs


def s_slice_step_assign_symbolic(n, i):
    xs = [0, 1, 2, 3, 4, 5][:n + 3]
    xs[i::2] = [9] * len(xs[i::2])
    return xs


def s_del_step_symbolic(n, i):
    xs = [0, 1, 2, 3, 4, 5][:n + 2]
    del xs[i::2]
    return xs


def s_frozenset_members(n, i):
    s = {frozenset({i, n}), frozenset({0})}
    return len(s), frozenset({n, i}) in s, frozenset({0, i}) in s


def s_dict_items_equal(n, i):
    d = {"a": n, "b": i}
    e = {"b": i, "a": n} if i > 0 else {"a": i}
    return d == e, d.items() == e.items(), d.keys() == {"a", "b"}, list(d.values()) == [n, i]


PROGRAMS3 = [
    s_index_update,
    s_swap,
    s_palindrome,
    s_tuple_of_symbolic_length_key,
    s_argmin,
    s_seen_filter,
    s_copies_alias,
    s_tuple_methods,
    s_dict_truth_len,
    s_get_append,
    s_zip_reversed,
    s_bool_tuple_key,
    s_nested_lists,
    s_extend_map,
    s_slice_step_assign_symbolic,
    s_del_step_symbolic,
    s_frozenset_members,
    s_dict_items_equal,
]



# ------------------------------------ a fourth batch: symbolic keys, objects --

def t_symbolic_key_order(n, i):
    d = {}
    d[i] = "i"
    d[n] = "n"
    d[0] = "zero"
    return list(d), list(d.values()), len(d)


def t_symbolic_key_count(n, i):
    d = {}
    for k in (i, n, i, 2):
        if k in d:
            d[k] += 1
        else:
            d[k] = 1
    return d, d.popitem()


def t_symbolic_key_errors(n, i):
    d = {n: 1, 2: 2}
    try:
        v = d.pop(i)
    except KeyError:
        v = "missing"
    try:
        del d[i - 1]
        w = "deleted"
    except KeyError:
        w = "absent"
    return v, w, d


def t_symbolic_key_merge_ops(n, i):
    d = {0: "a"}
    d.update({i: "u"})
    e = d | {n: "o"}
    f = {**e, i: "s"}
    return d, e, f, f.setdefault(n, "new"), f


def t_symbolic_views(n, i):
    d = {i: n, 1: 0}
    return n in d.values(), (i, n) in d.items(), 1 in d.keys(), (1, i) in d.items()


def t_sorted_symbolic_items(n, i):
    d = {i: "a", n: "b", 1: "c"}
    return sorted(d.items()), sorted(d), min(d), max(d.values())


def t_nested_setdefault(n, i):
    d = {}
    d.setdefault(i, {})[n] = 1
    d.setdefault(n, {})[i] = 2
    return d, sorted(d)


def t_tuple_key_updates(n, i):
    grid = {}
    for a, b in [(i, n), (n, i), (0, 0), (i, n)]:
        grid[(a, b)] = grid.get((a, b), 0) + 1
    return grid, grid.get((n, i)), sorted(grid.items())


def t_set_of_tuples_ops(n, i):
    s = set()
    s.add((i, n))
    s.add((n, i))
    s.discard((0, 0))
    s |= {(i, i)}
    return len(s), sorted(s), (n, n) in s, len(set(zip(prefix(n, i), kept(n, i))))


@lifted
class Counter2:
    def __init__(self):
        self.count = 0

    def bump(self, by=1):
        self.count += by
        return self.count


@lifted
class Logger:
    def __init__(self, prefix):
        self.prefix = prefix
        self.lines = []

    def bump(self, by=1):
        self.lines.append(self.prefix + str(by))
        return len(self.lines)


def t_union_method_signatures(n, i):
    o = Counter2() if n > i else Logger("L")
    a = o.bump()
    b = o.bump(by=2)
    return a, b, type(o).__name__, getattr(o, "count", None), hasattr(o, "lines")


def t_union_attr_write(n, i):
    o = Square(n) if i > 0 else Rect(i, n)
    o.tag = "t" + str(i > 0)
    o.grow(i)
    return o.tag, o.area(), vars(o) if False else None


def t_optional_object(n, i):
    o = Square(i) if n > 1 else None
    if o is not None:
        o.grow(n)
    return o.area() if o else -1, o is None


def t_objects_in_dict(n, i):
    shapes = {"s": Square(n), "r": Rect(i, 2)}
    if i > 0:
        shapes["s"] = Rect(n, n)
    return sorted((k, v.area()) for k, v in shapes.items())


def t_sort_objects_by_key(n, i):
    shapes = [Square(n), Rect(i, 2), Square(i)][:n + 1]
    shapes.sort(key=lambda s: s.area())
    return [type(s).__name__ for s in shapes], [s.area() for s in shapes]


def t_max_objects_attr(n, i):
    shapes = [Square(i), Rect(n, 1)]
    if n > 0:
        shapes.append(Square(n - i))
    best = max(shapes, key=lambda s: s.area())
    return type(best).__name__, best.area()


PROGRAMS4 = [
    t_symbolic_key_order,
    t_symbolic_key_count,
    t_symbolic_key_errors,
    t_symbolic_key_merge_ops,
    t_symbolic_views,
    t_sorted_symbolic_items,
    t_nested_setdefault,
    t_tuple_key_updates,
    t_set_of_tuples_ops,
    t_union_method_signatures,
    t_union_attr_write,
    t_optional_object,
    t_objects_in_dict,
    t_sort_objects_by_key,
    t_max_objects_attr,
]



# ------------------------------------ a fifth batch: loops and recursion --

@lifted
def total(xs):
    return xs[0] + total(xs[1:]) if xs else 0


def u_recursive_sum(n, i):
    return total(prefix(n, i)), total(kept(n, i)[::-1])


def u_pop_loop(n, i):
    xs = kept(n, i)
    out = []
    while xs:
        out.append(xs.pop(0) + len(xs))
    return out, xs


def u_queue(n, i):
    q = [i]
    seen = []
    while q and len(seen) < n + 2:
        v = q.pop(0)
        seen.append(v)
        if v < 3:
            q.append(v + 2)
            q.append(v + 1)
    return seen, q


def u_median(n, i):
    xs = prefix(n + 1, i) + [n]
    ys = sorted(xs)
    return ys[len(ys) // 2], xs.index(max(xs)), sum(1 for v in xs if v > 0)


def u_cartesian(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    return [(a, b) for a in xs for b in ys if a < b], len([1 for a in xs for b in ys])


def u_join_sorted_words(n, i):
    words = ["pear", "fig", "apple", "kiwi"][:n + 1]
    if i > 0:
        words.append("date")
    return ",".join(sorted(words)), " ".join(w[0] for w in words), max(words, key=len)


def u_break_else(n, i):
    xs = kept(n, i)
    for k, v in enumerate(xs):
        if v == i * n - i:
            found = k
            break
    else:
        found = -1
    return found


def u_accumulate_pairs(n, i):
    xs = prefix(n, i)
    acc = []
    run = 0
    for v in xs:
        run += v
        acc.append((v, run))
    return acc, acc[-1] if acc else None


PROGRAMS5 = [
    u_recursive_sum,
    u_pop_loop,
    u_queue,
    u_median,
    u_cartesian,
    u_join_sorted_words,
    u_break_else,
    u_accumulate_pairs,
]



# ------------------------------------------ a sixth batch: corner cases --

def v_starred_for_target(n, i):
    rows = [(i, n, 1), (n,), (0, i)][:n + 1]
    out = []
    for first, *rest in rows:
        out.append((first, len(rest), rest))
    _, (b, *c) = i, (n, i, 0)
    return out, b, c


def v_minus_zero_slices(n, i):
    xs = kept(n, i) + [7]
    k = i if i < 1 else 0
    ys = list(xs)
    del ys[-k:]
    return xs[-k:], ys, xs[:-k], xs[i:n:-1], xs[::-i or 1]


def v_insert_pop_negative(n, i):
    xs = prefix(n + 1, i)
    xs.insert(-i, 8)
    v = xs.pop(-1 - i % 2)
    return xs, v


def v_sum_of_lists(n, i):
    groups = [prefix(n, i), [i], kept(n, i)]
    return sum(groups, []), sum(map(len, groups)), max(groups, default=None, key=len)


def v_inverted_dict(n, i):
    d = {"a": i, "b": n, "c": i}
    inv = {v: k for k, v in d.items()}
    e = d.copy()
    e["d"] = 0
    if n > 1:
        d.clear()
    return inv, d, e, dict(sorted(e.items(), key=itemgetter(1)))


def v_dict_iteration_helpers(n, i):
    d = {}
    for k in kept(n, i):
        d[k] = k * k
    first = next(iter(d), None)
    return first, list(reversed(d.values())), list(d.items())[::-1], d.keys() | {0}


def v_zip_strict_error(n, i):
    xs = prefix(n, i)
    ys = kept(n, i)
    try:
        return list(zip(xs, ys, strict=True))
    except ValueError:
        return "lengths differ"


def v_enumerate_zip(n, i):
    xs = prefix(n, i)
    return [(k, a + b) for k, (a, b) in enumerate(zip(xs, reversed(xs)), start=i)]


PROGRAMS6 = [
    w_star_methods,
    w_min_max_star_union,
    v_starred_for_target,
    v_minus_zero_slices,
    v_insert_pop_negative,
    v_sum_of_lists,
    v_inverted_dict,
    v_dict_iteration_helpers,
    v_zip_strict_error,
    v_enumerate_zip,
]


def load(lift: bool) -> dict:
    """Returns a fresh namespace of this module's source, plain or lifted (with `lift`,
    every probe of PROGRAMS is lifted too and calls the lifted helpers)."""
    import sys
    import types

    module = types.ModuleType(f"heldout_probes_{'lifted' if lift else 'plain'}")
    module.__file__ = __file__
    module.LIFT = stamen.lifted if lift else _identity
    with open(__file__, encoding="utf-8") as f:
        code = compile(f.read(), __file__, "exec")
    sys.modules[module.__name__] = module
    exec(code, module.__dict__)  # noqa: S102 - this module's own text
    if lift:
        for program in (module.PROGRAMS + module.PROGRAMS2 + module.PROGRAMS3 + module.PROGRAMS4
                        + module.PROGRAMS5 + module.PROGRAMS6):
            module.__dict__[program.__name__] = stamen.lifted(program)
    return module.__dict__
