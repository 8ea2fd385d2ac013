"""The suite's warning policy (pyproject.toml, filterwarnings): a warning raised by the project's
own code fails the run, a third-party library's does not."""
from __future__ import annotations

import warnings

import pytest


@pytest.mark.parametrize("module", ["games.gavitt.rules", "site_tools.serve", "conftest", "test_runtime", "gavitt_helpers", "notation"])
def test_a_warning_from_the_projects_own_code_is_an_error(module):
    with pytest.raises(DeprecationWarning):
        warnings.warn_explicit("deprecated here", DeprecationWarning, module.replace(".", "/") + ".py", 1, module=module)


def test_a_warning_raised_in_a_test_module_is_an_error():
    with pytest.raises(UserWarning):
        warnings.warn("a test warned", UserWarning)


@pytest.mark.parametrize("module", ["markdown.extensions.toc", "gamesmith", "site_tools_extra", "playwright._impl"])
def test_a_third_party_warning_stays_a_warning(module):
    with warnings.catch_warnings(record=True) as caught:
        warnings.warn_explicit("deprecated there", DeprecationWarning, module.replace(".", "/") + ".py", 1, module=module)
    assert [str(w.message) for w in caught] == ["deprecated there"]
