// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { messages } from './messages.ts';

describe('the mock’s refusals', () => {
  it('speak with the app’s error catalogue', () => {
    expect(messages.authentication).toBe(errors.authentication);
    expect(messages.sendInformation).toBe(errors.sendInformation);
    expect(messages.generic).toBe(errors.generic);
    expect(messages.fetchData).toBe(errors.fetchData);
  });
});
