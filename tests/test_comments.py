"""Comments give the reason, never a ticket: no comment or docstring of the project's code names an
issue by its number. A number sends the reader to a tracker that may be gone, moved or private, and
says nothing by itself; the reason the issue gave belongs in the comment, and the history in the
commits. Data (golden transcripts, the texts) and prose documents are not code and are not read."""
from __future__ import annotations

import re
import subprocess

import pytest
from site_tools.paths import ROOT

#: what is code: by its file's ending or name, in the folders the project writes its code in
CODE = re.compile(r"\.(py|mjs|js|css|html|sh|ya?ml|toml)$|(^|/)Makefile$")
FOLDERS = ("games/", "site_tools/", "tests/", "docs/js/", "docs/css/", "overrides/")
TOP = ("Makefile", "mkdocs.yml", "pyproject.toml")
#: the word issue (or Issue, issues) and a number, with or without "#" (a "#7" alone is an offer's
#: number in a transcript); this file's own examples of it are the only ones allowed
TICKET = re.compile(r"\b[Ii]ssues?\s+#?\d+")
#: files being rewritten on other branches at the time this check came in: their references go with
#: those changes, and then the file leaves this list (the last test fails while one is listed for nothing)
SELF = "tests/test_comments.py"
PENDING: set[str] = set()


def code_files() -> list[str]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are not known")
    return [f for f in out.decode().split("\0")
            if f and CODE.search(f) and (f.startswith(FOLDERS) or f in TOP)]


def read(name: str) -> str:
    path = ROOT / name
    return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""


def tickets(text: str) -> list[str]:
    return [m.group(0) for m in TICKET.finditer(text)]


def test_no_code_names_an_issue_by_its_number():
    found = [f"{name}:{n}: {line.strip()}" for name in code_files() if name not in PENDING | {SELF}
             for n, line in enumerate(read(name).splitlines(), 1) if tickets(line)]
    assert not found, "say the reason instead of the issue's number:\n" + "\n".join(found)


def test_a_file_left_for_another_branch_is_listed_only_while_it_names_an_issue():
    done = sorted(name for name in PENDING if not tickets(read(name)))
    assert not done, f"these name no issue any more: take them out of PENDING: {done}"


def test_the_check_finds_a_ticket_and_leaves_numbers_alone():
    assert tickets("# the longest task of a page (issue 13)") == ["issue 13"]
    assert tickets('"""Issue 22: a first visit"""') == ["Issue 22"]
    assert tickets("see issues #4") == ["issues #4"]
    assert not tickets("[    465] P0 offers 2 (#1)")
    assert not tickets("the 2003 reissue of 1903's game; 12 issues of the magazine")
    assert code_files()  # the files are found
