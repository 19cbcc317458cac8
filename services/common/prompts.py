"""Prompts live in Markdown files beside the code that sends them, loaded once at start-up."""

from __future__ import annotations

from pathlib import Path
from string import Template


def load_prompt_pair(directory: Path, name: str) -> tuple[str, Template]:
    """`<name>_system.md` as text and `<name>_user.md` as a `Template`, from `directory`."""
    system = (directory / f"{name}_system.md").read_text(encoding="utf-8").strip()
    user = (directory / f"{name}_user.md").read_text(encoding="utf-8").strip()
    return system, Template(user)
