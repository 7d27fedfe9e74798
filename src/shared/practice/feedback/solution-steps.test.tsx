import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { solutions } from './fixtures';
import { SolutionSteps } from './solution-steps';
import { feedbackText } from './strings';

const t = feedbackText.solution;

describe('SolutionSteps', () => {
  it('shows the summary and the numbered steps in Persian digits, without asking unless asked', () => {
    renderWithApp(<SolutionSteps solution={solutions.plain} />);
    const region = screen.getByRole('region', { name: t.title });
    expect(region).toHaveTextContent(solutions.plain.summary);
    // Maths runs left to right inside the Persian sentence (the shared MathText).
    expect(region.querySelector('bdi[dir="ltr"]')).toHaveTextContent('۳۳ × ۱۵ = ۴۹۵');
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('۲');
    expect(steps[1]).toHaveTextContent('۳۳ × ۵ = ۱۶۵.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a step's picture and links the video in a new tab", () => {
    renderWithApp(<SolutionSteps solution={solutions.illustrated} />);
    expect(screen.getByRole('img', { name: t.stepImage(1) })).toBeInTheDocument();
    const video = screen.getByRole('link', { name: new RegExp(t.video) });
    expect(video).toHaveAccessibleName(expect.stringContaining(t.newTab));
    expect(video).toHaveAttribute('href', '/media/lessons/m4-two-digit-multiplication.mp4');
    expect(video).toHaveAttribute('target', '_blank');
  });

  it('waits for the call, then disables both buttons and thanks the child for «هنوز متوجه نشدم»', async () => {
    let settle = () => {};
    const onUnderstood = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithApp(<SolutionSteps solution={solutions.plain} onUnderstood={onUnderstood} />);
    await userEvent.click(screen.getByRole('button', { name: t.notUnderstood }));
    expect(onUnderstood).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: t.understood })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.notUnderstood })).toHaveAttribute('data-loading');
    expect(screen.queryByText(t.thanksNotUnderstood)).not.toBeInTheDocument();
    settle();
    expect(await screen.findByText(t.thanksNotUnderstood)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.notUnderstood })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: t.notUnderstood })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.understood })).toBeDisabled();
  });

  it('lets the child choose again when the call fails', async () => {
    const onUnderstood = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderWithApp(<SolutionSteps solution={solutions.plain} onUnderstood={onUnderstood} />);
    await userEvent.click(screen.getByRole('button', { name: t.understood }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.understood })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: t.understood }));
    expect(await screen.findByText(t.thanksUnderstood)).toBeInTheDocument();
    expect(onUnderstood).toHaveBeenCalledTimes(2);
  });
});
