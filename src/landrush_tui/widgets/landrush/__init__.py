"""Land Rush's widgets: the field map, the payout table, the standings and a
turn's details (its screens in ``screens/landrush/`` use them)."""
