import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppWrapper, type AppWrapperOptions } from './app-wrapper';

/** Renders `ui` inside the app's providers (see AppWrapper). */
export function renderWithApp(ui: ReactElement, options: AppWrapperOptions = {}): RenderResult {
  return render(<AppWrapper {...options}>{ui}</AppWrapper>);
}
