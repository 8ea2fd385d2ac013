"""Starting a game of Bourse from a stated position: ``{"hands": [[keys] per seat], "scores"?:
[...], "dealer"?: seat, "hand"?: number}``, at ``t = 0``.  Every card of the pack must be in exactly
one hand, and the position must be one a game reaches: each hand as large as the deal makes it
(exchanges are card for card), the dealer the one whose turn it is, totals that have not ended the
game; otherwise ``BadParams`` says what is wrong and names the rule.

A mixin of :class:`games.bourse.rules.BourseGame` (``BoursePosition._from_position``).
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams

from .pack import deal_order


class BoursePosition:
    @cite("bourse-E-1", "bourse-F-2", "bourse-special-5-game-a", "bourse-special-5-game-b")
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
        first = self.params["first_dealer"]
        if dealer != (first + hand - 1) % self.n:
            raise BadParams(f"position: hand {hand} is dealt by seat {(first + hand - 1) % self.n}, not {dealer}: "
                            f"the deal passes to the left after each hand, from first_dealer {first} (bourse-E-1)")
        sizes = [0] * self.n
        for s in deal_order(self.n, dealer, len(self.key), self.params["extra_card"]):
            sizes[s] += 1
        for s, h in enumerate(self.hands):
            if len(h) != sizes[s]:
                raise BadParams(f"position: seat {s} holds {len(h)} cards, but the deal gives it {sizes[s]} "
                                f"(bourse-E-1: all the cards dealt one at a time, extra_card "
                                f"'{self.params['extra_card']}') and every exchange is card for card (bourse-F-2)")
        if hand == 1 and any(self.scores):
            raise BadParams("position: in the first hand nobody has scored yet; give 'hand' after the hands scored")
        self.dealer, self.hand_no = dealer, hand
        if self._check_winner(0, []):
            raise BadParams("position: with these totals the game is already over (bourse-special-5-game-a, -b)")
        return self._dealt(0)


__all__ = ["BoursePosition"]
