"""Parameter schemas: every game describes its options as plain JSON-able data.

A schema is ``{name: spec}``; a spec is a dict with

* ``type``: ``"int"``, ``"float"``, ``"bool"``, ``"enum"``, ``"str"``, ``"list"`` or ``"dict"``
* ``default``: the value used when the caller gives none (may be ``None`` for "derived")
* ``description``: what the option means, for the site and the CLI
* optional ``min`` / ``max`` (numbers), ``values`` (an enum's only values; a ``str``'s named
  values, the ones a reader chooses among, when the game also takes other forms such as one value
  per seat: a page offers these), ``nullable`` (``None`` allowed),
  ``cli`` (the flag's name for ``python -m games`` when it is not the option's, e.g. ``reshuffle``),
  ``labels`` (an enum's values in a reader's words, ``{value: words}``, for a page's choices)

:func:`resolve` checks a caller's dict against a schema and returns a complete dict with every
key present, so a saved record names every option explicitly.
"""
from __future__ import annotations

from .errors import BadParams


def _check(name: str, spec: dict, value):
    kind = spec["type"]
    if value is None:
        if spec.get("nullable"):
            return None
        raise BadParams(f"parameter {name!r} may not be null")
    if kind == "bool":
        if not isinstance(value, bool):
            raise BadParams(f"parameter {name!r} must be true or false")
    elif kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadParams(f"parameter {name!r} must be an integer")
    elif kind == "float":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise BadParams(f"parameter {name!r} must be a number")
        value = float(value)
        if value != value:
            raise BadParams(f"parameter {name!r} must not be NaN")
    elif kind == "enum":
        if value not in spec["values"]:
            raise BadParams(f"parameter {name!r} must be one of {list(spec['values'])}")
    elif kind == "str":
        if not isinstance(value, str):
            raise BadParams(f"parameter {name!r} must be a string")
    elif kind == "list":
        if not isinstance(value, list):
            raise BadParams(f"parameter {name!r} must be a list")
        value = list(value)
    elif kind == "dict":
        if not isinstance(value, dict):
            raise BadParams(f"parameter {name!r} must be an object")
        value = dict(value)
    else:  # pragma: no cover - schema error
        raise BadParams(f"schema error: unknown type {kind!r}")
    if "min" in spec and value < spec["min"]:
        raise BadParams(f"parameter {name!r} must be >= {spec['min']}")
    if "max" in spec and value > spec["max"]:
        raise BadParams(f"parameter {name!r} must be <= {spec['max']}")
    return value


def resolve(schema: dict, params: dict | None, defaults: dict | None = None) -> dict:
    """Return a complete, checked copy of ``params``.

    ``defaults`` overrides the schema defaults (used for edition-dependent defaults).
    Unknown keys are an error, so a typo never silently falls back to a default.
    """
    if params is None:
        params = {}
    if not isinstance(params, dict):
        raise BadParams("params must be an object")
    unknown = sorted(set(params) - set(schema))
    if unknown:
        raise BadParams(f"unknown parameter(s): {', '.join(map(str, unknown))}")
    out = {}
    for name, spec in schema.items():
        if name in params:
            out[name] = _check(name, spec, params[name])
        elif defaults is not None and name in defaults:
            out[name] = defaults[name]
        else:
            out[name] = spec.get("default")
    return out


def of_params(fn):
    """A facade method ``{"params"?} -> fn(params)`` for a function of a game's parameters (its
    "How to play", say): ``params`` that is not an object is refused with ``BadParams``, and
    ``fn`` resolves the rest."""
    def method(args: dict):
        params = args.get("params")
        if params is not None and not isinstance(params, dict):
            raise BadParams("'params' must be an object")
        return fn(params)

    method.__doc__ = f"The facade method of {fn.__module__}.{fn.__name__}."
    return method
