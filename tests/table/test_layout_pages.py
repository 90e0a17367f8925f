"""`pages`: text blocks shared out over messages of at most Discord's 4,000 characters, nothing cut or lost."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.table.layout import MAX_TEXT, pages


def test_short_blocks_stay_in_one_message() -> None:
    assert pages(["a", "b"]) == [["a", "b"]]
    assert pages([]) == [[]]


def test_a_block_too_long_for_one_message_is_cut_between_its_lines() -> None:
    lines = [f"• line {n} " + "x" * 90 for n in range(60)]  # about 6,000 characters
    [[first], [second]] = pages(["\n".join(lines)])
    assert len(first) <= MAX_TEXT and len(second) <= MAX_TEXT
    assert first.split("\n") + second.split("\n") == lines


@given(st.lists(st.lists(st.text("abc ", min_size=0, max_size=300), min_size=1, max_size=30), max_size=8))
def test_every_line_arrives_in_order_within_the_limit(blocks_of_lines: list[list[str]]) -> None:
    blocks = ["\n".join(lines) for lines in blocks_of_lines]
    out = pages(blocks, limit=1000)
    assert all(sum(len(b) for b in page) <= 1000 for page in out)
    assert "\n".join(b for page in out for b in page) == "\n".join(blocks)
