"""What every game engine shares: the user-facing rule error, the engine protocol and a JSON codec.

Engines are pure: stdlib only, no I/O. State, actions, views and results are frozen dataclasses made of
ints, strings, bools, enums, tuples, frozensets and other such dataclasses, so one generic codec turns
any of them into JSON and back (for the action log, snapshots and tests).
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Generic, TypeVar

Cell = tuple[int, int]
JSON = Any


class IllegalAction(Exception):
    """An action the rules forbid. `key` names a message of the game's text catalogue (`locales/<lang>/<game>.ftl`,
    falling back to `common.ftl`) and `values` fill its placeholders; the cogs translate it into the
    reader's language. No sentence is built in an engine. It never names a hidden card."""

    def __init__(self, key: str, **values: int | str) -> None:
        super().__init__(key, values)
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return self.key if not self.values else f"{self.key} {self.values}"


class ConfigError(ValueError):
    """A game configuration that cannot be played. Like IllegalAction, `key` names a message of the game's catalogue
    (which option and why) and `values` fill it: the engine builds no sentence."""

    def __init__(self, key: str, **values: int | str) -> None:
        super().__init__(key, values)
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return self.key if not self.values else f"{self.key} {self.values}"


S = TypeVar("S")
A = TypeVar("A")
C = TypeVar("C")
V = TypeVar("V")
R = TypeVar("R")


@dataclass(frozen=True)
class EngineSpec(Generic[C, S, A, V, R]):
    """One game's engine, seen through the common protocol.

    new_game(config, players, seed) -> State; legal_actions(state) -> list[Action] (empty when over);
    apply(state, action) -> State (pure, raises IllegalAction); view(state, seat | None) -> View;
    result(state) -> Result (only when over). States expose `to_move` (seat or None) and `is_over`.
    """

    kind: str
    config_type: type[C]
    action_types: tuple[type[Any], ...]
    new_game: Callable[[C, int, int], S]
    legal_actions: Callable[[S], list[A]]
    apply: Callable[[S, A], S]
    view: Callable[[S, int | None], V]
    result: Callable[[S], R]
    min_players: int
    max_players: int
    # resample(state, seat, rng): a state that `seat` (None: the public) cannot tell apart from `state`, with
    # everything hidden from it redrawn at random (other hands, pile order, unseen cards). The conformance suite
    # checks that `view(resample(s, seat), seat) == view(s, seat)` and that the views still differ elsewhere.
    resample: Callable[[S, int | None, random.Random], S]
    # CPU players: level name -> policy(view of its seat, legal actions, rng) -> one of the legal actions.
    # A policy sees only what its seat may see. Levels are listed easiest first.
    cpu_policies: Mapping[str, Callable[[V, Sequence[A], random.Random], A]] = field(default_factory=dict)
    # CPU level -> what readies it before its first decision (a compiled search loaded, or compiled): the bot runs it
    # once, before the first turn of that level, where the CPU decides (its worker process, or a thread). Module
    # functions: they are pickled.
    cpu_warm_ups: Mapping[str, Callable[[], None]] = field(default_factory=dict)
    # Config fields added after games were stored: the value a stored config WITHOUT the field decodes to (the
    # behaviour those games were played under), while a new config gets the dataclass default.
    config_legacy_defaults: Mapping[str, JSON] = field(default_factory=dict)

    def encode_action(self, action: A) -> JSON:
        return to_json(action)

    def decode_action(self, data: JSON) -> A:
        return typing.cast(A, decode_union(self.action_types, data))

    def encode_config(self, config: C) -> JSON:
        return to_json(config)

    def decode_config(self, data: JSON) -> C:
        if isinstance(data, dict) and self.config_legacy_defaults:
            data = {**self.config_legacy_defaults, **data}
        return typing.cast(C, from_json(self.config_type, data))

    def check_action(self, action: object) -> None:
        """Raise IllegalAction("illegal.bad_action") unless `action` is one of this game's actions with every field
        of its declared type (see `check_value`): a forged or corrupted action never reaches the rules."""
        check_action(action, self.action_types)

    def replay(self, config: C, players: int, seed: int, actions: Sequence[A]) -> S:
        """Rebuild a state from its seed and action log (the store keeps nothing else)."""
        state = self.new_game(config, players, seed)
        for action in actions:
            state = self.apply(state, action)
        return state


# --------------------------------------------------------------------------------------------------
# Strict type checks for actions (an engine's `apply` calls `check_action` first)


def check_action(action: object, action_types: Sequence[type[Any]]) -> None:
    """Raise IllegalAction("illegal.bad_action") unless `action` is an instance of one of `action_types` (exactly)
    whose fields all hold values of their declared types."""
    if type(action) not in action_types or not check_value(action, type(action)):
        raise IllegalAction("illegal.bad_action")


def check_value(value: Any, tp: Any) -> bool:
    """Does `value` have type `tp`, strictly? `bool` is not an `int`, `float` is not an `int`, tuples are checked
    item by item, dataclasses field by field. Handles what engine values are made of (see the module doc). The check
    for each type is put together once (`_checker`), not worked out again from the type at every value."""
    return _checker(tp)(value)


Check = Callable[[Any], bool]


@cache
def _checker(tp: Any) -> Check:
    """`check_value` for one type, as a function (cached per type)."""
    if tp is Any:
        return lambda value: True
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        options = tuple(_checker(arg) for arg in typing.get_args(tp))
        return lambda value: any(check(value) for check in options)
    if tp is type(None) or tp is None:
        return lambda value: value is None
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _checker(args[0])
            return lambda value: isinstance(value, tuple) and all(item(v) for v in value)
        items = tuple(_checker(arg) for arg in args)
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(items)
            and all(check(v) for check, v in zip(items, value, strict=True))
        )
    if origin is frozenset:
        (arg,) = typing.get_args(tp)
        member = _checker(arg)
        return lambda value: isinstance(value, frozenset) and all(member(v) for v in value)
    if tp is int:
        return lambda value: type(value) is int
    if tp is float:
        return lambda value: type(value) in (int, float)
    if tp in (str, bool):
        return lambda value: type(value) is tp
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return lambda value: isinstance(value, tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        fields: list[tuple[str, Check]] = []  # filled at the first value (a field's type may name a class not built)

        def check_fields(value: Any) -> bool:
            if type(value) is not tp:
                return False
            if not fields:
                fields.extend((name, _checker(hint)) for name, hint in _typed_fields(typing.cast(Any, tp)))
            return all(check(getattr(value, name)) for name, check in fields)

        return check_fields

    def unknown(value: Any) -> bool:
        raise TypeError(f"cannot check {tp!r}")

    return unknown


# --------------------------------------------------------------------------------------------------
# JSON codec for frozen dataclasses


def to_json(value: Any) -> JSON:
    """Encode an engine value as JSON data. Dataclasses become objects tagged with their class name."""
    kind = type(value)
    if kind in _PLAIN:  # the common cases first, by exact type (a subclass of int, e.g. an IntEnum, goes below)
        return value
    names = _field_names(typing.cast(Any, kind))
    if names is not None:
        out: dict[str, JSON] = {"type": kind.__name__}
        for name in names:
            field = getattr(value, name)
            out[name] = field if type(field) in _PLAIN else to_json(field)
        return out
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [v if type(v) in _PLAIN else to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_json(v) for v in value), key=repr)
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


_PLAIN = frozenset({type(None), bool, int, float, str})


@cache
def _hints(cls: type[Any]) -> dict[str, Any]:
    return typing.get_type_hints(cls)


@cache
def _field_names(cls: Any) -> tuple[str, ...] | None:
    """A dataclass's field names (None for any other class): looked up once per class, not at every value."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _typed_fields(cls: Any) -> tuple[tuple[str, Any], ...]:
    """A dataclass's fields with their declared types, once per class."""
    hints = _hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def from_json(tp: Any, data: JSON) -> Any:
    """Decode JSON data produced by `to_json` back into a value of type `tp` (the decoder of each type put together
    once, `_decoder`)."""
    return _decoder(tp)(data)


Decode = Callable[[Any], Any]


@cache
def _decoder(tp: Any) -> Decode:
    """`from_json` for one type, as a function (cached per type)."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return lambda data: data
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        nullable = type(None) in args
        non_none = tuple(a for a in args if a is not type(None))
        if len(non_none) == 1:
            one = _decoder(non_none[0])
            return lambda data: None if data is None and nullable else one(data)
        return lambda data: None if data is None and nullable else decode_union(non_none, data)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            return lambda data: tuple(item(v) for v in data)
        items = tuple(_decoder(a) for a in args)

        def fixed(data: Any) -> Any:
            if len(items) != len(data):
                raise ValueError(f"expected {len(items)} items, got {len(data)}")
            return tuple(decode(v) for decode, v in zip(items, data, strict=True))

        return fixed
    if origin is frozenset:
        (arg,) = typing.get_args(tp)
        member = _decoder(arg)
        return lambda data: frozenset(member(v) for v in data)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return lambda data: tp(data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        name = tp.__name__
        fields: list[tuple[str, Decode]] = []  # filled at the first value (a field's type may name a class not built)

        def decode_fields(data: Any) -> Any:
            if not isinstance(data, dict):
                raise ValueError(f"expected an object for {name}")
            if data.get("type", name) != name:
                raise ValueError(f"expected {name}, got {data.get('type')}")
            if not fields:
                fields.extend((field, _decoder(hint)) for field, hint in _typed_fields(tp))
            return tp(**{field: decode(data[field]) for field, decode in fields if field in data})

        return decode_fields
    if tp in (int, str, bool, float):

        def plain(data: Any) -> Any:
            if tp is float and isinstance(data, int):
                return float(data)
            if not isinstance(data, tp) or (tp is int and isinstance(data, bool)):
                raise ValueError(f"expected {tp.__name__}, got {data!r}")
            return data

        return plain
    if tp is type(None):

        def none(data: Any) -> None:
            if data is not None:
                raise ValueError(f"expected null, got {data!r}")

        return none

    def unknown(data: Any) -> Any:
        raise TypeError(f"cannot decode {tp!r}")

    return unknown


def decode_union(classes: Sequence[type[Any]], data: JSON) -> Any:
    """Decode a tagged object into whichever of `classes` its `type` names."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError("expected a tagged object")
    for cls in classes:
        if getattr(cls, "__name__", None) == data["type"]:
            return from_json(cls, data)
    raise ValueError(f"unknown type {data['type']!r}")


# ------------------------------------------------------------------ the arenas' statistics
def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % for z = 1.96)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
