"""Prompts live in Markdown files beside the code that sends them, loaded once at start-up."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from string import Template


@dataclass(frozen=True, slots=True)
class PromptPair:
    """A system prompt and a user-message template, as one chat call sends them."""

    system: str
    user: Template

    @classmethod
    def load(cls, directory: Path, name: str) -> PromptPair:
        """`<name>_system.md` as text and `<name>_user.md` as a `Template`, from `directory`."""
        system = (directory / f"{name}_system.md").read_text(encoding="utf-8").strip()
        user = (directory / f"{name}_user.md").read_text(encoding="utf-8").strip()
        return cls(system=system, user=Template(user))

    def messages(self, **values: str) -> list[dict[str, str]]:
        """The chat messages, the user template filled with `values`."""
        return [
            {"role": "system", "content": self.system},
            {"role": "user", "content": self.user.substitute(**values)},
        ]
