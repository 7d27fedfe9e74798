import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { QuestionHints } from './question-hints';
import { t } from './strings';

const three = ['ایدهٔ کلی', 'گام اول', 'گام دوم'];

function Held({ closed = false }: { closed?: boolean }) {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <QuestionHints hints={three} opened={opened} onOpen={() => setOpened((n) => n + 1)} closed={closed} />
      <span data-testid="opened">{opened}</span>
    </>
  );
}

describe('QuestionHints', () => {
  it('opens one hint at a time, general first, and counts them for the answer', async () => {
    const user = userEvent.setup();
    renderWithApp(<Held />);
    expect(screen.queryByText('ایدهٔ کلی')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.hint }));
    expect(screen.getByText('ایدهٔ کلی')).toBeVisible();
    expect(screen.getByText('راهنمایی ۱ از ۳')).toBeVisible();
    expect(screen.queryByText('گام اول')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.nextHint }));
    await user.click(screen.getByRole('button', { name: t.nextHint }));
    expect(screen.getByText('گام دوم')).toBeVisible();
    expect(screen.getByTestId('opened')).toHaveTextContent('3');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the list it opens, which announces each new hint', async () => {
    const user = userEvent.setup();
    renderWithApp(<Held />);
    const button = screen.getByRole('button', { name: t.hint });
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('aria-live', 'polite');
    await user.click(button);
    expect(list).toHaveTextContent('ایدهٔ کلی');
  });

  it('shows nothing once the answer is in, if no hint was opened; a question without hints shows nothing', () => {
    const { unmount } = renderWithApp(<Held closed />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<QuestionHints hints={[]} opened={0} onOpen={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
