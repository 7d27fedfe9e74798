import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatJalaliInput } from '@/shared/date-input';
import { dateInputText } from '@/shared/date-input/strings';
import { formatJalaliDateTime, iranToday } from '@/shared/dates';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { dayFromToday, DEADLINE_CALL, reviewsHandlers, type DeadlineLog } from './fixtures';
import { ReviewsScreen } from './reviews-screen';
import { t } from './strings';

const OLD = '2026-11-25T20:00:00+03:30';

function renderReviews(log: DeadlineLog = { bodies: [], deadline: OLD }) {
  server.use(...reviewsHandlers(log));
  renderWithApp(<ReviewsScreen />, { route: paths.teacher.reviews, signedInAs: 'teacher' });
  return log;
}

const field = () => screen.findByRole('textbox', { name: new RegExp(t.deadline.label) });
const save = () => userEvent.click(screen.getByRole('button', { name: t.deadline.save }));

describe('the review deadline', () => {
  it('shows the current deadline in Jalali with Persian digits', async () => {
    renderReviews();
    expect(await screen.findByText(t.deadline.current('۴ آذر ۱۴۰۵، ۲۰:۰۰'))).toBeInTheDocument();
  });

  it('sends a day typed in Persian digits as its closing moment, says so and shows the new deadline', async () => {
    const log = renderReviews();
    const day = dayFromToday(10);
    await userEvent.type(await field(), formatJalaliInput(day));
    await save();

    expect(await screen.findByText(t.deadline.saved)).toBeInTheDocument();
    expect(log.bodies).toEqual([{ groupId: 413, deadline: `${day}T20:00:00+03:30` }]);
    expect(await screen.findByText(t.deadline.current(formatJalaliDateTime(`${day}T20:00:00+03:30`)))).toBeVisible();
    expect(await field()).toHaveValue('');
  });

  it('takes a day typed in Arabic-Indic digits too', async () => {
    const log = renderReviews();
    const day = dayFromToday(5);
    const latin = formatJalaliInput(day).replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
    const arabic = latin.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    await userEvent.type(await field(), arabic);
    await save();
    await screen.findByText(t.deadline.saved);
    expect(log.bodies).toEqual([{ groupId: 413, deadline: `${day}T20:00:00+03:30` }]);
  });

  it('says next to the field that a day is needed and sends nothing', async () => {
    const log = renderReviews();
    const input = await field();
    await save();
    expect(input).toHaveAccessibleDescription(new RegExp(t.deadline.required));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(log.bodies).toEqual([]);
  });

  it('refuses a day before today, naming today, and sends nothing', async () => {
    const log = renderReviews();
    const input = await field();
    await userEvent.type(input, formatJalaliInput(dayFromToday(-2)));
    await save();
    expect(await screen.findByText(dateInputText.tooEarly(formatJalaliInput(iranToday())))).toBeInTheDocument();
    expect(log.bodies).toEqual([]);
  });

  it("keeps the typed day and shows the server's reason when it refuses", async () => {
    renderReviews();
    server.use(failing(DEADLINE_CALL, 400, 'مهلت مرور باید در آینده باشد.'));
    const typed = formatJalaliInput(dayFromToday(1));
    const input = await field();
    await userEvent.type(input, typed);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('مهلت مرور باید در آینده باشد.');
    expect(input).toHaveValue(typed);
    expect(screen.getByText(t.deadline.current('۴ آذر ۱۴۰۵، ۲۰:۰۰'))).toBeInTheDocument();
  });

  it('falls back to the catalogued message when the server says nothing', async () => {
    renderReviews();
    server.use(failing(DEADLINE_CALL, 500));
    await userEvent.type(await field(), formatJalaliInput(dayFromToday(4)));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  });
});
