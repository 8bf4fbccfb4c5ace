from typing import Union

Text = Union[str, bytes, bytearray]
