"""Solver-aided languages built on stamen's public API (the paper's case studies).

Each subpackage is an ordinary user of `import stamen as st`: its syntax as
Python data, an interpreter in lifted Python, its queries, and a
`suite(quick=...)` of benchmark rows for `stamen bench <name>`. Nothing
below `langs/` imports these packages.
"""
