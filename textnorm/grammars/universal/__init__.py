"""Language-independent grammar pieces that every language composes with its own lexicons."""
