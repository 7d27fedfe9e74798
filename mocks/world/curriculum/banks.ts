/** The literature and science banks of every grade, by skill slug. */
import type { Bank } from './bank.ts';

export const BANKS: Readonly<Record<string, Bank>> = {};
