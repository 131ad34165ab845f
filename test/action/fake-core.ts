/** A recording stand-in for @actions/core, for driving run() in the test process. */
import type { ActionCore } from '../../src/action/main.ts';
import type { AnnotationProperties } from '../../src/action/publish.ts';

export interface RecordingCore extends ActionCore {
  outputs: Record<string, string>;
  messages: {
    level: 'info' | 'notice' | 'warning' | 'error';
    message: string;
    properties?: AnnotationProperties;
  }[];
  failed: string | null;
  summaryText: string;
}

export function recordingCore(inputs: Record<string, string>): RecordingCore {
  const core: RecordingCore = {
    outputs: {},
    messages: [],
    failed: null,
    summaryText: '',
    getInput: (name) => inputs[name] ?? '',
    setOutput: (name, value) => void (core.outputs[name] = value),
    info: (message) => void core.messages.push({ level: 'info', message }),
    notice: (message, properties) =>
      void core.messages.push({ level: 'notice', message, ...(properties ? { properties } : {}) }),
    warning: (message, properties) =>
      void core.messages.push({ level: 'warning', message, ...(properties ? { properties } : {}) }),
    error: (message, properties) =>
      void core.messages.push({ level: 'error', message, ...(properties ? { properties } : {}) }),
    setFailed: (message) => void (core.failed = message),
    summary: {
      addRaw: (text: string, addEOL?: boolean) =>
        void (core.summaryText += addEOL ? `${text}\n` : text),
      write: async () => undefined,
    },
  };
  return core;
}
