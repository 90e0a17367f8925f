"""`/yokai`: Yōkai on Discord."""

from __future__ import annotations

from typing import Any

from cogs.yokai.cog import YokaiCog


async def setup(bot: Any) -> None:
    await bot.add_cog(YokaiCog(bot))
