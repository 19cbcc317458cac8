#!/bin/bash
# Starts one Qdrant node: qdrant-0 founds the cluster, the others join it through qdrant-0
# (the official chart's bootstrap). HOSTNAME is the pod name, qdrant-<ordinal>.
set -euo pipefail
index="${HOSTNAME##*-}"
peer() { echo "http://qdrant-$1.qdrant-headless:6335"; }
if [ "$index" = "0" ]; then
  exec ./entrypoint.sh --uri "$(peer 0)"
fi
exec ./entrypoint.sh --bootstrap "$(peer 0)" --uri "$(peer "$index")"
