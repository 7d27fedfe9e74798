import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ScienceScreen } from './science-screen';
import { t } from './strings';

const all = example('listScienceExperiments', 'experiments');

describe('ScienceScreen', () => {
  it('lists every grade’s experiments, then asks for one grade when it is chosen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      handling('listScienceExperiments', ({ query }) => {
        const grade = query.get('grade');
        asked.push(grade);
        return grade ? all.filter((e) => e.grade === grade) : all;
      }),
    );
    renderWithApp(<ScienceScreen />, { route: paths.lab.science, signedInAs: 'teacher' });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'پنجم' }));
    expect(await screen.findByRole('article', { name: 'ساختن زنجیره غذایی با کارت' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(t.science.minutes(25))).toHaveTextContent('۲۵ دقیقه');
    expect(asked).toEqual([null, 'fifth']);
    expect(screen.getByRole('link', { name: t.backToLab })).toHaveAttribute('href', paths.lab.root);
  });
});
