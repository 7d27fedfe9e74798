import { ActionIcon, Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useServerThemeSync } from '@/shared/settings/server-theme-sync';
import { useSettings } from '@/shared/settings/settings-context';
import { GearIcon } from './icons';
import { t } from './strings';
import { useSaveTheme } from './use-save-theme';

// The drawer loads after the header renders, so it is not part of any page's first load.
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/**
 * The header's settings button and its drawer. A dot shows while the chosen colour differs from
 * the account's; closing the drawer saves the colour for signed-in users.
 */
export function SettingsButton() {
  useServerThemeSync();
  const [opened, { open, close }] = useDisclosure(false);
  const { canReset } = useSettings();
  const save = useSaveTheme();
  const handleClose = () => {
    close();
    save();
  };
  return (
    <>
      <Indicator disabled={!canReset} size={10} offset={6} color="red.9">
        <ActionIcon
          variant="subtle"
          size={44}
          radius="xl"
          aria-label={canReset ? t.openChanged : t.open}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={open}
        >
          <GearIcon />
        </ActionIcon>
      </Indicator>
      <Suspense fallback={null}>
        <SettingsDrawer opened={opened} onClose={handleClose} />
      </Suspense>
    </>
  );
}
