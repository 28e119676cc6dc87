"""Renderables Auction Land draws its replay and game over with."""
