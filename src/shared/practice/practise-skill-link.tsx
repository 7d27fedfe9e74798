import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { runText } from './run/strings';

/**
 * «تمرین کن» beside a skill in a report: a 44 px link to practise it, named after the skill
 * (starting with its visible words) so a list of them stays distinct.
 */
export function PractiseSkillLink({ slug, title }: { slug: string; title: string }) {
  return (
    <Anchor
      component={Link}
      to={paths.student.exerciseHref({ skill: slug })}
      aria-label={runText.practiseSkill(title)}
      mih={44}
      miw={44}
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      {runText.practise}
    </Anchor>
  );
}
