"""Sessions: the one path every action takes, whoever it comes from (a button, a select, a slash command, a CPU).

Games load on first use (seed + action log, replayed) into a bounded cache; nothing is replayed at start-up. The
cogs never see a game's state: they get `Seen` objects, the view of one seat (or of the public) plus the actions
that seat may take now. No Discord here: the cogs turn `SessionError`s and `IllegalAction`s into messages.

- `types`: the registry entry of a game and the objects the cogs receive;
- `core`: loading, caching, locking, views, change listeners;
- `lobbies`: opening, seating, starting, cancelling;
- `play`: acting (the one path), ending, resigning;
- `privacy`: forgetting a person, or a server the bot left;
- `refusals`: the one table from store errors to refusals;
- `replays`: finished games stepped through, rebuilt from their seed and log;
- `host`: one game's typed window on the sessions.
"""

from bot.sessions.core import DEFAULT_CACHE
from bot.sessions.host import Host
from bot.sessions.lobbies import LobbyOps, invitees
from bot.sessions.privacy import PrivacyOps
from bot.sessions.replays import ReplayOps, ReplayStep
from bot.sessions.types import GameDef, Listener, Live, Outcome, Seen, SessionError, cpu_number, player_name


class Sessions(PrivacyOps, LobbyOps, ReplayOps):
    """Loads, locks, applies and saves games. One instance per bot; every write goes through it."""


__all__ = [
    "DEFAULT_CACHE",
    "GameDef",
    "Host",
    "Listener",
    "Live",
    "Outcome",
    "ReplayStep",
    "Seen",
    "SessionError",
    "Sessions",
    "cpu_number",
    "invitees",
    "player_name",
]
