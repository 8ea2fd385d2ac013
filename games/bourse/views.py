"""What each seat may see of a game of Bourse, and what it may do (mixed into ``BourseGame``).

Every card is described by the engine (``card``): its key, kind, name and, for a Rise & Fall card,
its face with where it comes from (``source``, ``mark``: from the text, partly, or a reconstruction,
:mod:`games.bourse.reconstruction`) and its evidence, so a page never draws a reconstructed face
unmarked, nor marks the text's own card a reconstruction.
"""
from __future__ import annotations

from itertools import combinations

from games.core.rng import record_seed
from games.core.wording import marks_key

from .costly import selling_warning, value_words
from .pack import RF, SELL
from .reconstruction import CAPITAL_NAMES, describe, face_text
from .wording import card_name, hand_marks


class BourseViews:
    def card(self, key: str) -> dict:
        """A card as the page draws it."""
        if key == SELL:
            return {"key": key, "kind": "selling", "name": "Selling card", "reconstruction": False}
        if key.startswith(RF):
            f = self.faces[key]
            return {"key": key, "kind": "rise-fall", "name": f"Rise & Fall {f['number']}", "number": f["number"],
                    "rise": list(f["rise"]), "fall": list(f["fall"]), "face": face_text(f), **describe(f)}
        return {"key": key, "kind": "capital", "name": CAPITAL_NAMES[key], "reconstruction": False}

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[dict]:
        """Every action ``seat`` may take now, without ``t``.  Calls are listed once per distinct
        choice of cards; a call that would meet another open call names it in ``with``."""
        if self.over or not 0 <= seat < self.n:
            return []
        out: list[dict] = []
        if self.ex.seat_offer[seat] is not None:
            out.append({"type": "withdraw", "seat": seat})
        else:
            groups = self._groups(seat)
            others = sorted((cid, len(cs)) for cid, (s, cs, _t) in self.ex.offers.items() if s != seat)
            for g in groups:
                out.append({"type": "call", "seat": seat, "cards": g})
                out += [{"type": "call", "seat": seat, "cards": g, "with": cid} for cid, n in others if n == len(g)]
        if self.has_rise_fall(seat):
            sell = SELL in (self.key[c] for c in self.holding(seat))
            out.append({"type": "sell" if sell else "close", "seat": seat})
        return out

    def _groups(self, seat: int) -> list[list[str]]:
        """Every legal set of cards to call from ``seat``'s hand (bourse-special-1b..1d)."""
        keys = self.keys(self.hands[seat])
        out = []
        for k in dict.fromkeys(keys):
            if k == SELL:
                out.append([SELL])
            elif not k.startswith(RF):
                out += [[k] * m for m in range(1, keys.count(k) + 1)]
        rfs = [k for k in keys if k.startswith(RF)]
        for m in range(1, len(rfs) + 1):
            out += [list(c) for c in combinations(rfs, m)]
        return out

    # ------------------------------------------------------------------ views
    def _public(self) -> dict:
        return {
            "game": self.game_id, "players": self.n, "hand_no": self.hand_no, "dealer": self.dealer,
            "signal_t": self.signal_t, "now": self.now, "target": self.params["target"],
            "calls": [{"call": c["offer"], "seat": c["seat"], "count": c["count"], "t": c["t"]} for c in self.ex.public()],
            "scores": list(self.scores), "sheet": [dict(r) for r in self.sheet],
            "hand_sizes": [len(self.holding(s)) for s in range(self.n)],
            "rise_fall_cards": [self.card(k) for k in sorted(self.faces, key=self.sort_key)],
            # every card of the pack by its printed name, for naming any hand (a scored one) in words
            "card_names": {k: card_name(k) for k in sorted(set(self.key), key=self.sort_key)},
            "over": self.over, "winners": list(self.winners), "exchanges": self.exchanges,
        }

    def public_view(self) -> dict:
        """What a spectator sees: calls by number only, no hand."""
        return self._public()

    def view(self, seat: int) -> dict:
        """What ``seat`` may know: its own cards (each described, reconstructed faces marked), the
        open calls by number, the scores."""
        self.check_seat(seat)
        v = self._public()
        mine = self.ex.seat_offer[seat]
        hand = self.holding_keys(seat)
        rf = self.has_rise_fall(seat)
        v.update({
            "seat": seat,
            "hand": hand,
            "in_hand": self.keys(self.hands[seat]),
            "cards": [self.card(k) for k in hand],
            "my_call": None if mine is None else {"call": mine, "count": len(self.ex.laid(seat)),
                                                  "cards": self.keys(self.ex.laid(seat))},
            "value": self.hand_value(seat),
            "marks": hand_marks(hand, self.faces),
            "marks_key": marks_key(hand_marks(hand, self.faces), card_name),  # the key under the hand
            "may_close": None if not rf or self.over else ("sell" if SELL in hand else "close"),
            # what the hand would score if the market closed now, and what the Selling card may cost
            # the reader before another player's close (bourse-H-2), in words with the clause
            "value_text": value_words(self, seat),
            "warning": selling_warning(self, seat),
        })
        return v

    def omniscient_view(self) -> dict:
        """Everything, for teaching and for checking that a replay is exact."""
        v = self._public()
        v.update({
            "hands": [self.holding_keys(s) for s in range(self.n)],
            "raw_hands": [list(h) for h in self.hands],
            "raw_calls": [[cid, s, list(cs), t0] for cid, (s, cs, t0) in sorted(self.ex.offers.items())],
            "values": [self.hand_value(s) for s in range(self.n)],
            "rng": self.rng.state(), "next_call": self.ex.next_id, "params": dict(self.params), "seed": record_seed(self.seed),
            "actions": len(self.actions),
        })
        return v



def summary(game) -> dict:
    """A short JSON-able account of a finished (or stopped) game, for simulations."""
    return {
        "seed": record_seed(game.seed),
        "rounds": len(game.sheet),
        "winners": list(game.winners),
        "scores": list(game.scores),
        "over": game.over,
        "trades": game.exchanges,
        "closers": [row["closer"] for row in game.sheet],
        "words": [row["word"] for row in game.sheet],
        "nets": [row["net"] for row in game.sheet],
        "round_ms": [row["t"] - (game.sheet[i - 1]["t"] + game.params["hand_gap_ms"] if i else 0)
                     for i, row in enumerate(game.sheet)],
        "selling_lost_without_rf": game.selling_lost_without_rf,
        "virtual_ms": game.now,
    }

__all__ = ["BourseViews", "summary"]
