"""The package's layering, checked on the source: imports point down the layers only.

Every module of `src/stamen` is parsed with `ast`; every import of a stamen module, at
top level or inside a function, is checked against the layer order of DESIGN.md and the
README's "Source layout" (terms < solvers < vm < lift < sketch < query < analysis <
langs/bench/cli and the public API). Inside `vm/`, the five layer subpackages are ordered
too (values < state < merging < paths < python, see vm/__init__), each layer's modules are
ordered as vm/__init__'s LAYERS lists them, and the import graph among vm modules has no cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from stamen import vm

SRC = Path(__file__).resolve().parent.parent / "src"
PACKAGE = SRC / "stamen"

# The package layers, bottom-up; a module may import its own layer and the ones below.
LAYERS = ["errors", "boundary", "terms", "solvers", "vm", "lift", "sketch", "query", "analysis",
          "top"]
TOP = {"langs", "bench", "cli", "tune", "values", "__init__", "__main__"}  # the API and its users

VM_LAYERS = ["values", "state", "merging", "paths", "python"]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


MODULES = _modules()


def _imports(module: str, path: Path) -> list[tuple[str, int]]:
    """The stamen modules `module` imports (top level and inside functions), with lines."""
    tree = ast.parse(path.read_text(), str(path))
    is_package = path.name == "__init__.py"
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".")
                base = base[:len(base) - node.level + (1 if is_package else 0)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                submodule = f"{source}.{alias.name}"
                found.append((submodule if submodule in MODULES else source, node.lineno))
    return [(name, line) for name, line in found
            if name == "stamen" or name.startswith("stamen.")]


def _layer(module: str) -> int:
    parts = module.split(".")
    first = parts[1] if len(parts) > 1 else "__init__"
    return LAYERS.index("top" if first in TOP else first)


def _vm_rank(module: str) -> tuple[int, int] | None:
    """(layer, position in its layer) of a vm module by vm/__init__'s import order; the
    package `stamen.vm` itself ranks above every vm module, a layer package below its
    modules."""
    parts = module.split(".")
    if parts[:2] != ["stamen", "vm"]:
        return None
    if len(parts) == 2:
        return (len(VM_LAYERS), 0)
    layer = VM_LAYERS.index(parts[2])
    if len(parts) == 3:
        return (layer, -1)
    return (layer, _VM_ORDER.index(module))


def _vm_order() -> list[str]:
    """The vm modules bottom-up, as vm/__init__'s LAYERS lists (and imports) them."""
    return [f"stamen.vm.{layer}.{module}" for layer, modules in vm.LAYERS
            for module in modules]


_VM_ORDER = _vm_order()


def test_vm_layers_list_every_vm_module_in_layer_order():
    modules = [m for m in MODULES if m.startswith("stamen.vm.") and m.count(".") == 3]
    assert sorted(_VM_ORDER) == sorted(modules)
    assert [layer for layer, _ in vm.LAYERS] == VM_LAYERS


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_point_down_the_package_layers(module):
    bad = [f"line {line}: {name}" for name, line in _imports(module, MODULES[module])
           if _layer(name) > _layer(module)]
    assert not bad, f"{module} imports a higher layer: {bad}"


@pytest.mark.parametrize("module", sorted(m for m in MODULES if _vm_rank(m)))
def test_vm_modules_import_lower_vm_modules_only(module):
    rank = _vm_rank(module)
    bad = [f"line {line}: {name}" for name, line in _imports(module, MODULES[module])
           if _vm_rank(name) is not None and _vm_rank(name) >= rank
           and not (rank[1] == -1 and name.startswith(module + "."))]
    assert not bad, f"{module} imports a vm module that is not below it: {bad}"


def test_vm_import_graph_has_no_cycle():
    graph = {m: {n for n, _ in _imports(m, MODULES[m]) if n.startswith("stamen.vm.")}
             for m in MODULES if m.startswith("stamen.vm.")}
    state: dict[str, int] = {}

    def visit(m, stack):
        if state.get(m) == 1:
            raise AssertionError("vm import cycle: " + " -> ".join(stack[stack.index(m):] + [m]))
        if state.get(m) == 2:
            return
        state[m] = 1
        for n in sorted(graph.get(m, ())):
            visit(n, stack + [m])
        state[m] = 2

    for m in sorted(graph):
        visit(m, [])


def _function_level_vm_imports(path: Path) -> list[int]:
    """Lines of the imports of stamen.vm modules made inside a function or method."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            for inner in ast.walk(node):
                if isinstance(inner, ast.ImportFrom) and \
                        (inner.module or "").startswith("stamen.vm"):
                    lines.append(inner.lineno)
                elif isinstance(inner, ast.Import) and \
                        any(a.name.startswith("stamen") for a in inner.names):
                    lines.append(inner.lineno)
    return sorted(set(lines))


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("stamen.vm")))
def test_vm_modules_import_vm_modules_at_top_level_only(module):
    """An import inside a function is how a cycle hides at import time; vm has none."""
    lines = _function_level_vm_imports(MODULES[module])
    assert not lines, f"{module}: function-level import of stamen at lines {lines}"


# Private names that langs/ still imports from another module, to be given public homes.
_PRIVATE_IMPORTS_LEFT = {("stamen.langs.boogie.parse", "_positioned")}


@pytest.mark.parametrize("module", sorted(m for m in MODULES if m.startswith("stamen.langs.")))
def test_langs_import_public_names_and_no_solver_backend(module):
    """A language uses stamen's public names: no `_private` name of another module, no
    solver backend (z3 itself, or the solver layer's translations) but through the
    solver layer's public API."""
    tree = ast.parse(MODULES[module].read_text(), str(MODULES[module]))
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bad += [f"line {node.lineno}: {a.name}" for a in node.names
                    if a.name.split(".")[0] in ("z3", "cvc5", "bitwuzla")]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            top = node.module.split(".")[0]
            backend = top in ("z3", "cvc5", "bitwuzla") or \
                node.module.startswith("stamen.solvers.") and \
                node.module.split(".")[2].endswith(("_translate", "_backend", "_model"))
            if backend:
                bad.append(f"line {node.lineno}: {node.module}")
            bad += [f"line {node.lineno}: {node.module}.{a.name}" for a in node.names
                    if a.name.startswith("_") and (module, a.name) not in _PRIVATE_IMPORTS_LEFT]
    assert not bad, f"{module} imports a private name or a solver backend: {bad}"
