"""Tests of the term layer (`stamen.terms`), one file per module."""
