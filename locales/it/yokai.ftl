### Italian messages of the yokai catalogue.
### Ids are the code's keys with '-' for '.'.

## Terms: the rulebook's words, used by the messages below (translate them once here)

# the game and its creatures (the rulebook's spelling)
-yokai = Yōkai
# the rulebook's hint tokens: { -hint } or { -hint(number: "other") }
-hint = { $number ->
   *[one] Suggerimento
    [other] Suggerimenti
    }
# the rulebook's Affinity cards
-affinity = Affinità
# the rulebook's Level checklist
-path = Il tuo percorso
# score tier
-tier-honorable = Onorevole
# score tier
-tier-glorious = Gloriosa
# score tier (current edition)
-tier-legendary = Leggendaria


## names (shared by images and messages)

family-kitsune = Kitsune
family-kappa = Kappa
family-rokurokubi = Rokurokubi
family-oni = Oni
family-kitsune-gloss = volpi
family-kappa-gloss = figli del fiume
family-rokurokubi-gloss = donne dal collo lungo
family-oni-gloss = demoni
objective-band = Fascia (2 × 8)
objective-frame = Cornice (5 × 5 vuota)
objective-stairs = Scala (8 gradini da 2)
edition-current = Edizione attuale (5 livelli)
edition-first = Prima edizione (4 livelli)

## tier names per edition (the first edition's French "Totale" is its top tier)

tier-current-honorable = { -tier-honorable }
tier-current-glorious = { -tier-glorious }
tier-current-legendary = { -tier-legendary }
tier-first-honorable = { -tier-honorable }
tier-first-glorious = { -tier-glorious }
tier-first-legendary = Totale

## render (text drawn inside images)

render-turn = turno { $turn }
# $step: what the player to move is doing (a step-* message)
render-to_move = { $name } { $step }
render-over = La partita è finita
render-ended = Partita interrotta (abbandonata)
render-level = { $edition } · livello { $level }
render-edition-current = edizione attuale
render-edition-first = prima edizione
render-pile_count = { $n } nel mazzo
render-revealed = { -hint(number: "other") } rivelati (evidenziati: assegnabili ora)
render-set_aside = { -hint(number: "other") } coperti da parte (evidenziato: il prossimo)
render-stack = sovrapposti dal più vecchio: si assegna solo quello in cima
render-top = in cima
render-none = nessuno
render-new = nuovo
render-new_hint = un { -hint } rivelato o assegnato di recente
render-turned = La disposizione è disegnata ruotata di un quarto di giro, per stare sullo schermo di un telefono.
# the legend of the eye drawn on a card lifted (peeked at) in the last turn
render-peeked_last = guardata nell'ultimo turno
render-objective = Obiettivo
render-objective_is = { render-objective }: { $shape }
render-fate_count = { $fate }: { $count } ({ $points })
render-affinity = { -affinity }
render-mine = La tua { -affinity } segreta
render-public = pubblica
render-badge-secret = ha una Carta { -affinity } segreta
render-seat = Giocatore { $n }
render-you = { $name } (tu)
render-private = lo vedi solo tu
render-held_by = di { $name }
render-move_card = Spostamento della carta { $card }: scegli una delle caselle con una lettera
# $tier: a tier-* message (the score's tier)
render-won = Placati! Punteggio { $score }: vittoria { $tier }
render-lost = La partita è persa
render-ended-declared = Gli { -yokai } sono stati dichiarati placati.
render-ended-hints_used = Assegnato l'ultimo { -hint }.
render-fate-placed_right = ben assegnato
render-fate-placed_wrong = mal assegnato
render-fate-revealed = rivelato, non usato
render-fate-hidden = non rivelato
render-total = totale { $points }
render-lost_scores_nothing = partita persa: nessun punto
render-path-level = Livello { $level }
render-level-current-1 = regole base
render-level-current-2 = { -affinity } segreta
render-level-current-3 = { -hint(number: "other") } sovrapposti
render-level-current-4 = { -hint(number: "other") } coperti
render-level-current-5 = Obiettivo
render-level-first-1 = regole base
render-level-first-2 = { -affinity } pubblica
render-level-first-3 = { -affinity } segreta
render-level-first-4 = Obiettivo
render-path-won = Vinte/giocate
render-path-best = Record

## cog (messages, buttons)

game-name = { -yokai }
game-about = { -yokai }, il gioco di memoria cooperativo

## levels and options (lobby, board, /yokai rules)

level-current-1 = regole base
level-current-2 = una Carta { -affinity } segreta, che vede solo il Primo Giocatore
level-current-3 = i { -hint(number: "other") } rivelati si sovrappongono: si può assegnare solo quello in cima
level-current-4 = i { -hint(number: "other") } non si rivelano mai: restano coperti di fianco al mazzo e si assegnano alla cieca
level-current-5 = una Carta Obiettivo scelta dai giocatori (a caso se non la scelgono)
level-first-1 = regole base
level-first-2 = una Carta { -affinity }, visibile a tutti
level-first-3 = una Carta { -affinity } segreta, data al Primo Giocatore
level-first-4 = una Carta Obiettivo pescata a caso, visibile a tutti
opt-level = **{ $edition }**, livello { $level }: { $description }
opt-hints-rulebook = { -hint(number: "other") }: la ripartizione del regolamento per il numero di giocatori
opt-hints-custom = { -hint(number: "other") }: { $one } da 1 colore, { $two } da 2 colori, { $three } da 3 colori
opt-hints-easier = { -hint(number: "other") } da 3 colori sostituiti con altrettanti da 1 colore: { $n } (più facile)
opt-hints-harder = { -hint(number: "other") } da 1 colore sostituiti con altrettanti da 3 colori: { $n } (più difficile)
opt-colourless = Variante: { -hint(number: "other") } coperti (mai rivelati, assegnati alla cieca)
opt-stacked = Variante: { -hint(number: "other") } sovrapposti (si può assegnare solo l'ultimo rivelato)
opt-secret = Carte { -affinity } segrete: { $n } (il Primo Giocatore, poi in ordine di posto)
opt-public = Carte { -affinity } pubbliche: { $n }
opt-objective = Obiettivo: { $name }
opt-objective-random = Obiettivo: pescato a caso all'inizio della partita
opt-with_objective = Variante: un Obiettivo in aggiunta alle regole del livello

## the board message

step-peek0 = guarda una prima carta
step-peek1 = guarda una seconda carta
step-move = sposta una carta
step-hint = rivela o assegna un { -hint }
# $step: what the player to move is doing (a step-* message); $pile, $revealed, $placed: hint counts
board-summary = **{ $game }** · turno { $turn } · **{ $name }** { $step } · { -hint(number: "other") }: { $pile } nel mazzo, { $revealed ->
        [one] { $revealed } rivelato
       *[other] { $revealed } rivelati
    }, { $placed ->
        [one] { $placed } assegnato
       *[other] { $placed } assegnati
    }
board-summary-ended = **{ $game }** · interrotta al turno { $turn }, prima della fine: registrata come abbandonata.
board-summary-over = **{ $game }** · la partita è finita dopo { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }.
# $cards: the numbers of the cards peeked at ("3, 7"); $count: how many
board-peeks = { $count ->
        [one] Carta guardata
       *[other] Carte guardate
    } da { $name }: { $cards }.
board-last_move = Ultimo spostamento: { $name } ha spostato la carta { $card }.
# $a, $b: two family names
board-public_affinity = { -affinity }: { $a } e { $b } devono toccarsi a fine partita.
board-holders = { -affinity } segreta in mano a { $names }.
board-objective = Obiettivo: le 16 carte devono comporre la forma { $name } (ruotata in qualsiasi verso).
board-play = Gioca il mio turno
board-secrets = I miei segreti
board-help = Come si gioca
board-moved = Il tabellone ora è più in basso nel canale.
board-alt = Il tabellone di { -yokai }, turno { $turn }: 16 carte coperte numerate da 1 a 16; { $pile ->
        [one] { $pile } { -hint }
       *[other] { $pile } { -hint(number: "other") }
    } nel mazzo.
turn-ping = { $mention }, tocca a te (turno { $turn }).
# what the ping asks when the person has no open panel showing their turn
turn-ping-press = Premi **Gioca il mio turno** sul tabellone, oppure usa `/yokai guarda`.

## the turn panel (ephemeral: only the player to move sees it)

panel-header = **Turno { $turn }**: tocca a te, { $name }.
panel-peek0 = Passo 1 di 3: guarda due carte: tutte e due insieme, oppure una e poi l'altra dopo averla vista. Le vedi solo tu: ricordale!
panel-peek1 = Passo 1 di 3: ora guarda una seconda carta.
panel-peeked = Hai guardato: { $cards }.
panel-peeked_card = la carta { $card } è **{ $family }**
panel-move = Passo 2 di 3: sposta una carta (qualsiasi carta non bloccata, guardata o no). Deve finire accanto a un'altra carta, e tutte le 16 carte devono restare connesse.
panel-move_pick = Dove va la carta { $card }? Le caselle con una lettera nell'immagine sono quelle dove può andare.
panel-hint = Passo 3 di 3: rivela il primo { -hint } del mazzo, oppure assegna un { -hint } rivelato a una carta (quella carta resta bloccata).
panel-hint-colourless = Passo 3 di 3: metti da parte coperto il primo { -hint } del mazzo, oppure assegna a una carta il { -hint } coperto più vecchio (quella carta resta bloccata).
panel-hint-pile_empty = Il mazzo è vuoto: devi assegnare un { -hint }.
panel-hint-none_revealed = Nessun { -hint } è ancora rivelato: devi rivelarne uno.
# $families: the hint's family names, joined
panel-hint_pick_card = A quale carta assegnare il { -hint } { $hint } ({ $families })?
panel-declare_confirm = Dichiarare che gli { -yokai } sono placati? La partita finisce subito e tutte le carte vengono girate. Si vince se ogni tipologia forma un solo gruppo (e se le condizioni del livello sono rispettate).
panel-done = Fatto! Ora tocca a { $next }.
panel-over = La partita è finita: guarda le carte scoperte nel canale.
panel-stale = Non era più aggiornato; ecco lo stato attuale del tuo turno.
panel-not_your_turn = È il turno di { $player }. Riceverai una menzione quando toccherà a te.
panel-select_peek = Guarda una carta…
panel-select_peeks = Guarda due carte (o una)…
panel-select_move = Quale carta spostare…
panel-select_dest = Spostala in…
panel-select_dest_more = …o in (altre caselle)
panel-select_hint = Quale { -hint } assegnare…
panel-select_card = A quale carta…
panel-reveal = Rivela il primo { -hint }
panel-reveal-colourless = Metti da parte il primo { -hint }
panel-declare = Dichiara gli { -yokai } placati
panel-declare_yes = Sì, sono placati
panel-back = Indietro
panel-card = Carta { $card }
panel-card_peeked = l'hai guardata: { $family }
panel-card_hint = guardata in questo turno
panel-slot = Casella { $label }
panel-slot_desc = accanto alla carta { $cards }
panel-slot_choice = Casella { $label }: accanto alla carta { $cards }
# $families: the hint's family names, joined
panel-hint_option = { -hint } { $hint }: { $families }
panel-face_down = coperto
panel-moved = Hai spostato la carta { $card }.
panel-revealed = Hai rivelato il { -hint } { $hint }: { $families }.
panel-set_aside = Hai messo da parte coperto il { -hint } { $hint }.
panel-placed = Hai assegnato il { -hint } { $hint } alla carta { $card }.
panel-alt_peek = Il tabellone come lo vedi tu: le carte guardate in questo turno sono scoperte.

## secrets

secrets-none = Non hai nessuna carta segreta in questa partita.
secrets-affinity = La tua Carta { -affinity } segreta: **{ $a }** e **{ $b }** devono toccarsi a fine partita (una carta dell'una accanto a una carta dell'altra). Non dirlo agli altri!
# $mentions: the mentions of the players holding one
secrets-notice = { $mentions }: hai una Carta { -affinity } segreta. Premi **I miei segreti** sul tabellone per leggerla (la vedrai solo tu).
secrets-not_seated = Non giochi in questa partita, quindi non hai segreti.

## the end

# $tier: a tier-* message (the score's tier); $edition: an edition-* message
result-won = 🎉 **Gli { -yokai } sono placati!** Punteggio **{ $score }**: una vittoria **{ $tier }** ({ $edition }, livello { $level }).
# $reasons: why, the reason-* messages joined
result-lost = Gli { -yokai } **non** sono placati: { $reasons }. Una partita persa non vale punti.
reason-not_appeased = { $families } non in un solo gruppo
reason-affinity_failed = una Carta { -affinity } non è rispettata
reason-objective_failed = le carte non compongono la forma dell'Obiettivo
# the families are all grouped: only the Objective's shape failed
reason-objective_only = ogni tipologia forma un solo gruppo, ma insieme le carte non compongono la forma dell'Obiettivo ({ $shape })
result-declared = { $name } ha dichiarato gli { -yokai } placati.
result-hints_used = L'ultimo { -hint } è stato assegnato.
result-breakdown = { -hint(number: "other") }: { $right ->
        [one] { $right } assegnato correttamente
       *[other] { $right } assegnati correttamente
    } (+1 ciascuno), { $wrong ->
        [one] { $wrong } assegnato erroneamente
       *[other] { $wrong } assegnati erroneamente
    } (−1 ciascuno), { $revealed ->
        [one] { $revealed } rivelato ma non usato
       *[other] { $revealed } rivelati ma non usati
    } (+2 ciascuno), { $hidden ->
        [one] { $hidden } non rivelato
       *[other] { $hidden } non rivelati
    } (+5 ciascuno): { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }.
result-breakdown-lost = { -hint(number: "other") }: { $right ->
        [one] { $right } assegnato correttamente
       *[other] { $right } assegnati correttamente
    }, { $wrong ->
        [one] { $wrong } assegnato erroneamente
       *[other] { $wrong } assegnati erroneamente
    }, { $revealed ->
        [one] { $revealed } rivelato ma non usato
       *[other] { $revealed } rivelati ma non usati
    }, { $hidden ->
        [one] { $hidden } non rivelato
       *[other] { $hidden } non rivelati
    }.
result-path = Segnato in «{ -path }» di questo server e di ogni giocatore: vedi `/yokai percorso`.
result-next_level = Livello successivo ({ $level })
result-alt = Le carte scoperte: tutte girate, con il gruppo di ogni tipologia evidenziato.

## /yokai path

path-title-guild = { $name }: il tuo percorso
path-title-player = Il percorso di { $name }
path-alt = { -path }: i livelli × { -tier-honorable }, { -tier-glorious }, { -tier-legendary }.
path-summary = { $won ->
        [one] { $won } partita vinta
       *[other] { $won } partite vinte
    } su { $played ->
        [one] { $played } giocata
       *[other] { $played } giocate
    } ({ $abandoned ->
        [one] { $abandoned } abbandonata
       *[other] { $abandoned } abbandonate
    }).
# /yokai path when some games had bots: the games among people, then the games with bots, kept apart
path-people = **Tra persone**: { $summary }
path-bots = **Con i bot** (a parte): { $summary } Spuntano « { -path } » solo in un server che le conta (`/impostazioni partite_con_bot`; questo server: { $counted ->
        [yes] le conta
       *[no] non le conta
    }).

## configurations that cannot be played (ConfigError keys)

config-levels-current = L'edizione attuale ha i livelli da 1 a { $top }; richiesto il livello { $level }.
config-levels-first = La prima edizione ha i livelli da 1 a { $top }; richiesto il livello { $level }.
config-split_three = Una ripartizione dei { -hint(number: "other") } indica tre numeri: { -hint(number: "other") } da 1, da 2 e da 3 colori.
config-split_all_three = Per una ripartizione libera dei { -hint(number: "other") } indica tutti e tre i numeri: un_colore, due_colori, tre_colori.
config-split_kind_one = { $limit ->
        [one] C'è { $limit } { -hint } da 1 colore
       *[other] Ci sono { $limit } { -hint(number: "other") } da 1 colore
    }; ne hai chiesti { $count }.
config-split_kind_two = { $limit ->
        [one] C'è { $limit } { -hint } da 2 colori
       *[other] Ci sono { $limit } { -hint(number: "other") } da 2 colori
    }; ne hai chiesti { $count }.
config-split_kind_three = { $limit ->
        [one] C'è { $limit } { -hint } da 3 colori
       *[other] Ci sono { $limit } { -hint(number: "other") } da 3 colori
    }; ne hai chiesti { $count }.
config-split_empty = Una partita richiede almeno una Carta { -hint }.
config-public_min = Il livello { $level } prevede già Carte { -affinity } pubbliche: { $count }.
config-secret_min = Il livello { $level } prevede già Carte { -affinity } segrete: { $count }.
config-affinities_max = { $count ->
        [one] C'è solo { $count } Carta { -affinity }
       *[other] Ci sono solo { $count } Carte { -affinity }
    } in tutto.
config-secret_max = Al massimo una Carta { -affinity } segreta per giocatore ({ $count }).
config-holders_count = Indica un giocatore per ogni Carta { -affinity } segreta.
config-holders_twice = Un giocatore tiene al massimo una Carta { -affinity } segreta.
config-holders_seats = Chi tiene un'{ -affinity } occupa i posti da 0 a { $last }.
config-no_objective-current = Il livello { $level } dell'edizione attuale non ha una Carta Obiettivo.
config-no_objective-first = Il livello { $level } della prima edizione non ha una Carta Obiettivo.
config-objective_random = La prima edizione pesca la sua Carta Obiettivo a caso.
config-players = { -yokai } si gioca { $high ->
        [one] da { $low } a { $high } giocatore
       *[other] da { $low } a { $high } giocatori
    }; qui sono { $players }.
config-secret_players = { $count ->
        [one] { $count } Carta { -affinity } segreta richiede
       *[other] { $count } Carte { -affinity } segrete richiedono
    } altrettanti giocatori.
config-shift_easier = { $players ->
        [one] Con { $players } giocatore
       *[other] Con { $players } giocatori
    } { $steps ->
        [one] non si può fare { $steps } scambio
       *[other] non si possono fare { $steps } scambi
    } per facilitare i { -hint(number: "other") }: { $one ->
        [one] c'è { $one } { -hint } da 1 colore
       *[other] ci sono { $one } { -hint(number: "other") } da 1 colore
    } e { $three } da 3 colori.
config-shift_harder = { $players ->
        [one] Con { $players } giocatore
       *[other] Con { $players } giocatori
    } { $steps ->
        [one] non si può fare { $steps } scambio
       *[other] non si possono fare { $steps } scambi
    } per rendere più difficili i { -hint(number: "other") }: { $one ->
        [one] c'è { $one } { -hint } da 1 colore
       *[other] ci sono { $one } { -hint(number: "other") } da 1 colore
    } e { $three } da 3 colori.

## engine refusals (IllegalAction keys)

illegal-no_card = Non esiste la carta { $card }: le carte sono numerate da 1 a { $max }.
illegal-peek_first = Prima guarda due carte.
illegal-peek_second = Prima guarda una seconda carta.
illegal-move_now = Ora sposta una carta.
illegal-hint_now = Ora rivela o assegna un { -hint }.
illegal-declare_at_start = Puoi dichiarare gli { -yokai } placati solo all'inizio del tuo turno, invece di giocarlo.
illegal-peeked_twice_move = Hai già guardato due carte in questo turno. Ora sposta una carta.
illegal-peeked_twice_hint = Hai già guardato due carte in questo turno. Ora rivela o assegna un { -hint }.
illegal-locked_peek = La carta { $card } è bloccata da un { -hint }: non può più essere guardata.
illegal-peeked_already = Hai già guardato la carta { $card }: scegline un'altra.
illegal-locked_move = La carta { $card } è bloccata da un { -hint }: non può più essere spostata.
illegal-bad_cell = Una casella si scrive (x, y).
illegal-move_compulsory = Lo spostamento è obbligatorio: scegli un'altra casella.
illegal-cell_taken = Quella casella è occupata: scegline una vuota.
illegal-not_connected = Una carta deve finire accanto a un'altra carta, e tutte le 16 carte devono restare connesse tra loro per un lato.
illegal-pile_empty = Non resta nessun { -hint } coperto: assegnane uno rivelato.
illegal-none_revealed = Nessun { -hint } è stato ancora rivelato: rivelane uno.
illegal-hint_not_revealed = Il { -hint } { $hint } non è tra quelli rivelati che puoi assegnare.
illegal-stack_top = I { -hint(number: "other") } rivelati sono sovrapposti: si può assegnare solo quello in cima (l'ultimo rivelato).
illegal-oldest_first = I { -hint(number: "other") } coperti si assegnano dal più vecchio al più recente.
illegal-card_has_hint = La carta { $card } ha già un { -hint }: al massimo un { -hint } per carta.

## /yokai end, board, errors

end-confirm = Terminare ora la partita in questo canale? Verrà registrata come abbandonata.
end-cancelled = La partita continua.
board-reposted = Ecco di nuovo il tabellone: { $link }
error-bad_destination = Scegli una casella dall'elenco (mostra le caselle valide per quella carta).
error-no_card = Scegli una carta dall'elenco.
error-hint_needs = Per assegnare un { -hint } indica sia il { -hint } sia la carta.

## slash command descriptions

cmd-start = Apri un tavolo di { -yokai } in questo canale
name-group = yokai
name-cmd-start = inizia
name-cmd-peek = guarda
name-cmd-move = sposta
name-cmd-hint = suggerimento
name-cmd-declare = dichiara
name-cmd-secrets = segreti
name-cmd-path = percorso
name-arg-edition = edizione
name-arg-level = livello
name-arg-hints = suggerimenti
name-arg-one_family = un_colore
name-arg-two_family = due_colori
name-arg-three_family = tre_colori
name-arg-colourless = coperti
name-arg-stacked = sovrapposti
name-arg-secret_affinities = affinità_segrete
name-arg-public_affinities = affinità_pubbliche
name-arg-objective = obiettivo
name-arg-extra_objective = extra_obiettivo
name-arg-card = carta
name-arg-to = casella
name-arg-action = azione
name-arg-hint = suggerimento
cmd-peek = Guarda una carta (la vedi solo tu)
cmd-move = Sposta una carta in una casella valida
cmd-hint = Rivela il primo { -hint } del mazzo, o assegnane uno rivelato a una carta
cmd-declare = Dichiara gli { -yokai } placati (termina la partita)
cmd-panel = Apri il tuo pannello del turno
cmd-secrets = Mostra di nuovo le tue carte segrete (le vedi solo tu)
cmd-board = Ripubblica il tabellone in fondo al canale
cmd-rules = Un breve riassunto delle regole e delle scelte di questo bot
cmd-end = Termina la partita in questo canale (host o Gestisci server)
cmd-path = «{ -path }» di questo server o di un giocatore
arg-edition = Quale regolamento: edizione attuale (5 livelli) o prima edizione (4 livelli)
arg-level = Livello di difficoltà (1-5 edizione attuale, 1-4 prima edizione)
arg-hints = Difficoltà dei { -hint(number: "other") }: come da regolamento, o più facile/difficile a parità di totale
arg-one_family = Ripartizione libera: { -hint(number: "other") } da 1 colore (indica tutti e tre i numeri)
arg-two_family = Ripartizione libera: { -hint(number: "other") } da 2 colori
arg-three_family = Ripartizione libera: { -hint(number: "other") } da 3 colori
arg-colourless = Variante: i { -hint(number: "other") } non si rivelano mai (regola del livello 4 a ogni livello)
arg-stacked = Variante: i { -hint(number: "other") } rivelati si sovrappongono (regola del livello 3 a ogni livello)
arg-secret_affinities = Carte { -affinity } segrete, una per giocatore a partire dal primo
arg-public_affinities = Carte { -affinity } visibili a tutti
arg-objective = La forma dell'Obiettivo (livello 5, o con extra_obiettivo)
arg-extra_objective = Variante: aggiungi un Obiettivo a qualsiasi livello
arg-card = Numero della carta (1-16)
arg-to = La casella dove spostarla (le caselle valide per quella carta)
arg-action = Rivela il primo { -hint } o assegnane uno rivelato
arg-hint = Il { -hint } rivelato da assegnare
arg-player = Di chi è il percorso (predefinito: di questo server)
choice-current = Edizione attuale (5 livelli)
choice-first = Prima edizione (4 livelli)
choice-standard = Ripartizione del regolamento
choice-easier = Più facile (un { -hint } da 1 colore in più)
choice-harder = Più difficile (un { -hint } da 3 colori in più)
choice-band = Fascia (2 × 8)
choice-frame = Cornice (5 × 5 vuota)
choice-stairs = Scala (8 gradini da 2)
choice-random = Casuale
choice-reveal = Rivela il primo { -hint }
choice-place = Assegna un { -hint } rivelato
rules-title = { -yokai }: come si gioca
rules-goal = **Scopo del gioco** (cooperativo, da 2 a 4 giocatori): raggruppa per tipologia i 16 { -yokai } coperti (Kitsune, Kappa, Rokurokubi, Oni) in modo che le 4 carte di ogni tipologia si tocchino per un lato. Non puoi mai dire agli altri cosa c'è su una carta o dove si trova: a parlare sono i { -hint(number: "other") }.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **La tua prima partita a { -yokai }?** Un turno, in breve:
    1. **Guarda** due carte: le vedi solo tu.
    2. **Sposta** una carta accanto a un'altra: tutte le 16 devono restare connesse.
    3. **Rivela** il primo { -hint } o **assegna** a una carta un { -hint } rivelato. Quando ogni tipologia sembra raggruppata, dichiara invece gli { -yokai } placati.
tutorial-peek = Tutorial: guardare le carte è il modo per scoprire dov'è ogni tipologia. Le vedi solo tu: ricorda le loro tipologie.
tutorial-move = Tutorial: sposta una carta che hai guardato accanto a una carta della stessa tipologia: così si formano i quattro gruppi, e il tuo compagno lo legge come un segnale.
tutorial-hint = Tutorial: i { -hint(number: "other") } sono l'unico modo per dire una tipologia agli altri. **Rivela il primo { -hint }** mostra a tutti le sue tipologie; un { -hint } rivelato assegnato a una carta (la lista) dice che quella carta è di una di esse, e la blocca. Il tuo compagno ti lascia assegnare i { -hint(number: "other") } che rivela.
tutorial-done = **Fine del tutorial.** Un tutorial è un allenamento: non ne resta traccia. Poi: `/yokai solo` avvia una vera partita con bot compagni, `/yokai inizia` apre un tavolo per gli amici, `/yokai regole` ha tutte le regole. Anche gli altri giochi hanno un tutorial: `/koikoi tutorial`, `/sketch tutorial`.
intro-tutorial = Nuovo al gioco? `/yokai tutorial` è una breve partita con un bot compagno, guidata passo per passo.
rules-turn = **Il tuo turno**: o dichiari che gli { -yokai } sono placati (la partita finisce subito), oppure:
    1. **Guarda** due carte diverse non bloccate, una dopo l'altra (le vedi solo tu, qui su Discord);
    2. **Sposta** una carta non bloccata in una casella vuota accanto a un'altra carta; tutte le 16 carte devono restare connesse (la disposizione può uscire dal 4 × 4);
    3. **Rivela** il primo { -hint } del mazzo, oppure **assegna** un { -hint } rivelato a una carta non bloccata: quella carta resta bloccata (non può più essere guardata né spostata). Un { -hint } sbagliato è permesso: costa solo un punto.
rules-end = **Fine della partita**: quando qualcuno dichiara, o subito dopo l'assegnazione dell'ultimo { -hint }. Tutte le carte vengono girate. Si vince se ogni tipologia forma un solo gruppo (e se l'{ -affinity } / l'Obiettivo del livello è rispettato). Punteggio, solo per le partite vinte: +1 per { -hint } assegnato correttamente, −1 assegnato erroneamente, +2 rivelato ma non usato, +5 non rivelato.
rules-levels = **Livelli**: edizione attuale 1 base, 2 { -affinity } segreta per il Primo Giocatore, 3 { -hint(number: "other") } sovrapposti, 4 { -hint(number: "other") } coperti, 5 forma dell'Obiettivo; prima edizione 1 base, 2 { -affinity } pubblica, 3 { -affinity } segreta, 4 Obiettivo casuale. Una Carta { -affinity } è rispettata quando una carta di una tipologia tocca una carta dell'altra; un Obiettivo è rispettato quando le 16 carte compongono la sua forma, ruotata in qualsiasi verso (non specchiata).
rules-decisions = **Le scelte di questo bot** (dove i regolamenti tacciono): i 14 { -hint(number: "other") } sono 4 da 1 colore, 6 da 2 colori e 4 da 3 colori; inizia un giocatore seduto scelto a caso, poi si segue l'ordine dei posti; uno spostamento deve cambiare la casella della carta, e il passo dello spostamento si salta se nessuna carta può muoversi; i { -hint(number: "other") } coperti si assegnano dal più vecchio; una vittoria con punteggio negativo è { -tier-honorable }; le forme dell'Obiettivo sono Fascia (2 × 8), Cornice (5 × 5 vuota) e Scala (8 gradini da 2).
rules-bot = **Su Discord**: premi **Gioca il mio turno** sul tabellone (oppure usa `/yokai guarda`, `/yokai sposta`, `/yokai suggerimento`, `/yokai dichiara`). Le carte che guardi e i tuoi segreti compaiono solo in messaggi che vedi solo tu. `/yokai percorso` mostra «{ -path }».
# /yokai rules, second message: what the bot teammates do (bot/engine/yokai/ai.py, its module doc), for people
rules-bots = ### I bot
    I bot compagni (`/yokai solo`, oppure `bot:` in `/yokai inizia`) giocano il loro turno da soli dopo una breve pausa; nessuno viene menzionato per il turno di un bot. Un bot sa solo ciò che il suo posto può sapere (le carte che ha guardato, gli spostamenti, gli indizi), mai le carte nascoste. Segue queste convenzioni, che puoi usare anche tu:
    • **Uno spostamento accanto a nuove carte vuol dire «stessa famiglia».** Un bot mette una carta accanto a carte che prima non toccava solo se sa (le ha guardate) che va con una delle sue nuove vicine.
    • **Uno scivolamento che non tocca nuove carte non dice nulla.** Quando un bot non conosce uno spostamento così, fa scivolare una carta lungo il bordo in modo che tocchi solo carte che già toccava.
    • **Indizi:** mette un indizio rivelato solo su una carta che sa essere di una delle famiglie dell'indizio e che sta già con la sua famiglia: un indizio messo da un bot segna una carta al suo posto. Mai dove il blocco separerebbe la carta dalle altre carte bloccate della sua famiglia (le carte bloccate di una famiglia devono ancora stare in un gruppo di quattro), e le sue mosse portano le carte verso le carte bloccate di una famiglia, mai lontano da esse. Mette piuttosto che rivelare quando può (1 punto perso invece di 3), altrimenti rivela. Quando il mazzo è vuoto e nessuna carta è sicura, mette l'indizio sulla carta più probabile.
    • **Dichiarare:** dichiara gli { -yokai } placati quando ciò che sa rende ogni famiglia un solo gruppo (e ogni { -affinity } e Obiettivo che conosce rispettati) 9 volte su 10, oppure 1 volta su 2 quando il suo turno chiuderebbe comunque la partita.
    • **Legge le tue mosse:** legge i tuoi spostamenti e indizi con le stesse convenzioni, ma solo quanto le tue mosse passate le hanno seguite sulle carte che conosce: gioca a modo tuo e smetterà presto di leggerti.
rules-bots_more = ### Bot: i dettagli e le cifre
    • **Cosa guarda:** prima una carta che un compagno ha appena spostato (le sue nuove vicine dicono qualcosa anche loro), altrimenti la carta che gli dice di più sulle altre (una carta di un gruppo costruito dai compagni dice di tutto il gruppo).
    • **Livello 5 (Obiettivo): «stessa famiglia» solo tra carte guardate.** Per costruire la forma uno spostamento tocca molte carte: lì uno spostamento dice qualcosa solo delle carte che chi l'ha fatto ha guardato (tutti vedono quali carte sono guardate, non cosa mostrano): una carta che ha guardato, messa accanto a carte che ha guardato, è della stessa famiglia di una di esse (così i bot *normali* leggono uno spostamento al livello 5; i bot *difficili* seguono il punto seguente).
    • **Livello 5, bot difficili: ogni famiglia ha il suo pezzo dell'Obiettivo.** I bot *difficili* costruiscono l'Obiettivo sulla griglia di partenza, diviso in quattro pezzi di quattro caselle, quelli dei Kitsune, dei Kappa, dei Rokurokubi e degli Oni in ordine di lettura (Fascia: le due colonne centrali della griglia allungate di due caselle in alto e in basso, Kitsune in alto a sinistra, Rokurokubi in alto a destra, Kappa in basso a sinistra, Oni in basso a destra; Cornice: l'anello attorno al quadrato 3 × 3 in alto a sinistra della griglia, ogni pezzo quattro caselle in senso orario da un angolo, Kitsune da quello in alto a sinistra, Oni in alto a destra, Rokurokubi in basso a destra, Kappa in basso a sinistra; Scala: la scala che scende verso destra il cui gradino nella riga in alto della griglia è la sua carta in alto a sinistra e la casella alla sua sinistra, due gradini per pezzo, Kitsune in cima, poi Kappa, Rokurokubi, Oni). Un bot sposta uno { -yokai } in un pezzo solo se ha guardato che è della famiglia di quel pezzo, quindi una carta spostata in un pezzo dice la sua famiglia; uno spostamento dentro un pezzo, fuori da un pezzo o fuori dalla forma non dice nulla. Quando al tavolo ci sono bot *difficili*, il tabellone e il tuo pannello colorano ogni pezzo del colore della sua famiglia.
    • **Livelli:** *facile* gioca come un principiante (spostamenti a caso, ma avvicina due carte che ha appena visto della stessa famiglia, e dichiara solo al suo ultimo turno); *normale* segue le convenzioni; *difficile* le segue e prova i suoi spostamenti su disposizioni coerenti con ciò che sa, in un quarto di secondo; al livello 5 prevede la forma dell'Obiettivo divisa in quattro gruppi di quattro, uno per famiglia per quanto le conosce (i pezzi qui sopra), sposta la carta che avvicina di più la disposizione a un tale piano, e posa indizi solo su carte che in esso restano al loro posto.
    • **Quanto vincono i bot** (un tavolo di bot *difficili*, 1.000 partite ciascuno): al livello 1, il 94 % delle partite con due posti, il 98 % con tre, il 97 % con quattro; al livello 3, il 94, il 98 e il 93 %; al livello 5, il 22 % con due posti, l'80 % con tre, l'86 % con quattro. In due il livello 5 lascia troppo pochi turni per costruire la forma famiglia per famiglia: aggiungete un bot (`bot:`) per avere più possibilità.
    • Le partite con i bot spuntano « { -path } » solo in un server che le conta (`/impostazioni partite_con_bot`); `/yokai percorso` le mostra a parte.

## Il registro pubblico: il riassunto dell'ultimo turno sul tabellone e /yokai registro
log-title = **La partita finora** ({ $shown ->
        [one] l'ultimo turno
       *[other] gli ultimi { $shown } turni
    } su { $turns })
log-empty = Nessuno ha ancora giocato.
log-last = Ultimo turno: { $line }
# $steps: cosa ha fatto il giocatore, p. es. "ha guardato le carte 1 & 2, ha spostato la carta 3 a destra della carta 7"
log-turn = turno { $turn }, { $name } { $steps }
log-peeked = ha guardato { $count ->
        [one] la carta
       *[other] le carte
    } { $cards }
log-moved = ha spostato la carta { $card } { $where }
log-right_of = a destra della carta { $card }
log-left_of = a sinistra della carta { $card }
log-below = sotto la carta { $card }
log-above = sopra la carta { $card }
log-somewhere = in una nuova casella
log-revealed = ha rivelato il { -hint } { $hint } ({ $families })
log-placed = ha messo il { -hint } { $hint } sulla carta { $card }
log-declared = ha dichiarato placati gli { -yokai }
cmd-log = Tutte le mosse della partita di questo canale, come le ha viste il tavolo
name-cmd-log = registro
cmd-solo = Gioca subito con dei bot compagni: un tavolo con te e da 1 a 3 bot, avviato subito
name-cmd-solo = solo
arg-bots = Bot compagni seduti subito (0-3); le persone prendono gli altri posti
arg-solo_bots = Quanti bot compagni (1-3)
arg-bot_level = Quanto giocano bene i bot: facile, normale o difficile
name-arg-bots = bot
name-arg-bot_level = livello_bot
cmd-daily = La mano del giorno di questo server: le stesse carte a ogni tavolo, una volta al giorno a persona
name-cmd-daily = del_giorno
arg-daily_bots = Bot compagni seduti subito; se occupano tutti gli altri posti, la partita inizia subito
cmd-daily_group = La mano del giorno del server: giocala, o guarda la sua classifica
cmd-daily_board = La classifica di oggi di questo server: punti, vittorie, turni, tavoli, serie, vincitori di ieri
name-cmd-play = gioca
# /yokai daily board (the picture and its message); $day is YYYY-MM-DD (UTC)
daily-title = La mano del giorno, { $day }
daily-subtitle = Livello { $level }, in { $seats }. Le stesse carte a ogni tavolo; una volta al giorno a persona.
daily-alt = La classifica del giorno: { $tables ->
        [one] { $tables } tavolo
       *[other] { $tables } tavoli
    } con i loro punti.
daily-member = { $name } ({ $days ->
        [one] { $days } giorno
       *[other] { $days } giorni di fila
    })
daily-bots = { $count ->
        [one] { $count } bot
       *[other] { $count } bot
    }
daily-lost = persa
daily-playing = in corso
daily-abandoned = abbandonata
daily-alt_table = { $rank }. { $members }: { $result }
daily-alt_points = { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    }
daily-yesterday = Vincitori di ieri: { $names } ({ $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }).
daily-yesterday_none = La mano di ieri non ha avuto vincitori.
render-daily-turns = { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
render-daily-none = Nessuno ha ancora giocato la mano di oggi: /yokai del_giorno gioca.

## history (/yokai history)
history-options = { $edition }, livello { $level }
history-won = vinta, { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } ({ $tier })
history-lost = persa
render-targets = Livello 5: dove i bot difficili costruiscono ogni Obiettivo (la griglia di partenza tratteggiata) e di quale famiglia è ogni pezzo. Una carta spostata in un pezzo è di quella famiglia.

## the live board (the Activity, cogs/yokai/live.py): a turn by touch

live-peek0 = Tocca una carta per guardarla: la vedi solo tu. Poi una seconda.
live-peek1 = Tocca una seconda carta per guardarla.
live-move = Tocca una carta da spostare, poi una delle caselle illuminate (o trascinala lì).
live-hint = Tocca il mazzo per rivelare il primo { -hint }, oppure tocca un { -hint } rivelato e poi la carta a cui assegnarlo.
live-hint-colourless = Tocca il mazzo per mettere da parte coperto il primo { -hint }, oppure tocca il { -hint } coperto e poi la carta a cui assegnarlo.
# $count: face-down hints left
live-pile = { -hint(number: "other") } rimasti: { $count }
live-reveal = Rivela il primo { -hint }
live-reveal-colourless = Metti da parte il primo { -hint }
live-declare = Dichiara gli { -yokai } placati
live-declare_confirm = Dichiarare che gli { -yokai } sono placati? La partita finisce subito e tutte le carte vengono girate. Si vince se ogni tipologia forma un solo gruppo (e se le condizioni del livello sono rispettate).
live-declare_yes = Sì, sono placati
live-cancel = Non ancora
live-watching = Stai guardando la partita: quello che i giocatori guardano ti resta nascosto.
live-peeked_before = guardata nel turno precedente
live-your_turn = Tocca a te
live-objective_formed = Le 16 carte compongono la forma dell'Obiettivo.
live-objective_not_formed = Le 16 carte non compongono ancora la forma dell'Obiettivo: dichiarare adesso fa perdere la partita.
# $a, $b: family names
live-secret = La tua { -affinity } segreta: { $a } e { $b } devono toccarsi a fine partita.
# $card: the card being moved; $where: "to the right of card 7"...
live-cell = Sposta qui la carta { $card }: { $where }
