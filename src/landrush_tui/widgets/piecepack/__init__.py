"""Landrush for piecepack drawn as text: the board and its side panel (its screens
in ``screens/piecepack/`` show them)."""
