"""ARCHITECTURE.md's "Layers" tells the truth about the code: the arrows between the layers are the
block site_tools/layers.py reads from the imports (regenerate it with ``python -m site_tools.layers
--write``), and every file, folder and module the hand-drawn diagram above it names is there."""
from __future__ import annotations

import re

import pytest
from site_tools import layers
from site_tools.paths import ROOT

#: where a name in the drawing may be: the drawing names files by their place in its boxes
#: (core/ under games/, texts/ under site_tools/, js/ under docs/)
PLACES = ["", "games", "games/{game}", "games/{game}/lab", "games/lab", "site_tools", "docs", "docs/js"]
#: a file or folder: a word with a slash in it, or a name with a code file's ending
PATH = re.compile(r"(?<![\w./<>-])((?:\.\./)?[a-z_<>][\w<>.-]*/(?:[\w<>.-]+/?)*|[\w-]+\.(?:py|js|mjs|yml))")
#: the boxes that list their package's modules: (the box's first words, the words that end its list, package)
BOXES = [("core/    the contract:", "imports no game", "games/core"),
         ("lab/     the science:", "imports the core, never a game", "games/lab")]
LEFT = 52  # the drawing's left column (the engine's boxes); the build's boxes are to the right of it


def drawing() -> str:
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text[text.index("\n## Layers\n"):]
    return section.split("```", 2)[1]


def games() -> list[str]:
    return [g.split(".")[1] for g in layers.game_packages()]


def exists(name: str) -> bool:
    name = name.rstrip("/")
    return any((ROOT / place.format(game=g) / name.replace("<game>", g)).exists()
               for place in PLACES for g in games())


def test_the_arrows_between_the_layers_are_the_codes():
    assert layers.committed() is not None, "ARCHITECTURE.md has lost its generated block of the layers"
    assert layers.committed() == layers.render(), "run: .venv/bin/python -m site_tools.layers --write"


def test_the_block_draws_each_layer_and_a_known_arrow():
    block = layers.render()
    assert all(layer in block for layer in layers.LAYERS)
    assert layers.arrows()["games.<game>"] == {"games.core": True}  # a game imports only the core


def test_every_file_and_folder_the_drawing_names_is_there():
    names = sorted({m.group(1) for m in PATH.finditer(drawing())})
    assert {"__init__.py", "core/", "api.py", "js/topeka.js", "nav.py"} <= set(names)  # the drawing is read
    missing = [n for n in names if not n.startswith(("../", "build/")) and not exists(n)]  # outside, or built
    assert not missing, f"ARCHITECTURE.md's Layers names what is not there: {missing}"


@pytest.mark.parametrize("first,last,package", BOXES)
def test_every_module_a_box_lists_is_a_module_of_its_package(first, last, package):
    lines = drawing().splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().startswith(first))
    box = ""
    for line in lines[start:]:
        box += " " + line[:LEFT].strip()
        if last in box:
            break
    listed = re.sub(r"\([^)]*\)", "", box.split(":", 1)[1].split(last)[0])
    modules = [item.split()[-1].split("/")[-1].removesuffix(".py")
               for item in re.split(r"[,;]", listed) if item.strip()]
    modules = [m for m in modules if m.islower()]  # "Game" is the class the module game.py holds
    assert len(modules) >= 8, modules
    absent = [m for m in modules if not ((ROOT / package / f"{m}.py").exists() or (ROOT / package / m).is_dir())]
    assert not absent, f"the {package} box of ARCHITECTURE.md lists modules it does not have: {absent}"
