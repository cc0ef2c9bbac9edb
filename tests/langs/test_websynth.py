"""The WebSynth language: reading HTML as WebSynth does, zpaths, and scraping the pages."""

import pytest

import stamen as st
from stamen.langs import websynth
from stamen.langs.websynth.zpath import Vocabulary

PAGE = """<html><body><table>
<tr><td>Name</td><td>City</td></tr>
<tr><td>Ann &amp; Bo</td><td>Rome</td></tr>
<tr><td>Cy</td><td>Oslo<br>Norway</td></tr>
<tr><td>&nbsp;</td><td>  </td></tr>
</table></body></html>"""


def test_tree_shape_and_text():
    root = websynth.parse_html(PAGE)
    assert root.tag == "html[0]"
    table = root.children[0].children[0]
    rows = [c for c in table.children if isinstance(c, websynth.Node)]
    assert [r.tag for r in rows] == ["tr[0]", "tr[1]", "tr[2]", "tr[3]"]
    assert [c.tag for c in rows[1].children] == ["td[0]", "td[1]"]
    assert rows[1].children[0].children == ["Ann ", "&", " Bo"]
    assert websynth.flatten(rows[1].children[0]) == "Ann  &  Bo"
    assert websynth.flatten(rows[3]) == " "
    assert websynth.depth(root) == 6  # html body table tr td br


def test_search_with_a_generalised_path():
    root = websynth.parse_html(PAGE)
    # The text of a node joins all its children's texts, an empty <br> included.
    assert websynth.search(root, "/html[0]/body[0]/table[0]/tr/td[1]") == [
        "City", "Rome", "Oslo  Norway", ""]
    assert websynth.apply_mask(["a[0]", "tr[1]", "td[0]", ""], [True, False, True, True]) == [
        "a[0]", "tr", "td[0]"]


def test_reaches_is_the_path_checker():
    root = websynth.parse_html(PAGE)
    vocabulary = Vocabulary(websynth.tags(root))
    ids = [vocabulary.id(t) for t in ["html[0]", "body[0]", "table[0]", "tr[2]", "td[0]"]]
    assert websynth.reaches(ids, root, "Cy", vocabulary) is True
    assert websynth.reaches(ids, root, "Rome", vocabulary) is False
    zpath = [st.symbolic(f"z{i}", int) for i in range(5)]
    sol = st.solve(lambda: st.assert_(websynth.reaches(zpath, root, "Rome", vocabulary)))
    assert [vocabulary.label(t) for t in sol.evaluate(zpath)] == [
        "html[0]", "body[0]", "table[0]", "tr[1]", "td[1]"]


def test_scrape_generalises_from_two_records():
    root = websynth.parse_html(PAGE)
    result = websynth.scrape(root, [["Ann ", "Rome"], ["Cy", "Oslo"]])
    assert result.answer == "synthesized"
    assert result.records[1:3] == [("Ann  &  Bo", "Rome"), ("Cy", "Oslo  Norway")]


def test_read_expected_handles_escapes(tmp_path):
    out = tmp_path / "x.out"
    out.write_text("'((\"a\\\"b\" \"c\\r\\nd\") (\"\" \"e\"))", encoding="utf-8")
    assert websynth.read_expected(out) == [['a"b', "c\r\nd"], ["", "e"]]


needs_data = pytest.mark.skipif(not websynth.data_dir().is_dir(), reason="no websynth data")


@needs_data
def test_quick_suite():
    rows = websynth.suite(quick=True)
    assert rows and all(r["ok"] for r in rows), [(r["name"], r["answer"]) for r in rows]


@needs_data
@pytest.mark.slow
def test_full_suite():
    rows = websynth.suite(quick=False)
    assert len(rows) == 12 and all(r["ok"] for r in rows)
