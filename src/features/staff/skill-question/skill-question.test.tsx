import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { SCHOOL_BY_KEY, SkillQuestionRoutes, TEACHER_BY_KEY } from './fixtures';
import { t } from './strings';

/** Answers both by-key calls with their role's example, recording which call asked for which key. */
function recordCalls() {
  const calls: string[] = [];
  server.use(
    handling(SCHOOL_BY_KEY, ({ params }) => {
      calls.push(`school:${params.questionKey}`);
      return example(SCHOOL_BY_KEY, 'school');
    }),
    handling(TEACHER_BY_KEY, ({ params }) => {
      calls.push(`teacher:${params.questionKey}`);
      return example(TEACHER_BY_KEY, 'teacher');
    }),
  );
  return calls;
}

describe('a bank question read back for the staff', () => {
  it('asks the school’s call, and only it, for the school manager', async () => {
    const calls = recordCalls();
    renderWithApp(<SkillQuestionRoutes />, {
      route: paths.school.skillQuestionHref('m4-two-digit-multiplication-5'),
      signedInAs: 'school',
    });
    expect(await screen.findByText('پرسش ۵ از ۱۵')).toBeInTheDocument();
    expect(calls).toEqual(['school:m4-two-digit-multiplication-5']);
  });

  it('asks the teacher’s call, and only it, for the teacher', async () => {
    const calls = recordCalls();
    renderWithApp(<SkillQuestionRoutes />, {
      route: paths.teacher.skillQuestionHref('m4-equivalent-fractions-3'),
      signedInAs: 'teacher',
    });
    // The skill's idea, drawn twice: the first of the hints (all open for the staff) and the solution's first step.
    expect(await screen.findAllByText('کسر هم‌ارز از ضرب صورت و مخرج در یک عدد به دست می‌آید.')).toHaveLength(2);
    expect(screen.getByText(/^راهنمایی ۱ از /)).toBeInTheDocument();
    expect(calls).toEqual(['teacher:m4-equivalent-fractions-3']);
  });

  it('says the question is not found on a 404 and offers no retry', async () => {
    server.use(failing(SCHOOL_BY_KEY, 404, null));
    renderWithApp(<SkillQuestionRoutes />, {
      route: paths.school.skillQuestionHref('no-such-question-1'),
      signedInAs: 'school',
    });
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
