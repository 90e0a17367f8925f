"""Fixtures of the Discord harness's own tests."""

from tests.discord.fixtures import fake_discord  # noqa: F401
