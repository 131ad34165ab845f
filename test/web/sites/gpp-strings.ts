import { GppModel } from '@iabgpp/cmpapi';

/**
 * GPP strings for fixture CMPs, encoded by the official IAB library (@iabgpp/cmpapi) when the fixture
 * web starts, so what a page hands out through __gpp is a real string a scanner has to decode.
 */
export interface UsNatChoice {
  optedOut: boolean;
  gpc: boolean;
}

/** A usnat section (section 7) with every notice given and sale, sharing and targeted ads opted out or not. */
export function usNatString({ optedOut, gpc }: UsNatChoice): string {
  const model = new GppModel();
  const flag = optedOut ? 1 : 2;
  for (const field of [
    'SharingNotice',
    'SaleOptOutNotice',
    'SharingOptOutNotice',
    'TargetedAdvertisingOptOutNotice',
  ])
    model.setFieldValue('usnat', field, 1);
  for (const field of ['SaleOptOut', 'SharingOptOut', 'TargetedAdvertisingOptOut'])
    model.setFieldValue('usnat', field, flag);
  model.setFieldValue('usnat', 'MspaCoveredTransaction', 2);
  model.setFieldValue('usnat', 'Gpc', gpc);
  return model.encode();
}

/** The four usnat strings a page picks from at run time (window.FIXTURE_GPP), as a script. */
export function usNatStringsScript(): string {
  const strings = {
    in: usNatString({ optedOut: false, gpc: false }),
    inGpc: usNatString({ optedOut: false, gpc: true }),
    out: usNatString({ optedOut: true, gpc: false }),
    outGpc: usNatString({ optedOut: true, gpc: true }),
  };
  return `<script>window.FIXTURE_GPP = ${JSON.stringify(strings)};</script>`;
}
