"""What a selected memory is to the update rules (updates.py): when it was said, whether
a person said it and whether it tells rather than asks, and how near two stored vectors are
(also read by repeats.py)."""

from __future__ import annotations

import math

import numpy as np

from memstream.services.common.stores.vectors import DenseVector
from memstream.services.retriever.rank import Selected
from memstream.services.retriever.speech import PERSON_KINDS, is_request


def event_time(sel: Selected) -> float | None:
    value = sel.scored.cand.payload.get("event_time")
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if math.isfinite(float(value)) else None


def cosine(a: DenseVector, b: DenseVector) -> float:
    na, nb = float(np.linalg.norm(a)), float(np.linalg.norm(b))
    if na == 0.0 or nb == 0.0:
        return 0.0
    return float(np.dot(a, b)) / (na * nb)


def is_persons(sel: Selected) -> bool:
    """A fact in force, or a turn a person wrote (not an agent's reply)."""
    payload = sel.scored.cand.payload
    if payload.get("kind") != "episode":
        return not sel.superseded
    return payload.get("resource_kind") in PERSON_KINDS


def is_statement(sel: Selected, dialogue: bool = False) -> bool:
    """A fact, or a turn a person wrote that tells rather than asks: an agent's replies
    restate nothing of the user's, and neither does a task for the agent ("what's a quick
    dinner I can make with lentils?" states no fact that could change)."""
    if not is_persons(sel):
        return False
    payload = sel.scored.cand.payload
    if payload.get("kind") != "episode":
        return True
    return not is_request(str(payload.get("text", "")), dialogue=dialogue)


def matches_alone(sel: Selected) -> bool:
    """Relevant by its own text: dense evidence above the candidates' mean."""
    z = sel.scored.cand.dense_z
    return z is not None and z > 0.0
