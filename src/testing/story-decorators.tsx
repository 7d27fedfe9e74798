import type { Decorator } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { AppWrapper, type AppWrapperOptions } from './app-wrapper';

/** Wraps every story in the app's providers; a story sets `parameters.app` ({ route, signedInAs }). */
export const withApp: Decorator = (Story, context) => {
  const options = (context.parameters.app ?? {}) as AppWrapperOptions;
  return (
    <AppWrapper key={context.id} {...options}>
      <Story />
    </AppWrapper>
  );
};

/** As the app runs (main.tsx): StrictMode mounts each component twice, which a story may need to see. */
export const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);

/** A story's `beforeEach`: React Query sees no connection until the story ends. */
export function whileOffline(): () => void {
  onlineManager.setOnline(false);
  return () => onlineManager.setOnline(true);
}
