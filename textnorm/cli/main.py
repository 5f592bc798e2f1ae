"""`textnorm` entry point: one module per sub-command (`<name>_cmd.py` with `register`)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from ..errors import TextnormError

# Each module (`<name>_cmd.py`, dashes as underscores) defines register(subparsers) and sets
# `func` on its parser; order = help order.
COMMANDS = ("normalize", "check", "eval", "langs", "build", "synth", "train", "train-lexnorm")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="textnorm",
        description="Text normalization: TN, ITN, script and ASR-safe normalization.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    for name in COMMANDS:
        importlib.import_module(f"{__package__}.{name.replace('-', '_')}_cmd").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args) or 0
    except TextnormError as error:
        print(f"textnorm: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except OSError as error:  # missing or unreadable files
        name = f": {error.filename}" if error.filename else ""
        print(f"textnorm: error: {error.strerror or error}{name}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # noqa: BLE001 - a bug: one clear line unless debugging
        if os.environ.get("TEXTNORM_DEBUG"):
            raise
        print(f"textnorm: internal error: {error!r} (TEXTNORM_DEBUG=1 shows the traceback)",
              file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
