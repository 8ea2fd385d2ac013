"""Same deal, both editions: one seeded deal played by the bots under the 1903 and
the 2003 rules, round 1 scored under both, and each scoring difference paired with its clauses.

The two games differ only in ``edition``: the same players, the same railroads, the same seed
(so the one shuffle, gse1903-3 / gse2003-setup-3f, deals the same hands) and the same bot seed.
Everything else is each edition's own default (its record in :mod:`games.gavitt.editions`): the
1903 game has the Telegram Card and the fines, the 2003 game has neither, and each line of the
score cites its own text's clause.

Only railroads both texts name are dealt (:data:`COMMON`, in the 1903 deal order, gse1903-2 then
gse1903-13/14): Santa Fe, N. Y. Central, Rock Island, Mo. Pac., C. B. & Q.  So three to five
players: a sixth railroad would be the unknown 1903 one (a reconstruction) against Penn Central.
Rock Island's 1903 value is not in the text; the reconstruction default ($225) is used and the
railroad is marked ``reconstructed``.

Pure and deterministic: no I/O, no clock; the same arguments give the same answer everywhere.
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.scheduler import Table

from .editions import EDITIONS
from .rules import GavittGame

#: the railroads both texts name, in the 1903 deal order (gse1903-2, then gse1903-13/14)
COMMON = tuple(k for k in EDITIONS["1903"].deal_order if k in {r[0] for r in EDITIONS["2003"].railroads})
PLAYERS = (3, len(COMMON))
#: a round that has not ended after this many scheduler steps is a bug, not a long round
MAX_STEPS = 200_000


def _play_round_one(edition: str, players: int, seed: int, bots) -> tuple[GavittGame, list[dict]]:
    game = GavittGame({"edition": edition, "players": players, "railroads": list(COMMON[:players])}, seed)
    table = Table(game, (), bots, seed)
    events = list(game.opening_events)
    for _ in range(MAX_STEPS):
        evs = table.step()
        if evs is None:
            raise RuntimeError(f"no bot wants to act in round 1 (seed {seed}, {edition})")
        for e in evs:
            events.append(e)
            if e["type"] == "round_end":
                return game, events
    raise RuntimeError(f"round 1 did not end (seed {seed}, {edition})")


def _edition_result(game: GavittGame, events: list[dict]) -> dict:
    end = events[-1]
    public = [dict(e, text=game.describe(e)) for e in events if e.get("to") is None]
    return {
        "edition": game.ed.id, "title": game.ed.title,
        "railroads": game.public_view()["railroads"],
        "params": {k: game.params[k] for k in ("target", "telegram", "fines", "tie_rule")},
        "events": public,
        "caller": end["caller"], "railroad": end["railroad"], "hands": end["hands"],
        "lines": end["lines"], "totals": list(end["row"]["net"]),
        "trades": end["row"]["trades"],
    }


def differences(a: dict, b: dict, players: int) -> list[dict]:
    """Per seat whose round-1 score differs between the editions: both amounts and both
    editions' lines (each with its clause)."""
    out = []
    for s in range(players):
        if a["totals"][s] == b["totals"][s]:
            continue
        out.append({"seat": s, "amount": {a["edition"]: a["totals"][s], b["edition"]: b["totals"][s]},
                    "lines": {a["edition"]: [x for x in a["lines"] if x["seat"] == s],
                              b["edition"]: [x for x in b["lines"] if x["seat"] == s]}})
    return out


def same_deal(players: int, seed: int, bots: dict | None = None) -> dict:
    """Round 1 of one deal under both editions (see the module docstring)."""
    lo, hi = PLAYERS
    if not lo <= players <= hi:
        raise BadParams(f"'players' must be between {lo} and {hi}: both texts name only {hi} railroads")
    if bots is not None and not isinstance(bots, dict):
        raise BadParams("'bots' must be an object of bot parameters")
    results = {}
    deal = None
    for ed in ("1903", "2003"):
        game, events = _play_round_one(ed, players, seed, bots)
        if deal is None:
            deal = {"dealer": game.sheet[0]["dealer"],
                    "hands": [e["cards"] for e in game.opening_events if e["type"] == "hand"]}
        results[ed] = _edition_result(game, events)
    a, b = results["1903"], results["2003"]
    return {"players": players, "seed": seed, "railroads": list(COMMON[:players]), "deal": deal,
            "editions": results, "differences": differences(a, b, players)}


__all__ = ["COMMON", "PLAYERS", "differences", "same_deal"]
