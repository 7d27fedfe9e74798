import { Button } from '@mantine/core';
import { useFullscreenDocument, useMediaQuery } from '@mantine/hooks';
import { FullscreenIcon } from './icons';
import { t } from './strings';

/** README, product rules: constants — the full-screen toggle is hidden at 600 px or narrower (phones have their own). */
export const FULLSCREEN_HIDDEN_QUERY = '(max-width: 600px)';

/** Enters or leaves full screen for the whole document. */
export function FullscreenToggle() {
  const { toggle, fullscreen } = useFullscreenDocument();
  const narrow = useMediaQuery(FULLSCREEN_HIDDEN_QUERY);
  if (narrow) return null;
  return (
    <Button
      variant="light"
      fullWidth
      mih={44}
      leftSection={<FullscreenIcon exit={fullscreen} />}
      onClick={() => void toggle()}
      aria-pressed={fullscreen}
    >
      {fullscreen ? t.exitFullscreen : t.fullscreen}
    </Button>
  );
}
