import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LabExample } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ExampleComponentScreen } from './example-component-screen';
import { t } from './strings';

/** The catalogue's examples, named after each slug in camelCase (as the mock picks them). */
const exampleOf = (slug: string): LabExample | undefined =>
  example(
    'getLaboratoryExample',
    slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
  );
const catalogue = example('listLaboratoryComponents', 'components').map((c) => c.slug);
const gauge = exampleOf('smart-score-gauge')!;

function open(slug: string) {
  server.use(
    handling('getLaboratoryExample', ({ params }) => {
      const found = exampleOf(params.slug);
      return found ?? HttpResponse.json({ detail: 'موردی پیدا نشد.' }, { status: 404 });
    }),
  );
  renderWithApp(
    <Routes>
      <Route path={paths.lab.exampleComponent} element={<ExampleComponentScreen />} />
    </Routes>,
    { route: paths.lab.exampleComponentHref(slug), signedInAs: 'teacher' },
  );
}

/** No Latin letter anywhere on the page (the props' names were English before). */
const latin = /[A-Za-z]/;
/** What the variants show: their text, without Mantine's style tags (no text a user reads). */
function shownText(): string {
  const parts: string[] = [];
  for (const article of screen.getAllByRole('article')) {
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement?.tagName !== 'STYLE') parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}

describe('a component’s examples', () => {
  it('draws the multiple-choice question of each variant, in Persian', async () => {
    open('multiple-choice');
    expect(await screen.findByRole('heading', { level: 1, name: 'سؤال چندگزینه‌ای' })).toBeInTheDocument();
    const normal = screen.getByRole('article', { name: 'حالت عادی' });
    expect(within(normal).getAllByRole('radio')).toHaveLength(4);
    expect(within(normal).getByText('کدام کسر با ۲/۳ هم‌ارز است؟')).toBeInTheDocument();
    const wrong = screen.getByRole('article', { name: 'پاسخ نادرست با راه‌حل' });
    expect(within(wrong).getByText(t.preview.feedback.wrong)).toBeInTheDocument();
    expect(within(wrong).getByText(/صورت و مخرج ۲\/۳ را در ۲ ضرب کن/)).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(shownText()).not.toMatch(latin);
  });

  it('draws the SmartScore gauge for its own slug: meters, not a question', async () => {
    open('smart-score-gauge');
    expect(await screen.findByRole('heading', { level: 1, name: 'نمره هوشمند' })).toBeInTheDocument();
    const meters = screen.getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(['0', '45', '85', '100']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(shownText()).not.toMatch(latin);
  });

  it.each(catalogue)('draws every variant of %s from its own example, in Persian', async (slug) => {
    open(slug);
    const page = exampleOf(slug)!;
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(page.variants.length);
    // Every prop is drawn: no variant falls back to the table of props it cannot draw.
    expect(screen.queryByRole('table')).toBeNull();
    expect(shownText()).not.toMatch(latin);
  });

  it('lists in Persian words the props it cannot draw', async () => {
    server.use(
      handling('getLaboratoryExample', () => ({
        ...gauge,
        variants: [{ title: 'بدون نمره', props: { feedback: 'correct', color: 'سبز' } }],
      })),
    );
    renderWithApp(
      <Routes>
        <Route path={paths.lab.exampleComponent} element={<ExampleComponentScreen />} />
      </Routes>,
      { route: paths.lab.exampleComponentHref('smart-score-gauge'), signedInAs: 'teacher' },
    );
    const table = await screen.findByRole('table', { name: `${t.example.props}: بدون نمره` });
    expect(within(table).getByRole('rowheader', { name: t.preview.propNames.feedback })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: t.preview.otherProp(2) })).toBeInTheDocument();
    expect(table).toHaveTextContent(t.preview.feedback.correct);
    expect(latin.test(table.textContent ?? '')).toBe(false);
  });
});
