"""The protocol's vocabulary shared by every notation: sides and states."""

from __future__ import annotations

import enum


class Side(enum.Enum):
    """A player: the first spells letters in uppercase, the second in lowercase.

    Wherever an argument takes a side, its value (``"first"``,
    ``"second"``) works too.
    """

    FIRST = "first"
    SECOND = "second"

    def flip(self) -> Side:
        """The other side.

        Example:

            >>> Side.FIRST.flip()
            <Side.SECOND: 'second'>
        """
        return Side.SECOND if self is Side.FIRST else Side.FIRST


class State(enum.Enum):
    """A piece's state: ``-`` diminished, normal, ``+`` enhanced (in this order).

    Wherever an argument takes a state, its value (``"diminished"``,
    ``"normal"``, ``"enhanced"``) works too.
    """

    DIMINISHED = "diminished"
    NORMAL = "normal"
    ENHANCED = "enhanced"
