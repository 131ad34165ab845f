/**
 * Progress of a batch. On a terminal: one line redrawn in place (done/total, failures, in flight,
 * rate, ETA). Elsewhere (CI logs, files): a plain line every `everyScans` scans or `everySeconds`
 * seconds, whichever comes first, and one at the end. Retries, failures and repairs are printed as
 * their own lines in both modes.
 */
import type { BatchEvent } from './batch-events.ts';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface ProgressOptions {
  /** Redraw one line in place; default: the stream is a TTY. */
  tty?: boolean;
  everyScans?: number;
  everySeconds?: number;
  now?: () => number;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

export class BatchProgress {
  private total = 0;
  private done = 0;
  private doneThisRun = 0;
  private failed = 0;
  private inFlight = 0;
  private startedAt = 0;
  private lastPlainAt = 0;
  private lastPlainDone = 0;
  private lastDrawAt = 0;
  private drawn = false;
  private readonly tty: boolean;
  private readonly now: () => number;

  constructor(
    private readonly stream: ProgressStream,
    private readonly options: ProgressOptions = {},
  ) {
    this.tty = options.tty ?? !!stream.isTTY;
    this.now = options.now ?? (() => performance.now());
  }

  /** The status line: `[12/40] 30% · 1 failed · 3 in flight · 14.2 scans/min · ETA 2m 10s`. */
  line(): string {
    const elapsedMin = (this.now() - this.startedAt) / 60_000;
    const rate = elapsedMin > 0 && this.doneThisRun > 0 ? this.doneThisRun / elapsedMin : 0;
    const remaining = this.total - this.done;
    const eta = rate > 0 ? formatDuration((remaining / rate) * 60) : '–';
    const percent = this.total ? Math.floor((this.done / this.total) * 100) : 100;
    return `[${this.done}/${this.total}] ${percent}% · ${this.failed} failed · ${this.inFlight} in flight · ${rate.toFixed(1)} scans/min · ETA ${remaining ? eta : '0s'}`;
  }

  /** A message on its own line (the status line is redrawn after it on a terminal). */
  log(message: string): void {
    if (this.tty && this.drawn) this.stream.write('\r\x1b[2K');
    this.stream.write(`${message}\n`);
    if (this.tty && this.drawn) this.draw(true);
  }

  private draw(force = false): void {
    const now = this.now();
    if (!force && now - this.lastDrawAt < 100) return;
    this.lastDrawAt = now;
    const width = this.stream.columns ?? 120;
    const text = this.line();
    this.stream.write(
      `\r\x1b[2K${text.length > width - 1 ? `${text.slice(0, width - 2)}…` : text}`,
    );
    this.drawn = true;
  }

  private plain(force = false): void {
    const now = this.now();
    const everyScans = this.options.everyScans ?? 10;
    const everyMs = (this.options.everySeconds ?? 30) * 1000;
    if (
      force ||
      this.done - this.lastPlainDone >= everyScans ||
      (this.done > this.lastPlainDone && now - this.lastPlainAt >= everyMs)
    ) {
      this.lastPlainAt = now;
      this.lastPlainDone = this.done;
      this.stream.write(`progress ${this.line()}\n`);
    }
  }

  private update(force = false): void {
    if (this.tty) this.draw(force);
    else this.plain(force);
  }

  /** Who scans: this process at a concurrency, or every worker on a shared queue. */
  private scanners(event: Extract<BatchEvent, { type: 'start' }>): string {
    if (event.queue === undefined)
      return event.admission === 'cpu'
        ? `concurrency up to ${event.concurrency} (while the CPU has room)`
        : `concurrency ${event.concurrency}`;
    return `queued on ${event.queue} for every worker (${event.concurrency ? `${event.concurrency} scanning here` : 'none here'})`;
  }

  onEvent(event: BatchEvent): void {
    switch (event.type) {
      case 'start':
        this.total = event.total;
        this.done = event.alreadyDone;
        this.startedAt = this.now();
        this.lastPlainAt = this.startedAt;
        this.lastPlainDone = this.done;
        for (const repair of event.repairs) this.log(`recovered: ${repair}`);
        this.log(
          event.alreadyDone
            ? `consentry batch: ${event.toScan} to scan, ${event.alreadyDone} already in ${event.outDir} (resumed), ${this.scanners(event)}`
            : `consentry batch: ${event.toScan} to scan, ${this.scanners(event)}, output ${event.outDir}`,
        );
        this.update(true);
        break;
      case 'scan-start':
        this.inFlight++;
        this.update();
        break;
      case 'scan-retry':
        this.log(`retrying ${event.url} (line ${event.line}): ${event.reason}`);
        break;
      case 'scan-done':
        this.inFlight--;
        this.done++;
        this.doneThisRun++;
        if (event.site.status === 'failed') {
          this.failed++;
          this.log(
            `failed ${event.url} (line ${event.line}): ${event.site.failure?.summary ?? 'scan failed'}`,
          );
        }
        this.update(this.tty);
        break;
      case 'stopping':
        this.log(
          event.abandon
            ? `stopping now: abandoning ${event.inFlight} scan(s) in flight (they are scanned again on the next run)`
            : `stopping: no new scans; waiting for ${event.inFlight} in flight (Ctrl-C again to abandon them)`,
        );
        break;
      case 'end':
        if (this.tty && this.drawn) {
          this.stream.write('\r\x1b[2K');
          this.drawn = false;
        }
        this.stream.write(`${event.interrupted ? 'interrupted' : 'done'} ${this.line()}\n`);
        break;
    }
  }
}
