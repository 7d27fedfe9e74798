import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { notify, notifyText, toastId } from './notify';

/** The app's <Notifications> with its limit, duration and position (src/app/providers.tsx). */
function renderProviders() {
  renderWithApp(<></>);
}

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

afterEach(() => {
  act(() => cleanNotifications());
  vi.useRealTimers();
});

describe('toastId', () => {
  it('is the same for the same text and differs by message or title', () => {
    expect(toastId({ message: 'ذخیره شد' })).toBe(toastId({ message: 'ذخیره شد' }));
    expect(toastId({ message: 'ذخیره شد' })).not.toBe(toastId({ message: 'ذخیره نشد' }));
    expect(toastId({ message: 'ذخیره شد', title: 'خطا' })).not.toBe(toastId({ message: 'ذخیره شد' }));
    expect(toastId({ message: 'یک پیام با فاصله' })).toMatch(/^[\w-]+$/);
  });
});

describe('notify', () => {
  it('shows the same message once however often it is called', async () => {
    renderProviders();
    act(() => {
      notify({ message: 'پیام حذف شد' });
      notify({ message: 'پیام حذف شد' });
      notify({ message: 'پیام حذف شد', color: 'red' });
    });
    expect(shown()).toEqual(['پیام حذف شد']);
    expect(await screen.findAllByText('پیام حذف شد')).toHaveLength(1);
    expect(screen.getByRole('button', { name: notifyText.close })).toBeInTheDocument();
  });

  it('shows at most five at once and queues the rest', () => {
    renderProviders();
    act(() => {
      for (let i = 1; i <= 7; i += 1) notify({ message: `پیام ${i}` });
    });
    expect(shown()).toHaveLength(5);
    expect(notificationsStore.getState().queue).toHaveLength(2);
    expect(screen.getAllByRole('alert').length).toBeLessThanOrEqual(5);
  });

  it('can show the same message again once it has closed by itself after 3 seconds', () => {
    vi.useFakeTimers();
    renderProviders();
    act(() => notify({ message: 'دوباره' }));
    expect(shown()).toEqual(['دوباره']);
    act(() => vi.advanceTimersByTime(2900));
    expect(shown()).toEqual(['دوباره']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
    act(() => notify({ message: 'دوباره' }));
    expect(shown()).toEqual(['دوباره']);
  });
});
