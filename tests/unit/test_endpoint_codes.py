"""The endpoint reply counter tells answers from errors without parsing the reply."""

from __future__ import annotations

from typing import get_args

from hypothesis import given
from hypothesis import strategies as st

from memstream.contracts.errors import ErrorCode, ErrorReply
from memstream.contracts.replay import ReplayResponse
from memstream.services.common.messaging.endpoint import reply_code


@given(
    code=st.sampled_from(get_args(ErrorCode)),
    message=st.text(max_size=200),
    field=st.none() | st.text(max_size=40),
)
def test_every_error_reply_is_counted_by_its_code(
    code: str, message: str, field: str | None
) -> None:
    reply = ErrorReply(code=code, message=message, field=field)  # type: ignore[arg-type]
    assert reply_code(reply.model_dump_json().encode()) == code


@given(text=st.text(max_size=200))
def test_an_answer_is_ok_even_when_it_quotes_an_error(text: str) -> None:
    answer = ReplayResponse(tenant_id="t", session_id="s", found=False)
    assert reply_code(answer.model_dump_json().encode()) == "ok"
    quoted = ('{"schema_version":1,"type":"replay","note":"' + text + '"}').encode()
    assert reply_code(quoted) == "ok"
