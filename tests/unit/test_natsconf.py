"""The rendered nats-server config, and the standalone example that must match it."""

from __future__ import annotations

import re
import stat
from pathlib import Path

from memstream.contracts import subjects as s
from memstream.services.common.runtime.natsconf import (
    load_or_create_secrets,
    read_secrets,
    render_config,
)

ROOT = Path(__file__).parents[2]
SERVICE = re.compile(r'\{ service: "([^"]+)" \}')


def test_the_open_mode_has_no_accounts(tmp_path: Path) -> None:
    text = render_config(
        host="127.0.0.1", port=1, store_dir=tmp_path, max_payload=10, nats_secrets=None
    )
    assert "accounts" not in text and "auth_callout" not in text


def test_secrets_are_made_once_and_owner_only(tmp_path: Path) -> None:
    assert read_secrets(tmp_path / "secrets") is None
    first = load_or_create_secrets(tmp_path / "secrets")
    assert (
        load_or_create_secrets(tmp_path / "secrets") == first == read_secrets(tmp_path / "secrets")
    )
    assert stat.S_IMODE((tmp_path / "secrets").stat().st_mode) == 0o700
    for path in (tmp_path / "secrets").iterdir():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    text = render_config(
        host="127.0.0.1", port=1, store_dir=tmp_path, max_payload=10, nats_secrets=first
    )
    assert first.issuer in text and first.service_password in text
    assert set(SERVICE.findall(text)) == set(s.agent_service_subjects())


def test_the_standalone_example_exports_exactly_the_agent_subjects() -> None:
    text = (ROOT / "infra" / "nats-server.conf").read_text()
    exported = SERVICE.findall(text.split(f"  {s.ACCOUNT_AGENTS} {{", 1)[0])
    assert set(exported) == set(s.agent_service_subjects())
    imported = re.findall(r'subject: "([^"]+)" \}, share: true', text)
    assert set(imported) == set(s.agent_service_subjects())
    assert "$MEMSTREAM_CALLOUT_ISSUER" in text and "password: $MEMSTREAM_NATS_PASSWORD" in text
