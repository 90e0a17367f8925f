"""The toy game's catalogue (English only: it is never shown to real players), as Fluent text."""

from __future__ import annotations

from bot.text import Catalogue

EN = """
game-name = Pebbles
name-group = pebbles
game-about = A toy game for tests
cmd-start = Open a Pebbles table
cmd-take = Take pebbles
arg-pile = Pebbles in the pile
arg-opponent = Invite one member (a duel)
arg-cpu = Play against the CPU at this level
arg-n = How many pebbles
opt-pile = Pile: { $pile }, take 1 to { $most }
board = **Pebbles** · { $pile } left · { $name } to take
board-over = **Pebbles** is over: { $winners } won.
ping = { $mention }, your turn to take pebbles.
low = The pile is running low!
panel = Your bonus card is { $secret }. Take how many?
panel-wait = Your bonus card is { $secret }. { $name } is taking.
took = You took { $n }.
take = Take { $n }
reveal = Bonus cards: { $secrets }. Totals: { $totals }.
illegal-take = Take 1 to { $most } pebbles.
rules-title = Pebbles
rules-this_game = This table
rules = Take pebbles; the bonus cards are revealed at the end.
"""

text = Catalogue("pebbles", {"en": EN})
