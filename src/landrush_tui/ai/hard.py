"""Placeholder, replaced below."""
from .medium import medium as hard
