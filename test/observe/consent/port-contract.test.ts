import { describe, expect, it } from 'vitest';
import type { ConsentPort } from '../../../src/observe/arm.ts';
import { createConsentLayer } from '../../../src/observe/consent/index.ts';

describe('consent layer contract', () => {
  it('is the ConsentPort the arm runner expects (checked by tsc), one per arm and action', () => {
    const ports: ConsentPort[] = (['none', 'reject', 'accept'] as const).map((action) =>
      createConsentLayer({ action }),
    );
    expect(ports).toHaveLength(3);
    const layer = createConsentLayer({ action: 'reject', onlyRule: 'cookieconsent3' });
    expect(layer.name).toBe('consent');
    expect(layer.actResult()).toBeNull();
  });
});
