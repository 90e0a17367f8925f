"""A history line, for each game: the date (Discord's own timestamp, shown in each reader's time zone), the players
(a CPU marked and named in the reader's language, a person by the name they were seated with), the options and the
result (a duel's winner and points, a draw, a resignation; a Yōkai game won with its score and tier, or lost)."""

from __future__ import annotations

import time

from bot.engine import koikoi, yokai
from bot.games import GAMES
from bot.store import GameRecord, GameStatus, HistoryEntry, PlayerRecord
from bot.text.common import cpu_name
from bot.text.common import text as common
from bot.text.koikoi import text as koikoi_text
from bot.text.yokai import text as yokai_text
from tests.table.test_secrets import cog_for

FINISHED_AT = 1_790_000_000.0


def entry(kind: str, config: object, players: tuple[PlayerRecord, ...], **result: object) -> HistoryEntry:
    now = time.time()
    options = {"config": GAMES[kind].engine.encode_config(config)}
    game = GameRecord(42, kind, 1, 2, 1001, None, 11, options, GameStatus.FINISHED, 30, now, now, now, None, players)
    values: dict[str, object] = {"outcome": "won", "won": True, "score": None, "tier": None, "details": {}}
    return HistoryEntry(game=game, finished_at=FINISHED_AT, **(values | result))  # type: ignore[arg-type]


def test_a_duel_against_the_cpu_in_french() -> None:
    cog = cog_for("koikoi")
    players = (PlayerRecord(0, 1001, "Anaïs"), PlayerRecord(1, -1, "Bot (hard)", "hard"))
    config = koikoi.KoikoiConfig(rounds=3)
    won = cog.history_line(entry("koikoi", config, players, winners=(1,), details={"scores": [4, 9]}), "fr")
    computer = cpu_name("hard", "fr")
    assert won.startswith(f"**#42** · <t:{int(FINISHED_AT)}:d> · Anaïs, 🤖 {computer} · ")
    assert koikoi_text("option.rounds", "fr", rounds=3) in won and "Bot (hard)" not in won
    assert won.endswith(common("history.won", "fr", name=computer, points="4–9"))
    draw = cog.history_line(
        entry("koikoi", config, players, outcome="draw", won=False, details={"scores": [5, 5]}), "en"
    )
    assert draw.endswith(common("history.draw", "en", points="5–5"))
    resigned = entry(
        "koikoi", config, players, outcome="resigned", winners=(1,), details={"resigned": 0, "scores": [0, 2]}
    )
    assert cog.history_line(resigned, "it").endswith(common("history.resigned", "it", name="Anaïs"))


def test_a_yokai_game_won_or_lost() -> None:
    cog = cog_for("yokai")
    players = tuple(PlayerRecord(s, 1001 + s, name) for s, name in enumerate(("Ana", "Ben", "Cy")))
    config = yokai.YokaiConfig(level=3)
    won = cog.history_line(entry("yokai", config, players, score=14, tier="glorious", winners=(0, 1, 2)), "en")
    assert " · Ana, Ben, Cy · " in won and "🤖" not in won
    edition = yokai_text("edition.current", "en")
    assert yokai_text("history.options", "en", edition=edition, level=3) in won
    assert won.endswith(yokai_text("history.won", "en", score=14, tier=yokai_text("tier.current.glorious", "en")))
    lost = cog.history_line(entry("yokai", config, players, outcome="lost", won=False), "fr")
    assert lost.endswith(yokai_text("history.lost", "fr"))
