"""`memstream demo` answers every one of its own questions right, against the real stack."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from memstream.services.cli.demo import QUESTIONS, run_demo
from memstream.services.cli.stack import Stack
from memstream.services.common.runtime.settings import CommonSettings

pytestmark = pytest.mark.integration


async def test_the_demo_answers_its_own_questions_right(
    stack: Stack, settings: CommonSettings
) -> None:
    out = io.StringIO()
    assert settings.nats_url is not None
    answers = await run_demo(settings.nats_url, Console(file=out, width=120))
    assert [a.question for a in answers] == QUESTIONS
    wrong = [(a.question.text, a.first) for a in answers if not a.correct]
    assert not wrong, out.getvalue()
    assert f"{len(QUESTIONS)} of {len(QUESTIONS)} questions answered right" in out.getvalue()
