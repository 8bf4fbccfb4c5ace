from types import ModuleType

__all__ = ["__version__", "arrow", "epin", "feen", "fen", "pin", "pnn", "sin", "snn"]

__version__: str
pin: ModuleType
epin: ModuleType
sin: ModuleType
snn: ModuleType
pnn: ModuleType
feen: ModuleType
fen: ModuleType
arrow: ModuleType
