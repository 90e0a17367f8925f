"""An offline Discord for tests: a fake REST + gateway server that the real, unmodified discord.py client uses.

Where to look:
- `harness.py`: `FakeDiscord`, the API tests use (run a bot, act as users, read what they see); `fixtures.py`
  has the `fake_discord` pytest fixture (import it into another package's conftest.py to use it there).
- `actions.py` (slash, click, select, autocomplete, modal submit) and `handles.py` (`InteractionHandle`: wait for
  the response, followups, choices, modal).
- `world.py` / `accounts.py` (guilds, channels, threads, roles, members), `messages.py` (`FakeMessage`),
  `interactions.py` (`FakeInteraction`), `commands.py` (synced schema + invocation validation).
- `fake.py` (server lifecycle, waiting, violations, faults, ERROR-log watch), `rest.py`, `webhooks.py`,
  `store.py`, `gateway.py` (the protocol), `rules.py` (Discord's limits).
- `sitecustomize_dir/`: points a child process (e.g. `python -m bot`) at the fake; see `FakeDiscord.spawn_bot`.

A package of its own (not under `tests/`) so that `bench/` uses it too; test-only, never shipped. Its own tests,
and `demo_bot.py` (the throwaway bot they drive), are in `tests/fakediscord/`.
"""
