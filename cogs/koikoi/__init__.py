"""`/koikoi`: Feli-Fuda on Discord."""

from __future__ import annotations

from typing import Any

from cogs.koikoi.cog import KoikoiCog


async def setup(bot: Any) -> None:
    await bot.add_cog(KoikoiCog(bot))
