import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { MaintenanceScreen } from './maintenance-screen';
import { t } from './strings';

describe('MaintenanceScreen', () => {
  it('tells children the product is being updated (the end-to-end check looks for «به‌روزرسانی»)', () => {
    renderWithApp(<MaintenanceScreen onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('به‌روزرسانی');
    expect(screen.getByText(t.body)).toBeInTheDocument();
    expect(document.title).toBe(t.documentTitle);
  });

  it('tries again when asked', async () => {
    const onRetry = vi.fn();
    renderWithApp(<MaintenanceScreen onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
