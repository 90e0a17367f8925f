"""A call for a worker that imports nothing of the bot's (tests/table/test_workers.py): what the worker has loaded."""

import sys


def modules() -> list[str]:
    return sorted(sys.modules)
