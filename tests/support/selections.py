"""A person's statement as the update rules see it: a selected episode with a time, a text
and a dense z-score (services/retriever/updates.py), for unit tests of those rules."""

from __future__ import annotations

from typing import Any

import numpy as np

from memstream.services.common.stores.vectorstore import EPISODES
from memstream.services.retriever.fusion import Candidate
from memstream.services.retriever.order import question_rule
from memstream.services.retriever.rank import Scored, Selected
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.updates import latest_first


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


def leading(question: str, old_text: str, new_text: str) -> str:
    """Which of two statements leads for `question` under the retriever's own rule for it:
    "old" (said first, matching better, z 1.2) or "new" (said later, z 0.7), their vectors
    far apart, so that only the words of the two can tie them."""
    rule = question_rule(RetrieverSettings(), question)
    old = statement("old", 0.9, 100.0, old_text, 1.2)
    new = statement("new", 0.7, 200.0, new_text, 0.7)
    vectors = {
        "old": np.array([1.0, 0.0, 0.0], dtype=np.float32),
        "new": np.array([0.0, 0.0, 1.0], dtype=np.float32),
    }
    return latest_first([old, new], vectors, rule)[0].scored.cand.id
