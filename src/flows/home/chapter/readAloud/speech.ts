import type { ContentSection } from '@contracts/courseContent';

/** The browser's speech synthesis as read aloud uses it (window.speechSynthesis; a fake in tests). */
export interface Speech {
  /** Whether the browser has a voice to read with. */
  hasVoice: () => boolean;
  /** Reads the text; resolves when done, rejects when the browser fails; `signal` stops it. */
  speak: (text: string, language: string, signal: AbortSignal) => Promise<void>;
  pause: () => void;
  resume: () => void;
}

/** What a section sounds like: its heading, paragraphs and key points. */
export const spokenText = (section: ContentSection) =>
  [section.heading, ...section.paragraphs, ...section.keyPoints].join('\n\n');

export const browserSpeech: Speech = {
  hasVoice: () => typeof window.speechSynthesis !== 'undefined' && window.speechSynthesis.getVoices().length > 0,
  speak: (text, language, signal) =>
    new Promise<void>((resolve, reject) => {
      const synth = window.speechSynthesis;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = language;
      utterance.onend = () => resolve();
      utterance.onerror = (event) =>
        // Cancelled on purpose (stop, leaving the page): not a failure.
        event.error === 'canceled' || event.error === 'interrupted' ? resolve() : reject(new Error(event.error));
      signal.addEventListener('abort', () => synth.cancel(), { once: true });
      synth.speak(utterance);
    }),
  pause: () => window.speechSynthesis.pause(),
  resume: () => window.speechSynthesis.resume(),
};
