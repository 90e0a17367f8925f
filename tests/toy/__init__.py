"""Pebbles: a toy game registered only in tests, to test the table (sessions, lobby, keeper, CPU seats, sweeper,
conformance suite) apart from any real game."""
