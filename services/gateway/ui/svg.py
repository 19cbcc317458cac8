"""Charts as inline SVG, drawn by pure functions (no script, no external assets).

Every label is escaped: a category name can come from stored data (a rejection reason,
a tier). Values are drawn to scale against the largest one; a chart of nothing says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Rows = Sequence[tuple[str, float]]

BAR_HEIGHT = 18
BAR_GAP = 6
LABEL_WIDTH = 120
VALUE_WIDTH = 64
COLUMN_HEIGHT = 120
AXIS_LABEL_HEIGHT = 30
PALETTE = ("#3b6ea5", "#5a9e6f", "#c9803a", "#a0526e", "#6b6fb5", "#8a8a3c")


def plain(value: float) -> str:
    """A count as an integer, anything else with up to four significant digits."""
    return str(int(value)) if float(value).is_integer() else f"{value:.4g}"


def percent(value: float) -> str:
    return f"{value:.1%}"


@dataclass(frozen=True, slots=True)
class Bar:
    """One drawn bar: where it is and what it says (the geometry the tests check)."""

    label: str
    value: float
    x: float
    y: float
    width: float
    height: float


def scale(value: float, largest: float, length: float) -> float:
    """`value`'s share of `length`, against `largest` (0 for nothing or a negative)."""
    if largest <= 0 or value <= 0:
        return 0.0
    return length * min(value, largest) / largest


def horizontal_bars(rows: Rows, bar_length: float) -> list[Bar]:
    largest = max((v for _, v in rows), default=0.0)
    return [
        Bar(
            label=label,
            value=value,
            x=LABEL_WIDTH,
            y=i * (BAR_HEIGHT + BAR_GAP),
            width=scale(value, largest, bar_length),
            height=BAR_HEIGHT,
        )
        for i, (label, value) in enumerate(rows)
    ]


def vertical_bars(rows: Rows, column_width: float) -> list[Bar]:
    largest = max((v for _, v in rows), default=0.0)
    bars = []
    for i, (label, value) in enumerate(rows):
        height = scale(value, largest, COLUMN_HEIGHT)
        bars.append(
            Bar(
                label=label,
                value=value,
                x=i * column_width + BAR_GAP / 2,
                y=COLUMN_HEIGHT - height,
                width=column_width - BAR_GAP,
                height=height,
            )
        )
    return bars


def _empty(title: str, width: int) -> str:
    return (
        f'<svg class="chart" role="img" aria-label="{html.escape(title)}: no data" '
        f'width="{width}" height="{BAR_HEIGHT + 8}" viewBox="0 0 {width} {BAR_HEIGHT + 8}">'
        f'<text x="0" y="{BAR_HEIGHT}" class="muted">no data</text></svg>'
    )


def bar_chart(title: str, rows: Rows, width: int = 480, fmt: Callable[[float], str] = plain) -> str:
    """Horizontal bars, one per row: label, bar to scale, value."""
    if not rows:
        return _empty(title, width)
    bars = horizontal_bars(rows, width - LABEL_WIDTH - VALUE_WIDTH)
    height = len(bars) * (BAR_HEIGHT + BAR_GAP)
    parts = [
        f'<svg class="chart" role="img" aria-label="{html.escape(title)}" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}">'
    ]
    for i, bar in enumerate(bars):
        label = html.escape(bar.label)
        text_y = bar.y + BAR_HEIGHT - 5
        parts.append(
            f"<g><title>{label}: {html.escape(fmt(bar.value))}</title>"
            f'<text x="{LABEL_WIDTH - 6}" y="{text_y}" text-anchor="end">{label}</text>'
            f'<rect x="{bar.x}" y="{bar.y}" width="{bar.width:.1f}" height="{bar.height}" '
            f'fill="{PALETTE[i % len(PALETTE)]}"/>'
            f'<text x="{bar.x + bar.width + 4:.1f}" y="{text_y}">'
            f"{html.escape(fmt(bar.value))}</text></g>"
        )
    parts.append("</svg>")
    return "".join(parts)


def column_chart(
    title: str, rows: Rows, column_width: int = 56, fmt: Callable[[float], str] = plain
) -> str:
    """Vertical columns in row order (a time series: oldest first), labels underneath."""
    if not rows:
        return _empty(title, column_width * 4)
    bars = vertical_bars(rows, column_width)
    width = len(bars) * column_width
    height = COLUMN_HEIGHT + AXIS_LABEL_HEIGHT
    parts = [
        f'<svg class="chart" role="img" aria-label="{html.escape(title)}" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}">'
    ]
    for bar in bars:
        label = html.escape(bar.label)
        middle = bar.x + bar.width / 2
        parts.append(
            f"<g><title>{label}: {html.escape(fmt(bar.value))}</title>"
            f'<rect x="{bar.x:.1f}" y="{bar.y:.1f}" width="{bar.width:.1f}" '
            f'height="{bar.height:.1f}" fill="{PALETTE[0]}"/>'
            f'<text x="{middle:.1f}" y="{max(bar.y - 3, 10):.1f}" text-anchor="middle">'
            f"{html.escape(fmt(bar.value))}</text>"
            f'<text x="{middle:.1f}" y="{COLUMN_HEIGHT + 14}" text-anchor="middle" '
            f'class="axis">{label}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)
