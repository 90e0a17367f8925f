"""The real bot as the tests run it (no debounce, no CPU delay, everything in process) and finding its game and
board through the fake Discord: shared by the table, toy and end-to-end tests."""

from __future__ import annotations

from typing import Any

from bot.client import GameBot
from bot.config import Settings
from bot.sessions import GameDef
from fakediscord.accounts import FakeMember
from fakediscord.harness import FakeDiscord
from fakediscord.messages import FakeMessage
from fakediscord.world import FakeChannel

FAST: dict[str, Any] = {
    "keeper_debounce_seconds": 0.0,
    "keeper_interval_seconds": 0.0,
    "keeper_retry_seconds": 0.2,
    "cpu_delay_seconds": 0.0,
    "cpu_workers": 0,
    "render_processes": 0,
    "lobby_cooldown_seconds": 0.0,
    "board_cooldown_seconds": 0.0,
}
# The same, for a bot started as its own process (`python -m bot`, read from the environment).
FAST_ENV: dict[str, str] = {key.upper(): str(value) for key, value in FAST.items()} | {"LOG_LEVEL": "INFO"}


def fast_settings(db_url: str, **overrides: Any) -> Settings:
    return Settings(_env_file=None, discord_token="fake", database_url=db_url, **(FAST | overrides))  # type: ignore[call-arg]


def fast_bot(db_url: str, games: dict[str, GameDef] | None = None, **overrides: Any) -> GameBot:  # type: ignore[type-arg]
    return GameBot(fast_settings(db_url, **overrides), games=games)


def bot_of(fake: FakeDiscord) -> GameBot:
    assert isinstance(fake.bot, GameBot)
    return fake.bot


async def game_id(fake: FakeDiscord) -> int:
    """The open game of the default channel."""
    record = await bot_of(fake).sessions.in_channel(fake.channel.id)
    assert record is not None
    return record.id


async def board(fake: FakeDiscord, game: int) -> FakeMessage:
    """The game's board message once the keeper has brought it up to date."""
    bot = bot_of(fake)
    await bot.keeper.settle(game)
    record = await bot.store.get_game(game)
    assert record is not None and record.board_message_id is not None
    return fake.messages[record.board_message_id]


class BotTable:
    """A channel's table: its people drive the real bot through the fake Discord (a game's table adds how they open
    and play its game). `names` are members made here; or `members` made by the test (e.g. speaking `language`, the
    language of the buttons the players press)."""

    def __init__(
        self,
        fake: FakeDiscord,
        db_url: str,
        names: list[str],
        *,
        games: dict[str, GameDef] | None = None,
        channel: FakeChannel | None = None,
        members: list[FakeMember] | None = None,
        language: str = "en",
        **settings: Any,
    ) -> None:
        self.fake = fake
        self.channel = channel or fake.channel
        self.members = members if members is not None else [fake.member(name) for name in names]
        self.language = language
        self.settings = fast_settings(db_url, **settings)
        self.games = games
        self.game_id: int | None = None

    # ------------------------------------------------------------------ the bot
    def make_bot(self) -> GameBot:
        return GameBot(self.settings, games=self.games)

    @property
    def bot(self) -> GameBot:
        assert self.fake.bot is not None, "the bot is not running"
        return self.fake.bot  # type: ignore[return-value]

    async def restart(self) -> None:
        await self.fake.restart_bot(self.make_bot)
