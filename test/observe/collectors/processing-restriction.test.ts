import { describe, expect, it } from 'vitest';
import { restrictsProcessing } from '../../../src/observe/collectors/processing-restriction.ts';

describe('restrictsProcessing (a US opt-out passed on to the vendor in the request)', () => {
  it("reads Meta's Limited Data Use, Google's restricted data processing and an opted-out US Privacy string", () => {
    expect(
      restrictsProcessing(
        'https://www.facebook.com/tr/?id=1&ev=PageView&dpo=LDU&dpoco=1&dpost=1000',
      ),
    ).toBe(true);
    expect(restrictsProcessing('https://www.facebook.com/tr/?id=1&dpo=ldu')).toBe(true);
    expect(
      restrictsProcessing(
        'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1/?rdp=1&label=x',
      ),
    ).toBe(true);
    expect(restrictsProcessing('https://ads.example.net/pixel?us_privacy=1YYN')).toBe(true);
    expect(restrictsProcessing('https://ads.example.net/pixel?us_privacy=1-Y-')).toBe(true);
  });

  it('says nothing without such a parameter, or with one that does not restrict', () => {
    expect(restrictsProcessing('https://www.facebook.com/tr/?id=1&ev=PageView')).toBe(false);
    expect(restrictsProcessing('https://www.facebook.com/tr/?id=1&dpo=')).toBe(false);
    expect(restrictsProcessing('https://googleads.g.doubleclick.net/x/?rdp=0')).toBe(false);
    expect(restrictsProcessing('https://ads.example.net/pixel?us_privacy=1YNN')).toBe(false);
    expect(restrictsProcessing('https://ads.example.net/pixel?us_privacy=1---')).toBe(false);
    expect(restrictsProcessing('https://ads.example.net/rdp=1')).toBe(false);
    expect(restrictsProcessing('not a url?rdp=1')).toBe(false);
  });
});
