/** The shape of one audience page's Persian copy (each `strings-<audience>.ts` satisfies it). */

/** A titled card: a benefit, a step, a question type. */
export interface CopyItem {
  readonly title: string;
  readonly body: string;
}

/** One short question with its answer. */
export interface CopyQuestion {
  readonly question: string;
  readonly answer: string;
}

export interface AudienceCopy {
  /** Tab title (before «| دانش‌آموز یار»). */
  readonly documentTitle: string;
  readonly hero: { readonly eyebrow: string; readonly title: string; readonly lead: string };
  readonly benefits: { readonly title: string; readonly intro: string; readonly items: readonly CopyItem[] };
  /** «چطور شروع کنیم؟» — 3 or 4 steps. */
  readonly steps: readonly CopyItem[];
  /** Three short questions this audience asks. */
  readonly questions: readonly CopyQuestion[];
  /** The closing band: `primary` is register (families) or contact about a school (staff); `login` signs in. */
  readonly cta: { readonly title: string; readonly body: string; readonly primary: string; readonly login: string };
}
