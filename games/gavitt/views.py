"""What each seat of Gavitt's Stock Exchange may see and do: legal actions and the views (a
player's, a spectator's, the omniscient one).  Views send railroad keys, never card numbers.  A part
of :class:`games.gavitt.rules.GavittGame`, kept in its own file."""
from __future__ import annotations

from games.core.rng import record_seed

from games.core.wording import marks_key

from .costly import telegram_warning
from .wording import WORD, cards_words, hand_marks, offer_sentence


class GavittViews:
    """The seeing half of :class:`games.gavitt.rules.GavittGame` (a mixin: it uses the game's state)."""

    def legal_actions(self, seat: int) -> list[dict]:
        """Every action ``seat`` may take now, without ``t`` (the caller adds the time).

        Offers and takes are listed once per distinct choice of railroads.
        """
        if self.over or not 0 <= seat < self.n:
            return []
        out: list[dict] = []
        have = [0] * self.nrr
        for c in self.hands[seat]:
            have[self.card_rr[c]] += 1
        keys = self.rr_keys
        singles = [[keys[i]] for i in range(self.nrr) if have[i] >= 1]
        pairs = [[keys[i], keys[i]] for i in range(self.nrr) if have[i] >= 2]
        if self.ed.unlike_pair != "refused":
            held = [i for i in range(self.nrr) if have[i]]
            pairs += [[keys[a], keys[b]] for x, a in enumerate(held) for b in held[x + 1:]]
        mine = self.seat_offer[seat]
        if mine is None:
            out += [{"type": "offer", "seat": seat, "cards": c} for c in singles + pairs]
        else:
            out.append({"type": "cancel", "seat": seat})
        for oid, (s, cards, _t) in sorted(self.offers.items()):
            if s == seat:
                continue
            for c in (singles if len(cards) == 1 else pairs):
                out.append({"type": "take", "seat": seat, "offer": oid, "cards": c})
            if mine is not None and len(self.offers[mine][1]) == len(cards):
                out.append({"type": "take", "seat": seat, "offer": oid, "own": True})
        if self.ed.call_without_set != "refused" or self.full_set(seat) is not None:
            out.append({"type": "call", "seat": seat, "word": WORD})
        return out

    def _railroads(self) -> list[dict]:
        """The railroads in play; ``reconstructed`` marks a card or value the text does not give."""
        named = {k: v for k, _l, _n, v in self.ed.railroads}
        return [{"key": k, "label": lab, "value": v, "reconstructed": named[k] is None}
                for k, lab, v in zip(self.rr_keys, self.rr_labels, self.rr_values)]

    def _public(self) -> dict:
        return {
            "game": self.game_id, "edition": self.edition, "players": self.n, "round": self.round,
            "dealer": self.dealer, "signal_t": self.signal_t, "now": self.now,
            "railroads": self._railroads(), "target": self.params["target"],
            "offers": self.exchange.public(),
            "telegram_in_play": bool(self.params["telegram"]),
            "scores": list(self.scores), "sheet": [dict(r) for r in self.sheet],
            "hand_sizes": [len(self.holding(s)) for s in range(self.n)],
            "over": self.over, "winners": list(self.winners), "trades": self.trades,
        }

    def public_view(self) -> dict:
        """What a spectator sees: offers by count only, no hand."""
        return self._public()

    def view(self, seat: int) -> dict:
        """What ``seat`` may know: its own cards, public offers, scores; no other hand."""
        self.check_seat(seat)
        v = self._public()
        mine = self.seat_offer[seat]
        fs = self.full_set(seat)
        v.update({
            "seat": seat,
            "hand": self._keys(self.holding(seat)),
            "in_hand": self._keys(self.hands[seat]),
            "my_offer": None if mine is None else self._my_offer(mine),
            "telegram": (self.telegram == seat) if self.params["telegram"] else None,
            "full_set": None if fs is None else self.rr_keys[fs],
        })
        v["marks"] = hand_marks(v["hand"], {r["key"]: r["value"] for r in v["railroads"]})
        labels = {r["key"]: r["label"] for r in v["railroads"]}
        v["marks_key"] = marks_key(v["marks"], lambda k: labels.get(k, k))  # the key under the hand
        v["warning"] = telegram_warning(self, seat)  # what a move may cost the reader, said before it
        return v

    def _my_offer(self, offer: int) -> dict:
        """The reader's own offer: its id, its cards and the sentence that tells him of it."""
        cards = self._keys(self.offers[offer][1])
        return {"offer": offer, "count": len(cards), "cards": cards, "text": offer_sentence(cards, self._labels())}

    def omniscient_view(self) -> dict:
        """Everything, for teaching and for checking that a replay is exact."""
        v = self._public()
        hands = [self._keys(self.holding(s)) for s in range(self.n)]
        labels = self._labels()
        v.update({
            "hands": hands,
            "hand_words": [cards_words(h, labels) for h in hands],
            "raw_hands": [self._card_keys(h) for h in self.hands],
            "raw_offers": [[oid, s, self._card_keys(c), t0] for oid, (s, c, t0) in sorted(self.offers.items())],
            "counts": [list(c) for c in self.counts],
            "telegram_holder": self.telegram, "deadlines": self.deadlines.state(),
            "deck": self._card_keys(self.deck), "rng": self.rng.state(), "next_offer": self.exchange.next_id,
            "first_act": list(self.activity.first), "last_act": list(self.activity.last),
            "idle_fail": list(self.activity.lapsed), "idle_streak": list(self.idle_streak),
            "round_fines": list(self.round_fines), "completed_at": list(self.completed_at),
            "last_call": list(self.last_call), "params": dict(self.params), "seed": record_seed(self.seed),
            "actions": len(self.actions),
        })
        return v


def summary(game) -> dict:
    """A short JSON-able account of a finished (or stopped) game, for simulations."""
    fines = [0] * game.n
    for row in game.sheet:
        for s, f in enumerate(row["fines"]):
            fines[s] -= f
    return {
        "seed": record_seed(game.seed),
        "rounds": len(game.sheet),
        "winners": list(game.winners),
        "scores": list(game.scores),
        "over": game.over,
        "trades": game.trades,
        "fines": fines,
        "callers": [row["caller"] for row in game.sheet],
        "railroads": [row["railroad"] for row in game.sheet],
        "round_ms": [row["t"] - (game.sheet[i - 1]["t"] + game.params["round_gap_ms"] if i else 0)
                     for i, row in enumerate(game.sheet)],
        "virtual_ms": game.now,
    }
