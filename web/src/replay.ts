// A finished game's replay on the live board: a slider by turn (its marks) and buttons by action, play / pause, every
// card face up on request. The server decides what each step shows (the public view, or face up as today's replays
// decide); the instance's leader (who opened it) moves it for everyone who follows, anyone else steps alone.

import type { Frame } from "./link";
import { el, type Words } from "./ui";

export type ReplayFrame = Frame & {
  game: number;
  kind: string;
  step: number;
  last: number;
  turns: number[];
  faceUp: boolean;
  leader: string;
  alone: boolean;
  leads: boolean;
};

type Ask = (message: Record<string, unknown>) => void;

const PLAY_EVERY = 1000; // ms between two steps while playing

export class ReplayBar {
  readonly root: HTMLElement;
  private slider: HTMLInputElement;
  private faceUp: HTMLInputElement;
  private play: HTMLButtonElement;
  private note: HTMLElement;
  private count: HTMLElement;
  private frame: ReplayFrame | null = null;
  private game = 0;
  private timer = 0;

  constructor(
    private words: Words,
    private ask: Ask,
  ) {
    this.slider = el("input", { type: "range", min: "0", max: "0", value: "0", id: "replay-step", list: "replay-turns" });
    this.slider.setAttribute("aria-label", this.w("activity.replay"));
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)));
    this.faceUp = el("input", { type: "checkbox", id: "replay-face-up" });
    this.faceUp.addEventListener("change", () => this.go(this.frame?.step ?? 0));
    this.play = el("button", { type: "button", id: "replay-play", class: "primary" }, this.w("activity.replay.play"));
    this.play.addEventListener("click", () => this.toggle());
    const button = (id: string, key: string, text: string, move: () => number) => {
      const node = el("button", { type: "button", id, "aria-label": this.w(key), title: this.w(key) }, text);
      node.addEventListener("click", () => this.go(move()));
      return node;
    };
    this.note = el("p", { class: "line", id: "replay-note" });
    this.count = el("span", { class: "count", id: "replay-count" });
    const label = el("label", { class: "face-up" }, this.faceUp, this.w("activity.replay.face_up"));
    this.root = el(
      "div",
      { class: "replay", id: "replay", role: "group", "aria-label": this.w("activity.replay") },
      el(
        "div",
        { class: "controls" },
        button("replay-turn-back", "activity.replay.turn_back", "◀◀", () => this.turn(-1)),
        button("replay-back", "activity.replay.back", "◀", () => (this.frame?.step ?? 0) - 1),
        this.play,
        button("replay-forward", "activity.replay.forward", "▶", () => (this.frame?.step ?? 0) + 1),
        button("replay-turn-forward", "activity.replay.turn_forward", "▶▶", () => this.turn(1)),
      ),
      this.slider,
      el("div", { class: "controls" }, this.count, label),
      this.note,
    );
  }

  private w(key: string): string {
    return this.words[key] ?? key;
  }

  // A finished game shown live: the bar offers to start its replay.
  offer(game: number): void {
    this.game = game;
    this.frame = null;
    this.stop();
    this.root.classList.add("idle");
    this.note.replaceChildren();
    const start = el("button", { type: "button", id: "replay-start", class: "primary" }, this.w("activity.replay"));
    start.addEventListener("click", () => this.go(0));
    this.note.append(start);
  }

  show(frame: ReplayFrame): void {
    this.frame = frame;
    this.game = frame.game;
    this.root.classList.remove("idle");
    this.slider.max = String(frame.last);
    this.slider.value = String(frame.step);
    this.faceUp.checked = frame.faceUp;
    this.count.textContent = this.w("activity.replay.step")
      .replace("{step}", String(frame.step))
      .replace("{last}", String(frame.last));
    let list = document.getElementById("replay-turns");
    if (!list) {
      list = el("datalist", { id: "replay-turns" });
      document.body.append(list);
    }
    list.replaceChildren(...frame.turns.map((value) => el("option", { value: String(value) })));
    this.note.replaceChildren();
    if (frame.alone) {
      this.note.append(this.w("activity.replay.alone"), " ");
      const follow = el("button", { type: "button", id: "replay-follow" }, this.w("activity.replay.follow"));
      follow.addEventListener("click", () => this.ask({ t: "follow", game: this.game }));
      this.note.append(follow);
    } else if (!frame.leads && frame.leader) {
      this.note.append(this.w("activity.replay.together").replace("{name}", frame.leader));
    }
    if (frame.step >= frame.last) this.stop();
  }

  private turn(direction: number): number {
    const at = this.frame?.step ?? 0;
    const marks = this.frame?.turns ?? [];
    if (direction < 0) return [...marks].reverse().find((m) => m < at) ?? 0;
    return marks.find((m) => m > at) ?? this.frame?.last ?? 0;
  }

  private go(step: number): void {
    const last = this.frame?.last ?? Number.MAX_SAFE_INTEGER;
    const clamped = Math.max(0, Math.min(step, last));
    this.ask({ t: "replay", game: this.game, step: clamped, faceUp: this.faceUp.checked });
  }

  private toggle(): void {
    if (this.timer) {
      this.stop();
      return;
    }
    this.play.textContent = this.w("activity.replay.pause");
    if ((this.frame?.step ?? 0) >= (this.frame?.last ?? 0)) this.go(0);
    this.timer = window.setInterval(() => {
      if (!this.frame || this.frame.step >= this.frame.last) this.stop();
      else this.go(this.frame.step + 1);
    }, PLAY_EVERY);
  }

  private stop(): void {
    window.clearInterval(this.timer);
    this.timer = 0;
    this.play.textContent = this.w("activity.replay.play");
  }
}
