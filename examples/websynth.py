"""Scraping by example: from two example records, extract every record of a page.

Run: python examples/websynth.py
"""

from stamen.langs import websynth

data = websynth.data_dir()
page = websynth.read_page(data / "itunes_top100_v2.html")
examples = websynth.read_examples(data / "itunes100_2.csv")
print("examples:", examples)

result = websynth.scrape(page, examples)
print("synthesized paths:")
for xpath in result.xpaths:
    print("  ", xpath)
print(f"{len(result.records)} records, the first five:")
for record in result.records[:5]:
    print("  ", record)

expected = websynth.read_expected(data / "itunes_top100_v2.out")
print("matches the expected output:", [list(r) for r in result.records] == expected)
