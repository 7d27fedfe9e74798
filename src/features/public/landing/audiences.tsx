import { Box, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { t } from './strings';

/** What the product gives each audience: pupils, teachers, school managers, families. */
export function Audiences() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-audiences"
      bg="var(--mantine-color-gray-0)"
      py={{ base: 40, sm: 64 }}
    >
      <Container size="lg">
        <Title id="landing-audiences" order={2} mb="lg">
          {t.audiences.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {t.audiences.items.map((audience) => (
            <Paper
              key={audience.key}
              radius="md"
              p="lg"
              style={{ borderInlineStart: '6px solid var(--mantine-primary-color-filled)' }}
            >
              <Title order={3} size="h4" mb={4}>
                {audience.title}
              </Title>
              <Text>{audience.body}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
