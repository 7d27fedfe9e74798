/** The server's marker for «no picture» (spec §3); an empty string means the same. */
const NO_IMAGE = 'no-image';

/** The picture to show, or null when the user has none. */
export function pictureOf(profileUrl: string): string | null {
  return profileUrl && profileUrl !== NO_IMAGE ? profileUrl : null;
}

/** «س‌ا» for سارا احمدی (ZWNJ keeps Persian letters apart); the username's first letter without a name. */
export function initialsOf(firstName: string, lastName: string, username: string): string {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0)).filter(Boolean);
  return letters.length ? letters.join('\u200c') : username.charAt(0).toUpperCase();
}

/** «سارا احمدی», or '' when neither name is set. */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
