/** Placeholder until its slice lands (this branch only). */
export function ContactScreen() {
  return null;
}
