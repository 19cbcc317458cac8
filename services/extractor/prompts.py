"""The extraction prompt, kept in `prompts/*.md` and loaded once at start-up."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from services.common.prompts import PromptPair
from services.extractor.summaries import Versioned
from services.extractor.units import Unit

PROMPTS_DIR = Path(__file__).parent / "prompts"


def load_prompts(directory: Path = PROMPTS_DIR) -> PromptPair:
    return PromptPair.load(directory, "extract")


def extraction_messages(
    prompts: PromptPair, units: Sequence[Unit], summaries: Sequence[Versioned]
) -> list[dict[str, str]]:
    return prompts.messages(summaries=render_summaries(summaries), sources=render_units(units))


def render_units(units: Sequence[Unit]) -> str:
    blocks = []
    for u in units:
        r = u.resource
        when = r.event_time.strftime("%Y-%m-%d %H:%M UTC")
        what = r.kind if r.kind != "tool_call" else f"tool result of {r.tool_name or 'a tool'}"
        if r.kind == "document" and r.title:
            what = f'document "{r.title}"'
        if u.chunks > 1:
            what += f", part {u.chunk + 1} of {u.chunks}"
        blocks.append(f"[{u.label}] ({what}; speaker: {r.speaker}; {when})\n{u.text}")
    return "\n\n".join(blocks)


def render_summaries(summaries: Sequence[Versioned]) -> str:
    if not summaries:
        return "(none yet)"
    return "\n\n".join(f"## {v.summary.category}\n{v.summary.text}" for v in summaries)
