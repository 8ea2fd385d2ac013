"""The facade's record fields: a page that appends each answer's ``record_actions`` to the head it
got from ``table.new``/``table.load`` holds, at every moment, exactly the record ``table.record``
gives, so it can save the game without asking the worker (a page being left cannot wait)."""
from __future__ import annotations


from api_helpers import call, ok


class Mirror:
    """What the page keeps: the record's head and its actions, checked against record_length."""

    def __init__(self, answer):
        self.head = answer["record_head"]
        self.actions = list(answer["record_actions"])
        assert len(self.actions) == answer["record_length"]

    def absorb(self, answer):
        self.actions += answer["record_actions"]
        return len(self.actions) == answer["record_length"]

    def record(self):
        return {**self.head, "actions": self.actions}


def engine_record(tid):
    return ok("table.record", {"table": tid})["record"]


def test_the_mirror_of_advance_and_act_answers_is_the_record():
    res = ok("table.new", {"game": "gavitt", "params": {"edition": "2003", "players": 4}, "seed": 3,
                           "bots": {"speed": "fast"}})
    tid = res["table"]
    assert res["record_head"] == {k: v for k, v in engine_record(tid).items() if k != "actions"}
    assert "actions" not in res["record_head"] and res["record_actions"] == [] and res["record_length"] == 0
    mirror = Mirror(res)
    grew = False
    for t in range(1500, 12000, 700):
        out = ok("table.advance", {"table": tid, "t": t})
        assert mirror.absorb(out)
        grew = grew or bool(out["record_actions"])
        assert mirror.record() == engine_record(tid)
    assert grew, "the bots traded, so the answers carried actions"
    hand = ok("table.view", {"table": tid, "seat": 0})["in_hand"]
    out = ok("table.act", {"table": tid, "action": {"type": "offer", "seat": 0, "t": 12500, "cards": [hand[0]]}})
    assert out["record_actions"][-1] == {"type": "offer", "seat": 0, "t": 12500, "cards": [hand[0]]}
    assert mirror.absorb(out) and mirror.record() == engine_record(tid)


def test_a_refused_action_answers_with_the_bot_moves_that_stand():
    """An illegal human action is refused, but the bot moves before it stand: the refusal carries
    them (events, view, record actions), so the page needs no second round trip."""
    res = ok("table.new", {"game": "gavitt", "params": {"edition": "2003", "players": 5}, "seed": 8,
                           "bots": {"speed": "fast"}})
    tid = res["table"]
    mirror = Mirror(res)
    assert mirror.absorb(ok("table.advance", {"table": tid, "t": 1000}))
    refused = call("table.act", {"table": tid, "action": {"type": "call", "seat": 0, "t": 9000, "word": "TOPEKA"}})
    assert refused["ok"] is False and refused["error"]["clause"] == "gse2003-play-3a"
    assert refused["error"]["events"], "the bots moved up to t=9000 first"
    assert refused["error"]["record_actions"], "the moves made before the refusal"
    assert mirror.absorb(refused["error"]) and mirror.record() == engine_record(tid)
    assert refused["error"]["view"] == ok("table.view", {"table": tid, "seat": 0})


def test_a_page_that_missed_an_answer_sees_the_length_differ_and_recovers_with_table_record():
    res = ok("table.new", {"game": "gavitt", "params": {"edition": "1903", "players": 3}, "seed": 2,
                           "bots": {"speed": "fast"}})
    tid = res["table"]
    mirror = Mirror(res)
    lost = ok("table.advance", {"table": tid, "t": 8000})  # an answer the page dropped
    assert lost["record_actions"]
    out = ok("table.advance", {"table": tid, "t": 8500})
    mirror.actions += out["record_actions"]
    assert len(mirror.actions) != out["record_length"]
    # the page asks for the record; the next answers carry what comes after it
    record = engine_record(tid)
    mirror.actions = list(record["actions"])
    out = ok("table.advance", {"table": tid, "t": 20000})
    assert mirror.absorb(out) and mirror.record() == engine_record(tid)


def test_table_load_carries_the_loaded_record_and_the_deltas_go_on_from_it():
    res = ok("table.new", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 4,
                           "bots": {"speed": "fast"}})
    ok("table.advance", {"table": res["table"], "t": 7000})
    saved = ok("table.record", {"table": res["table"]})
    loaded = ok("table.load", {"record": saved["record"], "human_seats": [0], "bots": {"speed": "fast"},
                               "now": saved["table"]["now"]})
    assert loaded["exact"] is True
    mirror = Mirror(loaded)
    assert mirror.record() == saved["record"]
    out = ok("table.advance", {"table": loaded["table"], "t": 15000})
    assert mirror.absorb(out) and mirror.record() == engine_record(loaded["table"])
