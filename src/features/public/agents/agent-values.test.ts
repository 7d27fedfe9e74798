import { describe, expect, it } from 'vitest';
import { parseId } from '@/shared/digits';
import type { AgentSummary } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import { ALL_PROVINCES, filterAgents, paragraphsOf, provincesOf } from './agent-values';

const all = example('listAgents', 'all');
const names = (list: AgentSummary[]) => list.map((agent) => agent.full_name);

describe('filterAgents', () => {
  it('keeps every agent with no filter, in the server’s order', () => {
    expect(filterAgents(all, { province: ALL_PROVINCES, query: '  ' })).toEqual(all);
  });

  it('matches every typed word against name, agency, city, province and areas', () => {
    expect(names(filterAgents(all, { province: ALL_PROVINCES, query: 'نجف آباد' }))).toEqual(['مریم رضایی']);
    expect(names(filterAgents(all, { province: ALL_PROVINCES, query: 'منطقه 14' }))).toEqual(['زهرا موسوی']);
    expect(names(filterAgents(all, { province: ALL_PROVINCES, query: 'خراسان' }))).toEqual(['رضا کریمی']);
    expect(names(filterAgents(all, { province: ALL_PROVINCES, query: 'اصفهان کاشان' }))).toEqual(['علی حسینی']);
  });

  it('applies the province and the text together', () => {
    expect(names(filterAgents(all, { province: 'اصفهان', query: 'مريم' }))).toEqual(['مریم رضایی']);
    expect(filterAgents(all, { province: 'گیلان', query: 'تبریز' })).toEqual([]);
  });
});

describe('provincesOf', () => {
  it('lists each province once', () => {
    const provinces = provincesOf(all);
    expect(provinces).toHaveLength(6);
    expect(new Set(provinces)).toEqual(new Set(all.map((agent) => agent.province)));
  });
});

describe('paragraphsOf / the agent id', () => {
  it('splits the bio on blank lines only', () => {
    expect(paragraphsOf('یک\nادامه\n\n  دو  \n\n\n')).toEqual(['یک\nادامه', 'دو']);
  });

  it('accepts a positive whole number in Latin, Persian or Arabic-Indic digits, nothing else (useRouteIds, parseId)', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('۱۲')).toBe(12);
    expect(parseId('١٢')).toBe(12);
    for (const bad of [undefined, '', 'abc', '12abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
