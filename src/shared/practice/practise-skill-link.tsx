import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { runText } from './run/strings';

/**
 * «تمرین کن» beside a skill in a report: a 44 px link to practise it, named after the skill
 * (starting with its visible words) so a list of them stays distinct; «تمرین بیشتر» for a
 * mastered skill, whose practice goes on (NextQuestion).
 */
export function PractiseSkillLink({
  slug,
  title,
  mastered = false,
}: {
  slug: string;
  title: string;
  mastered?: boolean;
}) {
  return (
    <Anchor
      component={Link}
      to={paths.student.exerciseHref({ skill: slug })}
      aria-label={(mastered ? runText.practiseMoreSkill : runText.practiseSkill)(title)}
      mih={44}
      miw={44}
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', flexShrink: 0 }}
    >
      {mastered ? runText.practiseMore : runText.practise}
    </Anchor>
  );
}
