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
     "idle_streak": [0, ...],           # failed hands in a row before this one (gse1903-35)
     "last_call": [null, ...]}          # when each seat last called TOPEKA (gse2003-tie-2)

Every card of the railroads in play must be accounted for, eight per broker (in hand plus his
open offer), or the position is refused with ``BadParams`` saying what is wrong.  The checked
position, every default filled, goes into the game's record, so :func:`games.replay` rebuilds the
same game.
"""
from __future__ import annotations

from games.core.errors import BadParams

from .editions import EDITIONS

FIELDS = ("hands", "offers", "scores", "telegram", "telegram_since", "round", "dealer", "signal_t", "now",
          "completed_at", "idle_streak", "last_call")


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
    if "hands" not in position:
        raise BadParams("position: 'hands' is required (one list of railroad keys per seat)")
    hands = position["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise BadParams(f"position: hands must list {n} hands, one per seat")
    hands = [_keys(h, f"hands[{s}]", rr_keys) for s, h in enumerate(hands)]
    rnd = _int(position.get("round", 1), "round", 1)
    dealer = _int(position.get("dealer", params["first_dealer"]), "dealer", 0, n - 1)
    signal_t = _int(position.get("signal_t", 0), "signal_t")
    now = _int(position.get("now", signal_t), "now")
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
        laid.append({"seat": seat, "cards": cards, "t": _int(o.get("t", signal_t), f"offers[{i}].t")})
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
    if params["telegram"]:  # in play, someone holds it (gse1903-21)
        telegram = _int(position.get("telegram", dealer), "telegram (its holder)", 0, n - 1)
    else:
        telegram = position.get("telegram")
        if telegram is not None:
            raise BadParams("position: the Telegram is not in play (params telegram is false)")
    since = _int(position.get("telegram_since", signal_t), "telegram_since")
    opt_t = lambda v, what: None if v is None else _int(v, what)  # noqa: E731
    completed = _per_seat(position, "completed_at", n, None, opt_t)
    return {
        "hands": hands, "offers": laid,
        "scores": _per_seat(position, "scores", n, 0, lambda v, w: _int(v, w, None)),
        "telegram": telegram, "telegram_since": since, "round": rnd, "dealer": dealer, "signal_t": signal_t,
        "now": now, "completed_at": completed,
        "idle_streak": _per_seat(position, "idle_streak", n, 0, _int),
        "last_call": _per_seat(position, "last_call", n, None, opt_t),
    }


__all__ = ["FIELDS", "check_position"]
