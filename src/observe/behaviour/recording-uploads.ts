import type { BrowserContext } from 'playwright-core';

type Listener = (host: string) => void;

const uploadsByContext = new WeakMap<BrowserContext, Set<string>>();
const listenersByContext = new WeakMap<BrowserContext, Set<Listener>>();

/**
 * Hosts that received session-recording uploads in this arm's context, noted by the session-replay
 * collector (on every upload) and read by the key-logging probe: a recorder buffers what is typed and
 * uploads it on its own schedule (every 2–5 s for PostHog, Sentry, FullStory, Highlight…), so the
 * probe waits for the next upload instead of ending before it.
 */
export function noteRecordingUpload(context: BrowserContext, host: string): void {
  const hosts = uploadsByContext.get(context) ?? new Set<string>();
  hosts.add(host);
  uploadsByContext.set(context, hosts);
  for (const listener of listenersByContext.get(context) ?? []) listener(host);
}

export function recordingUploadHosts(context: BrowserContext): ReadonlySet<string> {
  return uploadsByContext.get(context) ?? new Set<string>();
}

/** Calls `listener` on each recording upload noted from now on; returns the unsubscribe function. */
export function onRecordingUpload(context: BrowserContext, listener: Listener): () => void {
  const listeners = listenersByContext.get(context) ?? new Set<Listener>();
  listeners.add(listener);
  listenersByContext.set(context, listeners);
  return () => listeners.delete(listener);
}
