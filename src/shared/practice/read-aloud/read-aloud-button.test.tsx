import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { ReadAloudButton } from './read-aloud-button';
import { t } from './strings';

/** A device whose speech synthesis has `voices`; returns what it was asked to say. */
function deviceWithVoices(voices: { lang: string; name: string }[]) {
  const said: { text: string; lang: string }[] = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      text: string;
      lang = '';
      voice: unknown = null;
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    },
  );
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: { text: string; lang: string }) => said.push({ text: utterance.text, lang: utterance.lang }),
    cancel: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  return said;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('«بشنو»', () => {
  it('plays the server’s recording when the question has one, fetched on the tap, and stops it on a second tap', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderWithApp(
      <ReadAloudButton text="سلام" audioUrl="/media/recordings/m4-compare-numbers-1.mp3" subject="question" />,
    );
    // Nothing is fetched with the page.
    expect(document.querySelector('audio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `${t.listen}: ${t.subjects.question}` }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).getAttribute('src')).toBe(
      '/media/recordings/m4-compare-numbers-1.mp3',
    );
    await userEvent.click(screen.getByRole('button', { name: `${t.stop}: ${t.subjects.question}` }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: `${t.listen}: ${t.subjects.question}` })).toBeVisible();
  });

  it('says the words with the device’s Persian voice when there is no recording', async () => {
    const said = deviceWithVoices([
      { lang: 'en-US', name: 'English' },
      { lang: 'fa-IR', name: 'Persian' },
    ]);
    renderWithApp(<ReadAloudButton text="۳ به‌اضافهٔ ۴ مساوی چند" subject="solution" />);
    await userEvent.click(screen.getByRole('button', { name: `${t.listen}: ${t.subjects.solution}` }));
    expect(said).toEqual([{ text: '۳ به‌اضافهٔ ۴ مساوی چند', lang: 'fa-IR' }]);
  });

  it('is not there at all with neither a recording nor a Persian voice', () => {
    deviceWithVoices([{ lang: 'en-US', name: 'English' }]);
    renderWithApp(<ReadAloudButton text="سلام" subject="question" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
