"""History and replays, the parts every game shares: the custom ids of their components and the messages' layouts.

- A history page (`/<game> history [player]`, ephemeral): a line per finished game, ◀ ▶ between pages and a select
  that opens a game's replay. Its components name no game (the router's "free" scope, id 0): `<kind>:0:<page>:
  history:<user>` pages through `<user>`'s games of the server the click comes from (what anyone there may look up).
- A replay (ephemeral): one step of a finished game, ⏮ ◀ ▶ ⏭, "every card face up" (or back), "post as animation".
  Its components name the game and the step (`<kind>:<game>:<version>:replay_step:<mode><move>`), in the router's
  "guild" scope: the game must be of the clicking server, and the sessions refuse any game not finished.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.store import HistoryPage
from bot.table.components import button, option, select
from bot.table.layout import Image, Layout
from bot.table.router import custom_id
from bot.text.common import text as common_text

PAGE_SIZE = 5
PUBLIC, FACE_UP = "p", "u"  # how a replay step is drawn: as the table saw it, or every card face up
MOVES = ("f", "b", "n", "l", "t")  # first, back, next, last, turn the cards (the same step): unique ids per message


def history_id(kind: str, page: int, user_id: int, verb: str = "history") -> str:
    return custom_id(kind, 0, page, verb, user_id)


def replay_id(kind: str, game_id: int, version: int, mode: str = PUBLIC, move: str = "o") -> str:
    return custom_id(kind, game_id, version, "replay_step", f"{mode}{move}")


def replay_mode(arg: str | None) -> str | None:
    """The drawing mode a replay component asks for (None: a forged arg)."""
    if arg is None or len(arg) != 2 or arg[0] not in (PUBLIC, FACE_UP) or arg[1] not in (*MOVES, "o"):
        return None
    return arg[0]


def history_layout(kind: str, title: str, page: HistoryPage, user_id: int, lines: Sequence[str], locale: str) -> Layout:
    """A page of history: the title, one line per game (or "none yet"), ◀ ▶ and the select of the page's replays."""
    body = "\n".join(lines) if lines else common_text("history.none", locale)
    text = [f"### {title}", body]
    if page.page or page.more:
        text.append(common_text("history.page", locale, page=page.page + 1))
    rows: list[list[discord.ui.Item[Any]]] = []
    if page.entries:
        choices = [
            option(common_text("history.pick_option", locale, id=e.game.id), str(e.game.id)) for e in page.entries
        ]
        rows.append(
            [select(history_id(kind, page.page, user_id, "history_pick"), common_text("history.pick", locale), choices)]
        )
    if page.page or page.more:
        rows.append(
            [
                button(history_id(kind, max(page.page - 1, 0), user_id), "◀", disabled=page.page == 0),
                button(history_id(kind, page.page + 1, user_id, "history_next"), "▶", disabled=not page.more),
            ]
        )
    return Layout(text, rows=rows)


def replay_layout(
    kind: str,
    game_id: int,
    board: Layout,
    *,
    version: int,
    last: int,
    face_up: bool,
    images: Sequence[Image],
    title: str,
    locale: str,
) -> Layout:
    """One replay step: its title, the board's text at that step, its pictures, and the replay's buttons."""
    mode = FACE_UP if face_up else PUBLIC
    nav: list[discord.ui.Item[Any]] = [
        button(replay_id(kind, game_id, 0, mode, "f"), "⏮", disabled=version == 0),
        button(replay_id(kind, game_id, max(version - 1, 0), mode, "b"), "◀", disabled=version == 0),
        button(replay_id(kind, game_id, min(version + 1, last), mode, "n"), "▶", disabled=version == last),
        button(replay_id(kind, game_id, last, mode, "l"), "⏭", disabled=version == last),
    ]
    flip = PUBLIC if face_up else FACE_UP
    turn = common_text("replay.as_seen" if face_up else "replay.face_up", locale)
    extra: list[discord.ui.Item[Any]] = [button(replay_id(kind, game_id, version, flip, "t"), turn)]
    if images:  # a game whose board has a picture: its steps animate
        animate = common_text("replay.animate", locale)
        extra.append(button(custom_id(kind, game_id, 0, "replay_anim"), animate, style=discord.ButtonStyle.primary))
    text = [f"**{title}**", *board.text]
    if face_up:
        text.append(common_text("replay.face_up_note", locale))
    return Layout(text, images=list(images), rows=[nav, extra], accent=board.accent)


def replay_button(kind: str, game_id: int, locale: str) -> discord.ui.Button[Any]:
    """The Replay button of a finished game (its reveal message, a history page)."""
    return button(custom_id(kind, game_id, 0, "replay"), common_text("replay.button", locale), emoji="🎞️")
