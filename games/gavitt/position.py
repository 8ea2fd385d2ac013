"""Starting a game of Gavitt's Stock Exchange from a stated position.

A *position* is a JSON object describing a moment of a round; every field but ``hands`` may be
left out and takes the value a fresh deal would give::

    {"hands":    [["SF", "SF", ...], ...],  # per seat: the cards in hand (keys), not those on the table
     "offers":   [{"seat": 1, "cards": ["MP", "MP"], "t": 0}],   # face-down open offers (t: when laid)
     "scores":   [0, 0, 0, 0],          # running totals before this round is scored
     "telegram": 0,                     # who holds the Telegram (null when it is not in play)
     "telegram_since": 0,               # since when he holds it (gse1903-26), default the signal
     "round": 1, "dealer": 0,           # the round and its dealer (default: params' first_dealer)
     "signal_t": 0,                     # the dealer's signal of this round (ms)
     "now": 0,                          # the clock: the next action may not be earlier
     "completed_at": [null, ...],       # when a seat holding a full set completed it (default the signal)
     "first_set_telegram": 2,           # who held the Telegram when the round's first full set was
                                        # completed (gse1903-28..30; default its holder now)
     "acted": [null, [300, 2100], ...], # each seat's first and last offer or trade this round (gse1903-31,
                                        # -35); default its open offer's time, else null (has not acted)
     "idle_streak": [0, ...],           # failed hands in a row before this one (gse1903-35)
     "last_call": [null, ...]}          # when each seat last called TOPEKA (gse2003-tie-2)

Every card of the railroads in play must be accounted for, eight per broker (in hand plus his
open offer), and the position must be one a game can reach: the times lie between the signal and
the clock, a completion time belongs to a seat holding a full set, a streak of failed hands is
shorter than the rounds before this one and than the streak that is fined.  Otherwise the position
is refused with ``BadParams`` saying what is wrong and naming the rule.  Faults the position
implies (a first offer later than gse1903-31 allows, a seat that has not acted by then) are fined
at the next action, as they would have been at the table.  The checked position, every default
filled, goes into the game's record, so :func:`games.replay` rebuilds the same game.
"""
from __future__ import annotations

from games.core.errors import BadParams

from .decks import CARDS_PER_RAILROAD as FULL
from .editions import EDITIONS

FIELDS = ("hands", "offers", "scores", "telegram", "telegram_since", "round", "dealer", "signal_t", "now",
          "completed_at", "first_set_telegram", "acted", "idle_streak", "last_call")


def _int(value, what: str, lo: int | None = 0, hi: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadParams(f"position: {what} must be an integer")
    if lo is not None and value < lo or hi is not None and value > hi:
        span = f"{lo}..{hi}" if hi is not None else f"at least {lo}"
        raise BadParams(f"position: {what} must be {span}")
    return value


def _per_seat(pos: dict, key: str, n: int, default, item) -> list:
    value = pos.get(key)
    if value is None:
        return [default] * n
    if not isinstance(value, list) or len(value) != n:
        raise BadParams(f"position: {key} must be a list with one entry per seat ({n})")
    return [item(v, f"{key}[{s}]") for s, v in enumerate(value)]


def _keys(value, what: str, known: list[str]) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        raise BadParams(f"position: {what} must be a list of railroad keys")
    for k in value:
        if k not in known:
            raise BadParams(f"position: unknown railroad {k!r} in {what}; in play: {', '.join(known)}")
    return list(value)


def check_position(position, params: dict, rr_keys: list[str], full: int) -> dict:
    """The position with every default filled, or ``BadParams`` naming what is wrong."""
    if not isinstance(position, dict):
        raise BadParams("position must be an object")
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise BadParams(f"position: unknown field(s) {', '.join(unknown)}; known: {', '.join(FIELDS)}")
    n = params["players"]
    hands = _hands(position, n, rr_keys)
    rnd = _int(position.get("round", 1), "round", 1)
    dealer = _int(position.get("dealer", params["first_dealer"]), "dealer", 0, n - 1)
    signal_t = _int(position.get("signal_t", 0), "signal_t")
    now = _int(position.get("now", signal_t), "now")
    during, since_signal = _moments(signal_t, now)
    laid = _offers(position, params, rr_keys, signal_t, during)
    _accounted(hands, laid, rr_keys, full)
    telegram = _telegram(position, params, dealer)
    since = since_signal(position.get("telegram_since", signal_t), "telegram_since")
    completed = _per_seat(position, "completed_at", n, None,
                          lambda v, what: None if v is None else since_signal(v, what))
    full_set = [s for s in range(n) if full in count_of(s, hands, laid, rr_keys)]
    for s, t0 in enumerate(completed):
        if t0 is not None and s not in full_set:
            raise BadParams(f"position: completed_at[{s}] is set, but seat {s} holds no full set (gse1903-11)")
    first_tg = _first_set_telegram(position, n, full_set, telegram)
    acted = _acted(position, n, laid, during)
    streak_cap = min(rnd - 1, params["idle_hands"] - 1) if params["fines"] else 0  # counted only with fines
    streak = _per_seat(position, "idle_streak", n, 0, lambda v, what: _int(v, what, 0, streak_cap))
    last_call = _last_calls(position, params, rnd, signal_t)
    return {
        "hands": hands, "offers": laid,
        "scores": _per_seat(position, "scores", n, 0, lambda v, w: _int(v, w, None)),
        "telegram": telegram, "telegram_since": since, "round": rnd, "dealer": dealer, "signal_t": signal_t,
        "now": now, "completed_at": completed, "first_set_telegram": first_tg, "acted": acted,
        "idle_streak": streak, "last_call": last_call,
    }


def _hands(position, n: int, rr_keys: list[str]) -> list[list[str]]:
    if "hands" not in position:
        raise BadParams("position: 'hands' is required (one list of railroad keys per seat)")
    hands = position["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise BadParams(f"position: hands must list {n} hands, one per seat")
    return [_keys(h, f"hands[{s}]", rr_keys) for s, h in enumerate(hands)]


def _moments(signal_t: int, now: int):
    """Two checks of a moment of this round: ``during`` (from the signal to the clock) and
    ``since_signal`` (a state of this round, from the signal on: the clock may not be there)."""
    def during(v, what: str, end: int = now) -> int:
        v = _int(v, what)
        if v < signal_t:
            raise BadParams(f"position: {what} ({v}) comes before the dealer's signal ({signal_t}); nothing is "
                            "done before it (gse1903-5, gse2003-play-2)")
        if v > end:
            raise BadParams(f"position: {what} ({v}) comes after now ({now})")
        return v

    def since_signal(v, what: str) -> int:
        return during(v, what, max(now, signal_t))

    return during, since_signal


def _offers(position, params: dict, rr_keys: list[str], signal_t: int, during) -> list[dict]:
    """The open offers, one a seat, one or two cards each, a pair the edition allows."""
    n = params["players"]
    offers = position.get("offers") or []
    if not isinstance(offers, list):
        raise BadParams("position: offers must be a list of {seat, cards, t}")
    laid, seen = [], set()
    for i, o in enumerate(offers):
        if not isinstance(o, dict) or set(o) - {"seat", "cards", "t"}:
            raise BadParams(f"position: offers[{i}] must be {{seat, cards, t}}")
        seat = _int(o.get("seat"), f"offers[{i}].seat", 0, n - 1)
        if seat in seen:
            raise BadParams(f"position: seat {seat} has two open offers; one at a time (gse1903-8)")
        seen.add(seat)
        cards = _keys(o.get("cards"), f"offers[{i}].cards", rr_keys)
        if not 1 <= len(cards) <= 2:
            raise BadParams(f"position: offers[{i}] lays {len(cards)} cards; one or two (gse1903-8, gse2003-play-2a)")
        ed = EDITIONS[params["edition"]]
        if len(cards) == 2 and cards[0] != cards[1] and ed.unlike_pair == "refused":
            raise BadParams(f"position: offers[{i}] is an unlike pair, which {ed.id} forbids ({ed.unlike_pair_clause})")
        laid.append({"seat": seat, "cards": cards, "t": during(o.get("t", signal_t), f"offers[{i}].t")})
    return laid


def _accounted(hands, laid, rr_keys: list[str], full: int) -> None:
    """Every broker holds ``full`` cards in hand and on the table, and every card is somewhere."""
    held = [len(h) for h in hands]
    for o in laid:
        held[o["seat"]] += len(o["cards"])
    for s, k in enumerate(held):
        if k != full:
            raise BadParams(f"position: seat {s} holds {k} cards in hand and on the table; every broker holds "
                            f"{full} (gse1903-4a, gse2003-play-1)")
    count = {k: 0 for k in rr_keys}
    for h in hands + [o["cards"] for o in laid]:
        for k in h:
            count[k] += 1
    wrong = [f"{v} {k}" for k, v in count.items() if v != full]
    if wrong:
        raise BadParams(f"position: every card must be accounted for, {full} of each railroad in play; "
                        f"found {', '.join(wrong)}")


def _telegram(position, params: dict, dealer: int):
    if params["telegram"]:  # in play, someone holds it (gse1903-21)
        return _int(position.get("telegram", dealer), "telegram (its holder)", 0, params["players"] - 1)
    telegram = position.get("telegram")
    if telegram is not None:
        raise BadParams("position: the Telegram is not in play (params telegram is false)")
    return None


def _first_set_telegram(position, n: int, full_set: list[int], telegram):
    first_tg = position.get("first_set_telegram")
    if first_tg is None:
        return None
    if not full_set:
        raise BadParams("position: first_set_telegram names who held the Telegram when the round's first full "
                        "set was completed, but no seat holds a full set (gse1903-28..30)")
    if telegram is None:
        raise BadParams("position: first_set_telegram is set, but the Telegram is not in play")
    return _int(first_tg, "first_set_telegram", 0, n - 1)


def _acted(position, n: int, laid: list[dict], during) -> list:
    acted = _per_seat(position, "acted", n, None, lambda v, what: _span(v, what, during))
    for o in laid:  # an open offer is an action of its seat (gse1903-31, -35)
        s, t0 = o["seat"], o["t"]
        if acted[s] is None:
            acted[s] = [t0, t0]
        elif not acted[s][0] <= t0 <= acted[s][1]:
            raise BadParams(f"position: seat {s}'s offer at {t0} lies outside its acted span {acted[s]}")
    return acted


def _last_calls(position, params: dict, rnd: int, signal_t: int) -> list:
    n = params["players"]
    last_call = _per_seat(position, "last_call", n, None, lambda v, what: None if v is None else _int(v, what))
    before = signal_t - params["round_gap_ms"]  # a call ends its round; the next signal comes round_gap_ms later
    for s, t0 in enumerate(last_call):
        if t0 is not None and (rnd == 1 or t0 > before):
            raise BadParams(f"position: last_call[{s}] ({t0}) must be a call of an earlier round, at most "
                            f"{before} (the signal, {signal_t}, less round_gap_ms)" if rnd > 1 else
                            f"position: last_call[{s}] is set, but in round 1 nobody has called yet")
    return last_call


def _span(v, what: str, during) -> list[int] | None:
    """``null`` or ``[first, last]``: two moments of the round, in order."""
    if v is None:
        return None
    if not isinstance(v, list) or len(v) != 2:
        raise BadParams(f"position: {what} must be null or [first, last] (ms)")
    first, last = during(v[0], f"{what}[0]"), during(v[1], f"{what}[1]")
    if first > last:
        raise BadParams(f"position: {what}: the first action ({first}) comes after the last ({last})")
    return [first, last]


def count_of(seat: int, hands: list, laid: list, rr_keys: list[str]) -> list[int]:
    """How many of each railroad ``seat`` holds, in hand and on the table."""
    cards = list(hands[seat]) + [k for o in laid if o["seat"] == seat for k in o["cards"]]
    return [cards.count(k) for k in rr_keys]


class GavittPosition:
    """A mixin of :class:`games.gavitt.rules.GavittGame`: the game set up at a position that
    :func:`check_position` has checked and completed."""

    def _start_from(self, pos: dict) -> list[dict]:
        """Set up the stated position (checked by :func:`check_position`); its opening events are
        those of a deal (the hands as held, in hand and on the table) and one ``offer`` event per
        open offer."""
        pool = [list(range(FULL * i, FULL * (i + 1))) for i in range(self.nrr)]
        index = self.rr_index

        def cards(keys):
            return [pool[index[k]].pop() for k in keys]

        self.deck = []
        self.round = pos["round"]
        self.dealer = pos["dealer"]
        self.signal_t = pos["signal_t"]
        self.scores = list(pos["scores"])
        self.idle_streak = list(pos["idle_streak"])
        self.last_call = list(pos["last_call"])
        self.hands = [cards(h) for h in pos["hands"]]
        laid = [(o["seat"], cards(o["cards"]), o["t"]) for o in pos["offers"]]
        for s in range(self.n):
            held = self.hands[s] + [c for seat, cs, _t in laid if seat == s for c in cs]
            self.counts[s] = [0] * self.nrr
            for c in held:
                self.counts[s][self.card_rr[c]] += 1
        t = self.signal_t if self.round == 1 else max(0, self.signal_t - self.params["round_gap_ms"])
        events = self._start_round(t)
        for s, done in enumerate(pos["completed_at"]):
            if done is not None and self.completed_at[s] is not None:
                self.completed_at[s] = done
        if pos["telegram"] is not None:
            self._hold_telegram(pos["telegram"], pos["telegram_since"])
            events[0]["telegram"] = self.telegram
        done = [(t0, s) for s, t0 in enumerate(self.completed_at) if t0 is not None]
        first_tg = self.telegram if pos["first_set_telegram"] is None else pos["first_set_telegram"]
        self.first_complete = (min(done)[1], first_tg) if done else None  # gse1903-28..30
        for s, cs, t0 in laid:
            oid = self.exchange.offer(s, cs, t0)
            events.append({"type": "offer", "t": t, "seat": s, "offer": oid, "count": len(cs)})
        activity = self.activity  # gse1903-31, -35: what each seat has done this round counts as done
        for s, span in enumerate(pos["acted"]):
            if span is not None:
                activity.touch(s, span[0])
                activity.last[s] = span[1]
        for e in events:
            if e["type"] == "hand":
                e["cards"] = self._keys(self.holding(e["to"]))
        self.now = pos["now"]
        return events


__all__ = ["FIELDS", "GavittPosition", "check_position"]
