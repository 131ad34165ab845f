/**
 * Behaviour detectors, each its own collector (install before navigation, optional probe once the
 * page settled, collect at the end). See each factory for what it keeps; none keeps a value.
 */
export { createAudioCollector } from './audio.ts';
export { createCanvasCollector } from './canvas.ts';
export { createCanvasFontsCollector } from './canvas-fonts.ts';
export { createFormsCollector, type FormsOptions } from './forms.ts';
export { createKeyLoggingCollector, type KeyLoggingOptions } from './key-logging.ts';
export { createPixelPayloadCollector } from './pixel-payloads.ts';
export { createSessionReplayCollector } from './session-replay.ts';
export { REPLAY_VENDORS } from './replay-vendors.ts';
