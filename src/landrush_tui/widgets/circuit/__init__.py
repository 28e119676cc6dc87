"""What Circuit's screens draw: the ring, the seat table, the net-worth chart (Rich text)."""
