import { Button, Drawer, Stack, useDirection, useMatches } from '@mantine/core';
import { useSettings } from '@/shared/settings/settings-context';
import { FullscreenToggle } from './fullscreen-toggle';
import { PresetGrid } from './preset-grid';
import { t } from './strings';

/** README, product rules: constants — full width on extra-small screens, 280 px from small up. */
const SIZE = { base: '100%', sm: 280 } as const;

/** Props of the settings drawer; it is controlled by the settings button. */
export interface SettingsDrawerProps {
  opened: boolean;
  /** Closing is when the chosen colour is saved to the server (see useSaveTheme). */
  onClose: () => void;
}

/** «رنگ»: the presets, a reset when the colour differs from the account's, and full screen. */
export function SettingsDrawer({ opened, onClose }: SettingsDrawerProps) {
  const { canReset, reset } = useSettings();
  const { dir } = useDirection();
  const size = useMatches<string | number>(SIZE);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t.title}
      // The drawer slides in from the end side, where the settings button sits.
      position={dir === 'rtl' ? 'left' : 'right'}
      size={size}
      closeButtonProps={{ 'aria-label': t.close, size: 'xl' }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        {canReset && (
          <Button variant="subtle" mih={44} onClick={reset} title={t.resetHint}>
            {t.reset}
          </Button>
        )}
        <PresetGrid />
        <FullscreenToggle />
      </Stack>
    </Drawer>
  );
}
