import '@daypicker/react/style.css';
import { DayButton, type DayButtonProps, type Labels } from '@daypicker/react';
import { DayPicker } from '@daypicker/persian';
import { iranToday } from '@/shared/dates';
import { dateOfIso, isoOfDate } from './jalali';
import classes from './jalali-calendar.module.css';
import { dateInputText as t } from './strings';

export interface JalaliCalendarProps {
  /** The chosen day ('YYYY-MM-DD') or null. */
  value: string | null;
  /** Called with the picked day ('YYYY-MM-DD'). */
  onPick: (value: string) => void;
  /** First day that can be picked ('YYYY-MM-DD'); default none. */
  minDate?: string;
  /** Last day that can be picked ('YYYY-MM-DD'); default none. */
  maxDate?: string;
}

// The Popover's focus trap focuses `[data-autofocus]`: marking DayPicker's focused day keeps the
// focus on the day (the chosen one, else today) rather than on the first dropdown.
function FocusableDayButton(props: DayButtonProps) {
  return <DayButton {...props} data-autofocus={props.modifiers.focused || undefined} />;
}

// The locale's own day name reads «۲-ام آذر»; a day is named as the app writes dates («۲ آذر ۱۴۰۵»).
const labels: Partial<Labels> = {
  labelDayButton: (date, modifiers, _options, lib) =>
    [lib?.format(date, 'EEEE d MMMM y'), modifiers.today && t.today, modifiers.selected && t.selected]
      .filter(Boolean)
      .join('، '),
};

const YEARS_BACK = 100;
const YEARS_AHEAD = 5;

/** The Jalali month grid (Saturday first, Persian digits and month names, right to left). */
export function JalaliCalendar({ value, onPick, minDate, maxDate }: JalaliCalendarProps) {
  const today = dateOfIso(iranToday()) ?? new Date();
  const selected = dateOfIso(value) ?? undefined;
  const first = dateOfIso(minDate);
  const last = dateOfIso(maxDate);
  // The year dropdown lists the years between these months (DayPicker's default ends this year,
  // too early for a deadline).
  const startMonth = first ?? new Date(today.getFullYear() - YEARS_BACK, 0, 1);
  const endMonth = last ?? new Date(today.getFullYear() + YEARS_AHEAD, 11, 31);
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  const startDay = selected ?? (first && today < first ? first : last && today > last ? last : today);

  return (
    <DayPicker
      className={classes.root}
      mode="single"
      selected={selected}
      onSelect={(day) => {
        // DayPicker unselects a second click on the chosen day: the field keeps its day instead.
        onPick(isoOfDate(day ?? selected ?? today));
      }}
      defaultMonth={startDay}
      today={today}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      captionLayout="dropdown"
      labels={labels}
      // The calendar opens on the user's request as a dialog: its day takes the focus (ARIA date picker).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      components={{ DayButton: FocusableDayButton }}
    />
  );
}
