"""A tenant's history as an import sends it: one session of one-sentence turns, in order."""

from __future__ import annotations

from datetime import datetime

from memstream.contracts.turns import TurnIn


def history(tenant: str, sentences: list[str], when: datetime, session: str) -> list[TurnIn]:
    """Turn n of `session` says `sentences[n]`, all at `when`."""
    return [
        TurnIn(
            tenant_id=tenant,
            agent_id="history",
            session_id=session,
            turn_number=n,
            event_time=when,
            user_input=sentence,
        )
        for n, sentence in enumerate(sentences)
    ]
