"""ZPaths: the tag paths WebSynth synthesizes, their lifted checker, their generalisation by
a mask, and the XPath-style search that extracts records with them.

A zpath of length d (the page's depth) is a list of tag ids, padded with the
id of the empty tag ""; `reaches(zpath, node, text)` holds when a prefix of
the zpath names the tags from `node` down to an element with a child text
equal to `text`, and the rest is padding.
"""

from __future__ import annotations

import re

import stamen as st
from stamen.langs.websynth.dom import Node, flatten

__all__ = ["EMPTY", "Vocabulary", "apply_mask", "reaches", "search", "to_xpath"]

EMPTY = 0
_INDEX = re.compile(r"\[([0-9]+)\]$")


class Vocabulary:
    """The tag ids of a page: "" is 0, then every distinct tag of the tree."""

    def __init__(self, tags: list[str]):
        self.labels = ["", *tags]
        self.ids = {t: i for i, t in enumerate(self.labels)}

    def __len__(self) -> int:
        return len(self.labels)

    def id(self, tag: str) -> int:
        return self.ids[tag]

    def label(self, tag_id: int) -> str:
        return self.labels[tag_id]


@st.lifted
def reaches(zpath: list, node, text: str, vocabulary: Vocabulary):
    """Returns whether a prefix of `zpath` leads from `node` to a text child equal to `text`,
    the rest of `zpath` being padding (WebSynth's `path?`)."""
    if isinstance(node, str):
        return node == text and all(t == EMPTY for t in zpath)
    if not zpath or text not in node.texts:
        return False
    # every child's answer, as a list: `reaches` is pure, so this is the search's value,
    # without the generator's exact stop (any() of a generator expression takes its
    # elements one by one, as Python's does, which costs a snapshot per node here)
    below = any([reaches(zpath[1:], child, text, vocabulary) for child in node.children])
    return below and zpath[0] == vocabulary.id(node.tag)


def apply_mask(labels: list[str], mask: list[bool]) -> list[str]:
    """Returns the labels generalised by the mask: where the mask is false a tag loses its
    index (`td[2]` becomes `td`); the last position is dropped, as in WebSynth."""
    out = []
    for label, keep in zip(labels[:-1], mask[:-1], strict=True):
        out.append(label if keep or not label else _INDEX.sub("", label))
    return out


def to_xpath(labels: list[str]) -> str:
    """Returns the absolute path of the non-empty labels (`/html[0]/body[0]/.../td`)."""
    return "/" + "/".join(label for label in labels if label)


def _matches(token: str, node) -> bool:
    return isinstance(node, Node) and node.name == _INDEX.sub("", token)


def _select(siblings: list, token: str) -> list:
    found = _INDEX.search(token)
    if found is None:
        return siblings
    index = int(found.group(1))
    if index < len(siblings):
        return [siblings[index]]
    if index == 0:
        return []
    raise IndexError(f"index out of bounds: tag {token}, {len(siblings)} siblings")


def _search(node: Node, tokens: list[str]) -> list[Node]:
    if len(tokens) == 1:
        return [node] if _matches(tokens[0], node) else []
    children = [c for c in node.children if _matches(tokens[1], c)]
    return [hit for child in _select(children, tokens[1]) for hit in _search(child, tokens[1:])]


def search(root: Node, xpath: str) -> list[str]:
    """Returns the texts of the nodes an absolute path selects, in document order; a token
    without an index selects every same-named child."""
    tokens = [t for t in xpath.split("/") if t]
    return [flatten(n) for n in _search(root, tokens)]
