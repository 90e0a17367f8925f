"""Persistence: schema migrations, game sessions and their action log, results, the checklist and stats.

`open_store(DATABASE_URL)` gives a migrated `Store`; everything it returns is a frozen record from
`bot.store.records`, everything it raises on purpose is a `StoreError` from `bot.store.errors`.
"""

from bot.store.answers import OpenAnswer
from bot.store.daily import DailyTable
from bot.store.db import Migration, load_migrations
from bot.store.errors import (
    AlreadySeated,
    ChannelBusy,
    GameClosed,
    GameFull,
    GameNotActive,
    GameNotFound,
    GameNotInLobby,
    HostCannotLeave,
    LimitReached,
    NotEnoughPlayers,
    NotSeated,
    SchemaError,
    StoreError,
    VersionConflict,
    WrongStatus,
)
from bot.store.history import HistoryEntry, HistoryPage
from bot.store.messages import UNSET
from bot.store.records import (
    ActionRecord,
    DuelStats,
    GameKind,
    GameRecord,
    GameStatus,
    Limits,
    PathRow,
    PlayerRecord,
    ResultInput,
    SavedGame,
    StatsRecord,
)
from bot.store.scans import Shards
from bot.store.store import Store, open_store

__all__ = [
    "UNSET",
    "ActionRecord",
    "AlreadySeated",
    "ChannelBusy",
    "DailyTable",
    "DuelStats",
    "GameClosed",
    "GameFull",
    "GameKind",
    "GameNotActive",
    "GameNotFound",
    "GameNotInLobby",
    "GameRecord",
    "GameStatus",
    "HistoryEntry",
    "HistoryPage",
    "HostCannotLeave",
    "LimitReached",
    "Limits",
    "Migration",
    "NotEnoughPlayers",
    "NotSeated",
    "OpenAnswer",
    "PathRow",
    "PlayerRecord",
    "ResultInput",
    "SavedGame",
    "SchemaError",
    "Shards",
    "StatsRecord",
    "Store",
    "StoreError",
    "VersionConflict",
    "WrongStatus",
    "load_migrations",
    "open_store",
]
