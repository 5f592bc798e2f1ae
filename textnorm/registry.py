"""The one registry of languages and modes.

Entries live in `languages/*.tsv`, one file per language family (data, not code): which
processor class serves a (language, mode) pair, its schemes and the semiotic classes it covers.
Processors are imported lazily, so `textnorm langs` and an unknown-language error cost no
grammar import.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, Protocol

from .errors import UnknownLanguageError, UnknownModeError, UnknownSchemeError
from .result import Result

MODES = ("tn", "itn", "script", "asr", "lexnorm")


class Processor(Protocol):
    """What every (language, mode) processor offers."""

    def normalize_with_alignment(self, text: str) -> Result: ...


@dataclass(frozen=True)
class ModeSpec:
    lang: str
    mode: str
    processor: str  # "package.module:ClassName"
    schemes: tuple[str, ...]  # the first is the default; empty when the mode has none
    classes: tuple[str, ...]

    def load(self) -> type:
        module_name, _, class_name = self.processor.partition(":")
        return getattr(importlib.import_module(module_name), class_name)

    def resolve_scheme(self, scheme: str | None) -> str | None:
        if scheme is None:
            return self.schemes[0] if self.schemes else None
        if scheme not in self.schemes:
            known = ", ".join(self.schemes) or "(none)"
            raise UnknownSchemeError(
                f"scheme {scheme!r} is not available for {self.lang}/{self.mode}; "
                f"available: {known}"
            )
        return scheme


def canonical_tag(tag: str) -> str:
    """BCP-47 casing: language lower case, script title case, region upper case."""
    parts = tag.replace("_", "-").split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif len(part) == 2 and part.isalpha():
            out.append(part.upper())
        else:
            out.append(part.lower())
    return "-".join(out)


@cache
def entries() -> dict[str, dict[str, ModeSpec]]:
    """All registered (language -> mode -> spec), read once from languages/*.tsv."""
    table: dict[str, dict[str, ModeSpec]] = {}
    folder = resources.files("textnorm").joinpath("languages")
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".tsv")), key=lambda f: f.name)
    lines = [line for f in files for line in f.read_text("utf-8").splitlines()]
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        lang, mode, processor, schemes, classes = line.split("\t")
        spec = ModeSpec(
            canonical_tag(lang),
            mode,
            processor,
            tuple(s for s in schemes.split(",") if s),
            tuple(c for c in classes.split(",") if c),
        )
        table.setdefault(spec.lang, {})[mode] = spec
    return table


def lookup(lang: str, mode: str) -> ModeSpec:
    table = entries()
    tag = canonical_tag(lang)
    if tag not in table:
        raise UnknownLanguageError(
            f"unknown language {lang!r}; available: {', '.join(sorted(table))}"
        )
    modes = table[tag]
    if mode not in modes:
        if mode not in MODES:
            raise UnknownModeError(f"unknown mode {mode!r}; modes are: {', '.join(MODES)}")
        raise UnknownModeError(
            f"mode {mode!r} is not available for {tag}; available: {', '.join(sorted(modes))}"
        )
    return modes[mode]


def create(lang: str, mode: str, scheme: str | None = None, **options: Any) -> Processor:
    spec = lookup(lang, mode)
    return spec.load()(spec.lang, scheme=spec.resolve_scheme(scheme), **options)


def describe() -> dict[str, dict[str, list[str]]]:
    """{"<lang>": {"<mode>": [classes or schemes]}} for `textnorm langs --json`."""
    return {
        lang: {mode: list(spec.classes or spec.schemes) for mode, spec in sorted(modes.items())}
        for lang, modes in sorted(entries().items())
    }
