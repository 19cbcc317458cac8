"""Pytest fixtures backed by tests/support; tests/conftest.py imports them to share them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.openai_stub import OpenAIStub


@pytest.fixture
def openai_stub() -> Iterator[OpenAIStub]:
    """A fresh OpenAI-compatible stub on a free loopback port, closed after the test."""
    with OpenAIStub() as stub:
        yield stub
