// The live board's page: one page that never reloads (a reload would break the Embedded App SDK's handshake with
// the Discord client). It asks the SDK for an OAuth2 code, lets the bot's server find out from Discord who the
// person is (the page never says who it is), then keeps one websocket to the bot and draws each frame it is sent.

import { DiscordSDK } from "@discord/embedded-app-sdk";
import { Link, type Frame } from "./link";
import type { GamePage, PageMaker, TableState } from "./page";
import { SketchPage } from "./sketch";
import { line, type Words } from "./ui";
import { YokaiPage } from "./yokai";

// Each game's page, by the game's kind.
const PAGES: Record<string, PageMaker> = {
  yokai: (words, look, send) => new YokaiPage(words, look, send),
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
  if (frame.t !== "state") return;
  const state = frame as unknown as TableState;
  const known = gameWords.get(state.kind);
  const make = PAGES[state.kind];
  if (!known || !make) return;
  if (state.view === null) {
    page = null;
    app.replaceChildren(line(String(state.text ?? ""), "splash"));
    return;
  }
  const all = { ...words, ...known.words };
  if (!page || pageKind !== state.kind) {
    page = make(all, known.look, (action, game, version) => link.act({ game, version, action }));
    pageKind = state.kind;
  } else {
    page.setWords(all, known.look);
  }
  if (page.root.parentElement !== app) app.replaceChildren(page.root);
  page.show(state);
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
        body: JSON.stringify({ code, instance: sdk.instanceId }),
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
