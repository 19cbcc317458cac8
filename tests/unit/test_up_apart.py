"""Which services `memstream up` runs in a child process of their own (cli/apart.py)."""

from __future__ import annotations

from memstream.services.cli.apart import apart_plan, in_process
from memstream.services.cli.registry import SERVICES
from memstream.services.common.runtime.settings import CommonSettings


def test_the_embedder_runs_apart_by_default_first_and_on_the_next_port() -> None:
    names = list(SERVICES)
    plan = apart_plan(names, CommonSettings(http_port=9464))
    assert [(p.name, p.services, p.stage) for p in plan] == [("embedder", ("embedder",), 0)]
    # A configured port is the first of a range, as in --split: the child takes the next.
    assert plan[0].http_port == 9465
    assert plan[0].gateway_port is None
    # The parent's banner names the child; the child prints none of its own.
    assert plan[0].env == {"MEMSTREAM_BANNER": "false"}
    staying = in_process(names, plan)
    assert "embedder" not in staying
    assert staying == [n for n in names if n != "embedder"]


def test_port_zero_gives_the_child_a_free_port() -> None:
    [spec] = apart_plan(list(SERVICES), CommonSettings(http_port=0))
    assert spec.http_port > 0


def test_off_or_without_an_embedder_everything_stays_in_process() -> None:
    names = list(SERVICES)
    assert apart_plan(names, CommonSettings(embedder_apart=False)) == []
    assert in_process(names, []) == names
    without = [n for n in names if n != "embedder"]
    assert apart_plan(without, CommonSettings()) == []
