"""Validate rendered Kubernetes manifests with no cluster.

Built-in kinds are checked against the Kubernetes OpenAPI schemas that the
kubernetes-validate package bundles per version, in its strict mode (an unknown field is an
error, as `kubectl apply --validate=strict` would make it). Custom resources are checked
against the CRD schemas kept in k8s/schemas (README there), made strict the same way. A
kind with neither schema is an error, never skipped.

Runs in the ops tool environment (`make ops-tools`, .venv-ops):
    .venv-ops/bin/python k8s/validate.py --kubernetes-version 1.31 rendered.yaml
Prints one JSON line {"objects": N, "kinds": {...}, "errors": [...]}; exits 1 on any error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import yaml

SCHEMAS = Path(__file__).parent / "schemas"
# apiVersion/kind -> the file holding that CRD version's openAPIV3Schema.
CUSTOM: dict[tuple[str, str], str] = {
    ("keda.sh/v1alpha1", "ScaledObject"): "keda.sh_scaledobject_v1alpha1.json",
    ("monitoring.coreos.com/v1", "ServiceMonitor"): "monitoring.coreos.com_servicemonitor_v1.json",
}


def strict(schema: Any) -> Any:
    """The schema with unknown fields refused wherever it names the fields of an object
    (what the API server's field validation does; CRD schemas only prune them)."""
    if isinstance(schema, list):
        return [strict(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: strict(value) for key, value in schema.items()}
    if (
        "properties" in out
        and "additionalProperties" not in out
        and not out.get("x-kubernetes-preserve-unknown-fields")
    ):
        out["additionalProperties"] = False
    return out


def custom_validator(api_version: str, kind: str) -> jsonschema.protocols.Validator | None:
    name = CUSTOM.get((api_version, kind))
    if name is None:
        return None
    schema = strict(json.loads((SCHEMAS / name).read_text()))
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft7Validator)
    return cls(schema)


def where(obj: dict[str, Any]) -> str:
    meta = obj.get("metadata") or {}
    return f"{obj.get('kind')}/{meta.get('name')}"


def validate(objects: list[dict[str, Any]], version: str) -> list[str]:
    errors: list[str] = []
    for obj in objects:
        api_version, kind = obj.get("apiVersion", ""), obj.get("kind", "")
        custom = custom_validator(api_version, kind)
        if custom is not None:
            for error in custom.iter_errors(obj):
                path = ".".join(str(p) for p in error.absolute_path)
                errors.append(f"{where(obj)}: {path}: {error.message}")
            continue
        try:
            kubernetes_validate.validate(obj, version, strict=True)
        except kubernetes_validate.ValidationError as error:
            path = ".".join(str(p) for p in error.path)
            errors.append(f"{where(obj)}: {path}: {error.message}")
        except kubernetes_validate.SchemaNotFoundError as error:
            errors.append(f"{where(obj)}: no schema: {error.message}")
    return errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kubernetes-version", required=True)
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args()
    objects = [doc for path in args.files for doc in yaml.safe_load_all(path.read_text()) if doc]
    errors = validate(objects, args.kubernetes_version)
    kinds = Counter(f"{o.get('apiVersion')}/{o.get('kind')}" for o in objects)
    report = {"objects": len(objects), "kinds": dict(sorted(kinds.items())), "errors": errors}
    sys.stdout.write(json.dumps(report) + "\n")
    return 1 if errors or not objects else 0


if __name__ == "__main__":
    sys.exit(main())
