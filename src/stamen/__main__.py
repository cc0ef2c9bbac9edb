"""`python -m stamen ...`: the same as the `stamen` command (see `stamen.cli`)."""

import sys

from stamen.cli import main

__all__: list[str] = []

if __name__ == "__main__":
    sys.exit(main())
