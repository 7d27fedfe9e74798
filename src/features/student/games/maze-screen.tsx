import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTouchScreen } from '@/shared/ui/touch';
import { useDocumentTitle } from '@mantine/hooks';
import { useId, useMemo, useState } from 'react';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { MAZE_SIZES, generateMaze, type MazeSize } from './maze';
import { useMazeAddress } from './maze-address';
import { MazePlay } from './maze-play';
import { t } from './strings';

/** A device whose main pointer is a finger: it cannot hover, or it points coarsely. */
export { TOUCH_SCREEN } from '@/shared/ui/touch';

/**
 * /student/games/maze — a maze to walk from the top-right corner to the star at the bottom-left,
 * by arrow keys, the on-screen cross or swipes. The game is the browser's alone (no server call):
 * the maze comes from the address's size and seed, the best results from this device's storage.
 */
export function MazeScreen() {
  useDocumentTitle(t.documentTitle);
  const { size, seed, corrected, chooseSize, newMaze } = useMazeAddress();
  const maze = useMemo(() => generateMaze(size, seed), [size, seed]);
  // A replay of the same maze is a new round: the game below is keyed by it and starts fresh.
  const [round, setRound] = useState(0);
  const [focusBoard, setFocusBoard] = useState(false);
  // A phone or tablet has no arrow keys to speak of: its help names the fingers' ways only. Read at
  // the first render, so a phone never shows the keyboard's help for a moment.
  const touch = useTouchScreen();
  const instructionsId = useId();
  const sizeLabelId = useId();

  const playOn = (next: () => void) => () => {
    setFocusBoard(true);
    next();
  };

  return (
    <Stack gap="md" maw={760} mx="auto">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <Text id={instructionsId} size="sm">
        {touch ? t.instructions.touch : t.instructions.keys}
      </Text>
      {corrected && (
        <Alert color="blue" variant="light">
          {t.fixedAddress}
        </Alert>
      )}
      <MazePlay
        key={`${size}:${seed}:${round}`}
        maze={maze}
        describedBy={instructionsId}
        focusOnStart={focusBoard}
        onReplay={playOn(() => setRound((r) => r + 1))}
        onNewMaze={playOn(newMaze)}
      />
      {/* After the game, so on a phone the maze and its buttons come first, on one screen. */}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 200px' }}>
          <Text id={sizeLabelId} fw={500} size="sm">
            {t.size.label}
          </Text>
          <SegmentedControl
            aria-labelledby={sizeLabelId}
            fullWidth
            radius="md"
            value={size}
            onChange={(next) => {
              setFocusBoard(false);
              chooseSize(next as MazeSize);
            }}
            data={MAZE_SIZES.map((value) => ({ value, label: t.size.options[value] }))}
            styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
          />
        </Stack>
        <Button
          mih={44}
          variant="light"
          onClick={() => {
            setFocusBoard(false);
            newMaze();
          }}
        >
          {t.newMaze}
        </Button>
      </Group>
    </Stack>
  );
}
