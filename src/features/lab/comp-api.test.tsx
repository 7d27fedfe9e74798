import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample, example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CompApiScreen } from './comp-api-screen';
import { ExampleComponentScreen } from './example-component-screen';
import { t } from './strings';

describe('CompApiScreen', () => {
  it('links every component of the catalogue to its examples, by category', async () => {
    server.use(answeringExample('listLaboratoryComponents', 'components'));
    renderWithApp(<CompApiScreen />, { route: paths.lab.compApi, signedInAs: 'teacher' });
    const charts = await screen.findByRole('region', { name: t.compApi.categories.chart });
    expect(
      within(charts)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([paths.lab.exampleComponentHref('smart-score-gauge'), paths.lab.exampleComponentHref('pie-chart')]);
    expect(screen.getAllByRole('link', { name: /./ }).length).toBe(1 + 6);
    expect(within(charts).getByText('۴ نمونه')).toBeInTheDocument();
  });
});

describe('ExampleComponentScreen', () => {
  it('asks for the slug in the address and shows each variant', async () => {
    let asked = '';
    server.use(
      handling('getLaboratoryExample', ({ params }) => {
        asked = params.slug;
        return example('getLaboratoryExample', 'multipleChoice');
      }),
    );
    renderWithApp(
      <Routes>
        <Route path={paths.lab.exampleComponent} element={<ExampleComponentScreen />} />
      </Routes>,
      { route: paths.lab.exampleComponentHref('multiple-choice'), signedInAs: 'teacher' },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سؤال چندگزینه‌ای');
    expect(asked).toBe('multiple-choice');
    const right = screen.getByRole('article', { name: 'پاسخ درست انتخاب‌شده' });
    expect(right).toHaveTextContent(t.preview.feedback.correct);
    expect(within(right).getByRole('radio', { name: /۴\/۶/ })).toBeChecked();
    expect(screen.getByRole('link', { name: t.example.backToList })).toHaveAttribute('href', paths.lab.compApi);
  });
});
