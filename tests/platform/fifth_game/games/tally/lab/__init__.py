"""Tally's laboratory: no experiments of its own; its newcomer bot, which the lab's measures seat
in the reader's seat, and the newcomer's figures it keeps (``newcomer.json``)."""
from __future__ import annotations

from games.lab.game_lab import GameLab

from ..newcomer import make_newcomer

LAB = GameLab(__name__, newcomer=make_newcomer)
