"""Land Rush's bots: Rookie Rosa (easy), Basil (baseline), Steady Ted (medium),
Shark Vera (hard), the advisor, and what they share (the payout model, the fast
turn simulator, the per-seat style). Named and called through ``ai.registry``."""
