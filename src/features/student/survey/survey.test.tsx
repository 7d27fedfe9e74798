import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCheckSurvey } from '@/api/generated/endpoints/survey/survey';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { t } from './strings';
import { SurveyRoutes } from './survey-test-routes';

const weekly = example('getSurvey', 'weekly');

const INTEREST = 'تمرین‌های این هفته چقدر برایت جالب بود؟';
const STEPS = 'راه‌حل‌های گام‌به‌گام چقدر به تو کمک کرد؟';
const WHERE = 'بیشتر وقت‌ها کجا تمرین می‌کنی؟';
const WISH = 'دوست داری چه درسی بیشتر تمرین داشته باشد؟';

/** The dashboard's question, to see the invitation go once the survey is settled. */
function InvitationProbe() {
  const check = useCheckSurvey();
  return <output aria-label="invitation">{check.data ? String(check.data.exists) : ''}</output>;
}

function renderSurvey(id: string | number = 12) {
  renderWithApp(
    <>
      <SurveyRoutes />
      <InvitationProbe />
    </>,
    { route: paths.student.surveyHref(id), signedInAs: 'student' },
  );
}

const group = (name: string) => screen.findByRole('radiogroup', { name: new RegExp(`^${name}`) });
/** A face of a rating question (both ratings have the same five labels). */
const face = async (question: string, label: string) =>
  within(await group(question)).getByRole('radio', { name: label });
const wish = () => screen.getByRole('textbox', { name: WISH });

/** Records each body posted to the survey, answering with the contract's thank-you. */
function recordSubmissions() {
  const bodies: unknown[] = [];
  server.use(
    handling(
      'submitSurvey',
      async (call) => {
        bodies.push(await call.body());
        return HttpResponse.json(example('submitSurvey', 'default', '201'), { status: 201 });
      },
      { params: { id: 12 } },
    ),
  );
  return bodies;
}

/** Any emoji (or its joiners): none may reach the page. */
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/u;

describe('SurveyScreen', () => {
  it('shows the title, the description and every question type with its accessible names', async () => {
    renderSurvey();
    expect(await screen.findByRole('heading', { level: 1, name: weekly.title })).toBeInTheDocument();
    expect(screen.getByText(weekly.description)).toBeInTheDocument();
    expect(screen.getByText(t.legend)).toBeInTheDocument();
    const faces = within(await group(INTEREST)).getAllByRole('radio');
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual(['خیلی بد', 'بد', 'معمولی', 'خوب', 'عالی']);
    // Each face is drawn (an emoji is an empty box without an emoji font), the five all different.
    const drawn = faces.map((face) => face.querySelector('svg[data-survey-face]'));
    expect(drawn.every((svg) => svg instanceof SVGSVGElement)).toBe(true);
    expect(new Set(drawn.map((svg) => svg!.innerHTML)).size).toBe(5);
    expect(document.body.textContent).not.toMatch(EMOJI);
    // Required questions say so in words too (the star is hidden from screen readers).
    expect(await group(INTEREST)).toHaveAccessibleName(new RegExp(`${INTEREST}.*جواب لازم است`));
    expect(screen.getByRole('radiogroup', { name: STEPS })).toBeInTheDocument();
    expect(within(await group(WHERE)).getByRole('radio', { name: 'مدرسه' })).toBeInTheDocument();
    expect(wish()).toHaveAttribute('placeholder', 'مثلاً کسرهای هم‌ارز');
    expect(screen.getByText(t.counter(0, 200))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.later })).toBeInTheDocument();
  });

  it('says what is missing next to each required question, focuses the first and sends nothing', async () => {
    const bodies = recordSubmissions();
    renderSurvey();
    await userEvent.click(await screen.findByRole('button', { name: t.submit }));
    expect(await group(INTEREST)).toHaveAccessibleDescription(t.invalid.rating);
    expect(await group(WHERE)).toHaveAccessibleDescription(t.invalid.choice);
    expect(screen.getByRole('radiogroup', { name: STEPS })).not.toHaveAccessibleDescription();
    expect(await face(INTEREST, 'خیلی بد')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('counts the letters in Persian digits and refuses a text over its length', async () => {
    const bodies = recordSubmissions();
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'عالی'));
    await userEvent.click(screen.getByRole('radio', { name: 'خانه' }));
    await userEvent.type(wish(), 'کسرها');
    expect(screen.getByText('۵ از ۲۰۰ حرف')).toBeInTheDocument();
    await userEvent.clear(wish());
    await userEvent.click(wish());
    await userEvent.paste('ب'.repeat(201));
    expect(screen.getByText('۲۰۱ از ۲۰۰ حرف')).toBeInTheDocument();
    expect(wish()).toHaveAccessibleDescription(new RegExp(t.invalid.tooLong(200)));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(wish()).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends rating, option_id and trimmed text, leaves blank optional questions out, then thanks', async () => {
    const bodies = recordSubmissions();
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'خوب'));
    await userEvent.click(screen.getByRole('radio', { name: 'خانهٔ پدربزرگ و مادربزرگ' }));
    await userEvent.type(wish(), '  کسرهای هم‌ارز ');
    await waitFor(() => expect(screen.getByRole('status', { name: 'invitation' })).toHaveTextContent('true'));
    // Once the answers are in, the world no longer offers this survey.
    server.use(answeringExample('checkSurvey', 'none'));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    // The server's thanks without its star emoji.
    expect(await screen.findByText('ممنون که نظرت را گفتی!')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(EMOJI);
    expect(bodies).toEqual([
      {
        answers: [
          { question_id: 121, rating: 4 },
          { question_id: 123, option_id: 3 },
          { question_id: 124, text: 'کسرهای هم‌ارز' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: t.done.home })).toHaveAttribute('href', paths.student.home);
    // The dashboard's check is asked again, so its invitation goes.
    await waitFor(() => expect(screen.getByRole('status', { name: 'invitation' })).toHaveTextContent('false'));
  });

  it('sends no text for an optional text left blank (spaces only)', async () => {
    const bodies = recordSubmissions();
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'بد'));
    await userEvent.click(await face(STEPS, 'عالی'));
    await userEvent.click(screen.getByRole('radio', { name: 'مدرسه' }));
    await userEvent.type(wish(), '   ');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await screen.findByText('ممنون که نظرت را گفتی!');
    expect(bodies).toEqual([
      {
        answers: [
          { question_id: 121, rating: 2 },
          { question_id: 122, rating: 5 },
          { question_id: 123, option_id: 2 },
        ],
      },
    ]);
  });

  it('keeps every answer when sending fails, says why, and sends again', async () => {
    server.use(failing('submitSurvey', 500, undefined, { params: { id: 12 } }));
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'معمولی'));
    await userEvent.click(screen.getByRole('radio', { name: 'جای دیگر' }));
    await userEvent.type(wish(), 'علوم');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(await face(INTEREST, 'معمولی')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'جای دیگر' })).toHaveAttribute('aria-checked', 'true');
    expect(wish()).toHaveValue('علوم');
    const bodies = recordSubmissions();
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    // The server's thanks without its star emoji.
    expect(await screen.findByText('ممنون که نظرت را گفتی!')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(EMOJI);
    expect(bodies).toHaveLength(1);
  });

  it('shows the server’s Persian reason for a refused answer', async () => {
    server.use(answeringExample('submitSurvey', 'missing', { params: { id: 12 }, status: 400 }));
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'عالی'));
    await userEvent.click(screen.getByRole('radio', { name: 'خانه' }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً به همه سؤال‌های ستاره‌دار جواب بده.');
  });

  it('shows a survey answered before as done, not as an error to retry', async () => {
    server.use(answeringExample('submitSurvey', 'already', { params: { id: 12 }, status: 409 }));
    renderSurvey();
    await userEvent.click(await face(INTEREST, 'عالی'));
    await userEvent.click(screen.getByRole('radio', { name: 'خانه' }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: t.done.alreadyTitle })).toBeInTheDocument();
    expect(screen.getByText('تو قبلاً در این نظرسنجی شرکت کرده‌ای.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.retry })).not.toBeInTheDocument();
  });

  it('says at once that a survey was answered when it is opened again, with the day, and asks nothing', async () => {
    server.use(answering('getSurvey', { ...weekly, answered_at: '2026-11-20T17:05:00+03:30' }, { params: { id: 12 } }));
    renderSurvey();
    expect(await screen.findByRole('heading', { level: 2, name: t.done.alreadyTitle })).toBeInTheDocument();
    expect(screen.getByText(t.done.answeredOn('۲۹ آبان ۱۴۰۵'))).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();
  });

  it('«بعداً» counts a skip, goes to the dashboard and says it will ask again', async () => {
    let skips = 0;
    server.use(
      handling(
        'skipSurvey',
        () => {
          skips += 1;
          return example('skipSurvey', 'again');
        },
        { params: { id: 12 } },
      ),
    );
    renderSurvey();
    await userEvent.click(await screen.findByRole('button', { name: t.later }));
    expect(await screen.findByText(t.skipped.again)).toBeInTheDocument();
    // The toast and the move home are two renders: under load the toast may show first.
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(paths.student.home));
    expect(skips).toBe(1);
  });

  it('after the last allowed skip says it will not ask again', async () => {
    server.use(answeringExample('skipSurvey', 'last', { params: { id: 12 } }));
    renderSurvey();
    await userEvent.click(await screen.findByRole('button', { name: t.later }));
    expect(await screen.findByText(t.skipped.last)).toBeInTheDocument();
  });

  it('keeps the pupil on the survey with the reason when a skip fails', async () => {
    server.use(failing('skipSurvey', 500, undefined, { params: { id: 12 } }));
    renderSurvey();
    await userEvent.click(await screen.findByRole('button', { name: t.later }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
    expect(screen.getByRole('heading', { level: 1, name: weekly.title })).toBeInTheDocument();
  });

  it('offers no «بعداً» when the survey cannot be skipped', async () => {
    server.use(answering('getSurvey', { ...weekly, skippable: false }, { params: { id: 12 } }));
    renderSurvey();
    await screen.findByRole('heading', { level: 1, name: weekly.title });
    expect(screen.queryByRole('button', { name: t.later })).not.toBeInTheDocument();
  });

  it('says a closed survey is not open, with the way home', async () => {
    server.use(failing('getSurvey', 404, 'نظرسنجی‌ای با این شناسه باز نیست.', { params: { id: 12 } }));
    renderSurvey();
    expect(await screen.findByRole('heading', { level: 1, name: t.notOpen.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.done.home })).toHaveAttribute('href', paths.student.home);
  });

  it('asks nothing for an address that cannot be a survey', async () => {
    let asked = false;
    server.use(handling('getSurvey', () => ((asked = true), weekly), { params: { id: 'abc' } }));
    renderSurvey('abc');
    expect(await screen.findByRole('heading', { level: 1, name: t.notOpen.title })).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows the catalogued message and retries when the survey cannot be read', async () => {
    server.use(failing('getSurvey', 500, undefined, { params: { id: 12 } }));
    renderSurvey();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
    server.use(answering('getSurvey', weekly, { params: { id: 12 } }));
    await userEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: weekly.title })).toBeInTheDocument();
  });
});
