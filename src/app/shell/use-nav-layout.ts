import { useLocalStorage } from '@mantine/hooks';

export type NavLayout = 'vertical' | 'mini';

/** Kept apart from the settings drawer's 'settings' key: the shell owns this choice (README, product rules: states). */
export const NAV_LAYOUT_KEY = 'navLayout';

/** The large-screen menu layout, remembered in localStorage and shared across tabs. */
export function useNavLayout() {
  const [layout, setLayout] = useLocalStorage<NavLayout>({
    key: NAV_LAYOUT_KEY,
    defaultValue: 'vertical',
    getInitialValueInEffect: false,
  });
  const safe: NavLayout = layout === 'mini' ? 'mini' : 'vertical';
  return { layout: safe, toggle: () => setLayout(safe === 'mini' ? 'vertical' : 'mini') } as const;
}
