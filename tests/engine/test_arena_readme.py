"""The README's arena tables ("How strong the CPU is") are `make sweep`'s rows: every row the sweeps replay is in
the README with the same count of matches (or games) and wins, its win rate and 95 % Wilson interval worked out
from them, and the README has no row the sweeps do not replay. So the table a player reads cannot drift from what
the sweeps hold the levels to."""

from __future__ import annotations

from pathlib import Path

from bot.engine.common import wilson
from tests.engine.koikoi.test_arena_sweep import TABLE as KOIKOI_TABLE
from tests.engine.koikoi.test_arena_sweep import TARGETS as KOIKOI_TARGETS
from tests.engine.sketch.test_arena_sweep import TABLE as SKETCH_TABLE
from tests.engine.sketch.test_arena_sweep import TARGET_ROW as SKETCH_TARGET_ROW

README = Path(__file__).resolve().parents[2] / "README.md"

Row = tuple[str, int, int]  # the pairing ("hard vs mc"), played, won


def expected_rows() -> dict[str, list[Row]]:
    koikoi = [(f"{a} vs {b}", n, wins) for a, b, n, _seed, _target, wins in KOIKOI_TARGETS]
    koikoi += [(f"{a} vs {b}", n, wins) for a, b, n, _seed, wins in KOIKOI_TABLE]
    sketch = [(f"{a} vs {b}", n, wins) for a, b, n, wins in (SKETCH_TARGET_ROW, *SKETCH_TABLE)]
    return {"Feli-Fuda": koikoi, "Yokai Sketch": sketch}


def readme_tables(text: str) -> dict[str, list[list[str]]]:
    """The tables of the README's "How strong the CPU is" section, by their first header cell: each row's cells."""
    section = text.split("## How strong the CPU is", 1)[1].split("\n## ", 1)[0]
    tables: dict[str, list[list[str]]] = {}
    current: list[list[str]] | None = None
    for line in section.splitlines():
        if not line.startswith("|"):
            current = None
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if current is None:
            current = tables.setdefault(cells[0], [])
        elif not set(cells[0]) <= {"-"}:
            current.append(cells)
    return tables


def cells_of(played: int, won: int) -> list[str]:
    """A row's figures as the README writes them: played, won, the win rate, the interval."""
    low, high = wilson(won, played)
    return [f"{played:,}", f"{won:,}", f"{100 * won / played:.1f} %", f"{100 * low:.1f}-{100 * high:.1f}"]


def test_the_readme_arena_tables_are_the_sweeps_rows() -> None:
    tables = readme_tables(README.read_text(encoding="utf-8"))
    expected = expected_rows()
    assert set(tables) == set(expected)
    for game, rows in expected.items():
        written = {cells[0]: cells[1:5] for cells in tables[game]}
        assert len(written) == len(tables[game]), f"{game}: a pairing written twice"
        assert sorted(written) == sorted(pairing for pairing, _, _ in rows), f"{game}: rows differ from the sweeps'"
        for pairing, played, won in rows:
            assert written[pairing] == cells_of(played, won), f"{game}, {pairing}"


def test_the_check_reads_a_table_and_catches_a_figure_changed() -> None:
    text = "## How strong the CPU is\n\n| Game | n | w | r | i | t |\n|---|---|---|---|---|---|\n"
    text += "| hard vs mc | 300 | 188 | 62.7 % | 57.1-67.9 | met |\n\n## Next\n| other | 1 |\n"
    tables = readme_tables(text)
    assert tables == {"Game": [["hard vs mc", "300", "188", "62.7 %", "57.1-67.9", "met"]]}
    assert tables["Game"][0][1:5] == cells_of(300, 188)
    assert tables["Game"][0][1:5] != cells_of(300, 187)
