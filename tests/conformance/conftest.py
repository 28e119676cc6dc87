"""The toy game stays registered only while a conformance test runs."""

import pytest
import toy_nim


@pytest.fixture(autouse=True)
def _toy_game_registered():
    toy_nim.install()
    yield
    toy_nim.uninstall()
