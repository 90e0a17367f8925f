"""Every user-facing string of Feli-Fuda (Koi-Koi), keyed by message id: the names of the cards, characters, Yaku,
multipliers and round ends, and the reason for every action the engine refuses (`illegal.*`). English only for
now; add a locale by adding a dict to the Catalogue (missing keys fall back to English).

Names follow the French rulebook (../shared/seeds/004): its character names and its Yaku names.
"""

from __future__ import annotations

from bot.engine.koikoi import DECK
from bot.text import Catalogue

CHARACTER_NAMES: dict[int, str] = {
    1: "Felicya super star",
    2: "Felicya",
    3: "Clémentine",
    4: "Amélya",
    5: "Ashanty",
    6: "Kitsune",
    7: "Kirin",
    8: "Komainu",
    9: "Hoo",
    10: "Yatagarasu",
    11: "Ryu",
    12: "Odokuro",
}

SPECIAL_NAMES: dict[str, str] = {
    "poetry_ribbon": "Poetry ribbon",
    "red_ribbon": "Red ribbon",
    "blue_ribbon": "Blue ribbon",
    "microphone": "Microphone",
    "guitar": "Guitar",
    "bass_guitar": "Bass guitar",
    "drum": "Drum",
    "synthesizer": "Synthesizer",
    "curtain": "Curtain",
    "tokyo_panorama": "Tokyo panorama",
    "white_moon": "White moon",
    "sake_cup": "Sake cup",
    "bridge": "Bridge",
    "kyoto_panorama": "Kyoto panorama",
    "umbrella": "Umbrella",
    "osaka_panorama": "Osaka panorama",
    "yellow_moon": "Yellow moon",
    "osaka_castle": "Osaka castle",
    "plain": "Plain",
}

EN: dict[str, str] = {
    "game.name": "Feli-Fuda",
    "game.about": "Feli-Fuda, a two-player Koi-Koi with Yokai and idols",
    # ---------------------------------------------------------------- card properties
    "kind.light": "Light (20 points)",
    "kind.ten": "Animal or object (10 points)",
    "kind.ribbon": "Ribbon (5 points)",
    "kind.plain": "Plain (1 point)",
    "ribbon.poetry": "Poetry ribbon",
    "ribbon.red": "Red ribbon",
    "ribbon.blue": "Blue ribbon",
    "tag.instrument": "Instrument",
    "tag.panorama": "Panorama",
    "tag.microphone": "Microphone",
    "tag.osaka_castle": "Osaka castle",
    "tag.sake_cup": "Sake cup",
    "tag.white_moon": "White moon",
    "tag.curtain": "Curtain",
    "tag.umbrella": "Umbrella",
    # ---------------------------------------------------------------- Yaku (names of the French rulebook)
    "yaku.sekai_no_suta": "Sekai no sutā",
    "yaku.screaming_cats": "Screaming Cats",
    "yaku.nihon_isshu": "Nihon'isshū",
    "yaku.ongaku_no_joou": "Ongaku no joou",
    "yaku.kasu": "Kasu",
    "yaku.tan": "Tan",
    "yaku.akatan": "Akatan",
    "yaku.aotan": "Aotan",
    "yaku.chofuku": "Akatan, Aotan no Chōfuku",
    "yaku.tane": "Tane",
    "yaku.tsukimi_zake": "Tsukimi-zake",
    "yaku.hanami_zake": "Hanami-zake",
    "yaku.sanko": "Sanko",
    "yaku.ame_shiko": "Ame shiko",
    "yaku.shiko": "Shiko",
    "yaku.goko": "Goko",
    "yaku.teshi": "Teshi",
    "yaku.kuttsuki": "Kuttsuki",
    "yaku.sekai_no_suta.rule": "the 4 Felicya super star cards: 20 points, and the round is won at once",
    "yaku.screaming_cats.rule": "the 5 Instrument cards: 10 points",
    "yaku.nihon_isshu.rule": "the 3 Panorama cards: 8 points",
    "yaku.ongaku_no_joou.rule": "Microphone + Osaka castle: 5 points",
    "yaku.kasu.rule": "10 plain cards: 1 point, +1 per extra plain (the Sake cup is not a plain)",
    "yaku.tan.rule": "5 ribbons of any colour: 1 point, +1 per extra ribbon",
    "yaku.akatan.rule": "the 3 poetry ribbons: 5 points, +1 per other ribbon",
    "yaku.aotan.rule": "the 3 blue ribbons: 5 points, +1 per other ribbon",
    "yaku.chofuku.rule": "the 3 poetry and the 3 blue ribbons: 10 points, +1 per red ribbon (replaces Akatan and "
    "Aotan)",
    "yaku.tane.rule": "5 cards at 10 points: 1 point, +1 per extra one (the Sake cup counts)",
    "yaku.tsukimi_zake.rule": "Sake cup + White moon: 5 points",
    "yaku.hanami_zake.rule": "Curtain + Sake cup: 5 points",
    "yaku.sanko.rule": "3 lights, not the Umbrella: 5 points",
    "yaku.ame_shiko.rule": "4 lights including the Umbrella: 7 points",
    "yaku.shiko.rule": "4 lights without the Umbrella: 8 points",
    "yaku.goko.rule": "the 5 lights: 10 points",
    "yaku.teshi.rule": "a starting hand with the 4 cards of one character: 6 points, no multiplier",
    "yaku.kuttsuki.rule": "a starting hand of 4 pairs: 6 points, no multiplier",
    "yaku.progress": "{yaku} {have}/{need}",
    "yaku.points": "{yaku} ({points})",
    # ---------------------------------------------------------------- multipliers ("Multipliers", each doubles)
    "multiplier.lucky_seven": "Lucky seven (base score 7 or more) ×2",
    "multiplier.koikoi": "Koi-Koi called ×2",
    "multiplier.counter_lucky_seven": "Countering a lucky seven (the opponent's Yaku total 7 or more) ×2",
    "multiplier.counter_koikoi": "Countering a Koi-Koi (the opponent called Koi-Koi) ×2",
    # ---------------------------------------------------------------- round ends (history)
    "round_end.shobu": "{winner} called Shobu",
    "round_end.sekai_no_suta": "{winner} captured the 4 Felicya super star cards (Sekai no sutā)",
    "round_end.last_koikoi": "The hands ran out: {winner} called the last Koi-Koi and wins the round",
    "round_end.hands_empty": "The hands ran out with no winning Koi-Koi: void round",
    "round_end.teshi": "{winner} was dealt a Teshi (4 cards of one character): 6 points",
    "round_end.kuttsuki": "{winner} was dealt a Kuttsuki (4 pairs): 6 points",
    "round_end.river_void": "The river was dealt 4 cards of a character or 4 pairs: void round, dealt again",
    # ---------------------------------------------------------------- what the player to move does
    "step.play": "play a card from hand",
    "step.take_drawn": "choose which river card the drawn card captures",
    "step.decide": "call Shobu (stop and score) or Koi-Koi (go on)",
    "step.over": "the match is over",
    "action.shobu": "Shobu!",
    "action.koikoi": "Koi-Koi!",
    # ---------------------------------------------------------------- refused actions (IllegalAction keys)
    "illegal.bad_action": "That action is not a Feli-Fuda move.",
    "illegal.game_over": "The match is over.",
    "illegal.not_in_hand": "That card is not in your hand.",
    "illegal.choose_capture": "Two river cards match that card: choose which one it captures.",
    "illegal.capture_not_matching": "That river card is not of the same character: choose one of the matching river "
    "cards.",
    "illegal.nothing_to_capture": "No river card matches that card: it simply joins the river, there is nothing to "
    "choose.",
    "illegal.single_match": "Only one river card matches that card: it is captured, there is nothing to choose.",
    "illegal.takes_all": "Three river cards match that card: it captures all of them, there is nothing to choose.",
    "illegal.no_drawn_choice": "There is no drawn card waiting for a choice: play a card from your hand.",
    "illegal.no_yaku_to_call": "You can call Shobu or Koi-Koi only right after forming or improving a Yaku: play a "
    "card from your hand.",
    "illegal.take_drawn_first": "First choose which of the two matching river cards the drawn card captures.",
    "illegal.call_shobu_or_koikoi": "You formed or improved a Yaku: call Shobu or Koi-Koi first.",
}

EN.update({f"character.{number}": name for number, name in CHARACTER_NAMES.items()})
EN.update({f"special.{slug}": name for slug, name in SPECIAL_NAMES.items()})
# card.<id>: "Microphone (Felicya super star)", "Plain (Kirin)" — ids 0..47 as in bot/engine/koikoi/data.py.
EN.update({f"card.{c.id}": f"{SPECIAL_NAMES[c.slug]} ({CHARACTER_NAMES[c.character]})" for c in DECK})

text = Catalogue("koikoi", {"en": EN})
