// The live board's page: one page that never reloads (a reload would break the Embedded App SDK's handshake with
// the Discord client). It asks the SDK for an OAuth2 code, lets the bot's server find out from Discord who the
// person is (the page never says who it is), then keeps one websocket to the bot and draws each frame it is sent.

import { DiscordSDK } from "@discord/embedded-app-sdk";
import { Link, type Frame } from "./link";
import type { GamePage, PageMaker, TableState } from "./page";
import { KoikoiPage } from "./koikoi";
import { ReplayBar, type ReplayFrame } from "./replay";
import { SketchPage } from "./sketch";
import { type HomeFrame, homeView, lobbyView } from "./tables";
import { line, toast, type Words } from "./ui";
import { YokaiPage } from "./yokai";

// Each game's page, by the game's kind.
const PAGES: Record<string, PageMaker> = {
  yokai: (words, look, send) => new YokaiPage(words, look, send),
  koikoi: (words, look, send) => new KoikoiPage(words, look, send),
  sketch: (words, look, send) => new SketchPage(words, look, send),
};

type Catalogue = Record<string, Words>;

const app = document.getElementById("app") as HTMLElement;
const catalogue: Catalogue = JSON.parse(document.getElementById("words")?.textContent || "{}");
const clientId = document.querySelector<HTMLMetaElement>('meta[name="client-id"]')?.content ?? "";
const language = pickLanguage(navigator.language);
let words: Words = { ...(catalogue[language] ?? catalogue.en ?? {}) };
const gameWords = new Map<string, { words: Words; look: unknown }>();
let page: GamePage | null = null;
let pageKind = "";
let replaying = 0; // the game whose replay the page shows (0: the live game)
let replaySteps = 0; // a revision of our own for the replay's steps (they go back and forth)
let bar: ReplayBar | null = null;

function pageFor(kind: string, known: { words: Words; look: unknown }, link: Link, fresh: boolean): GamePage {
  const all = { ...words, ...known.words };
  if (!page || pageKind !== kind || fresh) {
    page = PAGES[kind](all, known.look, (action, game, version) => link.act({ game, version, action }));
    pageKind = kind;
  } else {
    page.setWords(all, known.look);
  }
  if (page.root.parentElement !== app) app.replaceChildren(page.root);
  return page;
}

function replayBar(link: Link): ReplayBar {
  if (!bar) {
    bar = new ReplayBar(words, (message) => link.send(message));
    document.body.append(bar.root);
    const root = bar.root;
    new ResizeObserver(() => document.body.style.setProperty("--bar", `${root.offsetHeight}px`)).observe(root);
  }
  return bar;
}

function endReplay(): void {
  replaying = 0;
  document.body.classList.remove("replay-on");
  bar?.root.remove();
  bar = null;
}

function pickLanguage(tag: string): string {
  const short = (tag || "en").split("-")[0].toLowerCase();
  return short in catalogue ? short : "en";
}

function splash(key: string): void {
  app.replaceChildren(line(words[key] ?? key, "splash"));
}

function showFrame(frame: Frame, link: Link): void {
  if (frame.t === "words") {
    gameWords.set(String(frame.kind), { words: frame.words as Words, look: frame.look });
    return;
  }
  if (frame.t === "watchers") {
    let badge = document.getElementById("watchers");
    if (!badge) {
      badge = document.createElement("div");
      badge.id = "watchers";
      badge.setAttribute("role", "status");
      document.body.append(badge);
    }
    badge.textContent = String(frame.text ?? "");
    badge.hidden = !frame.text;
    return;
  }
  if (frame.t === "none") {
    page = null;
    app.replaceChildren(line(String(frame.text ?? ""), "splash"));
    return;
  }
  if (frame.t === "home") {
    page = null;
    endReplay();
    document.body.classList.add("at-home");
    app.replaceChildren(homeView(frame as HomeFrame, (message) => link.request(message)));
    return;
  }
  document.body.classList.remove("at-home");
  if (frame.t === "refused" && frame.req === null && typeof frame.text === "string" && frame.text) {
    toast(frame.text);
    return;
  }
  if (frame.t === "replay") {
    const replay = frame as ReplayFrame;
    const known = gameWords.get(replay.kind);
    if (!known || !PAGES[replay.kind]) return;
    const fresh = replaying !== replay.game;
    replaying = replay.game;
    document.body.classList.add("replay-on");
    replaySteps += 1;
    const state = {
      t: "state",
      game: replay.game,
      kind: replay.kind,
      rev: replaySteps,
      version: replay.step,
      status: "replay",
      seat: null,
      players: replay.players,
      view: replay.view,
    } as TableState;
    pageFor(replay.kind, known, link, fresh).show(state);
    replayBar(link).show(replay);
    return;
  }
  if (frame.t !== "state") return;
  const state = frame as unknown as TableState;
  const known = gameWords.get(state.kind);
  if (!known || !PAGES[state.kind]) return;
  if (replaying) {
    if (state.game === replaying) return; // the replay stays until the table moves on to another game
    endReplay();
    page = null;
  }
  if (state.view === null) {
    page = null;
    endReplay();
    app.replaceChildren(lobbyView(state, words, (message) => link.request(message)));
    return;
  }
  pageFor(state.kind, known, link, false).show(state);
  if (state.status === "finished") {
    document.body.classList.add("replay-on");
    replayBar(link).offer(state.game);
  } else if (bar) {
    endReplay();
  }
}

async function main(): Promise<void> {
  splash("activity.connecting");
  const query = new URLSearchParams(location.search);
  if (!query.get("frame_id") || !clientId) {
    splash("activity.outside");
    return;
  }
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();

  let pass: string | null = null;
  const signIn = async (fresh: boolean): Promise<string> => {
    if (pass && !fresh) return pass;
    for (;;) {
      const { code } = await sdk.commands.authorize({
        client_id: clientId,
        response_type: "code",
        state: "",
        prompt: "none",
        scope: ["identify"],
      });
      const response = await fetch(new URL("api/token", location.href), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ code, instance: sdk.instanceId, custom: sdk.customId }),
      });
      if (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      if (!response.ok) {
        splash("activity.signin_failed");
        throw new Error("sign-in refused");
      }
      const body = (await response.json()) as { pass: string };
      pass = body.pass;
      return pass;
    }
  };

  const url = new URL("ws", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  url.search = "";
  const back = document.createElement("button");
  back.type = "button";
  back.id = "tables";
  back.textContent = `☰ ${words["activity.home.back"] ?? ""}`;
  back.addEventListener("click", () => link.send({ t: "home" }));
  document.body.append(back);

  const link: Link = new Link(
    url.toString(),
    signIn,
    (frame) => showFrame(frame, link),
    (online) => {
      document.body.classList.toggle("offline", !online);
      if (!online && page) page.root.setAttribute("aria-busy", "true");
      if (online && page) page.root.removeAttribute("aria-busy");
      if (!online && !page) splash("activity.reconnecting");
    },
  );
  await link.start();
}

void main();
