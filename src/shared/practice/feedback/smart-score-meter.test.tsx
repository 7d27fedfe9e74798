import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SmartScoreMeter } from './smart-score-meter';
import { feedbackText } from './strings';

const t = feedbackText.meter;

function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: query.includes('prefers-reduced-motion: reduce'),
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('SmartScoreMeter', () => {
  it('is a meter named «امتیاز مهارت» with the score after the answer and its band in words', () => {
    renderWithApp(<SmartScoreMeter before={64} after={71} level="practicing" />);
    const meter = screen.getByRole('meter', { name: t.label });
    expect(meter).toHaveAttribute('aria-valuenow', '71');
    expect(meter).toHaveAttribute('aria-valuetext', '۷۱ از ۱۰۰، در حال تمرین');
    expect(meter).toHaveTextContent('در حال تمرین');
    expect(screen.getByText('۷ امتیاز بالا رفت')).toBeInTheDocument();
  });

  it('runs the number from before to after', async () => {
    renderWithApp(<SmartScoreMeter before={64} after={71} />);
    expect(screen.getByText('۶۴')).toBeInTheDocument();
    expect(await screen.findByText('۷۱', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the score after at once for a child who asked for reduced motion', () => {
    preferReducedMotion();
    renderWithApp(<SmartScoreMeter before={98} after={89} level="proficient" />);
    expect(screen.getByText('۸۹')).toBeInTheDocument();
    expect(screen.queryByText('۹۸')).not.toBeInTheDocument();
    expect(screen.getByText('۹ امتیاز پایین آمد')).toBeInTheDocument();
  });

  it('takes the band from the score when the server sent none, and shows no change without a before', () => {
    renderWithApp(<SmartScoreMeter after={0} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '۰ از ۱۰۰، شروع نشده');
    expect(screen.queryByText(/امتیاز (بالا|پایین)/)).not.toBeInTheDocument();
  });

  it('marks 80 and 90 on the bar', () => {
    renderWithApp(<SmartScoreMeter after={93} />);
    expect(screen.getByText('۸۰')).toBeInTheDocument();
    expect(screen.getByText('۹۰')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveTextContent('منطقهٔ چالش');
  });
});
