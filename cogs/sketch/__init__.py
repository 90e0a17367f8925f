"""`/sketch`: Yokai Sketch on Discord."""

from __future__ import annotations

from typing import Any

from cogs.sketch.cog import SketchCog


async def setup(bot: Any) -> None:
    await bot.add_cog(SketchCog(bot))
