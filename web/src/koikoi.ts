// Feli-Fuda on the live board: your hand face up (for you alone), the field (the river), the pile, both capture piles
// grouped by kind, whose turn and the last play. A turn by touch: tap a hand card and the field cards it can take light
// up, tap one to play it there (a card that takes nothing joins the field at once); the drawn card's choice the same
// way; Shobu or Koi-Koi as two large buttons with the points at stake. A finished round is a view of its own (its Yaku
// with their cards, the multipliers, the total), then the next round. Cards keep their element from frame to frame, so
// a card moved by anyone (the CPU too) slides from where it was to where it is now. Everything shown comes from the
// frame the server made of this seat's view; the page decides nothing: it sends the move and shows the next frame.

import { type GamePage, type Send, sendMove, type TableState } from "./page";
import { el, line, markup, svg, type Words } from "./ui";

type Group = { kind: string; label: string; cards: number[] };
type Seat = {
  score: number;
  hand: number;
  koikoi: boolean;
  groups: Group[];
  yaku: string[];
  base: number;
  text: { stats: string; hand: string; captures: string; yaku: string; close: string };
};
type Last = {
  seat: number;
  played: number;
  playedTakes: number[];
  drawn: number | null;
  drawnTakes: number[];
  refills: number[];
};
type Ended = {
  n: number;
  winner: number | null;
  points: number;
  title: string;
  how: string;
  completed: string | null;
  shown: { text: string; cards: number[] } | null;
  yaku: { text: string; cards: number[] }[];
  score: string[];
  calls: string | null;
  match: string;
};
type PlayChoice = { card: number; capture: number | null; takes: number[]; label: string };
type Legal = {
  plays: PlayChoice[];
  takes: number[];
  prompt?: string;
  decide: { lines: string[]; shobu: string | null; koikoi: string | null; points: number } | null;
};
type View = {
  round: number;
  rounds: number;
  oya: number;
  toMove: number | null;
  step: string;
  over: boolean;
  hand: number[];
  river: number[];
  pile: number;
  drawn: number | null;
  choices: number[];
  seats: Seat[];
  last: Last | null;
  ends: Ended[]; // the last finished round, after those the same action ended before it (a round ended as it was dealt)
  fresh: boolean;
  text: {
    title: string;
    pile: string;
    river: string;
    scores: string;
    last: string | null;
    rounds: string[];
    result?: string;
    closed?: string;
    turn?: string;
    lastTurn?: string;
  };
  legal: Legal | null;
};
type State = TableState & { view: View | null };
type CardLook = { character: number; kind: string; value: number; ribbon: string | null; slug: string };
type Look = {
  cards: CardLook[];
  tints: Record<string, string>;
  ribbons: Record<string, { colour: string; code: string }>;
  kinds: string[];
  paper: string;
  edge: string;
  ink: string;
  gold: string;
  back: string;
  backLine: string;
};

const SLIDE_MS = 260; // a card's move, in the styles too (at most 300 ms)
const MAX_CARD = 92; // pixels: a card on a wide screen
const MIN_CARD = 46;
const GAP = 5; // pixels between two cards of a row

export class KoikoiPage implements GamePage {
  readonly root: HTMLElement;
  private state: State | null = null;
  private look: Look;
  private cards = new Map<number, HTMLButtonElement>();
  private title: HTMLElement;
  private players: HTMLElement;
  private top: HTMLElement; // the other player (or seat 0, for a spectator)
  private bottom: HTMLElement; // this player (or seat 1)
  private field: HTMLElement;
  private prompt: HTMLElement;
  private decide: HTMLElement;
  private hand: HTMLElement;
  private recap: HTMLElement;
  private result: HTMLElement;
  private selected: number | null = null;
  private busy = false;
  private seenRound = -1; // the last finished round whose result this page showed (or chose not to)
  private moves = 0; // cards that slid to a new place, all told (the browser stories read it)

  constructor(
    private words: Words,
    look: unknown,
    private send: Send,
  ) {
    this.look = look as Look;
    this.title = el("p", { class: "kk-title", id: "kk-title" });
    this.players = el("ol", { class: "players", id: "players" });
    this.top = el("section", { class: "kk-seat kk-top-seat", id: "kk-top" });
    this.field = el("section", { class: "kk-field", id: "kk-field" });
    this.bottom = el("section", { class: "kk-seat kk-bottom-seat", id: "kk-bottom" });
    this.prompt = el("p", { class: "prompt", id: "prompt", "aria-live": "polite" });
    this.decide = el("div", { class: "kk-decide", id: "kk-decide" });
    this.hand = el("section", { class: "kk-hand", id: "kk-hand" });
    this.recap = el("div", { class: "recap", id: "recap" });
    this.result = el("div", { class: "kk-result", id: "kk-result", role: "dialog", hidden: "" });
    const head = el("header", { class: "kk-head" }, this.title, this.players);
    const table = el("div", { class: "kk-table" }, this.top, this.field, this.bottom, this.prompt, this.decide, this.hand);
    const side = el("aside", { class: "kk-side" }, this.recap);
    this.root = el("main", { class: "koikoi" }, head, table, side, this.result);
    this.colours();
    new ResizeObserver(() => this.size()).observe(this.root);
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.selected !== null) {
        this.selected = null;
        this.render(false);
      }
    });
  }

  setWords(words: Words, look: unknown): void {
    this.words = words;
    this.look = look as Look;
    this.colours();
  }

  // The pictures' colours: the cards' paper, edge and ink, a light's gold, the backs.
  private colours(): void {
    const look = this.look;
    const colours = { paper: look.paper, edge: look.edge, ink: look.ink, gold: look.gold, back: look.back };
    for (const [name, colour] of Object.entries(colours)) this.root.style.setProperty(`--kk-${name}`, colour);
    this.root.style.setProperty("--kk-back-line", look.backLine);
  }

  show(table: TableState): void {
    const state = table as State;
    const previous = this.state;
    if (previous && previous.game === state.game && state.rev < previous.rev) return; // never go back in time
    const first = !previous || previous.game !== state.game;
    if (first || previous?.version !== state.version) this.selected = null;
    this.state = state;
    const view = state.view;
    const ended = view?.ends[view.ends.length - 1];
    if (ended && ended.n > this.seenRound && first && !view?.fresh && !view?.over) {
      this.seenRound = ended.n; // rounds that ended before this page opened: not news
    }
    const sameRound = !first && previous?.view?.round === view?.round && previous?.view?.over === view?.over;
    this.render(sameRound);
  }

  // ------------------------------------------------------------------ drawing
  private w(key: string): string {
    return this.words[key] ?? "";
  }

  private me(): number | null {
    return this.state?.seat ?? null;
  }

  private render(animate = false): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const before = new Map<number, DOMRect>();
    if (animate) for (const [id, node] of this.cards) if (node.isConnected) before.set(id, node.getBoundingClientRect());
    const origins = animate ? this.origins(view) : new Map<number, DOMRect>();
    const legal = this.busy ? null : view.legal;
    const placed = new Set<number>();
    const me = this.me();
    const topSeat = me === null ? 0 : 1 - me;
    const bottomSeat = me === null ? 1 : me;

    this.title.replaceChildren(markup(view.text.title));
    this.renderPlayers(state, view);
    this.renderSeat(this.top, view, topSeat, state, placed, "top");
    this.renderField(view, legal, placed);
    this.renderSeat(this.bottom, view, bottomSeat, state, placed, "bottom");
    this.renderHand(view, legal, placed);
    this.renderPrompt(state, view, legal);
    this.renderDecide(legal);
    this.renderRecap(view);
    for (const [id, node] of this.cards) {
      if (!placed.has(id)) {
        node.remove();
        this.cards.delete(id);
      }
    }
    this.renderResult(view);
    this.root.classList.toggle("my-turn", Boolean(view.legal));
    this.root.classList.toggle("watching", state.seat === null);
    this.root.dataset.rev = String(state.rev);
    this.root.dataset.step = view.over || state.status !== "active" ? "over" : view.step;
    this.size();
    this.keepFocus(focused);
    if (animate) this.slide(before, origins);
    document.body.dataset.drawn = String(state.rev);
    performance.mark(`board-drawn-${state.rev}`);
  }

  // A redraw moves elements around, which takes the keyboard's focus away: it goes back to the same card or button
  // (or the one drawn in its place), when it is still there to be used.
  private keepFocus(focused: HTMLElement | null): void {
    if (!focused || document.activeElement === focused || !this.root.contains(focused) && !focused.id) return;
    const again = this.root.contains(focused) ? focused : (document.getElementById(focused.id) as HTMLElement | null);
    if (again && again.tabIndex >= 0 && !again.closest("[hidden]")) again.focus({ preventScroll: true });
  }

  private renderPlayers(state: State, view: View): void {
    this.players.replaceChildren(
      ...state.players.map((player, seat) => {
        const item = el("li", { "data-seat": String(seat) }, player.name);
        if (seat === state.seat) item.append(el("span", { class: "you" }, ` (${this.w("activity.you")})`));
        if (seat === view.oya && !view.over) item.append(" ", el("span", { class: "kk-badge" }, this.w("render.oya")));
        if (view.seats[seat]?.koikoi && !view.over)
          item.append(" ", el("span", { class: "kk-badge kk-call" }, this.w("render.koikoi")));
        item.append(" ", el("strong", { class: "kk-score" }, String(view.seats[seat]?.score ?? 0)));
        if (seat === view.toMove) item.classList.add("to-move");
        return item;
      }),
    );
  }

  // A player's side of the table: their hand face down (the other player's, or both for a spectator), their
  // captures grouped by kind, their Yaku.
  private renderSeat(box: HTMLElement, view: View, seat: number, state: State, placed: Set<number>, where: string) {
    const info = view.seats[seat];
    if (!info) return;
    box.dataset.seat = String(seat);
    box.setAttribute("aria-label", info.text.captures);
    const parts: Node[] = [];
    if (seat !== state.seat) {
      const backs = el("div", { class: "kk-backs", role: "img", "aria-label": info.text.hand, id: `kk-backs-${where}` });
      for (let i = 0; i < info.hand; i++) backs.append(el("span", { class: "kk-back" }));
      parts.push(backs);
    }
    const groups = el("div", { class: "kk-groups" });
    for (const group of info.groups) {
      const box = el("div", { class: `kk-group kind-${group.kind}`, role: "group", "aria-label": group.label });
      box.append(this.kindMark(group.kind, null, "kk-gmark"), el("span", { class: "kk-count" }, String(group.cards.length)));
      const pile = el("div", { class: "kk-minis" });
      for (const id of group.cards) pile.append(this.card(id, "mini", placed));
      box.append(pile);
      groups.append(box);
    }
    parts.push(groups);
    const yaku = el("p", { class: "kk-yaku" });
    yaku.append(markup(info.text.yaku));
    if (info.text.close) yaku.append(el("span", { class: "kk-close" }, ` · ${info.text.close}`));
    parts.push(yaku);
    box.replaceChildren(...parts);
  }

  private renderField(view: View, legal: Legal | null, placed: Set<number>): void {
    const lit = this.lit(view, legal);
    const pile = el("div", { class: "kk-pile", id: "kk-pile", role: "img", "aria-label": view.text.pile });
    pile.append(el("span", { class: "kk-back big" }), el("span", { class: "kk-pilecount" }, String(view.pile)));
    const river = el("div", { class: "kk-river", id: "kk-river", role: "group", "aria-label": view.text.river });
    for (const id of view.river) {
      const node = this.card(id, "big", placed);
      const can = lit.has(id);
      this.actionable(node, can);
      node.classList.toggle("lit", can);
      node.classList.toggle("choice", view.choices.includes(id));
      const label = [this.w(`card.${id}`)];
      if (can) label.push(this.w("live.can_take"));
      node.setAttribute("aria-label", label.join(", "));
    }
    river.append(...view.river.map((id) => this.cards.get(id) as HTMLElement));
    const parts: Node[] = [pile];
    if (view.drawn !== null) {
      const drawn = this.card(view.drawn, "big", placed);
      drawn.classList.add("drawn");
      this.actionable(drawn, false);
      drawn.setAttribute("aria-label", `${this.w("render.drawn")} ${this.w(`card.${view.drawn}`)}`);
      parts.push(el("div", { class: "kk-drawn" }, el("span", { class: "kk-label" }, this.w("render.drawn")), drawn));
    }
    parts.push(river);
    this.field.setAttribute("aria-label", view.text.river);
    this.field.replaceChildren(...parts);
  }

  private renderHand(view: View, legal: Legal | null, placed: Set<number>): void {
    if (this.me() === null) {
      this.hand.hidden = true;
      return;
    }
    this.hand.hidden = false;
    this.hand.setAttribute("aria-label", this.w("live.hand"));
    const playing = legal !== null && view.step === "play";
    for (const id of view.hand) {
      const node = this.card(id, "big", placed);
      const plays = playing ? (legal?.plays ?? []).filter((p) => p.card === id) : [];
      this.actionable(node, plays.length > 0);
      node.classList.toggle("selected", this.selected === id);
      const label = plays.length ? plays.map((p) => p.label).join("; ") : this.w(`card.${id}`);
      node.setAttribute("aria-label", label);
      node.setAttribute("aria-pressed", this.selected === id ? "true" : "false");
    }
    this.hand.replaceChildren(...view.hand.map((id) => this.cards.get(id) as HTMLElement));
  }

  private renderPrompt(state: State, view: View, legal: Legal | null): void {
    let text = "";
    if (view.over) text = view.text.result ?? "";
    else if (view.text.closed) text = view.text.closed;
    else if (legal && view.step === "play") {
      text = `**${this.w("live.your_turn")}** · ${this.w(this.selected === null ? "live.play" : "live.play_picked")}`;
      if (view.text.lastTurn) text += ` ${view.text.lastTurn}`;
    } else if (legal && view.step === "take_drawn") text = `**${this.w("live.your_turn")}** · ${legal.prompt ?? ""}`;
    else if (legal && view.step === "decide") text = `**${this.w("live.your_turn")}**`;
    else if (state.seat === null) text = `${this.w("live.watching")} ${view.text.turn ?? ""}`;
    else text = view.text.turn ?? "";
    this.prompt.replaceChildren(markup(text));
  }

  private renderDecide(legal: Legal | null): void {
    const decide = legal?.decide;
    this.decide.hidden = !decide;
    if (!decide) {
      this.decide.replaceChildren();
      return;
    }
    const buttons = el("div", { class: "kk-calls" });
    if (decide.shobu) {
      const shobu = el("button", { class: "kk-call-button shobu", type: "button", id: "kk-shobu" }, decide.shobu);
      shobu.addEventListener("click", () => void this.act({ type: "shobu" }));
      buttons.append(shobu);
    }
    if (decide.koikoi) {
      const koikoi = el("button", { class: "kk-call-button koikoi", type: "button", id: "kk-koikoi" }, decide.koikoi);
      koikoi.addEventListener("click", () => void this.act({ type: "koikoi" }));
      buttons.append(koikoi);
    }
    this.decide.replaceChildren(...decide.lines.map((text) => line(text)), buttons);
  }

  private renderRecap(view: View): void {
    const parts: Node[] = [];
    if (view.text.last) parts.push(line(view.text.last, "line kk-last"));
    parts.push(line(view.text.scores, "line kk-scores"));
    if (view.text.rounds.length) {
      parts.push(el("p", { class: "line kk-rounds-title" }, this.w("live.rounds")));
      const list = el("ol", { class: "kk-rounds", "aria-label": this.w("live.rounds") });
      for (const round of view.text.rounds) list.append(el("li", {}, round));
      parts.push(list);
    }
    parts.push(this.key());
    this.recap.replaceChildren(...parts);
  }

  // The key to the marks, as on the pictures: each kind's mark and value, the ribbons' letters.
  private key(): HTMLElement {
    const key = el("p", { class: "kk-key" });
    for (const kind of this.look.kinds) {
      key.append(el("span", {}, this.kindMark(kind, null, "kk-gmark"), this.w(`kind.${kind}`)));
    }
    key.append(el("span", {}, this.w("render.key.ribbons")));
    return key;
  }

  // A finished round, as a view of its own until the person goes on (a view of the page: the game went on already);
  // when one action ended two rounds (the next one ended as it was dealt), each in turn, the earlier first.
  private renderResult(view: View): void {
    const ends = view.ends;
    const ended = ends.find((e) => e.n > this.seenRound);
    const last = ended === ends[ends.length - 1];
    if (!ended) {
      this.result.hidden = true;
      this.root.classList.remove("result-shown");
      return;
    }
    const box = el("div", { class: "kk-result-box" });
    box.append(line(`**${ended.title}**`, "line kk-result-title"), line(ended.how));
    if (ended.completed) box.append(line(ended.completed, "line kk-completed"));
    if (ended.shown) box.append(this.cardRow(ended.shown.text, ended.shown.cards));
    for (const yaku of ended.yaku) box.append(this.cardRow(yaku.text, yaku.cards));
    for (const score of ended.score) box.append(line(score));
    if (ended.calls) box.append(line(ended.calls));
    box.append(line(ended.match, "line kk-match"));
    if (last && view.over && view.text.result) box.append(line(`**${view.text.result}**`, "line kk-final"));
    const next = el(
      "button",
      { class: "kk-next primary", type: "button", id: "kk-next" },
      this.w(last && view.over ? "live.to_table" : "live.next_round"),
    );
    next.addEventListener("click", () => {
      this.seenRound = ended.n;
      this.render(false);
    });
    box.append(next);
    this.result.replaceChildren(box);
    this.result.setAttribute("aria-label", ended.title);
    const opening = this.result.hidden || this.result.dataset.round !== String(ended.n); // (the next round's, too)
    this.result.dataset.round = String(ended.n);
    this.result.hidden = false;
    this.root.classList.add("result-shown");
    if (opening) next.focus();
  }

  private cardRow(label: string, cards: number[]): HTMLElement {
    const row = el("div", { class: "kk-row" }, el("p", { class: "line kk-row-label" }, label));
    const list = el("div", { class: "kk-minis open" });
    for (const id of cards) list.append(this.face(id, "big", true));
    row.append(list);
    return row;
  }

  // ------------------------------------------------------------------ cards
  // The card element of `id` (kept from frame to frame), its face drawn at `size`.
  private card(id: number, size: "big" | "mini", placed: Set<number>): HTMLButtonElement {
    let node = this.cards.get(id);
    if (!node || node.dataset.size !== size) {
      const fresh = this.face(id, size, false) as HTMLButtonElement;
      if (node) node.replaceWith(fresh);
      node = fresh;
      node.addEventListener("click", () => this.tap(id));
      this.cards.set(id, node);
    }
    node.classList.remove("lit", "choice", "drawn", "selected", "can", "played");
    const last = this.state?.view?.last;
    const marked = last && [last.played, last.drawn, ...last.refills].includes(id);
    node.classList.toggle("marked", Boolean(marked));
    if (size === "mini") {
      this.actionable(node, false);
      node.setAttribute("aria-label", this.w(`card.${id}`));
    }
    placed.add(id);
    return node;
  }

  private actionable(node: HTMLElement, can: boolean): void {
    node.classList.toggle("can", can);
    node.setAttribute("aria-disabled", can ? "false" : "true");
    node.tabIndex = can ? 0 : -1;
  }

  // A card's face, drawn from the pictures' data: its character's number and tint, its value and kind's mark, a
  // ribbon's colour and letter, its short name (a plain: its character's).
  private face(id: number, size: "big" | "mini", still: boolean): HTMLElement {
    const look = this.look.cards[id];
    const node = still
      ? el("span", { class: `kk-card ${size}`, role: "img", "aria-label": this.w(`card.${id}`) })
      : el("button", { class: `kk-card ${size}`, type: "button", "data-id": String(id), "data-size": size });
    if (!look) return node;
    node.classList.add(`kind-${look.kind}`);
    node.style.setProperty("--tint", this.look.tints[String(look.character)] ?? this.look.paper);
    const band = el("span", { class: "kk-band" }, el("span", { class: "kk-num" }, String(look.character)));
    if (size === "big") band.append(el("span", { class: "kk-value" }, String(look.value)));
    band.append(this.kindMark(look.kind, look.ribbon, "kk-mark"));
    node.append(band);
    if (size === "big") {
      const middle = el("span", { class: "kk-middle" });
      if (look.ribbon) {
        const ribbon = this.look.ribbons[look.ribbon];
        const strip = el("span", { class: `kk-ribbon ${look.ribbon}` }, ribbon?.code ?? "");
        strip.style.background = ribbon?.colour ?? "";
        middle.append(strip);
      } else if (look.kind === "plain") {
        middle.append(this.crest(look.character));
      } else {
        middle.append(this.kindMark(look.kind, null, "kk-big-mark"));
      }
      node.append(middle);
      const name = look.slug === "plain" ? this.w(`character.${look.character}`) : this.w(`short.${look.slug}`);
      node.append(el("span", { class: "kk-name" }, name));
    }
    return node;
  }

  // A kind's mark, as on the pictures: a star (light), a diamond (10 points), a ribbon band in its colour, a dot.
  private kindMark(kind: string, ribbon: string | null, cls: string): SVGElement {
    const icon = svg("svg", { viewBox: "0 0 20 20", class: cls, "aria-hidden": "true" });
    const ink = this.look.ink;
    if (kind === "light") {
      const points: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? 9 : 4;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push(`${(10 + r * Math.cos(a)).toFixed(2)},${(10 + r * Math.sin(a)).toFixed(2)}`);
      }
      icon.append(svg("polygon", { points: points.join(" "), fill: this.look.gold, stroke: ink, "stroke-width": 1.2 }));
    } else if (kind === "ten") {
      icon.append(svg("polygon", { points: "10,1 17,10 10,19 3,10", fill: ink }));
    } else if (kind === "ribbon") {
      const fill = ribbon ? (this.look.ribbons[ribbon]?.colour ?? ink) : ink;
      icon.append(svg("rect", { x: 6, y: 1, width: 8, height: 18, fill, stroke: ink, "stroke-width": 1 }));
    } else {
      icon.append(svg("circle", { cx: 10, cy: 10, r: 4, fill: "#8a8794" }));
    }
    return icon;
  }

  // A plain card's picture, as on the pictures: a disc in its character's tint inside a ring.
  private crest(character: number): SVGElement {
    const tint = this.look.tints[String(character)] ?? this.look.paper;
    const icon = svg("svg", { viewBox: "0 0 20 20", class: "kk-crest", "aria-hidden": "true" });
    icon.append(svg("circle", { cx: 10, cy: 10, r: 8.5, fill: tint, stroke: this.look.ink, "stroke-width": 1, "stroke-opacity": 0.5 }));
    icon.append(svg("circle", { cx: 10, cy: 10, r: 3.8, fill: this.look.paper }));
    return icon;
  }

  // ------------------------------------------------------------------ sizes and moves
  private size(): void {
    const table = this.root.querySelector(".kk-table") as HTMLElement | null;
    const width = table?.clientWidth || this.root.clientWidth;
    if (!width) return;
    const card = Math.max(MIN_CARD, Math.min(MAX_CARD, Math.floor((width - 16 - 5 * GAP) / 6))); // 6 a row at least
    this.root.style.setProperty("--kk-w", `${card}px`);
  }

  // Where a card that was nowhere on this page comes from: a card played from the other hand comes from it, a card
  // drawn or turned into the river comes from the pile.
  private origins(view: View): Map<number, DOMRect> {
    const from = new Map<number, DOMRect>();
    const last = view.last;
    if (!last) return from;
    const pile = this.root.querySelector("#kk-pile .kk-back");
    const backs = this.root.querySelector(
      `.kk-seat[data-seat="${last.seat}"] .kk-backs`,
    ) as HTMLElement | null;
    if (backs) from.set(last.played, backs.getBoundingClientRect());
    if (pile) {
      for (const id of [last.drawn, ...last.refills]) if (id !== null) from.set(id, pile.getBoundingClientRect());
    }
    return from;
  }

  // Each card that is somewhere else than in the last frame slides there (FLIP: drawn at its new place, moved back
  // to the old one without a transition, then let go).
  private slide(before: Map<number, DOMRect>, origins: Map<number, DOMRect>): void {
    const moving: HTMLElement[] = [];
    for (const [id, node] of this.cards) {
      const first = before.get(id) ?? origins.get(id);
      if (!first) continue;
      const last = node.getBoundingClientRect();
      const dx = first.left - last.left;
      const dy = first.top - last.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      const sx = last.width ? first.width / last.width : 1;
      const sy = last.height ? first.height / last.height : 1;
      node.style.transition = "none";
      node.style.transform = `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`;
      node.classList.add("sliding");
      moving.push(node);
    }
    if (!moving.length) return;
    this.moves += moving.length;
    this.root.dataset.moves = String(this.moves);
    void this.root.offsetWidth;
    for (const node of moving) {
      node.style.transition = "";
      node.style.transform = "";
    }
    window.setTimeout(() => moving.forEach((node) => node.classList.remove("sliding")), SLIDE_MS + 40);
  }

  // ------------------------------------------------------------------ input
  // The river cards the selected hand card (or the drawn card) can take.
  private lit(view: View, legal: Legal | null): Set<number> {
    if (!legal) return new Set();
    if (view.step === "take_drawn") return new Set(legal.takes);
    if (view.step !== "play" || this.selected === null) return new Set();
    return new Set(legal.plays.filter((p) => p.card === this.selected).flatMap((p) => p.takes));
  }

  private tap(id: number): void {
    const view = this.state?.view;
    const legal = view?.legal;
    if (!view || !legal || this.busy) return;
    if (view.step === "take_drawn") {
      if (legal.takes.includes(id)) void this.act({ type: "take", capture: id });
      return;
    }
    if (view.step !== "play") return;
    const plays = legal.plays.filter((p) => p.card === id);
    if (plays.length) {
      if (plays.every((p) => p.takes.length === 0)) {
        void this.act({ type: "play", card: id, capture: null }); // it takes nothing: it joins the field
        return;
      }
      this.selected = this.selected === id ? null : id;
      this.render(false);
      if (this.selected !== null) (this.field.querySelector(".kk-card.lit") as HTMLElement | null)?.focus();
      return;
    }
    if (this.selected === null) return;
    const chosen = legal.plays.find((p) => p.card === this.selected && p.takes.includes(id));
    if (chosen) void this.act({ type: "play", card: chosen.card, capture: chosen.capture });
  }

  // A move waits for the server's answer (`sendMove`); whatever it was, the choice under way is let go.
  private async act(action: Record<string, unknown>): Promise<void> {
    const state = this.state;
    if (!state || this.busy) return;
    this.busy = true;
    await sendMove(this.root, this.send, state, action);
    this.busy = false;
    this.selected = null;
    this.render(false);
  }
}
