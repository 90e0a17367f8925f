### Italian messages of the sketch catalogue.
### Ids are the code's keys with '-' for '.'.


## rule refusals (IllegalAction keys)

illegal-bad_action = Impossibile leggere questa azione. Usa i pulsanti o le opzioni del comando.
illegal-game_over = La partita è finita.
illegal-ability_pending = Prima decidi cosa fare con l'abilità della carta che hai appena giocato: usala o saltala.
illegal-no_ability = Non c'è nessuna abilità da usare adesso: le abilità si usano subito dopo aver giocato la loro carta.
illegal-no_such_card = Non esiste la carta Schizzo { $card }: sono numerate da 1 a { $count }.
illegal-not_in_hand = La carta { $card } non è nella tua mano.
# $first, $second, $colour: colour names
illegal-wrong_colour = La carta { $card } mostra { $first } e { $second }: giocala in uno di questi due colori, non in { $colour }.
illegal-must_play = Hai { $hand ->
        [one] { $hand } carta
       *[other] { $hand } carte
    } in mano: giocane almeno una prima di terminare il turno.
illegal-call_needs_pile = Chiama uno Yokai: scegli la pila da cui prendere lo Yokai in cima.
illegal-call_same_pile = Chiama uno Yokai: prendi lo Yokai in cima a un'altra pila, non quello della pila del { $pile }.
illegal-call_last_card = Nella pila del { $pile } resta un solo Yokai: l'ultima carta di una pila non può essere chiamata.
illegal-distract_no_pile = Distrai uno Yokai: nessun bersaglio da scegliere. Questa abilità sposta sempre l'ultima carta giocata dal tuo avversario nella pila dove hai giocato questa carta.

## names

game-name = Yokai Sketch
colour-blue = Blu
colour-red = Rosso
colour-green = Verde
colour-yellow = Giallo
element-water = Acqua
element-fire = Fuoco
element-earth = Terra
element-wind = Vento
colour-blue-long = Blu (acqua)
colour-red-long = Rosso (fuoco)
colour-green-long = Verde (terra)
colour-yellow-long = Giallo (vento)
ability-call = Chiama uno Yokai
ability-distract = Distrai uno Yokai
ability-call-help = Prendi lo Yokai in cima a un'altra pila (mai l'ultima carta di una pila) e mettilo in cima alla pila dove hai giocato questa carta; da quel momento conta come del colore di quella pila.
ability-distract-help = L'ultima carta giocata dal tuo avversario in questa pila viene girata per mostrare l'altro schizzo e spostata nella pila di quel colore, sempre dalla sua parte. La sua abilità viene ignorata.
decided_by-score = il punteggio più alto
decided_by-colours = più colori diversi (punteggi in parità)
decided_by-draw = pareggio (punteggi e colori in parità)

## terms

term-yokai = Yokai
term-sketch = Carta Schizzo
term-sketches = Carte Schizzo
term-pile = Pila del { $colour }
term-side = Lato di { $name }
term-notebook = Taccuino
term-hand = Mano
term-draw_pile = Mazzo di pesca
term-discard = Pila degli scarti
term-score = Punteggio
term-colours = Colori
term-cards_left = { $n } nella pila
term-under = coperti: { $n }
term-needed = { $count } su { $needed ->
        [one] { $needed } schizzo
       *[other] { $needed } schizzi
    }
term-won = { $name } ha vinto { $yokai }
term-fled = { $yokai } è fuggito in fondo alla sua pila
term-reshuffled = La pila degli scarti è stata mescolata per formare un nuovo mazzo di pesca.
term-no_draw = Nessuna carta da pescare: il mazzo di pesca e la pila degli scarti sono vuoti.
term-plays = Carte giocate: { $played } su { $max }
term-must_play = Hai 4 carte: giocane almeno una.
term-yokai_card = { $colour } { $value }
# $first, $second: the card's two colours
term-sketch_card = { $first }/{ $second }

## Discord: commands (cogs/sketch)

game-about = Yokai Sketch: sfida un amico o il computer a chi schizza prima gli Yokai (2 giocatori)
cmd-start = Inizia una partita a Yokai Sketch: sfida un membro o gioca contro il computer
config-bad = Queste non sono opzioni di Yokai Sketch.
config-players = Yokai Sketch è un gioco per esattamente { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }, non { $players }.
name-group = sketch
name-cmd-start = inizia
name-arg-opponent = avversario
name-arg-level = livello
cmd-resign = Abbandona la partita di Yokai Sketch di questo canale: vince il tuo avversario
arg-opponent = Il membro che sfidi (accetta o rifiuta); lascia vuoto per giocare contro il computer
arg-level = Il livello del computer, quando giochi senza avversario
choice-easy = facile
choice-normal = normale
choice-hard = difficile
rules-discord = **Su Discord**: premi **La mia mano** sul tabellone (in qualsiasi momento: la vedi solo tu). Al tuo turno scegli una carta e il colore in cui giocarla; dopo una carta con un'abilità, usala (Chiama: scegli la pila da cui prendere) o saltala; premi **Termina il mio turno** quando hai finito. Il computer (facile, normale o difficile) gioca da solo; il tabellone segna le giocate di questo turno (arancione) e del turno precedente (grigio).

## Discord: the board, the ping, the end

board-summary = **{ $game }** · turno { $turn } · tocca a **{ $name }** ({ $played }/{ $max ->
        [one] { $max } carta
       *[other] { $max } carte
    }) · { $scores } · { $piles } · mazzo { $draw }, scarti { $discard }
board-summary-over = La partita di **{ $game }** è finita dopo { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }: { $result }
board-summary-ended = La partita di **{ $game }** è stata interrotta al turno { $turn }: { $scores }
board-summary-resigned = **{ $game }**: { $name } ha abbandonato al turno { $turn }: { $scores }
board-score = { $name } { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }
board-pile = { $colour } { $value } ({ $count }/{ $needed }, { $left } nella pila)
board-pile-called = pila del { $colour }: chiamato { $yokai } ({ $count }/{ $needed }, { $left } nella pila)
board-pile-empty = pila del { $colour } vuota
board-turn = { $name }, turno { $turn }: { $plays }
board-play = carta { $card } in { $colour }
board-no_plays = ancora nessuna carta giocata
board-alt = Il tavolo di Yokai Sketch al turno { $turn }: le quattro pile di Yokai, gli schizzi di entrambi i lati, i taccuini e i punteggi.
turn-ping = { $mention }, tocca a te in Yokai Sketch (turno { $turn }): premi **La mia mano** sul tabellone.
result-title = ### { $game }: la partita è finita
result-won = 🏆 **{ $name }** vince con { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a { $other }.
result-won_colours = 🏆 **{ $name }** vince allo spareggio: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a testa, ma { $colours ->
        [one] { $colours } colore diverso
       *[other] { $colours } colori diversi
    } contro { $other_colours }.
result-draw = Pareggio: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } e { $colours ->
        [one] { $colours } colore
       *[other] { $colours } colori
    } a testa (decisione di questo bot: nessun altro spareggio).
result-notebook = **{ $name }**: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    }, { $colours ->
        [one] { $colours } colore
       *[other] { $colours } colori
    }: { $yokai }
result-notebook-empty = **{ $name }**: nessuno Yokai vinto.
# $piles: the colour of the pile(s) that ran out
result-ended_by = La partita è finita quando la pila del { $piles } è rimasta senza Yokai.
result-alt = I taccuini dei due giocatori alla fine della partita, con i loro totali.

## Discord: the hand panel

panel-your_turn = **Tocca a te** (turno { $turn }) · carte giocate: { $played } su { $max }
panel-must_play = Hai 4 carte: giocane almeno una prima di terminare il turno.
panel-may_play = Gioca ancora fino a { $left ->
        [one] { $left } carta
       *[other] { $left } carte
    }, o termina il turno.
panel-waiting = Tocca a { $name } (turno { $turn }). Riceverai una menzione quando toccherà a te.
panel-hand = **La tua mano**: { $cards }
panel-hand-empty = **La tua mano** è vuota.
panel-card = carta { $card } ({ $first }/{ $second })
panel-card-ability = carta { $card } ({ $first }/{ $second }, { $ability })
panel-select_play = Gioca una carta in uno dei suoi colori...
panel-option = Carta { $card } in { $colour }
# $more: a further note or nothing; $count of $needed: sketches in the pile
panel-option-desc = { $pile }: { $yokai }, { $count } su { $needed ->
        [one] { $needed } schizzo
       *[other] { $needed } schizzi
    }{ $more }
panel-option-completes = {" "}(questa carta lo completa)
panel-option-ability = ; poi { $ability }
panel-pending = **La carta { $card } ha l'abilità { $ability }**: { $help }
panel-call_from = Chiama { $yokai } (dalla pila del { $pile })
# $pile, $target: colour names of the piles
panel-distract_what = Sposta la carta { $card } di { $name } dalla pila del { $pile } alla pila del { $target }.
panel-use = Usa «{ $ability }»
panel-alt = La tua mano: questa immagine la vedi solo tu.
confirm-played = Hai giocato la carta { $card } in { $colour }.
confirm-won_you = { $yokai } è completo: l'hai vinto tu.
confirm-won_other = { $yokai } è completo: l'ha vinto { $name }.
confirm-fled = { $yokai } è completo ma in parità: spaventato, è fuggito in fondo alla sua pila.
confirm-pending = La carta { $card } ha l'abilità { $ability }: usala o saltala qui sotto.
confirm-called = Chiama uno Yokai: { $yokai } è arrivato nella pila del { $pile }.
confirm-distracted = Distrai uno Yokai: la carta { $card } di { $name } è passata nella pila del { $pile }.
confirm-distract_nothing = Distrai uno Yokai: non c'era niente da distrarre.
confirm-skipped = Non hai usato «{ $ability }».
confirm-turn_over = Il tuo turno è finito: tocca a { $name }.
confirm-game_over = La partita è finita: guarda il risultato sul tabellone.

## images (render/sketch*.py)

render-seat = Giocatore { $n }
render-you = { $name } (tu)
render-turn = Turno { $turn }
render-piles = Mazzo { $draw } · Scarti { $discard }
render-to_move = { $name } gioca · { $played } su { $max ->
        [one] { $max } carta giocata
       *[other] { $max } carte giocate
    }
render-pending = da decidere: { $ability }
render-must_play = deve giocare una carta (4 in mano)
render-won = { $name } vince, { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a { $other }
render-won_colours = { $name } vince ai colori: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a testa, { $colours ->
        [one] { $colours } colore
       *[other] { $colours } colori
    } a { $other_colours }
render-draw = Pareggio: { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } a testa, e pari nei colori
render-ended = Partita interrotta prima della fine.
render-resigned = { $name } abbandona.
render-stats = { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } · { $colours ->
        [one] { $colours } colore
       *[other] { $colours } colori
    } · { $hand } in mano
render-notebook_empty = nessuno Yokai vinto
render-empty = vuota
render-called = chiamato
render-count = { $count } su { $needed ->
        [one] { $needed } schizzo
       *[other] { $needed } schizzi
    }
render-card = Carta { $card }
render-fled = { $yokai } fugge
render-won_by = { $name } vince { $yokai }
render-skipped = { $ability }: saltata
render-called_from = Chiama: { $yokai } dal { $pile }
render-distracted = Distrai: carta { $card } sul { $pile }
render-distract_nothing = Distrai: niente da spostare
render-turn_of = { $name }, turno { $turn }:
render-reshuffled = scarti rimescolati
render-no_plays = nessuna giocata
render-chip_key = una carta piazzata: il suo numero; sotto, l'altro schizzo
render-hand_title = { $name }: la tua mano, turno { $turn }
render-private = la vedi solo tu
render-hand_empty = La tua mano è vuota.
render-winner = { $name } vince
render-total = { $score ->
        [one] { $score } punto
       *[other] { $score } punti
    } · { $colours ->
        [one] { $colours } colore
       *[other] { $colours } colori
    }
render-decided = Esito: { $how }.

## actions (button labels)

action-play = Gioca in { $colour }
action-use = Usa «{ $ability }»
action-call_from = Chiama lo Yokai della pila del { $colour }
action-skip = Salta l'abilità
action-end_turn = Termina il mio turno

## rules summary (/sketch rules)

rules-title = Yokai Sketch: come si gioca
rules-goal = **Obiettivo** (2 giocatori): completa gli schizzi degli Yokai per vincerli. Quattro pile di Yokai (blu per l'acqua, rossa per il fuoco, verde per la terra, gialla per il vento; valori da 3 a 7) sono disposte in fila, con la carta in cima scoperta; ogni pila ha un lato per giocatore.
# The first panel a person opens in their first game of this kind: a heading and three lines on a turn.
intro = **La tua prima partita a Yokai Sketch?** Un turno, in breve:
    1. **Peschi** una carta.
    2. **Gioca** fino a 3 carte, ciascuna in uno dei suoi due colori, dal tuo lato della pila di quel colore.
    3. Quando le carte di una pila raggiungono il valore del suo Yokai, il lato con più carte lì lo vince.
tutorial-play = Tutorial: ogni opzione della lista è una carta in uno dei suoi due colori, con lo Yokai di quella pila e gli schizzi che gli mancano. Quando una pila è completa, il lato con più carte lì vince il suo Yokai. Gioca fino a 3 carte, poi **{ action-end_turn }**.
tutorial-ability = Tutorial: questa carta ha un'abilità: usala (i pulsanti dicono cosa fa) o saltala.
tutorial-done = **Fine del tutorial.** Un tutorial è un allenamento: non ne resta traccia, e le sue pile erano corte (una partita ha 5 Yokai per pila). Poi: `/sketch inizia` avvia una vera partita (contro il bot, o un amico che nomini), `/sketch regole` ha tutte le regole. Anche gli altri giochi hanno un tutorial: `/yokai tutorial`, `/koikoi tutorial`.
intro-tutorial = Nuovo al gioco? `/sketch tutorial` è una breve partita contro il bot, guidata passo per passo.
option-pile_size = Tutorial: { $count } Yokai per pila (una partita ne ha 5)
rules-turn = **Il tuo turno**: pesca una carta (se serve, la pila degli scarti viene mescolata per formare un nuovo mazzo di pesca), poi gioca fino a 3 carte Schizzo una alla volta, ciascuna in uno dei suoi due colori, dal tuo lato della pila di quel colore. Se dopo la pesca hai 4 carte in mano, devi giocarne almeno una.
rules-complete = **Completare uno Yokai**: quando le carte Schizzo dei due lati di una pila raggiungono il valore dello Yokai in cima, chi ha più carte dal proprio lato vince lo Yokai (chiunque abbia giocato) e scarta le proprie carte di quella pila; quelle dell'altro giocatore restano per lo Yokai successivo. In caso di parità lo Yokai, spaventato, fugge in fondo alla sua pila ed entrambi i giocatori scartano le loro carte di quella pila.
rules-abilities = **Abilità speciali** (da usare subito dopo la carta, oppure no): *Chiama uno Yokai* porta lo Yokai in cima a un'altra pila (mai la sua ultima carta) su questa pila; *Distrai uno Yokai* gira l'ultima carta del tuo avversario in questa pila per mostrarne l'altro schizzo e la sposta nella pila di quel colore, sempre dalla sua parte.
rules-end = **Fine della partita**: appena una pila di Yokai è vuota. Vince il totale più alto dei valori degli Yokai vinti; in caso di parità, vince chi ha più colori diversi.
rules-decisions = **Decisioni di questo bot** (dove il regolamento tace): ciascuna delle 6 coppie di colori ha 6 carte, una con Chiama uno Yokai e una con Distrai uno Yokai; anche il primo giocatore pesca; i completamenti vengono controllati dopo ogni cambiamento finché nessuna pila è completa, prima la pila appena giocata, poi blu, rosso, verde, giallo; un'abilità si può usare anche se la sua carta è stata scartata da un completamento, ma non a partita finita; «Distrai uno Yokai» senza carte da spostare non fa nulla (non viene offerta alcuna scelta) e la carta spostata conta come l'ultima giocata lì dal suo proprietario; una catena di completamenti in corso viene conclusa prima della fine della partita; uno Yokai chiamato vale il suo valore stampato e conta come il suo colore stampato; punteggi e colori in parità danno un pareggio; il turno finisce da solo dopo la terza carta o quando la mano è vuota.

## The CPU levels, in /sketch rules
rules-cpu = I livelli del computer
rules-cpu-easy = **Facile**: un principiante: per lo più una carta e un colore a caso; una mossa su tre è quella del livello normale.
rules-cpu-normal = **Normale**: gioca la carta e il colore che sembrano migliori sul momento: i punti, chi è in vantaggio a ogni pila e quanto è vicina al completamento, le carte che tiene.
rules-cpu-hard = **Difficile**: pensa in anticipo: prova ogni mossa su 16 modi in cui la tua mano, il mazzo e gli Yokai nascosti potrebbero trovarsi, gioca il resto del suo turno, la tua risposta e ancora un turno ciascuno, e sceglie la mossa che va meglio in media (ben meno di un secondo a mossa). Il computer non vede mai la tua mano né le carte nascoste: decide da ciò che il suo posto può vedere.
rules-cpu-odds = **Quanto è forte**: difficile vince circa 87 partite su 100 contro normale e 97 contro facile; normale ne vince circa 85 contro facile.

## the live board (the Activity, cogs/sketch/live.py): a turn by touch

live-pick_card = Tocca una carta della tua mano, poi la pila illuminata del colore in cui giocarla (o trascinala lì).
live-pick_pile = Tocca una delle due pile illuminate per giocarvi la carta, o di nuovo la carta per tenerla.
live-call = Tocca la pila il cui Yokai in cima viene qui (illuminata), oppure salta.
live-distract = Tocca la carta illuminata per spostarla, oppure salta.
live-watching = Stai guardando: le mani restano nascoste.
# A lit pile's label: the select option's words ($choice: "Card 12 as Blue (water)") and what it does ($what)
live-choice = { $choice }: { $what }
live-completes = la completa
live-hand = La tua mano
# $pile: a colour name; $count: the Sketch cards on that side
live-side = Lato di { $name } alla pila del { $pile }: { $count ->
        [one] { $count } schizzo
       *[other] { $count } schizzi
    }
