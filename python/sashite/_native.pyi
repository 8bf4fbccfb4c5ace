from types import ModuleType

__version__: str
pin: ModuleType
epin: ModuleType
sin: ModuleType
snn: ModuleType
pnn: ModuleType
feen: ModuleType
