import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { toPersianDigits } from '@/shared/digits';
import type { FaqGroup } from './faq-filter';
import { paragraphsOf } from './faq-filter';
import { t } from './strings';

/**
 * One category: an `h3` and its questions as an accordion. Mantine's accordion gives each
 * question a button with `aria-expanded` (Enter/Space open it, arrows move between questions);
 * `order={4}` wraps the buttons in `h4`s so the outline reads h1 → h2 → h3 → h4.
 */
export function FaqGroupView({ group }: { group: FaqGroup }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title id={id} order={3} size="h4">
        {t.categories[group.category]}
      </Title>
      <Accordion variant="separated" radius="md" order={4} multiple>
        {group.entries.map((entry) => (
          <Accordion.Item key={entry.id} value={String(entry.id)}>
            <Accordion.Control>
              <Text fw={600} component="span">
                {toPersianDigits(entry.question)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {paragraphsOf(entry.answer).map((paragraph, index) => (
                  // Paragraphs have no id of their own and never move, so the index is a stable key.
                  <Text key={index} lh={1.9}>
                    {toPersianDigits(paragraph)}
                  </Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
