import { describe, expect, it } from 'vitest';
import type { BannerRoot, ScannedToggle } from '../../../src/observe/consent/banner-scan.ts';
import { pretickedLabels } from '../../../src/observe/consent/preticked.ts';

function root(toggles: Array<Pick<ScannedToggle, 'label' | 'checked'>>): BannerRoot {
  return {
    key: 'r',
    index: 0,
    overlay: true,
    toggles: toggles.map((t, index) => ({ ...t, index, disabled: false, rootKey: 'r' })),
  } as unknown as BannerRoot;
}

describe('pretickedLabels', () => {
  it('leaves out TCF legitimate-interest switches, which are on until the visitor objects (Google Funding Choices, "Manage options")', () => {
    const purposes = root([
      { label: 'Consent: Store and/or access information on a device', checked: false },
      { label: 'Consent: Use limited data to select advertising', checked: false },
      { label: 'Legitimate interest: Use limited data to select advertising', checked: true },
      { label: 'Legitimate interest: Measure advertising performance', checked: true },
      { label: 'Berechtigtes Interesse: Werbeleistung messen', checked: true },
      { label: 'Intérêt légitime : Mesurer la performance des publicités', checked: true },
    ]);
    expect(pretickedLabels(purposes)).toEqual([]);
  });

  it('still reports a consent switch ticked in advance beside them', () => {
    const purposes = root([
      { label: 'Consent: Create profiles for personalised advertising', checked: true },
      { label: 'Legitimate interest: Develop and improve services', checked: true },
      { label: 'Strictly necessary', checked: true },
    ]);
    expect(pretickedLabels(purposes)).toEqual([
      'Consent: Create profiles for personalised advertising',
    ]);
  });
});
