"""Types shared by the stubs."""

from typing import Union

#: What the parsers accept: text, or its bytes (read as UTF-8; any byte
#: outside ASCII is an error of the notation, not of Python).
Text = Union[str, bytes, bytearray]
