"""End-to-end tests: the real bot (GameBot) and the real discord.py client against the fake Discord."""

from tests.discord.fixtures import fake_discord  # noqa: F401
