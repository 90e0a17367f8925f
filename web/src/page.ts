// What every game's page is to the shell (main.ts): built with the game's words and looks and a way to send moves,
// shown each frame of its game. Each game registers its page in `PAGES` (main.ts).

import type { Frame } from "./link";
import type { Words } from "./ui";

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
