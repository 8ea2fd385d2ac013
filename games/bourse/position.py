"""Starting a game of Bourse from a stated position: ``{"hands": [[keys] per seat], "scores"?:
[...], "dealer"?: seat, "hand"?: number}``, at ``t = 0``.  Every card of the pack must be in exactly
one hand; otherwise ``BadParams`` says what is wrong.

A mixin of :class:`games.bourse.rules.BourseGame` (``BoursePosition._from_position``).
"""
from __future__ import annotations

from games.core.errors import BadParams


class BoursePosition:
    def _from_position(self, pos) -> list[dict]:
        """A stated situation: ``{"hands": [[keys] per seat], "scores"?: [...], "dealer"?: seat,
        "hand"?: number}``, at ``t = 0``.  Every card of the pack must be in exactly one hand."""
        if not isinstance(pos, dict) or set(pos) - {"hands", "scores", "dealer", "hand"}:
            raise BadParams("a position is {'hands', 'scores'?, 'dealer'?, 'hand'?}")
        hands = pos.get("hands")
        if not isinstance(hands, list) or len(hands) != self.n or not all(isinstance(h, list) for h in hands):
            raise BadParams(f"position: 'hands' must be {self.n} lists of card keys")
        free: dict[str, list[int]] = {}
        for c, k in enumerate(self.key):
            free.setdefault(k, []).append(c)
        for s, h in enumerate(hands):
            for k in h:
                if not isinstance(k, str) or not free.get(k):
                    raise BadParams(f"position: seat {s} holds {k!r}, which is not (or no longer) in the pack")
                self.hands[s].append(free[k].pop())
        left = sorted(k for k, cs in free.items() for _ in cs)
        if left:
            raise BadParams(f"position: every card must be in a hand; not dealt: {', '.join(left)}")
        scores = pos.get("scores", [0] * self.n)
        if (not isinstance(scores, list) or len(scores) != self.n
                or any(isinstance(x, bool) or not isinstance(x, int) for x in scores)):
            raise BadParams(f"position: 'scores' must be {self.n} integers")
        self.scores = list(scores)
        dealer = pos.get("dealer", self.dealer)
        hand = pos.get("hand", 1)
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < self.n:
            raise BadParams("position: 'dealer' must be a seat")
        if isinstance(hand, bool) or not isinstance(hand, int) or hand < 1:
            raise BadParams("position: 'hand' must be a positive integer")
        self.dealer, self.hand_no = dealer, hand
        return self._dealt(0)


__all__ = ["BoursePosition"]
