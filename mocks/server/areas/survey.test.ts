import { describe, expect, it } from 'vitest';
import { ANCHOR } from '../../world/calendar.ts';
import { worldClient } from '../harness.ts';

const FULL = {
  answers: [
    { question_id: 121, rating: 4 },
    { question_id: 123, option_id: 1 },
    { question_id: 124, text: ' کسرهای هم‌ارز ' },
  ],
};

describe('surveys', () => {
  it('offers the open survey, and no longer once it is answered', async () => {
    const { call, get } = worldClient();
    expect((await get('student', '/survey/check/')).body).toEqual({
      exists: true,
      survey_id: 12,
      title: 'نظرسنجی دربارهٔ تمرین‌ها',
    });
    const survey = await get('student', '/survey/12/');
    expect(survey.body).toMatchObject({ id: 12, skipped_attempts: 1, max_skips: 3, answered_at: null });
    expect(survey.body.questions.map((q: { type: string }) => q.type)).toEqual([
      'rating',
      'rating',
      'single_choice',
      'short_text',
    ]);
    const sent = await call('student', 'POST', '/survey/12/', FULL);
    expect(sent).toEqual({ status: 201, body: { detail: 'ممنون که نظرت را گفتی! 🌟' } });
    expect((await get('student', '/survey/check/')).body).toEqual({ exists: false, survey_id: null, title: null });
    const twice = await call('student', 'POST', '/survey/12/', FULL);
    expect(twice).toEqual({ status: 409, body: { detail: 'تو قبلاً در این نظرسنجی شرکت کرده‌ای.' } });
    // Opened again, the survey says when the answers arrived (the app tells the pupil at once).
    expect((await get('student', '/survey/12/')).body.answered_at).toMatch(/^2026-11-22T09:\d\d:\d\d\+03:30$/);
  });

  it('records a skip: not offered for three days, never after the third', async () => {
    let now = ANCHOR;
    const { call, get } = worldClient({ clock: () => now });
    const skip = await call('student', 'POST', '/survey/12/skipped_attempts/');
    expect(skip.body).toEqual({ skipped_attempts: 2, max_skips: 3, will_ask_again: true });
    expect((await get('student', '/survey/12/')).body.skipped_attempts).toBe(2);
    expect((await get('student', '/survey/check/')).body.exists).toBe(false);
    now = new Date(ANCHOR.getTime() + 3 * 86_400_000);
    expect((await get('student', '/survey/check/')).body.exists).toBe(true);
    const last = await call('student', 'POST', '/survey/12/skipped_attempts/');
    expect(last.body).toEqual({ skipped_attempts: 3, max_skips: 3, will_ask_again: false });
    now = new Date(ANCHOR.getTime() + 30 * 86_400_000);
    expect((await get('student', '/survey/check/')).body.exists).toBe(false);
  });

  it('refuses answers that do not fit the questions, each with a Persian message', async () => {
    const { call } = worldClient();
    const refuse = async (answers: unknown[]) => {
      const reply = await call('student', 'POST', '/survey/12/', { answers });
      expect(reply.status).toBe(400);
      return reply.body.detail as string;
    };
    expect(await refuse([{ question_id: 121, rating: 4 }])).toBe('لطفاً به همه سؤال‌های ستاره‌دار جواب بده.');
    expect(
      await refuse([
        { question_id: 121, rating: 4 },
        { question_id: 123, option_id: 9 },
      ]),
    ).toBe('برای سؤال «بیشتر وقت‌ها کجا تمرین می‌کنی؟» یکی از گزینه‌های خودش را انتخاب کن.');
    expect(await refuse([{ question_id: 121, option_id: 2 }])).toBe(
      'برای سؤال «تمرین‌های این هفته چقدر برایت جالب بود؟» یکی از شکلک‌های ۱ تا ۵ را انتخاب کن.',
    );
    expect(await refuse([...FULL.answers.slice(0, 2), { question_id: 124, text: 'ب'.repeat(201) }])).toBe(
      'جواب سؤال «دوست داری چه درسی بیشتر تمرین داشته باشد؟» باید حداکثر ۲۰۰ حرف باشد.',
    );
    expect(await refuse([...FULL.answers, { question_id: 999, rating: 3 }])).toBe(
      'یکی از جواب‌ها به سؤالی از این نظرسنجی مربوط نیست.',
    );
    expect(await refuse([...FULL.answers, { question_id: 121, rating: 2 }])).toBe('به هر سؤال فقط یک جواب بده.');
    // Outside the contract's 1–5 the request itself is refused.
    expect(await refuse([{ question_id: 121, rating: 7 }])).toMatch(/^اطلاعات ارسال‌شده کامل یا درست نیست/);
    // Nothing was stored: the survey is still offered.
    expect((await call('student', 'GET', '/survey/check/')).body.exists).toBe(true);
  });

  it('404s an unknown or closed survey, and asks only pupils', async () => {
    const { call, get } = worldClient();
    expect((await get('student', '/survey/99/')).status).toBe(404);
    expect((await get('student', '/survey/11/')).status).toBe(404);
    expect((await call('student', 'POST', '/survey/11/skipped_attempts/')).status).toBe(404);
    expect((await get('teacher', '/survey/check/')).body.exists).toBe(false);
    expect((await get('teacher', '/survey/12/')).status).toBe(404);
  });
});
