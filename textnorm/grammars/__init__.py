"""Pynini grammars per language and mode; one module per semiotic class."""
