"""Types shared by the stubs."""

from typing import Optional, Protocol, Tuple, Union

#: What the parsers accept: text, or its bytes (read as UTF-8; any byte
#: outside ASCII is an error of the notation, not of Python).
Text = Union[str, bytes, bytearray]


class ArrowArray(Protocol):
    """An object exporting an Arrow array (``__arrow_c_array__``): a
    pyarrow ``Array`` or ``RecordBatch``."""

    def __arrow_c_array__(self, requested_schema: Optional[object] = None) -> Tuple[object, object]: ...


class ArrowStream(Protocol):
    """An object exporting a stream of Arrow arrays
    (``__arrow_c_stream__``): a pyarrow ``ChunkedArray`` or ``Table``, a
    polars or pandas series, a DuckDB result."""

    def __arrow_c_stream__(self, requested_schema: Optional[object] = None) -> object: ...


#: What ``sashite.arrow`` takes as a column (of strings).
ArrowColumn = Union[ArrowArray, ArrowStream]
