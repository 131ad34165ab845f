import { describe, expect, it } from 'vitest';
import { scoreFindings, type ScorableFinding } from '../../src/findings/index.ts';

const f = (
  criticality: ScorableFinding['criticality'],
  confidence: ScorableFinding['confidence'],
  scoreEffect: ScorableFinding['scoreEffect'] = 'deduction',
): ScorableFinding => ({
  criticality,
  confidence,
  scoreEffect,
});

describe('score', () => {
  it('is 100 and low without findings', () => {
    expect(scoreFindings([], 'completed')).toEqual({ score: 100, riskLevel: 'low' });
  });

  it('deducts by criticality weighted by confidence', () => {
    expect(scoreFindings([f('high', 'strong')], 'completed')).toEqual({
      score: 75,
      riskLevel: 'high',
    });
    expect(scoreFindings([f('high', 'weak')], 'completed')).toEqual({
      score: 88,
      riskLevel: 'high',
    }); // 100 − 12.5 = 87.5 → 88
    expect(scoreFindings([f('medium', 'moderate')], 'completed')).toEqual({
      score: 91,
      riskLevel: 'review_recommended',
    });
    expect(scoreFindings([f('low', 'strong')], 'completed')).toEqual({
      score: 95,
      riskLevel: 'low',
    });
    expect(
      scoreFindings([f('high', 'strong'), f('medium', 'strong'), f('low', 'weak')], 'completed'),
    ).toEqual({ score: 61, riskLevel: 'high' }); // 100−25−12−2.5
  });

  it('info and score-neutral findings never change the score', () => {
    expect(
      scoreFindings([f('info', 'strong', 'none'), f('high', 'strong', 'none')], 'completed'),
    ).toEqual({ score: 100, riskLevel: 'low' });
  });

  it('has a floor of 0 and is high in the lowest band', () => {
    const many = Array.from({ length: 6 }, () => f('high', 'strong'));
    expect(scoreFindings(many, 'completed')).toEqual({ score: 0, riskLevel: 'high' });
    const mediums = Array.from({ length: 6 }, () => f('medium', 'strong'));
    expect(scoreFindings(mediums, 'completed')).toEqual({ score: 28, riskLevel: 'high' });
  });

  it('many low findings still ask for review below 80', () => {
    const lows = Array.from({ length: 5 }, () => f('low', 'strong'));
    expect(scoreFindings(lows, 'completed')).toEqual({
      score: 75,
      riskLevel: 'review_recommended',
    });
  });

  it('a failed scan has no score; a limited scan is scored but never low', () => {
    expect(scoreFindings([f('high', 'strong')], 'failed')).toBeNull();
    expect(scoreFindings([], 'completed_limited')).toEqual({
      score: 100,
      riskLevel: 'review_recommended',
    });
    expect(scoreFindings([f('high', 'strong')], 'completed_limited')).toEqual({
      score: 75,
      riskLevel: 'high',
    });
  });
});
