import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { BlanksAnswerValue } from '@/api/generated/model';
import { renderWithApp } from '@/testing/render';
import type { AnswerInputProps } from '../types';
import { BlanksInput } from './blanks-input';
import { blanks } from './fill-fixtures';
import { fillText } from './strings-fill';

type Props = Partial<AnswerInputProps<'blanks'>> & Pick<AnswerInputProps<'blanks'>, 'question'>;

/** The input in a parent that keeps its value, as the engine does; returns what onChange received. */
function renderBlanks({ value = null, ...props }: Props) {
  const onChange = vi.fn<(value: BlanksAnswerValue | null) => void>();
  function Parent() {
    const [current, setCurrent] = useState(value);
    const change = (next: BlanksAnswerValue | null) => {
      onChange(next);
      setCurrent(next);
    };
    return <BlanksInput value={current} onChange={change} {...props} />;
  }
  renderWithApp(<Parent />);
  return { onChange, user: userEvent.setup() };
}

const box = (n: number, of: number) => screen.getByRole('textbox', { name: fillText.blank(n, of) });
const last = (onChange: Mock<(value: BlanksAnswerValue | null) => void>) => onChange.mock.calls.at(-1)?.[0];

describe('BlanksInput', () => {
  it.each([
    ['Persian', '۲۶۴', '۲۶۴۰'],
    ['Arabic-Indic', '٢٦٤', '٢٦٤٠'],
    ['Latin', '264', '2640'],
  ])('takes %s digits, shows them in Persian and sends Latin digits', async (_set, first, second) => {
    const { onChange, user } = renderBlanks({ question: blanks.multiplication.question });
    await user.type(box(1, 2), first);
    expect(last(onChange)).toBeNull();
    await user.type(box(2, 2), second);
    expect(box(1, 2)).toHaveValue('۲۶۴');
    expect(box(2, 2)).toHaveValue('۲۶۴۰');
    expect(last(onChange)).toEqual({
      type: 'blanks',
      values: [
        { blank_id: 'a', text: '264' },
        { blank_id: 'b', text: '2640' },
      ],
    });
  });

  it.each([
    ['«٫»', '۶٫۱۱'],
    ['«.»', '6.11'],
    ['Arabic-Indic and «٫»', '٦٫١١'],
  ])('sends a decimal typed with %s as Latin digits and «.»', async (_form, typed) => {
    const { onChange, user } = renderBlanks({ question: blanks.decimal.question });
    await user.type(box(1, 1), typed);
    expect(box(1, 1)).toHaveValue('۶٫۱۱');
    expect(last(onChange)).toEqual({ type: 'blanks', values: [{ blank_id: 'a', text: '6.11' }] });
  });

  it('sends nothing while a box is empty or a number half typed', async () => {
    const { onChange, user } = renderBlanks({ question: blanks.distributive.question });
    await user.type(box(1, 3), '300');
    await user.type(box(2, 3), '30');
    expect(last(onChange)).toBeNull();
    await user.type(box(3, 3), '۳۳۰٫');
    expect(last(onChange)).toBeNull();
    await user.type(box(3, 3), '۵');
    expect(last(onChange)?.values.map((v) => v.text)).toEqual(['300', '30', '330.5']);
    await user.clear(box(1, 3));
    expect(last(onChange)).toBeNull();
  });

  it('takes words in text boxes, sized by the blank, and moves between boxes with Tab', async () => {
    const { onChange, user } = renderBlanks({ question: blanks.words.question });
    await user.tab();
    expect(box(1, 2)).toHaveFocus();
    await user.keyboard('آهسته');
    await user.tab();
    expect(box(2, 2)).toHaveFocus();
    await user.keyboard(' تند ');
    expect(last(onChange)).toEqual({
      type: 'blanks',
      values: [
        { blank_id: 'a', text: 'آهسته' },
        { blank_id: 'b', text: 'تند' },
      ],
    });
  });

  it('lays maths out left to right inside the Persian sentence, boxes and fractions in it', () => {
    renderBlanks({ question: blanks.mixed.question }); // «۱۷/۹ = ▢ و ▢/۹»
    const group = screen.getByRole('group', { name: blanks.mixed.question.prompt });
    // One left-to-right run: the mixed number's whole beside its fraction, «و» said, not drawn.
    const runs = [...group.querySelectorAll('bdi')];
    expect(runs.map((run) => run.getAttribute('dir'))).toEqual(['ltr']);
    expect(runs[0]).toContainElement(box(1, 2));
    expect(runs[0]).toContainElement(box(2, 2));
    expect(runs[0]).toHaveTextContent('۱۷ بر ۹');
    expect(group).toHaveTextContent(new RegExp(`و\\s*${fillText.over} ۹$`));
  });

  it('leaves a Persian sentence right to left with its boxes in the words’ order', () => {
    renderBlanks({ question: blanks.time.question });
    const group = screen.getByRole('group', { name: blanks.time.question.prompt });
    expect(group.querySelector('bdi')).toBeNull();
    expect(group).toHaveTextContent('۹۴ دقیقه = ساعت و دقیقه');
  });

  it('shows the right value beside each wrong box, and a tick on each right one', () => {
    const { question, correct } = blanks.distributive; // 300 + 30 = 330
    const value: BlanksAnswerValue = {
      type: 'blanks',
      values: [
        { blank_id: 'a', text: '300' },
        { blank_id: 'b', text: '35' },
        { blank_id: 'c', text: '330.0' },
      ],
    };
    renderBlanks({ question, correct, value, disabled: true });
    expect(box(2, 3)).toHaveValue('۳۵');
    expect(box(2, 3)).toHaveAttribute('readonly');
    expect(box(1, 3)).toHaveAccessibleDescription(fillText.right);
    expect(box(2, 3)).toHaveAccessibleDescription(`${fillText.wrong} ${fillText.correctAnswer}: ۳۰`);
    expect(box(3, 3)).toHaveAccessibleDescription(fillText.right);
    expect(screen.getAllByText(`${fillText.correctAnswer}:`)).toHaveLength(1);
  });

  it('forgives a missing half-space in a word, as the server does', () => {
    const { question, correct } = blanks.plural; // «لباس‌ها»
    const value: BlanksAnswerValue = { type: 'blanks', values: [{ blank_id: 'a', text: 'لباس ها' }] };
    renderBlanks({ question, correct, value, disabled: true });
    expect(box(1, 1)).toHaveAccessibleDescription(fillText.right);
  });

  it('marks a wrong word with the right one beside it', () => {
    const { question, correct } = blanks.words; // «آهسته», «تند»
    const value: BlanksAnswerValue = {
      type: 'blanks',
      values: [
        { blank_id: 'a', text: 'آهسته' },
        { blank_id: 'b', text: 'كند' },
      ],
    };
    renderBlanks({ question, correct, value, disabled: true });
    expect(box(1, 2)).toHaveAccessibleDescription(fillText.right);
    expect(box(2, 2)).toHaveAccessibleDescription(`${fillText.wrong} ${fillText.correctAnswer}: تند`);
  });
});
