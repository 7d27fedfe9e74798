import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { questions } from '../question/question-fixtures';
import { ReadAloudButton } from './read-aloud-button';
import { questionSpeech } from './speech-text';
import { t } from './strings';

const question = questions.multipleChoice;

/**
 * The device's speech synthesis for one story: `voices`, and what it was asked to say (in
 * `window.__said`). Put back after the story (the story tests share one page).
 */
function deviceVoices(voices: { lang: string; name: string }[]) {
  return () => {
    const real = Object.getOwnPropertyDescriptor(window, 'speechSynthesis');
    const said: string[] = [];
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (utterance: SpeechSynthesisUtterance) => said.push(utterance.text),
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    // The browser's own utterance takes only its own voices: a plain one carries the story's.
    const Utterance = window.SpeechSynthesisUtterance;
    Object.assign(window, {
      __said: said,
      SpeechSynthesisUtterance: class {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    });
    return () => {
      // The browser's own lives on Window.prototype: removing the story's uncovers it.
      if (real) Object.defineProperty(window, 'speechSynthesis', real);
      else Reflect.deleteProperty(window, 'speechSynthesis');
      Object.assign(window, { SpeechSynthesisUtterance: Utterance });
    };
  };
}

const meta = {
  title: 'Shared/Practice/ReadAloudButton',
  component: ReadAloudButton,
  args: { text: questionSpeech(question), subject: 'question' },
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ReadAloudButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server has a recording: «بشنو» plays it (fetched on the first tap, not with the page), «قطع کن» stops it. */
export const Recording: Story = {
  args: { audioUrl: questions.recorded.audio_url, text: questionSpeech(questions.recorded) },
  beforeEach: () => {
    // The story's browser may have no sound device: the recording "plays" here, and says which file.
    const real = HTMLMediaElement.prototype.play;
    const played: string[] = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.getAttribute('src') ?? '');
      return Promise.resolve();
    };
    Object.assign(window, { __played: played });
    return () => {
      HTMLMediaElement.prototype.play = real;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${t.listen}: ${t.subjects.question}` }));
    await expect((window as unknown as { __played: string[] }).__played).toEqual([questions.recorded.audio_url]);
    await expect(canvas.getByRole('button', { name: `${t.stop}: ${t.subjects.question}` })).toBeVisible();
  },
};

/** No recording, but the device has a Persian voice: «بشنو» says the prompt and its choices, and «قطع کن» stops. */
export const DeviceVoice: Story = {
  beforeEach: deviceVoices([
    { lang: 'en-US', name: 'English' },
    { lang: 'fa-IR', name: 'Persian' },
  ]),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `${t.listen}: ${t.subjects.question}` }));
    await waitFor(() => expect((window as unknown as { __said: string[] }).__said).toEqual([questionSpeech(question)]));
    await expect(canvas.getByRole('button', { name: `${t.stop}: ${t.subjects.question}` })).toBeVisible();
  },
};

/** Neither a recording nor a Persian voice: no button at all, never one that does nothing. */
export const NoVoice: Story = {
  beforeEach: deviceVoices([{ lang: 'en-US', name: 'English' }]),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};
