"""The house rules of the code base, checked: layering, public faces, size, one error hierarchy."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import memstream
from memstream.services.cli.registry import SERVICES as REGISTRY
from memstream.services.common.messaging.errors import (
    PermanentError,
    RequestRejected,
    ServiceError,
    should_retry,
)

ROOT = Path(__file__).resolve().parents[2]
SERVICES = ROOT / "services"
SERVICE_NAMES = sorted(
    p.name for p in SERVICES.iterdir() if (p / "__init__.py").exists() and p.name != "common"
)


def _modules(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _imports_of(source: str, filename: str = "<source>") -> list[str]:
    """Every module a source imports; `from pkg import mod` also names `pkg.mod`."""
    found = []
    for node in ast.walk(ast.parse(source, filename=filename)):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
            found += [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
    return found


def _imports(path: Path) -> list[str]:
    return _imports_of(path.read_text(), str(path))


def test_common_imports_no_service() -> None:
    bad = [
        (path.relative_to(ROOT).as_posix(), name)
        for path in _modules(SERVICES / "common")
        for name in _imports(path)
        if name.startswith("memstream.services.")
        and not name.startswith("memstream.services.common")
    ]
    assert bad == []


def test_every_service_folder_is_a_registered_service() -> None:
    assert sorted(name for name in SERVICE_NAMES if name != "cli") == sorted(REGISTRY)


@pytest.mark.parametrize("service", [name for name in SERVICE_NAMES if name != "cli"])
def test_a_service_imports_no_other_service(service: str) -> None:
    """A service asks another over NATS, never through its modules: no
    `memstream.services.<other>` import at all (its public face included) but `common`.
    Only the runner (`services/cli`, whose registry starts the services) imports them."""
    bad = []
    for path in _modules(SERVICES / service):
        for name in _imports(path):
            parts = name.split(".")
            if parts[:2] != ["memstream", "services"] or len(parts) < 3:
                continue
            if parts[2] not in (service, "common"):
                bad.append((path.relative_to(ROOT).as_posix(), name))
    assert bad == []


def test_the_import_walk_sees_every_form() -> None:
    """`from memstream.services import graph` names the package in the import list too."""
    source = (
        "import memstream.services.graph.app\n"
        "from memstream.services import graph\n"
        "from memstream.services.graph import GraphApp\n"
        "if TYPE_CHECKING:\n    from memstream.services.tools.app import ToolsApp\n"
    )
    found = _imports_of(source)
    assert "memstream.services.graph.app" in found
    assert "memstream.services.graph" in found
    assert "memstream.services.tools.app" in found


def test_no_module_over_400_lines() -> None:
    long = {
        path.relative_to(ROOT).as_posix(): n
        for folder in (ROOT / "contracts", SERVICES)
        for path in _modules(folder)
        if (n := len(path.read_text().splitlines())) > 400
    }
    assert long == {}


def test_every_module_imports_on_its_own() -> None:
    """Each module imported first, in a fresh interpreter state: an import cycle that only a
    lucky import order hides fails here."""
    names = [m.name for m in pkgutil.walk_packages(memstream.__path__, "memstream.")]
    probe = (
        "import importlib, sys\n"
        "bad = []\n"
        "for name in sys.argv[1:]:\n"
        "    for key in [k for k in sys.modules if k.startswith('memstream')]:\n"
        "        del sys.modules[key]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as exc:\n"
        "        bad.append(f'{name}: {exc!r}')\n"
        "print('\\n'.join(bad))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", probe, *names], capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip() == ""
    assert len(names) > 150


def _service_exceptions() -> list[type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(memstream.__path__, "memstream."):
        if not info.name.startswith("memstream.services."):
            continue
        module = importlib.import_module(info.name)
        for _, obj in inspect.getmembers(module, inspect.isclass):
            if issubclass(obj, BaseException) and obj.__module__ == info.name:
                found[f"{obj.__module__}.{obj.__qualname__}"] = obj
    return list(found.values())


def test_every_service_error_says_retry_or_dead_letter() -> None:
    classes = _service_exceptions()
    assert len(classes) >= 15
    outside = [c.__qualname__ for c in classes if not issubclass(c, ServiceError)]
    assert outside == []
    for cls in classes:
        assert isinstance(cls.retry, bool)
        assert cls.reason and cls.reason.replace("_", "").isalpha()


def test_the_one_retry_rule() -> None:
    from memstream.services.common.models.embed_client import (
        EmbedderUnavailable,
        EmbedRequestRejected,
    )
    from memstream.services.common.models.llm import LLMError, LLMOutputError

    assert should_retry(EmbedderUnavailable("down"))
    assert not should_retry(EmbedRequestRejected("too long"))
    assert should_retry(LLMError("quota"))
    # Both a (transient) LLMError and a PermanentError: its own class decides.
    assert not should_retry(LLMOutputError("not JSON", "{"))
    assert LLMOutputError("not JSON", "{").detail().startswith("not JSON; reply: {")
    assert not should_retry(RequestRejected("validation_error", "bad"))
    assert not should_retry(PermanentError("x"))
    # Unclassified failures (a library's, a bug) are retried, bounded by max_deliver.
    assert should_retry(ValueError("surprise"))
    assert should_retry(TimeoutError())


# Ways to take messages from a JetStream consumer: nats.py's pull subscriptions and fetch,
# FastStream's subscriber, and the raw pull request.
_CONSUMING_CALLS = frozenset({"pull_subscribe", "pull_subscribe_bind", "fetch", "subscriber"})


def _consuming(path: Path) -> list[str]:
    """What in `path` consumes a JetStream stream other than through messaging's helpers."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in _CONSUMING_CALLS:
                found.append(f"{node.func.attr}() at line {node.lineno}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if "MSG.NEXT" in node.value:
                found.append(f"a pull request at line {node.lineno}")
    return found


def test_streams_are_consumed_only_through_the_messaging_layer() -> None:
    """One consumer (`BatchConsumer`) and one measured raw pull (`rawpull`), both in
    services/common/messaging: no service grows a consumer idiom of its own."""
    messaging = SERVICES / "common" / "messaging"
    outside = {
        path.relative_to(ROOT).as_posix(): found
        for folder in (ROOT / "contracts", SERVICES)
        for path in _modules(folder)
        if messaging not in path.parents and (found := _consuming(path))
    }
    assert outside == {}
    # The check sees the forms it bans: the layer itself uses each kind.
    inside = [hit for path in _modules(messaging) for hit in _consuming(path)]
    assert any(h.startswith("fetch()") for h in inside)
    assert any(h.startswith("subscriber()") for h in inside)
    assert any(h.startswith("a pull request") for h in inside)
