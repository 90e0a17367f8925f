"""Issue 22 on Discord: a round won on its last turn says "Shobu (last turn)" in the round's post and the match's
lines, the panel says on the last turn that a Yaku now ends the round, and /koikoi rules states the rule, in English,
French and Italian; an old match keeps its rules and says so."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.koikoi import KoikoiConfig, RoundEnd, apply, legal_actions, new_game, view
from bot.games import GAMES
from bot.sessions import Seen
from bot.store import GameRecord, GameStatus, PlayerRecord
from cogs.koikoi.panel import panel
from cogs.koikoi.public import round_post, round_short

NAMES = ("Ana", "Ben")
WORDS = {"en": "Shobu (last turn)", "fr": "Shobu (dernier tour)", "it": "Shobu (ultimo turno)"}
NOTE = {"en": "Last turn of the round", "fr": "Dernier tour de la manche", "it": "Ultimo turno della manche"}


def record() -> GameRecord:
    seats = tuple(PlayerRecord(s, 100 + s, NAMES[s]) for s in range(2))
    return GameRecord(7, "koikoi", 1, 2, 100, None, 11, {}, GameStatus.ACTIVE, 3, 0.0, 0.0, 0.0, None, seats)


def a_last_turn_shobu() -> tuple[Any, Any]:
    """(a state whose player to move is on the round's last turn, a state after a round won by Shobu there)."""
    last = None
    for seed in range(400):
        rng, state = random.Random(seed), new_game(KoikoiConfig(rounds=3), 2, seed)
        while not state.is_over:
            if view(state, None).last_turn and last is None:
                last = state
            state = apply(state, rng.choice(legal_actions(state)))
            if any(r.end is RoundEnd.SHOBU and r.last_turn for r in state.history) and last is not None:
                return last, state
    raise AssertionError("no round won on its last turn in 400 seeds")


@pytest.mark.parametrize("locale", ["en", "fr", "it"])
async def test_the_last_turn_is_told_in_the_panel_the_posts_and_the_rules(locale: str) -> None:
    last, after = a_last_turn_shobu()
    v = view(after, None)
    won = next(r for r in v.history if r.end is RoundEnd.SHOBU and r.last_turn)
    assert WORDS[locale] in "\n".join(round_post(won, v, NAMES, locale))
    assert WORDS[locale] in round_short(won, NAMES, locale)

    seat = last.to_move
    seen = Seen(record(), seat, view(last, seat), tuple(legal_actions(last)), seat)

    async def draw(*args: Any, **kwargs: Any) -> bytes:
        return b""

    shown = await panel(seen, locale, draw)
    assert NOTE[locale] in shown.plain_text

    from cogs.koikoi.cog import KoikoiCog

    blocks = KoikoiCog.rules_blocks(object.__new__(KoikoiCog), locale)  # type: ignore[arg-type]
    more = "\n".join(KoikoiCog.rules_section(object.__new__(KoikoiCog), "more", locale))  # type: ignore[arg-type]
    rule = {
        "en": "On the round's last turn",
        "fr": "Au dernier tour de la manche",
        "it": "All'ultimo turno della manche",
    }
    hard = {"en": "**Hard**", "fr": "**Difficile**", "it": "**Difficile**"}
    assert rule[locale] in blocks[0] and hard[locale] in more and rule[locale] in more


def test_an_old_match_keeps_its_rules_and_says_so() -> None:
    engine = GAMES["koikoi"].engine
    old = engine.decode_config({"rounds": 3})  # saved before the rules version was kept
    assert old.rules_version == 1 and KoikoiConfig().rules_version == 2
    from cogs.koikoi.cog import KoikoiCog

    lines = KoikoiCog.option_lines(object.__new__(KoikoiCog), old, "en")  # type: ignore[arg-type]
    assert any("before 25 November 2026" in line for line in lines)
