import type { Readable, Writable } from 'node:stream';
import type { ConnectOverCDPTransport } from 'playwright-core';

/** Messages this process sent to and received from Chromium over every pipe, by CDP method (bench/cdp-messages.ts). */
export interface CdpPipeCounts {
  sent: number;
  received: number;
  sentByMethod: ReadonlyMap<string, number>;
}

const sentByMethod = new Map<string, number>();
let sentTotal = 0;
let receivedTotal = 0;

/** The counts since the process started (subtract two readings for the messages of a piece of work). */
export function cdpPipeCounts(): CdpPipeCounts {
  return { sent: sentTotal, received: receivedTotal, sentByMethod: new Map(sentByMethod) };
}

/**
 * The DevTools protocol over Chromium's `--remote-debugging-pipe` (fd 3 in, fd 4 out; messages are
 * JSON separated by NUL). Playwright joins over it instead of a WebSocket: no port any local process
 * could use, and no per-message deflate, which cost Node and the browser process a tenth of a scan.
 */
export class CdpPipeTransport implements ConnectOverCDPTransport {
  onmessage?: (message: object) => void;
  onclose?: (reason?: string) => void;
  readonly #toBrowser: Writable;
  readonly #fromBrowser: Readable;
  #pending: Buffer[] = [];
  #closed = false;

  constructor(toBrowser: Writable, fromBrowser: Readable) {
    this.#toBrowser = toBrowser;
    this.#fromBrowser = fromBrowser;
    fromBrowser.on('data', (chunk: Buffer) => this.#receive(chunk));
    fromBrowser.on('close', () => this.#ended());
    fromBrowser.on('error', () => this.#ended());
    toBrowser.on('error', () => this.#ended());
  }

  send(message: object): void {
    if (this.#closed) throw new Error('The DevTools pipe to Chromium is closed.');
    this.#toBrowser.write(`${JSON.stringify(message)}\0`);
    sentTotal++;
    const method = (message as { method?: unknown }).method;
    if (typeof method === 'string') sentByMethod.set(method, (sentByMethod.get(method) ?? 0) + 1);
  }

  close(): void {
    this.#toBrowser.destroy();
    this.#fromBrowser.destroy();
    this.#ended();
  }

  #receive(chunk: Buffer): void {
    let start = 0;
    let end = chunk.indexOf(0);
    while (end !== -1) {
      const part = chunk.subarray(start, end);
      const text = this.#pending.length
        ? Buffer.concat([...this.#pending, part]).toString('utf8')
        : part.toString('utf8');
      this.#pending = [];
      receivedTotal++;
      // Delivered one per macrotask, as Playwright's own transports do.
      setImmediate(() => this.onmessage?.(JSON.parse(text) as object));
      start = end + 1;
      end = chunk.indexOf(0, start);
    }
    if (start < chunk.length) this.#pending.push(chunk.subarray(start));
  }

  #ended(): void {
    if (this.#closed) return;
    this.#closed = true;
    // After the messages already queued, so Playwright sees the browser's last words first.
    setImmediate(() => this.onclose?.());
  }
}
