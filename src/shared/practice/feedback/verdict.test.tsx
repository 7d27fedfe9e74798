import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { results } from './fixtures';
import { bandCheer, feedbackText } from './strings';
import { Verdict } from './verdict';

const t = feedbackText.verdict;

/** The verdict's live region (the solution has one of its own for its thank-you). */
function live() {
  return screen.getAllByRole('status').find((region) => region.textContent?.includes(feedbackText.meter.label));
}

describe('Verdict', () => {
  it('says a right answer in words, with the streak, and focuses «پرسش بعدی» so Enter continues', async () => {
    const onNext = vi.fn();
    renderWithApp(<Verdict result={results.rightStreak5} onNext={onNext} />);
    expect(screen.getByRole('heading', { level: 2, name: 'فوق‌العاده! درست است' })).toBeInTheDocument();
    expect(screen.getByText('۵ پاسخ درست پشت سر هم')).toBeInTheDocument();
    expect(screen.getByText(bandCheer[results.rightStreak5.level].right)).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: feedbackText.meter.label })).toHaveAttribute('aria-valuenow', '76');
    const next = screen.getByRole('button', { name: t.next });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('announces the verdict and the score politely, after it is on the page', async () => {
    renderWithApp(<Verdict result={results.rightFirst} onNext={() => {}} />);
    await waitFor(() =>
      expect(live()).toHaveTextContent(
        `آفرین! درست است. امتیاز مهارت: ۷۱، در حال تمرین. ${bandCheer.practicing.right}`,
      ),
    );
    expect(screen.queryByText(/پشت سر هم/)).not.toBeInTheDocument();
  });

  it('says a mistake in words and shows the solution at once, asking whether it was understood', async () => {
    const onUnderstood = vi.fn();
    renderWithApp(<Verdict result={results.wrong} onNext={() => {}} onUnderstood={onUnderstood} />);
    expect(screen.getByRole('heading', { level: 2, name: t.wrong })).toBeInTheDocument();
    expect(screen.getByText('۶ امتیاز پایین آمد')).toBeInTheDocument();
    // A kind word for the band, never blame.
    expect(screen.getByText(bandCheer[results.wrong.level].wrong)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: feedbackText.solution.steps })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: feedbackText.solution.notUnderstood }));
    expect(onUnderstood).toHaveBeenCalledWith(false);
  });

  it('keeps the solution of a right answer behind «دیدن راه‌حل»', async () => {
    renderWithApp(<Verdict result={results.rightFirst} onNext={() => {}} />);
    expect(screen.queryByRole('list', { name: feedbackText.solution.steps })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: t.showSolution });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: feedbackText.solution.steps })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: feedbackText.solution.understood })).not.toBeInTheDocument();
  });

  it('celebrates a mastered skill, the cup and each new badge with its picture and title', async () => {
    renderWithApp(<Verdict result={results.mastered} onNext={() => {}} />);
    expect(screen.getByRole('heading', { name: t.skillCompleted })).toBeInTheDocument();
    expect(screen.getByText(t.cups(1))).toBeInTheDocument();
    const rewards = screen.getByRole('heading', { name: t.rewards }).parentElement!;
    expect(within(rewards).getByText('جام طلایی جمع با «ان» و «ها»')).toBeInTheDocument();
    expect(within(rewards).getByText('سحرخیز')).toBeInTheDocument();
    expect(rewards.querySelector('img[src="/media/badges/early-bird.svg"]')).not.toBeNull();
    await waitFor(() => expect(live()).toHaveTextContent(t.skillCompleted));
  });

  it('at the homework target below 100 speaks of the homework, not of mastering the skill', () => {
    renderWithApp(<Verdict result={results.targetReached} onNext={() => {}} />);
    expect(screen.getByRole('heading', { name: t.targetReached })).toBeInTheDocument();
    expect(screen.queryByText(t.skillCompleted)).not.toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '۸۳ از ۱۰۰، ماهر');
  });
});
