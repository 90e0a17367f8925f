"""End-to-end tests: the real bot (GameBot) and the real discord.py client against the fake Discord."""

from fakediscord.fixtures import fake_discord  # noqa: F401
from tests.pg import fresh_postgres, postgres  # noqa: F401  (fixtures)
