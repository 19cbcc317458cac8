"""The health page's charts and HTML: drawn to scale, and stored text never becomes markup."""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from html.parser import HTMLParser

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.context import ContextItem, ScoreExplain
from memstream.contracts.scheduler import HealthReport, JobRecord, UsedMemory
from memstream.contracts.tools import ExplainFactResult, MemoryOut, SourceOut, WeakFactsResult
from memstream.services.gateway.ui.pages import explain_page, health_page
from memstream.services.gateway.ui.svg import (
    COLUMN_HEIGHT,
    bar_chart,
    column_chart,
    horizontal_bars,
    scale,
    vertical_bars,
)

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


class Collect(HTMLParser):
    """Tags and `data-metric` cells of a page, as a browser's parser sees them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.metrics: dict[str, str] = {}
        self._metric: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self._metric = dict(attrs).get("data-metric")

    def handle_data(self, data: str) -> None:
        if self._metric is not None:
            self.metrics[self._metric] = data
            self._metric = None


def parse(page: str) -> Collect:
    parser = Collect()
    parser.feed(page)
    return parser


values = st.lists(
    st.tuples(st.text(max_size=20), st.floats(min_value=0, max_value=1e9)), max_size=12
)


@given(values)
def test_bars_are_drawn_to_scale(rows: list[tuple[str, float]]) -> None:
    bars = horizontal_bars(rows, 300.0)
    largest = max((v for _, v in rows), default=0.0)
    assert len(bars) == len(rows)
    for bar, (_, value) in zip(bars, rows, strict=True):
        assert 0.0 <= bar.width <= 300.0 + 1e-9
        if largest > 0:
            assert math.isclose(bar.width, 300.0 * value / largest, rel_tol=1e-9, abs_tol=1e-9)
    # Rows never overlap.
    assert all(b.y < c.y for b, c in zip(bars, bars[1:], strict=False))


@given(values)
def test_columns_stand_on_one_baseline(rows: list[tuple[str, float]]) -> None:
    for bar in vertical_bars(rows, 40.0):
        assert 0.0 <= bar.height <= COLUMN_HEIGHT + 1e-9
        assert math.isclose(bar.y + bar.height, COLUMN_HEIGHT, abs_tol=1e-9)


def test_scale_edges() -> None:
    assert scale(5, 0, 100) == 0.0
    assert scale(-1, 10, 100) == 0.0
    assert scale(10, 10, 100) == 100.0
    assert math.isclose(scale(2.5, 10, 100), 25.0)


def test_charts_escape_labels_and_say_when_empty() -> None:
    svg = bar_chart("Rejections", [(HOSTILE, 3), ("dup", 1)])
    assert "<script" not in svg and "&lt;script&gt;" in svg
    assert 'width="296.0"' in svg  # the largest bar spans the whole bar length
    assert "no data" in bar_chart("Nothing", []) and "no data" in column_chart("Nothing", [])
    columns = column_chart("Growth", [("2025-W01", 2), ("2025-W02", 4)])
    assert columns.count("<rect") == 2 and "2025-W02" in columns


def memory(text: str, mid: str = "m1", **extra: object) -> MemoryOut:
    return MemoryOut(id=mid, text=text, kind="fact", confidence=0.42, **extra)  # type: ignore[arg-type]


def report() -> HealthReport:
    now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
    return HealthReport(
        tenant_id="acme",
        generated_at=now,
        window_days=30,
        items_by_status={"active": 7, "archived": 2},
        active_items=7,
        episodes=11,
        stale_by_age={"<7d": 5, "7-30d": 2},
        growth_by_week=[("2025-W08", 3), ("2025-W09", 6)],
        tier_hits={"hybrid": 3, "empty": 1},
        tier_hit_rates={"hybrid": 0.75, "empty": 0.25},
        contexts=4,
        cost_units=2.5,
        cost_per_turn=0.625,
        merges=1,
        gate_rejections={HOSTILE: 2, "duplicate": 1},
        most_used=[UsedMemory(id="m9", text=HOSTILE, kind="fact", access_count=4, confidence=0.9)],
        jobs=[JobRecord(job="nightly", status="ok", last_run_at=now, counts={"decayed": 3})],
    )


def test_health_page_shows_every_number_of_the_report() -> None:
    r = report()
    page = health_page(r, WeakFactsResult(memories=[memory(HOSTILE, "m2")]))
    parsed = parse(page)
    assert "script" not in parsed.tags and "img" not in parsed.tags
    m = parsed.metrics
    assert m["active_items"] == "7" and m["episodes"] == "11" and m["contexts"] == "4"
    assert m["cost_per_turn"] == "0.625" and m["cost_units"] == "2.5" and m["merges"] == "1"
    assert m["items_by_status.archived"] == "2" and m["stale_by_age.7-30d"] == "2"
    assert m["growth_by_week.2025-W09"] == "6"
    assert m["tier_hits.hybrid"] == "3" and m["tier_hit_rates.hybrid"] == "75.0%"
    assert m[f"gate_rejections.{HOSTILE}"] == "2"
    assert m["most_used.m9"] == "4"
    assert m["jobs.nightly.status"] == "ok"
    assert HOSTILE in HTMLParserText.of(page)
    assert 'href="/ui/acme/memories/m2"' in page


class HTMLParserText(HTMLParser):
    """The page's visible text, entity-decoded (what a person reads)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)

    @classmethod
    def of(cls, page: str) -> str:
        parser = cls()
        parser.feed(page)
        return "".join(parser.parts)


def test_explain_page_escapes_and_shows_score_components() -> None:
    result = ExplainFactResult(
        memory=memory(HOSTILE, "new", supersedes="old"),
        sources=[SourceOut(resource_id="r1", session_id="s1", turn_number=3, text=HOSTILE)],
        supersedes_chain=[memory("the old wording", "old", status="superseded")],
    )
    ranked = ContextItem(
        id="new",
        kind="fact",
        text=HOSTILE,
        score=0.5123,
        confidence=0.42,
        age_days=1.0,
        explain=ScoreExplain(relevance=0.8, decay=0.9, priority=1.2, dense=0.71),
    )
    page = explain_page("acme", result, ranked, HOSTILE)
    parsed = parse(page)
    assert "script" not in parsed.tags and "img" not in parsed.tags
    assert parsed.metrics["score.relevance"] == "0.8"
    assert parsed.metrics["score.priority"] == "1.2"
    assert parsed.metrics["score.dense"] == "0.71"
    assert "score.sparse" not in parsed.metrics  # the keyword branch did not see it
    assert 'href="/ui/acme/memories/old"' in page
    text = HTMLParserText.of(page)
    assert text.count(HOSTILE) >= 2  # the memory and its source, shown as text
    # Without a question there is only the form, prefilled with the memory's own text.
    bare = explain_page("acme", result, None, "")
    assert "score." not in "".join(parse(bare).metrics)
    assert re.search(r'name="q" value="&lt;script&gt;', bare)
