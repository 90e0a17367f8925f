"""A Discord bot that hosts Yokai-themed tabletop games."""
