// The page's one websocket to the bot: signs in with the server's pass as its first message, hands every frame to
// `onFrame`, and comes back by itself after a lost connection (a restarted bot, another process, a phone waking up),
// asking for a new pass when the server no longer takes the old one. Moves are sent with a request number; the
// answer ("ok" or "refused") comes back with it.

export type Frame = { t: string; [key: string]: unknown };

const WAITS = [250, 500, 1000, 2000, 4000];

export class Link {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private nextRequest = 1;
  private pending = new Map<number, (answer: Frame) => void>();
  public online = false;

  constructor(
    private url: string,
    private getPass: (fresh: boolean) => Promise<string>,
    private onFrame: (frame: Frame) => void,
    private onStatus: (online: boolean) => void,
  ) {}

  async start(fresh = false): Promise<void> {
    let pass: string;
    try {
      pass = await this.getPass(fresh);
    } catch {
      this.retry(true);
      return;
    }
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.addEventListener("open", () => ws.send(JSON.stringify({ t: "auth", pass })));
    ws.addEventListener("message", (event) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (!this.online) {
        this.online = true;
        this.attempt = 0;
        this.onStatus(true);
      }
      if ((frame.t === "ok" || frame.t === "refused") && typeof frame.req === "number") {
        const answer = this.pending.get(frame.req);
        this.pending.delete(frame.req);
        answer?.(frame);
      }
      this.onFrame(frame);
    });
    ws.addEventListener("close", (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.online = false;
      this.onStatus(false);
      for (const answer of this.pending.values()) answer({ t: "lost" });
      this.pending.clear();
      this.retry(event.code === 4001);
    });
  }

  private retry(fresh: boolean): void {
    const wait = WAITS[Math.min(this.attempt, WAITS.length - 1)];
    this.attempt += 1;
    window.setTimeout(() => void this.start(fresh), wait);
  }

  // Sends a message that needs no answer (a replay's step); nothing when the connection is down.
  send(message: Record<string, unknown>): void {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  // Sends a move; resolves with the server's answer (or {t: "lost"} when the connection went first).
  act(message: Record<string, unknown>): Promise<Frame> {
    return this.request({ ...message, t: "act" });
  }

  // Sends a request (its `t` says what); resolves with the server's answer, as `act`.
  request(message: Record<string, unknown>): Promise<Frame> {
    const req = this.nextRequest++;
    return new Promise((resolve) => {
      if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
        resolve({ t: "lost" });
        return;
      }
      this.pending.set(req, resolve);
      this.ws.send(JSON.stringify({ ...message, req }));
    });
  }
}
