import { describe, expect, it } from 'vitest';
import { formatChartNumber, formatPercent, jalaliLabel, jalaliTick, shortenLabel, withUnit } from './format';
import { rtlGridProps } from './rtl-grid';

describe('chart number formatters', () => {
  it('write ticks in Persian digits with Persian separators', () => {
    expect(formatChartNumber(0)).toBe('۰');
    expect(formatChartNumber(42)).toBe('۴۲');
    expect(formatChartNumber(1250)).toBe('۱٬۲۵۰');
    expect(formatChartNumber(12.5)).toBe('۱۲٫۵');
  });

  it('put the unit after the Persian number in tooltips, or nothing without one', () => {
    expect(withUnit('سؤال')(22)).toBe('۲۲ سؤال');
    expect(withUnit('')(7)).toBe('۷');
    expect(withUnit()(7)).toBe('۷');
  });

  it('write percentages with the Persian percent sign', () => {
    expect(formatPercent(76)).toBe('۷۶٪');
  });

  it('give the grid charts Persian value ticks and tooltips', () => {
    const props = rtlGridProps({ data: [], series: [], unit: 'دقیقه' });
    expect(props.yAxisProps.tickFormatter(1500)).toBe('۱٬۵۰۰');
    expect(props.valueFormatter(13)).toBe('۱۳ دقیقه');
    expect(props.yAxisProps.orientation).toBe('right');
    expect(props.xAxisProps.reversed).toBe(true);
    expect(props.accessibilityLayer).toBe(false);
  });
});

describe('Jalali date axes', () => {
  it('label a tick with the Jalali day and month, and a tooltip with the full date', () => {
    expect(jalaliTick('2026-11-21')).toBe('۳۰ آبان');
    expect(jalaliTick('2026-03-21')).toBe('۱ فروردین');
    expect(jalaliLabel('2026-11-21')).toBe('۳۰ آبان ۱۴۰۵');
  });

  it('are used by a grid chart with xType="date"', () => {
    const props = rtlGridProps({ data: [], series: [], xType: 'date' });
    expect(props.xAxisProps.tickFormatter?.('2026-11-22')).toBe('۱ آذر');
    expect(props.tooltipProps.labelFormatter?.('2026-11-22')).toBe('۱ آذر ۱۴۰۵');
  });

  it('leave category labels as the server wrote them unless told otherwise', () => {
    const props = rtlGridProps({ data: [], series: [], tooltipLabel: (hour) => `ساعت ${hour}` });
    expect(props.xAxisProps.tickFormatter).toBeUndefined();
    expect(props.tooltipProps.labelFormatter?.('۱۷')).toBe('ساعت ۱۷');
  });
});

describe('shortenLabel', () => {
  it('keeps a short name and cuts a long one with «…»', () => {
    expect(shortenLabel('نور و سایه')).toBe('نور و سایه');
    expect(shortenLabel('ضرب عددهای دورقمی در یک‌رقمی', 12)).toBe('ضرب عددهای…');
  });
});
