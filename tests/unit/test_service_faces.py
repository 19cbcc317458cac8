"""The public faces of the write-side and tools services: what other packages may import."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

FACES = {
    "memstream.services.tools": ("ToolsApp", "ToolsSettings"),
    "memstream.services.ingest": ("IngestApp", "IngestSettings"),
    "memstream.services.embedder": ("EmbedderApp", "EmbedderSettings"),
    "memstream.services.indexer": ("IndexerApp", "IndexerSettings"),
    "memstream.services.extractor": ("ExtractorApp", "ExtractorSettings"),
}


@pytest.mark.parametrize("package", sorted(FACES))
def test_every_public_name_resolves_to_its_definition(package: str) -> None:
    module = importlib.import_module(package)
    assert set(FACES[package]) <= set(module.__all__)
    for name in module.__all__:
        value = getattr(module, name)
        # Re-exported, not redefined: the object comes from a module of the package.
        assert value.__module__.startswith(package + "."), (name, value.__module__)
    app, settings = FACES[package]
    assert getattr(module, app).__name__ == app
    assert getattr(module, settings).__name__ == settings


def test_an_unknown_name_is_an_attribute_error() -> None:
    tools = importlib.import_module("memstream.services.tools")
    with pytest.raises(AttributeError, match="no_such_tool"):
        _ = tools.no_such_tool


def test_importing_a_package_does_not_load_its_app() -> None:
    # Any module of a package runs its __init__ first: the settings or a pure function
    # must not cost the whole service (the extractor's app pulls in the LLM client).
    # The runtime package is imported first, as every service process does.
    script = (
        "import json, sys\n"
        "import memstream.services.common.runtime\n"
        f"for package in {sorted(FACES)!r}:\n"
        "    __import__(package + '.settings')\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], check=True, capture_output=True, text=True
    ).stdout
    loaded = set(json.loads(out))
    assert {package + ".settings" for package in FACES} <= loaded
    assert not {package + ".app" for package in FACES} & loaded
    assert "openai" not in loaded
