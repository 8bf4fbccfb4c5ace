"""SNN: see the stub (snn.pyi) and the package README."""

from sashite._native import snn as _native

globals().update({name: getattr(_native, name) for name in dir(_native) if not name.startswith("__")})
__all__ = sorted(name for name in dir(_native) if not name.startswith("_"))
del _native
