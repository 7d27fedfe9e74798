import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { STUDENT, StudentRoutes } from './fixtures';
import { t } from './strings';

describe('the school’s StudentScreen', () => {
  it('reads an id typed in Persian digits and asks for that pupil', async () => {
    const asked: string[] = [];
    server.use(
      handling(STUDENT, ({ params }) => {
        asked.push(params.id);
        return HttpResponse.json({ detail: 'یافت نشد.' }, { status: 404 });
      }),
    );
    renderWithApp(<StudentRoutes />, { route: paths.school.studentHref('۱۰۱'), signedInAs: 'school' });
    expect(await screen.findByRole('alert')).toHaveTextContent('یافت نشد.');
    expect(asked).toEqual(['101']);
  });

  it('says «not found» for an address that is no id, without asking', async () => {
    renderWithApp(<StudentRoutes />, { route: paths.school.studentHref('abc'), signedInAs: 'school' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.pupil.notFound);
    expect(screen.getByRole('link', { name: t.pupil.back })).toHaveAttribute('href', paths.school.students);
  });
});
