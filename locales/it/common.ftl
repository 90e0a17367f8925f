### Italian messages of the common catalogue.
### Ids are the code's keys with '-' for '.'.


## session refusals (bot.sessions.SessionError keys)

# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-no_game = Non c'è nessuna partita in questo canale. Iniziane una con `/{ $kind } inizia`.
# $kind: the game's command group, as typed (koikoi, yokai, sketch)
session-channel_busy = In questo canale c'è già una partita in corso. Prima finiscila (o terminala con `/{ $kind } fine`), oppure iniziane una in un altro canale o thread.
session-limit_user = Hai già { $limit ->
        [one] { $limit } tavolo aperto
       *[other] { $limit } tavoli aperti
    }: finiscine o terminane uno prima di aprirne o di unirti a un altro.
session-limit_guild = Questo server ha già { $limit ->
        [one] { $limit } tavolo aperto
       *[other] { $limit } tavoli aperti
    }: finiscine o terminane uno prima di aprirne un altro.
session-unknown_game = Non conosco più questa partita: forse è stata chiusa molto tempo fa.
session-already_seated = Hai già un posto in questa partita.
session-full = Questa partita è al completo ({ $max ->
        [one] { $max } giocatore
       *[other] { $max } giocatori
    }).
session-lobby_closed = Questo tavolo è chiuso: la partita è iniziata o è stata annullata.
session-host_cannot_leave = Sei l'host: usa piuttosto Annulla per chiudere il tavolo.
session-not_in_lobby = Non hai un posto a questo tavolo.
session-host_only = Solo l'host può farlo.
session-invited_only = Questo tavolo aspetta la persona invitata.
session-not_enough_players = { $min ->
        [one] Serve almeno { $min } giocatore
       *[other] Servono almeno { $min } giocatori
    } per iniziare.
session-not_seated = Non giochi in questa partita, ma puoi guardarla!
session-not_active = Questa partita è finita.
session-not_over = Questa partita non è ancora finita.
session-no_rematch = Questa partita non è stata giocata fino alla fine: niente rivincita. Iniziane una nuova con `/{ $kind } inizia`.
session-not_your_turn = È il turno di { $player }. Riceverai una menzione quando toccherà a te.
session-stale = Non era più aggiornato: la partita è andata avanti.
session-cannot_resign = Questa partita non si può abbandonare: si gioca insieme. `/{ $kind } fine` la termina.
session-no_such_cpu = Questo livello del bot non esiste.
session-daily_seats = La mano del giorno si gioca in { $seats }: completa i posti con persone o bot.
session-daily_played = La mano del giorno di questo server è già stata giocata da { $mentions }: una volta al giorno a persona.
session-cooldown = Non così in fretta: riprova tra { $seconds } s.
session-self_invite = Invita qualcun altro, oppure lascia vuoto `avversario` per giocare contro il bot.
session-bot_invite = Gli account bot di Discord non possono essere invitati: lascia vuoto `avversario` per giocare contro il bot.

## engine refusals shared by every game (IllegalAction keys)

illegal-bad_action = Questo gioco non capisce questa azione.
illegal-game_over = La partita è finita.

## errors

error-unexpected = Scusa, qualcosa è andato storto da parte mia. Se hai appena giocato, guarda il tabellone: quello che mostra è quello che è stato salvato.
error-discord = Discord non ha accettato la mia risposta. Se hai appena giocato, la tua mossa è salvata: guarda il tabellone.
error-no_permission = Solo l'host o un membro con il permesso Gestisci server può farlo.
error-manage_server = Solo i membri con il permesso Gestisci server possono cambiare le impostazioni del server.
error-forbidden = Non posso scrivere qui. Chiedi a un admin di darmi in questo canale i permessi Visualizza canale, Invia messaggi, Invia messaggi nei thread, Incorpora link e Allega file.
error-guild_only = Si gioca in un canale o thread di un server, non nei messaggi diretti.
error-bad_option = Non sono riuscito a leggere `{ $value }`: scegli un valore dall'elenco.
error-unknown_option = Questo comando non ha l'opzione `{ $name }`: la tua app Discord potrebbe mostrarne una versione vecchia.
error-bad_input = Non sono riuscito a leggere questa scelta: scegline una dall'elenco.
error-unknown_button = Non riconosco questo pulsante: forse viene da una vecchia versione del bot.
error-wrong_place = Questo pulsante appartiene a una partita di un altro canale.
error-dm_not_seated = Solo i giocatori di quella partita possono usarne i pulsanti nei messaggi diretti.
error-dm_not_member = Non sei più membro del server di quella partita.

## lobby

lobby-title = { $game }: nuovo tavolo aperto
lobby-title-invite = { $game }: { $host } invita { $guest }
lobby-title-started = { $game }: la partita è iniziata
lobby-title-cancelled = { $game }: il tavolo è stato chiuso
lobby-players = **Giocatori ({ $count }/{ $max })**
lobby-host = host
# a seat held by a bot (a CPU player): its name
lobby-bot = 🤖 { $name }
lobby-how = Premi **Partecipa** per prendere posto. { $host } avvia la partita quando { $max ->
        [one] c'è da { $min } a { $max } giocatore
       *[other] ci sono da { $min } a { $max } giocatori
    }.
lobby-how-seats = Premi **Partecipa** per prendere posto. { $host } avvia la partita quando ci sono { $seats } giocatori.
lobby-how-bots = { $host } può completare i posti liberi con dei bot: **{ $button }**.
lobby-add_bot = Aggiungi un bot ({ $level })
lobby-how-invite = { $guest }, premi **Accetta** per giocare o **Rifiuta**. { $host } può annullare.
lobby-join = Partecipa
lobby-leave = Esci
lobby-start = Inizia
lobby-cancel = Annulla
lobby-accept = Accetta
lobby-decline = Rifiuta
lobby-cancelled = Il tavolo è stato annullato da { $name }.
lobby-declined = { $name } ha rifiutato l'invito.
lobby-idle = Il tavolo è stato chiuso dopo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }.
lobby-started = La partita è iniziata con { $names }. Il tabellone è qui sotto.
lobby-options = **Opzioni**
lobby-daily = **La mano del giorno** di questo server ({ $day }, UTC): le stesse carte a ogni tavolo, in { $seats }, una volta al giorno a persona
lobby-done = Fatto: lo mostra il messaggio del tavolo.
lobby-again-rematch = La rivincita dell'ultima partita: stessi giocatori, stesse opzioni.
lobby-again-next_level = Il livello successivo, con i giocatori dell'ultima partita.
cpu-easy = facile
cpu-normal = normale
cpu-hard = difficile
cpu-teacher = guida
cpu-name = Bot ({ $level })
# one of several CPUs at a table (a Yōkai table with bots), numbered in seat order
cpu-numbered = Bot { $number } ({ $level })

## the table

table-play = Gioca il mio turno
table-hand = La mia mano
table-rules = Come si gioca
rules-this_game = **Questo tavolo**
rules-button-more = Altre regole
rules-button-bots = Come giocano i bot
rules-button-bots_more = I bot nel dettaglio
table-resign = Abbandona
table-board_reposted = Ecco di nuovo il tabellone: { $link }
table-board_moved = Il tabellone ora è più in basso nel canale.
table-waiting = È il turno di { $name }.
table-cpu_thinking = { $name } sta pensando...
table-your_turn_done = Fatto. Ora tocca a { $name }.
table-over = La partita è finita.
table-stale = Non era più aggiornato; ecco lo stato attuale del tuo turno.
table-replaced = Questo pannello è stato sostituito dal tuo pannello più recente (più in basso): i suoi pulsanti non giocano più.
table-rematch = Rivincita
again-waiting = L'hai già chiesto: la partita comincia appena tutti hanno accettato.
stats-title = **{ $game }: { $name }**
stats-none = Ancora nessuna partita finita.
stats-people = Contro persone
stats-cpu = Contro il bot ({ $level })
# $against: stats-people or stats-cpu; then game counts, total points and best score
stats-row = { $against }: { $played ->
        [one] { $played } giocata
       *[other] { $played } giocate
    }, { $won ->
        [one] { $won } vinta
       *[other] { $won } vinte
    }, { $drawn ->
        [one] { $drawn } pareggiata
       *[other] { $drawn } pareggiate
    }, { $lost ->
        [one] { $lost } persa
       *[other] { $lost } perse
    }, { $abandoned ->
        [one] { $abandoned } abbandonata
       *[other] { $abandoned } abbandonate
    } · { $points ->
        [one] { $points } punto
       *[other] { $points } punti
    } in tutto, record { $best }
end-confirm = Terminare ora la partita in questo canale? Verrà registrata come abbandonata; un duello, come perso dal giocatore che la termina (terminata da un moderatore: dal giocatore di turno).
end-kept = La partita continua.
end-done = La partita è stata terminata.
resign-confirm = Abbandonare questa partita? Vince il tuo avversario.
resign-kept = La partita continua.
resign-done = Hai abbandonato.

## reminders and closing

remind-turn = { $mention }, tocca a te in { $game }.
closed-idle = { $game }: chiusa come abbandonata dopo { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    } senza mosse.
closed-ended = { $game }: terminata da { $name }, registrata come abbandonata.
closed-broken = { $game }: questa partita non poteva più essere mostrata ed è stata chiusa, registrata come abbandonata. Ci scusiamo!
closed-resigned = { $game }: { $name } ha abbandonato.
confirm-yes = Sì
confirm-no = No, torna indietro

## commands every game has

settings-about = Impostazioni: quelle del server (Gestisci server) e le tue
cmd-language = La lingua dei messaggi pubblici del bot qui (tabelloni, tavoli, menzioni)
arg-language = Una lingua, oppure auto: la lingua del server
language-auto = auto (la lingua del server)
language-en = English
language-fr = Français
language-it = Italiano
settings-language_set = I messaggi pubblici di questo server saranno ora in questa lingua: { $language }. Le risposte seguono la lingua di Discord di ciascuno.
name-group = impostazioni
name-cmd-language = lingua
name-arg-language = lingua
cmd-bot_games = Se le partite di Yōkai con i bot spuntano « Il tuo percorso » in questo server (no per impostazione)
arg-count = Sì: le partite con i bot spuntano il percorso delle loro persone; no: restano a parte
settings-bot_games_on = D'ora in poi le partite con i bot spuntano « Il tuo percorso » delle persone che le giocano in questo server. Le partite già giocate tengono ciò che hanno spuntato.
settings-bot_games_off = D'ora in poi le partite con i bot non spuntano « Il tuo percorso » in questo server: `/yokai percorso` le mostra a parte. Le partite già giocate tengono ciò che hanno spuntato.
name-cmd-bot_games = partite_con_bot
name-arg-count = contare
name-cmd-turns = turni
name-arg-after = dopo
name-cmd-board = tabellone
name-cmd-end = fine
name-cmd-rules = regole
name-cmd-panel = pannello
name-cmd-tutorial = tutorial
name-cmd-resign = abbandona
name-cmd-stats = statistiche
name-arg-player = giocatore
cmd-board = Ripubblica in fondo il tabellone della partita di questo canale
cmd-end = Termina la partita di questo canale (host o Gestisci server)
cmd-rules = Un breve riassunto delle regole e delle scelte di questo bot
cmd-resign = Abbandona la partita di questo canale: vince il tuo avversario
cmd-panel = Apri il tuo pannello del turno (lo vedi solo tu)
cmd-tutorial = Una breve prima partita con un bot, guidata passo per passo
cmd-stats = Il bilancio di un giocatore in questo gioco, per tipo di avversario (lo vedi solo tu)
arg-player = Di chi è il bilancio (predefinito: il tuo)

## leaderboards (/<game> leaderboard)

name-cmd-leaderboard = classifica
name-arg-scope = ambito
name-arg-period = periodo
name-arg-public = pubblica
cmd-leaderboard = I migliori giocatori (la classifica di un duello) o i record per livello, come immagine
arg-scope = Questo server, o tutti i server
arg-period = Da sempre, gli ultimi 30 giorni o gli ultimi 7 giorni
arg-public = Mostrala al canale (predefinito: la vedi solo tu)
scope-server = questo server
scope-global = tutti i server
period-all = da sempre
period-month = ultimi 30 giorni
period-week = ultimi 7 giorni
leaderboard-title = { $game }: classifica
# $scope: a scope-* message; $period: a period-* message; $counted: leaderboard-players or records-games
leaderboard-subtitle = { $scope } · { $period } · { $counted }
leaderboard-players = { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
records-games = { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }
leaderboard-head-rank = #
leaderboard-head-name = Giocatore
leaderboard-head-rating = Punteggio
leaderboard-head-record = V-P-S
leaderboard-record = { $wins }-{ $draws }-{ $losses }
leaderboard-empty = Qui non c'è ancora nessuno in classifica.
records-title = { $game }: record
records-head-level = Livello
records-head-team = Squadra migliore
records-head-best = Record
records-head-fastest = Più rapida
records-head-yours = Tu
records-turns = { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }
former-player = un ex giocatore

## a person's data (/privacy)

name-cmd-privacy = privacy
cmd-privacy = Che cosa il bot conserva di te, e cancellarlo
privacy-title = **Che cosa questo bot conserva di te**
# $games: games you sat in; $open: of them still going; $results: results; $ratings: ratings
privacy-kept = { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    } a cui hai partecipato ({ $open } ancora aperte), con il tuo nome di allora e ciò che hai giocato; { $results ->
        [one] { $results } risultato
       *[other] { $results } risultati
    }; { $ratings ->
        [one] { $ratings } punteggio
       *[other] { $ratings } punteggi
    } (per gioco, per server e su tutti i server).
privacy-how = Sono conservati finché il bot è attivo, per rigiocare le partite e contare risultati, statistiche e punteggi. Cancellare toglie il tuo nome e il tuo id da ogni partita e risultato (diventi «un ex giocatore»), elimina i tuoi punteggi e chiude le tue partite aperte come abbandonate. Non si può annullare.
privacy-delete = Cancella i miei dati
privacy-confirm = Cancellare ora i tuoi dati? Le tue partite aperte finiscono come abbandonate, i tuoi punteggi spariscono, e il tuo nome e il tuo id vengono tolti da ogni partita. Non si può annullare.
privacy-done = I tuoi dati sono cancellati: { $games ->
        [one] { $games } partita non ti nomina
       *[other] { $games } partite non ti nominano
    } più.
privacy-finished = I tuoi dati sono cancellati. (Il bot si è riavviato durante la cancellazione, e l'ha finita al suo ritorno.)
privacy-expired = Questa conferma non è più valida: chiedi di nuovo con /privacy.
privacy-kept_back = Non è stato cancellato nulla.
closed-deleted = { $game } terminata: un giocatore ha chiesto al bot di dimenticarlo.

## history and replays (/<game> history)

cmd-history = Le tue ultime partite finite qui, o quelle di un membro, e il loro replay (lo vedi solo tu)
arg-history_player = Di chi sono le partite (predefinito: le tue)
name-cmd-history = cronologia
# $name: a mention of the player
history-title = { $game }: le ultime partite di { $name } qui
history-none = Ancora nessuna partita finita.
history-page = Pagina { $page }
history-pick = Rivedi una partita…
history-pick_option = Rivedi la partita n. { $id }
# $points: the final points, e.g. "7–3"
history-won = { $name } ha vinto { $points }
history-draw = Pareggio { $points }
history-resigned = { $name } si è ritirato
replay-button = Rivedi
replay-title = Replay di { $game } n. { $id }: passo { $step } di { $last }
replay-face_up = Tutte le carte scoperte
replay-as_seen = Come l'ha vista il tavolo
replay-face_up_note = Tutte le carte sono scoperte: la partita è finita.
replay-animate = Pubblica come animazione
replay-posted = { $name } condivide il replay di { $game } n. { $id }.
replay-alt = I tabelloni di { $game } n. { $id }, passo dopo passo
replay-not_finished = Solo una partita finita si può rivedere.
replay-hand_alt = La mano di { $name } a questo passo

## the live board (the Activity: a web page inside Discord, bot/activity/)

activity-open = Apri il tabellone dal vivo
activity-no_game = In questo canale non c'è ancora una partita. Iniziane una con un comando (`/yokai start`), poi apri il tabellone dal vivo dal suo messaggio.
# $count: players seated so far
activity-lobby = Si sta formando un tavolo ({ $count ->
        [one] { $count } giocatore seduto
       *[other] { $count } giocatori seduti
    }): unisciti con i pulsanti nel canale. Il tabellone appare qui appena la partita comincia.
activity-wrong_game = Quella mossa era per un'altra partita: ecco quella che mostra questo tabellone.
activity-off = Il tabellone dal vivo non è configurato su questo bot: gioca con i pulsanti nel canale.
activity-launch_failed = Discord non ha aperto il tabellone dal vivo (il proprietario del bot deve attivare le Attività nel Developer Portal): gioca con i pulsanti nel canale.
activity-connecting = Mi unisco al tavolo…
activity-reconnecting = Connessione persa: mi unisco di nuovo al tavolo…
activity-signin_failed = Discord non ha potuto confermare chi sei in questa Attività. Chiudila e riaprila dal messaggio della partita.
activity-outside = Questo è il tabellone dal vivo di un bot Discord: aprilo in Discord, dal messaggio di una partita (Apri il tabellone dal vivo).
activity-you = tu
activity-watchers = { $count ->
        [one] { $count } spettatore
       *[other] { $count } spettatori
    }
activity-replay = Rivedi questa partita
activity-replay-play = Avvia
activity-replay-pause = Pausa
activity-replay-back = Un'azione indietro
activity-replay-forward = Un'azione avanti
activity-replay-turn_back = Un turno indietro
activity-replay-turn_forward = Un turno avanti
activity-replay-face_up = Tutte le carte scoperte
# {name}: put in by the page (who moves the replay)
activity-replay-together = Guardate insieme: { $name } fa avanzare la partita.
activity-replay-alone = La stai scorrendo da solo.
activity-replay-follow = Guarda di nuovo insieme
# {step}, {last}: put in by the page
activity-replay-step = Passo { $step } di { $last }

## your own settings (`/settings turns`) and the turn letters (bot/table/letters.py)

cmd-turns = Le tue: un messaggio privato quando il tuo turno attende (disattivato di norma)
arg-after = Quanto attende il tuo turno prima che ti scriva
turns-now = Subito
turns-5 = Dopo 5 minuti
turns-30 = Dopo 30 minuti
turns-never = Mai
settings-turns_on = Fatto: quando il tuo turno avrà atteso { $after ->
        [0] un attimo
       *[other] { $after } minuti
    }, ti manderò un messaggio privato per giocare il tuo turno da lì (uno per turno, nessuno mentre hai la partita aperta sul tabellone dal vivo). Per disattivarlo: `/impostazioni turni dopo:Mai`.
settings-turns_off = Fatto: nessun messaggio privato per i tuoi turni.
letters-turn = Tocca a te in **{ $game }**, in { $channel }: il tavolo ti aspetta.
letters-board = Vai al tabellone

## the live board's home: the channel's tables (bot/activity/hub.py)

activity-home = Tavoli di questo canale
activity-home-empty = Ancora nessun tavolo qui oggi.
activity-home-new = Apri un nuovo tavolo
activity-home-more = Altre opzioni: le varianti del regolamento
activity-home-open = Apri
activity-home-back = Tavoli
activity-status-lobby = in attesa di giocatori
activity-status-active = in corso
activity-status-finished = finita
activity-status-abandoned = interrotta prima della fine
activity-status-cancelled = annullata
