import { Button, Collapse, Paper, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { LineIcon } from '@/shared/ui/line-icon';
import { MathText } from './math-text';
import { t } from './strings';

/** A light bulb: a hint, without words. */
function BulbIcon() {
  return (
    <LineIcon size={22}>
      <path d="M11 22h8M12 26h6M15 4a8 8 0 0 0-5 14c1 1 2 2 2 4h6c0-2 1-3 2-4a8 8 0 0 0-5-14z" />
    </LineIcon>
  );
}

/** Points down when closed, up when open (a disclosure's usual cue; the state itself is aria-expanded). */
function Chevron({ opened }: { opened: boolean }) {
  return (
    <span style={{ display: 'inline-flex', transform: opened ? 'rotate(180deg)' : undefined }}>
      <LineIcon size={18}>
        <path d="M8 12l7 7 7-7" />
      </LineIcon>
    </span>
  );
}

/**
 * The hint behind a «راهنمایی» button (a disclosure: a real button, so Enter and Space work, with
 * aria-expanded). Closed at first: the child tries before being helped.
 */
export function QuestionHint({ hint }: { hint: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  return (
    <div>
      <Button
        variant="light"
        mih={44}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        leftSection={<BulbIcon />}
        rightSection={<Chevron opened={opened} />}
      >
        {t.hint}
      </Button>
      {/* Kept in the page while closed, so aria-controls always names an element. */}
      <Collapse expanded={opened} id={id} keepMounted keepMountedMode="display-none">
        <Paper withBorder p="md" mt="xs" radius="md" bg="var(--mantine-primary-color-light)">
          <Text fz={{ base: 18, sm: 20 }} lh={1.9}>
            <MathText text={hint} />
          </Text>
        </Paper>
      </Collapse>
    </div>
  );
}
