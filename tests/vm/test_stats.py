"""Stats add up across queries (a language that asks several questions reports one row)."""

from stamen import Stats


def test_stats_add_sums_counts_and_keeps_the_largest_union():
    total = Stats(joins=2, unions=1, union_sum=3, union_max=3, terms=10, paths=1,
                  eval_seconds=0.5, solve_seconds=1.0)
    total.add(Stats(joins=1, unions=2, union_sum=4, union_max=2, terms=5, paths=2,
                    eval_seconds=0.25, solve_seconds=0.5))
    assert total == Stats(joins=3, unions=3, union_sum=7, union_max=3, terms=15, paths=3,
                          eval_seconds=0.75, solve_seconds=1.5)
