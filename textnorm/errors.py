"""Errors raised to users; each says what went wrong and what exists instead."""


class TextnormError(Exception):
    """Base class of textnorm's own errors."""


class UnknownLanguageError(TextnormError, ValueError):
    pass


class UnknownModeError(TextnormError, ValueError):
    pass


class UnknownSchemeError(TextnormError, ValueError):
    pass


class LexiconError(TextnormError, ValueError):
    pass


class UnsupportedOptionError(TextnormError, TypeError):
    pass


class InvalidInputError(TextnormError, ValueError):
    """Input the user asked to reject (e.g. invalid UTF-8 under --errors strict)."""
