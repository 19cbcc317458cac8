"""MCP (Model Context Protocol): the memory tools and `context` for MCP clients.

`tools` is the one tool layer (schemas from `contracts.tools`, calls through a
`MemoryClient`); `http` serves it on the gateway at `/mcp` (streamable HTTP, Bearer key);
`stdio` serves it on stdin/stdout for `memstream mcp`.
"""
