import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { t } from './strings';

/** A quiz form's page (new or edited): the way back to the quizzes, the heading, then the body. */
export function QuizPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={720}>
      <Anchor
        component={Link}
        to={paths.teacher.quizzes}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t.form.back}
      </Anchor>
      <ScreenHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}
