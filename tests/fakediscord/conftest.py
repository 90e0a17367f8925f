"""Fixtures of the Discord harness's own tests."""

from fakediscord.fixtures import fake_discord  # noqa: F401
