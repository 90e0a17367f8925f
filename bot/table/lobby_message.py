"""The lobby's public message, in any status (open, started, closed): its seats, its options and its buttons (Join /
Leave / Start / Cancel, Add a bot, or an invitation's Accept / Decline), drawn from the saved table; and what the
lobby and the live board's lobby both read of a table (who it waits for, its seats, the level of the bots its host
may add)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.sessions import cpu_number, invitees
from bot.store import GameRecord, GameStatus
from bot.table.components import button
from bot.table.layout import Layout
from bot.table.names import mention
from bot.table.router import custom_id
from bot.text.common import cpu_name, text

if TYPE_CHECKING:
    from bot.table.lobby import Lobby

LOBBY_COLOUR = 0x5865F2
STARTED_COLOUR = 0x2D7D46
CLOSED_COLOUR = 0x70747A


def invited(record: GameRecord) -> tuple[int, ...]:
    """The members the lobby waits for: a duel's invited opponent, a rematch's players (empty: an open table)."""
    return invitees(record.options)


def bot_level(lobby: Lobby, record: GameRecord) -> str | None:
    """The level of the bots the host may add to this open lobby (its **Add a bot** button), None when it offers none
    (a game without bot seats, an invitation): the level the host asked for with the command (`bot_level`, or the
    level of the bots seated at once), else the game's middle level."""
    levels = lobby.game.lobby_bot_levels
    if not levels or invited(record):
        return None
    for asked in (record.options.get("cpu"), record.options.get("bot_level")):
        if isinstance(asked, str) and asked in levels:
            return asked
    return levels[len(levels) // 2]


def add_bot_label(lobby: Lobby, record: GameRecord, locale: str) -> str | None:
    """The words of the host's **Add a bot** button (the bots' level in them), None where the lobby offers none: the
    channel's lobby message and the live board's lobby say the same."""
    level = bot_level(lobby, record)
    return None if level is None else text("lobby.add_bot", locale, level=text(f"cpu.{level}", locale))


def seats_of(lobby: Lobby, record: GameRecord) -> int:
    """The seats of the table: the game's most, or the day's count at a daily table (`/yokai daily`)."""
    daily = record.options.get("daily")
    return int(daily["seats"]) if isinstance(daily, dict) else lobby.gamedef.max_players


def seat_lines(record: GameRecord, locale: str) -> list[str]:
    lines = []
    for p in record.players:
        if p.cpu is not None:
            who = text("lobby.bot", locale, name=cpu_name(p.cpu, locale, cpu_number(p, record.players)))
        else:
            who = mention(p.user_id)
        if p.user_id == record.host_id:
            who += f" ({text('lobby.host', locale)})"
        lines.append(f"{p.seat + 1}. {who}")
    return lines


def lobby_layout(lobby: Lobby, record: GameRecord, locale: str) -> Layout:
    """The lobby message for `record` in any status: open, started or closed."""
    game = lobby.game.name(locale)
    host = mention(record.host_id)
    guests = invited(record)
    gamedef = lobby.gamedef
    lines: list[str] = []
    rows: list[list[discord.ui.Item[Any]]] = []
    accent = LOBBY_COLOUR

    def cid(verb: str) -> str:
        return custom_id(lobby.kind, record.id, 0, verb)

    if record.status is GameStatus.LOBBY:
        if guests:
            waiting = ", ".join(mention(g) for g in guests if record.seat_of(g) is None)
            everyone = ", ".join(mention(g) for g in guests)
            lines.append("### " + text("lobby.title.invite", locale, game=game, host=host, guest=everyone))
            step = record.options.get("again")
            if step in ("rematch", "next_level"):
                lines.append(text(f"lobby.again.{step}", locale))
            how = text("lobby.how.invite", locale, guest=waiting, host=host)
            rows.append(
                [
                    button(cid("accept"), text("lobby.accept", locale), style=discord.ButtonStyle.success),
                    button(cid("decline"), text("lobby.decline", locale), style=discord.ButtonStyle.danger),
                    button(cid("cancel"), text("lobby.cancel", locale)),
                ]
            )
        else:
            lines.append("### " + text("lobby.title", locale, game=game))
            if isinstance(record.options.get("daily"), dict):  # the day's count, exactly: Start refuses any other
                how = text("lobby.how.seats", locale, host=host, seats=seats_of(lobby, record))
            else:
                how = text("lobby.how", locale, host=host, min=gamedef.min_players, max=gamedef.max_players)
            rows.append(
                [
                    button(cid("join"), text("lobby.join", locale), style=discord.ButtonStyle.primary),
                    button(cid("leave"), text("lobby.leave", locale)),
                    button(cid("start"), text("lobby.start", locale), style=discord.ButtonStyle.success),
                    button(cid("cancel"), text("lobby.cancel", locale), style=discord.ButtonStyle.danger),
                ]
            )
            label = add_bot_label(lobby, record, locale)
            if label is not None and len(record.players) < seats_of(lobby, record):
                how += " " + text("lobby.how.bots", locale, host=host, button=label)
                rows.append([button(cid("add_bot"), label, emoji="🤖")])
    elif record.status is GameStatus.CANCELLED:
        accent = CLOSED_COLOUR
        lines.append("### " + text("lobby.title.cancelled", locale, game=game))
        if record.close_reason == "declined" and record.closed_by is not None:
            how = text("lobby.declined", locale, name=mention(record.closed_by))
        elif record.close_reason == "idle":
            how = text("lobby.idle", locale, hours=lobby.idle_hours)
        else:
            how = text("lobby.cancelled", locale, name=mention(record.closed_by or record.host_id))
    else:
        accent = STARTED_COLOUR
        lines.append("### " + text("lobby.title.started", locale, game=game))
        how = text("lobby.started", locale, names=", ".join(seat_lines(record, locale)))
    count = len(record.players)
    lines.append(
        text("lobby.players", locale, count=count, max=seats_of(lobby, record))
        + "\n"
        + "\n".join(seat_lines(record, locale))
    )
    options = lobby.game.option_lines(gamedef.config(record), locale)
    daily = record.options.get("daily")
    if isinstance(daily, dict):  # the server's deal of the day (`/yokai daily`)
        options = [text("lobby.daily", locale, day=daily["day"], seats=daily["seats"]), *options]
    if options:
        lines.append(text("lobby.options", locale) + "\n" + "\n".join(f"• {line}" for line in options))
    lines.append(how)
    return Layout(lines, rows=rows if record.status is GameStatus.LOBBY else [], accent=accent)
