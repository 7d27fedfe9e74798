/** Persian text of a channel message's body (the pupil's read-only channel and the teacher's). */
export const channelText = {
  imageAlt: (name: string) => `تصویری که ${name} فرستاده است`,
  newTab: '(در برگهٔ تازه باز می‌شود)',
} as const;
