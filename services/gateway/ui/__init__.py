"""The memory health page (`/ui/<tenant>`): server-rendered HTML, charts as inline SVG.

`routes` (login cookie, key and tenant checks), `data` (what is asked of the services),
`pages` and `layout` (HTML from the replies, every stored text escaped), `svg` (charts).
"""
