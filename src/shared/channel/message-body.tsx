import { Anchor, Box, Image, VisuallyHidden } from '@mantine/core';
import { partsOf } from './message-parts';
import { channelText as t } from './strings';

/**
 * A message's text as text (never HTML), its http(s) addresses as links that open in a new tab
 * without handing the app's page to the other site, and picture addresses as pictures.
 */
export function MessageBody({ message, senderName }: { message: string; senderName: string }) {
  return (
    // pre-wrap keeps the teacher's line breaks; long addresses break instead of widening a phone screen.
    // What a user wrote takes its direction from its own first letter (dir="auto"), as in any messenger.
    <Box dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lh={1.9}>
      {partsOf(message).map((part, index) =>
        // The parts of one message never move, so their index is a stable key.
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part.text}
            <VisuallyHidden>{t.newTab}</VisuallyHidden>
          </Anchor>
        ) : (
          <Image
            key={index}
            src={part.src}
            alt={t.imageAlt(senderName)}
            radius="md"
            maw="100%"
            mah={320}
            w="auto"
            fit="contain"
            my="xs"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ),
      )}
    </Box>
  );
}
