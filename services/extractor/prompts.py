"""The extraction prompt, kept in `prompts/*.md` and loaded once at start-up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from string import Template

from services.common.prompts import load_prompt_pair
from services.extractor.summaries import Versioned
from services.extractor.units import Unit

PROMPTS_DIR = Path(__file__).parent / "prompts"


@dataclass(frozen=True, slots=True)
class Prompts:
    system: str
    user: Template

    @classmethod
    def load(cls, directory: Path = PROMPTS_DIR) -> Prompts:
        system, user = load_prompt_pair(directory, "extract")
        return cls(system=system, user=user)

    def messages(
        self, units: Sequence[Unit], summaries: Sequence[Versioned]
    ) -> list[dict[str, str]]:
        return [
            {"role": "system", "content": self.system},
            {
                "role": "user",
                "content": self.user.substitute(
                    summaries=render_summaries(summaries), sources=render_units(units)
                ),
            },
        ]


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
