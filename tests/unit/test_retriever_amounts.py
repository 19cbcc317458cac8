"""A question for an amount and the memories that name no number (values.holds_an_amount,
the `amount` signal of bonuses.py)."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given
from hypothesis import strategies as st

from memstream.services.common.stores.vectorstore import EPISODES, ITEMS, Hit
from memstream.services.retriever.answer import explain_of
from memstream.services.retriever.bonuses import Signals, question_signals
from memstream.services.retriever.fusion import CollectionStats, dense_stats, pool, score_pool
from memstream.services.retriever.rank import Scored
from memstream.services.retriever.settings import RetrieverSettings
from memstream.services.retriever.values import holds_an_amount

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def test_numbers_in_figures_and_in_words_are_amounts() -> None:
    for text in (
        "The endocrinologist raised my dose to 100 micrograms.",
        "rent is £1,540 a month",
        "I used to have two coffees every morning",
        "half a tablet at night",
        "she charges twice what he does",
        "Dad's on a litre a day now",
    ):
        assert holds_an_amount(text), text
    for text in (
        "I take levothyroxine every morning",
        "Oneida is my landlord",
        "someone",
        "took a day off",
    ):
        assert not holds_an_amount(text), text


@given(st.text(alphabet=st.characters(categories=["L", "Zs", "P"])), st.integers(0, 10**6))
def test_any_figure_makes_a_text_an_amount(words: str, number: int) -> None:
    assert holds_an_amount(f"{words} {number} {words}")


def test_only_a_question_for_an_amount_asks_for_one() -> None:
    def asks(question: str) -> bool:
        return question_signals(question, (), "general", None, NOW).amount

    assert asks("What's my current thyroid dose?")
    assert asks("how much do I pay in rent?")
    assert not asks("Which antibiotics am I allergic to?")
    assert not asks("When is Maisie's birthday?")  # a date, not an amount


def test_a_question_for_an_amount_lowers_a_memory_that_names_no_number() -> None:
    """ "What's my current thyroid dose?": "I take levothyroxine every morning" shares the
    question's topic and cannot answer it; "raised my dose to 100 micrograms" can."""
    settings = RetrieverSettings()
    texts = {
        "dose": "The endocrinologist raised my dose to 100 micrograms.",
        "drug": "I take levothyroxine every morning for my thyroid.",
    }
    hits = [Hit(pid, 0.5, {"tenant_id": "t", "text": text}) for pid, text in texts.items()]
    cands = pool({EPISODES: hits, ITEMS: []}, {})
    stats = {EPISODES: CollectionStats(dense_stats(hits, 50, settings), None)}
    score_pool(cands, stats, Signals(amount=True), settings)
    assert {c.id: c.bonus for c in cands.values()} == {
        "dose": 0.0,
        "drug": -settings.weight_no_amount,
    }
    drug = next(c for c in cands.values() if c.id == "drug")
    assert explain_of(Scored(drug, 0.5, 0.5), settings).amount == -settings.weight_no_amount
    score_pool(cands, stats, Signals(), settings)
    assert all(c.bonus == 0.0 for c in cands.values())
