import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { circuitSteps, compareNumbers, compareNumbersWrong, factorsOf20 } from './arrange-fixtures';
import { OrderingInput } from './ordering-input';
import { arrangeMarks, orderingText as t } from './strings-arrange';
import { controlled, inputFrame, phone390 } from './story-helpers';

const Controlled = controlled(OrderingInput);

const meta = {
  title: 'Shared/Practice/OrderingInput',
  component: OrderingInput,
  args: { question: compareNumbers.question, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [inputFrame()],
  parameters: phone390,
} satisfies Meta<typeof OrderingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Nothing sent until the child moves a card; then every move sends the whole order. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list');
    await expect(texts(list)).toEqual(['۱۱۷۰٬۶۹۲', '۲۱۷۰٬۶۲۰', '۳۱۷۰٬۲۹۶', '۴۱۶۰٬۷۹۲']);
    await expect(canvas.getByRole('button', { name: t.confirm })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.up('۱۷۰٬۶۹۲') })).toBeDisabled();
    const down = canvas.getByRole('button', { name: t.down('۱۷۰٬۶۹۲') });
    await userEvent.click(down);
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: 'ordering', order: ['b', 'a', 'c', 'd'] });
    await expect(down).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t.confirm })).toBeNull();
    await expect(canvas.getByText(t.movedTo('۱۷۰٬۶۹۲', 1, 4))).toBeInTheDocument();
  },
};

/** Keyboard drag (dnd-kit's keyboard sensor): Space picks a card up, ↓/↑ move it, Space puts it down. */
export const KeyboardDrag: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: t.handle('۱۶۰٬۷۹۲') });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.body).toHaveTextContent(t.drag.picked('۱۶۰٬۷۹۲', 3, 4)));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent(t.drag.over('۱۶۰٬۷۹۲', 2, 4)));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent(t.drag.over('۱۶۰٬۷۹۲', 0, 4)));
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ type: 'ordering', order: ['d', 'a', 'b', 'c'] }),
    );
    // ↓ moves down again (a vertical list: right to left flips nothing); Escape puts it back.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent(t.drag.over('۱۶۰٬۷۹۲', 1, 4)));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body).toHaveTextContent(t.drag.cancelled('۱۶۰٬۷۹۲')));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(texts(canvas.getByRole('list'))[0]).toBe('۱۱۶۰٬۷۹۲');
  },
};

/** The shuffled order may be right: the child says so with one button, and it is sent as it is. */
export const ConfirmAsShown: Story = {
  args: { question: factorsOf20.question },
  play: async ({ args, canvas, userEvent }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: t.confirm }));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'ordering', order: ['a', 'b', 'c', 'd', 'e', 'f'] });
    await expect(canvas.getByText(t.confirmed)).toBeInTheDocument();
  },
};

/** An answer already given (a saved quiz answer): shown in its order, no confirm button. */
export const Answered: Story = {
  args: { value: compareNumbersWrong },
  play: async ({ canvas }) => {
    await expect(texts(canvas.getByRole('list'))).toEqual(['۱۱۷۰٬۲۹۶', '۲۱۶۰٬۷۹۲', '۳۱۷۰٬۶۲۰', '۴۱۷۰٬۶۹۲']);
    await expect(canvas.queryByRole('button', { name: t.confirm })).toBeNull();
  },
};

/** After the verdict: each card right or wrong in words, and the right order beside it. */
export const DisabledWithCorrect: Story = {
  args: { value: compareNumbersWrong, disabled: true, correct: compareNumbers.correct },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    const items = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(`${arrangeMarks.wrong}، ${t.belongsAt(1)}`);
    await expect(items[2]).toHaveTextContent(arrangeMarks.right);
    const right = canvas.getByRole('region', { name: t.rightOrder });
    await expect(
      within(right)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['۱۱۶۰٬۷۹۲', '۲۱۷۰٬۲۹۶', '۳۱۷۰٬۶۲۰', '۴۱۷۰٬۶۹۲']);
  },
};

/** All right: every card says so, and no second list repeats it. */
export const DisabledAllRight: Story = {
  args: { value: compareNumbers.correct, disabled: true, correct: compareNumbers.correct },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(arrangeMarks.right)).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: t.rightOrder })).toBeNull();
  },
};

/** Time ran out before any move: nothing was sent, and the right order is shown. */
export const DisabledUnanswered: Story = {
  args: { disabled: true, correct: compareNumbers.correct },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noAnswer)).toBeVisible();
    await expect(canvas.getByRole('region', { name: t.rightOrder })).toBeVisible();
  },
};

/** The longest texts on a 390 px phone: nothing spills sideways and every button stays 44 px. */
export const Phone390: Story = {
  args: { question: circuitSteps.question },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
  },
};
