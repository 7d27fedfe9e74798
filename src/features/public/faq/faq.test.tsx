import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { FaqScreen } from './faq-screen';
import { t } from './strings';

const FAQ = 'listFaq' as const;

const user = () => userEvent.setup();
const search = () => screen.getByRole('searchbox', { name: t.search.label });
const questions = () => screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
const groupTitles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

async function renderLoaded() {
  renderWithApp(<FaqScreen />, { route: paths.public.faq });
  await screen.findByRole('radiogroup', { name: t.categoriesLabel });
}

describe('FaqScreen', () => {
  it('groups the questions by category, in the fixed order, with Persian names', async () => {
    await renderLoaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    expect(groupTitles()).toEqual(['عمومی', 'دانش‌آموزان', 'خانواده‌ها', 'معلمان', 'مدرسه‌ها', 'پرداخت و اشتراک']);
    const general = screen.getByRole('region', { name: 'عمومی' });
    expect(
      within(general)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['دانش‌آموز یار برای چه پایه‌هایی است؟', 'برای استفاده باید برنامه‌ای نصب کنم؟']);
    expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  });

  it('offers only the categories that have questions, whatever order they arrive in', async () => {
    const entries: FaqEntry[] = [
      { id: 1, category: 'payment', question: 'پرداخت چطور است؟', answer: 'با کارت بانکی.' },
      { id: 2, category: 'teachers', question: 'تکلیف چطور بگذارم؟', answer: 'از منوی تکلیف‌ها.' },
    ];
    server.use(answering(FAQ, entries));
    await renderLoaded();
    const chooser = screen.getByRole('radiogroup', { name: t.categoriesLabel });
    expect(within(chooser).getAllByRole('radio')).toHaveLength(3);
    expect(within(chooser).getByRole('radio', { name: t.all })).toBeChecked();
    expect(within(chooser).queryByRole('radio', { name: t.categories.general })).not.toBeInTheDocument();
    expect(groupTitles()).toEqual([t.categories.teachers, t.categories.payment]);
  });

  it('shows one category when it is chosen, and all again with «همه»', async () => {
    const u = user();
    await renderLoaded();
    await u.click(screen.getByRole('radio', { name: t.categories.teachers }));
    expect(groupTitles()).toEqual([t.categories.teachers]);
    expect(questions()).toEqual(['چطور برای کلاسم تکلیف بگذارم؟', 'آیا می‌توانم آزمون زمان‌دار برگزار کنم؟']);
    await u.click(screen.getByRole('radio', { name: t.all }));
    expect(groupTitles()).toHaveLength(6);
  });

  it('filters questions and answers as the visitor types, and says how many were found', async () => {
    const u = user();
    await renderLoaded();
    await u.type(search(), 'جام');
    // Parts of words count too: «انجام» in the payment answer holds «جام».
    expect(questions()).toEqual(['نشان و جام چطور به دست می‌آید؟', 'هزینهٔ اشتراک چطور پرداخت می‌شود؟']);
    expect(screen.getByText(t.found('۲'))).toBeInTheDocument();
    // Every word must appear, in any order.
    await u.type(search(), ' طلا');
    expect(questions()).toEqual(['نشان و جام چطور به دست می‌آید؟']);
    expect(screen.getByText(t.found('۱'))).toBeInTheDocument();
    // «درگاه» is only in an answer.
    await u.clear(search());
    await u.type(search(), 'درگاه');
    expect(questions()).toEqual(['هزینهٔ اشتراک چطور پرداخت می‌شود؟']);
  });

  it('finds Persian words typed with Arabic ي and ك, without half-spaces or with Latin digits', async () => {
    const u = user();
    await renderLoaded();
    await u.type(search(), 'كد تخفيف');
    expect(questions()).toEqual(['کد تخفیف را کجا وارد کنم؟']);
    await u.clear(search());
    await u.type(search(), 'گام به گام');
    expect(questions()).toEqual(['اگر جواب تمرینی را اشتباه بدهم چه می‌شود؟']);
    await u.clear(search());
    await u.type(search(), 'امتیازش به 80');
    expect(questions()).toEqual(['نشان و جام چطور به دست می‌آید؟']);
  });

  it('combines the category and the search', async () => {
    const u = user();
    await renderLoaded();
    await u.click(screen.getByRole('radio', { name: t.categories.parents }));
    await u.type(search(), 'تكليف');
    // Homework appears in teachers' entries only, so nothing matches among parents' questions.
    expect(screen.getByText(t.noMatch.title('تكليف'))).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: t.noMatch.clear }));
    expect(search()).toHaveValue('');
    expect(screen.getByRole('radio', { name: t.all })).toBeChecked();
    expect(groupTitles()).toHaveLength(6);
  });

  it('opens an answer from the keyboard, split into its paragraphs', async () => {
    const u = user();
    await renderLoaded();
    const question = screen.getByRole('button', { name: 'برای استفاده باید برنامه‌ای نصب کنم؟' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await u.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(
      within(panel)
        .getAllByText(/.+/, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual([
      'نه. دانش‌آموز یار در مرورگر گوشی، تبلت یا رایانه باز می‌شود و روی اینترنت کم‌سرعت هم کار می‌کند.',
      'کافی است نشانی سایت را باز کنید و وارد شوید.',
    ]);
  });

  it('says so when no question is published', async () => {
    server.use(answeringExample(FAQ, 'empty'));
    renderWithApp(<FaqScreen />, { route: paths.public.faq });
    expect(await screen.findByText(t.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.cta.contact })).toHaveAttribute('href', paths.public.contactUs);
  });

  it('shows the catalogue message on failure and loads again on retry', async () => {
    const u = user();
    server.use(failing(FAQ, 500));
    renderWithApp(<FaqScreen />, { route: paths.public.faq });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample(FAQ, 'all'));
    await u.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('radiogroup', { name: t.categoriesLabel })).toBeInTheDocument();
  });
});
