"""stamen's library of the declarations that Boogie's `/lib:base` and `/lib:set_size`
provide (`library.bpl`): the sections a program needs, added in front of its own.

A section is needed when the program uses one of its names without declaring it, or
when a needed section uses one of its names. A section that would declare a name the
program declares itself is left out, with every section that needs it: the program's
own declaration wins, as it does in Boogie when the library is not asked for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from stamen.langs.boogie import ast as A
from stamen.langs.boogie.parse import parse_text
from stamen.langs.boogie.source import preprocess

__all__ = ["LIBRARY_FILE", "Section", "declared_names", "is_library_decl", "library_decls",
           "sections", "used_names"]

LIBRARY_FILE = Path(__file__).with_name("library.bpl")

_SECTION = re.compile(r"^// section (\w+)\s*$", re.MULTILINE)
_IDENT = re.compile(r"\\?[A-Za-z'~#$^_.?`][A-Za-z0-9'~#$^_.?`]*")
_STRING = re.compile(r'"([^"\\\r\n]|\\+[^\\\r\n])*"')


@dataclass(frozen=True)
class Section:
    """One section of the library: its declarations, the names they declare and the
    identifiers its text uses."""

    name: str
    decls: tuple
    names: frozenset
    uses: frozenset


def declared_names(decls) -> set[str]:
    """Returns the global names that the declarations declare (types, constants,
    functions, datatypes and their constructors, variables, procedures)."""
    names = set()
    for d in decls:
        if isinstance(d, A.DatatypeDecl):
            names.add(d.name)
            names.update(c.name for c in d.ctors)
        elif isinstance(d, A.GlobalVarDecl):
            names.add(d.var.name)
        elif isinstance(d, (A.TypeDecl, A.ConstDecl, A.FunctionDecl, A.ProcedureDecl)):
            names.add(d.name)
    return names


def used_names(text: str) -> set[str]:
    """Returns the identifiers in Boogie text, outside comments and string literals."""
    clean, _ = preprocess(text, frozenset())
    return set(_IDENT.findall(_STRING.sub(" ", clean)))


@lru_cache(maxsize=1)
def sections() -> tuple[Section, ...]:
    """Returns the library's sections, in the file's order (parsed once per process)."""
    text = LIBRARY_FILE.read_text(encoding="utf-8")
    marks = list(_SECTION.finditer(text))
    result = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        chunk = text[mark.end():end]
        padded = "\n" * text.count("\n", 0, mark.end()) + chunk
        program = parse_text(padded, str(LIBRARY_FILE))
        if isinstance(program, list):  # the library is part of stamen: a bug, not input
            raise RuntimeError(f"stamen's Boogie library does not parse: {program[0]}")
        names = frozenset(declared_names(program.decls))
        result.append(Section(mark.group(1), program.decls, names,
                              frozenset(used_names(chunk))))
    return tuple(result)


@lru_cache(maxsize=1)
def _library_ids() -> frozenset[int]:
    return frozenset(id(d) for s in sections() for d in s.decls)


def is_library_decl(decl: A.Decl) -> bool:
    """Returns whether a declaration is one of the library's."""
    return id(decl) in _library_ids()


def _needs(section: Section, all_sections: tuple[Section, ...]) -> list[Section]:
    """Returns the other sections whose names `section` uses."""
    return [s for s in all_sections if s is not section and s.names & section.uses]


@lru_cache(maxsize=1)
def _any_name() -> re.Pattern:
    """Returns a pattern that finds any name the library declares, as a whole word."""
    names = sorted({n for s in sections() for n in s.names}, key=len, reverse=True)
    edge = "A-Za-z0-9'~#$^_.?`\\\\"
    return re.compile(f"(?<![{edge}])(?:{'|'.join(map(re.escape, names))})(?![{edge}])")


def library_decls(program: A.Program, text: str) -> tuple:
    """Returns the library declarations `program` (whose source is `text`) needs, in
    the library's order (see the module docstring)."""
    if _any_name().search(text) is None:  # the common case, found in one scan
        return ()
    all_sections = sections()
    declared = declared_names(program.decls)
    wanted = used_names(text) - declared
    chosen = [s for s in all_sections if s.names & wanted]
    if not chosen:
        return ()
    needed = {s.name: s for s in chosen}
    work = list(chosen)
    while work:
        for dep in _needs(work.pop(), all_sections):
            if dep.name not in needed:
                needed[dep.name] = dep
                work.append(dep)
    blocked = {name for name, s in needed.items() if s.names & declared}
    changed = True
    while changed:
        changed = False
        for name, s in needed.items():
            if name not in blocked and any(d.name in blocked for d in _needs(s, all_sections)
                                           if d.name in needed):
                blocked.add(name)
                changed = True
    return tuple(d for s in all_sections if s.name in needed and s.name not in blocked
                 for d in s.decls)
