"""The extraction prompt, kept in `prompts/extract_*.md` and loaded once at start-up.

An extraction call is shown the sources and every current category summary that fits its
budget (`for_prompt`), and rewrites the summaries of the categories its facts touch.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from memstream.services.common.memory.summaries import Versioned
from memstream.services.common.models.prompts import PromptPair
from memstream.services.extractor.units import Unit

PROMPTS_DIR = Path(__file__).parent / "prompts"
# Weekday names spelled out here: strftime("%A") follows the process locale.
_WEEKDAYS: Final = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def load_prompts(directory: Path = PROMPTS_DIR) -> PromptPair:
    return PromptPair.load(directory, "extract")


@dataclass(frozen=True, slots=True)
class PromptSummaries:
    """The summaries an extraction call shows the model, and the categories left out."""

    shown: list[Versioned]
    left_out: list[str]


def for_prompt(
    current: Sequence[Versioned], likely: Collection[str], budget_chars: int
) -> PromptSummaries:
    """Every current summary when they fit `budget_chars`; else as many as fit, first those
    of the `likely` categories (what the new parts seem to be about), then the most
    recently written."""
    order = sorted(current, key=lambda v: (v.summary.category not in likely, -v.seq))
    shown: list[Versioned] = []
    left_out: list[str] = []
    used = 0
    for version in order:
        size = len(version.summary.category) + len(version.summary.text)
        if used + size <= budget_chars:
            shown.append(version)
            used += size
        else:
            left_out.append(version.summary.category)
    return PromptSummaries(shown, sorted(left_out))


def extraction_messages(
    prompts: PromptPair, units: Sequence[Unit], summaries: PromptSummaries
) -> list[dict[str, str]]:
    return prompts.messages(summaries=render_summaries(summaries), sources=render_units(units))


def render_units(units: Sequence[Unit]) -> str:
    blocks = []
    for u in units:
        r = u.resource
        # The day is spelled out in full so the model can resolve "next Friday" itself.
        when = f"{_WEEKDAYS[r.event_time.weekday()]} {r.event_time:%Y-%m-%d %H:%M} UTC"
        what = r.kind if r.kind != "tool_call" else f"tool result of {r.tool_name or 'a tool'}"
        if r.kind == "document" and r.title:
            what = f'document "{r.title}"'
        if u.chunks > 1:
            what += f", part {u.chunk + 1} of {u.chunks}"
        blocks.append(f"[{u.label}] ({what}; speaker: {r.speaker}; {when})\n{u.text}")
    return "\n\n".join(blocks)


def render_summaries(summaries: PromptSummaries) -> str:
    blocks = [f"## {v.summary.category}\n{v.summary.text}" for v in summaries.shown]
    if summaries.left_out:
        blocks.append(
            "Left out, too many to show: " + ", ".join(summaries.left_out) + ". Return no "
            "summary for these categories."
        )
    return "\n\n".join(blocks) if blocks else "(none yet)"
