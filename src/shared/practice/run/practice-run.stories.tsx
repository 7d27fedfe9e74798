import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { errors } from '@/shared/i18n/errors';
import { answering, example, failing, pending } from '@/testing/handlers';
import { feedbackText } from '../feedback/strings';
import { PracticeRun } from './practice-run';
import { runText } from './strings';

const NEXT = '/member/questions/';
const ANSWER = '/member/questions/answer/';
// The world's numeric question of grade-4 maths (a number pattern) and its verdict on a wrong answer.
const numeric = example('getNextQuestion', 'numeric');
const wrong = example('submitAnswer', 'wrong');

const meta = {
  title: 'Shared/Practice/Practice run',
  component: PracticeRun,
  args: { params: { skillName: 'm4-number-patterns' } },
  parameters: {
    app: { signedInAs: 'student' },
    msw: { handlers: [answering('get', NEXT, numeric), answering('post', ANSWER, wrong)] },
  },
} satisfies Meta<typeof PracticeRun>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: runText.send })).toBeDisabled();
  },
};

export const AnsweredWrong: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    await expect(await canvas.findByText(feedbackText.verdict.wrong)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: feedbackText.verdict.next })).toHaveFocus());
    await expect(canvas.getByRole('textbox')).toHaveValue('۹۷');
  },
};

export const SendFails: Story = {
  parameters: {
    msw: { handlers: [answering('get', NEXT, numeric), failing('post', ANSWER, 500, 'سرور موقتاً در دسترس نیست')] },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox'), '۹۷');
    await userEvent.click(canvas.getByRole('button', { name: runText.send }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(runText.sendFailed);
    await expect(alert).toHaveTextContent('سرور موقتاً در دسترس نیست');
    await expect(canvas.getByRole('textbox')).toHaveValue('۹۷');
    await expect(canvas.getByRole('button', { name: runText.retry })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('get', NEXT)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(runText.loading);
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', NEXT, 500)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errors.fetchData);
  },
};

export const NothingLeft: Story = {
  parameters: { msw: { handlers: [answering('get', NEXT, example('getNextQuestion', 'empty'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(runText.doneTitle)).toBeVisible();
  },
};
