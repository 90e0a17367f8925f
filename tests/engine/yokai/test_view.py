"""`view(state, seat)`: what each seat may see ("Communication": no card identity leaks until the reveal)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.yokai import (
    Declare,
    Family,
    Move,
    Peek,
    RevealHint,
    Step,
    YokaiConfig,
    apply,
    view,
)
from tests.engine.yokai.helpers import at_step, make_state

K, P, R, ONI = Family.KITSUNE, Family.KAPPA, Family.ROKUROKUBI, Family.ONI


def test_the_public_view_holds_no_card_identity() -> None:
    state = apply(apply(make_state(players=3), Peek(3)), Peek(9))
    public = view(state, None)
    assert all(c.family is None for c in public.cards)
    assert public.peeked == () and public.peeks_done == 2
    assert public.peeks == (3, 9)  # which cards were lifted is public; what they are is not
    assert public.my_affinities == () and public.secret_affinities == () and public.pile_hints == ()
    assert public.result is None


def test_only_the_peeker_sees_the_peeked_cards_this_turn() -> None:
    state = apply(apply(make_state(players=3, seat=1), Peek(3)), Peek(9))
    mine = view(state, 1)
    assert mine.peeked == (3, 9)
    assert {c.number: c.family for c in mine.cards if c.family} == {3: K, 9: R}
    for other in (0, 2, None):
        assert all(c.family is None for c in view(state, other).cards)
    # once the turn ends, the peeks are gone (Yōkai is a memory game)
    state = apply(apply(state, Move(16, (4, 2))), RevealHint())
    assert all(c.family is None for c in view(state, 1).cards)


def test_a_secret_affinity_is_seen_by_its_holder_only_who_holds_it_is_public() -> None:
    state = make_state(players=3, secret_affinities=((2, (K, ONI)),))
    assert view(state, 2).my_affinities == ((K, ONI),)
    for other in (0, 1, None):
        v = view(state, other)
        assert v.my_affinities == () and v.affinity_holders == (2,)


def test_public_affinities_and_objective_are_seen_by_all() -> None:
    state = make_state(public_affinities=((P, R),), config=YokaiConfig(level=5), objective=None)
    assert view(state, None).public_affinities == ((P, R),)


def test_revealed_hints_show_their_families_colourless_ones_do_not() -> None:
    plain = at_step(make_state(hints=(5, 1, 2), drawn=2, revealed=(2,), locks=((4, 1),)), Step.HINT)
    v = view(plain, None)
    assert v.revealed[0].families == (K,) and v.card(4).hint is not None and v.card(4).hint.families == (K, P)
    colourless = replace(plain, config=YokaiConfig(level=4))
    v = view(colourless, None)
    assert v.revealed[0].families is None and v.card(4).hint is not None and v.card(4).hint.families is None
    assert v.colourless and v.placeable == (2,)


def test_after_the_end_everyone_sees_everything() -> None:
    state = make_state(
        hints=(5, 1, 2),
        drawn=2,
        revealed=(2,),
        locks=((4, 1),),
        secret_affinities=((1, (K, ONI)),),
        config=YokaiConfig(level=4),
    )
    over = apply(state, Declare())
    public = view(over, None)
    assert [c.family for c in public.cards] == [state.family_of(n) for n in range(1, 17)]
    assert public.pile_hints and public.pile_hints[0].families == (P,)
    assert public.revealed[0].families == (K,)  # colourless hints are turned over at the end
    assert public.card(4).hint is not None and public.card(4).hint.correct is True
    assert public.secret_affinities == ((1, (K, ONI)),) and public.my_affinities == ((K, ONI),)
    assert public.result is not None and public.to_move is None


def test_views_do_not_depend_on_what_the_viewer_may_not_see() -> None:
    state = apply(
        apply(
            make_state(
                players=3, seat=1, hints=(5, 1, 2, 3), drawn=1, revealed=(1,), secret_affinities=((2, (K, ONI)),)
            ),
            Peek(3),
        ),
        Peek(9),
    )
    # shuffle every card the seat-1 player did not peek, the pile, and seat 2's secret
    families = list(state.families)
    hidden = [n for n in range(1, 17) if n not in (3, 9)]
    rotated = [families[n - 1] for n in hidden[1:] + hidden[:1]]
    for n, f in zip(hidden, rotated, strict=True):
        families[n - 1] = f
    other = replace(state, families=tuple(families), hints=(5, 4, 3, 2), secret_affinities=((2, (P, R)),))
    assert other.families != state.families
    for seat in (None, 0, 1):
        assert view(other, seat) == view(state, seat)
    assert view(other, 2) != view(state, 2)  # seat 2 sees its own (changed) secret


def test_a_seat_remembers_its_own_peeks_and_everyone_sees_the_history() -> None:
    state = apply(apply(make_state(players=3, seat=1), Peek(3)), Peek(9))
    state = apply(apply(state, Move(16, (4, 2))), RevealHint())
    mine = view(state, 1)
    assert mine.seen == ((3, K), (9, R))  # CPU teammates remember what they saw; the cards show nothing
    assert all(c.family is None for c in mine.cards)
    for other in (0, 2, None):
        assert view(state, other).seen == ()
        assert view(state, other).history == ((1, Peek(3)), (1, Peek(9)), (1, Move(16, (4, 2))), (1, RevealHint()))
