"""A person's statement as the update rules see it: a selected episode with a time, a text
and a dense z-score (services/retriever/updates.py), for unit tests of those rules."""

from __future__ import annotations

from typing import Any

from memstream.services.common.stores.vectorstore import EPISODES
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.rank import Scored, Selected


def statement(
    pid: str, score: float, when: float, text: str, z: float = -1.0, **payload: Any
) -> Selected:
    """A user's turn scored `score`, said at `when`, matching the question on its own by
    `z` (below the mean unless given); `payload` adds or overrides fields."""
    body = {
        "event_time": when,
        "speaker": "user",
        "kind": "episode",
        "resource_kind": "user_input",
        "text": text,
        **payload,
    }
    return Selected(Scored(Candidate(EPISODES, pid, body, dense_z=z), score, score))
