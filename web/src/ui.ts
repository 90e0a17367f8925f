// Small DOM helpers shared by every game's page: elements, the catalogue's light markup, a toast and a dialog.

export type Words = Record<string, string>;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  for (const child of children) if (child != null) node.append(child);
  return node;
}

export function svg(tag: string, attrs: Record<string, string | number> = {}): SVGElement {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

// The catalogues' lines use Discord's light markup: **bold** and `code`. Text is escaped first: nothing a player
// typed (a name) can become HTML.
export function markup(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const parts = text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g);
  for (const part of parts) {
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4) {
      fragment.append(el("strong", {}, part.slice(2, -2)));
    } else if (part.startsWith("`") && part.endsWith("`") && part.length > 2) {
      fragment.append(el("code", {}, part.slice(1, -1)));
    } else if (part) {
      fragment.append(part);
    }
  }
  return fragment;
}

// A line of words; one that is a heading in Discord's markup ("### The game is over") is a line in bold.
export function line(text: string, cls = "line"): HTMLElement {
  const heading = /^#{1,3} /.exec(text);
  const p = el("p", { class: heading ? `${cls} heading` : cls });
  p.append(markup(heading ? text.slice(heading[0].length) : text));
  return p;
}

let toastTimer = 0;
export function toast(text: string): void {
  let node = document.getElementById("toast");
  if (!node) {
    node = el("div", { id: "toast", role: "status" });
    document.body.append(node);
  }
  node.textContent = "";
  node.append(markup(text));
  node.classList.add("shown");
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(() => node?.classList.remove("shown"), 4000);
}

// A modal question with two answers; resolves true for `yes`.
export function ask(question: string, note: string | null, yes: string, no: string): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = el("div", { class: "dialog", role: "alertdialog", "aria-modal": "true", "aria-label": question });
    const box = el("div", { class: "box" });
    box.append(line(question));
    if (note) box.append(line(note, "line warning"));
    const yesButton = el("button", { class: "primary", type: "button", "data-answer": "yes" }, yes);
    const noButton = el("button", { type: "button", "data-answer": "no" }, no);
    const close = (answer: boolean) => {
      dialog.remove();
      document.removeEventListener("keydown", onKey);
      resolve(answer);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(false);
    };
    yesButton.addEventListener("click", () => close(true));
    noButton.addEventListener("click", () => close(false));
    document.addEventListener("keydown", onKey);
    box.append(el("div", { class: "answers" }, noButton, yesButton));
    dialog.append(box);
    document.body.append(dialog);
    noButton.focus();
  });
}

// A press on a card under way: where it started, whether it became a drag, the pointer that makes it.
export type Press = { x: number; y: number; moved: boolean; pointer: number };

const DRAG_START = 8; // pixels a pointer moves before a press becomes a drag

// How far the press's pointer is from where it started, once the press is a drag (or becomes one now); null for
// another pointer or a move too small to be a drag.
export function dragged(press: Press | null, event: PointerEvent): [number, number] | null {
  if (!press || event.pointerId !== press.pointer) return null;
  const dx = event.clientX - press.x;
  const dy = event.clientY - press.y;
  return press.moved || Math.hypot(dx, dy) >= DRAG_START ? [dx, dy] : null;
}
