"""Pure Pillow renderers: engine views -> PNG bytes. Never imports discord, the store or the sessions."""
