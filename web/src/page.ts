// What every game's page is to the shell (main.ts): built with the game's words and looks and a way to send moves,
// shown each frame of its game. Each game registers its page in `PAGES` (main.ts).

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
