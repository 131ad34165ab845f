/** Thrown by Store.enqueueScan when a cap of QueueLimits would be exceeded by a new job. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(
    /** `server`: maxActive (every requester's jobs); `requester`: maxActivePerRequester. */
    readonly scope: 'server' | 'requester',
    readonly limit: number,
  ) {
    super(
      scope === 'server'
        ? `The scan queue is full (${limit} active jobs).`
        : `This requester already has ${limit} active jobs.`,
    );
  }
}

/** Throws QueueFullError when `active` (total, and the requester's) leaves no room under `limits`. */
export function assertQueueRoom(
  active: { total: number; requester: number },
  limits: { maxActive?: number; maxActivePerRequester?: number } | undefined,
  hasRequester: boolean,
): void {
  if (!limits) return;
  if (
    hasRequester &&
    limits.maxActivePerRequester !== undefined &&
    active.requester >= limits.maxActivePerRequester
  )
    throw new QueueFullError('requester', limits.maxActivePerRequester);
  if (limits.maxActive !== undefined && active.total >= limits.maxActive)
    throw new QueueFullError('server', limits.maxActive);
}
