"""`python -m textnorm` = the `textnorm` command."""

import sys

from .cli.main import main

sys.exit(main())
