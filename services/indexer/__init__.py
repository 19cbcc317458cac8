"""The episode indexer: RESOURCES -> embeddings -> the `episodes` collection."""
