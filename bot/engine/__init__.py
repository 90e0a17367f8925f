"""Pure game rules: stdlib only. Every game offers the protocol described in `bot.engine.common`."""
