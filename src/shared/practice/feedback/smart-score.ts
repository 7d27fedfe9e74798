import type { MantineColor } from '@mantine/core';
import type { MasteryLevel } from '@/api/generated/model';
import { praises } from './strings';

/** The SmartScore where the bands begin: «ماهر» at 80, the challenge zone at 90 (the meter's marks). */
export const PROFICIENT_AT = 80;
export const CHALLENGE_AT = 90;
export const MASTERED_AT = 100;

/** A score as the meter can draw it: whole, within 0–100. */
export function clampScore(score: number): number {
  return Math.min(MASTERED_AT, Math.max(0, Math.round(score)));
}

/**
 * The band of a SmartScore, as the contract defines MasteryLevel: 0 is «شروع نشده» (no answer
 * yet), 1–79 «در حال تمرین», 80–89 «ماهر», 90–99 «منطقهٔ چالش», 100 «تسلط کامل». The server also
 * sends the level; this is for when only the number is at hand.
 */
export function bandOf(score: number): MasteryLevel {
  const value = clampScore(score);
  if (value === 0) return 'not_started';
  if (value < PROFICIENT_AT) return 'practicing';
  if (value < CHALLENGE_AT) return 'proficient';
  if (value < MASTERED_AT) return 'challenge';
  return 'mastered';
}

/**
 * The band of a skill after `answered` answers, as the server sets MasteryLevel: none answered is
 * «شروع نشده», and a score of 0 after answers (mistakes first) is already «در حال تمرین».
 */
export function levelOf(score: number, answered: number): MasteryLevel {
  if (answered === 0) return 'not_started';
  const band = bandOf(score);
  return band === 'not_started' ? 'practicing' : band;
}

/**
 * The praise for a right answer: the first one for the first in a row, then the next one for each
 * further right answer, round and round. Deterministic, so a story, a test and a replay agree.
 */
export function praiseFor(streak: number): string {
  const index = Math.max(0, Math.floor(streak) - 1) % praises.length;
  return praises[index] ?? praises[0];
}

/**
 * A band's colours: `color` for a skill card's edge, a score chip and a mastery grid's cell, `text` on that chip. Picked so
 * the chip's text keeps 4.5:1 (white only on the dark blue); the band is always in words as well.
 */
export const bandColors: Record<MasteryLevel, { color: MantineColor; text: MantineColor }> = {
  not_started: { color: 'gray.3', text: 'dark.8' },
  practicing: { color: 'blue.8', text: 'white' },
  proficient: { color: 'green.7', text: 'black' },
  challenge: { color: 'orange.6', text: 'black' },
  mastered: { color: 'yellow.5', text: 'black' },
};
