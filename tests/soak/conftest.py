"""Fixtures of the soak and fault suites."""

from fakediscord.fixtures import fake_discord  # noqa: F401
