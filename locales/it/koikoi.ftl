### Italian messages of the koikoi catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the call to play on, and the game Feli-Fuda is made from
-koikoi = Koi-Koi
# the call to stop and score
-shobu = Shobu
# the dealer, who plays first
-oya = Oya

game-name = Feli-Fuda
game-about = Feli-Fuda, un { -koikoi } per due giocatori con Yokai e idol
# why the commands are /koikoi: said once where the game is introduced (/koikoi rules, the tutorial's first tip)
game-command = Feli-Fuda è una variante del { -koikoi }, da cui `/koikoi`: il nome del gioco, e la chiamata per continuare.
tutorial-first = { game-command }

## card properties

kind-light = Luce (20 punti)
kind-ten = Animale o oggetto (10 punti)
kind-ribbon = Nastro (5 punti)
kind-plain = Semplice (1 punto)
ribbon-poetry = Nastro poetico
ribbon-red = Nastro rosso
ribbon-blue = Nastro blu
tag-instrument = Strumento
tag-panorama = Panorama
tag-microphone = Microfono
tag-osaka_castle = Castello di Osaka
tag-sake_cup = Coppa di sake
tag-white_moon = Luna bianca
tag-curtain = Sipario
tag-umbrella = Ombrello

## Yaku (names of the French rulebook)

yaku-sekai_no_suta = Sekai no sutā
yaku-screaming_cats = Screaming Cats
yaku-nihon_isshu = Nihon'isshū
yaku-ongaku_no_joou = Ongaku no joou
yaku-kasu = Kasu
yaku-tan = Tan
yaku-akatan = Akatan
yaku-aotan = Aotan
yaku-chofuku = Akatan, Aotan no Chōfuku
yaku-tane = Tane
yaku-tsukimi_zake = Tsukimi-zake
yaku-hanami_zake = Hanami-zake
yaku-sanko = Sanko
yaku-ame_shiko = Ame shiko
yaku-shiko = Shiko
yaku-goko = Goko
yaku-teshi = Teshi
yaku-kuttsuki = Kuttsuki
yaku-sekai_no_suta-rule = le 4 carte di Felicya super star: 20 punti, e la manche è vinta subito
yaku-screaming_cats-rule = le 5 carte Strumento: 10 punti
yaku-nihon_isshu-rule = le 3 carte Panorama: 8 punti
yaku-ongaku_no_joou-rule = Microfono + Castello di Osaka: 5 punti
yaku-kasu-rule = 10 carte semplici: 1 punto, +1 per ogni semplice in più (la Coppa di sake non è una semplice)
yaku-tan-rule = 5 nastri di qualsiasi colore: 1 punto, +1 per ogni nastro in più
yaku-akatan-rule = i 3 nastri poetici: 5 punti, +1 per ogni altro nastro
yaku-aotan-rule = i 3 nastri blu: 5 punti, +1 per ogni altro nastro
yaku-chofuku-rule = i 3 nastri poetici e i 3 nastri blu: 10 punti, +1 per ogni nastro rosso (sostituisce Akatan e Aotan)
yaku-tane-rule = 5 carte da 10 punti: 1 punto, +1 per ogni carta in più (la Coppa di sake conta)
yaku-tsukimi_zake-rule = Coppa di sake + Luna bianca: 5 punti
yaku-hanami_zake-rule = Sipario + Coppa di sake: 5 punti
yaku-sanko-rule = 3 luci, senza l'Ombrello: 5 punti
yaku-ame_shiko-rule = 4 luci tra cui l'Ombrello: 7 punti
yaku-shiko-rule = 4 luci senza l'Ombrello: 8 punti
yaku-goko-rule = le 5 luci: 10 punti
yaku-teshi-rule = una mano iniziale con le 4 carte di un personaggio: 6 punti, nessun moltiplicatore
yaku-kuttsuki-rule = una mano iniziale con 4 coppie: 6 punti, nessun moltiplicatore
yaku-progress = { $yaku } { $have }/{ $need }
yaku-points = { $yaku } ({ $points })

## multipliers ("Multipliers", each doubles)

multiplier-lucky_seven = Sette fortunato (punteggio base di 7 o più) ×2
multiplier-koikoi = { -koikoi } dichiarato ×2
multiplier-counter_lucky_seven = Contro un Sette fortunato (Yaku dell'avversario a 7 o più) ×2
multiplier-counter_koikoi = Contro un { -koikoi } (l'avversario ha dichiarato { -koikoi }) ×2

## round ends (history)

round_end-shobu = { $winner } ha dichiarato { -shobu }
round_end-sekai_no_suta = { $winner } ha catturato le 4 carte di Felicya super star (Sekai no sutā)
round_end-last_koikoi = Mani esaurite: { $winner } ha dichiarato l'ultimo { -koikoi } e vince la manche
round_end-hands_empty = Mani esaurite senza un { -koikoi } vincente: manche nulla
round_end-teshi = { $winner } ha ricevuto un Teshi (4 carte di un personaggio): 6 punti
round_end-kuttsuki = { $winner } ha ricevuto un Kuttsuki (4 coppie): 6 punti
round_end-river_void = Nel fiume sono uscite 4 carte di un personaggio o 4 coppie: manche nulla, si ridistribuisce

## what the player to move does

step-play = gioca una carta dalla mano
step-take_drawn = sceglie quale carta del fiume cattura la carta pescata
step-decide = dichiara { -shobu } (si ferma e segna) o { -koikoi } (continua)
step-over = la partita è finita
action-shobu = { -shobu }!
action-koikoi = { -koikoi }!

## refused actions (IllegalAction keys)

illegal-bad_action = Questa azione non è una mossa di Feli-Fuda.
config-players = Feli-Fuda si gioca in esattamente { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }, non { $players }.
# $options: the allowed lengths, "1, 3, 6, 12"
config-rounds = Una partita di Feli-Fuda dura { $options } manche, non { $rounds }.
illegal-game_over = La partita è finita.
illegal-not_in_hand = Questa carta non è nella tua mano.
illegal-choose_capture = Due carte del fiume corrispondono a questa carta: scegli quale cattura.
illegal-capture_not_matching = Questa carta del fiume non è dello stesso personaggio: scegli una delle carte del fiume corrispondenti.
illegal-nothing_to_capture = Nessuna carta del fiume corrisponde a questa carta: va semplicemente nel fiume, non c'è niente da scegliere.
illegal-single_match = Una sola carta del fiume corrisponde a questa carta: viene catturata, non c'è niente da scegliere.
illegal-takes_all = Tre carte del fiume corrispondono a questa carta: le cattura tutte, non c'è niente da scegliere.
illegal-no_drawn_choice = Nessuna carta pescata aspetta una scelta: gioca una carta dalla mano.
illegal-no_yaku_to_call = Puoi dichiarare { -shobu } o { -koikoi } solo subito dopo aver formato o migliorato uno Yaku: gioca una carta dalla mano.
illegal-take_drawn_first = Prima scegli quale delle due carte del fiume corrispondenti cattura la carta pescata.
illegal-call_shobu_or_koikoi = Hai formato o migliorato uno Yaku: prima dichiara { -shobu } o { -koikoi }.

## Discord: commands (cogs/koikoi)

cmd-start = Inizia una partita a Feli-Fuda: sfida un membro o gioca contro il bot
cmd-yaku = L'elenco degli Yaku in un'immagine: carte e punti (lo vedi solo tu)
arg-opponent = Il membro che sfidi (accetta o rifiuta); lascia vuoto per giocare contro il bot
arg-level = Il livello del bot, quando giochi senza avversario
arg-rounds = Quante manche dura la partita (12 di default, una per personaggio)
choice-easy = facile
choice-normal = normale
choice-hard = difficile
choice-rounds-1 = 1 manche
choice-rounds-3 = 3 manche
choice-rounds-6 = 6 manche
choice-rounds-12 = 12 manche
option-rounds = Durata della partita: { $rounds } manche
yaku-title = ### Feli-Fuda: gli Yaku
yaku-alt = Tutti gli Yaku di Feli-Fuda con i loro punti, la loro condizione e le carte che richiedono.
yaku-after = Le carte mostrano il numero del personaggio (da 1 a 12) e il valore: 20 per una luce (stella), 10 (rombo), 5 per un nastro (P poetico, R rosso, B blu), 1 per una semplice.

## Discord: /koikoi rules

rules-title = Feli-Fuda: le regole in breve
rules-deck = **Carte**: 48, 12 personaggi × 4. Ogni personaggio ha 2 semplici (1 punto) e 2 carte speciali: luci (20), carte da 10, nastri (5: poetico, rosso, blu).
rules-match = **Partita**: 2 giocatori, 1, 3, 6 o 12 manche. Il primo { -oya } (mazziere, gioca per primo) si sorteggia: inizia chi pesca la carta di valore più alto.
rules-deal = **Distribuzione**: 8 carte a ogni mano e 8 scoperte nel fiume; il resto è il mazzo. Una mano con **Teshi** (4 carte di un personaggio) o **Kuttsuki** (4 coppie) vince subito la manche: 6 punti. Lo stesso nel fiume rende nulla la manche.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **Il tuo primo incontro a Feli-Fuda?** Un turno, in breve:
    1. **Gioca** una carta dalla mano: cattura una carta del fiume con lo stesso personaggio, o va nel fiume.
    2. La prima carta del mazzo viene **pescata** e fa lo stesso.
    3. Hai formato o migliorato uno Yaku? Fermati e segna (**{ -shobu }**) o continua per di più (**{ -koikoi }**).
tutorial-play = Tutorial: ogni opzione della lista dice cosa prende la carta (stesso personaggio) o che va nel fiume. Le catture formano i tuoi Yaku (`/koikoi yaku`): le luci (20) e le carte da 10 valgono di più.
tutorial-take_drawn = Tutorial: dopo la tua carta, la prima carta del mazzo viene pescata e cattura allo stesso modo; qui due carte del fiume corrispondono: scegli quale prende.
tutorial-decide = Tutorial: hai formato uno Yaku. { -shobu } chiude subito la manche e la segna; { -koikoi } continua per di più, ma se poi l'avversario forma uno Yaku per primo, segna lui, raddoppiato.
tutorial-done = **Fine del tutorial.** Un tutorial è un allenamento: non ne resta traccia. Poi: `/koikoi inizia` avvia un vero incontro (contro il bot, o un amico che nomini; 12 manche se non ne scegli meno), `/koikoi regole` ha tutte le regole. Anche gli altri giochi hanno un tutorial: `/yokai tutorial`, `/sketch tutorial`.
intro-tutorial = Nuovo al gioco? `/koikoi tutorial` è una manche contro il bot, guidata passo per passo.
rules-turn = **Un turno**: gioca una carta; se una carta del fiume ha il suo personaggio, catturale entrambe (se corrispondono in due: scegli; se in tre: prendi tutte e quattro); altrimenti va nel fiume. Una carta che corrisponde deve catturare. Poi pesca la prima carta del mazzo e fai lo stesso. Un fiume vuoto viene riempito dal mazzo.
rules-end = **{ -shobu } o { -koikoi }**: dopo aver formato o migliorato uno Yaku, fermati e segna (**{ -shobu }**) o continua (**{ -koikoi }**). All'ultimo turno non c'è scelta: uno Yaku formato o migliorato chiude la manche con { -shobu }. **Sekai no sutā** vince subito. Quando le mani finiscono, l'ultimo ad aver dichiarato { -koikoi } vince se non è l'{ -oya }; altrimenti la manche è nulla.
rules-yaku = **Yaku**: `/koikoi yaku` li mostra tutti con le loro carte.
rules-scoring = **Punteggio**: segna solo il vincitore, la somma dei suoi Yaku, raddoppiata per ciascuno di questi: una base di 7 o più; il suo { -koikoi }; gli Yaku dell'avversario a 7 o più; il { -koikoi } dell'avversario. Vince il totale più alto.
rules-decisions = Decisioni di questo bot (dove il regolamento tace)
decision-values = Luci (20): Microfono, Sipario, Luna bianca, Ombrello, Castello di Osaka. Da 10: gli altri strumenti, i panorami, Coppa di sake, Ponte, Luna gialla. Nastri 5, semplici 1. Partita: 1, 3, 6 o 12 manche (12 di default).
decision-deal = Teshi o Kuttsuki in entrambe le mani: vince l'{ -oya }; nessun moltiplicatore su questi 6 punti. Le mani si controllano prima del fiume. Il Teshi si controlla prima del Kuttsuki; 4 carte di un personaggio sono 2 coppie.
decision-turn = Mazzo vuoto: la pesca o il riempimento si salta. Un fiume svuotato viene riempito subito (dopo la carta giocata, prima della pesca; dopo la pesca). Sekai no sutā chiude la manche appena avviene la sua cattura: dalla mano, senza pesca.
decision-end = All'ultimo turno della manche (dopo di esso entrambe le mani sono vuote; non è l'ultimo turno dell'{ -oya }, l'avversario ha ancora una carta) non si sceglie tra { -shobu } e { -koikoi }: uno Yaku formato o migliorato in quel turno chiude la manche con { -shobu }, con i moltiplicatori di un { -koikoi } dichiarato prima. Altrimenti le mani vuote si controllano dopo quel turno. Sekai no sutā e una vittoria con l'ultimo { -koikoi } contano come uno { -shobu }, con i moltiplicatori. Il prossimo { -oya } è il vincitore della manche; dopo una manche nulla l'{ -oya } passa. Totali uguali: pareggio.
decision-yaku = Conta solo il migliore delle luci (Goko > Shiko > Ame shiko > Sanko) e dei colori dei nastri (Chōfuku sostituisce Akatan e Aotan); gli altri Yaku si sommano. La Coppa di sake conta per Tane, non per Kasu. Il "nastro in più" di Akatan, Aotan o Chōfuku è qualsiasi altro nastro; i nastri rossi contano solo per Tan.
rules-discord = **Su Discord**: premi **La mia mano** sul tabellone (in qualsiasi momento: la vedi solo tu). Al tuo turno scegli la carta da giocare (e quale carta del fiume prende quando ne corrispondono due); scegli la cattura di una carta pescata quando ne corrispondono due; poi { -shobu } o { -koikoi }, con i punti che { -shobu } segnerebbe adesso. Il bot (facile, normale, difficile) gioca da solo; il tabellone cerchia in arancione l'ultima giocata.

## Discord: the board, the ping

# $doing: what the player to move does (a step-* message); $scores: "Ana 3 · Bo 5"; $river, $pile: card counts
board-summary = **{ $game }** · manche { $round } di { $rounds } · { -oya }: { $oya } · tocca a **{ $name }**: { $doing } · { $scores } · fiume { $river }, mazzo { $pile }
board-calls = { -koikoi } dichiarato: { $names }
board-summary-over = **{ $game }** è finita dopo { $rounds } manche: { $result }
board-summary-ended = **{ $game }** è stata interrotta alla manche { $round }: { $scores }
board-summary-resigned = **{ $game }**: { $name } ha abbandonato alla manche { $round }: { $scores }
board-score = { $name } { $score }
board-last = Ultima giocata: { $play }.
board-yaku = { $yaku } = { $base }
board-no_yaku = ancora nessuno Yaku
board-close = ; quasi: { $yaku }
# $formed: "Tan 2, Tane 1" or board-no_yaku; $close: board-close or nothing
board-player_yaku = { $name }: { $formed }{ $close }.
board-river_empty = vuoto
board-alt = Il tavolo di Feli-Fuda, manche { $round } di { $rounds }. Fiume: { $river }.
board-yaku_button = Elenco Yaku
# $taken: the captured cards' names, joined
play-took = { $name } ha giocato { $card } e ha preso { $taken }
play-joined = { $name } ha giocato { $card }, che è andata nel fiume
play-drew_took = ha pescato { $card } e ha preso { $taken }
# $choices: the two matching river cards' names
play-drew_choosing = ha pescato { $card }, che corrisponde a { $choices }: sta scegliendo
play-drew_joined = ha pescato { $card }, che è andata nel fiume
play-refilled = il fiume vuoto è stato riempito con { $cards }
turn-ping = { $mention }, tocca a te in Feli-Fuda (manche { $round } di { $rounds }).
# what the ping asks when the person has no open hand showing their turn
turn-ping-press = Premi **La mia mano** sul tabellone.

## Discord: round results, the end

post-title-won = Manche { $n } di { $rounds }: { $name } segna { $points }
post-title-void = Manche { $n } di { $rounds }: nulla
post-hand_shown = Mano di { $name }: { $cards }.
post-river_shown = Il fiume: { $cards }.
post-yaku = Yaku: { $yaku }
post-base = Punteggio base: { $base }
post-no_multiplier = Nessun moltiplicatore per uno Yaku di mano: { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
post-multipliers-none = Nessun moltiplicatore.
post-counter_lucky_seven = Contro un Sette fortunato (Yaku dell'avversario a { $base }, 7 o più) ×2
# $base: the Yaku total; $doubles: " × 2" once per multiplier (or nothing); $points: the result
post-total = **Totale: { $base }{ $doubles } = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }**
post-calls = { -koikoi } dichiarato da: { $names }
post-match = Partita: { $scores }
post-alt = Il risultato della manche { $n }: come si è chiusa, ogni Yaku con le sue carte, il punteggio base, i moltiplicatori e il totale.
end-shobu = { -shobu }
end-sekai_no_suta = Sekai no sutā
end-last_koikoi = ultimo { -koikoi }
end-hands_empty = mani esaurite
end-teshi = Teshi
end-kuttsuki = Kuttsuki
end-river_void = fiume nullo
result-title = ### { $game }: la partita è finita
result-won = 🏆 **{ $name }** vince la partita, { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a { $other }.
result-draw = La partita finisce in pareggio: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a testa (decisione di questo bot: totali uguali sono un pareggio).
result-won_short = { $name } vince, { $score } a { $other }
result-draw_short = pareggio, { $score } a testa
result-totals = Totali: { $scores }
# $how: how the round ended (an end-* message)
result-round-won = Manche { $n }: { $name } +{ $points } ({ $how })
# $how: how the round ended (an end-* message)
result-round-void = Manche { $n }: nulla ({ $how })
render-resigned = { $name } abbandona.
render-ended = Partita interrotta prima della fine.

## Discord: the hand panel

panel-your_turn = **Tocca a te** (manche { $round } di { $rounds }): gioca una carta dalla mano.
panel-select = Gioca una carta...
panel-option-takes = prende { $taken }
panel-option-joins = nessuna corrispondenza: va nel fiume
panel-option-choice = { $card } → { $taken }
panel-option-leaves = prende { $taken } (lascia { $left })
panel-take = Hai pescato **{ $card }**: due carte del fiume corrispondono. Quale cattura?
panel-take_button = Prendi { $card }
panel-decide = Hai formato o migliorato **{ $yaku }**.
panel-your_yaku = I tuoi Yaku: { $yaku } = base { $base }.
panel-shobu_now = **{ -shobu }** adesso segna { $score }.
# $base: the Yaku total; $doubles: " × 2" once per multiplier; $names: the multipliers' short names
panel-score = { $base }{ $doubles } = **{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }** ({ $names })
panel-score-plain = **{ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }**
panel-koikoi_on = **{ -koikoi }**: continua a giocare sperando in qualcosa di più; potrai fermarti di nuovo solo dopo aver formato o migliorato uno Yaku.
panel-koikoi_wins = Entrambe le mani sono vuote: **{ -koikoi }** adesso chiude la manche e la vinci come ultimo ad aver dichiarato { -koikoi }: { $score }.
panel-koikoi_void = Entrambe le mani sono vuote e sei l'{ -oya }: **{ -koikoi }** adesso rende nulla la manche.
panel-shobu_button = { -shobu }! ({ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    })
panel-koikoi_button = { -koikoi }! (continua)
panel-koikoi_button-wins = { -koikoi }! ({ $points ->
        [one] { $points } punto
       *[other] { $points } punti
    })
panel-koikoi_button-void = { -koikoi }! (manche nulla)
# $doing: what the player to move does (a step-* message)
panel-waiting = Tocca a **{ $name }**: { $doing } (manche { $round } di { $rounds }). Riceverai una menzione quando toccherà a te.
panel-hand = **La tua mano**: { $cards }
panel-hand-empty = **La tua mano** è vuota.
panel-alt = La tua mano e il fiume: questa immagine la vedi solo tu.
multiplier-short-lucky_seven = Sette fortunato
multiplier-short-koikoi = il tuo { -koikoi }
multiplier-short-counter_lucky_seven = contro un Sette fortunato
multiplier-short-counter_koikoi = contro un { -koikoi }
confirm-played = Hai giocato { $card }.
confirm-played_took = Hai giocato { $card } e catturato { $taken }.
confirm-played_joined = Hai giocato { $card }: è andata nel fiume.
confirm-drew_took = Hai pescato { $card } e catturato { $taken }.
confirm-drew_joined = Hai pescato { $card }: è andata nel fiume.
confirm-drew_choose = Hai pescato { $card }: corrisponde a due carte del fiume.
confirm-took_drawn = La carta pescata ha catturato { $card }.
confirm-shobu = Hai dichiarato { -shobu }!
confirm-koikoi = Hai dichiarato { -koikoi }!
confirm-round_won = La manche { $n } è finita: hai segnato { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
confirm-round_lost = La manche { $n } è finita: { $name } ha segnato { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
confirm-round_void = La manche { $n } è finita: nulla, nessuno segna.
confirm-decide = Hai formato o migliorato uno Yaku: { -shobu } o { -koikoi }?
confirm-turn_over = Il tuo turno è finito: tocca a { $name }.
confirm-match_over = La partita è finita: guarda il risultato nel canale.

## images (render/koikoi*.py)

render-seat = Giocatore { $n }
render-you = { $name } (tu)
render-title = { $game } · Manche { $round } di { $rounds }
render-pile = Mazzo { $n }
render-to_play = { $name } gioca una carta dalla mano
render-to_take = { $name } ha pescato { $card }: quale delle due carte del fiume (?) cattura?
render-to_decide = { $name } ha formato o migliorato { $yaku }: { -shobu } o { -koikoi }?
render-won = { $name } vince la partita, { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a { $other }
render-draw = Pareggio: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a testa
render-oya = { -oya }
render-koikoi = { -koikoi }!
render-stats = { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } · { $hand } in mano
render-group-light = Luci: { $n }
render-group-ten = 10 punti: { $n }
render-group-ribbon = Nastri: { $n }
render-group-plain = Semplici: { $n }
render-yaku = Yaku: { $yaku } = { $base }
render-no_yaku = Ancora nessuno Yaku
render-close = Quasi: { $yaku }
render-river = Fiume ({ $n })
render-river_empty = (vuoto)
render-drawn = Pescata:
render-last_play = Turno di { $name }:
render-played = gioca
render-took = prende
render-drew = pesca
render-ended_by = Il turno di { $name } che ha chiuso la manche:
render-completed-played = { $card }, giocata, ha preso { $taken }: così si è completato { $yaku }
render-completed-drawn = { $card }, pescata, ha preso { $taken }: così si è completato { $yaku }
render-hand_shown = La mano vincente:
render-river_shown = Il fiume distribuito:
render-total = Totale: { $base }{ $doubles } = { $points }
render-joined = va nel fiume
render-choosing = due uguali: sceglie
render-refilled = fiume riempito con
render-rounds = Manche:
render-round_won = { $n }. { $name } +{ $points }
render-round_void = { $n }. nulla
render-key-light = luce, 20
render-key-ten = 10 punti
render-key-ribbon = nastro, 5
render-key-plain = semplice, 1
render-key-ribbons = nastri: P poetico, R rosso, B blu
render-key-last = ultima giocata
render-key-choice = catturabile
render-hand_title = { $name }: la tua mano · Manche { $round } di { $rounds }
render-private = la vedi solo tu
render-hand_empty = La tua mano è vuota.
render-matches-0 = nessuna
render-matches-1 = prende 1
render-matches-2 = 2 uguali: scegli
render-matches-3 = prende tutte e 3
render-sheet-title = Feli-Fuda: gli Yaku (i punti si sommano)
render-sheet-points = { $points }
render-sheet-of = { $need } su { $count }:
render-sheet-example = es.
render-sheet-note-best = Conta solo il miglior Yaku di luci (Goko > Shiko > Ame shiko > Sanko), e Chōfuku sostituisce Akatan e Aotan; tutti gli altri Yaku si sommano.
render-sheet-note-multipliers = Ognuno raddoppia il punteggio: una base di 7 o più; il tuo { -koikoi }; gli Yaku dell'avversario a 7 o più; il { -koikoi } dell'avversario.

## Discord: commands (cogs/koikoi)

name-group = koikoi
name-cmd-start = inizia
name-cmd-yaku = yaku
name-arg-opponent = avversario
name-arg-level = livello
name-arg-rounds = manche
character-1 = Felicya super star
character-2 = Felicya
character-3 = Clémentine
character-4 = Amélya
character-5 = Ashanty
character-6 = Kitsune
character-7 = Kirin
character-8 = Komainu
character-9 = Hoo
character-10 = Yatagarasu
character-11 = Ryu
character-12 = Odokuro
character-short-1 = Super star
character-short-2 = Felicya
character-short-3 = Clémentine
character-short-4 = Amélya
character-short-5 = Ashanty
character-short-6 = Kitsune
character-short-7 = Kirin
character-short-8 = Komainu
character-short-9 = Hoo
character-short-10 = Yatagarasu
character-short-11 = Ryu
character-short-12 = Odokuro
short-poetry_ribbon = Poesia
short-red_ribbon = Rosso
short-blue_ribbon = Blu
short-microphone = Microfono
short-guitar = Chitarra
short-bass_guitar = Basso
short-drum = Tamburo
short-synthesizer = Synth
short-curtain = Sipario
short-tokyo_panorama = Tokyo
short-white_moon = Luna bianca
short-sake_cup = Coppa sake
short-bridge = Ponte
short-kyoto_panorama = Kyoto
short-umbrella = Ombrello
short-osaka_panorama = Osaka
short-yellow_moon = Luna gialla
short-osaka_castle = Castello
short-plain = semplice
special-poetry_ribbon = Nastro poetico
special-red_ribbon = Nastro rosso
special-blue_ribbon = Nastro blu
special-microphone = Microfono
special-guitar = Chitarra
special-bass_guitar = Basso
special-drum = Tamburo
special-synthesizer = Sintetizzatore
special-curtain = Sipario
special-tokyo_panorama = Panorama di Tokyo
special-white_moon = Luna bianca
special-sake_cup = Coppa di sake
special-bridge = Ponte
special-kyoto_panorama = Panorama di Kyoto
special-umbrella = Ombrello
special-osaka_panorama = Panorama di Osaka
special-yellow_moon = Luna gialla
special-osaka_castle = Castello di Osaka
special-plain = Semplice
card-0 = Nastro poetico (Felicya super star)
card-1 = Microfono (Felicya super star)
card-2 = Semplice (Felicya super star)
card-3 = Semplice (Felicya super star)
card-4 = Nastro rosso (Felicya)
card-5 = Chitarra (Felicya)
card-6 = Semplice (Felicya)
card-7 = Semplice (Felicya)
card-8 = Nastro rosso (Clémentine)
card-9 = Basso (Clémentine)
card-10 = Semplice (Clémentine)
card-11 = Semplice (Clémentine)
card-12 = Nastro poetico (Amélya)
card-13 = Tamburo (Amélya)
card-14 = Semplice (Amélya)
card-15 = Semplice (Amélya)
card-16 = Nastro blu (Ashanty)
card-17 = Sintetizzatore (Ashanty)
card-18 = Semplice (Ashanty)
card-19 = Semplice (Ashanty)
card-20 = Nastro poetico (Kitsune)
card-21 = Sipario (Kitsune)
card-22 = Semplice (Kitsune)
card-23 = Semplice (Kitsune)
card-24 = Panorama di Tokyo (Kirin)
card-25 = Luna bianca (Kirin)
card-26 = Semplice (Kirin)
card-27 = Semplice (Kirin)
card-28 = Nastro blu (Komainu)
card-29 = Coppa di sake (Komainu)
card-30 = Semplice (Komainu)
card-31 = Semplice (Komainu)
card-32 = Nastro rosso (Hoo)
card-33 = Ponte (Hoo)
card-34 = Semplice (Hoo)
card-35 = Semplice (Hoo)
card-36 = Panorama di Kyoto (Yatagarasu)
card-37 = Ombrello (Yatagarasu)
card-38 = Semplice (Yatagarasu)
card-39 = Semplice (Yatagarasu)
card-40 = Nastro blu (Ryu)
card-41 = Panorama di Osaka (Ryu)
card-42 = Semplice (Ryu)
card-43 = Semplice (Ryu)
card-44 = Luna gialla (Odokuro)
card-45 = Castello di Osaka (Odokuro)
card-46 = Semplice (Odokuro)
card-47 = Semplice (Odokuro)

## Issue 22: niente scelta Shobu / Koi-Koi all'ultimo turno della manche
panel-last_turn = Ultimo turno della manche: uno Yaku formato o migliorato ora chiude la manche con { -shobu } (niente { -koikoi }).
round_end-shobu_last_turn = { $winner } ha formato uno Yaku all'ultimo turno della manche: { -shobu } (ultimo turno)
end-shobu_last_turn = { -shobu } (ultimo turno)
option-old_rules = Questa partita segue le regole precedenti al 25 novembre 2026: { -shobu } o { -koikoi } è proposto anche all'ultimo turno.
## I livelli del bot, in /koikoi regole
rules-cpu-easy = **Facile**: un principiante: gioca una carta a caso (una carta che corrisponde cattura comunque) e dichiara { -shobu } o { -koikoi } a caso.
rules-cpu-normal = **Normale**: un giocatore solido che guarda un po' avanti: per ogni scelta gioca la manche fino in fondo circa mille volte in tutto sulle possibili distribuzioni delle tue carte nascoste (il metodo di difficile, con un ventiquattresimo dei tentativi), e sceglie ciò che aumenta di più le sue probabilità di vincere la partita.
rules-cpu-hard = **Difficile**: pensa in anticipo: per ogni scelta gioca la manche fino in fondo migliaia di volte sulle possibili distribuzioni delle tue carte nascoste e sceglie ciò che aumenta di più le sue probabilità di vincere la partita (una frazione di secondo a mossa). Il bot non vede mai la tua mano né il mazzo: decide da ciò che il suo posto può vedere.
rules-cpu-odds = **Quanto è forte** (partite di 6 manche): difficile vince circa 57 partite su 100 contro normale e 93 contro facile; normale ne vince circa 92 contro facile.

## the live board (the Activity, cogs/koikoi/live.py): a turn by touch
live-your_turn = Tocca a te
live-play = Tocca una carta della tua mano: le carte del fiume che può prendere si illuminano. (Una carta che non prende nulla va subito nel fiume.)
live-play_picked = Ora tocca una carta illuminata del fiume (o un'altra carta della tua mano).
live-take = Hai pescato **{ $card }**: due carte del fiume corrispondono. Tocca quella che cattura.
live-watching = Stai guardando: le mani ti restano nascoste.
live-hand = La tua mano
# $name: a player; $count: the cards in their hand (face down)
live-hand_count = Mano di { $name }: { $count ->
        [one] { $count } carta coperta
       *[other] { $count } carte coperte
    }
live-captures_of = Carte catturate da { $name }
# $doing: what the player to move does (a step-* message)
live-turn = Tocca a **{ $name }**: { $doing }.
live-can_take = si può prendere
live-next_round = Manche successiva
live-to_table = Torna al tavolo
live-rounds = Manche giocate
