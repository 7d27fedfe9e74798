import { useCallback, useEffect, useRef, useState } from 'react';

/** How a text can be read aloud here: a recording the server has, the device's Persian voice, or not at all. */
export type ReadAloudMode = 'recording' | 'speech' | null;

/** The device's Persian voice, if it has one (`speechSynthesis.getVoices()` fills in late on some browsers). */
function persianVoice(): SpeechSynthesisVoice | undefined {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
  return window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('fa'));
}

/** The Persian voice, followed as the browser loads its voices. */
function usePersianVoice(): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState(persianVoice);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
    const synthesis = window.speechSynthesis;
    const update = () => setVoice(persianVoice());
    synthesis.addEventListener('voiceschanged', update);
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

export interface ReadAloud {
  mode: ReadAloudMode;
  playing: boolean;
  /** Starts reading, or stops it while it reads. */
  toggle: () => void;
}

/**
 * Reads `text` aloud: the recording at `audioUrl` when the server has one, else the device's
 * Persian voice, else nothing (`mode` null: no button is shown). Reading stops when the text
 * changes or the page leaves, so a next question never talks over the last one.
 */
export function useReadAloud(text: string, audioUrl: string | null | undefined): ReadAloud {
  const voice = usePersianVoice();
  const mode: ReadAloudMode = audioUrl ? 'recording' : voice ? 'speech' : null;
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    audioRef.current?.pause();
    if (audioRef.current) audioRef.current.currentTime = 0;
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    setPlaying(false);
  }, []);

  useEffect(() => stop, [text, audioUrl, stop]);

  const toggle = useCallback(() => {
    if (playing) {
      stop();
      return;
    }
    if (mode === 'recording' && audioUrl) {
      // The recording is fetched on the first tap, not with the page: a page of questions costs no data.
      if (audioRef.current?.getAttribute('src') !== audioUrl) audioRef.current = new Audio(audioUrl);
      const audio = audioRef.current;
      audio.onended = () => setPlaying(false);
      setPlaying(true);
      // A refused play (no sound device, a file that fails) leaves the button ready to try again.
      audio.play().catch(() => setPlaying(false));
    } else if (mode === 'speech' && voice) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      // A child's pace: a little slower than the voice's default.
      utterance.rate = 0.9;
      utterance.onend = () => setPlaying(false);
      utterance.onerror = () => setPlaying(false);
      window.speechSynthesis.cancel();
      setPlaying(true);
      window.speechSynthesis.speak(utterance);
    }
  }, [audioUrl, mode, playing, stop, text, voice]);

  return { mode, playing, toggle };
}
