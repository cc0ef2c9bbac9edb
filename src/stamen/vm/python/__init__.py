"""VM layer 5, python: Python's operator semantics on symbolic values (pyops and the modules
it builds on), the operators of Union, assertions, and reflection."""
