import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { example } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { BY_KEY, SchoolClassesRoutes } from './fixtures';
import { t } from './strings';

describe('a bank question read back for the school manager', () => {
  it('asks the school’s by-key call for the key in the address', async () => {
    const keys: string[] = [];
    server.use(
      http.get(`*${BY_KEY}`, ({ params }) => {
        keys.push(String(params.questionKey));
        return HttpResponse.json(example('getSchoolQuestionByKey', 'school') as Record<string, unknown>);
      }),
    );
    renderWithApp(<SchoolClassesRoutes />, {
      route: paths.school.skillQuestionHref('m4-two-digit-multiplication-5'),
      signedInAs: 'school',
    });
    expect(await screen.findByText('پرسش ۵ از ۱۵')).toBeInTheDocument();
    expect(keys).toEqual(['m4-two-digit-multiplication-5']);
  });

  it('says the question is not found on a 404 and offers no retry', async () => {
    server.use(http.get(`*${BY_KEY}`, () => HttpResponse.json({}, { status: 404 })));
    renderWithApp(<SchoolClassesRoutes />, {
      route: paths.school.skillQuestionHref('no-such-question-1'),
      signedInAs: 'school',
    });
    expect(await screen.findByText(t.question.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
