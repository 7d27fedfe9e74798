/**
 * What the suite found, rule by rule: how many things each rule checked and what failed. Two
 * kinds of check: `expect` (one fact holds) and `observe` (every role that reports the same
 * figure about the same thing reports the same value; settled once the walk is over).
 */
export interface RuleResult {
  id: string;
  title: string;
  checked: number;
  /** How many checks failed; `failures` keeps the first few. */
  failed: number;
  failures: string[];
}

const MAX_FAILURES = 25;

export class Findings {
  readonly rules = new Map<string, RuleResult>();
  private readonly observations = new Map<string, { rule: string; seen: { source: string; value: string }[] }>();

  constructor(titles: Record<string, string>) {
    for (const [id, title] of Object.entries(titles))
      this.rules.set(id, { id, title, checked: 0, failed: 0, failures: [] });
  }

  private result(rule: string): RuleResult {
    const result = this.rules.get(rule);
    if (!result) throw new Error(`unknown rule ${rule}`);
    return result;
  }

  /** One fact about `subject` under `rule`; `detail` says what was wrong when it does not hold. */
  expect(rule: string, subject: string, ok: boolean, detail: () => string): void {
    const result = this.result(rule);
    result.checked += 1;
    if (!ok) this.fail(result, `${subject}: ${detail()}`);
  }

  /** `source` reports `value` for the figure `key`; every source of one key must agree. */
  observe(rule: string, key: string, source: string, value: unknown): void {
    this.result(rule);
    const entry = this.observations.get(key) ?? { rule, seen: [] };
    entry.seen.push({ source, value: JSON.stringify(value) });
    this.observations.set(key, entry);
  }

  /** Compares every observed figure across its sources; call once, after the walk. */
  settle(): void {
    for (const [key, { rule, seen }] of this.observations) {
      if (seen.length < 2) continue;
      const result = this.result(rule);
      result.checked += 1;
      const [first, ...rest] = seen;
      const other = rest.find((s) => s.value !== first!.value);
      if (other)
        this.fail(result, `${key}: ${first!.source} says ${first!.value}, ${other.source} says ${other.value}`);
    }
    this.observations.clear();
  }

  private fail(result: RuleResult, message: string) {
    result.failed += 1;
    if (result.failures.length < MAX_FAILURES) result.failures.push(message);
  }

  get failed(): RuleResult[] {
    return [...this.rules.values()].filter((r) => r.failed > 0);
  }
}
