"""WebSynth: scraping by example (the PLDI'14 paper's WebSynth). An HTML page is read into a
tree, a zpath reaching each example field is synthesized, the zpaths are generalised with a
mask over records, and every record is extracted. See `scrape.scrape` and `bench.suite`."""

from stamen.langs.websynth.bench import BENCHMARKS, data_dir, run_benchmark, suite
from stamen.langs.websynth.dom import Node, depth, flatten, parse_html, read_page, size, tags
from stamen.langs.websynth.scrape import ScrapeResult, read_examples, read_expected, scrape
from stamen.langs.websynth.zpath import Vocabulary, apply_mask, reaches, search, to_xpath

__all__ = [
    "BENCHMARKS", "Node", "ScrapeResult", "Vocabulary", "apply_mask", "data_dir", "depth",
    "flatten", "parse_html", "reaches", "read_examples", "read_expected", "read_page",
    "run_benchmark", "scrape", "search", "size", "suite", "tags", "to_xpath",
]
