import { Button, DataList, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ProfileBrief, Role } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { t } from './strings';

/** Roles that belong to a class; the others see no class or grade. */
const CLASS_ROLES: readonly Role[] = ['student', 'teacher'];
/** Roles whose `school_name` is the office they work for. */
const OFFICE_ROLES: readonly Role[] = ['organization', 'admin'];

/** The greeting card, the profile nudge when no name is set, and what this home will offer. */
export function WelcomeView({ brief }: { brief: ProfileBrief }) {
  const name = `${brief.first_name.trim()} ${brief.last_name.trim()}`.trim();
  const greetingName = name || brief.username;
  const inClass = CLASS_ROLES.includes(brief.role);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group wrap="nowrap" gap="md">
          <UserAvatar name={greetingName} picture={brief.profile_url} alt={t.avatarAlt(greetingName)} />
          <div>
            <Title order={1} size="h2">
              {t.greeting(greetingName)}
            </Title>
            <Text c="dimmed">{t.today(formatJalaliDate(new Date()))}</Text>
          </div>
        </Group>
        <DataList mt="lg" size="md" labelWidth={88}>
          <Item label={t.role} value={common.roles[brief.role]} />
          {brief.school_name && (
            <Item label={OFFICE_ROLES.includes(brief.role) ? t.workplace : t.school} value={brief.school_name} />
          )}
          {inClass && brief.class_name && <Item label={t.className} value={brief.class_name} />}
          {inClass && brief.grade && <Item label={t.grade} value={common.grades[brief.grade]} />}
        </DataList>
      </Paper>
      {!name && <IncompleteProfile role={brief.role} />}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} size="h4" mb="xs">
          {t.comingTitle}
        </Title>
        <Text>{t.coming[brief.role]}</Text>
      </Paper>
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** No first or last name yet: invite completing the profile (students can open theirs). */
function IncompleteProfile({ role }: { role: Role }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-primary-color-0)">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t.incomplete.title}
        </Title>
        <Text>{t.incomplete.body}</Text>
        {role === 'student' && (
          <Button component={Link} to={paths.student.profile} mih={44}>
            {t.incomplete.action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
