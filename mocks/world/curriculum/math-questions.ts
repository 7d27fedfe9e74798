/** The maths questions: every maths skill's generator family, run with the skill id as seed. */
import { generate } from './generate.ts';
import type { Template } from './generate.ts';
import { compareNumbers } from './math-compare.ts';
import { mean, probability } from './math-data.ts';
import { factors, primes } from './math-factors.ts';
import { addSubDecimals, divideDecimals, multiplyDecimals } from './math-decimals2.ts';
import { compareDecimals, decimalMeaning, roundDecimals } from './math-decimals.ts';
import { compareFractions, equivalentFractions, fractionIntro } from './math-fractions.ts';
import { addSameDenominator, mixedNumbers, simplifyFractions } from './math-fractions2.ts';
import { fractionOfNumber, multiplyFractions } from './math-fraction-times.ts';
import { addUnlike, mixedAddSub } from './math-fractions3.ts';
import { divideFractions, multiplyMixed } from './math-fractions4.ts';
import { angles, area } from './math-geometry.ts';
import { circle, volume } from './math-solids.ts';
import { lengthUnits, time } from './math-measure.ts';
import { division } from './math-division.ts';
import { distributive, multiplyByTens } from './math-muldiv.ts';
import { multiply } from './math-multiply.ts';
import { expandedForm, largeNumbers, placeValue } from './math-numbers.ts';
import { addSub } from './math-ops.ts';
import { patterns } from './math-patterns.ts';
import { percent, proportion, ratios } from './math-ratio.ts';
import { estimateOperations, rounding } from './math-rounding.ts';
import type { QuestionRec, SkillRec } from './types.ts';

/** Each maths skill's templates, by slug. */
export const MATH_TEMPLATES: Record<string, () => Template[]> = {
  'm3-number-patterns': () => patterns(3),
  'm3-place-value': () => placeValue(4),
  'm3-expanded-form': expandedForm,
  'm3-compare-numbers': () => compareNumbers(4),
  'm3-add-three-digit': () => addSub('+'),
  'm3-subtract-three-digit': () => addSub('−'),
  'm3-estimate': () => rounding(3),
  'm3-multiplication-facts': () => multiply('facts'),
  'm3-multiply-one-digit': () => multiply('2x1'),
  'm3-division-facts': () => division('facts'),
  'm3-fraction-intro': fractionIntro,
  'm3-length-units': () => lengthUnits(3),
  'm3-time': time,
  'm4-number-patterns': () => patterns(4),
  'm4-place-value': () => placeValue(6),
  'm4-compare-numbers': () => compareNumbers(6),
  'm4-rounding': () => rounding(4),
  'm4-equivalent-fractions': equivalentFractions,
  'm4-compare-fractions': compareFractions,
  'm4-add-subtract-fractions': addSameDenominator,
  'm4-mixed-numbers': mixedNumbers,
  'm4-multiply-by-10-100': multiplyByTens,
  'm4-multiply-one-digit': () => multiply('4x1'),
  'm4-distributive-multiplication': distributive,
  'm4-two-digit-multiplication': () => multiply('2x2'),
  'm4-division': () => division('one-digit'),
  'm4-length-units': () => lengthUnits(4),
  'm4-angles': angles,
  'm4-decimals': () => decimalMeaning(1),
  'm5-large-numbers': largeNumbers,
  'm5-number-patterns': () => patterns(5),
  'm5-multiply-large': () => multiply('3x2'),
  'm5-long-division': () => division('two-digit'),
  'm5-simplify-fractions': simplifyFractions,
  'm5-add-subtract-fractions': addUnlike,
  'm5-mixed-add-subtract': mixedAddSub,
  'm5-multiply-fractions': multiplyFractions,
  'm5-fraction-of-number': fractionOfNumber,
  'm5-decimal-place-value': () => decimalMeaning(2),
  'm5-compare-decimals': compareDecimals,
  'm5-add-subtract-decimals': addSubDecimals,
  'm5-area': area,
  'm5-mean': mean,
  'm5-probability': probability,
  'm6-number-patterns': () => patterns(6),
  'm6-factors': factors,
  'm6-prime-numbers': primes,
  'm6-multiply-mixed': multiplyMixed,
  'm6-divide-fractions': divideFractions,
  'm6-multiply-decimals': multiplyDecimals,
  'm6-divide-decimals': divideDecimals,
  'm6-circle': circle,
  'm6-volume': volume,
  'm6-ratio': ratios,
  'm6-proportion': proportion,
  'm6-percent': percent,
  'm6-rounding-decimals': roundDecimals,
  'm6-estimate-operations': estimateOperations,
};

/** At least 12 questions, and every template as often as the others. */
export function mathQuestions(skill: SkillRec): QuestionRec[] {
  const family = MATH_TEMPLATES[skill.name];
  if (!family) throw new Error(`no maths generator for ${skill.name}`);
  const templates = family();
  return generate(skill, templates, templates.length * Math.ceil(12 / templates.length));
}
