// The live board's home and lobby, the same for every game: the channel's tables to pick from (its open table, its
// games of the day), a new table with `/<game> start`'s options, and a lobby's seats with Join / Leave / Start /
// Cancel. Everything is the server's to check and to do (the same lobby as the channel's buttons).

import type { Frame } from "./link";
import type { TableState } from "./page";
import { el, line, toast, type Words } from "./ui";

type Entry = { game: number; kind: string; name: string; status: string; state: string; players: string[] };
type Option = {
  name: string;
  label: string;
  type: string;
  default: unknown;
  choices?: { value: string | number; label: string }[];
  min?: number;
  max?: number;
};
type Table = { kind: string; name: string; options: Option[] };
export type HomeFrame = Frame & {
  games: Entry[];
  tables: Table[];
  text: { title: string; empty: string; new: string; open: string; more: string };
};
type Lobby = { name: string; host: number | null; min: number; max: number; invited: boolean; open: boolean };
type Ask = (message: Record<string, unknown>) => Promise<Frame>;

export function homeView(frame: HomeFrame, ask: Ask): HTMLElement {
  const root = el("main", { class: "home", id: "home" });
  root.append(el("h1", {}, frame.text.title));
  const list = el("ul", { class: "games" });
  for (const entry of frame.games) {
    const open = el("button", { type: "button", class: "entry", "data-game": String(entry.game) });
    open.append(el("strong", {}, entry.name), ` · ${entry.state}`, el("span", { class: "who" }, entry.players.join(", ")));
    open.addEventListener("click", () => void answer(ask({ t: "open", game: entry.game })));
    list.append(el("li", {}, open));
  }
  root.append(frame.games.length ? list : line(frame.text.empty));
  for (const table of frame.tables) root.append(newTable(table, frame.text, ask));
  return root;
}

function newTable(table: Table, text: HomeFrame["text"], ask: Ask): HTMLElement {
  const label = text.new;
  const form = el("form", { class: "new", "data-kind": table.kind });
  form.append(el("h2", {}, `${label}: ${table.name}`));
  const more = el("details", { class: "more" }, el("summary", {}, text.more));
  table.options.forEach((option, index) => {
    const id = `new-${table.kind}-${option.name}`;
    let input: HTMLInputElement | HTMLSelectElement;
    if (option.choices) {
      input = el("select", { id, name: option.name });
      if (option.default === null || option.default === undefined) input.append(el("option", { value: "" }, "—"));
      for (const choice of option.choices) {
        const item = el("option", { value: String(choice.value) }, choice.label);
        if (choice.value === option.default) item.selected = true;
        input.append(item);
      }
    } else if (option.type === "boolean") {
      input = el("input", { id, name: option.name, type: "checkbox" });
      input.checked = option.default === true;
    } else {
      input = el("input", { id, name: option.name, type: "number" });
      if (option.min !== undefined) input.min = String(option.min);
      if (option.max !== undefined) input.max = String(option.max);
      if (option.default !== null && option.default !== undefined) input.value = String(option.default);
    }
    const row = el("label", { class: "option", for: id }, el("span", {}, option.label), input);
    (index < 4 ? form : more).append(row); // the first options at hand, the variants folded
  });
  if (table.options.length > 4) form.append(more);
  const submit = el("button", { type: "submit", class: "primary", id: `new-${table.kind}` }, label);
  form.append(submit);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const options: Record<string, unknown> = {};
    for (const option of table.options) {
      const input = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${option.name}"]`);
      if (!input) continue;
      if (option.type === "boolean") options[option.name] = (input as HTMLInputElement).checked;
      else if (input.value === "") continue;
      else if (option.type === "integer") options[option.name] = Number(input.value);
      else options[option.name] = input.value;
    }
    void answer(ask({ t: "new", kind: table.kind, options }));
  });
  return form;
}

async function answer(reply: Promise<Frame>): Promise<void> {
  const frame = await reply;
  if (frame.t === "refused" && typeof frame.text === "string") toast(frame.text);
}

export function lobbyView(state: TableState & { lobby?: Lobby }, words: Words, ask: Ask): HTMLElement {
  const lobby = state.lobby;
  const root = el("main", { class: "lobby", id: "lobby" });
  root.append(el("h1", {}, lobby?.name ?? ""));
  root.append(line(String(state.text ?? "")));
  const seats = el("ol", { class: "seats" });
  state.players.forEach((player, seat) => {
    const item = el("li", {}, player.name);
    if (seat === lobby?.host) item.append(el("span", { class: "you" }, ` (${words["lobby.host"] ?? ""})`));
    if (seat === state.seat) item.classList.add("me");
    seats.append(item);
  });
  root.append(seats);
  if (!lobby?.open) return root;
  const buttons = el("div", { class: "buttons" });
  const button = (verb: string, cls = "") => {
    const node = el("button", { type: "button", id: `lobby-${verb}`, class: cls }, words[`lobby.${verb}`] ?? verb);
    node.addEventListener("click", () => void answer(ask({ t: "lobby", game: state.game, verb })));
    buttons.append(node);
  };
  const host = state.seat !== null && state.seat === lobby.host;
  if (state.seat === null && state.players.length < lobby.max) button("join", "primary");
  if (state.seat !== null && !host) button("leave");
  if (host) {
    if (state.players.length >= lobby.min) button("start", "primary");
    button("cancel");
  }
  root.append(buttons);
  return root;
}
