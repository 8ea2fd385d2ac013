"""Hypothesis strategies for the bad-input tests (tests/browser/test_bad_input.py).

Values that JSON cannot carry (a BigInt, a cycle, NaN, a Map, a huge string, a deeply nested
array) are described in JSON and built in the page by MATERIALIZE, so they reach the worker as the
real thing through postMessage:

    {"$json": v}        the JSON value v
    {"$odd": kind}      undefined, NaN, Infinity, a BigInt, a Date, a Map, a Set, bytes, a cycle, ...
    {"$huge": n}        a string of n characters
    {"$deep": n}        an array nested n deep
    {"$obj": [[k, d]]}  an object whose keys are k and whose values are built from d
    {"$id": true}       a fresh request id no other message uses
    {"$table": true}    a table the test opened itself (never the demo's own)
"""
from __future__ import annotations

from hypothesis import strategies as st

# The facade's methods; simulate and lab.* are left out: a well-formed request of theirs is a long
# computation by design (capped in games.api).
METHODS = ["games.list", "gavitt.deal", "table.new", "table.advance", "table.act", "table.legal", "table.view",
           "table.record", "table.load", "table.close", "transcript"]
ARG_KEYS = ["table", "t", "seat", "action", "record", "params", "seed", "game", "human_seats", "bots", "now",
            "edition", "players", "position"]
ODD = ["undefined", "nan", "infinity", "bigint", "date", "map", "set", "bytes", "cycle", "regexp", "sparse"]

json_leaf = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
             | st.text(max_size=20))
json_value = st.recursive(json_leaf, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                          max_leaves=12)


def obj(pairs):
    return {"$obj": [[k, v] for k, v in pairs]}


value = st.one_of(
    json_value.map(lambda v: {"$json": v}),
    st.sampled_from(ODD).map(lambda k: {"$odd": k}),
    st.integers(100_000, 2_000_000).map(lambda n: {"$huge": n}),
    st.integers(50, 3_000).map(lambda n: {"$deep": n}),
)
arg_value = st.one_of(value, st.just({"$table": True}),
                      st.integers(-10, 10**7).map(lambda n: {"$json": n}))  # times and seats near the real ones
args = st.one_of(
    st.lists(st.tuples(st.sampled_from(ARG_KEYS) | st.text(max_size=8), arg_value), max_size=5).map(obj),
    value,  # not an object at all
)
method = st.one_of(st.sampled_from(METHODS).map(lambda m: {"$json": m}), st.text(max_size=40).map(lambda m: {"$json": m}), value)
request_id = st.one_of(st.just({"$id": True}), st.just({"$id": True}), value)
message = st.one_of(
    value,  # not a request at all
    st.tuples(request_id, method, args).map(lambda t: obj([("id", t[0]), ("method", t[1]), ("args", t[2])])),
    st.tuples(request_id, method, args, st.text(max_size=8), value).map(
        lambda t: obj([("id", t[0]), ("method", t[1]), ("args", t[2]), (t[3], t[4])])),
    st.lists(st.tuples(st.sampled_from(["id", "method", "args"]), value), max_size=3).map(obj),  # parts missing
)

MATERIALIZE = r"""
const materialize = (d, ctx) => {
  if ("$json" in d) return d.$json;
  if ("$huge" in d) return "x".repeat(d.$huge);
  if ("$deep" in d) { let v = []; for (let i = 0; i < d.$deep; i++) v = [v]; return v; }
  if ("$id" in d) return ctx.nextId++;
  if ("$table" in d) return ctx.table;
  if ("$obj" in d) return Object.fromEntries(d.$obj.map(([k, v]) => [k, materialize(v, ctx)]));
  switch (d.$odd) {
    case "undefined": return undefined;
    case "nan": return NaN;
    case "infinity": return -Infinity;
    case "bigint": return 2n ** 70n;
    case "date": return new Date(0);
    case "map": return new Map([["table", "t1"]]);
    case "set": return new Set([1, 2]);
    case "bytes": return new Uint8Array([0, 255, 7]);
    case "regexp": return /x/g;
    case "sparse": { const a = []; a[5] = 1; return a; }
    case "cycle": { const o = { a: 1 }; o.self = o; return o; }
  }
  throw new Error("unknown descriptor " + JSON.stringify(d));
};
"""


def hash_part():
    """Pieces of URL hashes: the demo's real option names and values near and far from valid ones."""
    keys = st.sampled_from(["edition", "players", "speed", "telegram", "fines", "target", "forget", "careless", "seed"])
    values = st.one_of(
        st.sampled_from(["", "0", "1", "3", "6", "7", "-1", "1e3", "0x10", " 4", "4 ", "2003", "1903", "fast", "FAST",
                         "99999999999999999999", "100", "100000", "100001", "4294967295", "4294967296", "on", "yes",
                         "%", "%zz", "%00", "&", "=", "#", "\u202e", "😀"]),
        st.integers(-10**12, 10**12).map(str),
        st.text(max_size=12),
    )
    pair = st.tuples(keys | st.text(max_size=8), values).map(lambda kv: f"{kv[0]}={kv[1]}")
    return st.one_of(
        st.lists(pair, min_size=1, max_size=6).map("&".join),
        st.text(max_size=60),
        st.lists(pair, min_size=1, max_size=3).map(lambda p: "&".join(p) * 300),  # long
    )
