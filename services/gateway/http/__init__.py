"""The HTTP API: the app factory (`api`), authentication (`auth`), errors as `ErrorReply`
bodies (`errors`), body size and time limits (`limits`), and the routes."""
