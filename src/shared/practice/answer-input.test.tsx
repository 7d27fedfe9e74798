import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { example } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { AnswerInput } from './answer-input';
import { trueFalseText } from './inputs/strings-basic';
import { fillText } from './inputs/strings-fill';

/** The world's question of each type, as the contract's next-question examples carry them. */
const question = (name: string) => example('getNextQuestion', name).question!;

describe('AnswerInput', () => {
  it('sends a number typed in Persian digits as the numeric answer', async () => {
    const onChange = vi.fn();
    renderWithApp(<AnswerInput question={question('numeric')} value={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), '۱۲');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'numeric', number: '12' });
  });

  it('answers true or false with the two Persian words', async () => {
    const onChange = vi.fn();
    renderWithApp(<AnswerInput question={question('trueFalse')} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: trueFalseText.true }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'true_false', value: true });
  });

  it('draws a fraction question with its numerator box', () => {
    renderWithApp(<AnswerInput question={question('fraction')} value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: new RegExp(fillText.numerator) })).toBeInTheDocument();
  });

  it('ignores a draft of another type left from the previous question', () => {
    renderWithApp(
      <AnswerInput question={question('numeric')} value={{ type: 'true_false', value: true }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it.each(['multipleChoice', 'shortAnswer', 'ordering', 'matching', 'blanks'])('draws a %s question', (name) => {
    const { container } = renderWithApp(<AnswerInput question={question(name)} value={null} onChange={vi.fn()} />);
    expect(container.querySelectorAll('input, button, [role="radio"]').length).toBeGreaterThan(0);
  });
});
