"""Pure Pillow renderers: engine views -> PNG bytes. Never imports discord, the store or the sessions.

`render.common` holds what every game shares (fonts, text, palette, shapes, flow layout, PNG encoding);
`render.yokai` is the Yōkai game's public surface.
"""
