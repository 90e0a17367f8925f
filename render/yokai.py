"""Yōkai images from engine views: the board (public, or a seat's peek view), the move slots, the reveal and the
Level checklist. Pure functions of what they are given: a card face appears only where the view holds it. Also
convention 8's targets (the same for every game), shown with the rules."""

from render.yokai_board import board, board_image, move_slots, slot_labels
from render.yokai_path import PathLevel, path
from render.yokai_reveal import reveal, reveal_image
from render.yokai_targets import targets

__all__ = [
    "PathLevel",
    "board",
    "board_image",
    "move_slots",
    "path",
    "reveal",
    "reveal_image",
    "slot_labels",
    "targets",
]
