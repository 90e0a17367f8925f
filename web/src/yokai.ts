// Yōkai on the live board: the 16 cards as they lie, the hints, whose turn, the last turn's recap; a turn by touch
// (tap two cards to peek, tap a card then a lit place to move it, or drag it there; tap the pile to reveal, or a
// revealed hint then a card to place it; declare with a confirmation). Everything shown comes from the frame the
// server made of this seat's view; the page decides nothing: it sends the move and shows the next frame.

import { type Send, TablePage, type TableState } from "./page";
import { ask, dragged, el, line, markup, svg, type Words } from "./ui";

type Hint = { h: number; families: string[] | null; correct: boolean | null; label: string };
type Card = {
  n: number;
  x: number;
  y: number;
  family: string | null;
  mine: boolean;
  lifted: boolean;
  liftedBefore: boolean;
  hint: Hint | null;
  label: string;
};
type Near = { card: number; text: string };
type Legal = {
  peek: number[];
  moves: Record<string, [number, number][]>;
  near: Record<string, Near[]>;
  reveal: boolean;
  place: Record<string, number[]>;
  declare: boolean;
};
type View = {
  turn: number;
  toMove: number | null;
  step: string;
  peeksDone: number;
  colourless: boolean;
  over: boolean;
  cards: Card[];
  pile: number;
  revealed: Hint[];
  placeable: number[];
  lastMove: { seat: number; card: number; from: [number, number]; to: [number, number] } | null;
  objective: { name: string; cells: [number, number][]; formed: boolean; text: string } | null;
  affinities: { public: [string, string][]; mine: [string, string][]; holders: number[] };
  text: { status: string; more: string[]; result?: string[]; secrets: string[]; pile: string; waiting?: string };
  legal: Legal | null;
};
type State = TableState & { view: View | null };
type Look = {
  families: Record<string, { colour: string; ink: string; shape: string; code: string }>;
  back: string;
  backText: string;
};

const MAX_CELL = 104; // pixels: a board with few columns on a wide screen stays a board of cards

export class YokaiPage extends TablePage<State, Look> {
  readonly root: HTMLElement;
  private cards = new Map<number, HTMLButtonElement>();
  private board: HTMLElement;
  private places: HTMLElement;
  private status: HTMLElement;
  private players: HTMLElement;
  private prompt: HTMLElement;
  private hints: HTMLElement;
  private extras: HTMLElement;
  private recap: HTMLElement;
  private actions: HTMLElement;
  private selectedCard: number | null = null;
  private selectedHint: number | null = null;
  private geometry = { minX: 0, minY: 0, cell: 60, left: 0, top: 0 };
  private drag: { card: number; x: number; y: number; moved: boolean; pointer: number } | null = null;

  constructor(words: Words, look: unknown, send: Send) {
    super(words, look, send);
    this.status = el("div", { class: "status", id: "status" });
    this.players = el("ol", { class: "players", id: "players" });
    this.board = el("section", { class: "board", id: "board", "aria-label": "board" });
    this.places = el("div", { class: "places" });
    this.board.append(this.places);
    this.prompt = el("p", { class: "prompt", id: "prompt" });
    this.hints = el("div", { class: "hints", id: "hints" });
    this.actions = el("div", { class: "actions" });
    this.extras = el("div", { class: "extras", id: "extras" });
    this.recap = el("div", { class: "recap", id: "recap" });
    const side = el("aside", { class: "side" }, this.prompt, this.hints, this.actions, this.extras, this.recap);
    const top = el("header", { class: "top" }, this.status, this.players);
    this.root = el("main", { class: "yokai" }, top, this.board, side);
    new ResizeObserver(() => this.layout()).observe(this.board);
    this.board.addEventListener("pointermove", (event) => this.dragMove(event));
    this.board.addEventListener("pointerup", (event) => this.dragEnd(event));
    this.board.addEventListener("pointercancel", () => this.dragCancel());
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.unselect();
    });
  }

  // ------------------------------------------------------------------ drawing
  protected render(): void {
    const state = this.state;
    const view = state?.view;
    if (!state || !view) return;
    this.status.replaceChildren(line(view.text.status));
    this.renderPlayers(state, view);
    this.renderCards(view);
    this.renderPlaces(view);
    this.renderHints(view);
    this.renderActions(view);
    this.renderExtras(view);
    this.renderPrompt(state, view);
    const lines = [...(view.text.result ?? []), ...view.text.more];
    this.recap.replaceChildren(...lines.map((text) => line(text)));
    this.root.classList.toggle("my-turn", Boolean(view.legal));
    this.root.dataset.rev = String(state.rev);
    this.root.dataset.step = view.step;
    this.layout();
    document.body.dataset.drawn = String(state.rev);
    performance.mark(`board-drawn-${state.rev}`);
  }

  private renderPlayers(state: State, view: View): void {
    this.players.replaceChildren(
      ...state.players.map((player, seat) => {
        const item = el("li", {}, player.name);
        if (seat === state.seat) item.append(el("span", { class: "you" }, ` (${this.words["activity.you"] ?? ""})`));
        if (seat === view.toMove) item.classList.add("to-move");
        if (view.affinities.holders.includes(seat)) item.classList.add("holder");
        return item;
      }),
    );
  }

  private legal(): Legal | null {
    return this.state?.view?.legal ?? null;
  }

  private renderCards(view: View): void {
    const legal = this.legal();
    const step = view.step;
    const seen = new Set<number>();
    for (const card of view.cards) {
      seen.add(card.n);
      let node = this.cards.get(card.n);
      if (!node) {
        node = el("button", { class: "card fresh", type: "button", "data-n": String(card.n) });
        node.addEventListener("click", () => this.tapCard(card.n));
        node.addEventListener("pointerdown", (event) => this.dragStart(event, card.n));
        this.cards.set(card.n, node);
        this.board.append(node);
      }
      node.dataset.x = String(card.x);
      node.dataset.y = String(card.y);
      node.replaceChildren(...this.cardFace(card));
      node.setAttribute("aria-label", card.label);
      node.classList.toggle("face", card.family !== null);
      node.classList.toggle("lifted", card.lifted);
      node.classList.toggle("locked", card.hint !== null);
      node.classList.toggle("moved", view.lastMove?.card === card.n);
      node.classList.toggle("selected", this.selectedCard === card.n);
      const family = card.family === null ? undefined : this.look.families[card.family];
      node.style.background = family ? family.colour : "";
      node.style.color = family ? family.ink : "";
      let can = false;
      if (legal && !this.busy) {
        if (step === "peek") can = legal.peek.includes(card.n);
        else if (step === "move") can = (legal.moves[String(card.n)] ?? []).length > 0;
        else if (step === "hint" && this.selectedHint !== null)
          can = (legal.place[String(this.selectedHint)] ?? []).includes(card.n);
      }
      node.classList.toggle("can", can);
      node.setAttribute("aria-disabled", can ? "false" : "true");
    }
    for (const [n, node] of this.cards) {
      if (!seen.has(n)) {
        node.remove();
        this.cards.delete(n);
      }
    }
  }

  private cardFace(card: Card): Node[] {
    const parts: Node[] = [];
    if (card.family !== null) {
      const family = this.look.families[card.family];
      parts.push(el("span", { class: "number small" }, String(card.n)));
      parts.push(this.mark(card.family, "mark"));
      parts.push(el("span", { class: "code" }, family?.code ?? ""));
    } else {
      parts.push(el("span", { class: "number" }, String(card.n)));
    }
    if (card.lifted) parts.push(this.eye("eye"));
    else if (card.liftedBefore) parts.push(this.eye("eye before"));
    if (card.hint) parts.push(this.hintChip(card.hint, "chip"));
    return parts;
  }

  // The mark of a card lifted to be peeked at: an eye, drawn (no emoji font is needed).
  private eye(cls: string): SVGElement {
    const icon = svg("svg", { viewBox: "0 0 24 14", class: cls, "aria-hidden": "true" });
    icon.append(svg("path", { d: "M1 7 Q12 -3 23 7 Q12 17 1 7 Z", fill: "#fffbe6", stroke: "#21212c", "stroke-width": 1.5 }));
    icon.append(svg("circle", { cx: 12, cy: 7, r: 3.2, fill: "#21212c" }));
    return icon;
  }

  private mark(family: string, cls: string): SVGElement {
    const look = this.look.families[family];
    const icon = svg("svg", { viewBox: "0 0 20 20", class: cls, "aria-hidden": "true" });
    const colour = cls === "mark" ? "#ffffff" : (look?.colour ?? "#888");
    const stroke = { fill: colour, stroke: "#21212c", "stroke-width": 1.2 };
    if (look?.shape === "triangle") icon.append(svg("polygon", { points: "10,2 18,16.4 2,16.4", ...stroke }));
    else if (look?.shape === "diamond") icon.append(svg("polygon", { points: "10,1.5 18.5,10 10,18.5 1.5,10", ...stroke }));
    else if (look?.shape === "square") icon.append(svg("rect", { x: 3.5, y: 3.5, width: 13, height: 13, ...stroke }));
    else icon.append(svg("circle", { cx: 10, cy: 10, r: 8, ...stroke }));
    return icon;
  }

  private hintChip(hint: Hint, cls: string): HTMLElement {
    const chip = el("span", { class: cls });
    if (hint.families === null) chip.append(el("span", { class: "q" }, "?"));
    else for (const family of hint.families) chip.append(this.mark(family, "mini"));
    if (hint.correct === true) chip.classList.add("right");
    if (hint.correct === false) chip.classList.add("wrong");
    return chip;
  }

  private renderPlaces(view: View): void {
    this.places.replaceChildren();
    const legal = this.legal();
    if (view.lastMove) {
      const [x, y] = view.lastMove.from;
      const ghost = el("div", { class: "ghost", "aria-hidden": "true" });
      ghost.dataset.x = String(x);
      ghost.dataset.y = String(y);
      this.places.append(ghost);
    }
    if (!legal || this.selectedCard === null || view.step !== "move") return;
    const moving = this.selectedCard;
    for (const [x, y] of legal.moves[String(moving)] ?? []) {
      const cell = el("button", { class: "cell", type: "button", "aria-label": this.placeLabel(moving, x, y) });
      cell.dataset.x = String(x);
      cell.dataset.y = String(y);
      cell.addEventListener("click", () => this.moveTo(x, y));
      this.places.append(cell);
    }
  }

  // "Move card 5 here: to the right of card 7": the place named by a neighbour that is not the card being moved.
  private placeLabel(card: number, x: number, y: number): string {
    const near = (this.legal()?.near[`${x},${y}`] ?? []).find((n) => n.card !== card);
    return this.w("live.cell").replace("{card}", String(card)).replace("{where}", near?.text ?? "");
  }

  private renderHints(view: View): void {
    const legal = this.legal();
    const pile = el("button", { class: "pile", type: "button", id: "pile" });
    pile.append(el("span", { class: "label" }, view.text.pile));
    const reveal = Boolean(legal?.reveal) && view.step === "hint" && !this.busy;
    pile.classList.toggle("can", reveal);
    const revealWord = view.colourless ? "live.reveal.colourless" : "live.reveal";
    pile.setAttribute("aria-label", reveal ? `${this.w(revealWord)} (${view.pile})` : `${view.pile}`);
    pile.setAttribute("aria-disabled", reveal ? "false" : "true");
    pile.addEventListener("click", () => {
      if (pile.classList.contains("can")) void this.act({ type: "reveal" });
    });
    const row = el("div", { class: "revealed" });
    for (const hint of view.revealed) {
      const chip = el("button", { class: "hint", type: "button", "data-h": String(hint.h), "aria-label": hint.label });
      chip.append(el("span", { class: "hnum" }, String(hint.h)));
      chip.append(this.hintChip(hint, "marks"));
      const can = Boolean(legal?.place[String(hint.h)]) && view.step === "hint" && !this.busy;
      chip.classList.toggle("can", can);
      chip.classList.toggle("selected", this.selectedHint === hint.h);
      chip.setAttribute("aria-disabled", can ? "false" : "true");
      chip.addEventListener("click", () => {
        if (!chip.classList.contains("can")) return;
        this.selectedHint = this.selectedHint === hint.h ? null : hint.h;
        this.render();
      });
      row.append(chip);
    }
    this.hints.replaceChildren(pile, row);
  }

  private renderActions(view: View): void {
    this.actions.replaceChildren();
    const legal = this.legal();
    if (!legal?.declare) return;
    const declare = el("button", { class: "declare", type: "button", id: "declare" }, this.w("live.declare"));
    declare.addEventListener("click", () => void this.declare(view));
    this.actions.append(declare);
  }

  private renderExtras(view: View): void {
    const parts: Node[] = [];
    for (const [a, b] of view.affinities.public) parts.push(this.affinity(a, b, false));
    for (const [a, b] of view.affinities.mine) parts.push(this.affinity(a, b, true));
    for (const secret of view.text.secrets) parts.push(line(secret, "line secret"));
    if (view.objective) {
      const box = el("div", { class: "objective" });
      box.append(this.shape(view.objective.cells));
      box.append(line(view.objective.text));
      if (!view.over) {
        const key = view.objective.formed ? "live.objective_formed" : "live.objective_not_formed";
        box.append(line(this.w(key), view.objective.formed ? "line ok" : "line"));
      }
      parts.push(box);
    }
    this.extras.replaceChildren(...parts);
  }

  private affinity(a: string, b: string, secret: boolean): HTMLElement {
    const chip = el("span", { class: secret ? "affinity secret" : "affinity" });
    chip.append(this.mark(a, "mini"), this.w(`family.${a}`), " + ", this.mark(b, "mini"), this.w(`family.${b}`));
    return chip;
  }

  private shape(cells: [number, number][]): SVGElement {
    const width = Math.max(...cells.map(([x]) => x)) + 1;
    const height = Math.max(...cells.map(([, y]) => y)) + 1;
    const icon = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "shape", "aria-hidden": "true" });
    for (const [x, y] of cells) {
      icon.append(svg("rect", { x: x + 0.08, y: y + 0.08, width: 0.84, height: 0.84, rx: 0.12 }));
    }
    return icon;
  }

  private renderPrompt(state: State, view: View): void {
    let text = "";
    if (view.over) text = "";
    else if (view.legal) {
      if (view.step === "peek") text = this.w(view.peeksDone === 0 ? "live.peek0" : "live.peek1");
      else if (view.step === "move") text = this.w("live.move");
      else text = this.w(view.colourless ? "live.hint.colourless" : "live.hint");
      text = `**${this.w("live.your_turn")}** · ${text}`;
    } else if (state.seat === null) text = this.w("live.watching");
    else text = view.text.waiting ?? "";
    this.prompt.replaceChildren(markup(text));
  }

  // ------------------------------------------------------------------ geometry
  private layout(): void {
    const view = this.state?.view;
    if (!view) return;
    const xs = view.cards.map((c) => c.x);
    const ys = view.cards.map((c) => c.y);
    const minX = Math.min(...xs) - 1;
    const minY = Math.min(...ys) - 1;
    const cols = Math.max(...xs) + 1 - minX + 1;
    const rows = Math.max(...ys) + 1 - minY + 1;
    const box = this.board.getBoundingClientRect();
    const cell = Math.min(MAX_CELL, Math.max(24, Math.floor(Math.min(box.width / cols, box.height / rows))));
    const left = Math.floor((box.width - cell * cols) / 2);
    const top = Math.floor((box.height - cell * rows) / 2);
    this.geometry = { minX, minY, cell, left, top };
    this.board.style.setProperty("--cell", `${cell}px`);
    for (const node of [...this.cards.values(), ...this.places.children] as HTMLElement[]) {
      const x = Number(node.dataset.x);
      const y = Number(node.dataset.y);
      const px = left + (x - minX) * cell;
      const py = top + (y - minY) * cell;
      node.style.transform = `translate(${px}px, ${py}px)`;
    }
    // A card just drawn takes its place at once (its style computed there, with no transition); afterwards its moves
    // animate.
    const fresh = [...this.board.querySelectorAll(".card.fresh")];
    if (fresh.length) {
      void this.board.offsetWidth;
      fresh.forEach((node) => node.classList.remove("fresh"));
    }
  }

  // ------------------------------------------------------------------ input
  private tapCard(n: number): void {
    if (this.drag?.moved) return;
    const view = this.state?.view;
    const legal = this.legal();
    if (!view || !legal || this.busy) return;
    if (view.step === "peek" && legal.peek.includes(n)) {
      void this.act({ type: "peek", card: n });
    } else if (view.step === "move" && (legal.moves[String(n)] ?? []).length > 0) {
      this.selectedCard = this.selectedCard === n ? null : n;
      this.render();
      if (this.selectedCard !== null) (this.places.querySelector(".cell") as HTMLElement | null)?.focus();
    } else if (view.step === "hint" && this.selectedHint !== null) {
      if ((legal.place[String(this.selectedHint)] ?? []).includes(n)) {
        void this.act({ type: "place", hint: this.selectedHint, card: n });
      }
    }
  }

  private moveTo(x: number, y: number): void {
    if (this.selectedCard === null || this.busy) return;
    void this.act({ type: "move", card: this.selectedCard, to: [x, y] });
  }

  private dragStart(event: PointerEvent, n: number): void {
    const view = this.state?.view;
    const legal = this.legal();
    if (!view || !legal || view.step !== "move" || this.busy) return;
    if ((legal.moves[String(n)] ?? []).length === 0) return;
    this.drag = { card: n, x: event.clientX, y: event.clientY, moved: false, pointer: event.pointerId };
  }

  private dragMove(event: PointerEvent): void {
    const drag = this.drag;
    const offset = dragged(drag, event);
    if (!drag || !offset) return;
    const [dx, dy] = offset;
    const node = this.cards.get(drag.card);
    if (!node) return;
    if (!drag.moved) {
      drag.moved = true;
      this.selectedCard = drag.card;
      this.render();
      node.classList.add("dragging");
    }
    const card = this.state?.view?.cards.find((c) => c.n === drag.card);
    if (!card) return;
    const { minX, minY, cell, left, top } = this.geometry;
    node.style.transform = `translate(${left + (card.x - minX) * cell + dx}px, ${top + (card.y - minY) * cell + dy}px)`;
  }

  private dragEnd(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    if (!drag.moved) {
      this.drag = null;
      return;
    }
    const node = this.cards.get(drag.card);
    node?.classList.remove("dragging");
    const box = this.board.getBoundingClientRect();
    const { minX, minY, cell, left, top } = this.geometry;
    const x = Math.floor((event.clientX - box.left - left) / cell) + minX;
    const y = Math.floor((event.clientY - box.top - top) / cell) + minY;
    const legal = this.legal();
    const ok = (legal?.moves[String(drag.card)] ?? []).some(([px, py]) => px === x && py === y);
    window.setTimeout(() => (this.drag = null), 0); // the click that follows a drag is not a tap
    if (ok) void this.act({ type: "move", card: drag.card, to: [x, y] });
    else this.layout();
  }

  private dragCancel(): void {
    if (this.drag) this.cards.get(this.drag.card)?.classList.remove("dragging");
    this.drag = null;
    this.layout();
  }

  protected unselect(draw = true): void {
    this.selectedCard = null;
    this.selectedHint = null;
    if (draw) this.render();
  }

  private async declare(view: View): Promise<void> {
    const warning = view.objective && !view.objective.formed ? this.w("live.objective_not_formed") : null;
    const sure = await ask(this.w("live.declare_confirm"), warning, this.w("live.declare_yes"), this.w("live.cancel"));
    if (sure) await this.act({ type: "declare" });
  }
}
