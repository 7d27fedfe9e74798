import { DataList, Paper, SimpleGrid, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { Profile } from '@/api/generated/model';
import { birthDateOf, genderOf, gradeOf, orNotSet, phoneOf, placeOf, planOf } from './profile-values';
import { t } from './strings';

/** The profile's fields in four titled sections; a missing field reads «ثبت نشده». */
export function ProfileSections({ profile }: { profile: Profile }) {
  const plan = planOf(profile.plan);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Section title={t.sections.personal}>
        <Row label={t.fields.firstName}>{orNotSet(profile.first_name)}</Row>
        <Row label={t.fields.lastName}>{orNotSet(profile.last_name)}</Row>
        <Row label={t.fields.username}>
          <Ltr value={profile.username} />
        </Row>
        <Row label={t.fields.gender}>{genderOf(profile)}</Row>
        <Row label={t.fields.birthDate}>{birthDateOf(profile)}</Row>
      </Section>
      <Section title={t.sections.school}>
        <Row label={t.fields.school}>{orNotSet(profile.school_name)}</Row>
        <Row label={t.fields.className}>{orNotSet(profile.class?.name)}</Row>
        <Row label={t.fields.grade}>{gradeOf(profile)}</Row>
      </Section>
      <Section title={t.sections.contact}>
        <Row label={t.fields.phone}>
          <Ltr value={phoneOf(profile)} />
        </Row>
        <Row label={t.fields.email}>
          <Ltr value={profile.email?.trim()} />
        </Row>
        <Row label={t.fields.place}>{placeOf(profile)}</Row>
      </Section>
      <Section title={t.sections.plan}>
        <Row label={t.fields.plan}>{plan.title}</Row>
        {plan.expiry && <Row label={t.fields.expiresAt}>{plan.expiry}</Row>}
      </Section>
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <DataList size="md" labelWidth={104}>
        {children}
      </DataList>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Phone, username and email read left-to-right inside the right-to-left page; missing: «ثبت نشده». */
function Ltr({ value }: { value: string | null | undefined }) {
  return value ? <span dir="ltr">{value}</span> : t.notSet;
}
