"""The `textnorm` command line."""
