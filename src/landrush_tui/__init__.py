"""Land Rush TUI: secret land auctions in the terminal."""

__version__ = "0.1.0"
