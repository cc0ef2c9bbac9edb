"""The loop structure of control-flow graphs and the order of the unrolled graph."""

from __future__ import annotations

from stamen.langs.boogie import load
from stamen.langs.boogie.cfg import build_cfg
from stamen.langs.boogie.loops import frame_order, loop_structure
from stamen.langs.boogie.world import World


def _cfg(text: str):
    world = World(load(text))
    return build_cfg(world.impls["main"][0].body)


NESTED = ("procedure main(n: int) { var i: int; var j: int; i := 0;\n"
          " while (i < n) { j := 0; while (j < n) { j := j + 1; } i := i + 1; }\n"
          " assert i >= 0; }")


def test_nested_loops_have_nested_bodies():
    cfg = _cfg(NESTED)
    loops = loop_structure(cfg)
    assert loops.reducible
    outer, inner = sorted(loops.bodies, key=loops.order.get)
    assert loops.bodies[inner] < loops.bodies[outer]
    assert loops.enclosing[inner] == (outer, inner)
    assert loops.enclosing[cfg.entry] == ()
    assert loops.preds[outer] == 2 and loops.preds[cfg.entry] == 0


def test_every_edge_of_the_unrolled_graph_goes_forward():
    cfg = _cfg(NESTED)
    loops = loop_structure(cfg)
    for k in (1, 2):
        for label, block in cfg.blocks.items():
            if label not in loops.order or loops.order[label] >= len(loops.order):
                continue
            visits = {h: k for h in loops.enclosing[label]}
            here = frame_order(loops, label, visits, len(block.cmds))
            for t in block.targets or ():
                after = {h: c for h, c in visits.items() if h in loops.enclosing[t]}
                if cfg.blocks[t].loop_head:
                    after[t] = after.get(t, 0) + 1
                assert frame_order(loops, t, after, 0) > here, (label, t)


def test_irreducible_graphs_count_iterations_cumulatively():
    cfg = _cfg("procedure main(x: int) { goto A, B; A: goto B; B: goto A, C; C: return; }")
    loops = loop_structure(cfg)
    assert not loops.reducible
    assert frame_order(loops, "A", {"A": 2}, 0) > frame_order(loops, "B", {"A": 1}, 0)
