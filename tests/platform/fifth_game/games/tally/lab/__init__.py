"""Tally's laboratory: no experiments of its own; the newcomer's figures it keeps (``newcomer.json``:
the lab's measures seat the game's newcomer bot in the reader's seat)."""
from __future__ import annotations

from games.lab.game_lab import GameLab

LAB = GameLab(__name__)
