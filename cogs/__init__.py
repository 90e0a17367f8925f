"""Discord cogs: one per game, plus the shared UI helpers, the lobby and the sweeper."""
