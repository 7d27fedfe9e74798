import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { newVersionText } from './new-version-strings';

/**
 * «نسخهٔ تازه‌ای آماده است»: a new build is installed and waits. Updating reloads the page on it
 * (answers waiting to be sent are kept on the device and go after the reload); «بعداً» leaves the
 * open page as it is, and the new build starts the next time the app is opened.
 */
export function NewVersionPrompt({ onUpdate, onLater }: { onUpdate: () => void; onLater: () => void }) {
  return (
    <Affix position={{ top: 12, left: 12, right: 12 }} zIndex={400}>
      <Paper
        role="status"
        aria-label={newVersionText.title}
        shadow="md"
        radius="md"
        p="md"
        withBorder
        maw={440}
        mx="auto"
      >
        <Stack gap="sm">
          <Text fw={700}>{newVersionText.title}</Text>
          <Text size="sm">{newVersionText.body}</Text>
          <Group gap="sm">
            <Button mih={44} onClick={onUpdate}>
              {newVersionText.update}
            </Button>
            <Button mih={44} variant="default" onClick={onLater}>
              {newVersionText.later}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
