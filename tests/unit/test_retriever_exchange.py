"""A confirmation belongs to the exchange it closes (services/retriever/exchange.py)."""

from __future__ import annotations

from memstream.services.common.stores.vectorstore import Record
from memstream.services.retriever.exchange import confirmation_of, confirms, with_confirmations


def part(turn: int, index: int, text: str, session: str = "s1") -> Record:
    kind = "user_input" if index == 0 else "llm_output"
    payload = {
        "tenant_id": "t",
        "session_id": session,
        "turn_number": turn,
        "part_index": index,
        "resource_kind": kind,
        "text": text,
        "chunks": 1,
    }
    return Record(f"t:{session}:{turn}:{index}", payload)


def records(*parts: Record) -> dict[str, Record]:
    return {p.id: p for p in parts}


STATED = part(4, 0, "Quenby has been doing Fridays but she wants a weekend slot")
ASKED = part(4, 1, "So she'd move to Saturdays?")
CONFIRMED = part(5, 0, "yeah that's the one, saturdays, mornings only")


def test_a_confirmation_of_the_agents_question_is_shown_with_the_turn_it_confirms() -> None:
    fetched = records(STATED, ASKED, CONFIRMED, part(5, 1, "Done."))
    assert confirmation_of(STATED, fetched) == CONFIRMED
    shown = with_confirmations([STATED], fetched, set())
    assert [t.id for t in shown] == [STATED.id, CONFIRMED.id]
    # Already shown elsewhere, it is not shown twice.
    assert with_confirmations([STATED], fetched, {CONFIRMED.id}) == [STATED]


def test_only_a_short_yes_to_a_question_confirms() -> None:
    told = part(4, 1, "Saturdays are busy, I'll put her down.")
    assert confirmation_of(STATED, records(STATED, told, CONFIRMED)) is None  # nothing asked
    rambling = part(5, 0, "yes " + "and then we talked about the rota for ages " * 6)
    assert confirmation_of(STATED, records(STATED, ASKED, rambling)) is None
    news = part(5, 0, "Quenby starts on saturdays")
    assert confirmation_of(STATED, records(STATED, ASKED, news)) is None
    # An agent's reply confirms nothing of the person's, and a turn not fetched is unknown.
    assert confirmation_of(ASKED, records(STATED, ASKED, CONFIRMED)) is None
    assert confirmation_of(STATED, records(STATED, ASKED)) is None
    for text in ("Yes that's the one, 4 o'clock", "yep, Thursdays", "exactly - the blue one"):
        assert confirms(part(1, 0, text)), text
    for text in ("yesterday was rough", "no, Fridays", "correction: it's Fridays"):
        assert not confirms(part(1, 0, text)), text
