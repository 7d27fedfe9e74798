import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SkillMastery, SkillTeaching } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { bandText } from '@/shared/practice/feedback/strings';
import { bandColors } from '@/shared/practice/feedback/smart-score';
import { t } from './strings';

/**
 * One skill of the course page: its SmartScore in Persian digits on a chip of the band's colour
 * with the band in words (colour is never the only sign), title, printed code, textbook page, the
 * package videos and readings that teach it, and «تمرین», which starts practising it.
 */
export function SkillCard({ mastery, teaching }: { mastery: SkillMastery; teaching: readonly SkillTeaching[] }) {
  const { skill, smart_score: score } = mastery;
  // The server's level (a skill at 0 after mistakes is «در حال تمرین», not «شروع نشده»).
  const band = mastery.level;
  const colors = bandColors[band];
  const mastered = band === 'mastered';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-band={band}
      style={{
        borderInlineStartWidth: 6,
        borderInlineStartColor: `var(--mantine-color-${colors.color.replace('.', '-')})`,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Stack
          gap={0}
          align="center"
          justify="center"
          w={76}
          miw={76}
          py={6}
          bg={colors.color}
          c={colors.text}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text fz={22} fw={800} lh={1.1} c="inherit">
            {t.course.score(score)}
          </Text>
          <Text fz={12} fw={700} lh={1.3} ta="center" c="inherit">
            {bandText[band]}
          </Text>
        </Stack>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {skill.title}
          </Text>
          <Text size="sm" c="dimmed">
            <bdi>{skill.code}</bdi>
            {t.course.separator}
            {t.course.page(skill.page)}
          </Text>
          {teaching.length > 0 && (
            <Group gap={4} wrap="wrap">
              {teaching.map((item) => (
                <TeachingLink key={item.activity_id} item={item} />
              ))}
            </Group>
          )}
        </Box>
        <Button
          component={Link}
          to={paths.student.exerciseHref({ skill: skill.name })}
          aria-label={(mastered ? t.course.practiseMoreLabel : t.course.practiseLabel)(skill.title)}
          variant="light"
          mih={44}
          px="md"
        >
          {mastered ? t.course.practiseMore : t.course.practise}
        </Button>
      </Group>
    </Paper>
  );
}

/** A 44 px link to the package's video or reading, opened on the package page (`?activity=`). */
function TeachingLink({ item }: { item: SkillTeaching }) {
  const word = t.course.teaching[item.kind];
  return (
    <Anchor
      component={Link}
      to={paths.student.packageHref(item.package_id, item.activity_id)}
      aria-label={t.course.teachingLabel(word, item.title)}
      mih={44}
      fw={600}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {word}
      {item.status === 'done' && (
        <Text component="span" size="xs" c="dimmed">
          {t.course.teachingDone}
        </Text>
      )}
    </Anchor>
  );
}
