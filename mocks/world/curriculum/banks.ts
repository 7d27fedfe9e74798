/** The literature and science banks of every grade, by skill slug. */
import type { Bank } from './bank.ts';
import { LITERATURE_3_4 } from './lit-3-4.ts';
import { LITERATURE_5_6 } from './lit-5-6.ts';
import { SCIENCE_3_4 } from './sci-3-4.ts';
import { SCIENCE_5_6 } from './sci-5-6.ts';

export const BANKS: Readonly<Record<string, Bank>> = {
  ...LITERATURE_3_4,
  ...LITERATURE_5_6,
  ...SCIENCE_3_4,
  ...SCIENCE_5_6,
};
