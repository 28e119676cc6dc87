"""Every Circuit test runs with the game in the registry (as toy_nim installs Nim)."""

from __future__ import annotations

import circuit_helpers
import pytest


@pytest.fixture(autouse=True)
def circuit_registered():
    circuit_helpers.install()
    yield
    circuit_helpers.uninstall()
