import type { SocialIconKey } from '@/api/generated/model';

// Simplified drawings of each platform's mark (no icon library is installed; no external images).
// Cut-outs use the even-odd rule: a shape inside another leaves a hole in the platform's colour.
const shapes: Record<SocialIconKey, string> = {
  instagram:
    'M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm0 2a3 3 0 00-3 3v10a3 3 0 003 3h10a3 3 0 003-3V7a3 3 0 00-3-3zm5 3.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9zm0 2a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM17.5 5.5a1 1 0 110 2 1 1 0 010-2z',
  telegram:
    'M21.5 3.5L2.8 10.7c-1 .4-1 1.6 0 1.9l4.6 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.4 4.7 3.4c.7.5 1.6.1 1.8-.7L23 4.8c.2-1-.6-1.7-1.5-1.3zM9.6 14l8.2-6.6-6.5 7.6-.3 3z',
  aparat:
    'M12 3a9 9 0 110 18 9 9 0 010-18zm-3 4.5a2 2 0 100 4 2 2 0 000-4zm6 1a2 2 0 100 4 2 2 0 000-4zm-6 4a2 2 0 100 4 2 2 0 000-4zm6 1a2 2 0 100 4 2 2 0 000-4z',
  linkedin:
    'M4 3a2 2 0 110 4 2 2 0 010-4zM2.5 9h3v12h-3zM9 9h3v1.7c.6-1 1.9-2 3.8-2 3.2 0 4.2 2 4.2 5.3V21h-3v-6.3c0-1.6-.3-3-2.1-3-1.9 0-2.9 1.2-2.9 3.2V21H9z',
  // Eitaa: a rounded square with a lower-case «e» cut out of it.
  eitaa:
    'M7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5zm10.97 10.6A6 6 0 1016.6 15.86L14.68 14.25A3.5 3.5 0 018.55 12.6h9.42zM15.29 10.8a3.5 3.5 0 00-6.58 0z',
  // Bale: a speech bubble with a ring cut out of it.
  bale: 'M12 2a9 9 0 110 18c-1.5 0-2.9-.4-4.2-1L3 20.5l1.5-4.2A9 9 0 0112 2zm0 5a4 4 0 100 8 4 4 0 000-8zm0 2a2 2 0 110 4 2 2 0 010-4z',
};

// A chain link, for a platform the server names before the app has drawn its mark.
const fallback =
  'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1 1.4 1.4 1-1a2 2 0 012.9 2.9l-3 3a2 2 0 01-2.9 0zm4-4a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1-1.4-1.4-1 1a2 2 0 01-2.9-2.9l3-3a2 2 0 012.9 0z';

/** A social platform's mark in its brand colour; decorative, the link carries the name. */
export function SocialIcon({ icon, colour }: { icon: SocialIconKey; colour: string }) {
  const shape: string | undefined = shapes[icon];
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill={colour} aria-hidden focusable="false">
      <path d={shape ?? fallback} fillRule="evenodd" />
    </svg>
  );
}
