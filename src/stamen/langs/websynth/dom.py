"""HTML pages as trees of tagged nodes, read the way WebSynth's Racket reader reads them.

A node's tag is its element name and its position among the same-named
children of its parent (`td[2]`); its children are nodes and text strings.
Text is kept verbatim (no whitespace normalisation), text that is only
whitespace is dropped, `&amp;`-style entities for markup characters become
their own one-character strings, other entities are dropped, comments are
ignored, and bytes that are not UTF-8 read as `?`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

__all__ = ["Node", "depth", "flatten", "parse_html", "read_page", "size", "tags"]

_VOID = frozenset(
    "area base br col embed hr img input keygen link meta param source track wbr".split())
_MARKUP_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
_BLANK = re.compile(r"[ \t\n\v\f\r]+")


@dataclass(eq=False)
class Node:
    """An element: its tag (`name[index]`), its children (Nodes and strings), and the set of
    texts anywhere below it (so a search can skip subtrees without its text)."""

    tag: str
    children: list = field(default_factory=list)
    texts: frozenset = frozenset()

    @property
    def name(self) -> str:
        return self.tag.split("[", 1)[0]

    def __repr__(self) -> str:
        return f"Node({self.tag!r}, {len(self.children)} children)"


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.document = _Open("#document")
        self.open = [self.document]

    def handle_starttag(self, tag, attrs):
        element = _Open(tag)
        self.open[-1].add(element)
        if tag not in _VOID:
            self.open.append(element)

    def handle_startendtag(self, tag, attrs):
        self.open[-1].add(_Open(tag))

    def handle_endtag(self, tag):
        for i in range(len(self.open) - 1, 0, -1):
            if self.open[i].name == tag:
                del self.open[i:]
                return

    def handle_data(self, data):
        if not _BLANK.fullmatch(data):
            self.open[-1].add(data)

    def handle_entityref(self, name):
        if name in _MARKUP_ENTITIES:
            self.open[-1].add(_MARKUP_ENTITIES[name])


class _Open:
    """An element while it is being read: children are numbered when the parent closes."""

    def __init__(self, name: str):
        self.name = name
        self.children: list = []

    def add(self, child) -> None:
        self.children.append(child)

    def build(self, tag: str) -> Node:
        counts: dict[str, int] = {}
        children = []
        texts: set[str] = set()
        for child in self.children:
            if isinstance(child, str):
                children.append(child)
                texts.add(child)
            else:
                index = counts.get(child.name, 0)
                counts[child.name] = index + 1
                node = child.build(f"{child.name}[{index}]")
                children.append(node)
                texts.update(node.texts)
        return Node(tag, children, frozenset(texts))


def parse_html(text: str) -> Node:
    """Returns the tree of the first top-level element of an HTML document."""
    builder = _Builder()
    builder.feed(text)
    builder.close()
    first = next(c for c in builder.document.children if isinstance(c, _Open))
    return first.build(f"{first.name}[0]")


def read_page(path: str | Path) -> Node:
    """Returns the tree of an HTML file (bytes that are not UTF-8 read as `?`)."""
    text = Path(path).read_bytes().decode("utf-8", errors="replace").replace("\ufffd", "?")
    return parse_html(text)


def depth(node) -> int:
    """Returns the number of nodes on the longest root-to-leaf path (text counts 0)."""
    if not isinstance(node, Node):
        return 0
    return 1 + max((depth(c) for c in node.children), default=0)


def size(node) -> int:
    """Returns the number of nodes (not counting text)."""
    if not isinstance(node, Node):
        return 0
    return 1 + sum(size(c) for c in node.children)


def tags(node: Node) -> list[str]:
    """Returns the distinct tags of the tree in preorder."""
    seen: dict[str, None] = {}
    stack = [node]
    while stack:
        n = stack.pop()
        seen.setdefault(n.tag)
        stack.extend(reversed([c for c in n.children if isinstance(c, Node)]))
    return list(seen)


def flatten(node) -> str:
    """Returns the text of a node: its children's texts joined by single spaces."""
    if isinstance(node, str):
        return node
    return " ".join(flatten(c) for c in node.children)
