"""What every game engine shares: the user-facing rule error, the engine protocol and a JSON codec.

Engines are pure: stdlib only, no I/O. State, actions, views and results are frozen dataclasses made of
ints, strings, bools, enums, tuples, frozensets and other such dataclasses, so one generic codec turns
any of them into JSON and back (for the action log, snapshots and tests).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar

Cell = tuple[int, int]
JSON = Any


class IllegalAction(Exception):
    """An action the rules forbid. `reason` is a sentence a player understands; it never names a hidden card."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ConfigError(ValueError):
    """A game configuration that cannot be played; the message says which option and why."""


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

    def encode_action(self, action: A) -> JSON:
        return to_json(action)

    def decode_action(self, data: JSON) -> A:
        return typing.cast(A, decode_union(self.action_types, data))

    def encode_config(self, config: C) -> JSON:
        return to_json(config)

    def decode_config(self, data: JSON) -> C:
        return typing.cast(C, from_json(self.config_type, data))

    def replay(self, config: C, players: int, seed: int, actions: Sequence[A]) -> S:
        """Rebuild a state from its seed and action log (the store keeps nothing else)."""
        state = self.new_game(config, players, seed)
        for action in actions:
            state = self.apply(state, action)
        return state


# --------------------------------------------------------------------------------------------------
# JSON codec for frozen dataclasses


def to_json(value: Any) -> JSON:
    """Encode an engine value as JSON data. Dataclasses become objects tagged with their class name."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, JSON] = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = to_json(getattr(value, f.name))
        return out
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_json(v) for v in value), key=repr)
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


@cache
def _hints(cls: type[Any]) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_json(tp: Any, data: JSON) -> Any:
    """Decode JSON data produced by `to_json` back into a value of type `tp`."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        non_none = tuple(a for a in args if a is not type(None))
        if len(non_none) == 1:
            return from_json(non_none[0], data)
        return decode_union(non_none, data)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v) for v in data)
        if len(args) != len(data):
            raise ValueError(f"expected {len(args)} items, got {len(data)}")
        return tuple(from_json(a, v) for a, v in zip(args, data, strict=True))
    if origin is frozenset:
        (arg,) = typing.get_args(tp)
        return frozenset(from_json(arg, v) for v in data)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise ValueError(f"expected an object for {tp.__name__}")
        if data.get("type", tp.__name__) != tp.__name__:
            raise ValueError(f"expected {tp.__name__}, got {data.get('type')}")
        hints = _hints(tp)
        kwargs = {f.name: from_json(hints[f.name], data[f.name]) for f in dataclasses.fields(tp) if f.name in data}
        return tp(**kwargs)
    if tp in (int, str, bool, float):
        if tp is float and isinstance(data, int):
            return float(data)
        if not isinstance(data, tp) or (tp is int and isinstance(data, bool)):
            raise ValueError(f"expected {tp.__name__}, got {data!r}")
        return data
    if tp is type(None):
        if data is not None:
            raise ValueError(f"expected null, got {data!r}")
        return None
    raise TypeError(f"cannot decode {tp!r}")


def decode_union(classes: Sequence[type[Any]], data: JSON) -> Any:
    """Decode a tagged object into whichever of `classes` its `type` names."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError("expected a tagged object")
    for cls in classes:
        if getattr(cls, "__name__", None) == data["type"]:
            return from_json(cls, data)
    raise ValueError(f"unknown type {data['type']!r}")
