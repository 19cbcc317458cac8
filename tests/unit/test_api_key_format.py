"""The key format: every key made, fresh or rotated, is one `key_id_of` reads back."""

from __future__ import annotations

from memstream.contracts.keys import KEY_PATTERN, key_id_of
from memstream.services.common.security.keys import new_key


def test_fresh_and_rotated_keys_keep_the_format() -> None:
    # The secret is url-safe base64 and often holds "_": a rotation must not cut it there.
    # 300 draws: a secret of 43 such characters has a "_" about half the time.
    for _ in range(300):
        key_id, key = new_key()
        assert KEY_PATTERN.match(key) and key_id_of(key) == key_id
        same_id, rotated = new_key(key_id)
        assert same_id == key_id and rotated != key
        assert KEY_PATTERN.match(rotated) and key_id_of(rotated) == key_id
