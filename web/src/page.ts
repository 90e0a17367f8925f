// What every game's page is to the shell (main.ts): built with the game's words and looks and a way to send moves,
// shown each frame of its game. Each game registers its page in `PAGES` (main.ts); `TablePage` is what they share.

import type { Frame } from "./link";
import { toast, type Words } from "./ui";

// The table's part of a state frame (bot/activity/hub.py): the game's own part is `view`, whatever the game makes it.
export type TableState = {
  t: "state";
  game: number;
  kind: string;
  rev: number;
  version: number;
  status: string;
  seat: number | null;
  players: { name: string; cpu: boolean }[];
  view: unknown;
  text?: string;
};

export type Send = (action: Record<string, unknown>, game: number, version: number) => Promise<Frame>;

export interface GamePage {
  readonly root: HTMLElement;
  show(state: TableState): void;
  setWords(words: Words, look: unknown): void;
}

export type PageMaker = (words: Words, look: unknown, send: Send) => GamePage;

// A page's move, sent: the page's root is marked busy until the server's answer (every frame the move made has come by
// then, so the next tap is made on the game as saved), and a refusal is said in a toast. Resolves with the answer.
export async function sendMove(
  root: HTMLElement,
  send: Send,
  state: TableState,
  action: Record<string, unknown>,
): Promise<Frame> {
  root.classList.add("busy");
  const answer = await send(action, state.game, state.version);
  root.classList.remove("busy");
  if (answer.t === "refused" && typeof answer.text === "string" && answer.text) toast(answer.text);
  return answer;
}

// What every game's page does the same way with its frames and moves (a page extends it): a frame older than the one
// shown is never drawn; a frame of another game or version drops what was picked; a move waits for the server's
// answer (the frames it made have come by then, so the next tap is made on the table as saved), and a refusal is
// said in a toast.
export abstract class TablePage<S extends TableState, L> implements GamePage {
  abstract readonly root: HTMLElement;
  protected state: S | null = null;
  protected busy = false;
  protected look: L;

  constructor(
    protected words: Words,
    look: unknown,
    private send: Send,
  ) {
    this.look = look as L;
  }

  setWords(words: Words, look: unknown): void {
    this.words = words;
    this.look = look as L;
  }

  show(table: TableState): void {
    const state = table as S;
    const previous = this.state;
    if (previous && previous.game === state.game && state.rev < previous.rev) return; // never go back in time
    if (!previous || previous.game !== state.game || previous.version !== state.version) this.unselect(false);
    this.state = state;
    this.render();
  }

  protected w(key: string): string {
    return this.words[key] ?? "";
  }

  // Draw the frame shown (`state`), with what is picked.
  protected abstract render(): void;

  // Drop what is picked (and draw again unless `draw` is false).
  protected abstract unselect(draw?: boolean): void;

  protected async act(action: Record<string, unknown>): Promise<void> {
    const state = this.state;
    if (!state || this.busy) return;
    this.busy = true;
    this.root.classList.add("busy");
    const answer = await this.send(action, state.game, state.version);
    this.busy = false;
    this.root.classList.remove("busy");
    if (answer.t === "refused" && typeof answer.text === "string" && answer.text) toast(answer.text);
    if (answer.t !== "ok") this.unselect(false);
    this.render();
  }
}
