// Yokai Sketch on the live board: the four Yokai piles in a row with both players' sides, the notebooks, your hand
// face up (for you alone), the draw and discard piles, whose turn and the recap. A turn by touch: tap a card of your
// hand and the two piles of its colours light up; tap one (or drag the card there) to play it. After a card with an
// ability, what the ability may affect lights up: the piles Call a Yokai may take from, the card Distract a Yokai
// moves; tap it, or skip. Everything shown comes from the frame the server made of this seat's view; the page decides
// nothing: it sends the move and shows the next frame, where every card that moved slides from where it was.

import { type Send, TablePage, type TableState } from "./page";
import { dragged, el, line, markup, svg, type Words } from "./ui";

type Card = { id: number; colours: [string, string]; ability: string | null; label: string };
type Chip = Card & { colour: string; mark: "now" | "before" | null };
type Yokai = { id: number; colour: string; value: number; label: string };
type Pile = {
  colour: string;
  top: Yokai | null;
  called: boolean;
  left: number;
  count: number;
  needed: number | null;
  sides: [Chip[], Chip[]];
  label: string;
  countText: string;
  leftText: string;
  sideText: [string, string];
};
type Seat = { hand: number; score: number; colours: number; notebook: Yokai[]; stats: string };
type Choice = { label: string; completes: boolean };
type Legal = {
  plays: Record<string, Record<string, Choice>>;
  end: boolean;
  skip: boolean;
  calls: Record<string, string>;
  distract: { card: number; from: string; to: string; label: string } | null;
};
type View = {
  turn: number;
  toMove: number | null;
  played: number;
  maxPlays: number;
  mustPlay: boolean;
  over: boolean;
  piles: Pile[];
  seats: Seat[];
  hand: Card[];
  draw: number;
  discard: { count: number; top: Card | null };
  pending: { card: number; ability: string; pile: string } | null;
  text: {
    status: string;
    recap: string[];
    decks: string;
    notebookEmpty: string;
    waiting?: string;
    result?: string[];
    note?: string[];
    prompt?: string[];
  };
  legal: Legal | null;
};
type State = TableState & { view: View | null };
type Look = {
  colours: Record<string, { colour: string; ink: string; shape: string; code: string }>;
  abilities: Record<string, string>;
  now: string;
  before: string;
};

const FIRST_CHOICE = ".card.can, .stack.can, .chip.can, #skip, #end";

export class SketchPage extends TablePage<State, Look> {
  readonly root: HTMLElement;
  private selected: number | null = null; // the hand card picked, whose piles are lit
  private drag: { card: number; x: number; y: number; moved: boolean; pointer: number; node: HTMLElement } | null =
    null;

  constructor(words: Words, look: unknown, send: Send) {
    super(words, look, send);
    // The board is redrawn whole at every frame: only its words that say what happened are read out.
    this.root = el("main", { class: "sketch", "aria-live": "off" });
    this.root.addEventListener("pointermove", (event) => this.dragMove(event));
    this.root.addEventListener("pointerup", (event) => this.dragEnd(event));
    this.root.addEventListener("pointercancel", () => this.dragCancel());
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.selected !== null && this.root.isConnected) this.unselect();
    });
  }

  private legal(): Legal | null {
    return this.busy ? null : (this.state?.view?.legal ?? null);
  }

  // The step of the turn the page is at, for its looks and its tests: over, wait (not this page's turn), ability
  // (the card just played has one), play.
  private step(view: View): string {
    if (view.over || this.state?.status !== "active") return "over";
    const legal = view.legal;
    if (!legal) return "wait";
    if (legal.skip) return "ability";
    return "play";
  }

  // ------------------------------------------------------------------ drawing
  protected render(): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view) return;
    const before = this.positions();
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.focus ?? null;
    const bottom = state.seat ?? 1; // a spectator sees the table as the pictures show it: the first seat on top
    const top = 1 - bottom;
    const step = this.step(view);
    if (this.selected !== null && !view.legal?.plays[String(this.selected)]) this.selected = null;

    const status = el("p", { class: "status", id: "status" });
    status.append(markup(view.text.status));
    // The words (what happens, what to do, the buttons, what happened): above and below the table on a phone, in a
    // column of their own on a wide screen.
    const rail = el("div", { class: "rail" });
    const header = el("header", { class: "top" }, status, this.prompt(state, view, step), this.actions(step));
    rail.append(header, this.side(view));
    const parts: Node[] = [rail];
    parts.push(this.seat(state, view, top, "them"));
    parts.push(this.table(view, top, bottom, step));
    parts.push(this.seat(state, view, bottom, "me"));
    if (state.seat !== null) parts.push(this.hand(view, step));
    this.root.replaceChildren(...parts);
    this.root.className = "sketch";
    this.root.classList.toggle("my-turn", Boolean(view.legal));
    this.root.classList.toggle("picking", this.selected !== null);
    this.root.classList.toggle("busy", this.busy);
    this.root.dataset.rev = String(state.rev);
    this.root.dataset.step = step;
    this.root.dataset.turn = String(view.turn);
    if (focused) {
      // Keyboard play: the focus stays on what it was on, or goes to the first thing there is to do.
      const same = this.root.querySelector<HTMLElement>(`[data-focus="${focused}"]`);
      if (same) same.focus({ preventScroll: true });
      else this.root.querySelector<HTMLElement>(FIRST_CHOICE)?.focus();
    }
    this.slide(before);
    document.body.dataset.drawn = String(state.rev);
    performance.mark(`board-drawn-${state.rev}`);
  }

  private prompt(state: State, view: View, step: string): HTMLElement {
    const box = el("div", { class: "prompt", id: "prompt", role: "status", "aria-live": "polite" });
    if (step === "over") {
      for (const text of view.text.result ?? []) box.append(line(text));
    } else if (view.legal) {
      for (const text of view.text.prompt ?? []) box.append(line(text));
      let how = "live.pick_card";
      if (step === "ability") how = view.legal.distract ? "live.distract" : "live.call";
      else if (this.selected !== null) how = "live.pick_pile";
      box.append(line(this.w(how), "line how"));
    } else if (state.seat === null) box.append(line(this.w("live.watching")));
    else box.append(line(view.text.waiting ?? ""));
    return box;
  }

  private seat(state: State, view: View, seat: number, where: "them" | "me"): HTMLElement {
    const info = view.seats[seat];
    const player = state.players[seat];
    const name = el("span", { class: "name" }, player?.name ?? "");
    if (seat === state.seat) name.append(el("span", { class: "you" }, ` (${this.w("activity.you")})`));
    const strip = el("section", { class: `seat ${where}`, id: `seat-${where}`, "data-seat": String(seat) });
    strip.classList.toggle("to-move", view.toMove === seat && !view.over);
    strip.append(el("div", { class: "who" }, name, el("span", { class: "stats" }, info.stats)));
    const row = el("div", { class: "row" });
    if (seat !== state.seat) {
      // The other hand: as many backs as cards, where the cards they play come from.
      const backs = el("div", { class: "backs", "data-key": `hand-${seat}`, role: "img", "aria-label": info.stats });
      for (let i = 0; i < info.hand; i++) backs.append(el("span", { class: "back" }));
      row.append(backs);
    }
    const notebook = el("div", { class: "notebook", role: "list", "aria-label": this.w("term.notebook") });
    for (const yokai of info.notebook) notebook.append(this.yokai(yokai, "won", { role: "listitem" }));
    if (!info.notebook.length) notebook.append(el("span", { class: "empty" }, view.text.notebookEmpty));
    row.append(notebook);
    strip.append(row);
    return strip;
  }

  private table(view: View, top: number, bottom: number, step: string): HTMLElement {
    const legal = this.legal();
    const plays = this.selected === null ? null : (legal?.plays[String(this.selected)] ?? null);
    const table = el("section", { class: "table", id: "table" });
    for (const pile of view.piles) {
      const column = el("div", { class: "column", "data-colour": pile.colour });
      // The pile's own colour (a called Yokai on top shows another): its colour, shape, letter and name.
      const look = this.look.colours[pile.colour];
      const tag = el("div", { class: "tag", "aria-hidden": "true" });
      tag.style.background = look?.colour ?? "";
      tag.style.color = look?.ink ?? "";
      tag.append(
        this.shape(pile.colour, look?.ink ?? "#000", "mark"),
        el("span", { class: "code" }, look?.code ?? ""),
        el("span", { class: "name" }, this.w(`colour.${pile.colour}.long`)),
      );
      column.append(tag, this.sideOf(pile, top, "far", step));
      const choice = plays?.[pile.colour];
      const call = step === "ability" ? legal?.calls[pile.colour] : undefined;
      const can = Boolean(choice || call);
      const button = el("button", {
        class: "stack",
        type: "button",
        "data-colour": pile.colour,
        "data-focus": `pile-${pile.colour}`,
        "aria-label": choice?.label ?? call ?? pile.label,
        "aria-disabled": can ? "false" : "true",
      });
      button.classList.toggle("can", can);
      button.classList.toggle("here", view.pending?.pile === pile.colour && !view.over);
      if (pile.top) {
        const yokai = this.yokai(pile.top, "top", {});
        yokai.setAttribute("aria-hidden", "true");
        button.append(yokai);
        if (pile.called) button.append(el("span", { class: "called" }, this.w("render.called")));
      } else button.append(el("span", { class: "gone" }, this.w("render.empty")));
      if (choice?.completes) button.append(el("span", { class: "completes" }, this.w("live.completes")));
      button.addEventListener("click", () => this.tapPile(pile.colour));
      column.append(button);
      const count = el("div", { class: "count", "aria-hidden": "true" }, pile.countText);
      if (pile.needed !== null) {
        const dots = el("span", { class: "dots" });
        for (let i = 0; i < pile.needed; i++) dots.append(el("i", { class: i < pile.count ? "on" : "" }));
        count.append(dots);
      }
      column.append(count, el("div", { class: "left", "aria-hidden": "true" }, pile.leftText));
      column.append(this.sideOf(pile, bottom, "near", step));
      table.append(column);
    }
    return table;
  }

  private sideOf(pile: Pile, seat: number, where: "far" | "near", step: string): HTMLElement {
    const side = el("div", { class: `side ${where}`, role: "group", "aria-label": pile.sideText[seat] });
    const distract = step === "ability" ? this.legal()?.distract : null;
    for (const chip of pile.sides[seat]) {
      const target = distract && distract.card === chip.id && distract.from === pile.colour;
      const node = target
        ? el("button", { type: "button", class: "chip can", "aria-label": distract.label, "data-focus": `s${chip.id}` })
        : el("span", { class: "chip", role: "img", "aria-label": chip.label });
      this.chipFace(node, chip);
      node.dataset.key = `s${chip.id}`;
      node.dataset.from = `hand-${seat}`;
      if (target) {
        node.dataset.to = distract.to;
        node.addEventListener("click", () => void this.act({ type: "use" }));
      }
      side.append(node);
    }
    return side;
  }

  private chipFace(node: HTMLElement, chip: Chip): void {
    const look = this.look.colours[chip.colour];
    const other = chip.colours[0] === chip.colour ? chip.colours[1] : chip.colours[0];
    const band = this.look.colours[other];
    node.style.background = look?.colour ?? "";
    node.style.color = look?.ink ?? "";
    if (chip.mark) node.style.boxShadow = `0 0 0 3px ${chip.mark === "now" ? this.look.now : this.look.before}`;
    node.classList.toggle("recent", chip.mark !== null);
    const tail = el("span", { class: "band" }, band?.code ?? "");
    tail.style.background = band?.colour ?? "";
    tail.style.color = band?.ink ?? "";
    node.append(el("span", { class: "n" }, String(chip.id)), tail);
  }

  // A Yokai card: its printed colour, letter and shape, its value.
  private yokai(yokai: Yokai, cls: string, attrs: Record<string, string>): HTMLElement {
    const look = this.look.colours[yokai.colour];
    const node = el("span", { class: `yokai ${cls}`, "aria-label": yokai.label, "data-key": `y${yokai.id}`, ...attrs });
    node.style.background = look?.colour ?? "";
    node.style.color = look?.ink ?? "";
    node.append(
      el("span", { class: "code" }, look?.code ?? ""),
      this.shape(yokai.colour, look?.ink ?? "#000", "mark"),
      el("span", { class: "value" }, String(yokai.value)),
    );
    return node;
  }

  // The colour's shape, as on the pictures (render/sketch_tiles.py: a drop, a flame, a square, three gusts).
  private shape(colour: string, fill: string, cls: string): SVGElement {
    const icon = svg("svg", { viewBox: "0 0 20 20", class: cls, "aria-hidden": "true" });
    const c = 10;
    const r = 8.5;
    const paint = { fill };
    const at = (dx: number, dy: number) => `${c + dx * r},${c + dy * r}`;
    const shape = this.look.colours[colour]?.shape;
    if (shape === "drop") {
      icon.append(svg("ellipse", { cx: c, cy: c + 0.425 * r, rx: 0.72 * r, ry: 0.575 * r, ...paint }));
      icon.append(svg("polygon", { points: [at(0, -1), at(0.66, 0.2), at(-0.66, 0.2)].join(" "), ...paint }));
    } else if (shape === "flame") {
      icon.append(svg("ellipse", { cx: c, cy: c + 0.55 * r, rx: 0.85 * r, ry: 0.45 * r, ...paint }));
      const tongues: [number, number][] = [[-0.85, 0.55], [-0.8, -0.35], [-0.4, 0.05], [0, -1], [0.4, 0.05], [0.8, -0.35], [0.85, 0.55]];
      icon.append(svg("polygon", { points: tongues.map(([x, y]) => at(x, y)).join(" "), ...paint }));
    } else if (shape === "square") {
      icon.append(svg("rect", { x: c - 0.8 * r, y: c - 0.8 * r, width: 1.6 * r, height: 1.6 * r, ...paint }));
    } else {
      const w = 0.34 * r;
      for (const [dy, left, right] of [[-0.62, -0.9, 0.6], [0, -0.6, 0.95], [0.62, -0.95, 0.35]]) {
        const y = c + dy * r - w / 2;
        icon.append(svg("rect", { x: c + left * r, y, width: (right - left) * r, height: w, rx: w / 2, ...paint }));
      }
    }
    return icon;
  }

  private hand(view: View, step: string): HTMLElement {
    const legal = this.legal();
    const hand = el("section", { class: "hand", id: "hand", "aria-label": this.w("live.hand") });
    for (const card of view.hand) {
      const can = step === "play" && Boolean(legal?.plays[String(card.id)]);
      const node = el("button", {
        type: "button",
        class: "card",
        "data-id": String(card.id),
        "data-key": `s${card.id}`,
        "data-from": "draw",
        "data-focus": `s${card.id}`,
        "aria-label": card.label,
        "aria-disabled": can ? "false" : "true",
        "aria-pressed": this.selected === card.id ? "true" : "false",
      });
      node.classList.toggle("can", can);
      node.classList.toggle("selected", this.selected === card.id);
      node.append(el("span", { class: "n" }, String(card.id)));
      const halves = el("span", { class: "halves" });
      for (const colour of card.colours) {
        const look = this.look.colours[colour];
        const half = el("span", { class: "half", "data-colour": colour });
        half.style.background = look?.colour ?? "";
        half.style.color = look?.ink ?? "";
        half.append(this.shape(colour, look?.ink ?? "#000", "mark"), el("span", { class: "code" }, look?.code ?? ""));
        halves.append(half);
      }
      node.append(halves);
      if (card.ability) {
        const code = this.look.abilities[card.ability] ?? "";
        node.append(el("span", { class: "ability" }, `${code} · ${this.w(`ability.${card.ability}`)}`));
      }
      node.addEventListener("click", () => this.tapCard(card.id));
      node.addEventListener("pointerdown", (event) => this.dragStart(event, card.id, node));
      hand.append(node);
    }
    return hand;
  }

  // Skip the ability, end the turn: the choices that are no card, under what to do.
  private actions(step: string): HTMLElement {
    const legal = this.legal();
    const actions = el("div", { class: "actions" });
    if (legal?.skip) {
      const skip = el("button", { type: "button", id: "skip", "data-focus": "skip" }, this.w("action.skip"));
      skip.addEventListener("click", () => void this.act({ type: "skip" }));
      actions.append(skip);
    }
    if (legal?.end && step === "play") {
      const end = el("button", { type: "button", id: "end", class: "end", "data-focus": "end" }, this.w("action.end_turn"));
      end.addEventListener("click", () => void this.act({ type: "end" }));
      actions.append(end);
    }
    return actions;
  }

  private side(view: View): HTMLElement {
    const aside = el("aside", { class: "side-panel" });
    const note = el("div", { class: "note", id: "note", role: "status", "aria-live": "polite" });
    for (const text of view.text.note ?? []) note.append(line(text));
    const decks = el("div", { class: "decks" });
    const draw = el("span", { class: "draw", "data-key": "draw", role: "img", "aria-label": view.text.decks });
    draw.append(el("span", { class: "count" }, String(view.draw)));
    decks.append(draw);
    const top = view.discard.top;
    if (top) {
      const discard = el("span", { class: "chip", role: "img", "aria-label": top.label, "data-key": `s${top.id}` });
      this.chipFace(discard, { ...top, colour: top.colours[0], mark: null });
      decks.append(discard);
    }
    decks.append(el("span", { class: "words" }, view.text.decks));
    const recap = el("div", { class: "recap", id: "recap" });
    for (const text of view.text.recap) recap.append(line(text));
    aside.append(note, decks, recap);
    return aside;
  }

  // ------------------------------------------------------------------ moving cards
  // Where every card of the page is before a frame is drawn (by key: a Sketch card, a Yokai, a hand, the draw pile).
  private positions(): Map<string, DOMRect> {
    const found = new Map<string, DOMRect>();
    for (const node of this.root.querySelectorAll<HTMLElement>("[data-key]")) {
      found.set(node.dataset.key ?? "", node.getBoundingClientRect());
    }
    return found;
  }

  // Every card that is somewhere else in the new frame slides there from where it was (a card new on the table from
  // the hand it was played from; a card new in a hand from the draw pile), with a CSS transition.
  private slide(before: Map<string, DOMRect>): void {
    if (!before.size) return;
    const moving: HTMLElement[] = [];
    for (const node of this.root.querySelectorAll<HTMLElement>("[data-key]")) {
      const from = before.get(node.dataset.key ?? "") ?? before.get(node.dataset.from ?? "");
      if (!from || node.dataset.key?.startsWith("hand-") || node.dataset.key === "draw") continue;
      const to = node.getBoundingClientRect();
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
      node.style.transform = `translate(${dx}px, ${dy}px)`;
      moving.push(node);
    }
    this.root.dataset.moved = String(moving.length);
    if (!moving.length) return;
    void this.root.offsetWidth; // the cards are drawn where they were, then slide
    for (const node of moving) {
      node.classList.add("sliding");
      node.style.transform = "";
      node.addEventListener("transitionend", () => node.classList.remove("sliding"), { once: true });
    }
  }

  // ------------------------------------------------------------------ input
  protected unselect(draw = true): void {
    this.selected = null;
    if (draw) this.render();
  }

  private pick(card: number | null): void {
    this.selected = card;
    this.render();
    if (card !== null) (this.root.querySelector(".stack.can") as HTMLElement | null)?.focus();
  }

  private tapCard(card: number): void {
    if (this.drag?.moved) return;
    const legal = this.legal();
    if (!legal?.plays[String(card)]) return;
    this.pick(this.selected === card ? null : card);
  }

  private tapPile(colour: string): void {
    const legal = this.legal();
    if (!legal) return;
    if (this.selected !== null && legal.plays[String(this.selected)]?.[colour]) {
      void this.act({ type: "play", card: this.selected, colour });
    } else if (legal.calls[colour]) {
      void this.act({ type: "use", pile: colour });
    }
  }

  private dragStart(event: PointerEvent, card: number, node: HTMLElement): void {
    if (!this.legal()?.plays[String(card)]) return;
    this.drag = { card, x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId, node };
  }

  private dragMove(event: PointerEvent): void {
    const drag = this.drag;
    const offset = dragged(drag, event);
    if (!drag || !offset) return;
    const [dx, dy] = offset;
    if (!drag.moved) {
      drag.moved = true;
      this.selected = drag.card;
      this.render();
      drag.node = (this.root.querySelector(`.card[data-id="${drag.card}"]`) as HTMLElement | null) ?? drag.node;
      drag.node.classList.add("dragging");
      drag.node.setPointerCapture?.(drag.pointer);
    }
    drag.node.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  private dragEnd(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    window.setTimeout(() => (this.drag = null), 0); // the click that follows a drag is not a tap
    if (!drag.moved) return;
    drag.node.classList.remove("dragging");
    drag.node.style.transform = "";
    const under = document.elementsFromPoint(event.clientX, event.clientY);
    const pile = under.map((n) => n.closest?.(".stack.can") as HTMLElement | null).find((n) => n);
    if (pile?.dataset.colour) this.tapPile(pile.dataset.colour);
  }

  private dragCancel(): void {
    if (this.drag) {
      this.drag.node.classList.remove("dragging");
      this.drag.node.style.transform = "";
    }
    this.drag = null;
  }
}
