"""Ratings of the duels, updated in the transaction that records a result (`close_game` calls `rate_result`).

The model is openskill's Plackett-Luce (a Weng-Lin Bayesian rating: each person has a skill `mu` and an uncertainty
`sigma`, both moved by every rated game; openskill's default model). A person's shown rating is the conservative
estimate `mu - 3 sigma`, scaled so that a newcomer shows 1000 (`shown`): a first win over another newcomer shows
1138, a first loss 927. Ratings are kept per game kind, per person, in two scopes: the server the game was played
in, and every server (scope 0).

What is rated, and what cannot be farmed:
- a two-seat game whose result says `rated` (the duels' results do), finished, resigned or abandoned;
- against the CPU, the person is rated against a fixed rating per CPU level (`RatingRules.cpu`), which never moves:
  a person alone has a rating, and beating the easy CPU is worth little;
- never a person against themselves; at most `RatingRules.per_opponent_per_day` rated games against the same
  opponent (a person, or a CPU level) in 24 hours: more games are played and recorded, but not rated;
- an abandoned game is a loss for whoever abandoned it: the player who closed it with `/end`, else (the sweeper
  closed it for idleness, or a moderator ended it) the player whose turn was waited for. A game closed for what no
  player did (`UNRATED_CLOSES`: it broke, its channel was deleted, the bot left the server) is not rated, nor one
  closed because a player asked to be forgotten (their ratings go, and a win by their departure is no win), nor a
  tutorial (its deal is the same every time).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from openskill.models import PlackettLuce

from bot.store.records import GameRecord, GameStatus, PlayerRecord, ResultInput
from bot.store.sql import Dialect, Tx, execute, fetch, value

MODEL = PlackettLuce()
DAY = 86_400.0
GLOBAL = 0  # the scope of ratings across every server (no server has id 0)
SCALE = 40.0  # shown points per unit of `mu - 3 sigma`
BASE = 1000  # a newcomer's shown rating


def shown(mu: float, sigma: float) -> int:
    """The rating a person sees: their conservative estimate, `mu - 3 sigma`, scaled; a newcomer shows 1000."""
    return round(BASE + SCALE * (mu - 3 * sigma))


CPU_RATINGS: Mapping[str, tuple[float, float]] = MappingProxyType(
    # (mu, sigma) per CPU level, fixed: a newcomer starts at mu 25 (the model's default), so easy sits below an
    # average player, normal at it, hard above (the arenas of issue 19: hard beats normal about two games in three).
    # A small sigma: the CPU is known, so a game against it moves the person's rating, not the CPU's.
    {"easy": (20.0, 1.0), "normal": (25.0, 1.0), "hard": (30.0, 1.0)}
)


@dataclass(frozen=True)
class RatingRules:
    """What the store needs to rate: the daily cap per opponent (a setting) and the CPU levels' fixed ratings."""

    per_opponent_per_day: int = 5
    cpu: Mapping[str, tuple[float, float]] = field(default_factory=lambda: CPU_RATINGS)


@dataclass(frozen=True)
class Side:
    """One seat of a rated game: who, and their score (1 won, 0.5 drew, 0 lost)."""

    player: PlayerRecord
    score: float

    @property
    def opponent_key(self) -> str:
        return f"cpu:{self.player.cpu}" if self.player.cpu is not None else str(self.player.user_id)


UNRATED_CLOSES = frozenset({"broken", "channel", "removed", "deleted"})  # closed for what no game decided


def sides(
    game: GameRecord, status: GameStatus, result: ResultInput, reason: str | None, closed_by: int | None
) -> tuple[Side, Side] | None:
    """The two sides of a rated game with their scores, or None when the game is not rated (see the module doc)."""
    if not result.rated or len(game.players) != 2 or status is GameStatus.CANCELLED or game.options.get("tutorial"):
        return None
    first, second = game.players
    if first.is_cpu and second.is_cpu:
        return None
    if not first.is_cpu and not second.is_cpu and first.user_id == second.user_id:
        return None  # never against oneself
    if status is GameStatus.ABANDONED:
        if reason in UNRATED_CLOSES:
            return None
        seat = game.seat_of(closed_by) if closed_by is not None else None
        if seat is None or game.players[seat].is_cpu:
            seat = game.to_move  # the player the table was waiting for
        if seat is None:
            return None
        return Side(first, 0.0 if seat == 0 else 1.0), Side(second, 0.0 if seat == 1 else 1.0)
    winners = result.winners if result.winners is not None else ((0, 1) if result.won else ())
    if len(winners) == 1:
        return Side(first, float(winners[0] == 0)), Side(second, float(winners[0] == 1))
    return Side(first, 0.5), Side(second, 0.5)


def updated(
    mine: tuple[float, float], theirs: tuple[float, float], score: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """Both ratings (mu, sigma) after a game that the first side scored `score` in (1, 0.5 or 0): openskill's
    Plackett-Luce update, a draw being a shared rank."""
    ranks = [0.0, 0.0] if score == 0.5 else ([0.0, 1.0] if score == 1 else [1.0, 0.0])
    a, b = MODEL.rate([[MODEL.rating(*mine)], [MODEL.rating(*theirs)]], ranks=ranks)
    return (a[0].mu, a[0].sigma), (b[0].mu, b[0].sigma)


def rate_result(
    d: Dialect,
    game: GameRecord,
    status: GameStatus,
    result: ResultInput,
    now: float,
    rules: RatingRules,
    *,
    reason: str | None = None,
    closed_by: int | None = None,
) -> Tx[None]:
    """Rate a closing game in the caller's transaction (after its result row): each person's rating in the game's
    server and across servers, and one `rating_changes` row each. Nothing when the game is not rated or the daily
    cap against this opponent is reached."""
    both = sides(game, status, result, reason, closed_by)
    if both is None:
        return
    people = [(me, them) for me, them in (both, both[::-1]) if not me.player.is_cpu]
    for me, them in people:
        recent = yield from value(
            "SELECT COUNT(*) FROM rating_changes WHERE kind = ? AND scope = ? AND user_id = ? AND opponent = ? "
            "AND at > ?",
            game.kind,
            GLOBAL,
            me.player.user_id,
            them.opponent_key,
            now - DAY,
        )
        if int(recent or 0) >= rules.per_opponent_per_day:
            return  # capped: recorded, not rated (for either side)
    scopes = [GLOBAL] if game.guild_id is None else [GLOBAL, game.guild_id]
    for scope in scopes:
        found = yield from fetch(
            "SELECT user_id, mu, sigma FROM ratings WHERE kind = ? AND scope = ? "
            f"AND user_id IN (?, ?) ORDER BY user_id{d.lock}",
            game.kind,
            scope,
            *(side.player.user_id for side in both),
        )
        known = {r["user_id"]: (float(r["mu"]), float(r["sigma"])) for r in found}
        before = []
        for side in both:
            if side.player.cpu is not None:
                before.append(rules.cpu.get(side.player.cpu, CPU_RATINGS["normal"]))
            else:
                before.append(known.get(side.player.user_id, (MODEL.mu, MODEL.sigma)))
        after = updated(before[0], before[1], both[0].score)
        for (me, them), old, new in zip((both, both[::-1]), before, after, strict=True):
            if me.player.is_cpu:
                continue
            yield from save(game, scope, me, them, old, new, now)


def save(
    game: GameRecord,
    scope: int,
    me: Side,
    them: Side,
    old: tuple[float, float],
    new: tuple[float, float],
    now: float,
) -> Tx[None]:
    """Write one person's new rating in one scope, and the change."""
    won, drew, lost = int(me.score == 1), int(me.score == 0.5), int(me.score == 0)
    name = me.player.display_name
    yield from execute(
        "INSERT INTO ratings (kind, scope, user_id, display_name, mu, sigma, games, wins, draws, losses, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?) ON CONFLICT (kind, scope, user_id) DO UPDATE SET "
        "display_name = excluded.display_name, mu = excluded.mu, sigma = excluded.sigma, "
        "games = ratings.games + 1, wins = ratings.wins + excluded.wins, draws = ratings.draws + excluded.draws, "
        "losses = ratings.losses + excluded.losses, updated_at = excluded.updated_at",
        game.kind,
        scope,
        me.player.user_id,
        name,
        new[0],
        new[1],
        won,
        drew,
        lost,
        now,
    )
    yield from execute(
        "INSERT INTO rating_changes (game_id, scope, user_id, kind, display_name, opponent, score, mu, sigma, delta, "
        "at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        game.id,
        scope,
        me.player.user_id,
        game.kind,
        name,
        them.opponent_key,
        me.score,
        new[0],
        new[1],
        shown(*new) - shown(*old),
        now,
    )
