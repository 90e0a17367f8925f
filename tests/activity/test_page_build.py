"""The live board's built page (bot/activity/static/, committed so that `make run` needs no Node.js) is exactly what
`make web` makes of web/: nobody edited a built file, and nobody changed a source without building it. Needs the
page's packages (`npm ci` in web/, which .ci/run does); skipped, and saying so, without them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
STATIC = ROOT / "bot" / "activity" / "static"


def files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.mark.skipif(
    shutil.which("node") is None or not (WEB / "node_modules" / "esbuild").exists(),
    reason="the page's packages are not installed (cd web && npm ci): the build check is skipped",
)
def test_the_committed_page_is_the_build_of_its_sources(tmp_path: Path) -> None:
    subprocess.run(["node", str(WEB / "build.mjs"), str(tmp_path)], check=True, capture_output=True, timeout=120)
    assert files(tmp_path) == files(STATIC), "bot/activity/static/ is not the build of web/: run `make web`"


def test_the_page_is_small_and_every_asset_it_names_is_there() -> None:
    import gzip
    import re

    page = (STATIC / "index.html").read_text()
    named = re.findall(r'(?:src|href)="(assets/[^"]+)"', page)
    assert len(named) == 2 and all((STATIC / n).is_file() for n in named)
    size = sum(len(gzip.compress((STATIC / n).read_bytes(), 9)) for n in named)
    assert size <= 150 * 1024, f"the page weighs {size} bytes gzipped (the issue's bound: 150 KB)"
