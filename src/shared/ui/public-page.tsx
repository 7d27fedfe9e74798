import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { common } from '@/shared/i18n/common';

/** Sets the tab title of a public page: «title | دانش‌آموز یار». */
export function usePublicTitle(title: string) {
  useDocumentTitle(`${title} | ${common.appName}`);
}

/** A link styled as a button for calls to action (44 px tall or more, never a bare anchor). */
export interface PageAction {
  label: string;
  to: string;
  /** `filled` (default) for the main action, `outline` for the second. */
  variant?: 'filled' | 'outline';
}

/**
 * Calls to action as large link-buttons that wrap on narrow screens. `onDark` (default false)
 * draws them white for a band in the theme's dark shade.
 */
export function PageActions({ actions, onDark = false }: { actions: readonly PageAction[]; onDark?: boolean }) {
  return (
    <Group gap="sm">
      {actions.map((action) => {
        const variant = action.variant ?? 'filled';
        return (
          <Button
            key={action.to}
            component={Link}
            to={action.to}
            size="lg"
            variant={onDark && variant === 'filled' ? 'white' : variant}
            color={onDark && variant === 'outline' ? 'white' : undefined}
          >
            {action.label}
          </Button>
        );
      })}
    </Group>
  );
}

interface PageHeroProps {
  /** The page's one `h1`. */
  title: string;
  /** A short line above the title (audience or category); none by default. */
  eyebrow?: string;
  /** One or two sentences under the title. */
  lead: string;
  /** A decorative illustration (aria-hidden SVG), shown beside the text from `md` up and above it on phones. */
  art?: ReactNode;
  /** Calls to action under the lead; none by default. */
  actions?: readonly PageAction[];
}

/** The top band of every public page: eyebrow, `h1`, lead, actions and an illustration. */
export function PageHero({ title, eyebrow, lead, art, actions }: PageHeroProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} bg="var(--mantine-primary-color-0)" py={{ base: 32, sm: 56 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: art ? 2 : 1 }} spacing="xl">
          <Stack gap="md" justify="center">
            {eyebrow && (
              <Text fw={700} c="var(--mantine-primary-color-filled)">
                {eyebrow}
              </Text>
            )}
            <Title id={id} order={1} fz={{ base: 28, sm: 36 }} lh={1.4}>
              {title}
            </Title>
            <Text size="lg">{lead}</Text>
            {actions && actions.length > 0 && <PageActions actions={actions} />}
          </Stack>
          {art && (
            <Box
              style={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}
              maw={360}
              mx="auto"
              w="100%"
            >
              {art}
            </Box>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

interface PageSectionProps {
  /** The section's `h2`, also its accessible name (a `region` landmark). */
  title: string;
  /** A line under the title; none by default. */
  intro?: string;
  /** A grey band instead of the page background (default false). */
  tinted?: boolean;
  children: ReactNode;
}

/** A titled section of a public page, in the page's content width. */
export function PageSection({ title, intro, tinted = false, children }: PageSectionProps) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      bg={tinted ? 'var(--mantine-color-gray-0)' : undefined}
      py={{ base: 32, sm: 56 }}
    >
      <Container size="lg">
        <Stack gap="xs" mb="lg">
          <Title id={id} order={2}>
            {title}
          </Title>
          {intro && <Text c="gray.7">{intro}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

interface CtaBandProps {
  title: string;
  body: string;
  actions: readonly PageAction[];
}

/** A closing call to action in the theme colour: a title, one sentence and the actions. */
export function CtaBand({ title, body, actions }: CtaBandProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} py={{ base: 32, sm: 48 }}>
      <Container size="lg">
        <Box bg="var(--mantine-primary-color-9)" c="white" p={{ base: 'lg', sm: 'xl' }} style={{ borderRadius: 24 }}>
          <Stack gap="sm" align="flex-start">
            <Title id={id} order={2} c="white">
              {title}
            </Title>
            <Text size="lg">{body}</Text>
            <PageActions actions={actions} onDark />
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}

/** One card of a `FeatureCards` grid. */
export interface FeatureItem {
  title: string;
  body: string;
  /** A smaller line under the body (e.g. an example); none by default. */
  note?: string;
  /** A decorative symbol above the title (e.g. a `ThemeIcon` with a `LineIcon`); none by default. */
  icon?: ReactNode;
}

/**
 * Titled cards (`h3` each) in a grid: one column on phones, two from `sm`, `columns` (default 3)
 * from `md`. The public pages' benefits, values, services and reasons all use it.
 */
export function FeatureCards({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="md">
      {items.map((item) => (
        <Paper key={item.title} withBorder radius="lg" p="lg">
          {item.icon && <Box mb="sm">{item.icon}</Box>}
          <Title order={3} size="h4" mb={6}>
            {item.title}
          </Title>
          <Text>{item.body}</Text>
          {item.note && (
            <Text mt="sm" size="sm" c="gray.7">
              {item.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
