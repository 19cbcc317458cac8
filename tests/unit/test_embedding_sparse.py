"""BM25 sparse vectors: TF-only documents, unit-weight queries, IDF left to the collection."""

from __future__ import annotations

import pytest

from memstream.services.common.models.embedding import Bm25SparseEmbedder
from memstream.services.common.stores.vectors import SparseVector


def _weights(vec: SparseVector) -> dict[int, float]:
    assert len(vec.indices) == len(vec.values) == len(set(vec.indices))
    return dict(zip(vec.indices, vec.values, strict=True))


def _tf_part(tf: int, doc_len: int, k: float, b: float, avg_len: float) -> float:
    return tf * (k + 1) / (tf + k * (1 - b + b * doc_len / avg_len))


def test_document_weights_are_bm25_term_frequency_without_idf() -> None:
    k, b, avg_len = 1.2, 0.75, 3.0
    embedder = Bm25SparseEmbedder(k=k, b=b, avg_len=avg_len)
    weights = sorted(_weights(embedder.embed_document("dog dog dog cat")).values())
    # 4 tokens: "dog" three times, "cat" once. No collection statistics appear anywhere.
    expected = sorted([_tf_part(3, 4, k, b, avg_len), _tf_part(1, 4, k, b, avg_len)])
    assert weights == pytest.approx(expected, rel=1e-6)


def test_query_weights_are_one_per_unique_term() -> None:
    embedder = Bm25SparseEmbedder()
    query = embedder.embed_query("green tea green tea please")
    assert isinstance(query, SparseVector)
    assert sorted(query.values) == [1.0, 1.0, 1.0]


def test_query_and_document_share_the_term_space() -> None:
    embedder = Bm25SparseEmbedder()
    doc = _weights(embedder.embed_document("The user is running a marathon in Berlin"))
    query = _weights(embedder.embed_query("who runs marathons?"))
    # English stemming maps running/runs and marathon/marathons onto the same indices.
    assert len(set(doc) & set(query)) == 2


def test_stopwords_and_empty_text_give_empty_vectors() -> None:
    embedder = Bm25SparseEmbedder()
    assert embedder.embed_document("").is_empty()
    assert embedder.embed_query("the of and a").is_empty()


def test_longer_documents_weigh_a_term_less() -> None:
    embedder = Bm25SparseEmbedder(avg_len=5.0)
    short = _weights(embedder.embed_document("berlin marathon"))
    long = _weights(embedder.embed_document("berlin marathon " + "weather " * 20))
    shared = set(short) & set(long)
    assert len(shared) == 2
    assert all(long[i] < short[i] for i in shared)


def test_batch_helpers_match_single_calls() -> None:
    embedder = Bm25SparseEmbedder()
    texts = ["coffee in the morning", "tea at night", ""]
    assert embedder.embed_documents(texts) == [embedder.embed_document(t) for t in texts]
    assert embedder.embed_queries(texts) == [embedder.embed_query(t) for t in texts]


def test_deterministic_across_instances() -> None:
    text = "Deterministic hashing keeps stored and query vectors compatible."
    assert Bm25SparseEmbedder().embed_document(text) == Bm25SparseEmbedder().embed_document(text)


@pytest.mark.parametrize(
    "kwargs",
    [{"language": "klingon"}, {"b": 1.5}, {"k": -1.0}, {"avg_len": 0.0}],
)
def test_invalid_configuration_is_rejected(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Bm25SparseEmbedder(**kwargs)  # type: ignore[arg-type]
