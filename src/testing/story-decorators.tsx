import type { Decorator } from '@storybook/react-vite';
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
