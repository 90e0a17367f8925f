"""Fixtures of the soak and fault suites."""

from tests.discord.fixtures import fake_discord  # noqa: F401
