"""The random walk the property tests of every game share: legal and junk actions at random
times, an invariant checked after every step, a refused action that changes nothing, and a replay
of the record that reproduces the state."""
from __future__ import annotations

from hypothesis import strategies as st

from games import IllegalAction, replay


def random_play(g, data, junk, check, *, steps=(5, 60), dt=3000, legal=st.booleans(), earliest=None):
    """Play ``g`` at random with hypothesis's ``data``, then replay its record.

    Each step lets ``0..dt`` virtual ms pass (a game with deadlines, ``Game.expire``, lets them
    take effect), then draws whether to play (``legal``, a strategy of truthy/falsy values): a
    legal action of a seat that may act, at the earliest at ``earliest(g)`` (default ``g.now``);
    or a ``junk`` action, which must either be accepted or refused with a message and no change
    at all.  ``check(g)`` asserts the game's invariants at the start and after every step.
    """
    check(g)
    t = 0
    for _ in range(data.draw(st.integers(*steps), label="steps")):
        if g.is_over:
            break
        t += data.draw(st.integers(0, dt), label="dt")
        if data.draw(legal, label="legal?"):
            g.expire(t)
            movers = [s for s in range(g.players) if g.may_act(s)]
            seat = data.draw(st.sampled_from(movers), label="seat")
            actions = g.legal_actions(seat)
            if not actions:
                continue
            start = g.now if earliest is None else earliest(g)
            g.apply(dict(data.draw(st.sampled_from(actions), label="action"), t=max(t, start)))
        else:
            action = data.draw(junk, label="junk")
            before = g.omniscient_view()
            try:
                g.apply(action)
            except IllegalAction as exc:
                assert exc.message
                assert g.omniscient_view() == before, "an illegal action changed the state"
        t = max(t, g.now)
        check(g)
    again = replay(g.to_record())
    again.expire(g.now)
    assert again.omniscient_view() == g.omniscient_view(), "the replay differs"
