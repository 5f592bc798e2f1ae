"""English grammars."""
