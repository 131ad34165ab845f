/** The contract suite's fixed clock: 2026-11-22T10:00:00Z (a 10-second and 24-minute slot boundary) plus `ms`. */
export const T0 = Date.parse('2026-11-22T10:00:00.000Z');
export const at = (ms: number): Date => new Date(T0 + ms);
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
