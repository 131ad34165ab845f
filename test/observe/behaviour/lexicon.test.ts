import { describe, expect, it } from 'vitest';
import { categoriesOf, categoriesOfAll } from '../../../src/observe/behaviour/lexicon.ts';

describe('categoriesOf', () => {
  it.each<[string, string[]]>([
    ['/conditions/hiv-testing', ['health']],
    ['SymptomCheckerStarted', ['health']],
    ['symptom_area', ['health']],
    ['pregnancy_test', ['health']],
    ['HIV testing', ['health']],
    ['/fr/grossesse/suivi', ['health']],
    ['/de/krankheit/diabetes', ['health']],
    ['mental_health_assessment', ['health']],
    ['loan_application', ['finance']],
    ['/mortgages/calculator', ['finance']],
    ['credit_score', ['finance']],
    ['DebtReliefLead', ['finance']],
    ['/es/hipoteca', ['finance']],
    ['ssn_last4', ['identity']],
    ['sexual_orientation', ['identity']],
    ['religion', ['identity']],
    ['PassportRenewal', ['identity']],
    // innocent look-alikes
    ['PageView', []],
    ['health_and_beauty', []],
    ['photo_credit', []],
    ['summer collections', []],
    ['/products/standard-shipping', []],
    ['content_category', []],
    ['terms and conditions', []],
    ['', []],
  ])('%s → %j', (text, categories) => expect(categoriesOf(text)).toEqual(categories));

  it('unites categories in a stable order', () => {
    expect(categoriesOfAll(['religion', 'loan', 'PageView', 'therapy'])).toEqual([
      'health',
      'finance',
      'identity',
    ]);
  });
});
