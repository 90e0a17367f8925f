"""Deferred answers that a kill must not leave "thinking..." for ever.

An answer that takes time is deferred: Discord shows "<bot> is thinking..." until the bot fills it (a followup, or an
edit of the original response). A bot killed in between would leave it so: in a channel for everyone to see when
the deferral was public (the replay's "Post as animation"), or a person wondering whether their data went ("Delete
my data"). So such an answer is saved before it is deferred (`OpenAnswers.deferred`: its interaction's webhook, what
it is and what it needs, `bot/store/answers.py`) and deleted once answered; at start-up (`finish_open`) each one
still saved whose token lives (15 minutes) and whose "thinking..." is still shown (a stop may come between the answer
and the deletion of its row: it is not answered twice) is completed by the finisher its cog registered for its kind
(what must not be lost: a deletion's answer, a post for the channel), or, with none (a look-up worth asking again:
a leaderboard, a path, the daily board, a board posted again) or when it fails, removed (its "thinking..." deleted).
The webhook routes an interaction's answers use do not count against Discord's global limit (`bot/table/budget.py`).
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Final, cast

import discord

from bot.store import OpenAnswer, Shards, Store
from bot.store.records import JSONObject

log = logging.getLogger(__name__)

TOKEN_LIFE = 15 * 60.0 - 30.0  # an interaction token lasts 15 minutes; a little kept back for the finishing itself
ORIGINAL: Final = cast(int, "@original")  # the webhook route's name for an interaction's original response

Finisher = Callable[[discord.Webhook, OpenAnswer], Awaitable[None]]


class OpenAnswers:
    """Deferred answers saved until answered, and their finishers (see the module doc)."""

    def __init__(self, client: discord.Client, store: Store) -> None:
        self.client = client
        self.store = store
        self.finishers: dict[str, Finisher] = {}

    def add(self, kind: str, finisher: Finisher) -> None:
        """`finisher(webhook, answer)` completes a saved answer of `kind` after a restart (the webhook is the
        interaction's: its first followup fills the "thinking..." message; `edit_message(ORIGINAL, ...)` edits it)."""
        self.finishers[kind] = finisher

    @contextlib.asynccontextmanager
    async def deferred(
        self,
        interaction: discord.Interaction,
        kind: str,
        details: JSONObject,
        *,
        ephemeral: bool,
        names: int | None = None,
    ) -> AsyncIterator[None]:
        """Defer `interaction` ("thinking...", public unless `ephemeral`), saved first as an answer of `kind` with
        `details` (and `names`: the person the answer will name), and deleted once the body has answered, or failed
        (the error's own answer follows). A kill or a stop in between leaves it saved for start-up."""
        answer = OpenAnswer(
            interaction.token,
            interaction.application_id,
            kind,
            interaction.guild_id,
            names,
            details,
            time.time() + TOKEN_LIFE,
        )
        await self.store.open_answer(answer)
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            yield
        except Exception:
            await self.store.close_answer(answer.token)
            raise
        await self.store.close_answer(answer.token)

    async def finish_open(self, shards: Shards | None = None) -> int:
        """At start-up: complete (or remove) every saved answer whose token lives, of `shards`' servers. Returns how
        many were completed."""
        completed = 0
        for answer in await self.store.open_answers(shards=shards):
            webhook = discord.Webhook.partial(answer.application_id, answer.token, client=self.client)
            finisher = self.finishers.get(answer.kind)
            try:
                if not await self._still_thinking(webhook):
                    continue  # answered before the stop (which came before the answer's row went): nothing twice
                if finisher is None:  # an answer worth asking again for (a picture looked up): removed
                    log.info("an answer cut off by a stop (%s) removed", answer.kind)
                    await webhook.delete_message(ORIGINAL)
                    continue
                await finisher(webhook, answer)
                completed += 1
            except Exception as exc:
                why = type(exc).__name__
                log.warning("an answer cut off by a stop (%s) could not be completed (%s): removed", answer.kind, why)
                with contextlib.suppress(discord.HTTPException):
                    await webhook.delete_message(ORIGINAL)
            finally:
                await self.store.close_answer(answer.token)
        if completed:
            log.info("%d answer(s) cut off by a stop completed", completed)
        return completed

    @staticmethod
    async def _still_thinking(webhook: discord.Webhook) -> bool:
        """Whether the interaction's original response still says "thinking..." (False: answered, or gone)."""
        try:
            original = await webhook.fetch_message(ORIGINAL)
        except discord.NotFound:
            return False
        return original.flags.loading
