import type { EvidencePhase } from '../../model/index.ts';
import { pageViewField, type ArmRuntime, type Collector } from '../arm-runtime.ts';
import { callerScriptHost } from './page-wrap.ts';

/** What every report of an API instrumentation carries: the caller's stack and the document. */
export interface StackReport {
  stack: string;
  documentUrl: string;
}

function isStackReport(value: unknown): value is StackReport & Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.stack === 'string' && typeof v.documentUrl === 'string';
}

/** Where and when an item was seen, and who called. */
export interface ReportContext {
  scriptHost: string | null;
  tMs: number;
  phase: EvidencePhase;
  pageView?: number;
}

export interface PageReportsOptions<T extends ReportContext> {
  name: string;
  /** The binding the init script reports through. */
  binding: string;
  initScript: string;
  /** The `sourceURL` marker of the init script (its frames are skipped when naming the caller). */
  marker: string;
  /** At most this many items are kept. */
  max: number;
  /** The detector's own fields of the item for a valid report (null to drop it). */
  fields: (report: StackReport & Record<string, unknown>) => Omit<T, keyof ReportContext> | null;
  /** Items with the same key are kept once (the first). */
  key: (item: T) => string;
}

/**
 * A collector fed by an API instrumentation: one init script in every frame that reports through a
 * binding when its criteria are met. Each report becomes an item stamped with the caller's script
 * host, the arm time, phase and page view.
 */
export function createPageReportsCollector<T extends ReportContext>(
  options: PageReportsOptions<T>,
): Collector<T[]> {
  const items: T[] = [];
  const seen = new Set<string>();
  return {
    name: options.name,
    async install(runtime: ArmRuntime): Promise<void> {
      await runtime.context.exposeBinding(options.binding, (_source, payload: unknown) => {
        if (!isStackReport(payload) || items.length >= options.max) return;
        const fields = options.fields(payload);
        if (fields === null) return;
        const item = {
          scriptHost: callerScriptHost(payload.stack, payload.documentUrl, options.marker),
          ...fields,
          tMs: runtime.elapsedMs(),
          phase: runtime.phase(),
          ...pageViewField(runtime),
        } as T;
        const key = options.key(item);
        if (seen.has(key)) return;
        seen.add(key);
        items.push(item);
      });
      await runtime.context.addInitScript({ content: options.initScript });
    },
    async collect(): Promise<T[]> {
      return items.map((item) => ({ ...item }));
    },
  };
}

export const clampInt = (value: number, min: number, max: number): number =>
  Math.max(min, Math.min(max, Math.round(value) || 0));
