"""One settings object, read from the environment and from `.env` (see `.env.example`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEFAULT_DATABASE_URL = "sqlite:///data/yokai.db"


class Settings(BaseSettings):
    """Everything the bot reads from its environment. The token is a secret: never printed or logged."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Log lines as text (for a person) or one JSON object a line (for a log collector): time, level, logger,
    # message, the game's id when the line is about one, the traceback of an error.
    log_format: Literal["text", "json"] = "text"
    # The operators' endpoint (off when unset): Prometheus metrics on http://METRICS_HOST:METRICS_PORT/metrics and a
    # health check on /healthz (200 when every shard is connected and the database answers, 503 otherwise).
    metrics_port: int | None = Field(default=None, ge=0, le=65535)
    metrics_host: str = "127.0.0.1"
    # A player whose turn has been waiting this long is pinged once (minutes).
    turn_reminder_minutes: float = Field(default=720.0, gt=0)
    # A game with no action for this long is closed as abandoned (hours).
    abandon_after_hours: float = Field(default=72.0, gt=0)
    # How often the sweeper looks for games to remind or close (seconds).
    sweep_seconds: float = Field(default=60.0, gt=0)
    # Limits: open tables (lobby or playing) one user may sit at, and one server may hold.
    max_games_per_user: int = Field(default=5, ge=1)
    max_games_per_guild: int = Field(default=200, ge=1)
    # Ratings: at most this many rated games against the same opponent (a person or a CPU level) in 24 hours; more
    # are played and recorded, not rated (bot/store/ratings.py).
    rated_games_per_opponent_per_day: int = Field(default=5, ge=1)
    # A server the bot was removed from: its games, results, ratings and settings are forgotten after this many days
    # (the bot added back before then forgets nothing).
    forget_server_after_days: float = Field(default=30.0, ge=0)
    # Cooldowns (seconds): opening a table (per user), posting a board again (per game).
    lobby_cooldown_seconds: float = Field(default=10.0, ge=0)
    board_cooldown_seconds: float = Field(default=30.0, ge=0)
    # CPU players: pause before each CPU action (so the table can follow), time budget of one decision, and
    # worker processes that compute decisions (0: a thread of the bot's process).
    cpu_delay_seconds: float = Field(default=1.0, ge=0)
    cpu_budget_seconds: float = Field(default=3.0, gt=0)
    cpu_workers: int = Field(default=1, ge=0, le=8)
    # Worker processes that draw the images (0: threads of the bot's process). Drawing holds Python's global lock: in
    # a process of its own it does not slow the bot's event loop down. Shared by the players' answers, look-ups and
    # the public boards, in that order (bot/table/drawing.py).
    render_processes: int = Field(default=1, ge=0, le=8)
    # More drawing processes started while the drawing is saturated (a player's picture waited 0.25 s for one: flat
    # out, a burst), stopped again after 30 s idle: the memory of a second process only while it is needed.
    render_burst_processes: int = Field(default=1, ge=0, le=8)
    # Games kept in memory (the others load on first use).
    live_cache_size: int = Field(default=2000, ge=10)
    # The keeper of public messages: REST requests per second one process may send (Discord allows 50 in all), how
    # long it waits after a change before drawing (coalescing a burst), and the least time between two refreshes
    # of one game's messages.
    keeper_rate: float = Field(default=40.0, gt=0, le=50)
    # Discord's global limit, for the whole bot: REST requests per second every process together may send, all but the
    # answers to interactions (Discord allows a bot 50; the rest is the margin for requests that reach Discord after
    # their slot, see bot/table/budget.py).
    # Processes sharing a PostgreSQL database share it there; one that cannot reach it spends its shards' share.
    discord_rate: float = Field(default=45.0, gt=0, le=50)
    keeper_debounce_seconds: float = Field(default=0.25, ge=0)
    keeper_interval_seconds: float = Field(default=1.0, ge=0)
    # A failed refresh is tried again after this long, then twice as long each time (up to a minute).
    keeper_retry_seconds: float = Field(default=1.0, gt=0)
    # Sharding (a bot in 2,500 servers or more must shard; see the README's "Running at scale"): how many shards the
    # bot has in all, and which of them this process runs ("0,1" or "0-3"). Unset: Discord's recommended count, all
    # of them in this process. Each process looks after the games of its own shards' servers only.
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None
    # The Activity (the live board inside Discord, README "The Activity"): off unless ACTIVITY_PORT is set. It serves
    # the page, its sign-in and its websocket on http://ACTIVITY_HOST:ACTIVITY_PORT (behind your HTTPS domain, which
    # the Developer Portal's URL mapping points at); DISCORD_CLIENT_SECRET (OAuth2 -> Client Secret) lets it ask
    # Discord who a page's person is. A secret: never printed or logged.
    activity_port: int | None = Field(default=None, ge=0, le=65535)
    activity_host: str = "127.0.0.1"
    discord_client_secret: SecretStr | None = None
    # How long a page's sign-in lasts before it asks Discord again (minutes).
    activity_session_minutes: float = Field(default=30.0, gt=0)

    @field_validator(
        "discord_token", "dev_guild_id", "metrics_port", "activity_port", "discord_client_secret", mode="before"
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        """`DEV_GUILD_ID=`, `DISCORD_TOKEN=`, `METRICS_PORT=`, `ACTIVITY_PORT=`... in `.env` mean "not set", not an
        error."""
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @field_validator("shard_count", mode="before")
    @classmethod
    def _blank_count_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: object) -> object:
        """`SHARD_IDS=0,1,2` or `SHARD_IDS=0-3` (ranges included); blank means unset."""
        if not isinstance(value, str):
            return value
        ids: list[int] = []
        for part in filter(None, (p.strip() for p in value.split(","))):
            first, _, last = part.partition("-")
            if not first.strip().isdigit() or (last and not last.strip().isdigit()):
                raise ValueError("SHARD_IDS must be shard numbers like 0,1,2 or a range like 0-3")
            ids.extend(range(int(first), int(last or first) + 1))
        return tuple(sorted(set(ids))) or None

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (how many shards the bot has in all)")
            if max(self.shard_ids) >= self.shard_count:
                raise ValueError(f"SHARD_IDS must be below SHARD_COUNT ({self.shard_count}): shards count from 0")
        return self

    @model_validator(mode="after")
    def _activity_needs_secret(self) -> Settings:
        if self.activity_port is not None and self.discord_client_secret is None:
            raise ValueError(
                "ACTIVITY_PORT needs DISCORD_CLIENT_SECRET (Developer Portal -> OAuth2 -> Client Secret) "
                "to sign pages in"
            )
        return self

    @property
    def activity_on(self) -> bool:
        """Whether this process serves the Activity."""
        return self.activity_port is not None and self.discord_client_secret is not None

    @field_validator("log_format", mode="before")
    @classmethod
    def _format_lower(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL")
        return level

    @property
    def database_path(self) -> Path | None:
        """The SQLite file behind `DATABASE_URL` (`sqlite:///relative` or `sqlite:////absolute`), None for memory."""
        return sqlite_path(self.database_url)


def sqlite_path(url: str) -> Path | None:
    """Parse a `sqlite:///path` URL. `sqlite:///:memory:` gives None (an in-memory database)."""
    prefix = "sqlite:///"
    if not url.startswith(prefix):
        scheme = url.split(":")[0]
        raise ValueError(
            f"DATABASE_URL must start with {prefix!r} or 'postgresql://' (SQLite or PostgreSQL); got a {scheme!r} URL"
        )
    rest = url[len(prefix) :]
    if rest in {":memory:", ""}:
        return None
    return Path(rest)
