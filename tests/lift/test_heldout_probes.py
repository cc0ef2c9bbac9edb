"""The held-out style probes of `heldout_probes` (issue 11's sequences and dicts on lists
of symbolic length, 2026-11-27): each program under the three merge strategies, verify,
solve and pinned inputs, against plain Python (the plain module run by Python alone). A
fast slice runs in CI with two pinned inputs per strategy; every program with every input
pinned is marked slow (`make bench`)."""

from __future__ import annotations

import pytest

from differential.oracle import assert_agrees

from .heldout_probes import DOMAIN, load

PLAIN, LIFTED = load(False), load(True)
BATCHES = ("PROGRAMS", "PROGRAMS2", "PROGRAMS3", "PROGRAMS4", "PROGRAMS5", "PROGRAMS6")
ALL = [p.__name__ for batch in BATCHES for p in PLAIN[batch]]
# One or two per construct, each under a few CPU seconds (BENCHMARKS.md, worktree lib11d).
FAST = ["q_slice_steps", "q_slice_symbolic_step", "q_del_index", "q_del_slice_symbolic",
        "q_slice_assign_extended", "q_remove_error", "q_index_start_stop", "q_sorted_len",
        "q_sorted_itemgetter", "q_filter_none", "q_star_unpack_union", "q_copy_shallow",
        "q_tuple_compare", "q_union_methods", "q_dict_update_or", "q_dict_pop_symbolic",
        "q_dict_popitem_order", "q_tuple_keys", "q_group_by_parity", "q_top_k",
        "r_union_dict_reads", "r_slice_assign_symbolic_other", "r_transpose", "r_star_call",
        "r_sort_strings_key_len", "r_dict_views_setops", "s_argmin", "s_frozenset_members",
        "s_tuple_of_symbolic_length_key", "t_symbolic_key_errors", "t_union_method_signatures",
        "t_optional_object", "u_break_else", "v_zip_strict_error", "v_minus_zero_slices"]


def agree(name: str, pin) -> None:
    assert_agrees(LIFTED[name], DOMAIN, plain=PLAIN[name], pin=pin)


def test_the_fast_slice_names_probes():
    assert set(FAST) <= set(ALL)


@pytest.mark.parametrize("name", FAST)
def test_heldout_probe_agrees(name):
    agree(name, 2)


@pytest.mark.slow
@pytest.mark.parametrize("name", ALL)
def test_heldout_probe_agrees_on_every_input(name):
    agree(name, None)
